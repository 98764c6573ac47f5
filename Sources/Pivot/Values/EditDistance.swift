// How far a typed word is from a known one, for "did you mean …?" (only on error paths).

/// Edits from `a` to `b` with unit costs, a swap of two neighbours counting one (optimal string
/// alignment: `shwo` is one edit from `show`), in O(a·b) time and O(b) memory.
package func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = Array(repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], beforePrevious[j - 2] + 1) }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
