// The app's record of every effect (`PivotApp.effects`). One array appended to after every
// step cost a library call's loop about 40 % of its time on a busy VM (`pivot-bench --only
// uikit`), though it kept no more than the effects: each doubling copied the whole record into
// newly mapped memory (a page fault and a zeroed page every 4 KB) and unmapped the old. Here a step's effects go into the chunk being filled,
// and one array is made of the chunks when code reads `effects` (and kept, so that a second
// read costs nothing and a test that reads after every step extends it as before).

import Pivot

struct EffectLog {
    /// The first effects, joined into one array by the last read.
    private var joined: [Effect] = []
    /// The effects after those: full chunks, then the one being filled.
    private var chunks: [[Effect]] = []
    private var filling: [Effect] = []
    /// About 370 KB of effects a chunk.
    private static let chunkSize = 4096

    /// How many effects there are.
    private(set) var count = 0

    mutating func append(contentsOf effects: [Effect]) {
        count += effects.count
        if filling.count + effects.count > Self.chunkSize, !filling.isEmpty {
            chunks.append(filling)
            filling = []
        }
        if filling.capacity == 0 { filling.reserveCapacity(max(Self.chunkSize, effects.count)) }
        filling += effects
    }

    /// Every effect, in order, as one array.
    mutating func all() -> [Effect] {
        guard joined.count < count else { return joined }
        for chunk in chunks { joined += chunk }
        joined += filling
        chunks = []
        filling.removeAll(keepingCapacity: true)
        return joined
    }
}
