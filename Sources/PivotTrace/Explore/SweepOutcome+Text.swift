// The report `pivot explore` prints for a sweep: the hosts and states, the table grouped by the
// hosts' shape (then iOS), the hosts skipped, and per property the shortest counterexample over
// all hosts in full, then the shortest of each other group where it is violated from its
// events on: its host, its events, the `-`/`+` difference and the engine's why.

import Foundation

extension SweepOutcome {
    /// The report (before hidden characters are escaped).
    public func text() -> String {
        let lookup = SweepLookup(self)
        var lines = summaryLines()
        lines.append("")
        lines += tableLines()
        lines += skippedLines()
        for property in properties {
            lines.append("")
            guard let (row, found) = shortest(property), let headline = headline(property) else {
                lines.append(heldLine(property))
                continue
            }
            lines.append(headline)
            for text in (found.trace ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                lines.append("    \(text)")
            }
            // The other groups' own shortest: the same set-up but for the host, so from the events on.
            for other in shortestPerGroup(property) where other.group != (row.group ?? row.host) {
                lines.append("")
                lines.append(groupHeadline(property, other.group, other.row, other.found, lookup))
                let events = ExploreOutcome.splitAtEvents(other.found.trace ?? "").events
                for text in events.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    lines.append("    \(text)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table: a column per property, `violated (N)` or `holds (S states)`; a heading line
    /// per group of hosts where the sweep has more than one.
    func tableLines() -> [String] {
        let hostWidth = max(4, rows.map(\.host.count).max() ?? 0)
        let cells = rows.map { row in properties.map { row.verdict(of: $0).description } }
        let widths = properties.indices.map { i in max(properties[i].count, cells.map { $0[i].count }.max() ?? 0) }
        func line(_ first: String, _ rest: [String]) -> String {
            ([first.padding(toLength: hostWidth, withPad: " ", startingAt: 0)]
             + rest.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) })
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        var lines = [line("host", properties)]
        let grouped = isGrouped
        var at = 0
        for group in groups {
            if grouped { lines.append("[\(group.name)]") }
            for row in group.rows {
                lines.append(line(row.host, cells[at]))
                at += 1
            }
        }
        return lines
    }

    /// Whether the table shows its groups: more than one, and not one a host.
    var isGrouped: Bool { groups.count > 1 && groups.count < rows.count }

    /// A host that cannot run the app is no finding about the library: one short line each, or
    /// one for the hosts of a group that fail the same way.
    func skippedLines() -> [String] {
        var lines: [String] = []
        for group in groups {
            var reasons: [(reason: String, hosts: [String])] = []
            for row in group.rows where row.outcome == nil {
                let reason = row.skipped ?? row.setupFailure ?? "its own set-up fails"
                if let i = reasons.firstIndex(where: { $0.reason == reason }) { reasons[i].hosts.append(row.host) }
                else { reasons.append((reason, [row.host])) }
            }
            for (reason, hosts) in reasons {
                lines.append(hosts.count == 1 ? "skipped: host \(hosts[0]): \(reason)"
                             : "skipped: \(hosts.count) hosts of [\(group.name)] (\(Self.ios(hosts[0])) to \(Self.ios(hosts[hosts.count - 1]))): \(reason)")
            }
        }
        return lines
    }

    /// `violated PROPERTY: N events in host H (violated in A of B hosts, in C of D groups)`; nil
    /// when it holds.
    func headline(_ property: String) -> String? {
        guard let (row, found) = shortest(property) else { return nil }
        let length = found.length ?? 0
        let groups = self.groups.filter { $0.rows.contains { $0.outcome != nil } }
        let violatedGroups = shortestPerGroup(property).count
        return "violated \(property): \(length) event\(length == 1 ? "" : "s") in host \(row.host) "
            + "(violated in \(Self.violatedCount(property, rows)) of \(rows.filter { $0.outcome != nil }.count) hosts"
            + (groups.count > 1 ? ", in \(violatedGroups) of \(groups.count) groups)" : ")")
    }

    /// A label's first part: `iOS 7.1`.
    static func ios(_ label: String) -> String { String(label.prefix { $0 != "," }) }

    static func violatedCount(_ property: String, _ rows: [Row]) -> Int {
        WorkCount.add(rows.count)
        return rows.filter { $0.outcome?.properties.contains { $0.name == property && $0.violated } ?? false }.count
    }

    /// The report's head: the hosts and properties, and the states explored in all.
    func summaryLines() -> [String] {
        let broken = rows.filter { $0.outcome == nil }.count
        var which = ""
        if let host { which = ", host \(host) of \(hostCount ?? rows.count)" }
        if let matching { which += ", hosts matching '\(matching)' of \(hostCount ?? rows.count)" }
        if let shard {
            which += shard.contains("/") ? ", shard \(shard) of \(hostCount ?? rows.count) hosts" : ", shards \(shard)"
        }
        let partial = (missingShards ?? []).isEmpty ? [] : ["partial: shard\(missingShards!.count == 1 ? "" : "s") "
            + "\(missingShards!.joined(separator: ", ")) missing: their hosts are not in the table"]
        return ["== \(file): \(rows.count) host\(rows.count == 1 ? "" : "s") × \(properties.count) propert\(properties.count == 1 ? "y" : "ies")\(which), "
                     + "breadth-first to depth \(depth), \(events) event\(events == 1 ? "" : "s")",
                     "explored \(states) distinct states in all"
                     + (broken > 0 ? "; \(broken) host\(broken == 1 ? "" : "s") skipped: \(broken == 1 ? "its" : "their") own set-up fails" : "")] + partial
    }
}
