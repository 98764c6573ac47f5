// A parsed trace (TRACE-FORMAT): a header and statements in file order. Locations are kept
// beside the statements and do not take part in equality, so that a printed and re-parsed
// trace equals the original.

import Pivot

/// A mask as written, so that the launch fallback can see the Info.plist's written order (A3).
public struct MaskSpec: Hashable, Sendable {
    public var mask: OrientationMask
    /// The orientations in the order they were written (names joined by `|`); nil for a named
    /// mask or a raw integer, which count as written in O2 order.
    public var written: [InterfaceOrientation]?
    /// The text as written: `portrait|landscapeLeft`, `allButUpsideDown`, `26`.
    public var text: String
    public init(mask: OrientationMask, written: [InterfaceOrientation]?, text: String) {
        self.mask = mask; self.written = written; self.text = text
    }
}

public struct TraceHeader: Hashable, Sendable {
    /// The newest format version a `pivot-trace` line may name (`pivot --version` advertises it):
    /// 2 is format 1 with Pivot's [ext] statements, which Pivot reads under either number.
    public static let newestFormatVersion = 2
    /// The `pivot-trace` line's version (1 when there is none); printed back as written.
    public var version = 1
    public var device = "iPhoneX"
    public var ios = OSVersion(11, 0)
    /// nil: the same as `ios`.
    public var sdk: OSVersion? = nil
    /// nil: the idiom default (O5).
    public var plist: MaskSpec? = nil
    public var statusBarAppearance: StatusBarAppearance = .controller
    public var scenes = false
    public var requiresFullScreen = false
    /// UIRequiresFullScreenIgnoredStartingWithVersion (P2).
    public var requiresFullScreenIgnoredFrom: OSVersion? = nil
    public var orientation: DeviceOrientation = .portrait
    /// The `info-plist` file, if the trace names one; its keys are in the fields above.
    public var infoPlist: InfoPlistFile? = nil
    /// UIStatusBarHidden and UIStatusBarStyle: only an Info.plist gives them (S2, S7).
    public var statusBarHidden = false
    public var statusBarStyle: StatusBarStyle = .default
    public init() {}
}

/// What a window expectation checks; nil properties are not checked.
public struct WindowExpectation: Hashable, Sendable {
    public var orientation: InterfaceOrientation? = nil
    public var bounds: Size? = nil
    public var frame: Rect? = nil
    public var visible: Bool? = nil
    public var key: Bool? = nil
    public var rotation: Double? = nil
    public init() {}
}

public struct StatusBarExpectation: Hashable, Sendable {
    public var hidden: Bool? = nil
    public var height: Double? = nil
    public var orientation: InterfaceOrientation? = nil
    public var covered: Bool? = nil
    public var style: StatusBarStyle? = nil
    public init() {}
}

/// One item of `expect calls` / `expect events`.
public enum TimelineItem: Hashable, Sendable {
    case call(controller: String, Callback)
    case post(NotificationName)
    /// An app or scene delegate's life-cycle callback, `delegate:NAME` (L7).
    case lifecycle(LifecycleCallback)
}

/// Some edges of an inset (`expect safearea NAME top=N …`).
public struct InsetEdges: Hashable, Sendable {
    public var top: Double?, left: Double?, bottom: Double?, right: Double?
    public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same edges read from full insets.
    public func reading(_ insets: Insets) -> InsetEdges {
        InsetEdges(top: top.map { _ in insets.top }, left: left.map { _ in insets.left },
                   bottom: bottom.map { _ in insets.bottom }, right: right.map { _ in insets.right })
    }
}

/// How much of a view higher items cover (compositor extension, SPEC C4).
public enum Coverage: String, Hashable, Sendable { case yes, partly, no }

