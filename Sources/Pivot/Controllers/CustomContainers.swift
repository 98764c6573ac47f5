// Custom containers (SPEC A16): a plain controller given child controllers
// (addChildViewController), such as a reveal or side-menu controller.

extension World {
    /// The child a container passes UIKit's orientation questions to when it forwards (A1,
    /// A16): a navigation or tab bar container's visible child; a custom container's selected
    /// child (`selected=`), else its first, the one a reveal container shows (PPRevealSideViewController's
    /// rootViewController). Asked only of a forwarding container, so the others pay nothing.
    @inline(__always)
    func forwardedChild(of id: ControllerID) -> ControllerID? {
        if self[id].options.kind != .plain { return visibleChild(of: id) }
        return self[id].selected ?? self[childrenOf: id].first
    }
}
