// What the library shows is on screen while it says so: a window its code made and did not
// hide (isHidden NO) is among the screen's windows (in an app that uses scenes only a window
// with a scene is, W5), has a size, and something of it is drawn that the windows above do not
// cover (C4). A toast made with `UIWindow(frame:)` in a scene-based host never appears; without
// this property every other property holds of it.

import Pivot
import PivotUIKit

extension LibraryProperty {
    /// Each window the library's code made and shows is on screen, sized and not covered.
    public static let shownOnScreen = LibraryProperty(name: "shown-on-screen", needsTwin: false, why: .lines) { app, _ in
        let world = app.world
        var lines: [String] = []
        var drawn: [DrawItem]?
        for id in app.madeWindows where world[id].visible && !world[id].released {
            let name = world[id].name
            let reason: String
            if !world.isOnScreen(id) {
                reason = "not on screen: a window without a scene, in an app that uses scenes (W5)"
            } else if world[id].bounds.width <= 0 || world[id].bounds.height <= 0 {
                reason = "not on screen: its bounds are \(Int(world[id].bounds.width))×\(Int(world[id].bounds.height))"
            } else {
                let items = drawn ?? world.renderTree().flatten()
                drawn = items
                // Its root's view and its views that draw something; a window with none shows nothing to check.
                let own = items.indices.filter {
                    items[$0].window == id && items[$0].kind != .window && items[$0].opacity > 0
                        && items[$0].size.width > 0 && items[$0].size.height > 0
                }
                guard !own.isEmpty, own.allSatisfy({ items.coverage(ofItem: $0) == .full }) else { continue }
                reason = "covered: the windows above it hide every view it draws (C4)"
            }
            lines += ["- # \(name) shown (isHidden NO)", "+ # \(name) \(reason)"]
        }
        return lines.isEmpty ? nil : lines
    }
}
