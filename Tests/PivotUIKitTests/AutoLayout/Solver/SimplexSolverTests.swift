@testable import PivotUIKit
import Testing

/// The solver on its own: required constraints hold, weighted ones give way by weight, and
/// adding and removing keeps the solution optimal (SPEC AL1, AL2).
@Suite("PivotUIKit: the simplex solver")
struct SimplexSolverTests {
    /// `Σ terms + constant  relation  0` from `(variable, coefficient)` pairs.
    func constraint(_ terms: [(Int, Double)], _ constant: Double, _ relation: LinearConstraint.Relation = .equal,
                    weight: Double? = nil) -> LinearConstraint {
        LinearConstraint(terms: terms.map { .init(variable: $0.0, coefficient: $0.1) }, constant: constant, relation: relation, weight: weight)
    }

    @Test("SPEC AL1: required equalities chain through variables")
    func requiredChain() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        #expect(solver.add(constraint([(x, 1)], -16)) != nil)                               // x = 16
        #expect(solver.add(constraint([(width, 1)], -343)) != nil)                          // width = 343
        #expect(solver.add(constraint([(right, 1), (x, -1), (width, -1)], 0)) != nil)       // right = x + width
        #expect(solver.value(of: right) == 359)
    }

    @Test("SPEC AL2: a weighted constraint gives way to a required one, and a heavier one to none lighter")
    func weightsDecide() {
        var solver = SimplexSolver()
        let width = solver.makeVariable()
        _ = solver.add(constraint([(width, 1)], -100, weight: UILayoutPriority.defaultLow.solverWeight))
        _ = solver.add(constraint([(width, 1)], -200, weight: UILayoutPriority.defaultHigh.solverWeight))
        #expect(solver.value(of: width) == 200)
        _ = solver.add(constraint([(width, 1)], -300, .lessOrEqual))
        _ = solver.add(constraint([(width, 1)], -150, .lessOrEqual))
        #expect(solver.value(of: width) == 150, "the required maximum wins over both wishes")
    }

    @Test("SPEC AL1: a required constraint that contradicts the others is refused and changes nothing")
    func unsatisfiableRefused() {
        var solver = SimplexSolver()
        let width = solver.makeVariable()
        #expect(solver.add(constraint([(width, 1)], -100)) != nil)
        #expect(solver.add(constraint([(width, 1)], -200)) == nil)
        #expect(solver.add(constraint([(width, 1)], -150, .greaterOrEqual)) == nil)
        #expect(solver.value(of: width) == 100)
        #expect(solver.constraintCount == 1)
    }

    @Test("SPEC AL1: removing a constraint re-solves without it")
    func removal() {
        var solver = SimplexSolver()
        let height = solver.makeVariable()
        _ = solver.add(constraint([(height, 1)], -44, weight: 1))
        let pin = solver.add(constraint([(height, 1)], -80))!
        #expect(solver.value(of: height) == 80)
        solver.remove(pin)
        #expect(solver.value(of: height) == 44)
    }

    @Test("SPEC AL1: inequalities between variables meet at their bounds")
    func inequalitiesBetweenVariables() {
        var solver = SimplexSolver()
        let top = solver.makeVariable(), bottom = solver.makeVariable()
        _ = solver.add(constraint([(top, 1)], -20, .greaterOrEqual))                   // top ≥ 20
        _ = solver.add(constraint([(bottom, 1), (top, -1)], -50, .greaterOrEqual))     // bottom ≥ top + 50
        _ = solver.add(constraint([(bottom, 1)], 0, weight: 1))                         // bottom as small as it can be
        _ = solver.add(constraint([(top, 1)], 0, weight: 1))
        #expect(solver.value(of: top) == 20)
        #expect(solver.value(of: bottom) == 70)
    }

    @Test("SPEC AL1: one sequence of calls gives one answer, whatever the order dictionaries keep")
    func deterministic() {
        func run() -> [Double] {
            var solver = SimplexSolver()
            let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
            _ = solver.add(constraint([(a, 1), (b, 1), (c, 1)], -300))
            _ = solver.add(constraint([(a, 1), (b, -1)], 0, weight: 1))
            _ = solver.add(constraint([(b, 1), (c, -1)], 0, weight: 1))
            return [solver.value(of: a), solver.value(of: b), solver.value(of: c)]
        }
        #expect(run() == [100, 100, 100])
        #expect(run() == run())
    }

    @Test("SPEC AL1: a new constant is taken in place and gives what removing and adding would")
    func constantInPlace() {
        func build() -> (SimplexSolver, [Int], Int, Int) {
            var solver = SimplexSolver()
            let width = solver.makeVariable(), left = solver.makeVariable(), inner = solver.makeVariable()
            let pin = solver.add(constraint([(width, 1)], -375))!                                  // width = 375
            let inset = solver.add(constraint([(left, 1)], -44))!                                  // left = 44
            _ = solver.add(constraint([(inner, 1), (width, -1), (left, 2)], 0))                     // inner = width − 2·left
            _ = solver.add(constraint([(inner, 1)], -500, .lessOrEqual, weight: 10))                // inner ≤ 500, weakly
            return (solver, [width, left, inner], pin, inset)
        }
        var (solver, variables, pin, inset) = build()
        _ = variables
        let wider = solver.changeConstant(pin, to: -812), noInset = solver.changeConstant(inset, to: 0)
        #expect(wider && noInset)
        #expect(variables.map { solver.value(of: $0) } == [812, 0, 812])
        let back = solver.changeConstant(pin, to: -375)
        #expect(back)
        #expect(variables.map { solver.value(of: $0) } == [375, 0, 375])
        let required = solver.add(constraint([(variables[2], 1)], -400, .lessOrEqual))!            // inner ≤ 400, required
        let refused = !solver.changeConstant(pin, to: -812)
        #expect(refused, "it would break a required constraint: refused, unchanged")
        #expect(variables.map { solver.value(of: $0) } == [375, 0, 375])
        _ = required
    }
}
