// What a host's child process tells its parent: where its search is, in memory the two share
// (written before every sequence runs, read by the parent once the child has stopped, so it
// costs no system call), and its findings and result as records down a pipe.

#if os(Linux)
import Glibc
#elseif os(macOS)
import Darwin
#endif

/// Shared memory: a few counters and the sequence the child is running.
struct ProgressSlot: @unchecked Sendable {
    /// The longest sequence kept (deeper searches keep its first steps).
    static let maxPath = 256
    private static let fields = 8
    private static let size = (fields + maxPath) * 8
    private let words: UnsafeMutablePointer<UInt64>?

    /// Where the search was: the sequence, what it was doing with it, the counts so far.
    struct Snapshot: Equatable {
        var path: [Int] = []
        var phase = 0
        var argument = 0
        var states = 0
        var transitions = 0
        var hung = false
    }

    private init(_ words: UnsafeMutablePointer<UInt64>?) { self.words = words }

    static func make() -> ProgressSlot? {
        #if os(Linux) || os(macOS)
        #if os(Linux)
        let anonymous = MAP_ANONYMOUS
        #else
        let anonymous = MAP_ANON
        #endif
        guard let raw = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED | anonymous, -1, 0),
              raw != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let words = raw.bindMemory(to: UInt64.self, capacity: fields + maxPath)
        words.initialize(repeating: 0, count: fields + maxPath)
        return ProgressSlot(words)
        #else
        return nil
        #endif
    }

    func release() {
        #if os(Linux) || os(macOS)
        if let words { munmap(UnsafeMutableRawPointer(words), Self.size) }
        #endif
    }

    /// How many times the child said where it is: the parent's sign of progress.
    var announcements: UInt64 { words?[0] ?? 0 }

    func write(_ path: [Int], phase: Int, argument: Int, states: Int, transitions: Int) {
        guard let words else { return }
        let count = min(path.count, Self.maxPath)
        for i in 0..<count { words[Self.fields + i] = UInt64(truncatingIfNeeded: path[i]) }
        words[1] = UInt64(count)
        words[2] = UInt64(phase)
        words[3] = UInt64(truncatingIfNeeded: argument)
        words[4] = UInt64(states)
        words[5] = UInt64(transitions)
        words[0] &+= 1
    }

    func markHung() { words?[6] = 1 }

    var snapshot: Snapshot {
        guard let words else { return Snapshot() }
        let count = min(Int(words[1]), Self.maxPath)
        return Snapshot(path: (0..<count).map { Int(words[Self.fields + $0]) }, phase: Int(words[2]),
                        argument: Int(truncatingIfNeeded: words[3]), states: Int(words[4]), transitions: Int(words[5]),
                        hung: words[6] != 0)
    }
}

/// The child's side: progress into the slot, records into the pipe. In the exploring process
/// itself (no child) it keeps the records.
@MainActor
final class ChildChannel {
    let slot: ProgressSlot?
    private let output: Int32
    private(set) var records: [[String]] = []
    var isChild: Bool { output >= 0 }

    init(slot: ProgressSlot?, output: Int32) {
        self.slot = slot
        self.output = output
    }

    /// A record: its fields, each as its UTF-8 length and bytes.
    func send(_ fields: [String]) {
        guard isChild else { records.append(fields); return }
        var bytes = Array("\(fields.count);".utf8)
        for field in fields { bytes += Array("\(field.utf8.count):".utf8) + Array(field.utf8) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// The records a child sent, as far as they are whole.
    nonisolated static func records(in bytes: [UInt8]) -> [[String]] {
        var records: [[String]] = []
        var index = 0
        func number(until end: UInt8) -> Int? {
            var value = 0, digits = 0
            while index < bytes.count, bytes[index] != end {
                guard (48...57).contains(bytes[index]), digits < 12 else { return nil }
                value = value * 10 + Int(bytes[index] - 48)
                index += 1; digits += 1
            }
            guard index < bytes.count, digits > 0 else { return nil }
            index += 1
            return value
        }
        while index < bytes.count {
            guard let count = number(until: UInt8(ascii: ";")) else { break }
            var fields: [String] = []
            for _ in 0..<count {
                guard let length = number(until: UInt8(ascii: ":")), index + length <= bytes.count else { return records }
                fields.append(String(decoding: bytes[index..<index + length], as: UTF8.self))
                index += length
            }
            records.append(fields)
        }
        return records
    }

    /// A child that traps leaves at once with 128 + the signal (no backtrace, no core file);
    /// on Linux its address space may grow by `memory` bytes past the exploring process's, so
    /// a library that allocates without end traps in its own host rather than exhausting the
    /// machine.
    nonisolated static func prepareChild(memory: Int) {
        #if os(Linux) || os(macOS)
        var core = rlimit()
        if getrlimit(resourceCore, &core) == 0 { core.rlim_cur = 0; _ = setrlimit(resourceCore, &core) }
        #if os(Linux)
        if let size = addressSpace() {
            var space = rlimit()
            if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &space) == 0 {
                let wanted = rlim_t(clamping: size + memory)
                if space.rlim_max == rlim_t.max || wanted < space.rlim_max {
                    space.rlim_cur = wanted
                    _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &space)
                }
            }
        }
        #endif
        // An own stack for the handler: a stack overflow is a trap too.
        let stackSize = 1 << 16
        if let stack = malloc(stackSize) {
            var alternate = stack_t()
            alternate.ss_sp = stack
            alternate.ss_size = stackSize
            _ = sigaltstack(&alternate, nil)
        }
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            #if os(Linux)
            action.__sigaction_handler.sa_handler = { _exit(128 + $0) }
            #else
            action.__sigaction_u.__sa_handler = { _exit(128 + $0) }
            #endif
            action.sa_flags = Int32(SA_ONSTACK)
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, nil)
        }
        #endif
    }

    #if os(Linux)
    /// The process's address space in bytes (/proc/self/statm's first field, in pages).
    private nonisolated static func addressSpace() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let pages = bytes[..<count].prefix { (48...57).contains($0) }.reduce(0) { $0 * 10 + Int($1 - 48) }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private nonisolated static var resourceCore: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_CORE.rawValue) }
    #elseif os(macOS)
    private nonisolated static var resourceCore: Int32 { RLIMIT_CORE }
    #endif
}