/// The cases with large payloads are boxed (`indirect`), so that a statement stays small: a
/// parsed trace holds one per line.
public enum Expectation: Hashable, Sendable {
    case interface(InterfaceOrientation)
    case device(DeviceOrientation)
    indirect case window(String, WindowExpectation)
    case key(String?)
    case screen(bounds: Size)
    case statusBar(StatusBarExpectation)
    indirect case safeArea(String, Insets)
    /// Only some edges of the safe area (`expect safearea NAME top=N`): nil edges are not checked.
    indirect case safeAreaEdges(String, InsetEdges)
    case decider(window: String, controller: String)
    case controlling(String?)
    case order([String])
    /// UIApplication.windows back to front, `keyboard` for the keyboard's window (W9).
    case windows([String])
    /// The window scene's interface orientation (W10).
    case scene(orientation: InterfaceOrientation)
    /// A point (2 numbers) or rectangle (4) converted between spaces (G4): `screen`, `fixed`, a
    /// window or a view.
    indirect case convert([Double], from: String, to: String, result: [Double])
    /// A controller's view or a declared view as drawn (issue 12: a view that was not resized);
    /// `screenRotation` is its rotation relative to the interface's up (issue 20).
    indirect case view(String, bounds: Size?, frame: Rect?, rotation: Double?, screenRotation: Double? = nil)
    /// A controller's or window's size classes (L6); nil ones are not checked.
    case traits(String, width: SizeClass?, height: SizeClass?)
    indirect case hit(Point, window: String, view: String?)
    case crash(name: String, reason: String?)
    case noCrash
    /// The previous step was refused: the system declined the action or request (a rejected
    /// step, or the error a geometry request logged), its words containing the substring.
    case refused(String?)
    case log(String)
    /// Empty: `expect posted none`.
    case posted([NotificationName])
    /// Empty: `expect calls none`.
    case calls([TimelineItem])
    case events([TimelineItem])
    /// `expect calls|events` with `since LABEL`, `in order`, `include` or `exclude`.
    indirect case timeline(TimelineExpectation)
    /// `expect call`: what a controller read when one callback was entered.
    indirect case call(CallExpectation)
    case asked(String, Bool)
    case covered(String, Coverage)
    /// `expect presentation C style=S|none`: the style UIKit shows C in (A17), nil: not presented.
    case presentation(String, PresentationStyle?)
}

/// A built-in property the explorer checks after every step (`explore check`).
public enum ExploreCheck: Hashable, Sendable {
    case noCrash
    case supported(controller: String)
    case followsInterface(window: String)
    case upright(view: String)
    case keyWindow
    case statusBarFollowsKey
    case statusBarHiddenAsPreferred
    /// A view or window (whichever the name declares) that covers the whole screen while drawn.
    case coversScreen(String)
    /// A view that covers its own window's bounds while drawn.
    case coversWindow(view: String)
    /// Two windows that face the same way while both are on screen.
    case sameFacing(String, String)
    case statusBarStyleAsPreferred
    /// A window that is key whenever it is the topmost window on screen.
    case keyReturnsTo(window: String)
    /// Any expectation about the state, as an invariant (`always expect …`).
    case always(Expectation)
    /// The library's events change nothing the host observes: the world beside the same
    /// sequence without them (`explore library` events, `on … do` observers), but for what
    /// the author accepts as the library's purpose (`except key,statusbar`: in `allCases` order).
    case leavesHostAlone(except: [HostObservable])
}

/// What the host observes, by the words `leaves-host-alone except …` accepts (the same as
/// PivotTesting's `LibraryProperty.Observable`).
public enum HostObservable: String, Hashable, Sendable, CaseIterable {
    case crash, interface, statusbar, key, windows, controllers
}

/// An `explore` line: an event that may happen, the depth bound, or a property to check.
public enum ExploreDirective: Hashable, Sendable {
    case event(Event, nowait: Bool)
    /// An event that is the library's, not the host's (`explore library EVENT`).
    case library(Event, nowait: Bool)
    case depth(Int)
    case check(ExploreCheck)
    /// Alternatives for the host app the library runs in (`explore host …`, `explore hosts common`).
    case host(HostAlternative)
}

/// One `explore host` line: values one of the host's settings may take, or a host variant.
public enum HostAlternative: Hashable, Sendable {
    case ios([OSVersion])
    case devices([String])
    case plists([MaskSpec])
    /// A named variant of the host: steps applied before the set-up's first step (`set home
    /// supports=portrait`); lines of one name add up.
    case variant(String, Event)
    /// The hosts the public reports involve (`explore hosts common`), on `from` or later
    /// (`explore hosts common from 15.0`).
    case common(from: OSVersion?)
}

public enum Statement: Hashable, Sendable {
    /// A declaration or event that runs on the world. `nowait` leaves its animations running.
    case event(Event, nowait: Bool)
    case observe(NotificationName)
    case mark(String)
    case expect(Expectation)
    /// `known-gap "REASON"`: the next expectation states what real UIKit did where Pivot is
    /// known to differ; replay reports it as a known gap while it fails, and fails once it holds.
    case knownGap(String)
    /// What the explorer may try; replay skips it.
    case explore(ExploreDirective)
}

