// Malformed traces: each error's exact text, line and column (TRACE-FORMAT "`pivot replay`
// contract": `FILE:LINE:COL: error: …`), including the hints for misspellings.

import Pivot
import PivotTrace
import Testing

/// A malformed trace and the exact error it must give.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let text: String
    let error: String
    init(_ text: String, _ error: String) { self.text = text; self.error = error }
    var testDescription: String { text.split(separator: "\n").last.map(String.init) ?? text }
    /// The same error reported on another line (a case of two lines whose second is at fault).
    func onLine(_ line: Int) -> ErrorCase { ErrorCase(text, "test.trace:\(line):" + error.dropFirst("test.trace:7:".count)) }
}

/// `ParserFixtures.prelude` (6 lines) followed by `line`, so the error is on line 7.
private func afterPrelude(_ line: String, _ error: String) -> ErrorCase {
    ErrorCase(ParserFixtures.prelude + "\n" + line, "test.trace:7:" + error)
}

@Suite struct ParserErrorTests {
    static let statementErrors: [ErrorCase] = [
        ErrorCase("rotat portrait", "test.trace:1:1: error: unknown statement 'rotat'; did you mean 'rotate'?"),
        ErrorCase("  Launch", "test.trace:1:3: error: unknown statement 'Launch'; did you mean 'launch'?"),
        ErrorCase("frobnicate", "test.trace:1:1: error: unknown statement 'frobnicate'"),
        ErrorCase("multitask split-quarter", "test.trace:1:11: error: expected full, split-two-thirds, split-half, split-third or slide-over, found 'split-quarter'"), // SPEC A15
        ErrorCase(#""launch""#, #"test.trace:1:1: error: unknown statement '"launch"'; did you mean 'launch'?"#),
        ErrorCase("expect interfce portrait", "test.trace:1:8: error: unknown expectation 'interfce'; did you mean 'interface'?"),
        ErrorCase("expect", "test.trace:1:7: error: 'expect' needs one of interface, device, window, windows, key, screen, scene, "
                  + "statusbar, safearea, decider, controlling, order, hit, crash, no-crash, log, posted, calls, call, events, "
                  + "asked, covered, convert, traits, view, presentation, refused"),
        ErrorCase("launch now", "test.trace:1:8: error: unexpected word 'now'"),
        ErrorCase("show", "test.trace:1:5: error: 'show' needs a window"),
        ErrorCase("show \"main\"", "test.trace:1:6: error: expected a window, not a quoted string"),
        ErrorCase("mark", "test.trace:1:5: error: 'mark' needs a label"),
        ErrorCase("mark two words", "test.trace:1:10: error: unexpected word 'words'; a label with spaces needs double quotes"),
        ErrorCase("mark a\nlaunch\nmark \"a\"", "test.trace:3:6: error: mark 'a' already at line 1"),
        ErrorCase("controller a nowait", "test.trace:1:14: error: 'nowait' only applies to steps"),
        ErrorCase("expect no-crash nowait", "test.trace:1:17: error: 'nowait' only applies to steps"),
        ErrorCase("lock maybe", "test.trace:1:6: error: expected on or off, found 'maybe'"),
        ErrorCase("fault ios9-swap on", "test.trace:1:7: error: unknown fault 'ios9-swap'; expected ios8-swap"),
        ErrorCase("statusbar-appearance app", "test.trace:1:22: error: expected controller or global, found 'app'"),
        // D4: never a silent substitution; the nearest names of the same family, closest model number first.
        ErrorCase("device iPhone9", "test.trace:1:8: error: unknown device 'iPhone9'; the nearest are 'iPhone8', "
                  + "'iPhone7', 'iPhone6' (`pivot devices` lists every model and alias)"),
        // The catalogue's name in other case, with spaces or punctuation: its spelling, to paste.
        ErrorCase("device iphonex", "test.trace:1:8: error: unknown device 'iphonex'; did you mean 'iPhoneX'? "
                  + "(catalogue names have no spaces; `pivot devices` lists every model and alias)"),
        ErrorCase("device iphone15promax", "test.trace:1:8: error: unknown device 'iphone15promax'; did you mean "
                  + "'iPhone15ProMax'? (catalogue names have no spaces; `pivot devices` lists every model and alias)"),
        ErrorCase("device iPhone_15_Pro_Max", "test.trace:1:8: error: unknown device 'iPhone_15_Pro_Max'; did you "
                  + "mean 'iPhone15ProMax'? (catalogue names have no spaces; `pivot devices` lists every model and alias)"),
        ErrorCase("device ipadpro12.9", "test.trace:1:8: error: unknown device 'ipadpro12.9'; did you "
                  + "mean 'iPadPro12_9'? (catalogue names have no spaces; `pivot devices` lists every model and alias)"),
        ErrorCase("device iPhone18", "test.trace:1:8: error: unknown device 'iPhone18'; the nearest are 'iPhone17', "
                  + "'iPhone16', 'iPhone15' (`pivot devices` lists every model and alias)"),
        ErrorCase("device iPadPro11M5", "test.trace:1:8: error: unknown device 'iPadPro11M5'; the nearest are "
                  + "'iPadPro11M4', 'iPadPro11', 'iPadPro10_5' (`pivot devices` lists every model and alias)"),
        ErrorCase("observe UIWindowDidBecomeKeyNotifcation", "test.trace:1:9: error: unknown notification "
                  + "'UIWindowDidBecomeKeyNotifcation'; did you mean 'UIWindowDidBecomeKeyNotification'?"),
        ErrorCase("observe Rotated", "test.trace:1:9: error: unknown notification 'Rotated'; expected one of "
                  + NotificationName.allCases.map(\.rawValue).joined(separator: ", ")),
    ]

    static let optionErrors: [ErrorCase] = [
        ErrorCase("window main levl=1", "test.trace:1:13: error: unknown option 'levl' for 'window'; did you mean 'level'? "
                  + "(valid options: level, root, scene, frame, statusbar-owner, delegate)"),
        ErrorCase("window main colour=red", "test.trace:1:13: error: unknown option 'colour' for 'window' "
                  + "(valid options: level, root, scene, frame, statusbar-owner, delegate)"),
        ErrorCase("controller a Kind=plain", "test.trace:1:14: error: unknown option 'Kind' for 'controller'; "
                  + "did you mean 'kind'? (valid options: kind, supports, autorotate, preferred, statusbar, forwards, "
                  + "dismiss-fix, children, selected, navbar, legacy, additional, swap-fix, statusbar-child, auto-forward, orientation-locked, statusbar-style, style-child, relay, relays, popover-source, class, "
                  + "trait-callback, captures-statusbar, presentation-controller, display-mode, adaptive, presentation-controller-read)"),
        ErrorCase("window main frame=", "test.trace:1:13: error: option 'frame' needs a value"),
        ErrorCase("window main =3", "test.trace:1:13: error: unexpected word '=3'"),
        ErrorCase("window main scene=yes scene=no", "test.trace:1:23: error: option 'scene' given twice"),
        ErrorCase("view v frame=0,0,1,1", "test.trace:1:21: error: 'view' needs in=WINDOW|CONTROLLER|VIEW"),
        ErrorCase("window w\nview v in=w", "test.trace:2:12: error: 'view' needs frame=X,Y,W,H"),
        ErrorCase("force portrait", "test.trace:1:15: error: 'force' needs via=kvc|invocation|statusbar"),
        ErrorCase("force portrait via=magic", "test.trace:1:20: error: expected kvc, invocation or statusbar, found 'magic'"),
        ErrorCase("controller a\nset a", "test.trace:2:6: error: 'set' needs at least one option"),
        afterPrelude("present video", "14: error: 'present' needs from=CONTROLLER"),
        afterPrelude("present from=home", "9: error: 'present' needs a controller"),
        afterPrelude("present video from=home style=modal", "31: error: expected fullScreen, overFullScreen, pageSheet, "
                     + "formSheet, overCurrentContext, popover or custom, found 'modal'"),
        afterPrelude("push video", "11: error: 'push' needs on=NAV"),
        afterPrelude("expect screen", "14: error: 'expect screen' needs bounds=WxH"),
        afterPrelude("show main nowait key", "11: error: 'nowait' must be the last word"),
    ]

    /// Names used before their declaration, of the wrong kind, declared twice, reserved (static checks).
    static let nameErrors: [ErrorCase] = [
        ErrorCase("show main\nwindow main", "test.trace:1:6: error: undeclared window 'main'"),
        ErrorCase("present x from=y", "test.trace:1:9: error: undeclared controller 'x'"),
        ErrorCase("controller x\npresent x from=y", "test.trace:2:16: error: undeclared controller 'y'"),
        ErrorCase("expect safearea c 0,0,0,0", "test.trace:1:17: error: undeclared window, controller or view 'c'"),
        ErrorCase("delegate-mask main all", "test.trace:1:15: error: undeclared window 'main'"),
        ErrorCase("view v in=ghost frame=0,0,1,1", "test.trace:1:11: error: undeclared window, controller or view 'ghost'"),
        ErrorCase("controller a\ncontroller a", "test.trace:2:12: error: 'a' is already declared (controller at line 1)"),
        ErrorCase("controller a\nwindow a", "test.trace:2:8: error: 'a' is already declared (controller at line 1)"),
        ErrorCase("window none", "test.trace:1:8: error: 'none' is a reserved word and cannot be a name"),
        ErrorCase("controller keyboard", "test.trace:1:12: error: 'keyboard' is a reserved word and cannot be a name"),
        ErrorCase("controller nav kind=navigation children=nav", "test.trace:1:41: error: a controller cannot be its own child"),
        ErrorCase("controller home\nwindow main root=Home", "test.trace:2:18: error: undeclared controller 'Home'; did you mean 'home'?"),
        ErrorCase("controller home\nwindow main root=homee", "test.trace:2:18: error: undeclared controller 'homee'; did you mean 'home'?"),
        ErrorCase("controller a\nset a children=a", "test.trace:2:16: error: a controller cannot be its own child"),
        ErrorCase("controller a\ncontroller b children=a,a", "test.trace:2:25: error: 'a' appears twice in children"),
        ErrorCase("controller a\ncontroller b\ncontroller t kind=tabbar children=a selected=b",
                  "test.trace:3:46: error: 'b' is not one of the children"),
        ErrorCase("window a delegate=yes\nwindow b delegate=yes",
                  "test.trace:2:19: error: 'a' is already the delegate's window (line 1)"),
        ErrorCase("expect crash 1bad", "test.trace:1:14: error: invalid name '1bad'; a name is letters, digits, '_' and '-', "
                  + "starting with a letter or '_'"),
        afterPrelude("show home", "6: error: 'home' is a controller, not a window"),
        afterPrelude("root main nothing", "11: error: undeclared controller 'nothing'"),
        afterPrelude("expect order main,ghost", "19: error: undeclared window 'ghost'"),
        afterPrelude("expect order main,home", "19: error: 'home' is a controller, not a window"),
        afterPrelude("expect order main,statusbar,main", "29: error: 'main' appears twice in the order"),
        afterPrelude("expect hit 1,1 main/home", "21: error: 'home' is a controller, not a view"),
        afterPrelude("expect covered main yes", "16: error: 'main' is a window, not a view"),
        afterPrelude("expect calls home.viewDidApear", "19: error: unknown callback 'viewDidApear'; did you mean 'viewDidAppear'?"),
        afterPrelude("expect calls post:UIKeyboardDidShowNotification",
                     "14: error: 'expect calls' lists controller callbacks; use 'expect events' for notifications"),
        afterPrelude("expect calls home", "14: error: expected CONTROLLER.callback, found 'home'"),
        afterPrelude("expect events home", "15: error: expected CONTROLLER.callback, post:NAME or delegate:NAME, found 'home'"),
        afterPrelude("expect calls delegate:applicationDidBecomeActive",
                     "14: error: 'expect calls' lists controller callbacks; use 'expect events' for delegate callbacks"), // SPEC L7
        afterPrelude("expect events delegate:applicationDidBecomActive",
                     "24: error: unknown delegate callback 'applicationDidBecomActive'; did you mean 'applicationDidBecomeActive'?"),
        afterPrelude("expect calls ghost.viewDidLoad", "14: error: undeclared controller 'ghost'"),
        afterPrelude("expect log hello", "12: error: expected a substring in double quotes, found 'hello'"),
        afterPrelude("expect covered badge maybe", "22: error: expected yes, partly or no, found 'maybe'"),
        // TRACE-LANGUAGE 7, "Timelines" and "Known gaps".
        afterPrelude("expect calls since nowhere none", "20: error: no mark 'nowhere' before this line"),
        afterPrelude("mark first\nexpect calls since frist none", "20: error: no mark 'frist' before this line; did you mean 'first'?")
            .onLine(8),
        afterPrelude("expect calls include none", "22: error: 'include' needs at least one item; 'none' is for the exact form"),
        afterPrelude("expect calls in home.viewDidLoad", "17: error: expected 'in order'"),
        afterPrelude("expect call home.viewDidLoad", "29: error: 'expect call' needs bounds=, orientation=, statusbar=, safearea= or size=: what the controller read"),
        afterPrelude("expect call home.viewDidLoad nth=0 bounds=1x1", "34: error: 'nth' counts calls from 1: a whole number up to 1000000, found '0'"),
        afterPrelude("expect call home bounds=1x1", "13: error: expected CONTROLLER.callback, found 'home'"),
        afterPrelude("expect call home.viewDidLoad size=1x1", "35: error: 'size=' is the argument of viewWillTransitionToSize; viewDidLoad takes none"),
        afterPrelude("expect call home.viewDidLoad width=1", "30: error: unknown option 'width' for 'expect call' (valid options: nth, bounds, orientation, statusbar, safearea, size)"),
        afterPrelude("known-gap \"why\"\nlaunch", "1: error: 'known-gap' must come right before an 'expect' line"),
        afterPrelude("known-gap why", "11: error: expected a reason in double quotes, found 'why'"),
        afterPrelude("known-gap \"\"", "1: error: 'known-gap' needs a reason: the rule and the source"),
        afterPrelude("known-gap \"why\"", "1: error: 'known-gap' must come right before an 'expect' line"),
    ]

    @Test("statement errors give their exact text at the offending word", arguments: statementErrors)
    func statementError(_ test: ErrorCase) {
        #expect(parseError(test.text)?.description == test.error)
    }

    @Test("option errors give their exact text at the offending option", arguments: optionErrors)
    func optionError(_ test: ErrorCase) {
        #expect(parseError(test.text)?.description == test.error)
    }

    @Test("name errors are reported at the name", arguments: nameErrors)
    func nameError(_ test: ErrorCase) {
        #expect(parseError(test.text)?.description == test.error)
    }

    @Test("a TraceError prints as FILE:LINE:COL: error: message")
    func errorFormat() {
        let error = TraceError(file: "a/b.trace", location: SourceLocation(line: 3, column: 9), message: "bad")
        #expect(error.description == "a/b.trace:3:9: error: bad")
        #expect(parseError("\n\nlaunch x")?.location == SourceLocation(line: 3, column: 8))
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() {
        #expect(parseError("mark \"é 🇫🇷\" extra")?.description == "test.trace:1:12: error: unexpected word 'extra'; "
                + "a label with spaces needs double quotes")
        #expect(parseError("controller café")?.location == SourceLocation(line: 1, column: 12))
    }

    @Test("a huge word is clipped in the message")
    func longWordClipped() {
        let word = String(repeating: "x", count: 5000)
        #expect(parseError("launch \(word)")?.message == "unexpected word '\(String(repeating: "x", count: 40))…'")
    }

    @Test("the first error in the file is the one reported")
    func firstErrorWins() {
        #expect(parseError("launch extra\nrotat\n")?.location == SourceLocation(line: 1, column: 8))
    }
}
