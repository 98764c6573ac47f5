// The layout engine of one view tree (UIKit keeps one per window): it turns the tree's active
// constraints, and the constraints UIKit makes itself (a view's autoresizing frame, its
// intrinsic content size, its safe area and margins guides), into the solver's constraints,
// and hands the solved frames to the layout pass. Each solve compares what the tree asks for
// now with what the solver holds and adds or removes only the difference, so a turn, which
// changes the root's size and its guides, re-solves a handful of rows (SPEC AL1, AL4).
// Positions are in the root's space; a view's frame is its position less its superview's.

import Foundation

@MainActor
final class LayoutEngine {
    struct ItemVariables { let x, y, width, height: Int }
    /// What the solver holds for one constraint of the tree.
    private struct Entry {
        var spec: LinearConstraint
        /// nil: broken (a required constraint that could not hold).
        var solverID: Int?
        var order: Int
    }

    private var solver = SimplexSolver()
    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    private var entries: [EngineConstraint.Key: Entry] = [:]
    private var nextOrder = 0
    private var syncedGeneration = -1
    /// The tree's shape, kept while the app's structure count stays (AppLayoutState.structure).
    private var shape: (EngineConstraint.Shape, structure: Int)?
    /// Something of this tree alone changed (its window turned): solve at the next look.
    var needsSolve = false
    private unowned let root: UIView
    /// The views of the tree the constraints reach (and their ancestors). Identities only: the
    /// root holds its engine, so the engine holds no view strongly.
    private var memberIDs: Set<ObjectIdentifier> = []
    /// For `systemLayoutSizeFitting`: the size asked for, at its priorities, in place of the root's frame.
    let fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    init(root: UIView, fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil) {
        self.root = root
        self.fitting = fitting
    }

    func variables(of item: AnyObject) -> ItemVariables {
        let id = ObjectIdentifier(item)
        if let known = variables[id] { return known }
        let made = ItemVariables(x: solver.makeVariable(), y: solver.makeVariable(),
                                 width: solver.makeVariable(), height: solver.makeVariable())
        variables[id] = made
        return made
    }

    func isMember(_ view: UIView) -> Bool { memberIDs.contains(ObjectIdentifier(view)) }

    /// The item's solved rectangle in the root's space (pixel-aligned, as UIKit rounds).
    func solvedRect(of item: AnyObject) -> CGRect? {
        guard let v = variables[ObjectIdentifier(item)] else { return nil }
        return CGRect(x: aligned(solver.value(of: v.x)), y: aligned(solver.value(of: v.y)),
                      width: aligned(solver.value(of: v.width)), height: aligned(solver.value(of: v.height)))
    }

    private func aligned(_ value: Double) -> CGFloat {
        let rounded = (CGFloat(value) * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }

    /// A view's solved frame in its superview (the difference of two aligned origins, aligned
    /// again so that 50 stays 50 and not 50.00000000000001).
    func solvedFrame(of view: UIView) -> CGRect? {
        guard isMember(view), var rect = solvedRect(of: view) else { return nil }
        if view !== root, let superview = view.superview, let outer = solvedRect(of: superview) {
            rect.origin = CGPoint(x: aligned(rect.minX - outer.minX), y: aligned(rect.minY - outer.minY))
        }
        return rect
    }

    // MARK: Solving

    /// Solves again if an input may have changed since the last solve; marks the superview of
    /// every view whose frame the solve moves as needing layout.
    func solveIfNeeded(generation: Int) {
        guard syncedGeneration != generation || needsSolve else { return }
        syncedGeneration = generation
        solve()
    }

    /// The screen's scale, read once a solve: frames are aligned to its pixels.
    private var scale: CGFloat = 2

    func solve() {
        if let app = PivotApp.currentIfAny { scale = CGFloat(app.world.model.scale) }
        needsSolve = false
        let structure = PivotApp.currentIfAny?.layoutState.structure ?? -1
        let shape = self.shape.flatMap { $0.structure == structure && structure >= 0 ? $0.0 : nil }
            ?? EngineConstraint.shape(of: root, in: self)
        self.shape = (shape, structure)
        var wanted = EngineConstraint.collect(shape, for: root, in: self)
        memberIDs = Set(wanted.members.map(ObjectIdentifier.init))
        sync(wanted)
        // A view's safe area (and margins) follow where it lies in its window, so a solve that
        // moves the owner of a guide moves the guide: solve again until they stay, as UIKit lays
        // out again after safeAreaInsetsDidChange (each level of nested guides settles in a round).
        if shape.guides.contains(where: { $0.owningView !== root && $0.owningView?.owningController == nil }) {
            for _ in 0..<Self.guideRounds {
                let moved = EngineConstraint.guideConstraints(shape, in: self).contains { entries[$0.key]?.spec != $0.spec }
                if !moved { break }
                wanted = EngineConstraint.collect(shape, for: root, in: self)
                sync(wanted)
            }
        }
        for view in wanted.members where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            if let frame = solvedFrame(of: view), frame != view.frame { view.superview?.setNeedsLayout() }
        }
    }

