// `pivot port`: a library's sources, rewritten to build against PivotUIKit (Docs/PORTING.md).

import Foundation
import PivotCommandLine
import PivotPort

enum PortCommand {
    static let usage = "USAGE: pivot port SOURCE... -o DIR [--quiet]"

    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "port") { return 0 }
        var sources: [String] = []
        var output: String? = nil
        var quiet = false
        var reader = ArgumentReader(args, options: [.flag("--quiet"), .value("-o"), .value("--output")])
        while let item = reader.next() {
            switch item {
            case .flag: quiet = true
            case .value(let name, nil):
                printError("pivot port: \(name) needs a folder\n\(usage)")
                return 2
            case .value(_, let value?): output = value
            case .unknown(let arg):
                printError(CLI.unknownOption(arg, command: "port"))
                return 2
            case .positional(let arg): sources.append(arg)
            }
        }
        guard !sources.isEmpty else {
            printError("pivot port: no sources given\n\(usage)")
            return 2
        }
        guard let output else {
            printError("pivot port: no output folder given (-o DIR)\n\(usage)")
            return 2
        }
        do {
            let diagnostics = try PortFiles.port(sources, output: output)
            for diagnostic in diagnostics where !quiet || diagnostic.severity != .note { printError(diagnostic.description) }
            return 0
        } catch {
            printError(error.message)
            return error.status
        }
    }
}
