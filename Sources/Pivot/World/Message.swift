// The text an effect carries: a console line, a crash's name and reason, why an event was
// refused. A message points at an immutable string that lives as long as the process, so an
// effect stays a plain value with nothing to release: emptying a buffer of effects then costs
// nothing per effect, where a string payload cost the engine's hottest loop (about fifty
// effects per rotation) a fifth of its speed.
//
// Each thread keeps its own cache of the strings it made, so that a message made twice on a
// thread is stored once. Threads share no table and take no lock: apps in parallel tests, or
// an explorer on both cores, never contend. Equal strings made on different threads are equal
// messages (compared by text when the pointers differ).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public struct Message: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
                       ExpressibleByStringInterpolation {
    let box: Unmanaged<MessageBox>

    public init(_ string: String) { box = MessageCache.current.box(for: string) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    public var string: String { box.takeUnretainedValue().string }
    public var description: String { string }
    /// Quoted, as a string payload prints.
    public var debugDescription: String { string.debugDescription }

    public static func == (a: Message, b: Message) -> Bool {
        a.box.toOpaque() == b.box.toOpaque() || a.string == b.string
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(box.takeUnretainedValue().hash) }
}

/// One message's text, never freed (messages may outlive the thread that made them).
final class MessageBox: Sendable {
    let string: String
    /// The string's hash, so that hashing a message does not walk its text.
    let hash: Int
    init(_ string: String) { self.string = string; hash = string.hashValue }
}

/// The messages one thread has made, by text. Only its own thread touches it.
final class MessageCache {
    private var boxes: [String: Unmanaged<MessageBox>] = [:]

    func box(for string: String) -> Unmanaged<MessageBox> {
        if let box = boxes[string] { return box }
        let box = Unmanaged.passRetained(MessageBox(string))
        boxes[string] = box
        return box
    }

    /// This thread's cache, made on first use (a fresh one each time should the system refuse
    /// a thread-local slot: messages stay right, only unshared).
    static var current: MessageCache {
        guard let key = cacheKey else { return MessageCache() }
        if let raw = pthread_getspecific(key) { return Unmanaged<MessageCache>.fromOpaque(raw).takeUnretainedValue() }
        let cache = MessageCache()
        pthread_setspecific(key, Unmanaged.passRetained(cache).toOpaque())
        return cache
    }
}

/// The thread-local slot for each thread's cache (set once, read-only after). When a thread
/// ends, its cache goes; the strings stay, as messages made there may still be in use.
private let cacheKey: pthread_key_t? = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    let status = pthread_key_create(&key) { Unmanaged<MessageCache>.fromOpaque($0).release() }
    #else
    let status = pthread_key_create(&key) { raw in if let raw { Unmanaged<MessageCache>.fromOpaque(raw).release() } }
    #endif
    return status == 0 ? key : nil
}()
