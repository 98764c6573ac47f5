// Each host's search in a child process of its own, made with fork() from the exploring process:
// the process is the only unit a Swift trap cannot take others down with, and fork works alike
// under Swift Testing, XCTest and a command-line tool (no test binary is started again).
//
// The child runs its host's search synchronously on the forking thread, writes where it is
// (the sequence it is about to run) to memory it shares with the parent, sends each finding and
// its result down a pipe, and leaves with `_exit`. Its stderr is a second pipe: a trap's
// message ("Fatal error: Unexpectedly found nil…") is read from there. Traps end the child at
// once (its own handlers `_exit` before Swift's backtracer runs), so the last sequence written
// is the one that trapped, the shortest by the breadth-first order.
//
// fork() in a multi-threaded process copies only the calling thread: a lock another thread held
// (a Swift Testing worker inside malloc or the runtime's metadata caches) stays held in the
// child forever. Such a child makes no progress at all, so the parent's wall-clock backstop
// kills a child that has written nothing new for `stall` seconds and runs its host once more;
// only a second stall is reported, as a hang. Deterministic hangs (a library re-queuing work or
// looping on the virtual clock) never get here: the child's work budget catches them first.

#if os(Linux)
import Glibc
#elseif os(macOS)
import Darwin
#endif
import Foundation

/// Runs jobs in child processes, `jobs` at a time, and returns what each left.
@MainActor
enum HostProcesses {
    /// Whether hosts can run in child processes here (Linux and macOS: fork; elsewhere every
    /// host runs in the exploring process, and a trap ends it).
    static var available: Bool {
        #if os(Linux) || os(macOS)
        return true
        #else
        return false
        #endif
    }

    /// How a child ended.
    enum Ending: Equatable {
        /// `_exit(code)`: 0 after its result, `hangExit` past its work budget, 128 + a signal
        /// from its trap handlers, anything else from the library's own `exit`.
        case exited(Int32)
        /// Killed by a signal no handler took (SIGKILL: out of memory).
        case signaled(Int32)
        /// No progress for `stall` seconds, twice.
        case stalled
        /// The child's output passed `outputLimit`.
        case tooLong
    }

    /// What one child left: its records (in order), the end of its stderr, where it was.
    struct Outcome {
        var records: [[String]] = []
        var stderr: String = ""
        var ending: Ending
        var progress: ProgressSlot.Snapshot
        /// The child's user and system time (the benchmark's measure of a host's cost).
        var cpuSeconds = 0.0
    }

    nonisolated static let hangExit: Int32 = 86
    nonisolated static let outputLimit = 64 << 20
    nonisolated static let stderrLimit = 64 << 10

    #if os(Linux) || os(macOS)
    /// One child at work.
    private struct Running {
        var index: Int
        var attempt: Int
        var pid: pid_t
        var output: Int32
        var errors: Int32
        var slot: ProgressSlot
        var bytes: [UInt8] = []
        var stderr: [UInt8] = []
        var lastAnnouncement: UInt64 = 0
        var lastChange: ContinuousClock.Instant
        var tooLong = false
    }

