import Pivot
import PivotUIKit
import Testing

/// UIKit's notifications reach a library's closure observers inside the step that posts them, in
/// UIKit's order between the controllers' callbacks, each reading the world of its moment.
@MainActor
@Suite("PivotUIKit: notifications")
struct NotificationTests {
    final class Host: UIViewController {
        var log: [String] = []
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.append("viewWillTransition")
        }
    }

    static func host() -> (PivotApp, Host) {
        let app = PivotApp(device: "iPhone8", ios: "12.0", plist: .allButUpsideDown)!
        let root = Host()
        app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            app.launch()
        }
        return (app, root)
    }

    @Test("SPEC N3: a device observer reads the old screen, a status bar observer the new one")
    func observersSeeTheirMoment() {
        let (app, _) = Self.host()
        let seen = Seen()
        let center = app.run { NotificationCenter.default }
        _ = [
            center.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { seen.add("device \(Int(UIScreen.main.bounds.width))") }
            },
            center.addObserver(forName: UIApplication.didChangeStatusBarOrientationNotification, object: nil, queue: nil) { note in
                let old = note.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? Int
                MainActor.assumeIsolated { seen.add("statusbar \(Int(UIScreen.main.bounds.width)) from \(old ?? -1)") }
            },
        ]
        app.run { app.rotate(to: .landscapeLeft) }
        #expect(seen.lines == ["device 375", "statusbar 667 from 1"])
    }

    @Test("SPEC N3 L2: observers and callbacks hear a rotation in the engine's order")
    func orderMatchesTheEngine() throws {
        let (app, root) = Self.host()
        let center = app.run { NotificationCenter.default }
        let token = center.addObserver(forName: UIApplication.willChangeStatusBarOrientationNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { root.log.append("willChangeStatusBarOrientation") }
        }
        _ = token
        let before = app.effects.count
        app.run { app.rotate(to: .landscapeLeft) }
        let engineOrder = app.effects[before...].compactMap { effect -> String? in
            switch effect {
            case .posted(let note) where note.name == .willChangeStatusBarOrientation: "willChangeStatusBarOrientation"
            case .callback(let record) where record.callback == .viewWillTransitionToSize: "viewWillTransition"
            default: nil
            }
        }
        #expect(root.log == engineOrder && root.log.count == 2)
    }

    @Test("an observer removed when the overlay hides hears nothing more")
    func removedObserverHearsNothing() {
        let (app, _) = Self.host()
        let seen = Seen()
        let center = app.run { NotificationCenter.default }
        let token = center.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { seen.add("turned") }
        }
        app.run { app.rotate(to: .landscapeLeft) }
        center.removeObserver(token)
        app.run { app.rotate(to: .portrait) }
        #expect(seen.lines == ["turned"])
    }

    @Test("SPEC K1: a keyboard observer hears will-show with the keyboard's end frame and UIKit's animation keys")
    func keyboardUserInfo() {
        let (app, _) = Self.host()
        var heard: [String] = []
        app.run {
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
                let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                heard.append("will show \(Int(end?.height ?? 0)) over \(duration ?? 0)")
            }
            app.send(.keyboard(shown: true))
        }
        #expect(heard.count == 1 && heard[0].hasSuffix("over 0.25") && !heard[0].hasPrefix("will show 0 "))
    }

    @Test("each app has its own NotificationCenter.default: an observer in one app hears nothing of another running beside it")
    func centersArePerApp() {
        let (first, _) = Self.host()
        let (second, _) = Self.host()
        let seen = Seen()
        first.run {
            #expect(NotificationCenter.default === first.notificationCenter)
            _ = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { seen.add("first turned") }
            }
        }
        second.run { second.rotate(to: .landscapeLeft) }
        #expect(seen.lines.isEmpty)
        first.run { first.rotate(to: .landscapeLeft) }
        #expect(seen.lines == ["first turned"])
    }

    @Test("a library's own notification reaches observers that filter by its sender, and no others")
    func libraryNotificationsByObject() {
        let (app, _) = Self.host()
        let seen = Seen()
        let toast = UIResponder(), other = UIResponder()
        let name = Notification.Name("ToastDidShow")
        app.run {
            let center = NotificationCenter.default
            _ = center.addObserver(forName: name, object: toast, queue: nil) { _ in MainActor.assumeIsolated { seen.add("toast") } }
            _ = center.addObserver(forName: nil, object: nil, queue: nil) { note in
                let ours = note.name == name
                MainActor.assumeIsolated { if ours { seen.add("any") } }
            }
            center.post(name: name, object: other)
            center.post(name: name, object: toast)
        }
        #expect(seen.lines == ["any", "toast", "any"])
    }
}

/// What observers saw, in order (observers are main-actor code).
@MainActor
final class Seen {
    private(set) var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}
