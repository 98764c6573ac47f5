import Pivot
import Testing

/// Which presented controller takes over the status bar (SPEC S8).
@Suite("Presentations and the status bar (SPEC S8)")
struct PresentationStatusBarTests {
    static func presenting(ios: String, style: PresentationStyle, _ settings: [ControllerSetting] = []) -> World {
        var world = app("iPhone8", ios: ios, mainWindow())
        world.apply([.declareController("modal", [.statusBar(.hidden)] + settings),
                     .present("modal", from: "home", style: style, animated: false)])
        return world
    }

    @Test("S8 full screen hands the bar over; over-full-screen, over-current-context and popovers do not",
          arguments: [(PresentationStyle.fullScreen, true), (.overFullScreen, false), (.overCurrentContext, false)])
    func styles(style: PresentationStyle, takes: Bool) {
        #expect(Self.presenting(ios: "10.0", style: style).statusBarHidden == takes)
    }

    @Test("S8 modalPresentationCapturesStatusBarAppearance takes the bar whatever the style",
          arguments: [PresentationStyle.overFullScreen, .overCurrentContext, .custom])
    func captures(style: PresentationStyle) {
        #expect(Self.presenting(ios: "10.0", style: style, [.capturesStatusBar(true)]).statusBarHidden)
    }

    @Test("S8 a custom presentation takes the bar on iOS 8.3-9 only; a presentation controller that keeps it leaves it",
          arguments: [("8.1", PresentationControllerKind.standard, false), ("8.3", .standard, true), ("9.3", .standard, true),
                      ("9.3", .keepsStatusBar, false), ("10.3", .standard, false), ("12.0", .standard, false),
                      ("12.0", .removesPresenter, true)])
    func custom(ios: String, kind: PresentationControllerKind, takes: Bool) {
        #expect(Self.presenting(ios: ios, style: .custom, [.presentationController(kind)]).statusBarHidden == takes)
    }

    @Test("S8, A13 presentation-controller=removes-presenter makes a custom presentation remove the presenter's view")
    func removesPresenter() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply(.declareController("modal", [.presentationController(.removesPresenter)]))
        let effects = world.apply(.present("modal", from: "home", style: .custom, animated: false))
        #expect(world.calls(effects).contains("home.viewDidDisappear"))
    }
}
