import PivotTestSupport
import PivotTesting
import XCTest

/// The same harness inside an XCTestCase: failures go through XCTFail at the caller's line.
/// This case captures them (instead of failing) while `capturing` is on, to pin them.
final class HarnessFailureXCTests: CapturingTestCase {
    func testAHudStaysUprightOverAPortraitApp() async throws {
        let app = try await TestApp(trace: portraitApp)
        try await app.send("rotate landscapeLeft")
        await app.receive(.notification(.deviceOrientationDidChange))
        await app.expect("interface portrait")
        await app.finish()
    }

    func testAFailedReceiveFailsTheTestAtTheCallersLine() async throws {
        let app = try await TestApp(trace: portraitApp)
        try await app.send("rotate landscapeLeft")
        capturing = true
        let line = #line; await app.receive(.callback("home", .viewWillTransitionToSize))
        capturing = false
        XCTAssertEqual(captured.map(\.line), [line])
        XCTAssertEqual(captured.first?.message.hasPrefix("""
            Expected to receive home.viewWillTransitionToSize, but no unreceived effect matches it

            - home.viewWillTransitionToSize
            + post:UIDeviceOrientationDidChangeNotification
            """), true, captured.first?.message ?? "no failure")
        await app.skipReceived()
        await app.finish()
    }

    func testUnreceivedEffectsFailAtTheSendThatCausedThem() async throws {
        let app = try await TestApp(trace: portraitApp)
        capturing = true
        let line = #line; try await app.send("rotate landscapeLeft")
        await app.finish()
        capturing = false
        XCTAssertEqual(captured.map(\.line), [line])
        XCTAssertEqual(captured.first?.message, """
            1 effect caused here was not received by the end of the test

            + post:UIDeviceOrientationDidChangeNotification

            To fix, receive it after this call, or drop it with skipReceived():

                await app.receive(.notification(.deviceOrientationDidChange))
            """)
    }
}
