// A Cassowary-style incremental simplex solver (Badros, Borning and Stuckey, "The Cassowary
// Linear Arithmetic Constraint Solving Algorithm", 2001), as Auto Layout's engine is one
// (Apple, "Auto Layout Guide": the engine is based on Cassowary). A plain value: constraints
// are added and removed one at a time, each keeping the tableau optimal, so a turn that
// changes two constants costs two small re-solves, not a new system. Required constraints
// must hold; a non-required one adds its weighted error to the objective, which the solver
// minimises. Every choice takes the lowest symbol, so one sequence of calls gives one answer.

/// `Σ coefficient·variable + constant  relation  0`.
struct LinearConstraint: Hashable, Sendable {
    enum Relation: Sendable { case lessOrEqual, equal, greaterOrEqual }
    var terms: [Term]
    var constant: Double
    var relation: Relation
    /// The weight of its error in the objective; nil: required.
    var weight: Double?

    struct Term: Hashable, Sendable {
        var variable: Int
        var coefficient: Double
    }
}

struct SimplexSolver: Sendable {
    /// What the solver keeps of an added constraint: the symbols that mark it in the tableau.
    struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?
        var weight: Double?
        /// The marker's coefficient in the row as made (before any change of sign), and the
        /// constraint's constant: what a new constant shifts (`changeConstant`).
        var markerCoefficient: Double = 1
        var constant: Double = 0
    }

    private var rows: [Symbol: Row] = [:]
    private var objective = Row()
    private var artificial: Row?
    private var tags: [Int: Tag] = [:]
    private var variables: [Symbol] = []
    /// Basic symbols whose rows went negative while a constant changed (dual simplex work).
    private var infeasible: Set<Symbol> = []
    private var collectsInfeasible = false
    private var nextSymbol = 0
    private var nextConstraint = 0

    /// How many constraints hold now.
    var constraintCount: Int { tags.count }

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbol += 1
        return Symbol(id: nextSymbol, kind: kind)
    }

    /// A new variable, zero until constraints say otherwise.
    mutating func makeVariable() -> Int {
        let symbol = makeSymbol(.external)
        variables.append(symbol)
        return variables.count - 1
    }

    /// The variable's value in the current solution.
    func value(of variable: Int) -> Double { rows[variables[variable]]?.constant ?? 0 }

    // MARK: Adding and removing

    /// Adds a constraint; nil when it is required and cannot hold with the required ones there
    /// (the tableau is left as it was).
    mutating func add(_ constraint: LinearConstraint) -> Int? {
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Only dummies: the row is `0 = constant`, true or unsatisfiable as it stands.
            guard nearZero(row.constant) else { return nil }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else {
            // Only a required row can fail here (a weighted one always has an error subject);
            // a failed one leaves the tableau as it was.
            let saved = self
            if !addWithArtificialVariable(row) {
                self = saved
                return nil
            }
        }
        nextConstraint += 1
        tags[nextConstraint] = tag
        optimize()
        return nextConstraint
    }

    /// Removes a constraint added before; the solution re-optimises without it.
    mutating func remove(_ id: Int) {
        guard let tag = tags.removeValue(forKey: id) else { return }
        removeErrorEffects(tag)
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, by: row)
        }
        optimize()
    }

    /// Gives an added constraint a new constant in place, as Cassowary's edit variables do:
    /// the constraint's marker absorbs the change in every row, and the dual simplex restores
    /// feasibility. False (and nothing changed) when required constraints can no longer hold:
    /// the caller removes and adds it instead.
    mutating func changeConstant(_ id: Int, to constant: Double) -> Bool {
        guard var tag = tags[id] else { return false }
        let shift = constant - tag.constant
        if shift == 0 { return true }
        let saved = self
        // Row as made: 0 = E + k + s·m. A new k' = k + shift keeps E with m = m' + shift / s.
        let perMarker = shift / tag.markerCoefficient
        if var row = rows[tag.marker] {
            row.constant -= perMarker
            rows[tag.marker] = row
            if tag.marker.kind != .external && row.constant < 0 { infeasible.insert(tag.marker) }
        } else {
            for key in Array(rows.keys) {
                let coefficient = rows[key]!.coefficient(for: tag.marker)
                guard coefficient != 0 else { continue }
                rows[key]!.constant += coefficient * perMarker
                if key.kind != .external && rows[key]!.constant < 0 { infeasible.insert(key) }
            }
        }
        tag.constant = constant
        tags[id] = tag
        guard dualOptimize() else {
            self = saved
            return false
        }
        return true
    }

    /// Dual simplex: pivots each infeasible row (lowest first) back to a non-negative constant
    /// while keeping the objective optimal; false when a row cannot be repaired.
    private mutating func dualOptimize() -> Bool {
        collectsInfeasible = true
        defer { collectsInfeasible = false; infeasible = [] }
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: Double, symbol: Symbol)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) { best = (ratio, symbol) }
            }
            guard let entering = best?.symbol else { return false }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, by: row)
            rows[entering] = row
        }
        return true
    }

    private mutating func makeRow(_ constraint: LinearConstraint) -> (Row, Tag) {
        var row = Row(constant: constraint.constant)
        for term in constraint.terms where !nearZero(term.coefficient) {
            let symbol = variables[term.variable]
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var tag: Tag
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag = Tag(marker: slack, weight: constraint.weight, markerCoefficient: sign)
            row.insert(slack, sign)
            if let weight = constraint.weight {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, weight)
            }
        case .equal:
            if let weight = constraint.weight {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag = Tag(marker: plus, other: minus, weight: weight, markerCoefficient: -1)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
            } else {
                let dummy = makeSymbol(.dummy)
                tag = Tag(marker: dummy, weight: nil)
                row.insert(dummy)
            }
        }
        tag.constant = constraint.constant
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external variable, else a marker with a
    /// negative coefficient.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.lowest(where: { symbol, _ in symbol.kind == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// Phase one for a row with no subject: minimise an artificial variable; the row is
    /// satisfiable when it reaches zero.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize(artificialPhase: true)
        let success = nearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.lowest(where: { symbol, _ in symbol.isPivotable }) else { return false }
            basic.solve(for: art, entering)
            substitute(entering, by: basic)
            rows[entering] = basic
        }
        for key in Array(rows.keys) { rows[key]!.remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces a symbol that just became basic everywhere it appears.
    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        for key in Array(rows.keys) {
            rows[key]!.substitute(symbol, by: row)
            if collectsInfeasible && key.kind != .external && rows[key]!.constant < 0 { infeasible.insert(key) }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Primal simplex on the objective (or phase one's artificial row) until no symbol with a
    /// negative cost can enter; an unbounded direction stops it (a free variable stays put).
    private mutating func optimize(artificialPhase: Bool = false) {
        while true {
            let target = artificialPhase ? artificial ?? Row() : objective
            guard let entering = target.lowest(where: { symbol, value in symbol.kind != .dummy && value < 0 }),
                  let leaving = leavingSymbol(for: entering), var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(for: leaving, entering)
            substitute(entering, by: row)
            rows[entering] = row
        }
    }

    /// The basic symbol that leaves when `entering` enters: the tightest ratio, lowest on ties.
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for (symbol, row) in rows where symbol.kind != .external {
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) { best = (ratio, symbol) }
        }
        return best?.symbol
    }

    /// The row to pivot a removed constraint's marker into the basis with.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (Double, Symbol)?, second: (Double, Symbol)?, third: Symbol?
        for (symbol, row) in rows {
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.kind == .external {
                if third == nil || symbol < third! { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.0 || (ratio == first!.0 && symbol < first!.1) { first = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.0 || (ratio == second!.0 && symbol < second!.1) { second = (ratio, symbol) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }

    private mutating func removeErrorEffects(_ tag: Tag) {
        guard let weight = tag.weight else { return }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.insert(row, -weight) } else { objective.insert(symbol, -weight) }
        }
    }
}
