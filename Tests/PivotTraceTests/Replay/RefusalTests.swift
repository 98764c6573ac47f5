import Testing
import Pivot
import PivotTrace

/// `expect refused`: what the system declines is an outcome a trace can state (issue 36).
struct RefusalTests {
    let ipad = """
        pivot-trace 2
        device iPad
        ios 9.3
        plist allButUpsideDown
        controller chat supports=all
        window main root=chat
        show main key

        """

    @Test("A11 Slide Over refused to an app without all four orientations passes under expect refused")
    func refusedActionIsAnOutcome() throws {
        let result = try replay(ipad + "multitask slide-over\nexpect refused \"all four orientations\"\n")
        #expect(result.summary.failures.isEmpty, "\(result.summary.failures)")
        #expect(result.summary.passed == 1)
    }

    @Test("A11 a refused step without expect refused still fails the replay")
    func refusedStepStillFails() throws {
        let result = try replay(ipad + "multitask slide-over\nexpect interface portrait\n")
        #expect(result.summary.failures.map(\.kind) == [.rejectedStep])
    }

    @Test("expect refused fails when the step ran, and when the reason differs")
    func stepThatRanIsNotRefused() throws {
        let ran = try replay(ipad + "rotate landscapeLeft\nexpect refused\n")
        #expect(ran.summary.failures.map(\.description) == ["t.trace:9:1: error: expectation failed: expected refused, got the step ran (nothing refused it: no rejection and no request error)"])
        let other = try replay(ipad + "multitask slide-over\nexpect refused \"windowing mode\"\n")
        #expect(other.summary.failures.first?.description.contains("got refused \"only an app that lists all four orientations") == true)
    }

    @Test("A9 a geometry request UIKit declines is refused with its UISceneErrorDomain error")
    func declinedGeometryRequest() throws {
        let result = try replay("""
            pivot-trace 2
            device iPhone14
            ios 16.0
            controller home supports=portrait
            window main root=home
            show main key
            request-geometry main landscapeRight
            expect refused "None of the requested orientations are supported"

            """)
        #expect(result.summary.failures.isEmpty, "\(result.summary.failures)")
    }
}
