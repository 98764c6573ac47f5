// The printer writes canonical trace text that parses back to an equal trace, and quotes single
// statements and expectations in trace syntax.

import Foundation
import Pivot
import PivotTrace
import Testing

@Suite struct ParserRoundTripTests {
    /// Parse, print, parse again: the two traces are equal and printing is stable.
    private func roundTrip(_ text: String, _ name: String) throws {
        let trace = try parsed(text)
        let printed = trace.printed()
        let again = try parsed(printed)
        #expect(again == trace, "\(name)")
        #expect(again.printed() == printed, "\(name)")
        #expect(again.statements.count == trace.statements.count, "\(name)")
    }

    @Test("the rich trace that uses every statement round-trips")
    func richTrace() throws {
        try roundTrip(ParserFixtures.rich, "rich")
        let trace = try parsed(ParserFixtures.rich)
        #expect(trace.statements.count == 91)
    }

    @Test("the rich trace holds every kind of event and expectation")
    func richTraceCoversEverything() throws {
        /// An enum value's case name (the label of its payload, or the value itself when it has none).
        func caseName(_ value: Any) -> String {
            Mirror(reflecting: value).children.first?.label ?? String(describing: value)
        }
        var events: Set<String> = [], expectations: Set<String> = [], others: Set<String> = []
        for statement in try parsed(ParserFixtures.rich).statements {
            switch statement {
            case .event(let event, _): events.insert(caseName(event))
            case .expect(let expectation): expectations.insert(caseName(expectation))
            default: others.insert(caseName(statement))
            }
        }
        #expect(events == [
            "declareController", "createWindow", "addView", "delegateMask", "launch", "show", "makeKey", "hide",
            "setLevel", "setRoot", "rotate", "lock", "present", "dismiss", "push", "pop", "select", "configure",
            "force", "requestGeometry", "updateOrientations", "attemptRotation", "setStatusBarHidden",
            "statusBarUpdate", "inCall", "keyboard", "deviceNotifications", "swapFault", "wait",
        ])
        #expect(expectations == [
            "interface", "device", "window", "key", "screen", "statusBar", "safeArea", "decider", "controlling",
            "order", "hit", "crash", "noCrash", "log", "posted", "calls", "events", "timeline", "call", "asked", "covered",
        ])
        #expect(others == ["observe", "mark", "knownGap"])
    }

    @Test("SPEC W8 W5: a window's frame set after it is made, and a scene given to it, print back as written")
    func windowFrame() throws {
        let text = "controller home\nwindow main root=home frame=0,0,0,0\nframe main 0,0,375,80.5\nshow main key\nattach-scene main\n"
        try roundTrip(text, "frame")
        #expect(try parsed(text).printed().contains("\nframe main 0,0,375,80.5\n"))
        #expect(try parsed(text).printed().contains("\nattach-scene main\n"), "SPEC W5")
    }

    @Test("the shared examples round-trip", arguments: ParserFixtures.examples.keys.sorted())
    func example(_ name: String) throws {
        try roundTrip(ParserFixtures.examples[name] ?? "", name)
    }

    @Test("every trace file on disk parses and round-trips")
    func filesOnDisk() throws {
        for url in try ParserFixtures.traceFilesOnDisk() {
            let bytes = try [UInt8](Data(contentsOf: url))
            let trace = try TraceParser.parse(bytes: bytes, file: url.path)
            // Beside its file: an `info-plist` path is relative to the trace's folder.
            #expect(try TraceParser.parse(trace.printed(), file: url.path) == trace, "\(url.lastPathComponent)")
        }
    }

    @Test("the printed trace puts the header first, then one statement per line")
    func printedShape() throws {
        let trace = try parsed("controller home   # c\nios 9.0\n\nwindow main root=home level=statusBar\nshow main key nowait")
        #expect(trace.printed() == """
            pivot-trace 1
            device iPhoneX
            ios 9.0
            controller home
            window main level=statusBar root=home
            show main key nowait

            """)
    }

    @Test("an empty trace prints as the default header")
    func emptyTracePrints() throws {
        #expect(Trace().printed() == "pivot-trace 1\ndevice iPhoneX\nios 11.0\n")
        #expect(try parsed(Trace().printed()) == Trace())
    }

    @Test("Statement.printed gives the single trace line a timeline quotes")
    func statementPrinted() {
        #expect(Statement.event(.present("video", from: "home", style: .fullScreen, animated: true), nowait: false).printed()
                == "present video from=home")
        #expect(Statement.event(.present("video", from: "home", style: .formSheet, animated: false), nowait: true).printed()
                == "present video from=home style=formSheet animated=no nowait")
        #expect(Statement.event(.wait(milliseconds: 1500), nowait: false).printed() == "wait 1.5")
        #expect(Statement.event(.wait(milliseconds: 1), nowait: false).printed() == "wait 0.001")
        #expect(Statement.event(.setLevel("w", 1001), nowait: false).printed() == "level w statusBar+1")
        #expect(Statement.event(.setLevel("w", 1999), nowait: false).printed() == "level w alert-1")
        #expect(Statement.event(.setLevel("w", 0), nowait: false).printed() == "level w normal")
        #expect(Statement.event(.setLevel("w", 10_000_000), nowait: false).printed() == "level w 10000000")
        #expect(Statement.event(.setLevel("w", 1000.25), nowait: false).printed() == "level w 1000.25")
        #expect(Statement.event(.delegateMask(window: nil, OrientationMask(rawValue: 1)), nowait: false).printed()
                == "delegate-mask * 1")
        #expect(Statement.event(.requestGeometry(window: "w", [.landscapeLeft, .portrait]), nowait: false).printed()
                == "request-geometry w portrait|landscapeLeft")
        #expect(Statement.event(.force(.statusBar(.landscapeLeft)), nowait: false).printed()
                == "force landscapeLeft via=statusbar")
        #expect(Statement.observe(.keyboardWillHide).printed() == "observe UIKeyboardWillHideNotification")
    }

    @Test("Expectation.printed writes the expect line")
    func expectationPrinted() {
        var window = WindowExpectation()
        window.bounds = Size(667, 375); window.key = true
        #expect(PivotTrace.Expectation.window("main", window).printed() == "expect window main bounds=667x375 key=yes")
        #expect(PivotTrace.Expectation.key(nil).printed() == "expect key none")
        #expect(PivotTrace.Expectation.hit(Point(1, 2.5), window: "w", view: "v").printed() == "expect hit 1,2.5 w/v")
        #expect(PivotTrace.Expectation.crash(name: "X", reason: #"a "b""#).printed() == #"expect crash X "a \"b\"""#)
        #expect(PivotTrace.Expectation.calls([]).printed() == "expect calls none")
        #expect(PivotTrace.Expectation.events([.call(controller: "c", .didRotate), .post(.windowDidBecomeHidden)]).printed()
                == "expect events c.didRotate,post:UIWindowDidBecomeHiddenNotification")
        #expect(PivotTrace.Expectation.events([.lifecycle(.sceneDidBecomeActive), .post(.didBecomeActive)]).printed()
                == "expect events delegate:sceneDidBecomeActive,post:UIApplicationDidBecomeActiveNotification") // SPEC L7
        #expect(PivotTrace.Expectation.covered("v", .partly).printed() == "expect covered v partly")
    }

    @Test("numbers print in plain decimal, never with an exponent, and parse back exactly")
    func numbersPrintPlain() throws {
        for value in [0.00001, 1e-7, 0.1, 123456789012345.0, 123456789012.25, -0.000123, 2.5e-10] {
            var expectation = StatusBarExpectation()
            expectation.height = value
            let line = PivotTrace.Expectation.statusBar(expectation).printed()
            #expect(!line.contains("e-") && !line.contains("e+"), "\(line)")
            #expect(try lastStatement(line) == .expect(.statusBar(expectation)), "\(line)")
        }
    }

    @Test("mark labels are quoted only when they would not read back as one word")
    func markLabels() throws {
        #expect(Statement.mark("step-1").printed() == "mark step-1")
        #expect(Statement.mark("two words").printed() == #"mark "two words""#)
        #expect(Statement.mark("a#b").printed() == #"mark "a#b""#)
        #expect(Statement.mark("").printed() == #"mark """#)
        #expect(Statement.mark(#""q"#).printed() == #"mark "\"q""#)
        for label in ["x", "a b", "#", "\t", "\"", "\\", "\"\u{301}", "é\\\"", "a=b", "nowait"] {
            #expect(try lastStatement(Statement.mark(label).printed()) == .mark(label), "\(label)")
        }
    }
}
