// What `pivot explore` prints and writes: one outcome, as text or JSON, from a run or from
// merged shards; the counterexample traces and their HTML pictures.

import Foundation
import Pivot
import PivotTrace

/// An exploration's result in a form shards exchange (`--format json`) and merge.
struct ExploreOutcome: Codable, Equatable {
    struct Property: Codable, Equatable {
        var name: String
        var violated: Bool
        var length: Int? = nil
        var path: [Int]? = nil
        var shrunkFrom: Int? = nil
        var trace: String? = nil
    }
    var file: String
    /// What the search explored: FNV-1a 64 of the trace as Pivot prints it (comments and spacing
    /// do not count), so that merge can refuse shards of different traces. Absent from results
    /// of pivot before issue 20.
    var traceDigest: String? = nil
    var mode: String
    var depth: Int
    var events: Int
    var shard: String? = nil
    var seed: UInt64? = nil
    var walks: Int? = nil
    var states: Int
    var transitions: Int
    var depthReached: Int
    var exhausted: Bool
    var properties: [Property]
    /// `pivot explore merge --partial`: the shards that were not given (`2/4`).
    var missingShards: [String]? = nil

    func json() -> String { CLI.json(self) }

    func text() -> String {
        var lines: [String] = []
        let search = mode == "random"
            ? "\(walks ?? 0) random walks of up to \(depth) events (seed \(seed ?? 0))"
            : "breadth-first to depth \(depth)"
        lines.append("== \(file): \(search), \(events) event\(events == 1 ? "" : "s"), \(properties.count) propert\(properties.count == 1 ? "y" : "ies")\(shard.map { ", shard \($0)" } ?? "")")
        if mode == "random" {
            lines.append("took \(states) steps (\(transitions) tried)")
        } else if exhausted {
            lines.append("explored \(states) distinct states (\(transitions) transitions): the whole reachable space, no new state after depth \(depthReached)")
        } else {
            let stopped = properties.allSatisfy(\.violated) && depthReached < depth
                ? "stopped at depth \(depthReached) once every property had a counterexample"
                : "the depth bound was reached: longer sequences were not tried"
            lines.append("explored \(states) distinct states (\(transitions) transitions) to depth \(depthReached); \(stopped)")
        }
        if let missing = missingShards, !missing.isEmpty {
            lines.append("partial: shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) missing; "
                         + "a property may be violated where none was found, and a counterexample may be longer than the shortest")
        }
        let violated = properties.filter(\.violated).count
        lines.append(violated == 0 ? "no property is violated" : "\(violated) of \(properties.count) propert\(properties.count == 1 ? "y" : "ies") violated")
        // Counterexamples of one search share their set-up: printed once, each goes on from there.
        let traces = properties.compactMap { $0.violated ? $0.trace.map(Self.splitAtEvents) : nil }
        let shared = traces.count > 1 && traces.allSatisfy { $0.setup == traces[0].setup } ? traces[0].setup : nil
        if let shared {
            lines.append("")
            lines.append("set-up of every counterexample below:")
            for line in shared.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { lines.append("    \(line)") }
        }
        for property in properties {
            lines.append("")
            guard property.violated, let length = property.length else {
                lines.append("ok \(property.name): holds in every state explored")
                continue
            }
            var head = "violated \(property.name): \(length) event\(length == 1 ? "" : "s")"
            if let from = property.shrunkFrom, from != length { head += " (shrunk from \(from) to \(length) events)" }
            lines.append(head)
            let text = property.trace ?? ""
            let shown = shared == nil ? text : Self.splitAtEvents(text).events
            if shared != nil { lines.append("    … the set-up above, then:") }
            for line in shown.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                lines.append("    \(line)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A counterexample's set-up (up to its `# explore:` line) and the rest.
    static func splitAtEvents(_ trace: String) -> (setup: String, events: String) {
        guard let range = trace.range(of: "\n# explore: ") else { return (trace, "") }
        return (String(trace[..<range.lowerBound]) + "\n", String(trace[trace.index(after: range.lowerBound)...]))
    }

    /// FNV-1a 64 of the trace as printed, in hex: the same for the same statements.
    static func digest(of trace: Trace) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in trace.printed().utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A file name for a property's trace: `supported-home.trace`.
    static func fileName(_ property: String) -> String {
        String(property.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }) + ".trace"
    }
}

struct ExploreResult {
    var outcome: ExploreOutcome

    init(file: String, digest: String, spec: ExploreSpec, model: ExploreModel, report: ExploreReport, options: ExploreCommand.Options) {
        let byName = Dictionary(report.counterexamples.map { ($0.property, $0) }, uniquingKeysWith: { a, _ in a })
        let properties = model.properties.map { property -> ExploreOutcome.Property in
            guard let c = byName[property.name] else { return .init(name: property.name, violated: false) }
            return .init(name: property.name, violated: true, length: c.path.count, path: c.path, shrunkFrom: c.shrunkFrom,
                         trace: spec.trace(of: c, in: model))
        }
        outcome = ExploreOutcome(
            file: file, traceDigest: digest, mode: options.random ? "random" : "bfs", depth: model.depth, events: model.actions.count,
            shard: options.shard.map { "\($0.index)/\($0.count)" }, seed: options.random ? options.seed : nil,
            walks: options.random ? options.walks : nil, states: report.states, transitions: report.transitions,
            depthReached: report.depth, exhausted: report.exhausted, properties: properties)
    }

    init(outcome: ExploreOutcome) { self.outcome = outcome }

    func text() -> String { outcome.text() }
    func json() -> String { outcome.json() }

    /// `-o DIR`: one `PROPERTY.trace` per violated property. The set-up's `info-plist PATH`
    /// (`infoPlist`), read beside the explored file, is written relative to DIR, so that each
    /// trace replays where it is; a relative path stays relative, so the bytes do not depend on
    /// the machine.
    func writeTraces(to directory: String, infoPlist: String? = nil) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            printError("pivot explore: cannot create \(directory): \(error.localizedDescription)")
            return false
        }
        let line = infoPlist.map { "\ninfo-plist \(TraceSyntax.label($0))\n" }
        let moved = infoPlist.flatMap { Self.relocated($0, besideTrace: outcome.file, toFolder: directory) }
            .map { "\ninfo-plist \(TraceSyntax.label($0))\n" }
        for property in outcome.properties where property.violated {
            let path = (directory as NSString).appendingPathComponent(ExploreOutcome.fileName(property.name))
            var text = property.trace ?? ""
            if let line, let moved, let range = text.range(of: line) { text.replaceSubrange(range, with: moved) }
            if !RenderCommand.write(text, to: path, command: "explore") { return false }
        }
        return true
    }

    /// A path written relative to `traceFile`'s folder (the current directory for `<stdin>`, as
    /// the parser reads it), rewritten relative to `directory`; nil for an absolute path, kept.
    static func relocated(_ path: String, besideTrace traceFile: String, toFolder directory: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        let target = URL(fileURLWithPath: traceFile).deletingLastPathComponent().appendingPathComponent(path)
            .standardizedFileURL.pathComponents
        let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count - 1, folder.count), target[common] == folder[common] { common += 1 }
        return (Array(repeating: "..", count: folder.count - common) + target[common...]).joined(separator: "/")
    }

    /// `--html`: each counterexample replayed, a picture per step (as `pivot replay --html`).
    func writeHTML(to path: String) -> Bool {
        var sections: [ReplayReportSection] = []
        for property in outcome.properties where property.violated {
            let name = ExploreOutcome.fileName(property.name)
            guard let text = property.trace, let trace = try? TraceParser.parse(text, file: name) else { continue }
            sections.append(ReplayReportSection.replay(trace, file: name, index: sections.count))
        }
        return RenderCommand.write(ReplayReport.page(sections), to: path, command: "explore")
    }
}
