// Every declaration and event line of TRACE-FORMAT parses to the matching Event.

import Pivot
import PivotTrace
import Testing

/// One line and what it must parse to, after `ParserFixtures.prelude`.
struct StatementCase: Sendable, CustomTestStringConvertible {
    let line: String
    let expected: Statement
    init(_ line: String, _ expected: Statement) { self.line = line; self.expected = expected }
    var testDescription: String { line }
}

private func event(_ event: Event, nowait: Bool = false) -> Statement { .event(event, nowait: nowait) }

private func window(_ name: String, _ configure: (inout WindowSpec) -> Void = { _ in }) -> Statement {
    var spec = WindowSpec(name: name)
    configure(&spec)
    return event(.createWindow(spec))
}

private func view(_ name: String, in parent: String, _ frame: Rect, _ configure: (inout ViewSpec) -> Void = { _ in })
    -> Statement {
    var spec = ViewSpec(name: name, parent: parent, frame: frame)
    configure(&spec)
    return event(.addView(spec))
}

@Suite struct ParserStatementTests {
    static let declarations: [StatementCase] = [
        StatementCase("controller extra", event(.declareController("extra", []))),
        StatementCase(
            "controller extra kind=tabbar supports=landscape autorotate=no preferred=landscapeLeft statusbar=visible "
                + "forwards=yes dismiss-fix=yes children=home,video selected=video navbar=hidden legacy=yes "
                + "additional=1,2,3,4 swap-fix=yes statusbar-child=yes auto-forward=no",
            event(.declareController("extra", [
                .kind(.tabbar), .supports(.landscape), .autorotate(false), .preferred(.landscapeLeft),
                .statusBar(.visible), .forwards(true), .dismissFix(true), .children(["home", "video"]),
                .selected("video"), .navigationBarHidden(true), .legacy(true), .additionalInsets(Insets(1, 2, 3, 4)),
                .swapFix(true), .statusBarChild(true), .autoForward(false),
            ]))),
        StatementCase("controller extra statusbar=default navbar=visible kind=plain",
                      event(.declareController("extra", [.kind(.plain), .statusBar(.default), .navigationBarHidden(false)]))),
        StatementCase("set home supports=portrait|landscapeLeft autorotate=yes",
                      event(.configure("home", [.supports([.portrait, .landscapeLeft]), .autorotate(true)]))),
        StatementCase("set video popover-source=bar-button", // SPEC A14
                      event(.configure("video", [.popoverSource(.barButtonItem)]))),
        StatementCase("controller extra popover-source=view", event(.declareController("extra", [.popoverSource(.view)]))),
        StatementCase("controller extra popover-source=none", event(.declareController("extra", [.popoverSource(.unset)]))),
        StatementCase("set nav children=home,video selected=home",
                      event(.configure("nav", [.children(["home", "video"]), .selected("home")]))),
        StatementCase("window extra", window("extra")),
        StatementCase("window extra level=alert-1 root=video scene=yes frame=1,2,3,4 statusbar-owner=no delegate=yes",
                      window("extra") {
                          $0.level = 1999; $0.root = "video"; $0.hasScene = true; $0.frame = Rect(1, 2, 3, 4)
                          $0.affectsStatusBar = false; $0.isDelegateWindow = true
                      }),
        StatementCase("window extra delegate=no statusbar-owner=yes scene=no level=normal",
                      window("extra")),
        StatementCase("view extra in=home frame=0,0,1,2", view("extra", in: "home", Rect(0, 0, 1, 2))),
        StatementCase("view extra in=main frame=-5,0.5,1,2", view("extra", in: "main", Rect(-5, 0.5, 1, 2))),
        StatementCase("view extra frame=0,0,1,2 in=badge z=-1 alpha=0.25 hidden=yes interactive=no rotation=90",
                      view("extra", in: "badge", Rect(0, 0, 1, 2)) {
                          $0.z = -1; $0.alpha = 0.25; $0.hidden = true; $0.interactive = false; $0.rotation = 90
                      }),
        StatementCase("delegate-mask * portrait", event(.delegateMask(window: nil, .portrait))),
        StatementCase("delegate-mask main 18", event(.delegateMask(window: "main", OrientationMask(rawValue: 18)))),
        StatementCase("delegate-mask main 1", event(.delegateMask(window: "main", OrientationMask(rawValue: 1)))),
    ]

