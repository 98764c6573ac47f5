// `pivot-port`: the porting step alone, as the PivotPort build-tool plugin runs it (a package
// that uses the plugin builds this, not the whole `pivot`). Users run `pivot port`, which
// takes the same sources and options.
//
//   pivot-port [--quiet] [--rename MODULE=PORTED]... -o DIR SOURCE...

import Foundation
import PivotPort

func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

var quiet = false
var output: String? = nil
var renamed: [String: String] = [:]
var sources: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quiet": quiet = true
    case "-o":
        guard let value = arguments.popFirst() else { fail("pivot-port: -o needs a folder", 2) }
        output = value
    case "--rename":
        guard let value = arguments.popFirst(), let equals = value.firstIndex(of: "=") else { fail("pivot-port: --rename needs MODULE=PORTED", 2) }
        renamed[String(value[..<equals])] = String(value[value.index(after: equals)...])
    default:
        if argument.hasPrefix("-") { fail("pivot-port: unknown option '\(argument)'\nUSAGE: pivot-port [--quiet] [--rename MODULE=PORTED]... -o DIR SOURCE...", 2) }
        sources.append(argument)
    }
}
guard let output, !sources.isEmpty else { fail("USAGE: pivot-port [--quiet] [--rename MODULE=PORTED]... -o DIR SOURCE...", 2) }
do {
    let diagnostics = try PortFiles.port(sources, output: output, options: PortOptions(renamedModules: renamed))
    let shown = diagnostics.filter { !quiet || $0.severity != .note }
    if !shown.isEmpty { FileHandle.standardError.write(Data(shown.map { "\($0)\n" }.joined().utf8)) }
} catch {
    fail(error.message, error.status)
}
