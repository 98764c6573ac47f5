// What a golden test shows when its output differs from the file: a unified diff.

/// A unified diff of two texts by lines (longest common subsequence), with 2 lines of context.
public func unifiedDiff(_ old: String, _ new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var lines: [(Character, String)] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] { lines.append((" ", a[i])); i += 1; j += 1 }
        else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] { lines.append(("+", b[j])); j += 1 }
        else { lines.append(("-", a[i])); i += 1 }
    }
    let changed = lines.indices.filter { lines[$0].0 != " " }
    let keep = Set(changed.flatMap { max(0, $0 - 2)...min(lines.count - 1, $0 + 2) })
    var out = ["--- expected", "+++ actual"]
    var previous = -2
    for index in keep.sorted() {
        if index != previous + 1 { out.append("@@") }
        out.append("\(lines[index].0)\(lines[index].1)")
        previous = index
    }
    return out.joined(separator: "\n")
}
