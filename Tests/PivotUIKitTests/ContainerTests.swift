import Pivot
import PivotUIKit
import Testing

/// Navigation and tab bar controllers in UIKit's names: the stack and the tabs are the engine's,
/// and a container answers UIKit's defaults unless a subclass forwards, as the seeds' fix does.
@MainActor
@Suite("PivotUIKit: containers")
struct ContainerTests {
    final class Page: UIViewController {
        var supports: UIInterfaceOrientationMask = .portrait
        var appeared = 0
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supports }
        override func viewDidAppear(_ animated: Bool) { appeared += 1 }
    }

    /// The subclass libraries and apps write so the top controller decides.
    final class ForwardingNavigation: UINavigationController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            topViewController?.supportedInterfaceOrientations ?? .portrait
        }
    }

    static func app(root: UIViewController) -> (PivotApp, UIWindow) { launchedHost(root: root) }

    @Test("SPEC A1: a navigation controller that does not forward decides with UIKit's default, whatever its top controller says")
    func plainNavigationDecides() {
        let page = Page()
        let nav = UINavigationController(rootViewController: page)
        let (app, window) = Self.app(root: nav)
        app.run {
            app.rotate(to: .landscapeLeft)
            #expect(window.interfaceOrientation == .landscapeRight, "the idiom's default (all but upside down) decides")
            #expect(nav.children.count == 1 && nav.topViewController === page && page.parent === nav && page.navigationController === nav)
        }
    }

    @Test("SPEC A1 A7: a forwarding subclass asks its top controller; a push does not turn the window, the next rotation does")
    func forwardingNavigationFollowsTheTop() {
        let first = Page()
        let nav = ForwardingNavigation(rootViewController: first)
        let (app, window) = Self.app(root: nav)
        app.run {
            app.rotate(to: .landscapeLeft)
            #expect(window.interfaceOrientation == .portrait, "the portrait page decides through the forwarding stack")
            let second = Page()
            second.supports = .landscape
            nav.pushViewController(second, animated: true)
            #expect(window.interfaceOrientation == .portrait, "A7: a push never re-evaluates")
            app.advance(by: 1)
            #expect(nav.viewControllers.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
            #expect(second.appeared == 1)
            app.rotate(to: .portrait)
            app.rotate(to: .landscapeLeft)
            #expect(window.interfaceOrientation == .landscapeRight)
            #expect(nav.popViewController(animated: false) === second)
            app.advance(by: 1)
            #expect(nav.topViewController === first && second.parent == nil)
        }
    }

    @Test("SPEC A1: a tab bar controller's selection is the engine's; a forwarding subclass asks the selected tab")
    func tabsSelect() {
        final class ForwardingTabs: UITabBarController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                selectedViewController?.supportedInterfaceOrientations ?? .portrait
            }
        }
        let portrait = Page(), landscape = Page()
        landscape.supports = .allButUpsideDown
        let tabs = ForwardingTabs()
        tabs.viewControllers = [portrait, landscape]
        let (app, window) = Self.app(root: tabs)
        app.run {
            #expect(tabs.selectedViewController === portrait && tabs.selectedIndex == 0)
            app.rotate(to: .landscapeLeft)
            #expect(window.interfaceOrientation == .portrait)
            tabs.selectedIndex = 1
            #expect(tabs.selectedViewController === landscape && landscape.appeared == 1)
            app.rotate(to: .portrait)
            app.rotate(to: .landscapeLeft)
            #expect(window.interfaceOrientation == .landscapeRight)
            #expect(landscape.tabBarController === tabs)
        }
    }

    @Test("a child added to a plain controller is a child in the engine, and removing it from its parent takes it out")
    func plainContainment() {
        let parent = Page(), child = Page()
        let (app, _) = Self.app(root: parent)
        app.run {
            parent.addChild(child)
            child.didMove(toParent: parent)
            #expect(parent.children.first === child && child.parent === parent)
            child.removeFromParent()
            #expect(parent.children.isEmpty && child.parent == nil)
        }
    }
}

/// Containers that trace lines declared (a host built from a trace) reach library code as UIKit's
/// container classes, with their children.
@MainActor
@Suite("PivotUIKit: declared containers")
struct DeclaredContainerTests {
    @Test("SPEC A7: a declared navigation root is a UINavigationController whose children are the declared stack")
    func declaredNavigationIsANavigationController() throws {
        let app = try #require(PivotApp(device: "iPhone8", ios: "15.0"))
        app.send(.declareController("page", []))
        app.send(.declareController("second", []))
        app.send(.declareController("nav", [.kind(.navigation), .children(["page", "second"])]))
        app.send(.createWindow(WindowSpec(name: "main")))
        app.send(.setRoot("main", "nav"))
        app.send(.show("main", key: true))
        app.run {
            let root = UIApplication.shared.windows.first?.rootViewController
            let nav = root as? UINavigationController
            #expect(nav != nil)
            #expect(nav?.viewControllers.count == 2)
            #expect(nav?.topViewController?.navigationController === nav)
            #expect(!(root is UITabBarController))
        }
    }
}
