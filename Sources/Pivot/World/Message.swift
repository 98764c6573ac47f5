// The text an effect carries: a console line, a crash's name and reason, why an event was
// refused. Interned, so that every effect is a plain value: emptying a buffer of effects then
// costs nothing per effect, where a string payload made the engine's hottest loop (about fifty
// effects per rotation) visit each one to release it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An interned string. Equal messages have equal handles, so comparing and hashing are as for
/// the string; the handle itself never appears in any output.
public struct Message: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
                       ExpressibleByStringInterpolation {
    let handle: UInt32

    public init(_ string: String) { handle = MessageTable.shared.intern(string) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    public var string: String { MessageTable.shared.string(handle) }
    public var description: String { string }
    /// Quoted, as a string payload printed before messages were interned.
    public var debugDescription: String { string.debugDescription }
}

/// Every message interned in this process. It only grows, by one entry per distinct message:
/// Pivot's own texts are a fixed set filled in with the app's names, but a rejection repeats
/// whatever name the event gave, so a fuzzer that invents names adds an entry per new name.
final class MessageTable: @unchecked Sendable {
    static let shared = MessageTable()

    // A pthread mutex, on Linux and Apple platforms alike and at any deployment target
    // (Synchronization's Mutex needs macOS 15).
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
