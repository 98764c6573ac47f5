import Pivot
import PivotTestSupport
import PivotTesting
import PivotUIKit
import Testing

/// The harness over PivotUIKit: a host from trace lines or from Swift, a library's calls and
/// trace events in any order, received and expected as TestApp does.
@MainActor
@Suite("UIKitTestApp: a library's code in a host")
struct UIKitTestAppTests {
    /// A toast library's window code: its window above the status bar, a root that relays the
    /// host's mask (or not), hidden by a timer.
    @MainActor final class Toast {
        final class Relay: UIViewController {
            var relays = true
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                guard relays, let host = UIApplication.shared.keyWindow?.rootViewController else { return super.supportedInterfaceOrientations }
                return host.supportedInterfaceOrientations
            }
        }
        var window: UIWindow?
        let relays: Bool
        init(relays: Bool) { self.relays = relays }

        func show(for duration: Double) {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .statusBar + 1
            let relay = Relay()
            relay.relays = relays
            window.rootViewController = relay
            window.isHidden = false
            self.window = window
            DispatchQueue.main.asyncAfter(deadline: .now() + duration) { self.window?.isHidden = true }
        }
    }

    static let portraitHost = """
        device iPhone8
        ios 12.0
        plist allButUpsideDown
        controller home supports=portrait
        window main root=home
        show main key
        launch
        """

    @Test("SPEC A5: a host from trace lines; the toast's relay reads the declared host root's options, so a rotation leaves the host alone")
    func traceHostAndLibraryCall() throws {
        for relays in [true, false] {
            let test = try UIKitTestApp(trace: Self.portraitHost)
            let toast = Toast(relays: relays)
            test.call("Toast.show") { toast.show(for: 2) }
            test.receive(.callback("relay", .viewDidLoad))
            test.receive(.notification(.windowDidBecomeVisible))
            test.skipReceived()
            try test.send("rotate landscapeLeft")
            test.skipReceived()
            test.expect("statusbar orientation=\(relays ? "portrait" : "landscapeRight")")
            test.advance(by: 3)
            test.skipReceived()
            test.expect("window main orientation=portrait")
            #expect(toast.window?.isHidden == true)
            test.finish()
        }
    }

    @Test("trace() records each library call as a mark and the events it caused, then the trace events and expectations")
    func printedSession() throws {
        let test = try UIKitTestApp(trace: Self.portraitHost)
        test.call("Toast.show") { Toast(relays: true).show(for: 1) }
        test.skipReceived()
        try test.send("rotate landscapeLeft")
        test.advance(by: 1)
        test.skipReceived()
        test.finish()
        let lines = test.trace().split(separator: "\n").map(String.init)
        let mark = try #require(lines.firstIndex(of: "mark \"call 1: Toast.show\""))
        #expect(Array(lines[(mark + 1)...].prefix(5)) == ["window uiWindow", "level uiWindow statusBar+1", "controller relay",
                                                           "root uiWindow relay", "show uiWindow"],
                "the toast's window and its root, declared where the call first needed them")
        #expect(lines.suffix(4) == ["rotate landscapeLeft", "wait 1", "hide uiWindow", "release uiWindow"],
                "the timer's hide, run by the clock, is in the session; then the toast lets its window go")
    }

    @Test("a host built from Swift: the library's calls and the host's own code run in the same app")
    func swiftHost() throws {
        final class Home: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let test = try UIKitTestApp(device: "iPhone8", ios: "12.0", plist: .allButUpsideDown, exhaustivity: .off)
        test.call("host") {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = Home()
            window.makeKeyAndVisible()
            test.app.launch()
        }
        test.call("Toast.show") { Toast(relays: true).show(for: 1) }
        try test.send("rotate landscapeLeft")
        test.receive(.notification(.deviceOrientationDidChange))
        test.expect("statusbar orientation=portrait")
        test.expect("window uiWindow orientation=portrait")  // a window the library made, by name
        test.advance(by: 2)
        test.finish()
    }

    @Test("an effect a library call caused and nobody received fails the test at that call")
    func unreceivedBlamedAtTheCall() async throws {
        let test = try UIKitTestApp(trace: Self.portraitHost)
        var line = 0
        line = #line; test.call("Toast.show") { Toast(relays: true).show(for: 1) }
        let issues = await recordedIssues { @MainActor in test.finish() }
        #expect(issues.first?.line == line)
        #expect(issues.first?.message.hasPrefix("8 effects caused here were not received by the end of the test") == true)
    }
    @Test("SPEC C3: expect hit asks a pass-through window the library made, and a declared window's layers as before")
    func touchesThroughTheLibrarysWindow() throws {
        final class PassthroughWindow: UIWindow {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let view = super.hitTest(point, with: event)
                return view === self || view === rootViewController?.view ? nil : view
            }
        }
        let test = try UIKitTestApp(trace: Self.portraitHost + """

            controller sheetroot
            window sheet level=normal+1 root=sheetroot frame=0,500,375,167
            show sheet
            """, exhaustivity: .off)
        var window: UIWindow?
        test.call("Toast.show") {
            let toast = PassthroughWindow(frame: UIScreen.main.bounds)
            toast.windowLevel = .statusBar + 1
            toast.rootViewController = UIViewController()
            toast.isHidden = false
            toast.rootViewController!.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80)))
            window = toast
        }
        test.expect("hit 20,40 passthroughWindow/uiView")
        test.expect("hit 20,300 main")
        test.expect("hit 20,600 sheet")
        #expect(window != nil)
        test.finish()
    }
}
