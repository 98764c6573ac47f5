// What a view tree asks of its layout engine, as solver constraints: the app's active
// constraints (in the order they were activated) and the ones UIKit makes itself, first:
// the root's frame, each autoresizing view's frame relative to its superview
// (NSAutoresizingMaskLayoutConstraint), each Auto Layout view's intrinsic content size at its
// hugging and compression resistance priorities (NSContentSizeLayoutConstraint), and the safe
// area and margins guides the constraints use (SPEC AL3–AL5).

import Foundation

@MainActor
struct EngineConstraint {
    enum Key: Hashable {
        case user(ObjectIdentifier)
        case generated(ObjectIdentifier, Int)
    }

    /// Where a constraint comes from, for the console.
    enum Source {
        case user(NSLayoutConstraint)
        case autoresizing(UIView, String, CGFloat)
        case contentSize(UIView, String, CGFloat, UILayoutPriority)
        case guide(UILayoutGuide, String, CGFloat)
    }

    let key: Key
    let spec: LinearConstraint
    let source: Source

    var isAutoresizing: Bool { if case .autoresizing = source { true } else { false } }

    /// The constraint as UIKit's console prints it.
    var text: String {
        let state = PivotApp.currentIfAny?.layoutState
        func item(_ object: AnyObject) -> String { state?.itemText(object) ?? "\(type(of: object))" }
        switch source {
        case .user(let constraint): return constraint.description
        case .autoresizing(let view, let attribute, let value):
            let mask = view.autoresizingMask
            func axis(_ start: UIView.AutoresizingMask, _ length: UIView.AutoresizingMask, _ end: UIView.AutoresizingMask) -> String {
                let none = !mask.contains(start) && !mask.contains(length) && !mask.contains(end)
                return (mask.contains(start) ? "&" : "-") + (mask.contains(length) ? "&" : "-") + (mask.contains(end) || none ? "&" : "-")
            }
            let masks = "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
                + " v=" + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
            let address = state?.address(of: view) ?? ""
            return "<NSAutoresizingMaskLayoutConstraint:\(address)-\(attribute) \(masks) \(item(view)).\(attribute) == "
                + "\(NSLayoutConstraint.number(value))   (active)>"
        case .contentSize(let view, let attribute, let value, let priority):
            let kind = priority == view.contentHuggingPriority(for: attribute == "width" ? .horizontal : .vertical) ? "Hug" : "CompressionResistance"
            return "<NSContentSizeLayoutConstraint:\(state?.address(of: view) ?? "")-\(attribute) \(item(view)).\(attribute) == "
                + "\(NSLayoutConstraint.number(value)) \(kind):\(Int(priority.rawValue))   (active)>"
        case .guide(let guide, let edge, let value):
            return "<NSLayoutConstraint:\(state?.address(of: guide) ?? "")-\(edge) '\(guide.identifier)-\(edge)' \(item(guide)).\(edge) == "
                + "\(NSLayoutConstraint.number(value))   (active)>"
        }
    }

    /// What the tree asks for now.
    struct Wanted {
        var members: [UIView] = []
        var constraints: [EngineConstraint] = []
        private var specs: [Key: LinearConstraint] = [:]
        func spec(_ key: Key) -> LinearConstraint? { specs[key] }
        mutating func append(_ constraint: EngineConstraint) {
            constraints.append(constraint)
            specs[constraint.key] = constraint.spec
        }
    }

    /// The tree's shape as the engine sees it: the views the constraints reach, the guides
    /// they use, and the app's constraints in activation order. It changes only when a
    /// constraint, a view's place or a content setting does, so a turn reuses it.
    struct Shape {
        /// Held weakly: the engine that keeps the shape belongs to the tree's root.
        struct Member { weak var view: UIView? }
        var members: [Member] = []
        var guides: [UILayoutGuide] = []
        var user: [EngineConstraint] = []
    }

