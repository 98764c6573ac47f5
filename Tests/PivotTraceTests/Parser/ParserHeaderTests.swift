// Header statements fill TraceHeader (TRACE-FORMAT "Header", SPEC "Defaults").

import Pivot
import PivotTrace
import Testing

@Suite struct ParserHeaderTests {
    @Test("a trace without a header gets the defaults of TRACE-FORMAT")
    func defaults() throws {
        let header = try parsed("launch").header
        #expect(header.version == 1)
        #expect(header.device == "iPhoneX")
        #expect(header.ios == OSVersion(11, 0))
        #expect(header.sdk == nil)
        #expect(header.plist == nil)
        #expect(header.statusBarAppearance == .controller)
        #expect(header.scenes == false)
        #expect(header.requiresFullScreen == false)
        #expect(header.orientation == .portrait)
    }

    @Test("every header statement sets its field")
    func everyField() throws {
        let header = try parsed("""
            pivot-trace 1
            device iPad
            ios 9.3
            sdk 10.0
            plist landscapeRight|portrait
            statusbar-appearance global
            scenes yes
            requires-fullscreen yes
            orientation faceDown
            """).header
        #expect(header.device == "iPad")
        #expect(header.ios == OSVersion(9, 3))
        #expect(header.sdk == OSVersion(10, 0))
        #expect(header.plist == MaskSpec(mask: [.landscapeRight, .portrait], written: [.landscapeRight, .portrait],
                                         text: "landscapeRight|portrait"))
        #expect(header.statusBarAppearance == .global)
        #expect(header.scenes)
        #expect(header.requiresFullScreen)
        #expect(header.orientation == .faceDown)
    }

    @Test("a device with an iOS it never ran is an error at the later of the two lines, naming a device of that era")
    func deviceEra() {
        #expect(parseError("device iPhoneX\nios 7.1\n")?.description
                == "test.trace:2:5: error: device iPhoneX with ios 7.1: the iPhoneX first ran iOS 11.0, so it never ran iOS 7.1; 'iPhone5s' or 'iPhone5c' ran it (`pivot devices` lists each model's first iOS)")
        #expect(parseError("ios 9.0\nplist all\ndevice iPhone8\n")?.location == SourceLocation(line: 3, column: 8))
        #expect(parseError("device iPhone12\n")?.message.hasPrefix("device iPhone12 with ios 11.0: the iPhone12 first ran iOS 14.1") == true,
                "the default iOS too, once the trace names the device")
        #expect(parseError("device iPhone6\nios 8.1\n") == nil)
        #expect(parseError("ios 7.1\n") == nil, "without a device line the default device is not the trace's claim")
    }

    @Test("a trace sent piece by piece (TestApp) is checked when its first step closes the header")
    func deviceEraPieceByPiece() throws {
        var parser = IncrementalParser()
        _ = try parser.parse("device iPhoneX\n", file: "t")
        _ = try parser.parse("ios 7.1\ncontroller home\n", file: "t")
        #expect(throws: TraceError(file: "t", location: SourceLocation(line: 2, column: 5), message:
                "device iPhoneX with ios 7.1: the iPhoneX first ran iOS 11.0, so it never ran iOS 7.1; 'iPhone5s' or 'iPhone5c' ran it (`pivot devices` lists each model's first iOS)")) {
            _ = try parser.parse("window main root=home\n", file: "t")
        }
        var good = IncrementalParser()
        _ = try good.parse("device iPhone6\nios 8.1\ncontroller home\nwindow main root=home\n", file: "t")
        _ = try good.parse("show main key\n", file: "t")
    }

    @Test("a device alias is accepted and kept as written (SPEC D1)")
    func deviceAlias() throws {
        #expect(try parsed("device iPhone7").header.device == "iPhone7")
        for model in DeviceCatalog.all {
            // On the newest iOS, which every device's era reaches.
            for name in model.allNames { #expect(try parsed("device \(name)\nios 26.0").header.device == name) }
        }
    }

    @Test("versions 5.0 to 18.x, 26.x and 27.x are accepted, a patch level is ignored; 19 to 25 never existed (SPEC P)")
    func versionRange() throws {
        #expect(try parsed("ios 5.0").header.ios == OSVersion(5, 0))
        #expect(try parsed("ios 17.5").header.ios == OSVersion(17, 5))
        #expect(try parsed("ios 18.4").header.ios == OSVersion(18, 4))
        #expect(try parsed("ios 26.1").header.ios == OSVersion(26, 1))
        #expect(try parsed("ios 27.0").header.ios == OSVersion(27, 0))
        #expect(try parsed("ios 16.4.1").header.ios == OSVersion(16, 4))
        #expect(try parsed("sdk 7.1").header.sdk == OSVersion(7, 1))
        #expect(try parsed("sdk 27.0").header.sdk == OSVersion(27, 0))
        #expect(parseError("ios 4.3")?.description
                == "test.trace:1:5: error: unsupported iOS version '4.3'; Pivot models iOS 5.0 to 18.x, 26.x and 27.x")
        for missing in ["19.0", "21.3", "25.9"] {
            #expect(parseError("ios \(missing)")?.description == "test.trace:1:5: error: unsupported iOS version '\(missing)'; there is no iOS \(missing.prefix(2)): after iOS 18 Apple numbered releases by year, from iOS 26 (2025)")
        }
        #expect(parseError("ios 28.0")?.description
                == "test.trace:1:5: error: unsupported iOS version '28.0'; Pivot models iOS 5.0 to 18.x, 26.x and 27.x")
        #expect(parseError("sdk 99.0")?.description
                == "test.trace:1:5: error: unsupported SDK version '99.0'; Pivot models iOS 5.0 to 18.x, 26.x and 27.x")
        #expect(parseError("ios 11")?.description == "test.trace:1:5: error: expected a version X.Y, found '11'")
        #expect(parseError("ios 11.x")?.description == "test.trace:1:5: error: expected a version X.Y, found '11.x'")
    }

    @Test("the Info.plist mask keeps its written order; named masks and integers have none (SPEC A3, O4)")
    func plistWrittenOrder() throws {
        #expect(try parsed("plist landscapeLeft|portrait").header.plist?.written == [.landscapeLeft, .portrait])
        #expect(try parsed("plist portrait").header.plist?.written == [.portrait])
        #expect(try parsed("plist allButUpsideDown").header.plist
                == MaskSpec(mask: .allButUpsideDown, written: nil, text: "allButUpsideDown"))
        #expect(try parsed("plist 26").header.plist == MaskSpec(mask: .allButUpsideDown, written: nil, text: "26"))
    }

    @Test("header statements may follow controllers, observers, marks and expectations")
    func headerAfterNonSteps() throws {
        let trace = try parsed("controller home\nobserve UIWindowDidBecomeKeyNotification\nmark x\nexpect no-crash\ndevice iPad")
        #expect(trace.header.device == "iPad")
        #expect(trace.statements.count == 4)
    }

    @Test("each header statement may appear only once")
    func headerOnce() {
        #expect(parseError("device iPad\n# again\ndevice iPhone8")?.description
                == "test.trace:3:1: error: 'device' given twice (first at line 1)")
        #expect(parseError("pivot-trace 1\npivot-trace 1")?.description
                == "test.trace:2:1: error: 'pivot-trace' given twice (first at line 1)")
    }

    @Test("a header statement after the first step is an error at its keyword")
    func headerAfterStep() {
        #expect(parseError("controller home\nwindow main root=home\n  plist all")?.description
                == "test.trace:3:3: error: 'plist' must come before the first step (line 2)")
    }

    @Test("format versions 1 and 2 are read and printed back; a newer one asks for a newer pivot, a non-number is unsupported")
    func formatVersion() throws {
        #expect(try TraceParser.parse("pivot-trace 2\ndevice iPhone8", file: "test.trace").header.version == 2)
        #expect(try TraceParser.parse("pivot-trace 2\ndevice iPhone8", file: "test.trace").printed().hasPrefix("pivot-trace 2\n"))
        #expect(try TraceParser.parse("pivot-trace 1", file: "test.trace").header.version == 1)
        #expect(parseError("pivot-trace 3")?.description
                == "test.trace:1:13: error: trace format version 3 is newer than this pivot reads (1 to 2): "
                + "update pivot ('pivot --version' names the newest format it reads)")
        #expect(parseError("pivot-trace 0")?.description
                == "test.trace:1:13: error: unsupported trace format version '0'; this parser reads versions 1 to 2")
        #expect(parseError("pivot-trace 1.5")?.description
                == "test.trace:1:13: error: unsupported trace format version '1.5'; this parser reads versions 1 to 2")
    }
}
