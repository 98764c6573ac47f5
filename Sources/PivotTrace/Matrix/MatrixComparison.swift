// `pivot matrix`: one trace replayed under several iOS versions or devices, side by side a
// statement at a time, and where the variants disagree.

import Foundation
import Pivot

/// Which variants to compare, and how many differing steps to describe.
public struct MatrixComparison: Sendable {
    /// One version from each era that changed the rules (A5, A8, S1, S4, A9, P).
    public static let defaultVersions = HostSet.commonVersions

    /// The iOS versions; empty: `defaultVersions`, or with `devices` the trace's own.
    public var versions: [OSVersion]
    /// The SDK of every variant; nil: each variant's iOS version (when the trace names an SDK).
    public var sdk: OSVersion?
    /// Device models, each under every version; empty: the trace's own.
    public var devices: [String]
    /// The differing steps described (a table is read by people); past it they are only
    /// counted. nil: every one.
    public var limit: Int?

    public init(versions: [OSVersion] = [], sdk: OSVersion? = nil, devices: [String] = [], limit: Int? = 500) {
        self.versions = versions; self.sdk = sdk; self.devices = devices; self.limit = limit
    }

    /// Replays every variant of `trace` side by side.
    public func run(_ trace: Trace, file: String) -> MatrixOutcome { compare(trace, file: file, drawing: false).outcome }

    /// The same, and a page with each differing step's variants drawn side by side
    /// (`pivot matrix --html`).
    package func runDrawing(_ trace: Trace, file: String) -> (outcome: MatrixOutcome, report: MatrixReport) {
        let (outcome, report) = compare(trace, file: file, drawing: true)
        return (outcome, report ?? MatrixReport(file: file, labels: outcome.variants))
    }

    private func compare(_ trace: Trace, file: String, drawing: Bool) -> (outcome: MatrixOutcome, report: MatrixReport?) {
        var versions = self.versions
        if versions.isEmpty { versions = devices.isEmpty ? Self.defaultVersions : [trace.header.ios] }
        let models = devices.isEmpty ? [trace.header.device] : devices
        // Every variant (device × version), replayed side by side a statement at a time: no
        // step's worlds or observations are kept.
        var sessions: [ReplaySession] = []
        var labels: [String] = []
        for model in models {
            for version in versions {
                var variant = trace
                variant.header.changeDevice(to: model)
                variant.header.ios = version
                variant.header.sdk = sdk ?? (trace.header.sdk == nil ? nil : version)
                sessions.append(ReplaySession(trace: variant, file: file))
                let label = (devices.isEmpty ? "" : "\(model) ") + (versions.count > 1 || devices.isEmpty ? "iOS \(version)" : "")
                labels.append(label.trimmingCharacters(in: .whitespaces))
            }
        }
        var outcome = MatrixOutcome(file: file, labels: labels)
        var report = drawing ? MatrixReport(file: file, labels: labels) : nil
        for index in trace.statements.indices {
            var effects: [[Effect]] = []
            var step: (line: Int, statement: Statement)? = nil
            for k in sessions.indices {
                var caused: [Effect] = []
                _ = sessions[k].run(statements: index..<index + 1) { entry, _ in
                    guard entry.kind == .step || entry.kind == .skipped else { return }
                    caused = entry.effects
                    step = (entry.line, entry.statement)
                }
                effects.append(caused)
            }
            guard let step, sessions.indices.dropFirst().contains(where: {
                !MatrixObserved.same(sessions[0].world, effects[0], sessions[$0].world, effects[$0])
            }) else { continue }
            if let limit, outcome.steps.count >= limit {
                outcome.more += 1
                outcome.firstUnshown = outcome.firstUnshown ?? step.line
                continue
            }
            let worlds = sessions.map(\.world)
            let differences = Self.differences(in: MatrixObserved.aspects(zip(worlds, effects).map { MatrixObserved($0, $1) }, names: worlds))
            // `same` compares what the aspects show; should they agree after all, nothing differs.
            if differences.isEmpty { continue }
            let text = step.statement.printed()
            outcome.steps.append(.init(line: step.line, text: text, differences: differences.map { .init(aspect: $0.0, values: $0.1) }))
            report?.add(line: step.line, text: text, differences: differences, worlds: worlds)
        }
        outcome.failures = zip(labels, sessions).map { label, session in
            .init(variant: label, failures: session.summary.failures.map { .init(line: $0.line, column: $0.column, message: $0.message, text: $0.description) })
        }
        return (outcome, report)
    }

    /// The aspects whose values differ between the variants, each with every variant's value.
    static func differences(in cells: [[(String, String)]]) -> [(String, [String])] {
        (cells.first ?? []).indices.compactMap { index in
            let values = cells.map { index < $0.count ? $0[index].1 : "-" }
            return Set(values).count > 1 ? (cells[0][index].0, values) : nil
        }
    }
}