    /// How many times a solve may solve again for guides that moved with their owners.
    static let guideRounds = 4

    /// A guide owner's safe area where the last solve put it (its frame may not be applied yet).
    func safeArea(of owner: UIView) -> UIEdgeInsets {
        guard owner !== root, owner.owningController == nil, let window = root.window, let rect = solvedRect(of: owner) else {
            return owner.safeAreaInsets
        }
        let origin = root === window ? .zero : root.convert(CGPoint.zero, to: window)
        return window.safeArea(covering: rect.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// Makes the solver hold what the tree asks for: changed constants in place, then the
    /// removals, then the additions.
    private func sync(_ wanted: EngineConstraint.Wanted) {
        var keep = Set<EngineConstraint.Key>()
        for constraint in wanted.constraints { keep.insert(constraint.key) }
        // A new constant alone is changed in place (the common case: a turn changes the root's
        // size and its guides' insets), in the order the tree asks for its constraints.
        for constraint in wanted.constraints {
            guard let entry = entries[constraint.key], let id = entry.solverID else { continue }
            let now = constraint.spec
            guard now != entry.spec, now.terms == entry.spec.terms, now.relation == entry.spec.relation,
                  now.weight == entry.spec.weight, solver.changeConstant(id, to: now.constant) else { continue }
            entries[constraint.key]?.spec = now
        }
        // Removals first, oldest first, so the tableau never holds both a constraint's old and new form.
        var stale: [(key: EngineConstraint.Key, order: Int, id: Int?)] = []
        for (key, entry) in entries where !keep.contains(key) || wanted.spec(key) != entry.spec {
            stale.append((key, entry.order, entry.solverID))
        }
        stale.sort { $0.order < $1.order }
        for (key, _, id) in stale {
            if let id { solver.remove(id) }
            entries[key] = nil
        }
        for constraint in wanted.constraints where entries[constraint.key] == nil {
            nextOrder += 1
            let id = solver.add(constraint.spec)
            entries[constraint.key] = Entry(spec: constraint.spec, solverID: id, order: nextOrder)
            if id == nil { reportUnsatisfiable(constraint, among: wanted.constraints) }
        }
    }

    /// UIKit's console message, and the constraint left out (the one being added: model
    /// decision, SPEC AL7).
    private func reportUnsatisfiable(_ broken: EngineConstraint, among all: [EngineConstraint]) {
        let touched = Set(broken.spec.terms.map(\.variable))
        let conflicting = all.filter { other in
            guard other.key != broken.key, other.spec.weight == nil, entries[other.key]?.solverID != nil else { return false }
            return other.spec.terms.contains { touched.contains($0.variable) }
        } + [broken]
        PivotApp.currentIfAny?.log(UnsatisfiableConstraints.message(conflicting: conflicting.map(\.text), broken: broken.text,
                                                                      autoresizing: conflicting.contains { $0.isAutoresizing }))
    }
}

/// The console text of UIKit's "Unable to simultaneously satisfy constraints." (as printed
/// by iOS 11–18 with the `[LayoutConstraints]` category).
enum UnsatisfiableConstraints {
    static func message(conflicting: [String], broken: String, autoresizing: Bool) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if autoresizing {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines += [")", "", "Will attempt to recover by breaking constraint ", broken, "",
                  "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                  "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIKitDebugging.h> may also be helpful."]
        return lines.joined(separator: "\n")
    }
}
