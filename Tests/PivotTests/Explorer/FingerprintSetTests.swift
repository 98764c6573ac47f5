import PivotTestSupport
import Testing
@testable import Pivot

/// The explorer's set of seen fingerprints agrees with a Set<UInt64> through growth, zero and
/// repeats, so a search deduplicates exactly as before.
@Suite("The explorer's fingerprint set")
struct FingerprintSetTests {
    @Test("inserting 50,000 random fingerprints (repeats and zero among them) agrees with a Set at every step")
    func agreesWithSet() {
        var rng = SeededRandom(seed: 42)
        var set = FingerprintSet(minimumCapacity: 4)
        var reference = Set<UInt64>()
        for i in 0..<50_000 {
            // Some fingerprints repeat and some collide in their low bits, to exercise probing.
            let f: UInt64 = i % 97 == 0 ? 0 : (i % 3 == 0 ? UInt64(i % 500) << 40 : rng.next())
            #expect(set.contains(f) == reference.contains(f))
            #expect(set.insert(f) == reference.insert(f).inserted)
            if i % 1_000 == 0 { #expect(set.count == reference.count) }
        }
        #expect(set.count == reference.count && reference.allSatisfy(set.contains))
    }
}
