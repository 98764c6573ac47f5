// `explore check leaves-host-alone except key,statusbar`: what the library does to the host on
// purpose (a HUD that takes the key window), accepted so that the rest is still checked. An
// accepted observable is made the same on both sides before they are compared, and what the
// host heard of it (key, status bar, orientation and visibility notifications, its controllers'
// callbacks) no longer counts as heard differently.

import Pivot

extension HostObservable {
    /// Makes the library's side agree with the host's on this observable.
    package func accept(_ without: HostObservation, _ with: inout HostObservation) {
        switch self {
        case .crash: with.crash = without.crash
        case .interface: with.interface = without.interface
        case .statusbar: with.statusBar = without.statusBar
        case .key: with.key = without.key
        case .windows: with.windows = without.windows
        case .controllers: with.controllers = without.controllers
        }
    }

    /// Whether a thing the host heard (`UIWindowDidResignKeyNotification from main`,
    /// `home.viewWillAppear`) is about this observable.
    func covers(heard text: String) -> Bool {
        let name = text.split(separator: " ").first.map(String.init) ?? text
        guard let note = NotificationName(rawValue: name) else { return self == .controllers }
        switch note {
        case .windowDidBecomeKey, .windowDidResignKey: return self == .key
        case .willChangeStatusBarFrame, .didChangeStatusBarFrame: return self == .statusbar
        case .willChangeStatusBarOrientation, .didChangeStatusBarOrientation: return self == .interface
        case .windowDidBecomeVisible, .windowDidBecomeHidden: return self == .windows
        default: return false
        }
    }
}

extension ExploreState {
    /// The two observations of a paired state, the accepted observables made the same.
    func hostObservations(except accepted: [HostObservable]) -> (without: HostObservation, with: HostObservation)? {
        guard var pair = hostObservations else { return nil }
        for observable in accepted { observable.accept(pair.without, &pair.with) }
        return pair
    }

    /// What the host heard differently, but for what `accepted` covers; nil when that is all.
    /// The engine keeps the first step heard differently: a later one is not compared again,
    /// though what it changes the host observes still is.
    func heardDifference(except accepted: [HostObservable]) -> (without: [String], with: [String])? {
        guard let heard = host?.heard else { return nil }
        let kept = { (items: [String]) in items.filter { item in !accepted.contains { $0.covers(heard: item) } } }
        let without = kept(heard.without), with = kept(heard.with)
        return without == with ? nil : (without, with)
    }

    /// `leaves-host-alone except …`: the host heard and observes the same but for what is accepted.
    func leavesHostAlone(except accepted: [HostObservable]) -> Bool {
        guard let pair = hostObservations(except: accepted) else { return true }
        return heardDifference(except: accepted) == nil && pair.without == pair.with
    }
}
