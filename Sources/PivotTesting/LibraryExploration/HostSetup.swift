// What a library search keeps of its hosts: a host's set-up, parsed and run once, that every
// sequence starts from; the host on its own (the twin `leaves-host-alone` compares with); the
// identity of a search state; and a CI job's share of the hosts.

import Foundation
import Pivot
import PivotTrace
import PivotUIKit

/// The identity of a search state (see the top of the file).
struct StateKey: Hashable {
    var world: UInt64
    var twin: UInt64?
    var library: LibraryDigest
}

/// The host on its own: its state's fingerprint and what it observes.
struct Twin {
    var fingerprint: UInt64
    var windows: [String]
    var controllers: [String]
    var observation: HostObservation
}

/// A host's trace, parsed once, and its events; `makeApp` builds it afresh for every sequence.
@MainActor
struct HostSetup {
    /// The host once set up: every sequence starts from a copy (its objects are stand-ins, made
    /// afresh by each app). Nil when the set-up crashes.
    private var start: World?
    let events: [(event: Event, text: String)]
    private(set) var failure: String?

    init(_ host: LibraryHost, events texts: [String]) throws(TraceError) {
        var parser = IncrementalParser()
        let trace = try parser.parse(host.trace, file: host.label)
        guard let config = trace.header.makeConfig() else {
            throw TraceError(file: host.label, location: PivotTrace.SourceLocation(line: 1, column: 1), message: "no such device")
        }
        let statements = trace.statements.compactMap { if case .event(let event, _) = $0 { event } else { nil } }
        // A host event that names what this host lacks (`nav` in a plain host) is left out here.
        events = texts.compactMap { text in
            var copy = parser
            guard let piece = try? copy.parse(text, file: "host events"),
                  case .event(let event, _)? = piece.statements.first else { return nil }
            return (event, text)
        }
        failure = nil
        let app = PivotApp(config: config)
        app.run { for event in statements { app.send(event) } }
        if let crash = app.crash { failure = "its own set-up crashes: \(crash.name)" } else { start = app.world }
    }

    /// A fresh app of the host; nil when its set-up crashes.
    func makeApp() -> PivotApp? { start.map(PivotApp.init(world:)) }
}

extension Shard {
    /// `PIVOT_SHARD=2/8` (the third of eight), or the whole search: a CI job's share of a sweep
    /// run from a Swift test.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Shard {
        guard let value = environment["PIVOT_SHARD"], let slash = value.firstIndex(of: "/"),
              let index = Int(value[..<slash]), let count = Int(value[value.index(after: slash)...]),
              count > 0, (0..<count).contains(index) else { return .all }
        return Shard(index: index, count: count)
    }
}
