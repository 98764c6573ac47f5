import PivotTestSupport
import Testing
@testable import Pivot

/// The world's table of names agrees with a dictionary through additions, replacements,
/// removals and growth; copies do not see each other's changes; equality ignores the order
/// names were added in.
@Suite("The world's name table")
struct NameTableTests {
    @Test("20,000 seeded additions, replacements and removals agree with a dictionary at every step (ASCII names, then some past ASCII)",
          arguments: [false, true])
    func agreesWithDictionary(pastASCII: Bool) {
        var rng = SeededRandom(seed: 7)
        var table = NameTable()
        var reference: [String: Named] = [:]
        // Short names (kept inside the string) and long ones (kept on the heap), some repeating;
        // past ASCII, one accent spelled two ways.
        func name(_ n: UInt64) -> String {
            if pastASCII && n % 5 == 0 { return n % 2 == 0 ? "caf\u{E9}\(n % 40)" : "cafe\u{301}\(n % 40)" }
            return n % 2 == 0 ? "v\(n % 3_000)" : "a-rather-long-window-name-\(n % 3_000)"
        }
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

    @Test("canonically equivalent spellings are one name, as Swift strings compare them, before and after a name past ASCII is added")
    func unicodeEquivalence() {
        var table = NameTable()
        table["K"] = .window(0)
        #expect(table["\u{212A}"] == .window(0), "the Kelvin sign is K")
        table["caf\u{E9}"] = .controller(1)
        #expect(table["cafe\u{301}"] == .controller(1) && table["K"] == .window(0) && table["\u{212A}"] == .window(0))
        table["cafe\u{301}"] = .controller(2)
        #expect(table.count == 2 && table["caf\u{E9}"] == .controller(2))
        var other = NameTable()
        other["\u{212A}"] = .window(0)
        other["cafe\u{301}"] = .controller(2)
        #expect(other == table && other.hashValue == table.hashValue)
        table["K"] = nil
        #expect(table["\u{212A}"] == nil && table.count == 1 && table.detached() == table)
    }
}
