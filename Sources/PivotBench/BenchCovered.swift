// `pivot-bench --only covered`: how `expect covered` (C4) scales with the number of turned views
// over one view (a pile of views, a pile of long straws, a mosaic of tiles), as the time for N
// views and the exponent of N between the sizes. Wall-clock time is measured here only.

import Foundation
@_spi(Benchmark) import Pivot

enum BenchCovered {
    static let target = Rect(100, 250, 175, 175)

    /// A view under N turned views of 50 to 110 points, centred anywhere over it. With a hole,
    /// no cover reaches the target's centre, so the answer must be partial; without, enough
    /// views cover it all (none alone).
    static func turnedViews(covers n: Int, hole: Bool) -> World {
        pile(covers: n, hole: hole) { random in ((50 + random.next() * 60, 50 + random.next() * 60), 5 + random.next() * 80) }
    }

    /// A view under N views of the sizes and turns given, centred anywhere over it.
    static func pile(covers n: Int, hole: Bool, _ shape: (inout BenchCompositor.Random) -> ((Double, Double), Double)) -> World {
        var world = emptyWorld()
        let parent = View.Parent.controller(world.controllerID("root")!)
        var views = [View(name: "target", parent: parent, frame: target)]
        var random = BenchCompositor.Random()
        let centre = Point(target.minX + target.size.width / 2, target.minY + target.size.height / 2)
        while views.count <= n {
            let (size, degrees) = shape(&random)
            let middle = Point(target.minX + random.next() * target.size.width, target.minY + random.next() * target.size.height)
            if hole && reaches(middle, size, degrees, centre) { continue }
            var view = View(name: "v\(views.count)", parent: parent,
                            frame: Rect(middle.x - size.0 / 2, middle.y - size.1 / 2, size.0, size.1))
            view.rotation = degrees
            views.append(view)
        }
        world.appendViewsUnchecked(views)
        return world
    }

    /// A view under a mosaic of N turned squares, one per cell of a grid over it, each just big
    /// enough to cover its cell: every one is needed, and each overlaps its neighbours. With a
    /// hole, the middle cell's square is missing.
    static func mosaic(covers n: Int, hole: Bool) -> World {
        var world = emptyWorld()
        let parent = View.Parent.controller(world.controllerID("root")!)
        var views = [View(name: "target", parent: parent, frame: target)]
        let side = Int(Double(n).squareRoot().rounded())
        let cell = target.size.width / Double(side)
        var random = BenchCompositor.Random()
        for row in 0..<side {
            for column in 0..<side where !(hole && row == side / 2 && column == side / 2) {
                let degrees = 10 + random.next() * 20, a = degrees * .pi / 180
                let size = cell * (cos(a) + sin(a)) * 1.01
                let middle = Point(target.minX + (Double(column) + 0.5) * cell, target.minY + (Double(row) + 0.5) * cell)
                var view = View(name: "v\(views.count)", parent: parent, frame: Rect(middle.x - size / 2, middle.y - size / 2, size, size))
                view.rotation = degrees
                views.append(view)
            }
        }
        world.appendViewsUnchecked(views)
        return world
    }

    /// A view under N long thin straws in every direction: the pieces they leave are many and
    /// small, and which answer comes out depends on N.
    static func straws(covers n: Int, hole: Bool) -> World {
        pile(covers: n, hole: hole) { random in ((300, 2), random.next() * 180) }
    }

    static func emptyWorld() -> World {
        var world = World(device: "iPhone8", ios: OSVersion(15, 0))!
        world.apply([.declareController("root", []),
                     .createWindow({ var s = WindowSpec(name: "main"); s.root = "root"; return s }()),
                     .show("main", key: true), .launch])
        return world
    }

    /// Whether a rectangle of this size, turned about its middle, comes within a point of p.
    static func reaches(_ middle: Point, _ size: (Double, Double), _ degrees: Double, _ p: Point) -> Bool {
        let a = degrees * .pi / 180, dx = p.x - middle.x, dy = p.y - middle.y
        let u = dx * cos(a) + dy * sin(a), v = -dx * sin(a) + dy * cos(a)
        return abs(u) < size.0 / 2 + 1 && abs(v) < size.1 / 2 + 1
    }

    /// One run when it is slow; the median of five when it is quick enough for noise to matter.
    static func timed(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let once = BenchCommand.seconds(since: start)
        return once > 0.5 ? once : BenchCompositor.median(body)
    }

    static func run(sizes: [Int]) {
        say("covered: one C4 answer (render tree, flatten, coverage) for a 175x175 view under N views")
        say("         of 50-110 pt turned 5-85°, centred over it")
        measure(sizes, turnedViews)
        say("         under N straws of 300x2 pt turned any way, crossing it: a fine arrangement to cut")
        measure(sizes, straws)
        say("         under a mosaic of N squares turned 10-30°, one per cell of a grid, all needed")
        measure(sizes, mosaic)
    }

    static func measure(_ sizes: [Int], _ scene: (Int, Bool) -> World) {
        for hole in [false, true] {
            var times: [Double] = []
            for n in sizes {
                let world = scene(n, hole)
                var answer = Occlusion.none
                let time = timed { answer = world.coverage(ofView: 0) }
                times.append(time)
                say("         N = \(n): \(String(format: "%.2f ms", time * 1e3)) (\(answer.rawValue)\(hole ? ", a hole at the centre" : ""))")
            }
            if let first = times.first, let last = times.last, sizes.count > 1, first > 0 {
                let exponent = log(last / first) / log(Double(sizes.last!) / Double(sizes[0]))
                say("         time grows as N^\(String(format: "%.2f", exponent)) from N = \(sizes[0]) to \(sizes.last!)")
            }
        }
    }
}
