// What a `leaves-host-alone` counterexample shows: what the host observes without the library's
// events (`-`) and with them (`+`), as `expect` lines where one can say it, and what it heard
// differently. The `+` lines that are expectations then end the trace: they hold there.

import Pivot

extension HostObservation {
    /// One line per thing the host observes, in a fixed order: the two sides of a pair give
    /// lines that correspond one to one.
    package var lines: [String] {
        var bar = StatusBarExpectation()
        bar.orientation = statusBar.orientation
        bar.hidden = statusBar.hidden
        bar.height = statusBar.height
        bar.style = statusBar.style
        var lines = [crash.map { Expectation.crash(name: $0, reason: nil).printed() } ?? Expectation.noCrash.printed()]
        lines += [Expectation.interface(interface), .statusBar(bar), .key(key)].map { $0.printed() }
        for named in windows {
            guard let window = named.value else { lines += Array(repeating: "# no window \(named.name)", count: 2); continue }
            var wanted = WindowExpectation()
            wanted.orientation = window.orientation
            wanted.bounds = window.bounds
            wanted.visible = window.visible
            lines.append(Expectation.window(named.name, wanted).printed())
            // No expectation says a window's level: a comment, shown only where it differs.
            lines.append("# level \(named.name) \(TraceSyntax.level(window.level))")
        }
        for named in controllers {
            guard let controller = named.value else {
                lines += Array(repeating: "# no controller \(named.name)", count: 3)
                continue
            }
            lines.append(Expectation.view(named.name, bounds: controller.bounds, frame: nil, rotation: nil, screenRotation: nil).printed())
            lines.append(Expectation.safeArea(named.name, controller.safeArea).printed())
            lines.append(controller.traits.map {
                Expectation.traits(named.name, width: $0.horizontal, height: $0.vertical).printed()
            } ?? "# \(named.name) has no traits")
        }
        return lines
    }
}

extension HostObservation {
    /// The lines where two observations differ, without the library and with it, in pairs:
    /// what both explorers' `leaves-host-alone` report.
    package func changedLines(to with: HostObservation) -> [(without: String, with: String)] {
        zip(lines, with.lines).filter { $0.0 != $0.1 }.map { (without: $0.0, with: $0.1) }
    }
}

extension ExploreCheck {
    /// The host without the library's events and with them, where they differ but for what
    /// `accepted` accepts.
    static func hostDifference(in state: ExploreState, except accepted: [HostObservable] = []) -> [String] {
        guard let pair = state.hostObservations(except: accepted) else { return [] }
        var lines = ["# what the host observes without the library's events (-) and with them (+):"]
        if let heard = state.heardDifference(except: accepted) {
            func list(_ items: [String]) -> String { items.isEmpty ? "nothing" : items.joined(separator: ", ") }
            lines += ["# - heard \(list(heard.without))", "# + heard \(list(heard.with))"]
        }
        let changed = pair.without.changedLines(to: pair.with)
        for (without, with) in changed { lines += ["# - " + without, "# + " + with] }
        return lines + changed.map(\.with).filter { $0.hasPrefix("expect ") }
    }
}