    static let events: [StatementCase] = [
        StatementCase("launch", event(.launch)),
        StatementCase("show main", event(.show("main", key: false))),
        StatementCase("show main key", event(.show("main", key: true))),
        StatementCase("key main", event(.makeKey("main"))),
        StatementCase("hide main", event(.hide("main"))),
        StatementCase("level main statusBar+2", event(.setLevel("main", 1002))),
        StatementCase("level main alert-0.5", event(.setLevel("main", 1999.5))),
        StatementCase("level main normal", event(.setLevel("main", 0))),
        StatementCase("level main -7.5", event(.setLevel("main", -7.5))),
        StatementCase("level main 10-1", event(.setLevel("main", 9))),
        StatementCase("root main video", event(.setRoot("main", "video"))),
        StatementCase("root main none", event(.setRoot("main", nil))),
        StatementCase("rotate landscapeLeft", event(.rotate(.landscapeLeft))),
        StatementCase("rotate faceDown", event(.rotate(.faceDown))),
        StatementCase("rotate unknown", event(.rotate(.unknown))),
        StatementCase("lock on", event(.lock(true))),
        StatementCase("lock off", event(.lock(false))),
        StatementCase("present video from=home", event(.present("video", from: "home", style: .fullScreen, animated: true))),
        StatementCase("present video animated=no style=popover from=home",
                      event(.present("video", from: "home", style: .popover, animated: false))),
        StatementCase("dismiss video", event(.dismiss("video"))),
        StatementCase("push video on=nav", event(.push("video", on: "nav"))),
        StatementCase("pop nav", event(.pop("nav"))),
        StatementCase("select tabs video", event(.select(tabbar: "tabs", child: "video"))),
        // SPEC A9: kvc and invocation take device orientations, statusbar an interface one.
        StatementCase("force unknown via=kvc", event(.force(.kvc(.unknown)))),
        StatementCase("force faceUp via=invocation", event(.force(.invocation(.faceUp)))),
        StatementCase("force landscapeLeft via=statusbar", event(.force(.statusBar(.landscapeLeft)))),
        StatementCase("request-geometry main landscapeLeft|portrait",
                      event(.requestGeometry(window: "main", [.landscapeLeft, .portrait]))),
        StatementCase("update-orientations home", event(.updateOrientations("home"))),
        StatementCase("attempt-rotation", event(.attemptRotation)),
        StatementCase("multitask split-half", event(.multitask(.half))), // SPEC A15
        StatementCase("multitask slide-over", event(.multitask(.slideOver))),
        StatementCase("multitask split-two-thirds", event(.multitask(.twoThirds))),
        StatementCase("frame main 0,0,375,80", event(.setWindowFrame("main", Rect(0, 0, 375, 80)))), // SPEC W8
        StatementCase("frame main -5,0.5,0,0", event(.setWindowFrame("main", Rect(-5, 0.5, 0, 0)))),
        StatementCase("attach-scene main", event(.attachScene("main"))), // SPEC W5
        StatementCase("background", event(.background)), // SPEC L7
        StatementCase("foreground", event(.foreground)),
        StatementCase("statusbar hidden", event(.setStatusBarHidden(true))),
        StatementCase("statusbar visible", event(.setStatusBarHidden(false))),
        StatementCase("statusbar-update home", event(.statusBarUpdate("home"))),
        StatementCase("incall on", event(.inCall(true))),
        StatementCase("incall off", event(.inCall(false))),
        StatementCase("keyboard show", event(.keyboard(shown: true))),
        StatementCase("keyboard hide", event(.keyboard(shown: false))),
        StatementCase("device-notifications begin", event(.deviceNotifications(begin: true))),
        StatementCase("device-notifications end", event(.deviceNotifications(begin: false))),
        StatementCase("fault ios8-swap on", event(.swapFault(true))),
        StatementCase("fault ios8-swap off", event(.swapFault(false))),
        StatementCase("wait 0.3", event(.wait(milliseconds: 300))),
        StatementCase("wait 2", event(.wait(milliseconds: 2000))),
        StatementCase("wait 0", event(.wait(milliseconds: 0))),
        StatementCase("wait 0.0004", event(.wait(milliseconds: 0))),
        StatementCase("wait 1.0005", event(.wait(milliseconds: 1001))),
        StatementCase("wait 0.0014999", event(.wait(milliseconds: 1))),
        StatementCase("show main nowait", event(.show("main", key: false), nowait: true)),
        StatementCase("show main key nowait", event(.show("main", key: true), nowait: true)),
        StatementCase("wait 1 nowait", event(.wait(milliseconds: 1000), nowait: true)),
        StatementCase("window extra level=1 nowait", .event(.createWindow({
            var spec = WindowSpec(name: "extra"); spec.level = 1; return spec
        }()), nowait: true)),
    ]

