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
            case .value(let name, let value?):
                guard !value.isEmpty else {
                    printError("pivot render: error: \(name) needs a file to write the picture to (or - for standard output)\n\(usage)")
                    return 2
                }
                output = value
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
        if clash(output: output, inputs: [file], command: "render") { return 2 }
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
        if let problem = unwritable(path) {
            printError("pivot \(command): cannot write \(path.isEmpty ? "''" : path): \(problem)")
            return false
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return true
        } catch {
            printError("pivot \(command): cannot write \(path): \(whyUnwritable(path, error))")
            return false
        }
    }

    /// What makes a path no file to write, checked before writing (a FIFO would block the
    /// write, a dangling link would get Foundation's "already exists"): nil when it may be written.
    static func unwritable(_ path: String) -> String? {
        if path.isEmpty { return "an empty path: give the name of a file to write" }
        var status = stat()
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: return nil
            case S_IFDIR: return "it is a folder; give the path of a file to write"
            case S_IFLNK:
                var target = stat()
                if stat(path, &target) != 0 {
                    let to = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " to \($0)" } ?? ""
                    return "a symbolic link\(to) whose target does not exist: remove the link or give another path"
                }
                return target.st_mode & S_IFMT == S_IFREG ? nil : "a symbolic link to something that is not a file: give the path of a file"
            case S_IFIFO: return "a pipe (FIFO), not a file: give the path of a file to write"
            case S_IFSOCK: return "a socket, not a file: give the path of a file to write"
            default: return "a device, not a file: give the path of a file to write"
            }
        }
        // Each folder on the way must exist and be a folder.
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty {
            var folder = stat()
            if stat(parent, &folder) != 0 { return "no such folder \(parent)" }
            if folder.st_mode & S_IFMT != S_IFDIR { return "\(parent) is a file, not a folder" }
        }
        return nil
    }

    /// An output that names one of the inputs (the same file, by its device and inode, or the
    /// same resolved path): the message, so that nothing is written over what was read.
    static func clash(output: String?, inputs: [String], command: String) -> Bool {
        guard let output, output != "-", !output.isEmpty else { return false }
        var out = stat()
        let outExists = stat(output, &out) == 0
        let resolved = URL(fileURLWithPath: output).resolvingSymlinksInPath().standardized.path
        for input in TraceArguments.expand(inputs).map(\.path) where input != "-" {
            var status = stat()
            let same = outExists && stat(input, &status) == 0 ? status.st_dev == out.st_dev && status.st_ino == out.st_ino
                : URL(fileURLWithPath: input).resolvingSymlinksInPath().standardized.path == resolved
            if same {
                printError("pivot \(command): error: the output \(output) is the input \(input): give another path, so that the input is not overwritten")
                return true
            }
        }
        return false
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
        // Never Foundation's "NSCocoaErrorDomain error 512": the system's own words.
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(code))) }
        return "the file could not be written (check that the folder exists and can be written to)"
    }
}
