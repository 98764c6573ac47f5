import Foundation
import PivotTestSupport
import Testing
@testable import Pivot

/// Random small scenes (fixed seeds): coverage by subtraction gives the answers the slab
/// algorithm gave, on rectangles, turned rectangles, covers that share the target's edges and
/// exact tilings.
@Suite("Compositor: occlusion agrees with the slab algorithm (SPEC C4)")
struct OcclusionPropertyTests {
    static func polygon(_ r: Rect) -> ConvexPolygon { ConvexPolygon(Quad(r, .identity)) }

    /// A rectangle on a grid of whole points, or one of half-point sizes turned about its middle.
    static func shape(_ rng: inout SeededRandom) -> ConvexPolygon {
        let x = Double(Int.random(in: 0...12, using: &rng)), y = Double(Int.random(in: 0...12, using: &rng))
        let w = Double(Int.random(in: 2...16, using: &rng)) / 2, h = Double(Int.random(in: 2...16, using: &rng)) / 2
        if Bool.random(using: &rng) { return polygon(Rect(x, y, w, h)) }
        let degrees = [15, 30, 45, 60, 90, Double.random(in: 0..<180, using: &rng)].randomElement(using: &rng)!
        return ConvexPolygon(Quad(Rect(-w / 2, -h / 2, w, h), Transform.rotation(degrees: degrees).then(.translation(x, y))))
    }

    /// The two sides of a polygon cut by a line at an angle through the mean of its corners, or
    /// `offset` to the right of it (the first side on the line's left), or nil when one of them
    /// is a sliver.
    static func cut(_ p: ConvexPolygon, degrees: Double, offset: Double = 0) -> (ConvexPolygon, ConvexPolygon)? {
        let n = Double(p.points.count), a = degrees * .pi / 180
        let middle = Point(p.points.map(\.x).reduce(0, +) / n + offset * sin(a), p.points.map(\.y).reduce(0, +) / n - offset * cos(a))
        let (inner, outer) = p.split(middle, Point(middle.x + cos(a), middle.y + sin(a)), sign: 1)
        let pieces = (ConvexPolygon(inner), ConvexPolygon(outer))
        return pieces.0.isThick && pieces.1.isThick ? pieces : nil
    }

    /// The target cut into `count` tiles that fit exactly: the biggest tile is cut in two, at an
    /// angle that is axis-aligned half the time.
    static func tiling(of target: ConvexPolygon, count: Int, _ rng: inout SeededRandom) -> [ConvexPolygon] {
        var tiles = [target]
        while tiles.count < count {
            let biggest = tiles.indices.max { tiles[$0].area < tiles[$1].area }!
            let degrees = Bool.random(using: &rng) ? [0, 90].randomElement(using: &rng)! : Double.random(in: 0..<180, using: &rng)
            guard let (a, b) = cut(tiles[biggest], degrees: degrees) else { continue }
            tiles[biggest] = a
            tiles.append(b)
        }
        return tiles
    }

    /// A target and up to six covers: shapes, slices of the target (which share its edges) or
    /// a tiling of it with a tile dropped or an extra shape.
    static func scene(_ rng: inout SeededRandom) -> (ConvexPolygon, [ConvexPolygon]) {
        let target = shape(&rng)
        if Int.random(in: 0..<4, using: &rng) == 0 {
            var tiles = tiling(of: target, count: Int.random(in: 2...4, using: &rng), &rng)
            if Bool.random(using: &rng) { tiles.remove(at: Int.random(in: 0..<tiles.count, using: &rng)) }
            if Bool.random(using: &rng) { tiles.append(shape(&rng)) }
            return (target, tiles.shuffled(using: &rng))
        }
        let covers = (0..<Int.random(in: 1...6, using: &rng)).compactMap { _ in
            Bool.random(using: &rng) ? shape(&rng) : cut(target, degrees: Double(Int.random(in: 0..<12, using: &rng)) * 15)?.0
        }
        return (target, covers)
    }

    @Test("C4 subtraction answers as the slab algorithm did on 3,000 random scenes, in any order of covers")
    func agreesWithSlabs() {
        var rng = SeededRandom(seed: 0xC0_7E4ED)
        var answers: [Occlusion: Int] = [:]
        for run in 0..<3_000 {
            let (target, covers) = Self.scene(&rng)
            let expected = SlabOracle.occlusion(of: target, by: covers)
            answers[expected, default: 0] += 1
            #expect(occlusion(of: target, by: covers) == expected, "scene \(run): \(target) under \(covers)")
            #expect(occlusion(of: target, by: covers.reversed()) == expected, "scene \(run) reversed")
        }
        // The scenes exercise every answer, not only the easy ones.
        for answer in [Occlusion.full, .partial, .none] { #expect(answers[answer, default: 0] >= 150, "\(answers)") }
    }

    @Test("C4 a target tiled exactly by 2 to 4 covers is fully covered, turned or not")
    func exactTilings() {
        var rng = SeededRandom(seed: 7)
        for run in 0..<500 {
            let target = Self.shape(&rng)
            let tiles = Self.tiling(of: target, count: 2 + run % 3, &rng)
            #expect(occlusion(of: target, by: tiles) == .full, "tiling \(run): \(target) by \(tiles)")
            #expect(SlabOracle.occlusion(of: target, by: tiles) == .full, "tiling \(run), slabs")
        }
    }

    @Test("C4 a gap thinner than epsilon between two tiles is no gap; a wider one is",
          arguments: [(0.4e-9, Occlusion.full), (1e-6, .partial)])
    func hairlineGap(width: Double, expected: Occlusion) {
        var rng = SeededRandom(seed: 11)
        var checked = 0
        for run in 0..<200 {
            let target = Self.shape(&rng)
            // Within 45° of horizontal: the slab algorithm measured gaps vertically, up to √2 wider.
            let degrees = Double.random(in: -45...45, using: &rng)
            guard let (a, _) = Self.cut(target, degrees: degrees) else { continue }
            // The second tile is the far side of a parallel cut `width` further on.
            guard let (_, b) = Self.cut(target, degrees: degrees, offset: width) else { continue }
            let covers = [a, b]
            #expect(occlusion(of: target, by: covers) == expected, "gap \(run): \(target) by \(covers)")
            #expect(SlabOracle.occlusion(of: target, by: covers) == expected, "gap \(run), slabs")
            checked += 1
        }
        #expect(checked >= 150)
    }
}