    static let others: [StatementCase] = [
        StatementCase("observe UIWindowDidBecomeKeyNotification", .observe(.windowDidBecomeKey)),
        StatementCase("observe UIKeyboardWillShowNotification", .observe(.keyboardWillShow)),
        StatementCase("mark hello", .mark("hello")),
        StatementCase("mark step-2.5", .mark("step-2.5")),
        StatementCase("mark nowait", .mark("nowait")),
        StatementCase(#"mark "two words""#, .mark("two words")),
        StatementCase(#"mark "say \"hi\" \\ # bye""#, .mark(#"say "hi" \ # bye"#)),
        StatementCase(#"mark """#, .mark("")),
    ]

    @Test("each declaration line parses to its event", arguments: declarations)
    func declarationParses(_ test: StatementCase) throws {
        #expect(try lastStatement(test.line) == test.expected)
    }

    @Test("each event line parses to its event", arguments: events)
    func eventParses(_ test: StatementCase) throws {
        #expect(try lastStatement(test.line) == test.expected)
    }

    @Test("observe and mark lines parse to their statements", arguments: others)
    func otherStatementParses(_ test: StatementCase) throws {
        #expect(try lastStatement(test.line) == test.expected)
    }

    @Test("a declared name can be used by every later statement but the header is unaffected")
    func declarationsDoNotTouchTheHeader() throws {
        let trace = try parsed(ParserFixtures.prelude)
        #expect(trace.header == TraceHeader())
        #expect(trace.statements.count == 6)
    }

    @Test("each statement records the line and column of its first word")
    func statementLocations() throws {
        let trace = try parsed("pivot-trace 1\n\n  controller home   # indented\n\twindow main root=home\nlaunch")
        #expect(trace.locations == [
            SourceLocation(line: 3, column: 3), SourceLocation(line: 4, column: 2), SourceLocation(line: 5, column: 1),
        ])
        #expect(trace.line(of: 1) == 4)
    }

    @Test("controller options are stored in one fixed order whatever order they are written in")
    func optionOrderDoesNotMatter() throws {
        let a = try lastStatement("controller extra selected=video children=video kind=tabbar autorotate=no")
        let b = try lastStatement("controller extra autorotate=no kind=tabbar children=video selected=video")
        #expect(a == b)
        #expect(a == event(.declareController("extra", [.kind(.tabbar), .autorotate(false), .children(["video"]),
                                                        .selected("video")])))
    }

    @Test("a window, view or delegate-mask line ends the header but a controller line does not")
    func whichLinesAreSteps() throws {
        #expect(try parsed("controller home\nios 12.0").header.ios == OSVersion(12, 0))
        #expect(try parsed("observe UIWindowDidBecomeKeyNotification\nmark a\nexpect no-crash\nios 12.0").header.ios
                == OSVersion(12, 0))
        for step in ["window w", "delegate-mask * all", "launch"] {
            #expect(parseError("\(step)\nios 12.0")?.message == "'ios' must come before the first step (line 1)")
        }
        #expect(parseError("window w\nview v in=w frame=0,0,1,1\nios 12.0")?.message
                == "'ios' must come before the first step (line 1)")
    }
}

/// `release WINDOW` and windows made by explore events (issue 20: a library's window lifecycle).
@Suite struct ParserWindowLifecycleTests {
    @Test("release reads a window; a window line may then take its name again")
    func releaseAndRemake() throws {
        let trace = try parsed("controller home\nwindow toast root=home\nrelease toast\nwindow toast level=alert\n")
        #expect(trace.statements.map { $0.printed() } == ["controller home", "window toast root=home", "release toast",
                                                    "window toast level=alert"])
    }

    @Test("a window's name is still taken until it is released, and release takes only windows")
    func nameStillTaken() {
        #expect(parseError("window toast\nwindow toast\n")?.message.contains("'toast' is already declared") == true)
        #expect(parseError("controller home\nrelease home\n")?.message.contains("window") == true)
    }

    @Test("an explore event may make a window, of a new name or one the set-up made")
    func exploreWindows() throws {
        let trace = try parsed("controller vc\nwindow main\nexplore event window toast root=vc\nexplore event release toast\n"
                               + "explore event window main level=alert\n")
        #expect(trace.statements.count == 5)
        #expect(parseError("window main\nexplore event view v in=main frame=0,0,1,1\n")?.message.contains("declare views") == true)
    }
}

/// A library's code: `action NAME` … `end`, `do NAME`, `on NOTIFICATION do NAME` (issue 20).
@Suite struct ParserLibraryTests {
    static let library = """
        controller vc
        window main
        action show-hud
          window hud level=alert
          root hud vc
          show hud
        end
        on UIApplicationDidChangeStatusBarFrameNotification do show-hud
        do show-hud nowait
        explore event do show-hud

        """

