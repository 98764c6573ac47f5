// The harness reads the trace language's timeline forms as replay does (TRACE-LANGUAGE 7,
// "Timelines"; 6, "known-gap"): a test's marks start `since` spans, and a known gap is quiet
// while it fails and reported once it holds.

import PivotTestSupport
import PivotTesting
import Testing

@Suite("TestApp: timeline spans and known gaps")
struct TimelineExpectationHarnessTests {
    @Test("TRACE-LANGUAGE 7 a mark sent by a test starts a 'since' span over the steps after it")
    func sinceMark() async throws {
        let app = try await TestApp(trace: turningApp)
        try await app.send("mark turned")
        try await app.send("rotate landscapeLeft")
        await app.skipReceived()
        try await app.send("rotate portrait")
        await app.skipReceived()
        // A failed expectation would record an issue and fail this test.
        await app.expect("calls since turned in order home.viewWillTransitionToSize,home.viewWillTransitionToSize")
        await app.expect("call since turned home.viewWillTransitionToSize nth=2 bounds=667x375")
        await app.finish()
    }

    @Test("TRACE-LANGUAGE 6 known-gap: quiet while the expectation fails, reported once it holds")
    func knownGap() async throws {
        let app = try await TestApp(trace: turningApp)
        try await app.send("rotate landscapeLeft")
        await app.skipReceived()
        var line = 0
        let issues = await recordedIssues {
            _ = try? await app.send("known-gap \"a report saw portrait\"")
            await app.expect("interface portrait")
            _ = try? await app.send("known-gap \"a report saw landscape\"")
            line = #line; await app.expect("interface landscapeRight")
        }
        #expect(issues == [RecordedIssue(message: "Known gap closed: expect interface landscapeRight holds; remove the known-gap line (a report saw landscape)", line: line)])
        await app.finish()
    }
}