    static func shape(of root: UIView, in engine: LayoutEngine) -> Shape {
        var user: [NSLayoutConstraint] = []
        var reached = Set<ObjectIdentifier>()
        var guides: [UILayoutGuide] = []
        func reach(_ view: UIView) {
            var current: UIView? = view
            while let v = current, reached.insert(ObjectIdentifier(v)).inserted, v !== root { current = v.superview }
        }
        func inTree(_ item: AnyObject?) -> Bool {
            guard let item else { return true }
            let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            return view?.isDescendant(of: root) ?? false
        }
        root.forEachInTree { view in
            guard let state = view.layoutStorageIfAny else { return }
            for constraint in state.installed where inTree(constraint.firstItem) && inTree(constraint.secondItem) {
                user.append(constraint)
            }
        }
        user.sort { $0.activationOrder < $1.activationOrder }
        var seenGuides = Set<ObjectIdentifier>()
        func use(_ guide: UILayoutGuide) {
            if guide.kind != .custom && seenGuides.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
        }
        for constraint in user {
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
                if let view = item as? UIView {
                    reach(view)
                    if attribute.isMargin { use(view.layoutMarginsGuide) }
                } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                    reach(owner)
                    use(guide)
                }
            }
        }
        if engine.fitting != nil { reach(root) }
        var shape = Shape(guides: guides)
        root.forEachInTree { view in if reached.contains(ObjectIdentifier(view)) { shape.members.append(Shape.Member(view: view)) } }
        shape.user = user.map { EngineConstraint(key: .user(ObjectIdentifier($0)), spec: spec(of: $0, engine), source: .user($0)) }
        return shape
    }

    /// What the tree asks for now: UIKit's own constraints from the current frames, insets and
    /// content sizes, then the app's.
    static func collect(_ shape: Shape, for root: UIView, in engine: LayoutEngine) -> Wanted {
        var wanted = Wanted()
        wanted.members = shape.members.compactMap(\.view)
        for view in wanted.members { frameConstraints(of: view, root: root, engine: engine, into: &wanted) }
        for guide in shape.guides { guideConstraints(of: guide, engine: engine, into: &wanted) }
        for constraint in shape.user { wanted.append(constraint) }
        return wanted
    }

    /// The guides' constraints alone, from where the last solve put their owners.
    static func guideConstraints(_ shape: Shape, in engine: LayoutEngine) -> [EngineConstraint] {
        var wanted = Wanted()
        for guide in shape.guides { guideConstraints(of: guide, engine: engine, into: &wanted) }
        return wanted.constraints
    }

    /// The root's frame (or the fitting size), an autoresizing view's frame, an Auto Layout
    /// view's content size.
    private static func frameConstraints(of view: UIView, root: UIView, engine: LayoutEngine, into wanted: inout Wanted) {
        let v = engine.variables(of: view)
        let id = ObjectIdentifier(view)
        func add(_ slot: Int, _ terms: [(Int, Double)], _ constant: CGFloat, _ relation: LinearConstraint.Relation = .equal,
                 _ priority: UILayoutPriority = .required, source: Source) {
            let spec = LinearConstraint(terms: terms.map { LinearConstraint.Term(variable: $0.0, coefficient: $0.1) },
                                        constant: -Double(constant), relation: relation, weight: priority.solverWeight)
            wanted.append(EngineConstraint(key: .generated(id, slot), spec: spec, source: source))
        }
        let frame = view.frame
        if view === root {
            add(0, [(v.x, 1)], 0, source: .autoresizing(view, "minX", 0))
            add(1, [(v.y, 1)], 0, source: .autoresizing(view, "minY", 0))
            if let fitting = engine.fitting {
                add(2, [(v.width, 1)], fitting.size.width, .equal, fitting.horizontal, source: .autoresizing(view, "width", fitting.size.width))
                add(3, [(v.height, 1)], fitting.size.height, .equal, fitting.vertical, source: .autoresizing(view, "height", fitting.size.height))
            } else {
                add(2, [(v.width, 1)], frame.width, source: .autoresizing(view, "width", frame.width))
                add(3, [(v.height, 1)], frame.height, source: .autoresizing(view, "height", frame.height))
                return
            }
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            let s = engine.variables(of: superview)
            add(0, [(v.x, 1), (s.x, -1)], frame.minX, source: .autoresizing(view, "minX", frame.minX))
            add(1, [(v.y, 1), (s.y, -1)], frame.minY, source: .autoresizing(view, "minY", frame.minY))
            add(2, [(v.width, 1)], frame.width, source: .autoresizing(view, "width", frame.width))
            add(3, [(v.height, 1)], frame.height, source: .autoresizing(view, "height", frame.height))
            return
        }
        let content = view.intrinsicContentSize
        for (slot, variable, value, axis, name) in [(4, v.width, content.width, NSLayoutConstraint.Axis.horizontal, "width"),
                                                     (6, v.height, content.height, .vertical, "height")] where value >= 0 {
            let hug = view.contentHuggingPriority(for: axis), resist = view.contentCompressionResistancePriority(for: axis)
            add(slot, [(variable, 1)], value, .lessOrEqual, hug, source: .contentSize(view, name, value, hug))
            add(slot + 1, [(variable, 1)], value, .greaterOrEqual, resist, source: .contentSize(view, name, value, resist))
        }
    }

    /// A safe area or margins guide: its owner's bounds less the insets; a controller's top or
    /// bottom layout guide: the strip of its owner above or below the safe area.
    private static func guideConstraints(of guide: UILayoutGuide, engine: LayoutEngine, into wanted: inout Wanted) {
        guard let owner = guide.owningView else { return }
        let g = engine.variables(of: guide), o = engine.variables(of: owner)
        let safe = engine.safeArea(of: owner)
        let rows: [(String, [(Int, Double)], CGFloat)]
        switch guide.kind {
        case .topSupport, .bottomSupport:
            let top = guide.kind == .topSupport
            rows = [
                ("left", [(g.x, 1), (o.x, -1)], 0),
                ("top", top ? [(g.y, 1), (o.y, -1)] : [(g.y, 1), (o.y, -1), (o.height, -1)], top ? 0 : -safe.bottom),
                ("width", [(g.width, 1), (o.width, -1)], 0),
                ("height", [(g.height, 1)], top ? safe.top : safe.bottom),
            ]
        default:
            let insets = guide.kind == .safeArea ? safe : owner.layoutMargins(safeArea: safe)
            rows = [
                ("left", [(g.x, 1), (o.x, -1)], insets.left),
                ("top", [(g.y, 1), (o.y, -1)], insets.top),
                ("width", [(g.width, 1), (o.width, -1)], -insets.left - insets.right),
                ("height", [(g.height, 1), (o.height, -1)], -insets.top - insets.bottom),
            ]
        }
        let id = ObjectIdentifier(guide)
        for (slot, (edge, terms, constant)) in rows.enumerated() {
            let spec = LinearConstraint(terms: terms.map { LinearConstraint.Term(variable: $0.0, coefficient: $0.1) },
                                        constant: -Double(constant), relation: .equal, weight: nil)
            wanted.append(EngineConstraint(key: .generated(id, slot), spec: spec, source: .guide(guide, edge, constant)))
        }
    }

    /// `first.attribute − multiplier × second.attribute − constant  relation  0`.
    static func spec(of constraint: NSLayoutConstraint, _ engine: LayoutEngine) -> LinearConstraint {
        var terms: [LinearConstraint.Term] = []
        let constant = -Double(constraint.constant)
        func add(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ factor: Double) {
            guard let item, attribute != .notAnAttribute else { return }
            var target: AnyObject = item
            if attribute.isMargin, let view = item as? UIView { target = view.layoutMarginsGuide }
            let v = engine.variables(of: target)
            for (variable, coefficient) in attribute.terms(v) { terms.append(.init(variable: variable, coefficient: coefficient * factor)) }
        }
        add(constraint.firstItem, constraint.firstAttribute, 1)
        add(constraint.secondItem, constraint.secondAttribute, -Double(constraint.multiplier))
        let relation: LinearConstraint.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        }
        return LinearConstraint(terms: terms, constant: constant, relation: relation, weight: constraint.priority.solverWeight)
    }
}

extension NSLayoutConstraint.Attribute {
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// The attribute as a sum of an item's variables (left to right, so leading is left;
    /// baselines are the bottom edge, as Pivot lays out no text: model decision, SPEC AL6).
    func terms(_ v: LayoutEngine.ItemVariables) -> [(Int, Double)] {
        switch self {
        case .left, .leading, .leftMargin, .leadingMargin: [(v.x, 1)]
        case .right, .trailing, .rightMargin, .trailingMargin: [(v.x, 1), (v.width, 1)]
        case .top, .topMargin: [(v.y, 1)]
        case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: [(v.y, 1), (v.height, 1)]
        case .width: [(v.width, 1)]
        case .height: [(v.height, 1)]
        case .centerX, .centerXWithinMargins: [(v.x, 1), (v.width, 0.5)]
        case .centerY, .centerYWithinMargins: [(v.y, 1), (v.height, 0.5)]
        case .notAnAttribute: []
        }
    }
}