    @Test("an action block becomes one declaration at its first line; do and on refer to it; it prints back the same")
    func blocks() throws {
        let trace = try parsed(Self.library)
        #expect(trace.statements.count == 6)
        #expect(trace.line(of: 2) == 3)
        #expect(trace.statements[2] == .event(.defineAction("show-hud", [.createWindow({ var s = WindowSpec(name: "hud"); s.level = 2000; return s }()),
                                                                        .setRoot("hud", "vc"), .show("hud", key: false)]), nowait: false))
        #expect(trace.statements[3] == .event(.react(.didChangeStatusBarFrame, action: "show-hud"), nowait: false))
        #expect(trace.statements[4] == .event(.perform("show-hud"), nowait: true))
        #expect(try parsed(trace.printed()) == trace)
        #expect(trace.printed().contains("action show-hud\n  window hud level=alert\n  root hud vc\n  show hud\nend\n"))
    }

    @Test("each misuse of a block is an error at its word")
    func errors() {
        let cases: [(String, String)] = [
            ("action a\nlaunch\n", "test.trace:1:1: error: action 'a' has no 'end'"),
            ("end\n", "test.trace:1:1: error: 'end' closes an 'action' block, and none is open"),
            ("action a\nend\naction a\nend\n", "test.trace:3:8: error: action 'a' is already defined (line 1)"),
            ("action a\nexpect interface portrait\nend\n", "test.trace:2:1: error: an action holds steps; 'expect' is not one (close the action with 'end')"),
            ("do nothing\n", "test.trace:1:4: error: undefined action 'nothing'"),
            ("action a\nend\non UIWindowDidBecomeKeyNotification a\n", "test.trace:3:37: error: 'on' needs 'do ACTION' after the notification"),
            ("action a\ndo a\nend\n", "test.trace:2:4: error: action 'a' runs itself: an action cannot be recursive"),
        ]
        for (text, message) in cases {
            #expect(parseError(text)?.description == message, "\(text)")
        }
    }
}

/// Issue 29: actions nest at most `World.actionNestingLimit` deep, an error at the `do` that goes
/// past it (replay, matrix and explore would recurse once a level and overflow the stack).
@Suite struct ParserActionNestingTests {
    /// `a0` of plain steps, then each `aN` running `aN-1`: `aN` nests N + 1 deep.
    func chain(_ count: Int) -> String {
        var text = "window main\naction a0\n  show main\nend\n"
        for i in 1..<count { text += "action a\(i)\n  do a\(i - 1)\nend\n" }
        return text + "do a\(count - 1)\n"
    }

    @Test("100 levels parse; the 101st is an error at its do; 4,000 stop at the first too deep")
    func nestingLimit() throws {
        #expect(World.actionNestingLimit == 100)
        _ = try parsed(chain(100))
        #expect(parseError(chain(101))?.description
                == "test.trace:303:6: error: actions nest at most 100 deep: 'a99' already nests 100, so 'a100' would nest 101")
        #expect(parseError(chain(4000))?.location.line == 303)
    }
}

/// `relay=WINDOW` and `relays=…`: a library's controller that relays UIKit's questions (issue 20).
@Suite struct ParserRelayTests {
    @Test("relay names a window, made now or later; relays lists the answers; both print back")
    func relay() throws {
        let trace = try parsed("controller hudvc relay=main relays=supports|statusbar\ncontroller other relay=none relays=all\nwindow main\n")
        #expect(trace.statements[0] == .event(.declareController("hudvc", [.relay("main"), .relays([.supports, .statusBar])]), nowait: false))
        #expect(trace.statements[1] == .event(.declareController("other", [.relay(nil), .relays(.all)]), nowait: false))
        #expect(try parsed(trace.printed()) == trace)
    }

    @Test("relay to a window the file never declares is an error at the relay, after the whole file is read")
    func ghostWindow() {
        #expect(parseError("controller hudvc relay=ghost\nwindow main root=hudvc\n")?.description
                == "test.trace:1:24: error: relay to an undeclared window 'ghost': no 'window ghost' line in the file")
        #expect(parseError("controller hudvc relay=mian\nwindow main\n")?.description.hasSuffix("did you mean 'main'?") == true)
        #expect(parseError("controller hudvc\ncontroller x relay=hudvc\n")?.description
                == "test.trace:2:20: error: 'hudvc' is a controller, not a window")
        let errors = TraceParser.errors(in: Array("controller a relay=ghost\nrotat portrait\n".utf8), file: "t.trace")
        #expect(errors.map(\.location.line) == [1, 2], "in line order with the others")
    }

    @Test("an unknown answer is an error at its word with the closest one")
    func badAnswer() {
        #expect(parseError("controller hudvc relay=main relays=supports|statsbar\n")?.description
                == "test.trace:1:45: error: unknown answer 'statsbar'; did you mean 'statusbar'?")
    }
}
