// What `pivot matrix` compares after each step, as plain values: cheap to take and to compare
// for every step of every variant, and put into words only where variants differ.

import Pivot

struct MatrixObserved {
    enum Event: Equatable {
        case posted(NotificationName)
        case callback(ControllerID, Callback)
    }

    struct Bar: Equatable {
        var hidden: Bool
        var height: Double
        var orientation: InterfaceOrientation
        var covered: Bool
        var style: StatusBarStyle
    }

    var interface: InterfaceOrientation
    var crash: String?
    var windows: [(orientation: InterfaceOrientation, bounds: Size)]
    var screen: Size
    var safeAreas: [(controller: Int, insets: Insets)]
    var bar: Bar
    var order: [ScreenLayer]
    var key: WindowID?
    var events: [Event]

    /// The state a step left and what it posted and called.
    init(_ world: World, _ effects: [Effect]) {
        interface = world.statusBar.orientation
        crash = world.crash?.name
        windows = world.windows.map { ($0.orientation, $0.bounds) }
        screen = world.screenBounds
        safeAreas = Self.safeAreas(world, effects)
        bar = Bar(hidden: world.statusBarHidden, height: world.statusBarHeight, orientation: world.statusBar.orientation,
                  covered: world.statusBarCovered, style: world.statusBarStyle)
        order = world.screenLayers
        key = world.keyWindow
        events = effects.compactMap(Self.event)
    }

    /// Whether two variants' worlds and steps would give equal observations; allocates nothing,
    /// so the usual case, a step where every variant agrees, stays cheap.
    static func same(_ a: World, _ ea: [Effect], _ b: World, _ eb: [Effect]) -> Bool {
        guard a.statusBar.orientation == b.statusBar.orientation, a.crash?.name == b.crash?.name,
              a.screenBounds == b.screenBounds, a.keyWindow == b.keyWindow,
              a.statusBarHidden == b.statusBarHidden, a.statusBarHeight == b.statusBarHeight,
              a.statusBarCovered == b.statusBarCovered, a.statusBarStyle == b.statusBarStyle,
              a.windows.count == b.windows.count else { return false }
        for i in a.windows.indices where a.windows[i].orientation != b.windows[i].orientation || a.windows[i].bounds != b.windows[i].bounds {
            return false
        }
        guard a.sameScreenLayers(as: b),
              safeAreas(a, ea).elementsEqual(safeAreas(b, eb), by: { $0.controller == $1.controller && $0.insets == $1.insets })
        else { return false }
        return ea.lazy.compactMap(event).elementsEqual(eb.lazy.compactMap(event))
    }

    /// The safe areas worth comparing after a step: those the step's callbacks read (the last
    /// reading of each controller; a safe area changes only where UIKit calls back, and every
    /// callback carries it). Every controller in a window would cost the whole hierarchy at
    /// every step: quadratic over a long trace of a big app.
    static func safeAreas(_ world: World, _ effects: [Effect]) -> [(controller: Int, insets: Insets)] {
        var areas: [(controller: Int, insets: Insets)] = []
        var place: [Int: Int] = [:]   // where each controller is, once a step has called many
        for case .callback(let record) in effects {
            let id = record.controller.index
            let at = areas.count <= 16 ? areas.firstIndex { $0.controller == id } : place[id]
            if let at {
                areas[at].insets = record.safeArea
            } else {
                if areas.count == 16 { for (i, area) in areas.enumerated() { place[area.controller] = i } }
                if areas.count >= 16 { place[id] = areas.count }
                areas.append((id, record.safeArea))
            }
        }
        return areas
    }

    static func event(_ effect: Effect) -> Event? {
        switch effect {
        case .posted(let n): .posted(n.name)
        case .callback(let r): .callback(r.controller, r.callback)
        default: nil
        }
    }

    /// Each variant's observation, aspect by aspect, in words. Windows and safe areas list only
    /// the windows and controllers where the variants differ: a big app's rows stay short.
    static func aspects(_ observed: [MatrixObserved], names worlds: [World]) -> [[(String, String)]] {
        let windows = Set(observed.flatMap { o in
            o.windows.indices.filter { i in observed.contains { i >= $0.windows.count
                || $0.windows[i].orientation != o.windows[i].orientation || $0.windows[i].bounds != o.windows[i].bounds } }
        })
        let controllers = Set(observed.flatMap { o in
            o.safeAreas.filter { area in observed.contains { !$0.safeAreas.contains { $0.controller == area.controller && $0.insets == area.insets } } }
                .map(\.controller)
        })
        return zip(observed, worlds).map { $0.aspects(names: $1, windows: windows, controllers: controllers) }
    }

    /// Aspect by aspect, in words (names from `world`, which has every window and controller the
    /// observation can name: names never change and nothing is removed).
    func aspects(names world: World, windows shownWindows: Set<Int>, controllers: Set<Int>) -> [(String, String)] {
        let windows = self.windows.indices.filter(shownWindows.contains)
            .map { "\(world.windows[$0].name):\(self.windows[$0].orientation.name) \(self.windows[$0].bounds)" }.joined(separator: ", ")
        var bar = self.bar.hidden ? "hidden" : "\(formatNumber(self.bar.height)) \(self.bar.orientation.name)"
        if self.bar.covered { bar += " covered" }
        bar += " \(self.bar.style.rawValue)"
        let order = self.order.map { layer -> String in
            switch layer {
            case .window(let id): world[id].name
            case .statusBar: "statusbar"
            case .keyboard: "keyboard"
            }
        }.joined(separator: ",")
        let events = self.events.map { event -> String in
            switch event {
            case .posted(let name): name.rawValue.replacingOccurrences(of: "Notification", with: "")
            case .callback(let id, let callback): "\(world[id].name).\(callback.rawValue)"
            }
        }.joined(separator: ",")
        let safeAreas = self.safeAreas.filter { controllers.contains($0.controller) }.map { "\(world.controllers[$0.controller].name) \($0.insets)" }.joined(separator: ", ")
        return [("interface", interface.name), ("crash", crash ?? "-"),
                ("windows", windows), ("screen", screen.description), ("safe areas", safeAreas.isEmpty ? "-" : safeAreas),
                ("status bar", bar), ("order", order), ("key", key.map { world[$0].name } ?? "none"),
                ("events", events.isEmpty ? "-" : events)]
    }
}
