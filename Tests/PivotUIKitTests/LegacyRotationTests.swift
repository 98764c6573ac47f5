import Pivot
import PivotUIKit
import Testing

/// Libraries of the iOS 5–7 era turn their overlay window by hand in the legacy rotation
/// callbacks; those reach the overriding controller in the engine's order (L2).
@MainActor
@Suite("PivotUIKit: the legacy rotation callbacks")
struct LegacyRotationTests {
    /// The root of an iOS 6 app whose overlay library rotates its own window after each turn.
    final class Root: UIViewController {
        var heard: [String] = []
        var onDidRotate: (() -> Void)?
        override func willRotate(to orientation: UIInterfaceOrientation, duration: TimeInterval) {
            heard.append("willRotate to \(orientation.rawValue) in \(duration)")
        }
        override func willAnimateRotation(to orientation: UIInterfaceOrientation, duration: TimeInterval) {
            heard.append("willAnimateRotation to \(orientation.rawValue)")
        }
        override func didRotate(from orientation: UIInterfaceOrientation) {
            heard.append("didRotate from \(orientation.rawValue)")
            onDidRotate?()
        }
    }

    @Test("SPEC L2: on iOS 6 willRotate, willAnimateRotation and didRotate(from:) reach the override, in order, with UIKit's arguments")
    func legacyCallbacksReachTheOverride() {
        let root = Root()
        let (app, _) = launchedHost(root: root, device: "iPhone4s", ios: "6.1", plist: .all)
        root.heard = []
        app.rotate(to: .landscapeLeft)
        app.advance(by: 1)
        let landscape = UIInterfaceOrientation.landscapeRight.rawValue, portrait = UIInterfaceOrientation.portrait.rawValue
        #expect(root.heard == ["willRotate to \(landscape) in 0.3", "willAnimateRotation to \(landscape)", "didRotate from \(portrait)"])
    }

    @Test("SPEC L2: an iOS 6 overlay library that turns its window in didRotate(from:) follows each turn with its window's transform")
    func libraryRotatesItsWindowInDidRotate() {
        let root = Root()
        let (app, _) = launchedHost(root: root, device: "iPhone4s", ios: "6.1", plist: .all)
        let overlay = app.run {
            let overlay = UIWindow(frame: UIScreen.main.bounds)
            overlay.windowLevel = .statusBar
            overlay.isHidden = false
            return overlay
        }
        root.onDidRotate = {
            let angle: CGFloat = UIApplication.shared.statusBarOrientation.isLandscape ? .pi / 2 : 0
            overlay.transform = CGAffineTransform(rotationAngle: angle)
        }
        #expect(overlay.transform == .identity)
        app.rotate(to: .landscapeLeft)
        #expect(overlay.transform == CGAffineTransform(rotationAngle: .pi / 2))
        app.rotate(to: .portrait)
        #expect(overlay.transform == .identity)
    }
}

/// iOS 5 asks a controller `shouldAutorotateToInterfaceOrientation:` for the orientation the
/// device turns to (A12); the override answers.
@MainActor
@Suite("PivotUIKit: iOS 5's per-orientation question")
struct PerOrientationTests {
    final class LandscapeRoot: UIViewController {
        override func shouldAutorotate(to orientation: UIInterfaceOrientation) -> Bool { orientation.isLandscape }
    }

    @Test("SPEC A12: on iOS 5 a root that says YES for landscape turns with the device; UIKit's default stays portrait")
    func overrideAnswersPerOrientation() {
        let (app, window) = launchedHost(root: LandscapeRoot(), device: "iPhone4s", ios: "5.1", plist: .all)
        app.rotate(to: .landscapeLeft)
        #expect(window.interfaceOrientation == .landscapeRight)
        let (plain, plainWindow) = launchedHost(root: UIViewController(), device: "iPhone4s", ios: "5.1", plist: .all)
        plain.rotate(to: .landscapeLeft)
        #expect(plainWindow.interfaceOrientation == .portrait)
    }
}

/// iOS 8 and later: a turn that changes an iPhone's size classes tells the controller first.
@MainActor
@Suite("PivotUIKit: trait transitions")
struct TraitTransitionTests {
    final class Root: UIViewController {
        var heard: [String] = []
        override func willTransition(to collection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            heard.append("willTransition to \(collection.verticalSizeClass == .compact ? "compact" : "regular") height")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            heard.append("viewWillTransition")
        }
    }

    @Test("SPEC L6: an iPhone turning to landscape calls willTransition(to:with:) with the compact height, before viewWillTransition")
    func willTransitionComesFirst() {
        let root = Root()
        let (app, _) = launchedHost(root: root, device: "iPhone8", ios: "15.0")
        app.rotate(to: .landscapeLeft)
        #expect(root.heard == ["willTransition to compact height", "viewWillTransition"])
    }
}
