// What a sweep's report and page ask for per group and property (the shortest counterexample
// over all hosts, a group's place and its hosts), found once: finding them again for each group
// made the page of a sweep of N hosts N² (issue 37: 42 s at 64,000 rows).

/// A sweep's groups and shortest counterexamples, looked up by name.
struct SweepLookup {
    /// Per property, the first row among those with the shortest counterexample.
    let shortest: [String: (row: SweepOutcome.Row, found: ExploreOutcome.Property)]
    /// Each group's place among `SweepOutcome.groups` (its first run of rows).
    let groupPlace: [String: Int]
    /// Each group's hosts, wherever they stand in the table.
    let members: [String: [SweepOutcome.Row]]

    init(_ sweep: SweepOutcome) {
        var shortest: [String: (row: SweepOutcome.Row, found: ExploreOutcome.Property)] = [:]
        for property in sweep.properties where shortest[property] == nil {
            if let found = sweep.shortest(property) { shortest[property] = found }
        }
        self.shortest = shortest
        var place: [String: Int] = [:]
        for (index, group) in sweep.groups.enumerated() where place[group.name] == nil { place[group.name] = index }
        groupPlace = place
        members = Dictionary(grouping: sweep.rows) { $0.group ?? $0.host }
    }
}

extension SweepOutcome {
    /// `violated PROPERTY in GROUP: N events in host H (violated in A of B hosts of the group)`.
    func groupHeadline(_ property: String, _ group: String, _ row: Row, _ found: ExploreOutcome.Property,
                       _ lookup: SweepLookup) -> String {
        let members = lookup.members[group] ?? []
        let length = found.length ?? 0
        return "violated \(property) in [\(group)]: \(length) event\(length == 1 ? "" : "s") in host \(row.host) "
            + "(violated in \(Self.violatedCount(property, members)) of \(members.filter { $0.outcome != nil }.count) hosts of the group)"
    }
}
