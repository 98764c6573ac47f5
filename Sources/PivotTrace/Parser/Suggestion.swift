// "Did you mean …?" for misspelt keywords, options, devices, callbacks and notification names:
// the closest candidate by Levenshtein distance, ignoring case, when it is close enough to be a
// likely typo. Runs only on the error path.

enum Suggestion {
    /// Words longer than this get no suggestion (keeps a huge junk word from costing time).
    private static let longest = 64

    /// "; did you mean 'X'?" for the closest candidate, or nil.
    static func hint(for word: String, among candidates: [String]) -> String? {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" }
    }

    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        guard !typed.isEmpty, typed.count <= longest else { return nil }
        // Words of one or two letters are all close to each other: only a change of case counts.
        let allowed = typed.count < 3 ? 0 : max(1, min(3, typed.count / 3))
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates {
            // Lengths further apart than the allowed distance cannot be close: skip the work.
            guard abs(candidate.unicodeScalars.count - typed.count) <= allowed else { continue }
            let distance = levenshtein(typed, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Edit distance with unit costs, in O(a·b) time and O(b) memory.
    static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
