// `pivot render`: a picture (SVG) of the screen at one point of a trace.

import Foundation
import Pivot
import PivotTrace

enum RenderCommand {
    static let usage = "USAGE: pivot render FILE [--at LINE|MARK|line:LINE|mark:MARK] [-o OUT.svg]"

    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "render") { return 0 }
        var file: String? = nil
        var at: String? = nil
        var output = "-"
        var index = 0
        while index < args.count {
            let arg = args[index]
            // `--at` and `--output` (`-o`) take their value as `--name VALUE` or `--name=VALUE`.
            if let value = CLI.value(of: "--at", args, &index) ?? CLI.value(of: "--output", args, &index)
                ?? CLI.value(of: "-o", args, &index) {
                guard let value else {
                    printError("pivot render: \(arg.split(separator: "=").first ?? "") needs a value\n\(usage)")
                    return 2
                }
                if arg.hasPrefix("--at") { at = value } else { output = value }
            } else if arg.hasPrefix("-") && arg != "-" {
                printError(CLI.unknownOption(arg, command: "render"))
                return 2
            } else if file == nil {
                file = arg
            } else {
                printError("pivot render: one trace at a time\n\(usage)")
                return 2
            }
            index += 1
        }
        guard let file else {
            printError("pivot render: no trace given\n\(usage)")
            return 2
        }
        guard let trace = ReplayCommand.load(file) else { return 2 }
        let name = LoadedTrace.displayName(file)
        guard let moment = moment(at, in: trace, file: name) else { return 2 }
        let snapshot = ReplaySnapshot.at(moment, trace: trace, file: name)
        let svg = ScreenPicture(world: snapshot.world, touches: snapshot.touches, caption: snapshot.caption(file: name)).svg()
        return write(svg, to: output, command: "render") ? 0 : CLI.cannotWrite
    }

    /// The moment `--at` names (PictureMoment(at:)); nil, with the reason printed, when none.
    static func moment(_ at: String?, in trace: Trace, file: String) -> PictureMoment? {
        guard let at else { return .end }
        do {
            return try PictureMoment(at: at, in: trace, file: file)
        } catch {
            printError("pivot render: \(error.message)")
            return nil
        }
    }

    /// Writes text to a file, or to standard output for "-"; false (with a message) on failure.
    static func write(_ text: String, to path: String, command: String) -> Bool {
        if path == "-" {
            var out = Output()
            out.write(text)
            out.flush()
            return true
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return true
        } catch {
            printError("pivot \(command): cannot write \(path): \(error.localizedDescription)")
            return false
        }
    }
}
