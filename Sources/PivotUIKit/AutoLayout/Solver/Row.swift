// One row of the simplex tableau: a constant plus symbols with their coefficients. A basic
// symbol equals its row; the objective is a row too. Cells live in a dictionary, and nothing
// ever iterates it to decide: every choice the solver makes takes the lowest symbol among the
// candidates, so a solve is the same whatever order the dictionary keeps (SPEC AL1).

/// A symbol of the tableau: a variable the caller reads, or one the solver made for a
/// constraint (slack for an inequality, error for a non-required one, dummy for a required
/// equality's marker).
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable { case external, slack, error, dummy }
    let id: Int
    let kind: Kind
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    /// Slack and error symbols may enter and leave the basis; dummies never enter.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// Values this close to zero count as zero (floating-point residue of pivots).
let solverEpsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < solverEpsilon }

struct Row: Sendable {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient` times `symbol`; a cell that reaches zero goes away.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient` times another row.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites `0 = row` as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row it equals.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    }

    /// The lowest symbol whose cell passes `test` (the solver's deterministic choice).
    func lowest(where test: (Symbol, Double) -> Bool) -> Symbol? {
        var best: Symbol?
        for (symbol, value) in cells where test(symbol, value) {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }
}
