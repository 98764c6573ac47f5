import Pivot
import PivotTestSupport
import PivotTesting
import Testing

/// iOS 18.4, 26 and 27 (SPEC P): what an app that does not adopt scenes hears at launch.
@Suite("Current platforms (SPEC P)")
struct PlatformTests {
    static func launch(ios: String, sdk: String? = nil, scenes: Bool = false) -> String {
        """
        device iPhone16Pro
        ios \(ios)
        \(sdk.map { "sdk \($0)" } ?? "")
        scenes \(scenes ? "yes" : "no")
        controller home
        window main root=home scene=\(scenes ? "yes" : "no")
        show main key
        """
    }

    @Test("P1 an app without scenes: nothing before 18.4, a warning on 18.4-18.x, the iOS 26 one from 26.0",
          arguments: [("18.3", nil), ("18.4", "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This will become an assert in a future version."),
                      ("18.6", "This process does not adopt UIScene lifecycle"),
                      ("26.0", "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future.")])
    func launchLogs(ios: String, line: String?) async throws {
        let app = try await TestApp(trace: Self.launch(ios: ios))
        try await app.send("launch")
        if let line { await app.receive(.log(line)) }
        await app.expect("no-crash")
        await app.finish()
    }

    @Test("P1 an app that adopts scenes hears nothing on 18.4 and 26, and launches with SDK 27")
    func scenesAdopted() async throws {
        for (ios, sdk) in [("18.4", nil), ("26.0", nil), ("27.0", "27.0")] as [(String, String?)] {
            let app = try await TestApp(trace: Self.launch(ios: ios, sdk: sdk, scenes: true))
            try await app.send("launch")
            await app.expect("no-crash")
            await app.finish()
        }
    }

    @Test("P1 without scenes, the SDK decides: linked with SDK 26 it launches on iOS 27; with SDK 27 it does not")
    func sdk27() async throws {
        let old = try await TestApp(trace: Self.launch(ios: "27.0", sdk: "26.0"))
        try await old.send("launch")
        await old.receive(.log("UIScene lifecycle will soon be required"))
        await old.finish()
        let new = try await TestApp(trace: Self.launch(ios: "27.0", sdk: "27.0"))
        try await new.send("launch")
        await new.receive(.crash("NSInternalInconsistencyException", reason: "UIScene life cycle is required for apps built with this SDK"))
        await new.expect("crash NSInternalInconsistencyException \"Application failed to launch\"")
        await new.finish()
    }
}

extension PlatformTests {
    static func pad(ios: String, plist: String = "all", fullscreen: String = "") -> String {
        """
        device iPadPro11M4
        ios \(ios)
        scenes yes
        plist \(plist)
        \(fullscreen)
        controller home supports=portrait
        window main root=home scene=yes
        show main key
        launch
        """
    }

    @Test("P2 a resizable iPad app's window resizes with size and trait transitions and no orientation change")
    func resize() async throws {
        let app = try await TestApp(trace: Self.pad(ios: "26.0"))
        try await app.send("resize main 600x1000")
        await app.receive(.callback("home", .willTransitionToTraitCollection, bounds: Size(834, 1210)))
        await app.receive(.callback("home", .viewWillTransitionToSize))
        await app.receive(.callback("home", .traitChangeHandler))   // iOS 17 and later (L6)
        await app.receive(.callback("home", .viewSafeAreaInsetsDidChange, safeArea: Insets(24, 0, 0, 0)))
        await app.receive(.callback("home", .viewWillLayoutSubviews, bounds: Size(600, 1000)))
        await app.receive(.callback("home", .viewDidLayoutSubviews))
        await app.receive(.callback("home", .transitionCompletion))
        await app.expect("window main orientation=portrait bounds=600x1000")
        await app.expect("interface portrait")
        // Narrower again: still compact, so no trait change; the device turning keeps the size.
        try await app.send("resize main 500x1000")
        await app.expect("calls home.viewWillTransitionToSize,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.transitionCompletion")
        await app.skipReceived()
        try await app.send("rotate landscapeLeft")
        await app.expect("window main orientation=landscapeRight bounds=500x834")
        await app.skipReceived()
        await app.finish()
    }

    @Test("P2 only a resizable app resizes: before iPadOS 26 a resize is refused")
    func notResizable() async throws {
        let app = try await TestApp(trace: Self.pad(ios: "18.0", plist: "all", fullscreen: ""))
        let issues = await recordedIssues { _ = try? await app.send("resize main 600x1000") }
        #expect(issues.first?.message.hasPrefix("The app rejected `resize main 600x1000`: only a resizable app's window") == true)
        await app.finish()
    }

    @Test("P2 from iOS 27 an iPhone app's window resizes with a size transition and no size-class change; refused on iOS 26",
          arguments: ["26.0", "27.0"])
    func phoneResize(ios: String) async throws {
        let app = try await TestApp(trace: "device iPhone16Pro\nios \(ios)\nscenes yes\ncontroller home\nwindow main root=home scene=yes\nshow main key\nlaunch",
                                    exhaustivity: .off)
        if ios == "26.0" {
            let issues = await recordedIssues { _ = try? await app.send("resize main 360x700") }
            #expect(issues.first?.message.contains("iOS 27 or later on an iPhone") == true)
        } else {
            try await app.send("resize main 360x700")
            await app.expect("call home.viewWillTransitionToSize size=360x700")
            await app.expect("calls exclude home.willTransitionToTraitCollection,home.traitChangeHandler")
            await app.expect("traits home width=compact height=regular")
            await app.expect("window main bounds=360x700")
        }
        await app.finish()
    }

