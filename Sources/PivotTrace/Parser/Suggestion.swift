// "Did you mean …?" for misspelt keywords, options, devices, callbacks and notification names:
// the closest candidate by edit distance (a swap of two neighbouring letters, `shwo`, is one
// edit), ignoring case, when it is close enough to be a likely typo. Runs only on the error path.

import Pivot

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
            let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

}
