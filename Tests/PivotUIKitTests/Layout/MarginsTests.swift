import Pivot
import PivotUIKit
import Testing

/// Layout margins as UIKit gives them: 8 for a plain view; a root view's are the system
/// minimum plus the safe area (SPEC LP5, G1).
@MainActor
@Suite("PivotUIKit: layout margins and guides")
struct MarginsTests {
    @Test("SPEC LP5: a plain view's margins are 8 on each side; its guide is its bounds less them")
    func plainView() {
        let (app, _) = launchedHost()
        app.run {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 34))
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
    }

    @Test("SPEC LP5 G1: a root view's margins on iPhone X include the safe area, in portrait and landscape")
    func rootViewOnIPhoneX() {
        let root = UIViewController()
        let (app, _) = launchedHost(root: root, device: "iPhoneX")
        app.run {
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
            #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 734))
            app.rotate(to: .landscapeLeft)
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 60, bottom: 21, right: 60))
        }
    }

    @Test("SPEC LP5: the system minimum is 20 in a regular width, and custom margins never go below it unless the controller opts out")
    func systemMinimum() {
        let root = UIViewController()
        let (app, _) = launchedHost(root: root, device: "iPadPro11")
        app.run {
            #expect(root.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
            root.view.insetsLayoutMarginsFromSafeArea = false
            root.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 20))
            root.viewRespectsSystemMinimumLayoutMargins = false
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        }
    }

    @Test("SPEC LP5: before iOS 11 there is no safe area to add; the system minimum still holds")
    func beforeIOS11() {
        let root = UIViewController()
        let (app, _) = launchedHost(root: root, device: "iPhone8", ios: "10.3")
        app.run { #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)) }
    }

    @Test("SPEC LP5: a view that preserves its superview's margins takes them where they reach into it")
    func preservesSuperviewMargins() {
        let (app, _) = launchedHost()
        app.run {
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            outer.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
            let inner = UIView(frame: CGRect(x: 10, y: 0, width: 100, height: 100))
            outer.addSubview(inner)
            inner.preservesSuperviewLayoutMargins = true
            #expect(inner.layoutMargins == UIEdgeInsets(top: 30, left: 20, bottom: 8, right: 8))
        }
    }
}
