// `pivot why FILE:LINE`: replay a trace up to a line and explain the state there: which window
// the interface follows and why, and how each window's decider, masks and the device's target
// settled its orientation (with the SPEC IDs).

import Pivot
import PivotCommandLine
import PivotTrace

enum WhyCommand {
    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "why") { return 0 }
        // Its one argument is a location, which may start with `-` (`-:2`: standard input).
        var reader = ArgumentReader(args)
        guard let given = reader.next()?.argument, reader.next() == nil, let (file, line) = location(given) else {
            printError("pivot why: give one FILE:LINE or FILE:LINE:COL, e.g. pivot why Traces/seeds/forced-landscape-by-modal.trace:11")
            return 2
        }
        guard let trace = ReplayCommand.load(file) else { return 2 }
        var session = ReplaySession(trace: trace, file: LoadedTrace.displayName(file))
        // Only the statements up to the line run, and the world is read at the end: keeping a
        // world after every statement would copy it at the next (quadratic in a long trace).
        let count = trace.statements.indices.firstIndex { trace.line(of: $0) > line } ?? trace.statements.count
        var reached: String? = nil
        _ = session.run(statements: 0..<count) { entry, _ in reached = "\(entry.line)  \(entry.text)" }
        let world = session.world
        guard let reached else {
            printError("pivot why: \(file) has no statement at or before line \(line)")
            return 2
        }
        var lines = ["after line \(reached)"]
        if let crash = world.crash { lines.append("the app has crashed: \(crash.name) \"\(crash.reason)\"") }
        lines += world.whyInterfaceLines
        for index in world.windows.indices { lines += world.whyLines(window: WindowID(index)) }
        lines += world.statusBarExplanation
        lines += world.stackingExplanation
        // A mark label or a string on the line may hold ESC: the terminal sees it escaped.
        var out = Output()
        out.write(VisibleText.escaped(lines.joined(separator: "\n")) + "\n")
        out.flush()
        return 0
    }

    /// `FILE:LINE`, or `FILE:LINE:COL` as diagnostics print it (a trailing `:` pasted with it too).
    static func location(_ text: String) -> (file: String, line: Int)? {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.last == "" { parts.removeLast() }
        // A column is read and dropped: the explanation is of the state after the whole line.
        if parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil { parts.removeLast() }
        guard parts.count >= 2, let line = Int(parts[parts.count - 1]), line >= 1 else { return nil }
        let file = parts.dropLast().joined(separator: ":")
        return file.isEmpty ? nil : (file, line)
    }
}