    @Test("P5 on iPadOS 26 a full-screen-only app placed in a window keeps its full-screen canvas: nothing it reads changes",
          arguments: [("allButUpsideDown", false), ("all", true)])
    func scaledCanvas(plist: String, requiresFullScreen: Bool) async throws {
        let fullscreen = requiresFullScreen ? "requires-fullscreen yes\nrequires-fullscreen-ignored-from 27.0" : ""
        let app = try await TestApp(trace: Self.pad(ios: "26.0", plist: plist, fullscreen: fullscreen))
        try await app.send("resize main 600x1000")
        await app.expect("window main bounds=834x1210")
        await app.expect("screen bounds=834x1210")
        await app.finish()
    }

    @Test("P2 from iPadOS 26 requires-fullscreen is ignored unless its ignored-from version is later than the system")
    func requiresFullScreenIgnored() async throws {
        for (ios, ignoredFrom, resizable) in [("26.0", nil, true), ("26.0", "27.0", false), ("27.0", "27.0", true), ("18.0", nil, false)] as [(String, String?, Bool)] {
            let header = "requires-fullscreen yes" + (ignoredFrom.map { "\nrequires-fullscreen-ignored-from \($0)" } ?? "")
            let app = try await TestApp(trace: Self.pad(ios: ios, fullscreen: header), exhaustivity: .off)
            await #expect(app.world.resizable == resizable, "iOS \(ios), ignored from \(ignoredFrom ?? "-")")
            await app.finish()
        }
    }

    @Test("P3 a controller that prefers its orientation locked holds the interface on iOS 26, not on iOS 18")
    func orientationLock() async throws {
        for (ios, holds) in [("18.6", false), ("26.0", true)] {
            let app = try await TestApp(trace: """
                device iPhone16Pro
                ios \(ios)
                scenes yes
                plist allButUpsideDown
                controller camera orientation-locked=yes
                window main root=camera scene=yes
                show main key
                launch
                """, exhaustivity: .off)
            try await app.send("rotate landscapeLeft")
            await app.expect("interface \(holds ? "portrait" : "landscapeRight")")
            await app.finish()
        }
    }

    @Test("P3 the lock drops when the controller stops preferring it and tells UIKit, and on an iPad whose window does not fill the screen")
    func lockDrops() async throws {
        let phone = try await TestApp(trace: "device iPhone17Pro\nios 26.0\nplist allButUpsideDown\ncontroller camera orientation-locked=yes\nwindow main root=camera\nshow main key\nlaunch", exhaustivity: .off)
        try await phone.send("rotate landscapeLeft\nset camera orientation-locked=no")
        await phone.expect("interface portrait")
        try await phone.send("update-orientation-lock camera")
        await phone.expect("interface landscapeRight")
        await phone.finish()
        let pad = try await TestApp(trace: Self.pad(ios: "26.0").replacingOccurrences(of: "supports=portrait", with: "orientation-locked=yes"), exhaustivity: .off)
        try await pad.send("rotate landscapeLeft")
        await pad.expect("interface portrait")
        try await pad.send("resize main 600x834\nrotate landscapeRight")
        await pad.expect("interface landscapeLeft")
        await pad.finish()
    }

    @Test("P4 on iOS 27 the scene delegate's mask replaces the Info.plist for its scene; before, it is not asked")
    func sceneMask() async throws {
        for (ios, turns) in [("26.0", true), ("27.0", false)] {
            let app = try await TestApp(trace: """
                device iPhone17
                ios \(ios)
                scenes yes
                plist allButUpsideDown
                controller home
                window main root=home scene=yes
                show main key
                launch
                scene-mask portrait
                """, exhaustivity: .off)
            try await app.send("rotate landscapeLeft")
            await app.expect("interface \(turns ? "landscapeRight" : "portrait")")
            await app.finish()
        }
    }

    @Test("P4 A11 a resizable app's geometry requests are refused on iPadOS 26 and 27 with the windowing-mode error")
    func geometryRefused() async throws {
        for ios in ["26.0", "27.0"] {
            let app = try await TestApp(trace: Self.pad(ios: ios), exhaustivity: .off)
            try await app.send("request-geometry main landscapeRight")
            await app.receive(.log("The current windowing mode does not allow for programmatic changes to interface orientation."))
            await app.expect("interface portrait")
            await app.finish()
        }
    }
}

extension PlatformTests {
    @Test("P3 the lock holds for every trigger, attempts and dismissals too, and drops at once when the window stops filling the screen")
    func lockEverywhere() async throws {
        let phone = try await TestApp(trace: "device iPhone17Pro\nios 26.0\nplist allButUpsideDown\ncontroller camera orientation-locked=yes\ncontroller other\nwindow main root=camera\nshow main key\nlaunch", exhaustivity: .off)
        try await phone.send("rotate landscapeLeft\nattempt-rotation")
        await phone.expect("interface portrait")
        try await phone.send("present other from=camera\ndismiss other")
        await phone.expect("interface portrait")
        await phone.finish()
        let pad = try await TestApp(trace: Self.pad(ios: "26.0").replacingOccurrences(of: "supports=portrait", with: "orientation-locked=yes"), exhaustivity: .off)
        try await pad.send("rotate landscapeLeft")
        await pad.expect("interface portrait")
        try await pad.send("resize main 600x800")
        await pad.expect("interface landscapeRight")
        await pad.finish()
    }
}
