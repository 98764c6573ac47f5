// Text an effect carries: a console line, a crash's name and reason, why an event was refused.
// Interned, so that every effect is a plain value: emptying a buffer of effects then costs
// nothing per effect, where a string payload made the engine's hottest loop (about fifty
// effects per rotation) visit each one to release it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An interned string. Equal texts have equal handles, so comparing and hashing are as for the
/// string; the handle itself never appears in any output.
public struct Text: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    let handle: UInt32

    public init(_ string: String) { handle = TextTable.shared.intern(string) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    public var string: String { TextTable.shared.string(handle) }
    public var description: String { string }
}

/// Every text interned in this process. Only grows: the texts Pivot makes come from a small set
/// of messages and the app's own names.
final class TextTable: @unchecked Sendable {
    static let shared = TextTable()

    // A pthread mutex: available on every platform the toolchain runs on, at any deployment target.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var strings: [String] = []
    private var handles: [String: UInt32] = [:]

    private init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    func intern(_ string: String) -> UInt32 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let handle = handles[string] { return handle }
        let handle = UInt32(strings.count)
        strings.append(string)
        handles[string] = handle
        return handle
    }

    func string(_ handle: UInt32) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return strings[Int(handle)]
    }
}
