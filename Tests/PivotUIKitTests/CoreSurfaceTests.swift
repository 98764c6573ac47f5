import Pivot
import PivotUIKit
import Testing

/// The core members libraries call, each asserting what UIKit does.
@MainActor
@Suite("PivotUIKit: the core members")
struct CoreSurfaceTests {
    /// A full-screen root whose answers a test changes between two questions.
    final class Root: UIViewController {
        var hidesBar = false
        var supports: UIInterfaceOrientationMask = .allButUpsideDown
        var traitChanges = 0
        var light = false
        var layouts = 0
        override var prefersStatusBarHidden: Bool { hidesBar }
        override var preferredStatusBarStyle: UIStatusBarStyle { light ? .lightContent : .default }
        override func viewDidLayoutSubviews() { layouts += 1 }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supports }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { traitChanges += 1 }
    }

    static func app(device: String = "iPhone8", ios: String) -> (PivotApp, Root) {
        let root = Root()
        return (launchedHost(root: root, device: device, ios: ios).0, root)
    }

    @Test("SPEC S2: prefersStatusBarHidden is asked again at setNeedsStatusBarAppearanceUpdate, with its answer then")
    func statusBarAppearanceUpdate() {
        let (app, root) = Self.app(ios: "12.0")
        app.run {
            #expect(!UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarFrame.height == 20)
            root.hidesBar = true
            #expect(!UIApplication.shared.isStatusBarHidden, "UIKit has not asked yet")
            root.setNeedsStatusBarAppearanceUpdate()
            #expect(UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarFrame == .zero)
        }
    }

    @Test("SPEC A9: on iOS 16 setNeedsUpdateOfSupportedInterfaceOrientations reads the mask again and the window turns to it")
    func updateOfSupportedOrientations() {
        let (app, root) = Self.app(ios: "16.0")
        app.run {
            app.rotate(to: .landscapeLeft)
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
            root.supports = .portrait
            root.setNeedsUpdateOfSupportedInterfaceOrientations()
            #expect(UIApplication.shared.statusBarOrientation == .portrait)
        }
    }

    @Test("SPEC A2: supportedInterfaceOrientations(for:) is the Info.plist's list for a window")
    func appMask() {
        let (app, _) = Self.app(ios: "12.0")
        app.run { #expect(UIApplication.shared.supportedInterfaceOrientations(for: UIApplication.shared.keyWindow) == .allButUpsideDown) }
    }

    @Test("SPEC D1 N2: UIScreen and UIDevice answer for the modelled device: scale, idiom, version, orientation")
    func screenAndDevice() {
        let (phone, _) = Self.app(ios: "12.0")
        let (pad, _) = Self.app(device: "iPadPro11", ios: "17.0")
        phone.run {
            #expect(UIScreen.main.scale == 2 && UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemVersion == "12.0")
            phone.rotate(to: .landscapeLeft)
            #expect(UIDevice.current.orientation == .landscapeLeft)
        }
        pad.run { #expect(UIDevice.current.userInterfaceIdiom == .pad) }
    }

    @Test("SPEC L6: a rotation that changes the size classes calls traitCollectionDidChange; the traits are the window's")
    func traits() {
        let (app, root) = Self.app(device: "iPhone8Plus", ios: "12.0")
        app.run {
            #expect(root.traitCollection.verticalSizeClass == .regular)
            app.rotate(to: .landscapeLeft)
            #expect(root.traitChanges >= 1 && root.traitCollection.verticalSizeClass == .compact && root.traitCollection.horizontalSizeClass == .regular)
        }
    }

    @Test("SPEC A6 A8: present and dismiss run their completions; presented and presenting name each other until the dismissal")
    func presentAndDismiss() {
        let (app, root) = Self.app(ios: "15.0")
        app.run {
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .fullScreen
            var done: [String] = []
            root.present(sheet, animated: true) { done.append("presented") }
            app.advance(by: 1)
            #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
            sheet.dismiss(animated: true) { done.append("dismissed") }
            app.advance(by: 1)
            #expect(root.presentedViewController == nil && done == ["presented", "dismissed"])
        }
    }

    @Test("SPEC S7: preferredStatusBarStyle is read at setNeedsStatusBarAppearanceUpdate")
    func statusBarStyle() {
        let (app, root) = Self.app(ios: "13.0")
        app.run {
            root.light = true
            #expect(UIApplication.shared.statusBarStyle == .default)
            root.setNeedsStatusBarAppearanceUpdate()
            #expect(UIApplication.shared.statusBarStyle == .lightContent)
        }
    }

    @Test("SPEC W3: makeKey makes a visible window key and the old one resigns")
    func makeKey() {
        let (app, _) = Self.app(ios: "12.0")
        app.run {
            let main = UIApplication.shared.keyWindow
            let panel = UIWindow(frame: UIScreen.main.bounds)
            panel.rootViewController = UIViewController()
            panel.isHidden = false
            #expect(!panel.isKeyWindow)
            panel.makeKey()
            #expect(panel.isKeyWindow && main?.isKeyWindow == false && UIApplication.shared.keyWindow === panel)
        }
    }

    @Test("SPEC A1: .automatic is a full-screen presentation on iOS 12 and a sheet from iOS 13, which decides nothing on a phone",
          arguments: [("12.0", true), ("13.0", false)])
    func automaticPresentation(ios: String, decides: Bool) {
        final class Landscape: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        let (app, root) = Self.app(ios: ios)
        root.supports = .portrait
        app.run {
            root.present(Landscape(), animated: false)
            app.advance(by: 1)
            #expect(UIApplication.shared.statusBarOrientation.isLandscape == decides)
        }
    }

    @Test("SPEC L2: a rotation lays the root view out again (viewDidLayoutSubviews)")
    func layoutPasses() {
        let (app, root) = Self.app(ios: "12.0")
        app.run {
            let before = root.layouts
            app.rotate(to: .landscapeLeft)
            #expect(root.layouts > before)
        }
    }
}