    /// Runs `work(index, channel)` in a child for each index, at most `jobs` at once.
    static func run(_ indices: [Int], jobs: Int, stall: Duration, memory: Int,
                    work: (Int, ChildChannel) -> Void) -> [Int: Outcome] {
        var waiting = indices.map { (index: $0, attempt: 0) }
        waiting.reverse()
        var running: [Running] = []
        var outcomes: [Int: Outcome] = [:]
        let clock = ContinuousClock()
        // One buffer for every read: a fresh 64 KiB each time was most of the parent's time.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !waiting.isEmpty || !running.isEmpty {
            while running.count < max(1, jobs), let next = waiting.popLast() {
                guard let child = start(next.index, attempt: next.attempt, closing: running, clock: clock, memory: memory, work: work) else {
                    // No child to be had (fork failed): the host runs here, unprotected.
                    let channel = ChildChannel(slot: nil, output: -1)
                    work(next.index, channel)
                    outcomes[next.index] = Outcome(records: channel.records, ending: .exited(0), progress: .init())
                    continue
                }
                running.append(child)
            }
            var polls = running.flatMap { [pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0),
                                           pollfd(fd: $0.errors, events: Int16(POLLIN), revents: 0)] }
            _ = poll(&polls, nfds_t(polls.count), 50)
            var still: [Running] = []
            for (at, var child) in running.enumerated() {
                // Only the pipes poll found something in (data, or the child's end).
                if polls[2 * at].revents != 0 { drain(child.output, into: &child.bytes, chunk: &chunk, keepingLast: nil, tooLong: &child.tooLong) }
                if polls[2 * at + 1].revents != 0 {
                    drain(child.errors, into: &child.stderr, chunk: &chunk, keepingLast: stderrLimit, tooLong: &child.tooLong)
                }
                var status: Int32 = 0
                var usage = rusage()
                let done = wait4(child.pid, &status, WNOHANG, &usage) == child.pid
                if done || child.tooLong {
                    if !done {
                        kill(child.pid, SIGKILL)
                        _ = wait4(child.pid, &status, 0, &usage)
                    }
                    drain(child.output, into: &child.bytes, chunk: &chunk, keepingLast: nil, tooLong: &child.tooLong)
                    drain(child.errors, into: &child.stderr, chunk: &chunk, keepingLast: stderrLimit, tooLong: &child.tooLong)
                    let ending: Ending = child.tooLong ? .tooLong
                        : status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
                    outcomes[child.index] = finish(child, ending)
                    outcomes[child.index]?.cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime)
                    continue
                }
                let announced = child.slot.announcements
                if announced != child.lastAnnouncement {
                    child.lastAnnouncement = announced
                    child.lastChange = clock.now
                } else if clock.now - child.lastChange > stall {
                    kill(child.pid, SIGKILL)
                    _ = waitpid(child.pid, &status, 0)
                    if child.attempt == 0 {
                        close(child.output); close(child.errors); child.slot.release()
                        waiting.append((child.index, 1))
                    } else {
                        outcomes[child.index] = finish(child, .stalled)
                    }
                    continue
                }
                still.append(child)
            }
            running = still
        }
        return outcomes
    }

    private static func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }

    private static func finish(_ child: Running, _ ending: Ending) -> Outcome {
        close(child.output)
        close(child.errors)
        let outcome = Outcome(records: ChildChannel.records(in: child.bytes), stderr: String(decoding: child.stderr, as: UTF8.self),
                              ending: ending, progress: child.slot.snapshot)
        child.slot.release()
        return outcome
    }

    /// Reads what a pipe holds now (it does not block), bounded.
    private static func drain(_ fd: Int32, into buffer: inout [UInt8], chunk: inout [UInt8], keepingLast limit: Int?, tooLong: inout Bool) {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            buffer += chunk[..<count]
            if let limit, buffer.count > limit { buffer.removeFirst(buffer.count - limit) }
            if limit == nil, buffer.count > outputLimit { tooLong = true; return }
        }
    }

    /// Forks a child for `index`; nil when no child can be made.
    private static func start(_ index: Int, attempt: Int, closing others: [Running], clock: ContinuousClock,
                              memory: Int, work: (Int, ChildChannel) -> Void) -> Running? {
        guard let slot = ProgressSlot.make() else { return nil }
        var output: [Int32] = [0, 0], errors: [Int32] = [0, 0]
        guard makePipe(&output) else { slot.release(); return nil }
        guard makePipe(&errors) else { close(output[0]); close(output[1]); slot.release(); return nil }
        // Nothing buffered is written twice: the child's `_exit` flushes nothing, its own output
        // is flushed before it.
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            close(output[0]); close(errors[0])
            for other in others { close(other.output); close(other.errors) }
            dup2(errors[1], 2)
            close(errors[1])
            ChildChannel.prepareChild(memory: memory)
            let channel = ChildChannel(slot: slot, output: output[1])
            work(index, channel)
            fflush(nil)
            _exit(0)
        }
        close(output[1]); close(errors[1])
        guard pid > 0 else { close(output[0]); close(errors[0]); slot.release(); return nil }
        _ = fcntl(output[0], F_SETFL, fcntl(output[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(errors[0], F_SETFL, fcntl(errors[0], F_GETFL) | O_NONBLOCK)
        return Running(index: index, attempt: attempt, pid: pid, output: output[0], errors: errors[0], slot: slot, lastChange: clock.now)
    }

    /// A pipe whose ends a program another thread starts does not inherit (close-on-exec;
    /// pipe2 is not in Glibc's Swift module, so a start in the instant between can; the parent
    /// then learns of the child's end from waitpid, not from the pipe's).
    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return true
    }
    #endif
}
