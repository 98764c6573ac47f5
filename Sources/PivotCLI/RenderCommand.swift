// `pivot render`: a picture (SVG) of the screen at one point of a trace.

import Foundation
import Pivot
import PivotCommandLine
import PivotTrace

enum RenderCommand {
    static let usage = "USAGE: pivot render FILE [--at LINE|MARK|line:LINE|mark:MARK] [-o OUT.svg]"

    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "render") { return 0 }
        var file: String? = nil
        var at: String? = nil
        var output = "-"
        // `--at` and `--output` (`-o`) take their value as `--name VALUE` or `--name=VALUE`.
        var reader = ArgumentReader(args, options: [.value("--at", joined: true), .value("--output", joined: true), .value("-o", joined: true)])
        while let item = reader.next() {
            switch item {
            case .value(let name, nil):
                printError("pivot render: \(name) needs a value\n\(usage)")
                return 2
            case .value("--at", let value?): at = value
            case .value(_, let value?): output = value
            case .unknown(let arg):
                printError(CLI.unknownOption(arg, command: "render"))
                return 2
            case .positional(let arg) where file == nil: file = arg
            case .positional, .flag:
                printError("pivot render: one trace at a time\n\(usage)")
                return 2
            }
        }
        guard let file else {
            printError("pivot render: no trace given\n\(usage)")
            return 2
        }
        guard let trace = ReplayCommand.load(file) else { return 2 }
        let name = LoadedTrace.displayName(file)
        guard let moment = moment(at, in: trace, file: name) else { return 2 }
        let snapshot = ReplaySnapshot.at(moment, trace: trace, file: name)
        let svg = ScreenPicture(world: snapshot.world, touches: snapshot.touches, caption: snapshot.caption(file: name, device: trace.header.device)).svg()
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
            printError("pivot \(command): cannot write \(path): \(whyUnwritable(path, error))")
            return false
        }
    }

    /// Foundation's words for the common failures are "error 512" or "The file doesn't exist":
    /// these say what is in the way instead.
    static func whyUnwritable(_ path: String, _ error: any Error) -> String {
        var folder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &folder), folder.boolValue {
            return "it is a folder; give the path of a file to write"
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: parent, isDirectory: &folder) || !folder.boolValue {
            return "no such folder \(parent)"
        }
        return error.localizedDescription
    }
}
