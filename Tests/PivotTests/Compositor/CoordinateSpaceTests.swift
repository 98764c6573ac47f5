import Pivot
import PivotTestSupport
import PivotTesting
import Testing

/// Converting points and rectangles between spaces (SPEC G4).
@Suite("Coordinate spaces (SPEC G4)")
struct CoordinateSpaceTests {
    static func app(ios: String) -> String {
        """
        device \(ios == "7.1" ? "iPhone5s" : "iPhone8")
        ios \(ios)
        plist allButUpsideDown
        controller home
        window main root=home
        show main key
        launch
        window hud level=alert frame=0,0,375,667
        view badge in=hud frame=10,20,100,50
        show hud
        rotate landscapeLeft
        """
    }

    @Test("G4 an unrotated overlay over a landscape app: the fixed space is unchanged, the screen and the app's window are turned")
    func overlayOverLandscape() async throws {
        let app = try await TestApp(trace: Self.app(ios: "12.0"), exhaustivity: .off)
        await app.expect("window hud orientation=portrait")
        await app.expect("convert 10,20 from=hud to=fixed 10,20")
        await app.expect("convert 10,20 from=fixed to=screen 20,365")
        await app.expect("convert 0,0 from=badge to=main 20,365")
        await app.expect("convert 0,0,100,50 from=badge to=screen 20,265,50,100")
        await app.expect("convert 20,365 from=screen to=badge 0,0")
        await app.finish()
    }

    @Test("G4 on iOS 7 the screen space is the fixed one (D3) and windows keep portrait coordinates (W8)")
    func iOS7() async throws {
        let app = try await TestApp(trace: Self.app(ios: "7.1"), exhaustivity: .off)
        await app.expect("convert 10,20 from=fixed to=screen 10,20")
        await app.expect("convert 0,0 from=badge to=main 10,20")
        await app.finish()
    }

    @Test("G4 a window that is not on screen has no place to convert from, and the expectation says so")
    func offScreen() async throws {
        let app = try await TestApp(trace: Self.app(ios: "12.0") + "\nhide hud", exhaustivity: .off)
        let world = await app.world
        #expect(world.convert(Point(0, 0), from: .window(world.windowID("hud")!), to: .screen) == nil)
        await app.finish()
    }
}

/// `expect view`: a controller's view or a declared view as drawn (SPEC W8, G4).
@Suite("View geometry (SPEC W8)")
struct ViewGeometryTests {
    static func app(ios: String) -> String {
        """
        device \(ios == "7.1" ? "iPhone5s" : "iPhone8")
        ios \(ios)
        plist allButUpsideDown
        controller home
        window main root=home
        view badge in=home frame=10,20,100,50 rotation=45
        show main key
        launch
        rotate landscapeLeft
        """
    }

    @Test("W8 on iOS 7 the root view turns inside a portrait window; from iOS 8 it is resized and unturned",
          arguments: [("7.1", "568x320", "0,0,320,568", "90"), ("12.0", "667x375", "0,0,667,375", "0")])
    func rootView(ios: String, bounds: String, frame: String, rotation: String) async throws {
        // iOS 7 on an iPhone 5s (320x568), which ran it; iOS 12 on an iPhone 8.
        let app = try await TestApp(trace: Self.app(ios: ios), exhaustivity: .off)
        await app.expect("view home bounds=\(bounds) frame=\(frame) rotation=\(rotation)")
        await app.expect("view badge bounds=100x50")
        await app.finish()
    }

    @Test("C2 a view's rotation on screen is relative to the interface's up: a root view turned inside its iOS 7 window is upright, a view straight on that window is not",
          arguments: [("7.1", "90", "0", "-90"), ("12.0", "0", "0", "0")])
    func screenRotation(ios: String, rootInWindow: String, rootOnScreen: String, hudOnScreen: String) async throws {
        let app = try await TestApp(trace: Self.app(ios: ios) + "\nview hud in=main frame=0,0,100,50", exhaustivity: .off)
        await app.expect("view home rotation=\(rootInWindow) screen-rotation=\(rootOnScreen)")
        await app.expect("view hud rotation=0 screen-rotation=\(hudOnScreen)")
        await app.expect("view badge screen-rotation=45")
        await app.finish()
    }

    @Test("W8 a view that is not on screen has no geometry to read")
    func offScreen() async throws {
        let app = try await TestApp(trace: Self.app(ios: "12.0") + "\nhide main", exhaustivity: .off)
        let issues = await recordedIssues { await app.expect("view home bounds=667x375") }
        #expect(issues.first?.message.contains("(no view of home on screen)") == true)
        await app.finish()
    }
}
