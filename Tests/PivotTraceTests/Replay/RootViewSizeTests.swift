import Testing
import PivotTrace

/// `expect view` reads a root view at its window's size, as PivotUIKit lays it out (issue 36 point 10).
struct RootViewSizeTests {
    @Test("W8 expect view: a framed window's root view takes the window's size when it shows and after a turn")
    func rootViewFollowsWindow() throws {
        let result = try replay("""
            pivot-trace 2
            device iPhone8
            ios 13.0
            plist portrait|landscapeLeft|landscapeRight
            controller home
            controller toastroot
            window main root=home
            show main key
            launch
            window toast level=statusBar+1 root=toastroot frame=0,0,0,0
            frame toast 0,0,375,100
            show toast
            expect view toastroot bounds=375x100 frame=0,0,375,100
            rotate landscapeLeft
            expect view toastroot bounds=667x375 frame=0,0,667,375
            rotate portrait
            expect view toastroot bounds=375x667

            """)
        #expect(result.summary.failures.isEmpty, "\(result.summary.failures)")
        #expect(result.summary.passed == 3)
    }
}
