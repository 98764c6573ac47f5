import PivotTestSupport
import Testing
@testable import Pivot

/// The world's table of names agrees with a dictionary through additions, replacements,
/// removals and growth; copies do not see each other's changes; equality ignores the order
/// names were added in.
@Suite("The world's name table")
struct NameTableTests {
    @Test("20,000 seeded additions, replacements and removals agree with a dictionary at every step")
    func agreesWithDictionary() {
        var rng = SeededRandom(seed: 7)
        var table = NameTable()
        var reference: [String: Named] = [:]
        // Short names (kept inside the string) and long ones (kept on the heap), some repeating.
        func name(_ n: UInt64) -> String { n % 2 == 0 ? "v\(n % 3_000)" : "a-rather-long-window-name-\(n % 3_000)" }
        for step in 0..<20_000 {
            let key = name(rng.next())
            let value: Named = [.window(step), .controller(step), .view(step)][Int(rng.next() % 3)]
            if rng.next() % 5 == 0 {
                table[key] = nil
                reference[key] = nil
            } else {
                table[key] = value
                reference[key] = value
            }
            let probe = name(rng.next())
            #expect(table[probe] == reference[probe])
            if step % 1_000 == 0 { #expect(table.count == reference.count) }
        }
        #expect(table.count == reference.count && reference.allSatisfy { table[$0.key] == $0.value })
    }

    @Test("a copy keeps its names when the original changes, and a detached copy is equal")
    func copiesAreValues() {
        var original = NameTable()
        original["main"] = .window(0)
        let copy = original
        original["hud"] = .window(1)
        original["main"] = nil
        #expect(copy["main"] == .window(0) && copy["hud"] == nil && copy.count == 1)
        #expect(original["hud"] == .window(1) && original["main"] == nil)
        #expect(original.detached() == original && original.detached().hashValue == original.hashValue)
    }

    @Test("two tables naming the same things in another order are equal and hash alike; a different target is not equal")
    func equalityIgnoresOrder() {
        var a = NameTable(), b = NameTable()
        a["home"] = .controller(0); a["main"] = .window(0)
        b["main"] = .window(0); b["home"] = .controller(0)
        #expect(a == b && a.hashValue == b.hashValue)
        b["home"] = .controller(1)
        #expect(a != b)
    }
}
