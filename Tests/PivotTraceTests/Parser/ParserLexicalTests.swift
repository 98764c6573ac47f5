// TRACE-FORMAT "Lexical rules" and the robustness of the parser against any input: encodings,
// line endings, comments, strings, numbers, masks (SPEC O4) and levels (SPEC W1).

import Pivot
import PivotTrace
import Testing

@Suite struct ParserLexicalTests {
    // MARK: - Files

    @Test("an empty file is a valid trace with no statements")
    func emptyFile() throws {
        #expect(try parsed("") == Trace())
        #expect(try parsed("\n\n   \n\t\n# only a comment\n") == Trace())
        #expect(try TraceParser.parse(bytes: [], file: "x") == Trace())
    }

    @Test("a UTF-8 byte order mark at the start is skipped, and columns do not count it")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("device iPad\n".utf8)
        #expect(try TraceParser.parse(bytes: bytes, file: "x").header.device == "iPad")
        let bad: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("rotat portrait".utf8)
        #expect(parseError(bytes: bad)?.location == SourceLocation(line: 1, column: 1))
    }

    @Test("CRLF line endings are accepted")
    func crlf() throws {
        let trace = try parsed("device iPad\r\ncontroller home\r\nwindow main root=home\r\nmark \"a b\"\r\n")
        #expect(trace.header.device == "iPad")
        #expect(trace.statements.last == .mark("a b"))
        #expect(parseError("controller home\r\nshow x\r\n")?.description == "test.trace:2:6: error: undeclared window 'x'")
    }

    @Test("invalid UTF-8 is not a text trace, reported where it is found")
    func invalidUTF8() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00]
        #expect(parseError(bytes: png)?.description == "test.trace:1:1: error: not a text trace: invalid UTF-8")
        let late: [UInt8] = Array("launch\n\nmark é".utf8) + [0xC3, 0x28]
        #expect(parseError(bytes: late)?.description == "test.trace:3:7: error: not a text trace: invalid UTF-8")
        // Surrogates and overlong forms are not UTF-8 either.
        #expect(parseError(bytes: [0xED, 0xA0, 0x80])?.message == "not a text trace: invalid UTF-8")
        #expect(parseError(bytes: [0xC0, 0xAF])?.message == "not a text trace: invalid UTF-8")
        #expect(parseError(bytes: [0xF4, 0x90, 0x80, 0x80])?.message == "not a text trace: invalid UTF-8")
        #expect(parseError(bytes: Array("mark x".utf8) + [0xE2, 0x82])?.location == SourceLocation(line: 1, column: 7))
    }

    @Test("the binary check comes before any syntax error on earlier lines")
    func binaryBeatsSyntax() {
        let bytes: [UInt8] = Array("rotat\nlaunch\n".utf8) + [0xFF]
        #expect(parseError(bytes: bytes)?.description == "test.trace:3:1: error: not a text trace: invalid UTF-8")
    }

    @Test("a NUL byte is not a text trace")
    func nulByte() {
        #expect(parseError("launch\nmark a\u{0}b")?.description == "test.trace:2:7: error: not a text trace: NUL byte")
    }

    @Test("a line over 65,536 bytes is an error; one of exactly 65,536 bytes is not")
    func overlongLine() throws {
        let atLimit = "mark " + String(repeating: "a", count: 65_536 - 5)
        #expect(try parsed("launch\n" + atLimit + "\r\n").statements.count == 2)
        #expect(parseError("launch\n" + atLimit + "a\n")?.description
                == "test.trace:2:1: error: line is longer than 65536 bytes")
    }

    // MARK: - Words, comments, strings

    @Test("comments, blank lines, tabs and surrounding white space are ignored")
    func commentsAndSpace() throws {
        let trace = try parsed("# header\n\n\t controller   home\tsupports=portrait   # trailing comment\nlaunch#no space")
        #expect(trace.statements == [.event(.declareController("home", [.supports(.portrait)]), nowait: false),
                                     .event(.launch, nowait: false)])
    }

    @Test("a # inside a quoted string is text, not a comment")
    func hashInString() throws {
        #expect(try lastStatement(#"mark "a # b" # c"#) == .mark("a # b"))
    }

    @Test("strings take \\\" and \\\\ escapes and nothing else")
    func stringEscapes() throws {
        #expect(try lastStatement(#"expect log "\\\"""#) == .expect(.log(#"\""#)))
        #expect(parseError(#"mark "a\nb""#)?.description
                == #"test.trace:1:8: error: unknown escape '\n' in a string; only \" and \\ are allowed"#)
        #expect(parseError(#"mark "abc"#)?.description == "test.trace:1:6: error: unterminated string")
        #expect(parseError(#"mark "abc\""#)?.description == "test.trace:1:6: error: unterminated string")
        #expect(parseError(#"mark "abc"d"#)?.description == "test.trace:1:11: error: unexpected text after a closing quote")
    }

    @Test("names are [A-Za-z_][A-Za-z0-9_-]* and case-sensitive")
    func names() throws {
        #expect(try parsed("controller _a-B_9\ncontroller A").statements.count == 2)
        #expect(parseError("controller 9lives")?.description == "test.trace:1:12: error: invalid name '9lives'; "
                + "a name is letters, digits, '_' and '-', starting with a letter or '_'")
        #expect(parseError("controller a.b")?.message.hasPrefix("invalid name 'a.b'") == true)
        #expect(parseError("controller home\nshow Home")?.description == "test.trace:2:6: error: undeclared window 'Home'")
    }

    @Test("options may come in any order but a key may not repeat")
    func optionsAnyOrder() throws {
        #expect(try lastStatement("present video style=popover from=home")
                == lastStatement("present video from=home style=popover"))
        #expect(parseError("controller a kind=plain supports=all kind=tabbar")?.description
                == "test.trace:1:38: error: option 'kind' given twice")
    }

    // MARK: - Values

    @Test("numbers are decimal: an optional minus, digits, an optional fraction")
    func numbers() throws {
        #expect(try lastStatement("expect hit -90,0.3 main") == .expect(.hit(Point(-90, 0.3), window: "main", view: nil)))
        #expect(try lastStatement("expect hit 1000,007 main") == .expect(.hit(Point(1000, 7), window: "main", view: nil)))
        #expect(try lastStatement("expect hit 0.1234567890123456789,0 main")
                == .expect(.hit(Point(0.1234567890123456789, 0), window: "main", view: nil)))
        for bad in ["1e3", ".5", "5.", "+1", "1..2", "--1", "0x10", "-", "1_000"] {
            #expect(parseError(ParserFixtures.prelude + "\nexpect hit \(bad),0 main")?.message
                    == "expected a number, found '\(bad)'", "\(bad)")
        }
    }

    @Test("huge numbers are errors, not overflow traps")
    func hugeNumbers() {
        let digits = String(repeating: "9", count: 400)
        #expect(parseError(ParserFixtures.prelude + "\nexpect hit \(digits),0 main")?.message
                == "number too large: '\(String(repeating: "9", count: 40))…'")
        #expect(parseError("controller a supports=99999999999999999999999")?.message
                == "number too large: '99999999999999999999999'")
        #expect(parseError("wait 1000001")?.message == "'wait' takes at most 1000000 seconds")
        #expect(parseError("wait -1")?.message == "'wait' needs a non-negative number of seconds")
        #expect(parseError("window w level=statusBar+\(digits)")?.message.hasPrefix("number too large") == true)
    }

    @Test("sizes, rectangles and insets have their shapes; sizes are never negative")
    func geometry() {
        let prelude = ParserFixtures.prelude + "\n"
        #expect(parseError(prelude + "expect screen bounds=375")?.message == "expected a size WxH, found '375'")
        #expect(parseError(prelude + "expect screen bounds=-1x5")?.message == "a width or height cannot be negative")
        #expect(parseError(prelude + "expect window main frame=0,0,1")?.message
                == "expected a rectangle X,Y,W,H, found '0,0,1'")
        #expect(parseError(prelude + "expect safearea home 1,2,3")?.message == "expected insets T,L,B,R, found '1,2,3'")
        #expect(parseError(prelude + "expect hit 1 main")?.message == "expected a point X,Y, found '1'")
        #expect(parseError(prelude + "expect safearea home 1,2,x,4")?.description
                == "test.trace:7:26: error: expected a number, found 'x'")
    }

    @Test("masks: names joined by |, named masks, or any raw integer (SPEC O4)")
    func masks() throws {
        func supports(_ text: String) throws -> Statement? { try lastStatement("controller extra supports=\(text)") }
        func mask(_ raw: UInt) -> Statement { .event(.declareController("extra", [.supports(OrientationMask(rawValue: raw))]), nowait: false) }
        #expect(try supports("portrait|landscapeLeft") == mask(18))
        #expect(try supports("landscapeRight") == mask(8))
        #expect(try supports("all") == mask(30))
        #expect(try supports("allButUpsideDown") == mask(26))
        #expect(try supports("landscape") == mask(24))
        #expect(try supports("1") == mask(1))
        #expect(try supports("0") == mask(0))
        #expect(try supports("4294967297") == mask(4_294_967_297))
        #expect(parseError("controller a supports=portrait|landscape")?.description
                == "test.trace:1:32: error: 'landscape' cannot be combined with '|'; write the orientations it stands for")
        #expect(parseError("controller a supports=portrait|faceUp")?.description
                == "test.trace:1:32: error: 'faceUp' is not an interface orientation; "
                + "expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight")
        #expect(parseError("controller a supports=unknown")?.message
                == "'unknown' is not allowed here; expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight")
        #expect(parseError("controller a supports=portrait|")?.description
                == "test.trace:1:32: error: unknown orientation ''; "
                + "expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight")
        #expect(parseError("controller a supports=sideways")?.message
                == "unknown mask 'sideways'; expected orientation names joined by '|' (portrait, portraitUpsideDown, "
                + "landscapeLeft, landscapeRight), all, allButUpsideDown, landscape, or an integer")
    }

    @Test("levels: a named level or a number, optionally followed by +N or -N (SPEC W1)")
    func levels() throws {
        func level(_ text: String) throws -> Double? {
            guard case .event(.setLevel(_, let value), _) = try lastStatement("level main \(text)") else { return nil }
            return value
        }
        #expect(try level("normal") == 0)
        #expect(try level("statusBar") == 1000)
        #expect(try level("alert") == 2000)
        #expect(try level("statusBar+1") == 1001)
        #expect(try level("alert-1") == 1999)
        #expect(try level("normal-2.5") == -2.5)
        #expect(try level("-3") == -3)
        #expect(try level("10000000") == 10_000_000)
        #expect(try level("5+1") == 6)
        #expect(parseError(ParserFixtures.prelude + "\nlevel main top")?.message
                == "expected a level (normal, statusBar, alert or a number, optionally followed by +N or -N), found 'top'")
        #expect(parseError(ParserFixtures.prelude + "\nlevel main statusBar+")?.message
                == "expected a number after '+', found ''")
        #expect(parseError(ParserFixtures.prelude + "\nlevel main alert--1")?.description
                == "test.trace:7:18: error: expected a number after '-', found '-1'")
    }

    @Test("orientations are device or interface ones depending on the position (SPEC O3)")
    func orientationPositions() {
        let prelude = ParserFixtures.prelude + "\n"
        let interface = "portrait, portraitUpsideDown, landscapeLeft, landscapeRight"
        let device = "portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown, unknown"
        #expect(parseError("rotate sideways")?.message == "unknown orientation 'sideways'; expected one of \(device)")
        #expect(parseError("orientation sideways")?.message == "unknown orientation 'sideways'; expected one of \(device)")
        #expect(parseError("force sideways via=kvc")?.message == "unknown orientation 'sideways'; expected one of \(device)")
        #expect(parseError(prelude + "expect device up")?.message == "unknown orientation 'up'; expected one of \(device)")
        #expect(parseError("force faceUp via=statusbar")?.message
                == "'faceUp' is not an interface orientation; expected one of \(interface)")
        #expect(parseError("force unknown via=statusbar")?.message
                == "'unknown' is not allowed here; expected one of \(interface)")
        #expect(parseError("controller a preferred=faceDown")?.message
                == "'faceDown' is not an interface orientation; expected one of \(interface)")
        #expect(parseError(prelude + "expect interface faceUp")?.message
                == "'faceUp' is not an interface orientation; expected one of \(interface), unknown")
        #expect(parseError(prelude + "expect statusbar orientation=sideways")?.message
                == "unknown orientation 'sideways'; expected one of \(interface), unknown")
        #expect(parseError(prelude + "expect window main orientation=faceUp")?.message
                == "'faceUp' is not an interface orientation; expected one of \(interface), unknown")
    }

    @Test("booleans are yes and no")
    func booleans() {
        #expect(parseError("controller a autorotate=true")?.description
                == "test.trace:1:25: error: expected yes or no, found 'true'")
        #expect(parseError("scenes 1")?.message == "expected yes or no, found '1'")
    }
}
