// Shared by the parser tests: parsing helpers, the traces the round-trip and fuzz tests start
// from, and how a test measures a line the way the parser counts columns.

import Foundation
import Pivot
import PivotTrace
import Testing

enum ParserFixtures {
    static let file = "test.trace"

    /// Declarations most single-statement tests refer to.
    static let prelude = """
        controller home
        controller video
        controller nav kind=navigation
        controller tabs kind=tabbar
        window main root=home
        view badge in=main frame=0,0,10,10
        """

    /// A trace that uses every statement, option and expectation at least once.
    static let rich = #"""
        pivot-trace 1
        # every header statement, in an unusual order
        orientation landscapeLeft
        device iPhone8Plus
        ios 12.1
        sdk 11.4
        plist portrait|landscapeLeft|landscapeRight
        statusbar-appearance global
        scenes no
        requires-fullscreen yes
        controller home supports=allButUpsideDown autorotate=yes preferred=portrait statusbar=visible forwards=no dismiss-fix=yes legacy=no additional=1,2,3,4.5 swap-fix=yes statusbar-child=no
        controller video statusbar=hidden preferred=landscapeRight autorotate=no supports=landscapeRight kind=plain
        controller second supports=26
        controller third supports=1
        controller nav kind=navigation children=home,second navbar=hidden forwards=yes
        controller tabs kind=tabbar children=video,third selected=third
        observe UIDeviceOrientationDidChangeNotification
        observe UIApplicationDidChangeStatusBarOrientationNotification
        mark "before launch"
        expect interface unknown
        window main root=nav delegate=yes
        window overlay level=statusBar+1 root=tabs scene=yes frame=0,0,100.5,200 statusbar-owner=no
        window hud level=-5
        view badge in=main frame=10,20,30,40 z=2 alpha=0.5 hidden=yes interactive=no rotation=-90
        view inner in=badge frame=0,0,5,5
        view panel in=home frame=1,1,1,1
        delegate-mask * all
        delegate-mask main portrait|landscapeRight
        show main key
        launch
        key main
        hide hud
        show hud
        level hud alert-1
        level overlay 10000000
        root hud none
        rotate faceUp
        lock on
        lock off
        present video from=home style=overFullScreen animated=no
        dismiss video nowait
        push second on=nav
        pop nav
        select tabs video
        set home supports=landscape preferred=landscapeLeft navbar=visible
        force unknown via=kvc
        force landscapeLeft via=invocation
        force landscapeRight via=statusbar
        request-geometry main landscape
        update-orientations home
        attempt-rotation
        statusbar hidden
        statusbar visible
        statusbar-update home
        incall on
        incall off
        keyboard show
        keyboard hide
        device-notifications begin
        device-notifications end
        fault ios8-swap on
        fault ios8-swap off
        wait 0.35
        wait 2 nowait
        mark step-2
        expect device faceUp
        expect window main orientation=landscapeLeft bounds=736x414 frame=0,0,736,414 visible=yes key=yes rotation=0
        expect window hud
        expect key none
        expect key main
        expect screen bounds=736x414
        expect statusbar hidden=no height=20 orientation=landscapeLeft covered=no
        expect statusbar
        expect safearea home 0,0,0.5,0
        expect decider main nav
        expect controlling none
        expect controlling main
        expect order main,overlay,statusbar,keyboard
        expect hit 10.5,20 main/badge
        expect hit 1,1 main
        expect crash UIApplicationInvalidInterfaceOrientation "has no common orientation"
        expect crash NSInternalInconsistencyException
        expect no-crash
        expect log "a \"quoted\" back\\slash # not a comment"
        expect posted UIDeviceOrientationDidChangeNotification,UIApplicationDidChangeStatusBarOrientationNotification
        expect posted none
        expect calls home.viewWillTransitionToSize,video.viewDidAppear
        expect calls none
        expect events home.willRotate,post:UIDeviceOrientationDidChangeNotification
        expect events none
        expect calls in order home.viewWillTransitionToSize,video.viewDidAppear
        expect calls include video.viewDidAppear,home.viewDidLoad
        expect calls since "before launch" exclude home.willRotate
        expect events since step-2 in order post:UIDeviceOrientationDidChangeNotification,home.willRotate
        expect events since step-2 none
        expect call home.viewWillTransitionToSize bounds=375x667
        expect call since "before launch" home.viewWillLayoutSubviews nth=2 bounds=736x414 orientation=landscapeLeft statusbar=unknown safearea=20,0,0,0
        known-gap "UIKit differs here (a made-up report)"
        expect asked home yes
        expect asked video no
        expect covered badge partly
        """#

    /// The shared examples of Traces/examples, inline for the fuzz seeds (CorpusTests checks that
    /// they match the files).
    static let examples: [String: String] = [
        "cover-the-status-bar.trace": """
            pivot-trace 1
            # seed 001: only a window above UIWindowLevelStatusBar covers the status bar (SPEC W2, S4, C2)
            device iPhone8
            ios 12.0
            controller home
            controller overlayroot
            window main root=home
            show main key
            launch
            window overlay level=statusBar root=overlayroot
            show overlay
            expect order main,overlay,statusbar
            expect statusbar covered=no
            level overlay statusBar+1
            expect order main,statusbar,overlay
            expect statusbar covered=yes
            """,
        "forced-landscape-by-modal.trace": """
            pivot-trace 1
            # seed 000 §2.1: force landscape with a modal whose shouldAutorotate is NO (SPEC A3, A6, A8)
            device iPhone8
            ios 11.0
            plist portrait|landscapeLeft|landscapeRight
            controller home supports=portrait
            controller video supports=landscapeRight autorotate=no preferred=landscapeRight
            window main root=home
            show main key
            launch
            present video from=home
            expect interface landscapeRight
            expect window main bounds=667x375
            rotate landscapeRight      # interface landscapeLeft; the video refuses to autorotate
            expect interface landscapeRight
            dismiss video
            expect interface portrait
            """,
        "iphonex-safe-area.trace": """
            pivot-trace 1
            # seed 002: iPhone X safe area in portrait and landscape (SPEC G1, S1, D3)
            device iPhoneX
            ios 11.0
            plist portrait|landscapeLeft|landscapeRight
            controller home
            window main root=home
            show main key
            launch
            expect safearea home 44,0,34,0
            expect statusbar hidden=no height=44
            rotate landscapeLeft
            expect safearea home 0,44,21,44
            expect statusbar hidden=yes height=0
            expect screen bounds=812x375
            """,
    ]

    /// Every .trace file of the repository's Traces/ (the shared examples included); a missing
    /// folder fails the test.
    static func traceFilesOnDisk() throws -> [URL] {
        try Corpus.traceFiles(under: Corpus.root.appendingPathComponent("Traces"))
    }
}

/// Parses text that must be valid.
func parsed(_ text: String) throws -> Trace {
    try TraceParser.parse(text, file: ParserFixtures.file)
}

/// The error a malformed text gives (or nil when it parses).
func parseError(_ text: String) -> TraceError? {
    do {
        _ = try TraceParser.parse(text, file: ParserFixtures.file)
        return nil
    } catch {
        return error
    }
}

func parseError(bytes: [UInt8], file: String = ParserFixtures.file) -> TraceError? {
    do {
        _ = try TraceParser.parse(bytes: bytes, file: file)
        return nil
    } catch {
        return error
    }
}

/// The last statement of the prelude followed by `line`.
func lastStatement(_ line: String) throws -> Statement? {
    try parsed(ParserFixtures.prelude + "\n" + line).statements.last
}

/// Each line's length in characters as the parser counts columns: lines end at LF, a CR before
/// the LF belongs to the ending, a leading byte order mark is not counted.
func lineLengths(_ bytes: [UInt8]) -> [Int] {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    var lengths: [Int] = []
    for var line in body.split(separator: 0x0A, omittingEmptySubsequences: false) {
        if line.last == 0x0D { line = line.dropLast() }
        lengths.append(String(decoding: line, as: UTF8.self).count)
    }
    return lengths
}
