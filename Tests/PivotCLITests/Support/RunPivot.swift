// Starting the built `pivot` the way a user does, in the package root, and collecting its exit
// status and output: the only way this target's tests reach Pivot.

import Foundation
import PivotTestSupport

let pivotBinary = PackageFiles.builtPivot

/// Runs the built `pivot` executable with arguments and input.
func pivot(_ arguments: [String], input: String? = nil) throws -> (status: Int32, out: String, err: String) {
    try runProcess(pivotBinary, arguments, input: input)
}

/// Runs a bash command line with `pivot` first on the PATH (for `<(…)` and FIFOs).
func pivotShell(_ command: String) throws -> (status: Int32, out: String, err: String) {
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = pivotBinary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    return try runProcess(URL(fileURLWithPath: "/bin/bash"), ["-c", command], input: nil, environment: environment)
}

/// Runs an executable in the package root and collects its status and output.
func runProcess(_ executable: URL, _ arguments: [String], input: String?,
                environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
    try runProgram(executable, arguments, input: input, environment: environment, in: PackageFiles.root)
}
