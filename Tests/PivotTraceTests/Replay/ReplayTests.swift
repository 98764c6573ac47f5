import Foundation
import Testing
import Pivot
import PivotTrace

/// Replays a trace given as text.
func replay(_ text: String, file: String = "t.trace") throws -> ReplayResult {
    Replay.run(try TraceParser.parse(text, file: file), file: file)
}

let header = """
    pivot-trace 1
    device iPhone8
    ios 12.0
    plist portrait|landscapeLeft|landscapeRight
    controller home
    window main root=home
    show main key
    launch

    """

@Suite("Replay")
struct ReplayTests {
    @Test("an expectation that holds passes; one that fails reports FILE:LINE and expected/actual in trace syntax")
    func verdicts() throws {
        let result = try replay(header + "rotate landscapeLeft\nexpect interface landscapeRight\nexpect interface portrait\n")
        #expect(result.summary.expectations == 2)
        #expect(result.summary.passed == 1)
        #expect(result.summary.failures.map(\.description)
                == ["t.trace:11:1: error: expectation failed: expected interface portrait, got interface landscapeRight"])
        #expect(result.summary.exitCode == 1)
    }

    @Test("every expectation kind reads the world", arguments: [
        "expect interface portrait", "expect device portrait", "expect window main orientation=portrait bounds=375x667 frame=0,0,375,667 visible=yes key=yes rotation=0",
        "expect key main", "expect screen bounds=375x667", "expect statusbar hidden=no height=20 orientation=portrait covered=no",
        "expect safearea home 20,0,0,0", "expect decider main home", "expect controlling main", "expect order main,statusbar",
        "expect hit 10,100 main", "expect no-crash", "expect posted none", "expect calls none", "expect events delegate:applicationDidBecomeActive",
        "expect asked home no",
    ])
    func expectationKinds(line: String) throws {
        let result = try replay(header + line + "\n")
        #expect(result.summary.failures.isEmpty, "\(result.summary.failures)")
    }

    @Test("every expectation kind fails on a wrong value and prints what it found", arguments: [
        ("expect interface landscapeLeft", "got interface portrait"), ("expect device landscapeLeft", "got device portrait"),
        ("expect window main bounds=667x375", "got window main bounds=375x667"), ("expect key none", "got key main"),
        ("expect screen bounds=667x375", "got screen bounds=375x667"), ("expect statusbar height=44", "got statusbar height=20"),
        ("expect safearea home 44,0,34,0", "got safearea home 20,0,0,0"), ("expect decider main none", "got decider main home"),
        ("expect controlling none", "got controlling main"), ("expect order statusbar,main", "got order main,statusbar"),
        ("expect hit 10,100 none", "got hit 10,100 main"), ("expect calls home.viewDidLoad", "got calls none"),
        ("expect events home.viewDidLoad", "got events delegate:applicationDidBecomeActive"), ("expect asked home yes", "got asked home no"),
    ])
    func expectationKindsFail(line: String, got: String) throws {
        let result = try replay(header + line + "\n")
        #expect(result.summary.failures.count == 1)
        #expect(result.summary.failures.first?.message.hasSuffix(got) == true, "\(result.summary.failures)")
    }

    @Test("expect posted, calls, events and asked look at the previous step only")
    func previousStep() throws {
        let result = try replay(header + """
            observe UIDeviceOrientationDidChangeNotification
            device-notifications begin
            rotate landscapeLeft
            expect posted UIDeviceOrientationDidChangeNotification
            expect asked home yes
            expect events post:UIDeviceOrientationDidChangeNotification,home.willTransitionToTraitCollection,home.viewWillTransitionToSize,home.traitCollectionDidChange,home.viewSafeAreaInsetsDidChange,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.transitionCompletion
            mark after
            expect posted UIDeviceOrientationDidChangeNotification
            wait 1
            expect posted none
            expect asked home no

            """)
        #expect(result.summary.failures.isEmpty, "\(result.summary.failures)")
    }

    @Test("a crash ends the app: later events are skipped, later expectations still checked at the crash")
    func crashSkipsEvents() throws {
        let result = try replay("""
            pivot-trace 1
            device iPhone8
            ios 12.0
            plist portrait
            controller home supports=landscape
            window main
            show main key
            root main home
            expect crash UIApplicationInvalidInterfaceOrientation "[home shouldAutorotate] is returning YES"
            rotate landscapeLeft
            expect interface portrait

            """)
        #expect(result.summary.failures.isEmpty, "\(result.summary.failures)")
        #expect(result.summary.skipped == 1)
        #expect(result.entries.contains { $0.kind == .skipped && $0.line == 10 })
    }

    @Test("a crash with no expect crash after its step fails the replay at the crashing line")
    func unexpectedCrash() throws {
        let result = try replay("""
            pivot-trace 1
            device iPhone8
            ios 12.0
            window bare
            launch
            expect interface portrait

            """)
        #expect(result.summary.failures.map(\.description)
                == [#"t.trace:5:1: error: expectation failed: expected no-crash, got crash NSInternalInconsistencyException "Application windows are expected to have a root view controller at the end of application launch""#])
    }

    @Test("a step the world cannot apply is reported, not ignored")
    func rejectedStep() throws {
        let result = try replay(header + "controller other\ndismiss other\n")
        #expect(result.summary.failures.map(\.description) == ["t.trace:10:1: error: step rejected: controller 'other' is not presented"])
    }

    @Test("expect log looks at the console log so far")
    func logExpectation() throws {
        let result = try replay("""
            pivot-trace 1
            device iPhone8
            ios 16.0
            controller home
            window main root=home
            show main key
            launch
            force landscapeLeft via=kvc
            rotate portrait
            expect log "Setting UIDevice.orientation is not supported"
            expect log "something else"

            """)
        #expect(result.summary.failures.count == 1)
        #expect(result.summary.failures.first?.message.hasPrefix("expectation failed: expected log \"something else\", got a log without it") == true)
    }

    @Test("the JSON Lines output is one valid object per line, with a trace header and a summary")
    func jsonLines() throws {
        let text = header + "rotate landscapeLeft\nexpect interface landscapeRight\n"
        let trace = try TraceParser.parse(text, file: "t.trace")
        let writer = TimelineWriter(format: .json)
        var output = writer.header(file: "t.trace", trace: trace)
        let summary = Replay.stream(trace, file: "t.trace") { entry, world in output += writer.entry(entry, file: "t.trace", world: world) }
        output += writer.summary(summary)
        let lines = output.split(separator: "\n")
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["type"] != nil)
        }
        #expect(lines.first?.hasPrefix("{\"type\":\"trace\"") == true)
        #expect(lines.last?.hasPrefix("{\"type\":\"summary\"") == true)
    }

    /// The effects of the rotation in a trace, as JSON objects, written in the given schema.
    static func rotationEffects(schema: Int) throws -> (header: [String: Any], effects: [[String: Any]]) {
        let trace = try TraceParser.parse(header + "device-notifications begin\nrotate landscapeLeft\n", file: "t.trace")
        var writer = TimelineWriter(format: .json)
        writer.jsonSchema = schema
        let first = try #require(JSONSerialization.jsonObject(with: Data(writer.header(file: "t.trace", trace: trace).utf8)) as? [String: Any])
        var effects: [[String: Any]] = []
        _ = Replay.stream(trace, file: "t.trace") { entry, world in
            guard entry.text.hasPrefix("rotate") else { return }
            let object = try? JSONSerialization.jsonObject(with: Data(writer.entry(entry, file: "t.trace", world: world).utf8)) as? [String: Any]
            effects = object?["effects"] as? [[String: Any]] ?? []
        }
        return (first, effects)
    }

    @Test("JSON Lines schema 2 writes typed values: objects for sizes, frames and insets, numbers and booleans")
    func jsonTypedValues() throws {
        let (first, effects) = try Self.rotationEffects(schema: 2)
        #expect(first["schema"] as? Int == 2)
        let call = try #require(effects.last { $0["kind"] as? String == "call" })
        #expect(call["bounds"] as? [String: Int] == ["width": 667, "height": 375])
        #expect((call["safearea"] as? [String: Int])?.keys.sorted() == ["bottom", "left", "right", "top"])
        let post = try #require(effects.first { ($0["frame"] as? [String: Any]) != nil })
        #expect((post["frame"] as? [String: Int])?["x"] == 0)
        let time = try #require(effects.first { $0["kind"] as? String == "time" })
        #expect(time["seconds"] as? Double == 0.3)
        if let bar = effects.first(where: { $0["kind"] as? String == "statusbar" }) {
            #expect(bar["hidden"] is Bool && bar["height"] is NSNumber)
        }
    }

    @Test("JSON Lines schema 1, the form before 0.9, writes every value as trace text and no schema key")
    func jsonSchemaOne() throws {
        let (first, effects) = try Self.rotationEffects(schema: 1)
        #expect(first["schema"] == nil)
        let call = try #require(effects.last { $0["kind"] as? String == "call" })
        #expect(call["bounds"] as? String == "667x375")
        let time = try #require(effects.first { $0["kind"] as? String == "time" })
        #expect(time["seconds"] as? String == "0.300")
    }

    @Test("JSON strings keep quotes, backslashes and non-ASCII text exactly")
    func jsonEscapes() throws {
        let text = """
            pivot-trace 1
            device iPhone14Pro
            ios 16.0
            controller home supports=portrait
            window main root=home
            show main key
            launch
            request-geometry main landscapeRight
            expect log "a \\"quoted\\" \\\\ café"

            """
        let trace = try TraceParser.parse(text, file: "t.trace")
        let writer = TimelineWriter(format: .json)
        var strings: [String] = []
        _ = Replay.stream(trace, file: "t.trace") { entry, world in
            let line = writer.entry(entry, file: "t.trace", world: world)
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                strings.append("not JSON: \(line)"); return
            }
            if let message = object["message"] as? String { strings.append(message) }
            for case let effect as [String: Any] in object["effects"] as? [Any] ?? [] {
                if let log = effect["text"] as? String { strings.append(log) }
            }
        }
        #expect(strings.contains(#"Error Domain=UISceneErrorDomain Code=101 "None of the requested orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait""#))
        #expect(strings.contains { $0.contains(#"expected log "a \"quoted\" \\ café""#) }, "\(strings)")
    }

    @Test("a controller line is a declaration, not a step: expectations about the previous step look past it")
    func declarationsAreNotSteps() throws {
        let result = try replay(header + """
            observe UIApplicationDidChangeStatusBarOrientationNotification
            rotate landscapeLeft
            controller extra
            controller nav kind=navigation children=extra
            expect asked home yes
            expect posted UIApplicationDidChangeStatusBarOrientationNotification
            expect calls home.willTransitionToTraitCollection,home.viewWillTransitionToSize,home.traitCollectionDidChange,home.viewSafeAreaInsetsDidChange,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.transitionCompletion

            """)
        #expect(result.summary.failures.isEmpty, "\(result.summary.failures)")
        #expect(result.summary.steps == 4, "show, launch, window and rotate; the three controller lines are not steps")
        let declared = result.entries.filter { $0.kind == .declaration }
        #expect(declared.count == 3)
        let calls = declared.last?.effects.compactMap { effect -> String? in
            guard case .callback(let r) = effect else { return nil }
            return "\(result.world[r.controller].name).\(r.callback.rawValue)"
        }
        #expect(calls == ["extra.willMoveToParent", "extra.didMoveToParent"], "what a declaration causes still shows in the timeline")
    }

    @Test("declarations between a crash and its expect crash, and after it, neither count nor fail")
    func declarationsAroundACrash() throws {
        let result = try replay("""
            pivot-trace 1
            device iPhone5s
            ios 7.1
            plist portrait
            controller home supports=portrait
            controller movie supports=landscape
            window main root=home
            show main key
            launch
            present movie from=home
            controller later
            expect crash UIApplicationInvalidInterfaceOrientation
            controller after
            rotate landscapeLeft

            """)
        #expect(result.summary.failures.isEmpty, "\(result.summary.failures)")
        #expect(result.summary.skipped == 1, "only the rotation is a skipped step")
    }

    @Test("an expectation about a window, controller or view the app never got fails, naming it")
    func missingNamesFail() throws {
        let result = try replay(header + """
            controller movie supports=portraitUpsideDown
            present movie from=home
            expect crash UIApplicationInvalidInterfaceOrientation
            window late root=movie
            expect window late visible=no
            expect decider late none

            """)
        #expect(result.summary.failures.map(\.message) == [
            "expectation failed: expected window late visible=no, got no window named 'late' (its declaration was skipped or rejected)",
            "expectation failed: expected decider late none, got no window named 'late' (its declaration was skipped or rejected)"])
    }

    @Test("N2 a failed expect device while device notifications are off (an extra end) says why the app reads unknown")
    func deviceExpectationExplainsN2() throws {
        let off = try replay(header + "device-notifications end\nrotate landscapeLeft\nexpect device landscapeLeft\n")
        #expect(off.summary.failures.first?.message == "expectation failed: expected device landscapeLeft, got device unknown "
                + "(N2: the app reads unknown while device notifications are off; add `device-notifications begin` before the rotation)")
        let on = try replay(header + "rotate landscapeLeft\nexpect device portrait\n")
        #expect(on.summary.failures.first?.message == "expectation failed: expected device portrait, got device landscapeLeft",
                "UIKit began them for the window's root view controller")
    }

    @Test("an observer added after a step does not hear it; the failure says to observe first")
    func observersDoNotReachBack() throws {
        let result = try replay(header + """
            rotate landscapeLeft
            observe UIApplicationDidChangeStatusBarOrientationNotification
            expect posted UIApplicationDidChangeStatusBarOrientationNotification

            """)
        #expect(result.summary.failures.first?.message == "expectation failed: expected posted UIApplicationDidChangeStatusBarOrientationNotification, "
                + "got posted none (UIApplicationDidChangeStatusBarOrientationNotification was not observed when the step ran: "
                + "add `observe UIApplicationDidChangeStatusBarOrientationNotification` before it)")
    }

    @Test("A5 A1 a failed orientation expectation explains the value it found, as note lines under the caret and in JSON")
    func orientationFailureExplains() throws {
        let text = header + "expect interface landscapeLeft\nexpect window main orientation=landscapeLeft\n"
        let trace = try TraceParser.parse(text, file: "t.trace")
        let writer = TimelineWriter(format: .text, quiet: true, source: Array(text.utf8))
        let summary = Replay.stream(trace, file: "t.trace") { _, _ in }
        let output = writer.summary(summary)
        #expect(output.contains("^\nnote: why the interface is portrait: it follows main"), "\(output)")
        #expect(output.contains("^\nnote: why main faces portrait:\nnote:   decider: root home"), "\(output)")
        var json = TimelineWriter(format: .json)
        json.explain = true
        var lines: [String] = []
        _ = Replay.stream(trace, file: "t.trace") { entry, world in lines.append(json.entry(entry, file: "t.trace", world: world)) }
        #expect(lines.contains { $0.contains(#""ok":false"#) && $0.contains(#""notes":["why the interface is portrait"#) })
    }

    @Test("expect log with an empty string holds even for an empty log")
    func emptyLogSubstring() throws {
        #expect(try replay(header + "expect log \"\"\n").summary.failures.isEmpty)
    }

    @Test("quiet output prints only failures, as a compiler does (FILE:LINE:COL: error:, the line, a caret), and the summary")
    func quiet() throws {
        let text = header + "  expect log \"never\"\n"
        let trace = try TraceParser.parse(text, file: "t.trace")
        let writer = TimelineWriter(format: .text, quiet: true, source: Array(text.utf8))
        var output = writer.header(file: "t.trace", trace: trace)
        let summary = Replay.stream(trace, file: "t.trace") { entry, world in output += writer.entry(entry, file: "t.trace", world: world) }
        output += writer.summary(summary)
        #expect(output == """
            t.trace:9:3: error: expectation failed: expected log "never", got a log without it (the log is empty)
              expect log "never"
              ^
            == t.trace: 3 steps, 0 skipped, 1 expectations, 0 passed, 1 failed

            """)
    }
}
