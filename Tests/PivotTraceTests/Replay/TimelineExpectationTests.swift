// TRACE-LANGUAGE 7, "Timelines: subsequences, sets, spans" and "Known gaps": the looser forms
// of `expect calls` / `expect events`, `since LABEL`, `expect call` and `known-gap`.

import Pivot
import PivotTrace
import Testing

@Suite("Timeline expectations: in order, include, exclude, since a mark, what a callback read")
struct TimelineExpectationTests {
    /// An iPhone 8 on iOS 16 that rotates once after showing (a mark between the two steps).
    static let rotating = """
        pivot-trace 1
        device iPhone8
        ios 16.0
        observe UIDeviceOrientationDidChangeNotification
        device-notifications begin
        controller home
        window main root=home
        mark shown
        show main key
        rotate landscapeLeft

        """

    static func failures(_ lines: String) throws -> [String] {
        try replay(Self.rotating + lines + "\n").summary.failures.map(\.message)
    }

    @Test("TRACE-LANGUAGE 7 'in order' holds for a subsequence with others between, and fails naming the item out of order")
    func inOrder() throws {
        #expect(try Self.failures("expect calls in order home.viewWillTransitionToSize,home.transitionCompletion").isEmpty)
        let failures = try Self.failures("expect calls in order home.transitionCompletion,home.viewWillTransitionToSize")
        #expect(failures.count == 1)
        #expect(failures.first?.hasSuffix("(home.viewWillTransitionToSize is missing after home.transitionCompletion)") == true, "\(failures)")
        #expect(failures.first?.contains("got calls home.willTransitionToTraitCollection,home.viewWillTransitionToSize,") == true)
    }

    @Test("TRACE-LANGUAGE 7 'include' holds in any order and counts repeated items")
    func include() throws {
        #expect(try Self.failures("expect calls include home.transitionCompletion,home.viewWillTransitionToSize").isEmpty)
        #expect(try Self.failures("expect calls include home.viewWillLayoutSubviews").isEmpty)
        let twice = try Self.failures("expect calls include home.viewWillTransitionToSize,home.viewWillTransitionToSize")
        #expect(twice.first?.hasSuffix("(home.viewWillTransitionToSize is listed 2 times but happened 1)") == true, "\(twice)")
        let missing = try Self.failures("expect calls include home.willRotate")
        #expect(missing.first?.hasSuffix("(home.willRotate is missing)") == true, "\(missing)")
    }

    @Test("TRACE-LANGUAGE 7 'exclude' fails naming the item that happened")
    func exclude() throws {
        #expect(try Self.failures("expect calls exclude home.viewDidLoad,home.willRotate").isEmpty)
        let failures = try Self.failures("expect calls exclude home.willRotate,home.viewWillTransitionToSize")
        #expect(failures.first?.hasSuffix("(home.viewWillTransitionToSize happened)") == true, "\(failures)")
    }

    @Test("TRACE-LANGUAGE 7 'events' forms interleave observed notifications")
    func events() throws {
        #expect(try Self.failures("expect events in order post:UIDeviceOrientationDidChangeNotification,home.viewWillTransitionToSize").isEmpty)
        #expect(try Self.failures("expect events include home.viewWillTransitionToSize,post:UIDeviceOrientationDidChangeNotification").isEmpty)
        #expect(try Self.failures("expect events in order home.viewWillTransitionToSize,post:UIDeviceOrientationDidChangeNotification").count == 1)
    }

    @Test("TRACE-LANGUAGE 7 'since LABEL' spans every step after the mark: an order across show and rotate")
    func sinceMark() throws {
        #expect(try Self.failures("expect calls since shown in order home.viewWillAppear,home.viewDidAppear,home.viewWillTransitionToSize").isEmpty)
        // The previous step alone does not hold the appearance calls.
        #expect(try Self.failures("expect calls in order home.viewDidAppear,home.viewWillTransitionToSize").count == 1)
        // viewDidLoad came with the window's root, before the mark.
        let failures = try Self.failures("expect calls since shown include home.viewDidLoad")
        #expect(failures.first?.contains("got calls since shown home.viewWillAppear,") == true, "\(failures)")
    }

    @Test("TRACE-LANGUAGE 7 exact 'since LABEL' lists everything after the mark, and 'none' when nothing happened")
    func sinceExact() throws {
        let result = try replay(Self.rotating + "mark turned\nrotate landscapeLeft\nexpect calls since turned none\nexpect events since turned none\n")
        #expect(result.summary.failures.isEmpty, "\(result.summary.failures)")
    }

