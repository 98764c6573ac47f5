// `pivot-bench`: every benchmark of Pivot in one executable (the engine, parser, replay,
// compositor and explorer, and the PivotTesting harness), apart from `pivot`, which should not
// link the test frameworks. Run: `swift run -c release pivot-bench [--quick] [--only PART]` or
// `Tools/bench`.

import Foundation

/// A line of the report on standard output.
func say(_ text: String = "") { print(text) }

/// A line on standard error: what was wrong with the arguments.
func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

/// Runs the harness benchmark's async code to its end from synchronous code. The benchmarks
/// stay synchronous (no async main), so that callgrind can run them: under valgrind an async
/// main's dispatch signal thread crashes it.
func waitFor(_ operation: @escaping @Sendable () async throws -> Int32) -> Int32 {
    final class Outcome: @unchecked Sendable { var status: Int32 = 1 }  // written once, before the signal
    let outcome = Outcome(), done = DispatchSemaphore(value: 0)
    Task.detached {
        do { outcome.status = try await operation() } catch { printError("pivot-bench: \(error)") }
        done.signal()
    }
    done.wait()
    return outcome.status
}

exit(BenchCommand.run(Array(CommandLine.arguments.dropFirst())))
