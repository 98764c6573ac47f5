// The tables the command line prints (`pivot devices`, `pivot matrix`): left-aligned columns
// separated by two spaces, the last column unpadded.

package enum TextTable {
    package static func render(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
