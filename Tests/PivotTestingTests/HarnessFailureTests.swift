import PivotTestSupport
import Foundation
import PivotTesting
import Testing

/// Every failure the harness reports, pinned word for word, with the line it blames.
@Suite("Harness failures")
struct HarnessFailureTests {
    @Test("receiving something that is not next shows what comes before it, ready to paste")
    func receiveOutOfOrder() async throws {
        let app = try await TestApp(trace: turningApp)
        try await app.send("rotate landscapeLeft")
        var line = 0
        let issues = await recordedIssues {
            line = #line; await app.receive(.callback("home", .viewWillTransitionToSize))
        }
        #expect(issues == [RecordedIssue(message: """
            Expected home.viewWillTransitionToSize next, but 4 unreceived effects come before it

            + post:UIDeviceOrientationDidChangeNotification
            + post:UIApplicationWillChangeStatusBarOrientationNotification
            + post:UIApplicationWillChangeStatusBarFrameNotification
            + home.willTransitionToTraitCollection
              home.viewWillTransitionToSize

            To fix, receive them first:

                await app.receive(.notification(.deviceOrientationDidChange))
                await app.receive(.notification(.willChangeStatusBarOrientation))
                await app.receive(.notification(.willChangeStatusBarFrame))
                await app.receive(.callback("home", .willTransitionToTraitCollection))
            """, line: line)])
        // The failed receive took the effect it named, and those before it.
        await app.receive(.callback("home", .traitCollectionDidChange))
        await app.skipReceived()
        await app.finish()
    }

    @Test("receiving something no step caused lists what is unreceived")
    func receiveNothingMatches() async throws {
        let app = try await TestApp(trace: portraitApp)
        try await app.send("rotate landscapeLeft")
        let issues = await recordedIssues {
            await app.receive(.notification(.didChangeStatusBarOrientation))
        }
        #expect(issues.map(\.message) == ["""
            Expected to receive post:UIApplicationDidChangeStatusBarOrientationNotification, but no unreceived effect matches it

            - post:UIApplicationDidChangeStatusBarOrientationNotification
            + post:UIDeviceOrientationDidChangeNotification
            """])
        // Nothing was taken: the device notification is still there to receive.
        await app.receive(.notification(.deviceOrientationDidChange))
        await app.finish()
    }

    @Test("details a test asks for show on both sides of the diff")
    func receiveWithDetails() async throws {
        let app = try await TestApp(trace: turningApp)
        try await app.send("rotate landscapeLeft")
        await app.receive(.notification(.deviceOrientationDidChange, sender: "UIDevice"))
        let issues = await recordedIssues {
            await app.receive(.notification(.willChangeStatusBarOrientation, orientation: .portrait))
        }
        #expect(issues.first?.message.hasPrefix("""
            Expected to receive post:UIApplicationWillChangeStatusBarOrientationNotification (orientation portrait), but no unreceived effect matches it

            - post:UIApplicationWillChangeStatusBarOrientationNotification (orientation portrait)
            + post:UIApplicationWillChangeStatusBarOrientationNotification (orientation landscapeRight)
            + post:UIApplicationWillChangeStatusBarFrameNotification
            """) == true)
        await app.receive(.notification(.willChangeStatusBarOrientation, orientation: .landscapeRight))
        await app.skipReceived()
        await app.finish()
    }

    @Test("receiving when everything was received says so, and points at running animations")
    func receiveWhenEmpty() async throws {
        let app = try await TestApp(trace: turningApp)
        try await app.send("rotate landscapeLeft nowait")
        await app.skipReceived()
        let issues = await recordedIssues {
            await app.receive(.callback("home", .transitionCompletion))
        }
        #expect(issues.map(\.message) == ["""
            Expected to receive home.transitionCompletion, but nothing is left to receive

            - home.transitionCompletion

            1 animation still running may cause it. To fix, end them first:

                await app.runUntilIdle()
            """])
        await app.runUntilIdle()
        await app.receive(.callback("home", .transitionCompletion))
        await app.finish()
    }

    @Test("effects left unreceived fail at the next send, blamed at the send that caused them")
    func unreceivedAtNextSend() async throws {
        let app = try await TestApp(trace: portraitApp)
        var causeLine = 0
        let issues = await recordedIssues {
            causeLine = #line; await app.send(.rotate(.landscapeLeft))
            await app.send(.rotate(.portrait))
        }
        #expect(issues == [RecordedIssue(message: """
            1 effect caused here was not received before the next send

            + post:UIDeviceOrientationDidChangeNotification

            To fix, receive it after this call, or drop it with skipReceived():

                await app.receive(.notification(.deviceOrientationDidChange))
            """, line: causeLine)])
        await app.receive(.notification(.deviceOrientationDidChange))
        await app.finish()
    }

    @Test("finish fails for what is left unreceived, once per causing call, and for running animations")
    func unreceivedAtFinish() async throws {
        let app = try await TestApp(trace: turningApp)
        var lines: [Int] = []
        let issues = await recordedIssues {
            lines.append(#line); await app.send(.rotate(.landscapeLeft), settle: false)
            await app.skipReceived()
            lines.append(#line); await app.advance(by: 100)
            lines.append(#line); await app.send(.deviceNotifications(begin: false), settle: false)
            lines.append(#line); await app.finish()
        }
        #expect(issues.map(\.line) == [lines[3]])
        #expect(issues.map(\.message) == ["""
            1 animation still running at the end of the test

            To fix, let them end before finish():

                await app.runUntilIdle()
            """])
        let second = try await TestApp(trace: turningApp)
        let more = await recordedIssues {
            lines.append(#line); await second.send(.keyboard(shown: true))
            await second.receive(.notification(.keyboardWillChangeFrame))
            await second.receive(.notification(.keyboardWillShow))
            await second.receive(.notification(.keyboardDidChangeFrame))
            lines.append(#line); await second.advance(by: 10)
            await second.finish()
        }
        #expect(more.map(\.line) == [lines[4]])
        #expect(more.first?.message == """
            1 effect caused here was not received by the end of the test

            + post:UIKeyboardDidShowNotification

            To fix, receive it after this call, or drop it with skipReceived():

                await app.receive(.notification(.keyboardDidShow))
            """)
    }

    @Test("an app dropped without finish still reports what it left unreceived")
    func unreceivedAtDeinit() async throws {
        var line = 0
        let issues = await recordedIssues {
            let app = try? await TestApp(trace: portraitApp)
            line = #line; await app?.send(.rotate(.landscapeLeft))
        }
        #expect(issues.map(\.line) == [line])
        #expect(issues.first?.message.hasPrefix("1 effect caused here was not received by the end of the test") == true)
    }

    @Test("a failed expectation shows expected and found in trace syntax")
    func expectationFails() async throws {
        let app = try await TestApp(trace: turningApp)
        try await app.send("rotate landscapeLeft")
        await app.skipReceived()
        var line = 0
        let issues = await recordedIssues {
            line = #line; await app.expect("interface portrait")
            await app.expect("window main bounds=375x667 key=yes")
            await app.expect(.crash(name: "NSInternalInconsistencyException", reason: nil))
        }
        #expect(issues.map(\.message) == [
            """
            Expectation failed: expect interface portrait

            - expect interface portrait
            + expect interface landscapeRight
            """,
            """
            Expectation failed: expect window main bounds=375x667 key=yes

            - expect window main bounds=375x667 key=yes
            + expect window main bounds=667x375 key=yes
            """,
            """
            Expectation failed: expect crash NSInternalInconsistencyException

            - expect crash NSInternalInconsistencyException
            + (no crash)
            """])
        #expect(issues.map(\.line) == [line, line + 1, line + 2])
        await app.finish()
    }

    @Test("a failed list expectation diffs item by item and folds the unchanged run")
    func listExpectationFails() async throws {
        let app = try await TestApp(trace: turningApp)
        try await app.send("rotate landscapeLeft")
        await app.skipReceived()
        let issues = await recordedIssues {
            await app.expect("calls home.willTransitionToTraitCollection,home.viewWillTransitionToSize,home.traitCollectionDidChange,home.viewSafeAreaInsetsDidChange,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.viewDidAppear")
            await app.expect("posted UIDeviceOrientationDidChangeNotification")
        }
        #expect(issues.map(\.message) == [
            """
            Expectation failed: expect calls home.willTransitionToTraitCollection,home.viewWillTransitionToSize,home.traitCollectionDidChange,home.viewSafeAreaInsetsDidChange,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.viewDidAppear

              home.willTransitionToTraitCollection
              … 4 unchanged
              home.viewDidLayoutSubviews
            - home.viewDidAppear
            + home.transitionCompletion
            """,
            """
            Expectation failed: expect posted UIDeviceOrientationDidChangeNotification

            - UIDeviceOrientationDidChangeNotification

            Note: UIDeviceOrientationDidChangeNotification was not observed when the step ran: add `observe UIDeviceOrientationDidChangeNotification` before it.
            """])
        await app.finish()
    }

    @Test("a malformed expectation fails at the call with the parser's message")
    func malformedExpectation() async throws {
        let app = try await TestApp(trace: turningApp)
        let issues = await recordedIssues {
            await app.expect("interface sideways")
        }
        #expect(issues.map(\.message) == ["Malformed expectation: unknown orientation 'sideways'; expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight, unknown"])
        await app.finish()
    }

    @Test("malformed sent text throws at the caller's file and line, before anything runs")
    func malformedSend() async throws {
        let app = try await TestApp(trace: turningApp)
        var line = 0
        do {
            line = #line; try await app.send("rotate landscapeLeftt")
            Issue.record("the send did not throw")
        } catch {
            #expect(error.description == "PivotTestingTests/HarnessFailureTests.swift:\(line):8: error: unknown orientation 'landscapeLeftt'; did you mean 'landscapeLeft'?")
        }
        await #expect(throws: TraceError.self) { try await app.send("ios 9.0") }
        await #expect(app.world.statusBar.orientation == .portrait)
        await app.finish()
    }

    @Test("a step the app rejects fails the test at the send")
    func rejectedStep() async throws {
        let app = try await TestApp(trace: turningApp)
        var line = 0
        let issues = await recordedIssues {
            line = #line; await app.send(.dismiss("home"))
        }
        #expect(issues == [RecordedIssue(message: "The app rejected `dismiss home`: controller 'home' is not presented", line: line)])
        await app.finish()
    }

    @Test("the starting trace's failed expectations and unexpected crashes are reported at the call with the trace's line")
    func startingTraceFailures() async throws {
        var line = 0
        let issues = await recordedIssues {
            line = #line; _ = try? await TestApp(trace: turningApp + "\nexpect interface landscapeLeft\ncontroller bad supports=portraitUpsideDown\nroot main bad")
        }
        #expect(issues.map(\.line) == [line, line])
        #expect(issues.map(\.message) == [
            """
            line 9 of the trace: expectation failed

            - expect interface landscapeLeft
            + expect interface portrait
            """,
            """
            line 11 of the trace: the app crashed and no `expect crash` follows the step

            - expect no-crash
            + (crash UIApplicationInvalidInterfaceOrientation "Supported orientations has no common orientation with the application, and [bad shouldAutorotate] is returning YES")
            """])
    }

    @Test("a trace file's failed expectation names the file and its line")
    func traceFileFailure() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("harness-failure-\(ProcessInfo.processInfo.processIdentifier).trace")
        try (turningApp + "\nexpect interface landscapeLeft\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let issues = await recordedIssues {
            _ = try? await TestApp(traceFile: url)
        }
        #expect(issues.map(\.message) == ["""
            \(url.path):9:1: expectation failed

            - expect interface landscapeLeft
            + expect interface portrait
            """])
    }

    @Test("what animations cause when they end is blamed at the send that started them")
    func animationBlame() async throws {
        let app = try await TestApp(trace: turningApp)
        var line = 0
        let issues = await recordedIssues {
            line = #line; _ = try? await app.send("rotate landscapeLeft nowait")
            await app.skipReceived()
            await app.runUntilIdle()
            await app.finish()
        }
        #expect(issues.map(\.line) == [line])
        #expect(issues.first?.message.hasPrefix("1 effect caused here was not received by the end of the test\n\n+ home.transitionCompletion") == true)
    }

    @Test("a send after finish() fails: nothing it causes would be checked")
    func sendAfterFinish() async throws {
        let app = try await TestApp(trace: turningApp)
        await app.finish()
        let issues = await recordedIssues { await app.send(.rotate(.landscapeLeft)) }
        #expect(issues.map(\.message) == ["A send after finish(): the app has finished, so nothing it causes is checked"])
    }

    @Test("without exhaustivity a receive skips what comes before, and fails only when nothing matches")
    func relaxed() async throws {
        let app = try await TestApp(trace: turningApp, exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        await app.receive(.callback("home", .viewWillTransitionToSize))
        let issues = await recordedIssues {
            await app.receive(.notification(.deviceOrientationDidChange))
        }
        #expect(issues.first?.message.hasPrefix("Expected to receive post:UIDeviceOrientationDidChangeNotification, but no unreceived effect matches it") == true)
        // Unreceived effects and running animations are no failure; a send drops what the
        // sends before it caused, so a later receive cannot take it.
        try await app.send("rotate portrait nowait")
        try await app.send("device-notifications end")
        let late = await recordedIssues { await app.receive(.notification(.willChangeStatusBarOrientation)) }
        // The last send settled the running rotation: its completion is all there is.
        #expect(late.map(\.message) == ["""
            Expected to receive post:UIApplicationWillChangeStatusBarOrientationNotification, but no unreceived effect matches it

            - post:UIApplicationWillChangeStatusBarOrientationNotification
            + home.transitionCompletion
            """])
        await app.finish()
    }
}