    @Test("TRACE-LANGUAGE 7 'expect call' reads what the controller saw when called: old bounds in viewWillTransitionToSize (L2)")
    func callReading() throws {
        #expect(try Self.failures("expect call home.viewWillTransitionToSize bounds=375x667 orientation=portrait statusbar=portrait safearea=20,0,0,0").isEmpty)
        #expect(try Self.failures("expect call home.viewDidLayoutSubviews bounds=667x375 orientation=landscapeRight").isEmpty)
        let failures = try Self.failures("expect call home.viewWillTransitionToSize bounds=667x375")
        #expect(failures == ["expectation failed: expected call home.viewWillTransitionToSize bounds=667x375, got call home.viewWillTransitionToSize bounds=375x667"])
    }

    @Test("TRACE-LANGUAGE 7 'expect call nth=N' picks a later call, and says how many there were")
    func callNth() throws {
        #expect(try Self.failures("expect call since shown home.viewWillLayoutSubviews nth=2 bounds=667x375").isEmpty)
        #expect(try Self.failures("expect call since shown home.viewWillLayoutSubviews bounds=375x667").isEmpty)
        #expect(try Self.failures("expect call since shown home.viewWillTransitionToSize nth=2 bounds=667x375")
                == ["expectation failed: expected call since shown home.viewWillTransitionToSize nth=2 bounds=667x375, got 1 call of home.viewWillTransitionToSize since mark shown"])
        #expect(try Self.failures("expect call home.willRotate bounds=375x667")
                == ["expectation failed: expected call home.willRotate bounds=375x667, got no call of home.willRotate in the previous step"])
    }

    @Test("TRACE-LANGUAGE 7 a replay without 'since' keeps no history; one with it does")
    func historyOnlyWhenNeeded() throws {
        var plain = ReplaySession(trace: try TraceParser.parse(Self.rotating, file: "t.trace"), file: "t.trace")
        _ = plain.run { _, _ in }
        #expect(!plain.checker.keepsHistory)
        var spanning = ReplaySession(trace: try TraceParser.parse(Self.rotating + "expect calls since shown include home.viewDidAppear\n", file: "t.trace"), file: "t.trace")
        #expect(spanning.run { _, _ in }.failures.isEmpty)
        #expect(spanning.checker.keepsHistory)
    }
}

@Suite("Known gaps: an expectation real UIKit met and Pivot does not")
struct KnownGapTests {
    @Test("TRACE-LANGUAGE 7 'known-gap' turns the failure of the next expectation into a known gap; the trace passes")
    func gapStillOpen() throws {
        let result = try replay(TimelineExpectationTests.rotating + "known-gap \"a report says otherwise\"\nexpect interface portrait\nexpect interface landscapeRight\n")
        #expect(result.summary.failures.isEmpty)
        #expect(result.summary.exitCode == 0)
        #expect(result.summary.knownGaps == [ReplayKnownGap(line: 12, reason: "a report says otherwise",
                                                             message: "expected interface portrait, got interface landscapeRight")])
        #expect(result.summary.passed == 1)
    }

    @Test("TRACE-LANGUAGE 7 an expectation under 'known-gap' that holds fails the trace: the gap closed")
    func gapClosed() throws {
        let result = try replay(TimelineExpectationTests.rotating + "known-gap \"fixed since\"\nexpect interface landscapeRight\n")
        #expect(result.summary.exitCode == 1)
        #expect(result.summary.failures.map(\.description) == [
            "t.trace:12:1: error: known gap closed: the expectation holds, so Pivot now agrees with the report; remove the 'known-gap' line above it (fixed since)"])
        #expect(result.summary.knownGaps.isEmpty)
    }

    @Test("TRACE-LANGUAGE 7 the summary counts known gaps only in traces that have them")
    func summaryLine() throws {
        let gap = try replay(TimelineExpectationTests.rotating + "known-gap \"r\"\nexpect interface portrait\n")
        #expect(TimelineWriter(quiet: true).summary(gap.summary).hasSuffix("0 passed, 0 failed, 1 known gap\n"))
        let plain = try replay(TimelineExpectationTests.rotating + "expect interface landscapeRight\n")
        #expect(TimelineWriter(quiet: true).summary(plain.summary).hasSuffix("1 passed, 0 failed\n"))
    }
}
