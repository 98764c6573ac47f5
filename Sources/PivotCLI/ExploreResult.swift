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
        let violated = properties.filter(\.violated).count
        lines.append(violated == 0 ? "no property is violated" : "\(violated) of \(properties.count) propert\(properties.count == 1 ? "y" : "ies") violated")
        for property in properties {
            lines.append("")
            guard property.violated, let length = property.length else {
                lines.append("ok \(property.name): holds in every state explored")
                continue
            }
            var head = "violated \(property.name): \(length) event\(length == 1 ? "" : "s")"
            if let from = property.shrunkFrom, from != length { head += " (shrunk from \(from) to \(length) events)" }
            lines.append(head)
            for line in (property.trace ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                lines.append("    \(line)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A file name for a property's trace: `supported-home.trace`.
    static func fileName(_ property: String) -> String {
        String(property.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }) + ".trace"
    }
}

struct ExploreResult {
    var outcome: ExploreOutcome

    init(file: String, spec: ExploreSpec, model: ExploreModel, report: ExploreReport, options: ExploreCommand.Options) {
        let byName = Dictionary(report.counterexamples.map { ($0.property, $0) }, uniquingKeysWith: { a, _ in a })
        let properties = model.properties.map { property -> ExploreOutcome.Property in
            guard let c = byName[property.name] else { return .init(name: property.name, violated: false) }
            return .init(name: property.name, violated: true, length: c.path.count, path: c.path, shrunkFrom: c.shrunkFrom,
                         trace: spec.trace(of: c, in: model))
        }
        outcome = ExploreOutcome(
            file: file, mode: options.random ? "random" : "bfs", depth: model.depth, events: model.actions.count,
            shard: options.shard.map { "\($0.index)/\($0.count)" }, seed: options.random ? options.seed : nil,
            walks: options.random ? options.walks : nil, states: report.states, transitions: report.transitions,
            depthReached: report.depth, exhausted: report.exhausted, properties: properties)
    }

    init(outcome: ExploreOutcome) { self.outcome = outcome }

    func text() -> String { outcome.text() }
    func json() -> String { outcome.json() }

    /// `-o DIR`: one `PROPERTY.trace` per violated property.
    func writeTraces(to directory: String) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            printError("pivot explore: cannot create \(directory): \(error.localizedDescription)")
            return false
        }
        for property in outcome.properties where property.violated {
            let path = (directory as NSString).appendingPathComponent(ExploreOutcome.fileName(property.name))
            if !RenderCommand.write(property.trace ?? "", to: path, command: "explore") { return false }
        }
        return true
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

/// `pivot explore merge RESULT.json…`: per property the shortest counterexample (ties: the
/// first in action order), counts summed.
enum ExploreMerge {
    static func run(_ args: [String]) -> Int32 {
        var format = "text"
        var files: [String] = []
        var index = 0
        while index < args.count {
            if args[index] == "--format", index + 1 < args.count, ["text", "json", "junit"].contains(args[index + 1]) {
                format = args[index + 1]
                index += 2
                continue
            }
            if args[index].hasPrefix("-") {
                printError(CLI.unknownOption(args[index], command: "explore merge") + "\nUSAGE: pivot explore merge [--format text|json|junit] RESULT.json...")
                return 2
            }
            files.append(args[index])
            index += 1
        }
        guard !files.isEmpty else {
            printError("pivot explore merge: no result given\nUSAGE: pivot explore merge [--format text|json|junit] RESULT.json...")
            return 2
        }
        var outcomes: [ExploreOutcome] = []
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try TraceInput.read(file)
            } catch {
                printError("pivot explore merge: cannot read \(file): \(error.message)")
                return 2
            }
            do {
                outcomes.append(try JSONDecoder().decode(ExploreOutcome.self, from: Data(bytes)))
            } catch {
                printError("pivot explore merge: \(file) is not a result of `pivot explore --format json`")
                return 2
            }
        }
        let merged = merge(outcomes)
        var out = Output()
        switch format {
        case "json": out.write(merged.json())
        case "junit": out.write(JUnitOutput.explore(merged).xml())
        default: out.write(VisibleText.escaped(merged.text()))
        }
        out.flush()
        return merged.properties.contains(where: \.violated) ? 1 : 0
    }

    static func merge(_ outcomes: [ExploreOutcome]) -> ExploreOutcome {
        var merged = outcomes[0]
        merged.shard = outcomes.count > 1 ? "\(outcomes.count) merged (counts are summed; shards overlap)" : nil
        for other in outcomes.dropFirst() {
            merged.states += other.states
            merged.transitions += other.transitions
            merged.depthReached = max(merged.depthReached, other.depthReached)
            merged.exhausted = merged.exhausted && other.exhausted
            for property in other.properties {
                guard let i = merged.properties.firstIndex(where: { $0.name == property.name }) else {
                    merged.properties.append(property)
                    continue
                }
                if shorter(property, than: merged.properties[i]) { merged.properties[i] = property }
            }
        }
        return merged
    }

    static func shorter(_ a: ExploreOutcome.Property, than b: ExploreOutcome.Property) -> Bool {
        guard a.violated, let la = a.length, let pa = a.path else { return false }
        guard b.violated, let lb = b.length, let pb = b.path else { return true }
        return la != lb ? la < lb : pa.lexicographicallyPrecedes(pb)
    }
}
