// The one template every harness failure uses: a headline, a blank line, what was expected and
// what was found as `-`/`+` lines in trace syntax (unchanged runs folded), and "To fix, …"
// where the fix is plain, ready to paste.

struct FailureMessage {
    var headline: String
    var expected: [String] = []
    var found: [String] = []
    /// Lines after the diff: the fix, indented code, notes.
    var fix: [String] = []

    var text: String {
        var out = [headline]
        let diff = Self.diff(expected, found)
        if !diff.isEmpty { out += [""] + diff }
        if !fix.isEmpty { out += [""] + fix }
        return out.joined(separator: "\n")
    }

    /// Expected as `-` lines and found as `+` lines, lines both share as `  ` lines; a run of
    /// more than three shared lines is folded to its ends and a count.
    static func diff(_ expected: [String], _ found: [String]) -> [String] {
        var lines: [String] = []
        var shared: [String] = []
        func flushShared() {
            if shared.count > 3 {
                lines += ["  \(shared[0])", "  … \(shared.count - 2) unchanged", "  \(shared[shared.count - 1])"]
            } else {
                lines += shared.map { "  \($0)" }
            }
            shared = []
        }
        for step in edits(expected, found) {
            switch step {
            case .same(let line): shared.append(line)
            case .removed(let line): flushShared(); lines.append("- \(line)")
            case .added(let line): flushShared(); lines.append("+ \(line)")
            }
        }
        flushShared()
        return lines
    }

    enum Edit: Equatable { case same(String), removed(String), added(String) }

    /// A shortest edit from `a` to `b` by longest common subsequence; lists too long for the
    /// table (over a million cells) come out as all removed, then all added.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        guard a.count * b.count <= 1_000_000 else { return a.map(Edit.removed) + b.map(Edit.added) }
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(.same(a[i])); i += 1; j += 1
            } else if j < b.count, i == a.count || common[i][j + 1] > common[i + 1][j] {
                edits.append(.added(b[j])); j += 1
            } else {
                edits.append(.removed(a[i])); i += 1
            }
        }
        return edits
    }

    /// "1 effect", "3 effects".
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
