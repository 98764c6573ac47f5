// The app's own Info.plist (`info-plist PATH`): the bundled files, each key's effect on the
// world, the order in which trace statements override the file, and every bad-plist error.

import Foundation
import Pivot
import PivotTrace
import Testing

@Suite struct InfoPlistTests {
    static let folder = Corpus.root.appendingPathComponent("Traces/infoplist")

    /// A trace in the bundled folder, so that `info-plist` paths resolve as in its traces.
    func parsedBeside(_ text: String) throws -> Trace {
        try TraceParser.parse(text, file: Self.folder.appendingPathComponent("test.trace").path)
    }

    func errorBeside(_ text: String, folder: URL = folder) -> TraceError? {
        do {
            _ = try TraceParser.parse(text, file: folder.appendingPathComponent("test.trace").path)
            return nil
        } catch { return error }
    }

    @Test("a trace read from its copy in a test bundle whose Info.plist was not copied says where it was read and what to do")
    func copiedTraceHint() {
        let temporary = FileManager.default.temporaryDirectory
        let copy = temporary.appendingPathComponent(".build/debug/ToastKit_ToastKitTests.resources/Traces")
        let error = errorBeside("device iPhone8\nios 17.0\ninfo-plist ../../App/Info.plist\n", folder: copy)
        #expect(error?.message.contains("beside the trace); this trace was read from its copy in the test bundle") == true)
        #expect(error?.message.contains("TraceFiles(folder: \"Traces\", nextTo: #filePath)") == true)
        let source = errorBeside("device iPhone8\nios 17.0\ninfo-plist ../../App/Info.plist\n", folder: temporary.appendingPathComponent("Tests/Traces"))
        #expect(source?.message.hasSuffix("beside the trace)") == true, "a source trace gets the plain error")
    }

    @Test("an XML Info.plist gives the orientations in written order and the app's own status bar")
    func xmlPlist() throws {
        let plist = try InfoPlist(contentsOf: Self.folder.appendingPathComponent("PhoneApp/Info.plist"))
        #expect(plist.orientations == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(plist.padOrientations == nil && plist.phoneOrientations == nil)
        #expect(plist.controllerBasedStatusBarAppearance == false)
        #expect(plist.statusBarHidden == true)
        #expect(plist.statusBarStyle == .lightContent)
        #expect(plist.declaresScenes == false)
        #expect(plist.requiresFullScreen == nil)
    }

    @Test("a binary Info.plist is read too; the idiom's own key wins over the plain one (SPEC O5)")
    func binaryPlist() throws {
        let url = Self.folder.appendingPathComponent("UniversalApp/Info.plist")
        #expect(try Data(contentsOf: url).starts(with: Array("bplist00".utf8)))
        let plist = try InfoPlist(contentsOf: url)
        #expect(plist.orientations(for: .phone) == [.portrait])
        #expect(plist.orientations(for: .pad) == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        #expect(plist.requiresFullScreen == true)
        #expect(plist.statusBarStyle == .darkContent)
    }

    @Test("a scene manifest makes a scene app; the full-screen cut-off version is read (SPEC W5, P2)")
    func scenePlist() throws {
        let header = try parsedBeside("device iPhone15\nios 17.0\ninfo-plist SceneApp/Info.plist\n").header
        #expect(header.scenes)
        #expect(header.requiresFullScreenIgnoredFrom == OSVersion(26, 0))
        #expect(header.statusBarAppearance == .controller)
        #expect(header.plist?.written == [.portrait, .landscapeLeft])
    }

    @Test("every key the file has reaches the world the trace starts (SPEC A3, S2, S7, P2)")
    func keysReachTheWorld() throws {
        let trace = try parsedBeside("device iPad\nios 16.0\ninfo-plist UniversalApp/Info.plist\n")
        let config = try #require(trace.header.makeConfig())
        #expect(config.plistMask == .all)
        #expect(config.plistWrittenOrder == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        #expect(config.requiresFullScreen)
        let phone = try #require(try parsedBeside("device iPhone8\nios 12.0\ninfo-plist PhoneApp/Info.plist\n").header.makeConfig())
        let world = World(config: phone)
        #expect(phone.statusBarAppearance == .global)
        #expect(world.statusBar.globalHidden && world.statusBar.globalStyle == .lightContent)
    }

