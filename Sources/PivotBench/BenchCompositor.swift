// `pivot-bench --only compositor`: flattening and hit-testing a 100,000-view scene, against the
// standard library sorting 100,000 Doubles in the same run (targets: flattening ≤ 5× the sort,
// a hit test ≤ 10 µs). Wall-clock time is measured here only.

import Foundation
@_spi(Benchmark) import Pivot

enum BenchCompositor {
    static let windows = 10
    // Per window: the root controller's view > 16 sections > 24 rows > 25 cells = 10,000 views.
    static let sections = 16, rows = 24, cells = 25
    static let viewsPerWindow = sections + sections * rows + sections * rows * cells
    static let repeats = 5

    /// A deterministic pseudo-random sequence (no dependence on the system's generator).
    struct Random {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// Ten windows: a full-screen main window and nine overlapping overlay bands above it, each
    /// with a root controller whose view holds a tree of sections, rows and cells; some cells
    /// are raised (z), turned, translucent, hidden or not interactive.
    static func scene() -> World {
        var world = World(device: "iPhone8", ios: OSVersion(15, 0))!
        var events: [Event] = []
        for w in 0..<windows {
            events.append(.declareController("root\(w)", []))
            var spec = WindowSpec(name: "w\(w)")
            spec.root = "root\(w)"
            spec.level = Double(w * 10)
            if w > 0 { spec.frame = Rect(20, 60 + Double(w - 1) * 60, 335, 120) }
            events.append(.createWindow(spec))
            events.append(.show("w\(w)", key: w == 0))
        }
        events.append(.launch)
        world.apply(events)
        var views: [View] = []
        views.reserveCapacity(windows * viewsPerWindow)
        for w in 0..<windows {
            let size = world.window("w\(w)")!.bounds
            let controller = world.controllerID("root\(w)")!
            let sectionHeight = size.height / Double(sections), rowWidth = size.width / Double(rows)
            let cellHeight = sectionHeight / Double(cells)
            for s in 0..<sections {
                let section = views.count
                views.append(View(name: "w\(w)s\(s)", parent: .controller(controller),
                                  frame: Rect(0, Double(s) * sectionHeight, size.width, sectionHeight)))
                for r in 0..<rows {
                    let row = views.count
                    views.append(View(name: "w\(w)s\(s)r\(r)", parent: .view(section),
                                      frame: Rect(Double(r) * rowWidth, 0, rowWidth, sectionHeight)))
                    for c in 0..<cells {
                        var cell = View(name: "w\(w)s\(s)r\(r)c\(c)", parent: .view(row),
                                        frame: Rect(0, Double(c) * cellHeight, rowWidth, cellHeight))
                        let n = views.count
                        if n % 7 == 0 { cell.z = 1 }
                        if n % 50 == 0 { cell.rotation = 90 }
                        if n % 11 == 0 { cell.alpha = 0.5 }
                        if n % 97 == 0 { cell.hidden = true }
                        if n % 13 == 0 { cell.interactive = false }
                        views.append(cell)
                    }
                }
            }
        }
        world.appendViewsUnchecked(views)
        return world
    }

    static func run() {
        let world = scene()
        let count = world.views.count
        var sequence = Random()
        let numbers = (0..<count).map { _ in sequence.next() }
        let sortTime = median { var copy = numbers; copy.sort(); blackHole(copy[count / 2]) }
        var tree = world.renderTree()
        let buildTime = median { tree = world.renderTree() }
        var items: [DrawItem] = []
        let flattenTime = median { items = tree.flatten() }
        let screen = world.screenBounds
        let points = (0..<100_000).map { _ in Point(sequence.next() * screen.width, sequence.next() * screen.height) }
        var onCells = 0
        let hitTime = median {
            onCells = 0
            for p in points where tree.hitTest(p)?.path.count == 5 { onCells += 1 }
        }
        func ns(_ seconds: Double, _ n: Int) -> String { String(format: "%.1f ns", seconds / Double(n) * 1e9) }
        func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1e3) }
        func times(_ a: Double) -> String { String(format: "%.2fx", a / sortTime) }
        say("compositor: \(count) views in \(windows) windows, each a tree: root view > \(sections) sections > \(rows) rows > \(cells) cells")
        say("            (every 7th view z=1, 50th turned 90°, 11th alpha 0.5, 97th hidden, 13th not interactive); \(tree.nodes.count) layers, \(items.count) drawn")
        say("            sort \(count) Doubles (stdlib): \(ms(sortTime)), \(ns(sortTime, count))/element   [median of \(repeats)]")
        say("            build tree:      \(ms(buildTime)), \(ns(buildTime, count))/view = \(times(buildTime)) the sort")
        say("            flatten:         \(ms(flattenTime)), \(ns(flattenTime, count))/view = \(times(flattenTime)) the sort (target <= 5x)")
        say("            build + flatten: \(ms(buildTime + flattenTime)), \(ns(buildTime + flattenTime, count))/view = \(times(buildTime + flattenTime)) the sort")
        say("            hit-test: \(points.count) random points, \(String(format: "%.3f µs", hitTime / Double(points.count) * 1e6))/point (target <= 10 µs); \(onCells) landed on a cell")
    }

    /// The median wall time of `repeats` runs.
    static func median(_ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            body()
            samples.append(BenchCommand.seconds(since: start))
        }
        return samples.sorted()[repeats / 2]
    }

    /// Keeps a value alive so that the optimiser cannot drop the work that made it.
    @inline(never)
    static func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
}