/// Stored in 32 bits each, clamped (a trace has one per statement; no readable trace has 4
/// billion lines, and a line is at most 65,536 bytes).
public struct SourceLocation: Hashable, Sendable, Comparable {
    private var storedLine: Int32
    private var storedColumn: Int32
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    public init(line: Int, column: Int) { storedLine = Int32(clamping: line); storedColumn = Int32(clamping: column) }
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

public struct Trace: Sendable, Equatable {
    public var header: TraceHeader
    public var statements: [Statement]
    /// Where each statement starts (same count as `statements`); not part of equality.
    public var locations: [SourceLocation]

    public init(header: TraceHeader = TraceHeader(), statements: [Statement] = [], locations: [SourceLocation] = []) {
        self.header = header; self.statements = statements; self.locations = locations
    }

    public static func == (a: Trace, b: Trace) -> Bool { a.header == b.header && a.statements == b.statements }

    public func line(of index: Int) -> Int { index < locations.count ? locations[index].line : 0 }
    public func column(of index: Int) -> Int { index < locations.count ? locations[index].column : 1 }
}

/// A malformed trace: `FILE:LINE:COL: error: message`.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var location: SourceLocation
    public var message: String
    public init(file: String, location: SourceLocation, message: String) {
        self.file = file; self.location = location; self.message = message
    }
    /// Hidden characters in the file name or the message show as `\u{1B}` (VisibleText).
    public var description: String { Diagnostic.heading(file: file, line: location.line, column: location.column, message: message) }

    /// The error as a compiler prints it: the message, then the source line and a caret under
    /// the column (TRACE-FORMAT v2).
    public func rendered(source: [UInt8]) -> String {
        description + Diagnostic.excerpt(source, line: location.line, column: location.column)
    }

    /// The same with the trace's lines indexed once (every error of a file is quoted).
    package func rendered(lines: SourceLines) -> String {
        description + lines.excerpt(line: location.line, column: location.column)
    }
}

/// The source line and caret under a diagnostic (TRACE-FORMAT v2), shared by malformed traces
/// and failed expectations.
/// A trace's text with where each line starts, so that quoting the line of each of many
/// failures does not scan the file from its start every time.
package struct SourceLines: Sendable {
    package let bytes: [UInt8]
    let starts: [Int]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == 0x0A { starts.append(i + 1) }
        self.starts = starts
    }

    /// As `Diagnostic.excerpt`.
    package func excerpt(line: Int, column: Int) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        return Diagnostic.excerpt(bytes, lineStart: starts[line - 1], column: column)
    }
}

package enum Diagnostic {
    /// `FILE:LINE:COL: error: MESSAGE`, one line: hidden characters in the file name (a line feed
    /// included) and the message show as `\u{1B}` (VisibleText).
    package static func heading(file: String, line: Int, column: Int, message: String) -> String {
        "\(VisibleText.escaped(file, lineFeeds: true)):\(line):\(column): error: \(VisibleText.escaped(message))"
    }

    /// "\n" + the line's text + "\n" + spaces and a caret; empty when the line is not in the
    /// source (an error at the end of the file).
    package static func excerpt(_ source: [UInt8], line: Int, column: Int) -> String {
        guard line >= 1 else { return "" }
        var current = 1, start = 0
        var i = 0
        while i < source.count && current < line {
            if source[i] == 0x0A { current += 1; start = i + 1 }
            i += 1
        }
        guard current == line, start <= source.count else { return "" }
        return excerpt(source, lineStart: start, column: column)
    }

    /// The same for a line whose first byte is known (SourceLines finds it without a scan).
    static func excerpt(_ source: [UInt8], lineStart start: Int, column: Int) -> String {
        var end = start
        while end < source.count && source[end] != 0x0A && source[end] != 0x0D { end += 1 }
        // Long lines are cut: a diagnostic should fit a terminal.
        let text = String(decoding: source[start..<end], as: UTF8.self)
        let cut = text.count > 200 ? String(text.prefix(200)) + "…" : text
        // Hidden characters show escaped, so the caret counts the escaped text before it.
        let before = VisibleText.escaped(String(cut.prefix(max(0, column - 1))), lineFeeds: true)
        let shown = VisibleText.escaped(cut, lineFeeds: true)
        return "\n" + shown + "\n" + String(repeating: " ", count: before.count) + "^"
    }
}
