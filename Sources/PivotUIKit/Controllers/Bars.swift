// The bars of UIKit's containers, as views library code adds its own views into (a banner under
// the navigation bar) and reads the frames of. Their heights are the engine's (D1: by device,
// orientation and iOS); they draw nothing.

import Foundation
import Pivot

@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var prefersLargeTitles = false
}

@preconcurrency @MainActor
open class UITabBar: UIView {
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
}

extension UINavigationController {
    /// Under the status bar, the width of the container's view, as tall as the engine's bar for
    /// the orientation; hidden with `isNavigationBarHidden`. Read again on each access.
    public var navigationBar: UINavigationBar {
        let bar = bars.navigation ?? added(UINavigationBar(frame: .zero)) { bars.navigation = $0 }
        let world = app.world
        let orientation = pivotID.flatMap { world.windowOf($0) }.map { world[$0].orientation } ?? world.statusBar.orientation
        let top = view.window == nil ? 0 : CGFloat(world.statusBarHeight)
        bar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: CGFloat(world.navigationBarHeight(in: orientation)))
        bar.isHidden = isNavigationBarHidden
        return bar
    }
}

extension UITabBarController {
    /// At the bottom of the container's view: 49 points over the bottom safe-area inset.
    public var tabBar: UITabBar {
        let bar = bars.tab ?? added(UITabBar(frame: .zero)) { bars.tab = $0 }
        let height = 49 + (view.window?.safeAreaInsets.bottom ?? 0)
        bar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        return bar
    }
}

extension UIViewController {
    /// A bar put in the container's view the first time it is read, and kept.
    fileprivate func added<Bar: UIView>(_ bar: Bar, keep: (Bar) -> Void) -> Bar {
        view.addSubview(bar)
        keep(bar)
        return bar
    }
}
