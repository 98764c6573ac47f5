import Pivot
import PivotUIKit
import Testing

/// A navigation controller's delegate hears each push and pop, as a library that keeps a view
/// under the navigation bar follows them.
@MainActor
@Suite("PivotUIKit: the navigation controller's delegate")
struct NavigationDelegateTests {
    final class Named: UIViewController {
        var name = ""
    }

    final class Follower: UINavigationControllerDelegate {
        var log: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.append("will \((viewController as? Named)?.name ?? "?") top=\((navigationController.topViewController as? Named)?.name ?? "?")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.append("did \((viewController as? Named)?.name ?? "?") top=\((navigationController.topViewController as? Named)?.name ?? "?")")
        }
    }

    @Test("SPEC A7: willShow comes before the push or pop and didShow after it, with the controller shown")
    func delegateHearsPushAndPop() {
        let first = Named()
        first.name = "first"
        let nav = UINavigationController(rootViewController: first)
        let (app, _) = launchedHost(root: nav)
        app.run {
            let follower = Follower()
            nav.delegate = follower
            let second = Named()
            second.name = "second"
            nav.pushViewController(second, animated: true)
            nav.popViewController(animated: true)
            #expect(follower.log == ["will second top=first", "did second top=second", "will first top=second", "did first top=first"])
        }
    }
}
