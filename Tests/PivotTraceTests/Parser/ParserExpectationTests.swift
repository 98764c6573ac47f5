// Every `expect` form of TRACE-FORMAT, plus the `expect covered` extension (SPEC C4), parses to
// the matching Expectation.

import Pivot
import PivotTrace
import Testing

@Suite struct ParserExpectationTests {
    static let cases: [StatementCase] = {
        var window = WindowExpectation()
        window.orientation = .landscapeLeft; window.bounds = Size(812, 375); window.frame = Rect(0, 0, 812, 375)
        window.visible = true; window.key = false; window.rotation = -90
        var onlyVisible = WindowExpectation()
        onlyVisible.visible = false
        var statusBar = StatusBarExpectation()
        statusBar.hidden = false; statusBar.height = 44; statusBar.orientation = .portrait; statusBar.covered = true
        var onlyHeight = StatusBarExpectation()
        onlyHeight.height = 0
        var unknownWindow = WindowExpectation()
        unknownWindow.orientation = .unknown
        func expect(_ line: String, _ expectation: PivotTrace.Expectation) -> StatementCase {
            StatementCase(line, .expect(expectation))
        }
        return [
            // SPEC O3: interface positions take interface orientations; `unknown` is a state the app can be in.
            expect("expect interface landscapeRight", .interface(.landscapeRight)),
            expect("expect interface unknown", .interface(.unknown)),
            expect("expect device faceUp", .device(.faceUp)),
            expect("expect device landscapeLeft", .device(.landscapeLeft)),
            expect("expect window main orientation=landscapeLeft bounds=812x375 frame=0,0,812,375 visible=yes key=no rotation=-90",
                   .window("main", window)),
            expect("expect window main visible=no", .window("main", onlyVisible)),
            expect("expect window main orientation=unknown", .window("main", unknownWindow)),
            expect("expect window main", .window("main", WindowExpectation())),
            expect("expect key main", .key("main")),
            expect("expect key none", .key(nil)),
            expect("expect screen bounds=375x812", .screen(bounds: Size(375, 812))),
            expect("expect statusbar covered=yes orientation=portrait height=44 hidden=no", .statusBar(statusBar)),
            expect("expect statusbar height=0", .statusBar(onlyHeight)),
            expect("expect statusbar", .statusBar(StatusBarExpectation())),
            expect("expect safearea home 44,0,34,0", .safeArea("home", Insets(44, 0, 34, 0))),
            expect("expect safearea main 44,0,34,0", .safeArea("main", Insets(44, 0, 34, 0))),
            expect("expect decider main home", .decider(window: "main", controller: "home")),
            expect("expect controlling main", .controlling("main")),
            expect("expect controlling none", .controlling(nil)),
            expect("expect order main,statusbar,keyboard", .order(["main", "statusbar", "keyboard"])),
            expect("expect hit 10,20.5 main", .hit(Point(10, 20.5), window: "main", view: nil)),
            expect("expect hit 0,0 main/badge", .hit(Point(0, 0), window: "main", view: "badge")),
            expect("expect crash NSInternalInconsistencyException", .crash(name: "NSInternalInconsistencyException", reason: nil)),
            expect(#"expect crash UIApplicationInvalidInterfaceOrientation "no common \"orientation\"""#,
                   .crash(name: "UIApplicationInvalidInterfaceOrientation", reason: #"no common "orientation""#)),
            expect("expect no-crash", .noCrash),
            expect(#"expect log "root view controller # at the end""#, .log("root view controller # at the end")),
            expect("expect posted UIDeviceOrientationDidChangeNotification,UIWindowDidBecomeKeyNotification",
                   .posted([.deviceOrientationDidChange, .windowDidBecomeKey])),
            expect("expect posted none", .posted([])),
            expect("expect calls home.viewWillAppear,video.willRotate,home.shouldAutorotateToInterfaceOrientation",
                   .calls([.call(controller: "home", .viewWillAppear), .call(controller: "video", .willRotate),
                           .call(controller: "home", .shouldAutorotateToInterfaceOrientation)])),
            expect("expect calls none", .calls([])),
            expect("expect events post:UIKeyboardDidShowNotification,home.viewDidLayoutSubviews",
                   .events([.post(.keyboardDidShow), .call(controller: "home", .viewDidLayoutSubviews)])),
            expect("expect events none", .events([])),
            // SPEC L7
            expect("expect events delegate:applicationWillResignActive,post:UIApplicationWillResignActiveNotification",
                   .events([.lifecycle(.applicationWillResignActive), .post(.willResignActive)])),
            expect("expect asked home yes", .asked("home", true)),
            expect("expect asked video no", .asked("video", false)),
            expect("expect covered badge yes", .covered("badge", .yes)),
            expect("expect covered badge partly", .covered("badge", .partly)),
            expect("expect covered badge no", .covered("badge", .no)),
            expect("expect view badge rotation=0 screen-rotation=-90",
                   .view("badge", bounds: nil, frame: nil, rotation: 0, screenRotation: -90)),
            expect("expect view home screen-rotation=180", .view("home", bounds: nil, frame: nil, rotation: nil, screenRotation: 180)),
        ]
    }()

    @Test("each expect line parses to its expectation", arguments: cases)
    func expectationParses(_ test: StatementCase) throws {
        #expect(try lastStatement(test.line) == test.expected)
    }

    @Test("screen-rotation= prints back after the other view options, and expect view still needs one of them")
    func viewScreenRotation() throws {
        let line = "expect view badge screen-rotation=-90 bounds=10x10"
        #expect(try lastStatement(line)?.printed() == "expect view badge bounds=10x10 screen-rotation=-90")
        #expect(parseError(ParserFixtures.prelude + "\nexpect view badge")?.message.contains("rotation= or screen-rotation=") == true)
    }

    @Test("every callback name of SPEC L1 and L2 is accepted in expect calls")
    func everyCallbackName() throws {
        for callback in Callback.allCases {
            #expect(try lastStatement("expect calls home.\(callback.rawValue)") == .expect(.calls([.call(controller: "home", callback)])))
        }
    }

    @Test("every notification name of SPEC N1 is accepted by observe and expect posted")
    func everyNotificationName() throws {
        for name in NotificationName.allCases {
            #expect(try lastStatement("observe \(name.rawValue)") == .observe(name))
            #expect(try lastStatement("expect posted \(name.rawValue)") == .expect(.posted([name])))
        }
    }
}
