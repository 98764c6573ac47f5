// Every error that names a word chosen from a list offers the closest one (issue 14): a typo in
// a keyword, an option, a value, a device, a callback or a notification is one edit from the fix.

import Foundation
import Pivot
import PivotTrace
import Testing

@Suite("Suggestions in parse errors")
struct ParserSuggestionTests {
    static let header = "device iPhoneX\nios 16.0\ncontroller home\ncontroller x\nwindow main root=home\n"

    /// (a line with one typo, the word the error must suggest)
    static let typos: [(String, String)] = [
        ("controler h", "controller"),                                   // statement keyword
        ("controller h suports=all", "supports"),                        // option name
        ("controller h supports=portait", "portrait"),                   // mask
        ("controller h supports=allButUpsideDwn", "allButUpsideDown"),   // named mask
        ("controller h preferred=landscapRight", "landscapeRight"),      // interface orientation
        ("controller h kind=navgation", "navigation"),                   // kind
        ("controller h statusbar=hiden", "hidden"),                      // status bar preference
        ("controller h statusbar-style=lightContnt", "lightContent"),    // style
        ("window w level=alrt", "alert"),                                // level
        ("window w level=statusBr+1", "statusBar"),                      // level with an offset
        ("rotate landscapLeft", "landscapeLeft"),                        // device orientation
        ("present x from=home style=fullScren", "fullScreen"),           // presentation style
        ("device-notifications begn", "begin"),                          // a two-word choice
        ("observe UIDeviceOrientationDidChangeNotificaton", "UIDeviceOrientationDidChangeNotification"),
        ("expect interfce portrait", "interface"),                       // expectation keyword
        ("expect statusbar hiden=yes", "hidden"),                        // expectation option
        ("expect calls home.viewDidLoadd", "viewDidLoad"),               // callback
        ("shwo main", "show"),                                           // two letters swapped: one edit
    ]

    @Test("a typo in a word chosen from a list gets 'did you mean' with the intended word", arguments: typos)
    func suggests(line: String, intended: String) {
        do {
            _ = try TraceParser.parse(Self.header + line + "\n", file: "t.trace")
            Issue.record("'\(line)' parsed")
        } catch {
            #expect(error.description.contains("did you mean '\(intended)'?"), "\(error.description)")
        }
    }

    @Test("a misspelt device is answered with the nearest models of its family")
    func devices() {
        do {
            _ = try TraceParser.parse("device iPhone15Pr\nios 17.0\n", file: "t.trace")
            Issue.record("parsed")
        } catch {
            #expect(error.description.contains("the nearest are 'iPhone15Pro'"), "\(error.description)")
        }
    }
}

@Suite("Every error in a file")
struct ParserAllErrorsTests {
    static let source = """
        device iPhoneX
        ios 16.0
        controler home
        controller home supports=al
        window main root=home levl=alert
        mark "unterminated
        expect interface landscpeLeft
        observe UIDeviceOrientationDidChange
        rotate landscapeLeft

        """

    @Test("errors(in:) reports each malformed line, in order, the first being the one parse throws")
    func everyLine() throws {
        let bytes = Array(Self.source.utf8)
        let errors = TraceParser.errors(in: bytes, file: "t.trace")
        #expect(errors.map(\.location.line) == [3, 4, 5, 6, 7, 8])
        do {
            _ = try TraceParser.parse(bytes: bytes, file: "t.trace")
            Issue.record("parsed")
        } catch {
            #expect(error == errors.first)
        }
        #expect(errors.last?.message == "unknown notification 'UIDeviceOrientationDidChange'; did you mean 'UIDeviceOrientationDidChangeNotification'?")
        #expect(TraceParser.errors(in: Array("device iPhoneX\nios 16.0\n".utf8), file: "t.trace").isEmpty)
    }

    @Test("a misspelt option on a declaration is its one error: the name it declares is not reported again as undeclared")
    func noCascade() {
        let source = "ios 16.0\ncontroller home suports=all\nwindow main root=home levl=alert\nshow main key\nview v in=main frame=0,0,1,1 alpah=1\nlayout v alpha=0.5\nlaunch\n"
        let errors = TraceParser.errors(in: Array(source.utf8), file: "t.trace")
        #expect(errors.map(\.location.line) == [2, 3, 5])
        #expect(errors.first?.message.hasPrefix("unknown option 'suports' for 'controller'; did you mean 'supports'?") == true)
        #expect(!errors.contains { $0.message.contains("undeclared") }, "\(errors)")
    }

    @Test("errors(in:) stops at its limit")
    func limit() {
        let lines = Array(repeating: "nonsense", count: 80).joined(separator: "\n")
        #expect(TraceParser.errors(in: Array(("device iPhoneX\n" + lines).utf8), file: "t.trace").count == TraceParser.errorLimit)
    }
}