    @Test("a `device` line after `info-plist` chooses the idiom's key again")
    func deviceAfterwards() throws {
        let header = try parsedBeside("info-plist UniversalApp/Info.plist\ndevice iPad\n").header
        #expect(header.plist?.mask == .all)
        let phone = try parsedBeside("info-plist UniversalApp/Info.plist\ndevice iPhone8\n").header
        #expect(phone.plist?.mask == .portrait)
    }

    @Test("another device takes its idiom's key again, unless the trace writes `plist` (matrix --devices)")
    func changeDevice() throws {
        var header = try parsedBeside("device iPhone8\ninfo-plist UniversalApp/Info.plist\n").header
        header.changeDevice(to: "iPad")
        #expect(header.device == "iPad" && header.plist?.mask == .all)
        var kept = try parsedBeside("device iPhone8\ninfo-plist UniversalApp/Info.plist\nplist landscape\n").header
        kept.changeDevice(to: "iPad")
        #expect(kept.plist?.mask == .landscape)
    }

    @Test("header statements override the file whether written before or after it")
    func overrideOrder() throws {
        for text in ["plist portrait\nstatusbar-appearance controller\ninfo-plist PhoneApp/Info.plist\n",
                     "info-plist PhoneApp/Info.plist\nplist portrait\nstatusbar-appearance controller\n"] {
            let header = try parsedBeside("device iPhone8\nios 12.0\n" + text).header
            #expect(header.plist?.mask == .portrait)
            #expect(header.statusBarAppearance == .controller)
            // What no statement writes still comes from the file.
            #expect(header.statusBarHidden && header.statusBarStyle == .lightContent)
        }
    }

    @Test("a printed trace with an Info.plist parses back to the same trace")
    func roundTrip() throws {
        let trace = try parsedBeside("device iPhone8\nios 12.0\ninfo-plist PhoneApp/Info.plist\ncontroller home\nwindow main root=home\n")
        #expect(trace.printed().contains("info-plist PhoneApp/Info.plist"))
        #expect(try parsedBeside(trace.printed()) == trace)
    }

    @Test("the Swift API takes the file's data and applies it to a configuration")
    func swiftAPI() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("UniversalApp/Info.plist"))
        let plist = try InfoPlist(data: data)
        var config = AppConfig(device: try #require(DeviceCatalog.model(named: "iPhone8")), profile: BehaviorProfile(ios: OSVersion(12, 0)))
        config.apply(plist)
        #expect(config.plistMask == .portrait)
        #expect(config.requiresFullScreen && config.statusBarStyleAtLaunch == .darkContent)
        var header = TraceHeader()
        header.apply(plist)
        #expect(header.requiresFullScreen)
    }

    // MARK: Errors

    @Test("a missing file is an error at the path, and so is a folder")
    func missingFile() throws {
        let error = try #require(errorBeside("ios 12.0\ninfo-plist Nowhere/Info.plist\n"))
        #expect(error.location == PivotTrace.SourceLocation(line: 2, column: 12))
        // The path it resolved, beside the trace, not in the shell's folder.
        #expect(error.message == "info-plist 'Nowhere/Info.plist': no such file (looked for "
                + Self.folder.appendingPathComponent("Nowhere/Info.plist").standardized.path + ", beside the trace)")
        #expect(errorBeside("info-plist PhoneApp\n") != nil)
    }

    @Test("each malformed plist names its own problem, or the key it concerns")
    func badPlists() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-infoplist-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func plist(_ body: String) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(body)</dict></plist>\n"
        }
        let cases: [(file: String, message: String)] = [
            ("<plist><dict><key>x</key>", "not a property list"),
            ("<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>", "top level is not a dictionary"),
            (plist("<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationLandscapeLeftt</string></array>"),
             "UISupportedInterfaceOrientations: unknown orientation 'UIInterfaceOrientationLandscapeLeftt'; did you mean 'UIInterfaceOrientationLandscapeLeft'?"),
            (plist("<key>UISupportedInterfaceOrientations~ipad</key><string>UIInterfaceOrientationPortrait</string>"),
             "UISupportedInterfaceOrientations~ipad: expected an array of orientations"),
            (plist("<key>UIRequiresFullScreen</key><integer>3</integer>"), "UIRequiresFullScreen: expected a boolean"),
            (plist("<key>UIStatusBarStyle</key><string>UIStatusBarStyleNeon</string>"), "UIStatusBarStyle: unknown style 'UIStatusBarStyleNeon'"),
            (plist("<key>UIRequiresFullScreenIgnoredStartingWithVersion</key><string>soon</string>"),
             "UIRequiresFullScreenIgnoredStartingWithVersion: expected a version X.Y, found 'soon'"),
            (plist("<key>UIApplicationSceneManifest</key><true/>"), "UIApplicationSceneManifest: expected a dictionary"),
        ]
        for (index, bad) in cases.enumerated() {
            try Data(bad.file.utf8).write(to: folder.appendingPathComponent("bad\(index).plist"))
            let error = try #require(errorBeside("device iPhone8\ninfo-plist bad\(index).plist\n", folder: folder))
            #expect(error.location == PivotTrace.SourceLocation(line: 2, column: 12))
            #expect(error.message.hasPrefix("info-plist 'bad\(index).plist': "))
            #expect(error.message.contains(bad.message), "\(error.message)")
        }
    }

    @Test("YES and NO strings count as booleans, as UIKit reads them")
    func stringBooleans() throws {
        let text = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIStatusBarHidden</key><string>YES</string></dict></plist>"
        #expect(try InfoPlist(data: Data(text.utf8)).statusBarHidden == true)
    }
}

