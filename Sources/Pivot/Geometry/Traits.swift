// Size classes (SPEC L6): per device, orientation and window size. iPhones are compact wide and
// regular tall in portrait; in landscape compact tall, and regular wide on the large phones.
// iPads are regular both ways, a window narrower than the screen compact wide (P2).

public enum SizeClass: String, Hashable, Sendable { case compact, regular }

public struct TraitCollection: Hashable, Sendable {
    public var horizontal: SizeClass
    public var vertical: SizeClass
    public init(horizontal: SizeClass, vertical: SizeClass) { self.horizontal = horizontal; self.vertical = vertical }
}

extension World {
    /// A window's trait collection; nil before iOS 8, which has no size classes.
    public func traits(of window: WindowID) -> TraitCollection? {
        guard profile.hasSizeTransitions else { return nil }
        let w = self[window]
        if model.isPhone {
            return w.orientation.isLandscape
                ? TraitCollection(horizontal: model.regularWidthInLandscape ? .regular : .compact, vertical: .compact)
                : TraitCollection(horizontal: .compact, vertical: .regular)
        }
        // A15: Split View and Slide Over set the width class by the app's width.
        if multitaskMode != .full && (w.resized || w.fillsScreen) {
            return TraitCollection(horizontal: Self.multitaskClass(w.bounds.width), vertical: .regular)
        }
        let screen = screenSize(in: w.orientation)
        return TraitCollection(horizontal: w.bounds.width < screen.width ? .compact : .regular, vertical: .regular)
    }
}
