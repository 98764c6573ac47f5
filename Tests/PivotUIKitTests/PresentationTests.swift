import Pivot
import PivotUIKit
import Testing

/// Custom presentations, the status bar capture flag and the callbacks of issue 36 (SPEC S8, L8).
@MainActor
@Suite("PivotUIKit: presentations and appearing")
struct PresentationTests {
    final class Modal: UIViewController {
        var appearing = 0
        var sizes: [CGSize] = []
        override var prefersStatusBarHidden: Bool { true }
        override func viewIsAppearing(_ animated: Bool) { appearing += 1 }
    }

    final class Sheet: UIPresentationController {
        let removes: Bool
        init(_ presented: UIViewController, presenting: UIViewController?, removes: Bool) {
            self.removes = removes
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override var shouldRemovePresentersView: Bool { removes }
    }

    final class Transitions: UIViewControllerTransitioningDelegate {
        var removes = false
        var asked = 0
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            asked += 1
            return Sheet(presented, presenting: presenting, removes: removes)
        }
    }

    final class Root: UIViewController {
        var sizes: [CGSize] = []
        var disappeared = 0
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) { sizes.append(size) }
        override func viewDidDisappear(_ animated: Bool) { disappeared += 1 }
    }

    @Test("SPEC S8: over full screen the presented controller takes the bar only when it captures it")
    func captureFlag() {
        let root = Root()
        let (app, _) = launchedHost(root: root, ios: "10.0")
        app.run {
            let modal = Modal()
            modal.modalPresentationStyle = .overFullScreen
            root.present(modal, animated: false)
            #expect(!UIApplication.shared.isStatusBarHidden)
            root.dismiss(animated: false)
            let capturing = Modal()
            capturing.modalPresentationStyle = .overFullScreen
            capturing.modalPresentationCapturesStatusBarAppearance = true
            root.present(capturing, animated: false)
            #expect(UIApplication.shared.isStatusBarHidden)
        }
    }

    @Test("SPEC S8, A13: a custom presentation asks the transitioning delegate for its presentation controller")
    func transitioningDelegate() {
        let root = Root()
        let (app, _) = launchedHost(root: root, ios: "9.0")
        app.run {
            let transitions = Transitions()
            transitions.removes = true
            let modal = Modal()
            modal.modalPresentationStyle = .custom
            modal.transitioningDelegate = transitions
            root.present(modal, animated: false)
            #expect(transitions.asked == 1)
            #expect(root.disappeared == 1, "a presentation controller that removes the presenter's view hides it")
            #expect(UIApplication.shared.isStatusBarHidden, "a custom presentation takes the bar on iOS 8.3-9")
        }
    }

    @Test("SPEC L8: viewIsAppearing is called once per appearance on iOS 13+ with the iOS 17 SDK")
    func viewIsAppearing() {
        let modal = Modal()
        let (app, _) = launchedHost(root: modal, ios: "17.0")
        app.run { #expect(modal.appearing == 1) }
        let old = Modal()
        let (oldApp, _) = launchedHost(root: old, ios: "12.0")
        oldApp.run { #expect(old.appearing == 0) }
    }

    @Test("SPEC L2: viewWillTransition(to:with:) is given the size after the turn")
    func transitionSize() {
        let root = Root()
        let (app, _) = launchedHost(root: root, ios: "12.0")
        app.run {
            app.rotate(to: .landscapeLeft)
            #expect(root.sizes == [CGSize(width: 667, height: 375)])
        }
    }
}
