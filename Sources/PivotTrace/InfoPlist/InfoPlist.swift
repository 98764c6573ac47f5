// The keys of an app's Info.plist that UIKit reads for orientation, full screen, scenes and the
// status bar. Read with Pivot's own bounded readers (XML or binary: PlistValue).

import Foundation
import Pivot

/// The Info.plist keys Pivot models. A key the file does not have is nil: the trace's default.
public struct InfoPlist: Hashable, Sendable {
    /// UISupportedInterfaceOrientations, in written order (the launch fallback reads it, A3).
    public var orientations: [InterfaceOrientation]?
    /// UISupportedInterfaceOrientations~ipad: wins over the plain key on an iPad.
    public var padOrientations: [InterfaceOrientation]?
    /// UISupportedInterfaceOrientations~iphone: wins over the plain key on an iPhone.
    public var phoneOrientations: [InterfaceOrientation]?
    /// UIRequiresFullScreen (P2).
    public var requiresFullScreen: Bool?
    /// UIRequiresFullScreenIgnoredStartingWithVersion (P2).
    public var requiresFullScreenIgnoredFrom: OSVersion?
    /// UIViewControllerBasedStatusBarAppearance (S2): false is the app-wide (global) appearance.
    public var controllerBasedStatusBarAppearance: Bool?
    /// UIStatusBarHidden: the bar's hidden state at launch, which global appearance keeps (S2).
    public var statusBarHidden: Bool?
    /// UIStatusBarStyle: the app's own style at launch, which global appearance keeps (S7).
    public var statusBarStyle: StatusBarStyle?
    /// UIApplicationSceneManifest present: the app uses scenes (W5).
    public var declaresScenes = false

    public init() {}

