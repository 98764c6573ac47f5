// What a view keeps for layout: the layout pass's flags, its Auto Layout settings and
// constraints, its guides, and (on the root of a view tree) the engine that solves the tree.
// One object a view, made on first use, so a view that never lays out pays one nil pointer.

import Foundation

// The flags are read for every view of every layout pass: no runtime exclusivity check on
// them (`@exclusivity(unchecked)`, see `PivotApp.shell`).
@MainActor
final class ViewLayoutState {
    /// `setNeedsLayout` was called (or the bounds changed) and `layoutSubviews` has not run since.
    @exclusivity(unchecked) var needsLayout = false
    /// Some view below needs layout: the pass walks down only where this is set.
    @exclusivity(unchecked) var descendantNeedsLayout = false
    /// Its `layoutSubviews` (and its controller's callbacks) are running.
    @exclusivity(unchecked) var layingOut = false
    /// `updateConstraints` is due; true at first, as UIKit calls it once for a view it lays out
    /// with constraints.
    @exclusivity(unchecked) var needsUpdateConstraints = true
    /// A view below needs its constraints updated.
    @exclusivity(unchecked) var descendantNeedsUpdateConstraints = false
    /// The tree below this view may hold constraints (set on a tree's root, carried by `addSubview`).
    @exclusivity(unchecked) var mayHaveConstraints = false

    /// The view's `constraints`: those installed on it, in the order they were installed.
    var installed: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var autoresizesSubviews = true
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    /// Margins the app set (nil: UIKit's default for the view).
    var margins: UIEdgeInsets?
    var insetsMarginsFromSafeArea = true
    var preservesSuperviewMargins = false

    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// A controller's top and bottom layout guides, in its view.
    var supportGuides: [LayoutSupportGuide] = []

    /// The engine of the tree this view is the root of.
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// The size a window (whose bounds the engine changes) was last laid out at.
    @exclusivity(unchecked) var laidOutSize: CGSize?
}

/// An app's layout bookkeeping: whether any view waits for a pass, and the numbers the console
/// prints for objects in place of addresses.
@MainActor
final class AppLayoutState {
    /// Some view needs layout or a constraint changed since the last pass.
    @exclusivity(unchecked) var pending = false
    /// Bumped whenever an input of the engines may have changed; an engine solves again when
    /// its tree was last solved at another generation.
    @exclusivity(unchecked) var generation = 0
    /// Bumped when a constraint, a view's place in a tree or a content setting changes: the
    /// engines collect their trees' shape again (a turn changes none of these).
    @exclusivity(unchecked) var structure = 0
    @exclusivity(unchecked) var committing = false
    /// How many constraints were activated: each one's place in the engine's order.
    var activations = 0
    nonisolated init() {}
    /// Lines the app's layout logged (`PivotApp.console`).
    var console: [String] = []
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var objects: [AnyObject] = []

    /// A stable stand-in for an object's address: `0x` and its number in the app.
    func address(of object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let number = numbers[id] { return "0x" + String(number, radix: 16) }
        objects.append(object)
        let number = 0x7f00 + objects.count
        numbers[id] = number
        return "0x" + String(number, radix: 16)
    }

    /// `UILabel:0x7f01` or `UILayoutGuide:0x7f02'UIViewSafeAreaLayoutGuide'`.
    func itemText(_ item: AnyObject) -> String {
        let text = "\(type(of: item)):\(address(of: item))"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { return text + "'\(guide.identifier)'" }
        return text
    }
}

extension PivotApp {
    /// What the app logged to its console, in order: Auto Layout's messages among them.
    public var console: [String] { layoutState.console }

    /// Appends a line to the console.
    func log(_ line: String) { layoutState.console.append(line) }
}
