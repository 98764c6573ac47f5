// A host sweep from a trace: a breadth-first search in every host of its `explore host` lines,
// a row per host; all of them, one (`--host LABEL`), or a shard of them (`--shard I/N`, host k
// in shard k mod N), which `pivot explore merge` joins.

import Pivot

/// Which hosts of a sweep to search.
public struct SweepSelection: Sendable, Hashable {
    /// The one host whose label (as the table prints it) this is.
    public var host: String?
    /// The hosts whose label has this text (`variant root-portrait`, `iOS 12.4`, `iPadPro11`):
    /// a group, an iOS, a device of the table.
    public var matching: String?
    /// The hosts whose index in the table is `index` modulo `count`.
    public var shard: Shard?

    public init(host: String? = nil, matching: String? = nil, shard: Shard? = nil) {
        self.host = host; self.matching = matching; self.shard = shard
    }
}

extension Exploration {
    /// The sweep's hosts, in the table's order: the `explore host` lines' over the set-up's root.
    public func sweepHosts() -> [ExploreHost] {
        spec.hosts.hosts(root: ExploreSpec.hostRoot(start().world))
    }

    /// The sweep: a breadth-first search in each selected host, a row per host. Fails with the
    /// first host whose model cannot be made (the error names it), or a `--host` no row has.
    public func sweep(depth: Int? = nil, jobs: Int = ExploreOptions().jobs,
                      selection: SweepSelection = SweepSelection()) throws(ExploreSpecError) -> SweepOutcome {
        let options = ExploreOptions(depth: depth, jobs: jobs)
        let start = start().world
        let hosts = spec.hosts.hosts(root: ExploreSpec.hostRoot(start))
        // The library's windows keep no scene in a scene host: as the library wrote them.
        let library = start.libraryNames(of: spec.actions.filter(\.library).map(\.event),
                                         host: spec.actions.filter { !$0.library }.map(\.event)).windows
        // A sweep of no host would hold in every host explored: say why it has none instead.
        guard !hosts.isEmpty else {
            throw ExploreSpecError(message: "the sweep selects no host: no host of its `explore host`/`explore hosts` lines "
                                   + "runs (a `from X.Y` past every host's iOS, or devices that never ran the versions given)")
        }
        var chosen = Array(hosts.indices)
        if let label = selection.host {
            chosen = chosen.filter { hosts[$0].label == label }
            if chosen.isEmpty { throw Self.noSuchHost(label, among: hosts) }
        }
        if let text = selection.matching {
            chosen = chosen.filter { hosts[$0].label.contains(text) }
            if chosen.isEmpty { throw Self.noHostMatching(text, among: hosts) }
        }
        if let shard = selection.shard {
            let kept = chosen.filter { $0 % shard.count == shard.index }
            if let label = selection.host, kept.isEmpty, let place = chosen.first {
                throw ExploreSpecError(message: "host '\(label)' is host \(place) of \(hosts.count), in shard \(place % shard.count)/\(shard.count), "
                                       + "not in shard \(shard.index)/\(shard.count): give --shard \(place % shard.count)/\(shard.count) or no --shard")
            }
            chosen = kept
        }
        var rows: [SweepOutcome.Row] = []
        let sweepDigest = ExploreOutcome.digest(of: trace)
        for index in chosen {
            let host = hosts[index]
            let hostSpec = spec.inHost(host, libraryWindows: library)
            let replayed = Replay.end(of: hostSpec.setup, file: file)
            var row = SweepOutcome.Row(host: host.label, group: host.group, index: index)
            if let failure = replayed.summary.failures.first {
                row.setupFailure = failure.description
                row.skipped = Self.skipReason(failure, crash: replayed.summary.crash)
                rows.append(row)
                continue
            }
            let model: ExploreModel
            switch hostSpec.model(start: replayed.world, depth: depth) {
            case .success(let m): model = m
            case .failure(let error): throw ExploreSpecError(message: "\(error.message) (in host \(host.label))")
            }
            let report = model.breadthFirst(jobs: jobs)
            // A row's digest is the sweep's with its host: merge refuses a row of another sweep.
            var outcome = ExploreOutcome(file: file, digest: SweepOutcome.rowDigest(sweepDigest, host: host.label), spec: hostSpec, model: model,
                                         report: report, options: options)
            outcome.annotateTraces(leadingComments: leadingComments, host: host.label)
            row.outcome = outcome
            rows.append(row)
        }
        var sweep = SweepOutcome(file: file, depth: depth ?? spec.depth, events: spec.actions.count,
                                 properties: spec.checks.map { $0.printed() }, rows: rows)
        sweep.traceDigest = sweepDigest
        sweep.hostCount = hosts.count
        sweep.shard = selection.shard.map { "\($0.index)/\($0.count)" }
        sweep.host = selection.host
        sweep.matching = selection.matching
        return sweep
    }

    /// `--hosts` matching no row: the groups there are.
    static func noHostMatching(_ text: String, among hosts: [ExploreHost]) -> ExploreSpecError {
        var groups: [String] = []
        for host in hosts where !groups.contains(host.group) { groups.append(host.group) }
        return ExploreSpecError(message: "no host of this sweep of \(hosts.count) host\(hosts.count == 1 ? "" : "s") has '\(text)' in its label "
                                + "(its groups: \(groups.joined(separator: "; ")))")
    }

    /// `--host` naming no row: the nearest label, and where the labels are.
    static func noSuchHost(_ label: String, among hosts: [ExploreHost]) -> ExploreSpecError {
        let hint = Suggestion.hint(for: label, among: hosts.map(\.label)) ?? ""
        return ExploreSpecError(message: "no host '\(label)' in this sweep of \(hosts.count) host\(hosts.count == 1 ? "" : "s")\(hint) "
                                + "(the labels are the first column of the table)")
    }
}
