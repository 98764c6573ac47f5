// Popover presentations and their source (SPEC A14): unadapted, a popover points at a source
// view or bar button item, and UIKit raises when it has neither.

extension Crash {
    /// A14: UIKit's reason, with the presentation controller's address (unknowable: 0x0 here).
    public static let popoverWithoutSource = "UIPopoverPresentationController (<UIPopoverPresentationController: 0x0>) "
        + "should have a non-nil sourceView or barButtonItem set before the presentation occurs."
}

extension World {
    /// A14: a popover stays a popover where its window is horizontally regular (an iPad full
    /// screen or in a wide window; a large iPhone in landscape before iOS 13); elsewhere it adapts
    /// (full screen, from iOS 13 a form sheet) and needs no source.
    func popoverLacksSource(_ presented: ControllerID, in window: WindowID) -> Bool {
        guard profile.popoversNeedSource, self[presented].options.popoverSource == .unset,
              let traits = traits(of: window) else { return false }
        // A17: a delegate that answers `none` keeps the popover a popover, which needs its source.
        if self[presented].options.adaptive == .none { return true }
        return traits.horizontal == .regular && !(profile.popoverAdaptsToCompactHeight && traits.vertical == .compact)
    }
}
