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
        guard let given = reader.next()?.argument, reader.next() == nil, let parsed = WhyLocation.parse(given) else {
            printError("pivot why: give one FILE:LINE or FILE:LINE:COL, e.g. pivot why Traces/seeds/forced-landscape-by-modal.trace:11")
            return 2
        }
        let location: WhyLocation
        switch parsed {
        case .success(let value): location = value
        case .failure(let problem): printError("pivot why: \(VisibleText.escaped(problem.message))"); return 2
        }
        guard let (trace, source) = ReplayCommand.loadWithSource(location.file) else { return 2 }
        if let problem = location.check(in: source) {
            printError("pivot why: \(VisibleText.escaped(problem.message))")
            return 2
        }
        // A line in an action's body runs where the action is called: the state after the first call.
        let action = ActionBodyPlace.find(line: location.line, in: trace, source: source)
        let line = action.map { $0.calls.first ?? $0.lines.lowerBound } ?? location.line
        var session = ReplaySession(trace: trace, file: LoadedTrace.displayName(location.file))
        // Only the statements up to the line run, and the world is read at the end: keeping a
        // world after every statement would copy it at the next (quadratic in a long trace).
        let count = trace.statements.indices.firstIndex { trace.line(of: $0) > line } ?? trace.statements.count
        var reached: String? = nil
        _ = session.run(statements: 0..<count) { entry, _ in reached = "\(entry.line)  \(entry.text)" }
        let world = session.world
        guard let reached else {
            printError("pivot why: \(location.file) has no statement at or before line \(line)")
            return 2
        }
        var lines = action.map { [$0.summary(line: location.line)] } ?? []
        lines.append("after line \(reached)")
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
}
