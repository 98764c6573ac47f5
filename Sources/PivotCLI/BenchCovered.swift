// `pivot bench --only covered`: how `expect covered` (C4) scales with the number of turned views
// piled over one view, as the time for N views and the exponent of N between the sizes.
// Wall-clock time is measured here only.

import Foundation
@_spi(Benchmark) import Pivot

enum BenchCovered {
    static let target = Rect(100, 250, 175, 175)

    /// A view under N turned views of 50 to 110 points, centred anywhere over it. With a hole,
    /// no cover reaches the target's centre, so the answer must be partial; without, enough
    /// views cover it all (none alone).
    static func scene(covers n: Int, hole: Bool) -> World {
        var world = World(device: "iPhone8", ios: OSVersion(15, 0))!
        world.apply([.declareController("root", []),
                     .createWindow({ var s = WindowSpec(name: "main"); s.root = "root"; return s }()),
                     .show("main", key: true), .launch])
        let parent = View.Parent.controller(world.controllerID("root")!)
        var views = [View(name: "target", parent: parent, frame: target)]
        var random = BenchCompositor.Random()
        let centre = Point(target.minX + target.size.width / 2, target.minY + target.size.height / 2)
        while views.count <= n {
            let size = (50 + random.next() * 60, 50 + random.next() * 60)
            let middle = Point(target.minX + random.next() * target.size.width, target.minY + random.next() * target.size.height)
            let degrees = 5 + random.next() * 80
            if hole && reaches(middle, size, degrees, centre) { continue }
            var view = View(name: "v\(views.count)", parent: parent,
                            frame: Rect(middle.x - size.0 / 2, middle.y - size.1 / 2, size.0, size.1))
            view.rotation = degrees
            views.append(view)
        }
        world.appendViewsUnchecked(views)
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
        say("covered: a 175x175 view under N views of 50-110 pt turned 5-85°, centred over it (C4)")
        for hole in [false, true] {
            var times: [Double] = []
            for n in sizes {
                let world = scene(covers: n, hole: hole)
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
