// The part of a world that steps rarely change, behind one reference a world copies on write
// (`World.ownCatalog`).

/// What steps rarely change: the names (at declarations), the views, the app delegate's masks
/// and the containers' children. One reference for them all, so that copying a world, which the
/// explorer does at every transition, counts one reference for them; a step that changes one
/// copies the catalog first.
final class Catalog: Equatable, @unchecked Sendable {
    // @unchecked: a catalog is written only while one world holds it (copy on write), so no two
    // accesses overlap; unchecked exclusivity spares each read a runtime check.
    @exclusivity(unchecked) var names: NameTable
    @exclusivity(unchecked) var views: [View]
    @exclusivity(unchecked) var delegateMasks: [WindowID: OrientationMask]
    /// By controller index; controllers past the end have none.
    @exclusivity(unchecked) var children: [[ControllerID]]
    /// A library's actions by name, and its observers: the actions each notification runs, in
    /// the order they were added.
    @exclusivity(unchecked) var actions: [String: [Event]]
    @exclusivity(unchecked) var reactions: [NotificationName: [String]]
    /// Read on every step; an empty dictionary answers without hashing anything.
    var hasReactions: Bool { !reactions.isEmpty }
    /// The views that keep a fill, by index in ascending order (a parent before its subviews):
    /// none, the usual case, costs a step nothing, and a step refreshes these alone.
    @exclusivity(unchecked) var filled: [Int]
    /// The buffers of the last finished rotation, for the next one to fill (`World.spareTurns`):
    /// scratch, not state, so equality and `copy()` leave them out.
    @exclusivity(unchecked) var spareTurns: [RotationCast.Turn] = []
    @exclusivity(unchecked) var spareMembers: [RotationCast.Member] = []

    init(names: NameTable = NameTable(), views: [View] = [], delegateMasks: [WindowID: OrientationMask] = [:],
         children: [[ControllerID]] = [], actions: [String: [Event]] = [:], reactions: [NotificationName: [String]] = [:],
         filled: [Int] = []) {
        self.names = names; self.views = views; self.delegateMasks = delegateMasks; self.children = children
        self.actions = actions; self.reactions = reactions
        self.filled = filled
    }

    func copy() -> Catalog {
        Catalog(names: names, views: views, delegateMasks: delegateMasks, children: children, actions: actions,
                reactions: reactions, filled: filled)
    }

    /// The non-empty lists with their containers' indices: a list emptied and one never set
    /// are alike.
    private var childLists: some Sequence<(Int, [ControllerID])> {
        children.indices.lazy.filter { !self.children[$0].isEmpty }.map { ($0, self.children[$0]) }
    }

    func foldChildren(into fold: inout WordFold) {
        for (index, list) in childLists {
            fold.add(index, list.count)
            for child in list { fold.add(child.index) }
        }
    }

    static func == (a: Catalog, b: Catalog) -> Bool {
        a === b || (a.names == b.names && a.views == b.views && a.delegateMasks == b.delegateMasks
                    && a.actions == b.actions && a.reactions == b.reactions
                    && a.childLists.elementsEqual(b.childLists) { $0.0 == $1.0 && $0.1 == $1.1 })
    }
}
