// Where `pivot why` is asked to look: FILE:LINE or FILE:LINE:COL as diagnostics print them,
// checked against the file (a line past its end, a column past its line's end is an error, not
// the nearest line explained) and placed in it (a line in an action's body runs where the
// action is called, so that is the state explained).

import Pivot

/// A location given to `pivot why`.
package struct WhyLocation: Equatable, Sendable {
    package var file: String
    package var line: Int
    package var column: Int?

    package init(file: String, line: Int, column: Int?) {
        self.file = file; self.line = line; self.column = column
    }

    /// Why a location cannot be explained, in the user's terms.
    package struct Problem: Error, Equatable {
        package var message: String
        package init(message: String) { self.message = message }
    }

    /// `FILE:LINE` or `FILE:LINE:COL` (a trailing `:` pasted with it too). Nil when the text names
    /// no line at all; a problem when it has the shape of a location but not a valid one
    /// (`FILE:18:1:1`, `FILE::1`, a line or column 0).
    package static func parse(_ text: String) -> Result<WhyLocation, Problem>? {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.last == "" { parts.removeLast() }
        let numbers = parts.reversed().prefix { Int($0) != nil }.count
        guard numbers >= 1, parts.count > numbers else { return nil }
        guard numbers <= 2 else {
            return .failure(Problem(message: "'\(text)' is not a location: give FILE:LINE or FILE:LINE:COL"))
        }
        let line = Int(parts[parts.count - numbers])!
        let column = numbers == 2 ? Int(parts[parts.count - 1]) : nil
        guard line >= 1, (column ?? 1) >= 1 else {
            return .failure(Problem(message: "'\(text)' is not a location: lines and columns count from 1"))
        }
        let file = parts.dropLast(numbers).joined(separator: ":")
        guard !file.isEmpty else { return nil }
        // `t.trace::1`: a colon too many, not a file named `t.trace:`.
        if parts[parts.count - numbers - 1].isEmpty {
            return .failure(Problem(message: "'\(text)' is not a location: an empty field before the line; give FILE:LINE or FILE:LINE:COL"))
        }
        return .success(WhyLocation(file: file, line: line, column: column))
    }

    /// The location is in the file: its line exists, and its column is on the line (or just past
    /// its last character, where a caret can point).
    package func check(in source: [UInt8]) -> Problem? {
        let lines = Self.lines(of: source)
        guard line <= lines.count else {
            let count = lines.count == 1 ? "1 line" : "\(lines.count) lines"
            return Problem(message: "line \(line) is past the end of \(file): the file has \(count)")
        }
        if let column {
            let length = lines[line - 1].count
            if column > length + 1 {
                return Problem(message: "column \(column) is past the end of line \(line), which has \(length) column\(length == 1 ? "" : "s")")
            }
        }
        return nil
    }

    /// Each line's bytes, without its line feed (and a CR before it).
    static func lines(of source: [UInt8]) -> [ArraySlice<UInt8>] {
        guard !source.isEmpty else { return [] }
        var lines = source.split(separator: 0x0A, omittingEmptySubsequences: false)
        if source.last == 0x0A { lines.removeLast() }
        return lines.map { $0.last == 0x0D ? $0.dropLast() : $0 }
    }
}

/// A line inside `action NAME` … `end`: the action and where it runs.
package struct ActionBodyPlace: Equatable, Sendable {
    package var action: String
    /// The `action` and `end` lines.
    package var lines: ClosedRange<Int>
    /// The lines of `do NAME` steps outside any action, in order.
    package var calls: [Int]
    /// Where it runs otherwise: an `on` line, another action that does it, an explore event.
    package var otherCallers: [String]

    /// The action whose body holds `line` (its `action` and `end` lines included), if any.
    package static func find(line: Int, in trace: Trace, source: [UInt8]) -> ActionBodyPlace? {
        let sourceLines = WhyLocation.lines(of: source)
        for index in trace.statements.indices {
            guard case .event(.defineAction(let name, _), _) = trace.statements[index] else { continue }
            let start = trace.line(of: index)
            guard start <= line else { continue }
            // The `end` is the first line after `action` whose first word is `end`: actions hold
            // only steps, so no other block can close in between.
            let end = (start..<sourceLines.count).first { firstWord(sourceLines[$0]) == "end" }.map { $0 + 1 } ?? start
            guard line <= end else { continue }
            return ActionBodyPlace(action: name, lines: start...end, calls: calls(of: name, in: trace),
                                   otherCallers: otherCallers(of: name, in: trace))
        }
        return nil
    }

    /// What `pivot why` says first: which action the line is in, and where it runs.
    package func summary(line: Int) -> String {
        var places = calls.isEmpty ? [] : ["\(calls.count == 1 ? "line" : "lines") \(Self.list(calls.map(String.init))) (do \(action))"]
        places += otherCallers
        let runs = places.isEmpty ? "it is never run" : "it runs as one step at " + Self.list(places)
        let explained = calls.first.map { "the state after its first call, line \($0)" } ?? "the state after its definition"
        return "line \(line) is in action '\(action)' (lines \(lines.lowerBound)-\(lines.upperBound)): \(runs); this explains \(explained)"
    }

    private static func calls(of name: String, in trace: Trace) -> [Int] {
        trace.statements.indices.filter {
            if case .event(.perform(name), _) = trace.statements[$0] { return true }
            return false
        }.map { trace.line(of: $0) }
    }

    private static func otherCallers(of name: String, in trace: Trace) -> [String] {
        trace.statements.indices.compactMap { index -> String? in
            switch trace.statements[index] {
            case .event(.react(let notification, name), _): "on \(notification.rawValue) (line \(trace.line(of: index)))"
            case .event(.defineAction(let other, let events), _) where events.contains(.perform(name)):
                "action '\(other)' (line \(trace.line(of: index)))"
            case .explore(.event(.perform(name), _)), .explore(.library(.perform(name), _)):
                "explore's events (line \(trace.line(of: index)))"
            default: nil
            }
        }
    }

    private static func firstWord(_ line: ArraySlice<UInt8>) -> String {
        String(decoding: line.drop { $0 == 0x20 || $0 == 0x09 }.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x23 }, as: UTF8.self)
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