    /// Reads a property list's bytes, XML or binary.
    public init(data: Data) throws(InfoPlistError) {
        // Foundation reads a file of only white space as an empty string: it is as empty as an
        // empty file, and says so the same way.
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw InfoPlistError(key: nil, message: "not a property list (the file is empty\(data.isEmpty ? "" : ": only white space"))")
        }
        // XML or binary only: Foundation's old-style (OpenStep) reader, which takes any other
        // text, writes its complaints to standard error with a time stamp and the process id.
        let text = data.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        guard data.starts(with: Array("bplist".utf8)) || text.first == UInt8(ascii: "<") else {
            throw InfoPlistError(key: nil, message: "not a property list (neither XML nor binary)")
        }
        // Pivot's own readers: Foundation's traps on a binary set and expands shared objects
        // without end (issue 37).
        let root: PlistValue
        do {
            root = try PlistValue.read(Array(data))
        } catch {
            throw InfoPlistError(key: nil, message: error.message)
        }
        guard case .dictionary = root else {
            throw InfoPlistError(key: nil, message: "a property list whose top level is not a dictionary")
        }
        try self.init(keys: root)
    }

    /// Reads a property list file: a regular file of at most `TraceInput.sizeLimit` bytes (a
    /// folder, a FIFO, a device such as /dev/null or /dev/stdin is refused before it is opened:
    /// a FIFO would wait for a writer, /dev/zero would never end).
    public init(contentsOf url: URL) throws(InfoPlistError) {
        let path = url.path
        // `good.plist/` names a folder; the file system would say "not a directory", or worse,
        // Foundation would read the file anyway.
        if url.hasDirectoryPath, !Self.isFolder(path) {
            let missing = !FileManager.default.fileExists(atPath: path)
            throw InfoPlistError(key: nil, message: missing ? "no such file" : "a file named as a folder (a '/' at the end): the Info.plist is a file")
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw InfoPlistError(key: nil, message: errno == ENOENT || errno == ENOTDIR ? "no such file"
                                 : "cannot read the file (\(String(cString: strerror(errno))))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InfoPlistError(key: nil, message: "a folder, not an Info.plist file")
        case S_IFIFO: throw InfoPlistError(key: nil, message: "a pipe (FIFO), not an Info.plist file: give the path of the file")
        case S_IFCHR, S_IFBLK: throw InfoPlistError(key: nil, message: "a device, not an Info.plist file: give the path of the file")
        case S_IFSOCK: throw InfoPlistError(key: nil, message: "a socket, not an Info.plist file: give the path of the file")
        default: throw InfoPlistError(key: nil, message: "not a regular file: give the path of the Info.plist file")
        }
        let bytes: [UInt8]
        do {
            bytes = try TraceInput.read(path)
        } catch {
            throw InfoPlistError(key: nil, message: error.message)
        }
        try self.init(data: Data(bytes))
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// Reads the file an `info-plist` statement names: relative to the folder of the trace
    /// (`traceFile` as the trace was named; a bare name or `<stdin>` is in the current folder).
    static func load(_ path: String, besideTrace traceFile: String) throws(InfoPlistError) -> InfoPlist {
        let folder = URL(fileURLWithPath: traceFile).deletingLastPathComponent()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        do {
            return try InfoPlist(contentsOf: url)
        } catch where error.key == nil && error.message.hasPrefix("no such file") && !path.hasPrefix("/") {
            // Relative to the trace, not to the shell's folder: say where it was looked for.
            throw InfoPlistError(key: nil, message: error.message + " (looked for \(Self.absolute(url.path)), beside the trace)")
        }
    }

    /// `path` from the root, its `.` and `..` taken away by name: Foundation's `standardized` drops
    /// the current folder of a relative URL whose path climbs out of it (`sub/../App`).
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    init(keys: PlistValue) throws(InfoPlistError) {
        orientations = try Self.orientations(keys, "UISupportedInterfaceOrientations")
        padOrientations = try Self.orientations(keys, "UISupportedInterfaceOrientations~ipad")
        phoneOrientations = try Self.orientations(keys, "UISupportedInterfaceOrientations~iphone")
        requiresFullScreen = try Self.bool(keys, "UIRequiresFullScreen")
        controllerBasedStatusBarAppearance = try Self.bool(keys, "UIViewControllerBasedStatusBarAppearance")
        statusBarHidden = try Self.bool(keys, "UIStatusBarHidden")
        if let text = try Self.string(keys, "UIStatusBarStyle") {
            guard let style = Self.styles[text] else {
                throw InfoPlistError(key: "UIStatusBarStyle", message: "unknown style '\(text)'; UIKit knows "
                                     + Self.styles.keys.sorted().joined(separator: ", "))
            }
            statusBarStyle = style
        }
        if let text = try Self.string(keys, "UIRequiresFullScreenIgnoredStartingWithVersion") {
            guard let version = Self.version(text) else {
                throw InfoPlistError(key: "UIRequiresFullScreenIgnoredStartingWithVersion",
                                     message: "expected a version X.Y, found '\(text)'")
            }
            requiresFullScreenIgnoredFrom = version
        }
        if let manifest = keys["UIApplicationSceneManifest"] {
            guard case .dictionary = manifest else {
                throw InfoPlistError(key: "UIApplicationSceneManifest", message: "expected a dictionary")
            }
            declaresScenes = true
        }
    }

    /// The supported orientations UIKit takes on a device of this idiom: the idiom's own key
    /// first, then the plain one; nil when the file has neither (the idiom default, O5).
    public func orientations(for idiom: Idiom) -> [InterfaceOrientation]? {
        (idiom == .pad ? padOrientations : phoneOrientations) ?? orientations
    }

    /// The orientation constants UIKit accepts in UISupportedInterfaceOrientations.
    static let orientationNames: [String: InterfaceOrientation] = [
        "UIInterfaceOrientationPortrait": .portrait,
        "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
        "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
        "UIInterfaceOrientationLandscapeRight": .landscapeRight,
    ]

    /// UIStatusBarStyle's values; the two black styles of iOS 6 mean light content since iOS 7.
    static let styles: [String: StatusBarStyle] = [
        "UIStatusBarStyleDefault": .default,
        "UIStatusBarStyleLightContent": .lightContent,
        "UIStatusBarStyleDarkContent": .darkContent,
        "UIStatusBarStyleBlackOpaque": .lightContent,
        "UIStatusBarStyleBlackTranslucent": .lightContent,
    ]

    private static func orientations(_ keys: PlistValue, _ key: String) throws(InfoPlistError) -> [InterfaceOrientation]? {
        guard let value = keys[key] else { return nil }
        guard case .array(let names) = value else {
            throw InfoPlistError(key: key, message: "expected an array of orientations, found \(value.kind)")
        }
        var result: [InterfaceOrientation] = []
        for name in names {
            guard case .string(let text) = name else { throw InfoPlistError(key: key, message: "expected strings in the array, found \(name.kind)") }
            guard let orientation = orientationNames[text] else {
                let hint = Suggestion.hint(for: text, among: orientationNames.keys.sorted()) ?? ""
                throw InfoPlistError(key: key, message: "unknown orientation '\(text)'\(hint)")
            }
            // UIKit reads the list as a set; a repeated entry adds nothing to the written order.
            if !result.contains(orientation) { result.append(orientation) }
        }
        return result
    }

    private static func bool(_ keys: PlistValue, _ key: String) throws(InfoPlistError) -> Bool? {
        guard let value = keys[key] else { return nil }
        // Xcode writes <true/> or <false/>; a hand-edited plist may say YES or NO, which UIKit takes too.
        if case .bool(let flag) = value { return flag }
        if case .string(let text) = value, let flag = ["YES": true, "NO": false, "true": true, "false": false][text] { return flag }
        throw InfoPlistError(key: key, message: "expected a boolean (<true/> or <false/>)")
    }

    private static func string(_ keys: PlistValue, _ key: String) throws(InfoPlistError) -> String? {
        guard let value = keys[key] else { return nil }
        guard case .string(let text) = value else { throw InfoPlistError(key: key, message: "expected a string, found \(value.kind)") }
        return text
    }

    private static func version(_ text: String) -> OSVersion? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), let major = parts[0], parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return OSVersion(major, parts.count > 1 ? parts[1] ?? 0 : 0)
    }
}

/// Why an Info.plist could not be used: the key it concerns (nil for the file itself) and what
/// is wrong.
public struct InfoPlistError: Error, Hashable, Sendable, CustomStringConvertible {
    public var key: String?
    public var message: String
    public init(key: String?, message: String) { self.key = key; self.message = message }
    public var description: String { key.map { "\($0): \(message)" } ?? message }
}