/// Issue 29: what is not an Info.plist file is refused in the user's terms, before it is opened
/// (a FIFO would wait for a writer) or read past the size limit.
@Suite struct InfoPlistHostileTests {
    static let good = InfoPlistTests.folder.appendingPathComponent("PhoneApp/Info.plist")

    func message(_ url: URL) -> String? {
        do { _ = try InfoPlist(contentsOf: url); return nil } catch { return error.message }
    }

    @Test("a folder, a FIFO, /dev/null, /dev/stdin and a file named with a trailing '/' each say what they are")
    func notAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-plist-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.plist")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(message(folder) == "a folder, not an Info.plist file")
        #expect(message(fifo) == "a pipe (FIFO), not an Info.plist file: give the path of the file")
        #expect(message(URL(fileURLWithPath: "/dev/null")) == "a device, not an Info.plist file: give the path of the file")
        let stdin = try #require(message(URL(fileURLWithPath: "/dev/stdin")))
        #expect(!stdin.contains("permission") && !stdin.contains("NSCocoaErrorDomain"), "\(stdin)")
        #expect(message(URL(fileURLWithPath: Self.good.path + "/"))
                == "a file named as a folder (a '/' at the end): the Info.plist is a file")
        #expect(message(Self.good) == nil)
    }

    @Test("a file of only white space is refused as an empty one is")
    func whiteSpace() throws {
        #expect(throws: InfoPlistError(key: nil, message: "not a property list (the file is empty)")) { try InfoPlist(data: Data()) }
        #expect(throws: InfoPlistError(key: nil, message: "not a property list (the file is empty: only white space)")) {
            try InfoPlist(data: Data(" \n\t\r\n".utf8))
        }
        // Old-style text would reach Foundation's OpenStep reader, which logs to standard error.
        #expect(throws: InfoPlistError(key: nil, message: "not a property list (neither XML nor binary)")) {
            try InfoPlist(data: Data("{ a = b\n".utf8))
        }
    }

    @Test("a corrupt binary property list is called one, not given the XML reader's complaint")
    func corruptBinary() throws {
        #expect(throws: InfoPlistError(key: nil, message: "a corrupt binary property list: it starts as one, but is too short to hold its trailer")) {
            try InfoPlist(data: Data("bplist00\u{D1}\u{01}\u{02}garbage".utf8))
        }
    }

    @Test("a path with a space is written in double quotes, and printed back the same way")
    func quotedPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-quoted-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("My App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.good, to: folder.appendingPathComponent("My App/Info.plist"))
        let file = folder.appendingPathComponent("test.trace").path
        let trace = try TraceParser.parse("ios 12.0\ninfo-plist \"My App/Info.plist\"\n", file: file)
        #expect(trace.header.infoPlist?.path == "My App/Info.plist")
        #expect(trace.printed().contains("info-plist \"My App/Info.plist\""))
        #expect(try TraceParser.parse(trace.printed(), file: file) == trace)
    }

    @Test("a file larger than 64 MiB is refused before it is read")
    func tooLarge() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-huge-\(getpid()).plist")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(truncate(url.path, 65 << 20) == 0)   // sparse: nothing is written
        #expect(message(url) == "larger than 64 MiB, the most Pivot reads from one file")
    }
}
