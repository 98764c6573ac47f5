// A trace with explore lines, searched as `pivot explore` searches it: in its own host, or in
// every host its `explore host` lines list (a sweep). From a Swift test:
//
//     let exploration = try Exploration(text: source, file: "toast.trace")
//     let sweep = try exploration.sweep()
//     sweep.row(host: "iOS 7.1, variant root-portrait")?.verdict(of: "follows-interface main")

import Foundation
import Pivot

/// How to search: breadth-first (each counterexample a shortest one; a shard of the search, or
/// all of it) or seeded random walks; the depth bound and the worker threads.
public struct ExploreOptions: Sendable, Hashable {
    public enum Search: Sendable, Hashable {
        case breadthFirst(shard: Shard? = nil)
        case randomWalks(seed: UInt64, walks: Int)
    }

    /// The longest sequence tried; nil: the trace's `explore depth`, or 6.
    public var depth: Int?
    public var search: Search
    /// Worker threads; the outcome is the same for any number.
    public var jobs: Int

    public init(depth: Int? = nil, search: Search = .breadthFirst(), jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)) {
        self.depth = depth; self.search = search; self.jobs = jobs
    }
}

/// A trace ready to explore: its set-up, events and properties, the file name its results carry
/// and the comments its counterexamples keep.
public struct Exploration: Sendable {
    /// The file name the results and counterexamples carry (`<stdin>` for standard input).
    public let file: String
    public let trace: Trace
    public let spec: ExploreSpec
    /// The comment lines that open the file (after `pivot-trace 1`): what the app and the
    /// library are, which a counterexample keeps.
    public let leadingComments: [String]

    /// Fails when the trace has no `explore event` or no `explore check` line.
    public init(trace: Trace, source: [UInt8], file: String) throws(ExploreSpecError) {
        self.file = file
        self.trace = trace
        spec = ExploreSpec(trace)
        leadingComments = Self.leadingComments(source)
        guard !spec.actions.isEmpty, !spec.checks.isEmpty else {
            throw ExploreSpecError(message: "nothing to explore: add `explore event EVENT` and `explore check PROPERTY` lines "
                                   + "(pivot help explore)")
        }
    }

    /// Parses `text` first; a malformed trace throws its `TraceError`.
    public init(text: String, file: String) throws {
        try self.init(trace: TraceParser.parse(text, file: file), source: Array(text.utf8), file: file)
    }

    /// Whether `explore host` lines make this a sweep over host apps (`sweep()`), not one search.
    public var isSweep: Bool { !spec.hosts.isEmpty }

    /// The set-up replayed: the start world, and what failed on the way.
    public func start() -> (world: World, failures: [ReplayFailure]) { spec.start(file: file) }

    /// The model to search from `start`; fails with the name a check needs that the world lacks.
    public func model(start: World, depth: Int? = nil) -> Result<ExploreModel, ExploreSpecError> {
        spec.model(start: start, depth: depth)
    }

    /// One search of `model` (`progress`, for a status line, only breadth-first), as an outcome
    /// whose counterexamples keep the file's leading comments.
    public func search(_ model: ExploreModel, options: ExploreOptions,
                       progress: ((ExploreProgress) -> Void)? = nil) -> ExploreOutcome {
        let report: ExploreReport
        switch options.search {
        case .breadthFirst(let shard): report = model.breadthFirst(jobs: options.jobs, shard: shard, progress: progress)
        case .randomWalks(let seed, let walks): report = model.randomWalks(seed: seed, walks: walks, jobs: options.jobs)
        }
        var outcome = ExploreOutcome(file: file, digest: ExploreOutcome.digest(of: trace), spec: spec, model: model,
                                     report: report, options: options)
        outcome.annotateTraces(leadingComments: leadingComments)
        return outcome
    }

    /// The set-up, the model and the search in one call (the set-up's own failures are not
    /// reported: `start()` has them).
    public func run(_ options: ExploreOptions = ExploreOptions()) throws(ExploreSpecError) -> ExploreOutcome {
        try search(model(start: start().world, depth: options.depth).get(), options: options)
    }

    /// Why a host is skipped, in one short line: `its own set-up crashes at line 16:
    /// UIApplicationInvalidInterfaceOrientation` (the whole diagnostic is the row's `setupFailure`).
    static func skipReason(_ failure: ReplayFailure, crash: Crash?) -> String {
        if let crash { return "its own set-up crashes at line \(failure.line): \(crash.name)" }
        let message = failure.message.count > 100 ? String(failure.message.prefix(100)) + "…" : failure.message
        return "its own set-up fails at line \(failure.line): \(message)"
    }

    static func leadingComments(_ source: [UInt8]) -> [String] {
        var lines = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.first?.hasPrefix("pivot-trace") == true { lines.removeFirst() }
        return Array(lines.prefix { $0.hasPrefix("#") })
    }
}
