// `pivot-bench`: every benchmark of Pivot in one executable (the engine, parser, replay,
// compositor and explorer, and the PivotTesting harness), apart from `pivot`, which should not
// link the test frameworks. Run: `swift run -c release pivot-bench [--quick] [--only PART]` or
// `Tools/bench`.

import Foundation

/// A line of the report on standard output.
func say(_ text: String = "") { print(text) }

/// A line on standard error: what was wrong with the arguments.
func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

exit(try await BenchCommand.run(Array(CommandLine.arguments.dropFirst())))
