// UIWindow: each one is a window of the engine's (SPEC W), made when the object is. Its level,
// root view controller, visibility and key status are the engine's; its frame and bounds are the
// engine's now, set or read (W8: they follow the interface orientation).

import Foundation
import Pivot

@preconcurrency @MainActor
open class UIWindow: UIView {
    /// A window level (W1) with UIKit's names and arithmetic (`.statusBar + 1`).
    public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(CGFloat(WindowLevel.normal))
        public static let statusBar = Level(CGFloat(WindowLevel.statusBar))
        public static let alert = Level(CGFloat(WindowLevel.alert))
        public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
        public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The app the window belongs to, held weakly (through the app's `BackReference`, which
    /// spares the app a side table): the app holds its windows' delegate (which holds the main
    /// window), so a strong reference would keep every app alive. A window kept past its app (a
    /// library's static) and used in another is a clear error (`boundTo`).
    private var owner: PivotApp? { ownerReference.object }
    private let ownerReference: BackReference<PivotApp>
    /// The owner's serial, kept past it: set in each initialiser (an observer would not run there).
    private let ownerSerial: Int
    var app: PivotApp {
        if let owner { return owner }
        return PivotApp.current.checking(self, boundTo: ownerSerial)
    }
    var pivotID: WindowID?
    private var root: UIViewController?
    private var answeredDefaultRoot = false

    /// The getter's answer where a subclass overrides it: `.some(nil)` for none; nil where the base
    /// getter answered (the engine's root decides) or the answer is a controller UIKit never saw.
    func overriddenRoot() -> ControllerID?? {
        answeredDefaultRoot = false
        let answer = rootViewController
        guard !answeredDefaultRoot else { return nil }
        guard let answer else { return .some(nil) }
        return answer.pivotID.map { .some($0) }
    }

    public override init(frame: CGRect) {
        // A stand-in is made through the same initialiser, so that a subclass inherits `init()`.
        if let (id, app) = Self.adopting {
            ownerReference = app.backReference
            ownerSerial = app.serial
            standsIn = true
            super.init(frame: frame)
            pivotID = id
            return
        }
        let app = PivotApp.current
        ownerReference = app.backReference
        ownerSerial = app.serial
        standsIn = false
        super.init(frame: frame)
        pivotID = app.register(self, frame: frame, scene: false)
    }

    /// A window made for the app's scene (W5: with scenes, only such a window is ever shown).
    public init(windowScene: UIWindowScene) {
        let app = windowScene.app
        ownerReference = app.backReference
        ownerSerial = app.serial
        standsIn = false
        let frame = windowScene.screen.bounds
        super.init(frame: frame)
        pivotID = app.register(self, frame: frame, scene: true)
    }

    /// The stand-in for a window that trace lines declared (`PivotApp.window`).
    static func standIn(for id: WindowID, in app: PivotApp) -> UIWindow {
        adopting = (id, app)
        defer { adopting = nil }
        return UIWindow(frame: .zero)
    }
    private static var adopting: (WindowID, PivotApp)?
    let standsIn: Bool
    public required init?(coder: NSCoder) { return nil }

    /// Nothing retains the window any more: UIKit holds windows weakly, so it leaves the screen
    /// and the app's windows (the engine's `release`).
    isolated deinit {
        guard !standsIn, let app = owner, let id = pivotID, !app.world[id].released else { return }
        // The callbacks the release causes may read UIKit's singletons: they are this app's.
        let name = app.world[id].name
        app.run { _ = app.send(.releaseWindow(name)) }
    }

    /// The engine's name while the window is in the app: a released one (let go, or taken out of
    /// its scene) takes no more steps, as UIKit ignores a detached window's changes.
    private var name: String? {
        guard let id = pivotID else { return nil }
        return app.withWorld { $0.windows[id.index].released ? nil : $0.windows[id.index].name }
    }
    /// One reading of the window in the engine, field by field in place (copying the window
    /// retains its name; reading the app's `world` copies the world): `field` gets the windows
    /// and this one's index (the array's subscript is inlined, the world's is a call).
    private func read<T>(_ field: (borrowing [Pivot.Window], Int) -> T) -> T? {
        guard let id = pivotID else { return nil }
        return app.withWorld { field($0.windows, id.index) }
    }

    /// Setting the frame (or `bounds` or `center`, which set it) resizes the window in the
    /// engine (W8: until it turns).
    open override var frame: CGRect {
        get { read { CGRect($0[$1].frame) } ?? super.frame }
        set {
            super.frame = newValue
            if let name { app.send(.setWindowFrame(name, newValue.pivot)) }
        }
    }
    /// A new size keeps the window's centre, as UIKit's bounds do.
    open override var bounds: CGRect {
        get { read { CGRect(origin: .zero, size: CGSize($0[$1].bounds)) } ?? super.bounds }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// G-rules: the window's own safe area as the engine has it now.
    open override var safeAreaInsets: UIEdgeInsets {
        guard let id = pivotID else { return .zero }
        return UIEdgeInsets(app.withWorld { $0.safeArea(ofWindow: id) })
    }

    open var windowLevel: Level {
        get { read { Level(CGFloat($0[$1].level)) } ?? .normal }
        set { if let name { app.send(.setLevel(name, Double(newValue.rawValue))) } }
    }

    /// Assigning a root makes the window evaluate (A3) and, on iOS 8–13, take the interface (A5).
    /// A subclass's getter is what UIKit reads for the window's decider (A1), when it asks.
    open var rootViewController: UIViewController? {
        get {
            answeredDefaultRoot = true
            if let root { return root }
            guard let id = pivotID else { return nil }
            return app.controller(app.withWorld { $0.windows[id.index].root })
        }
        set {
            root = newValue
            guard let name else { return }
            let controller = newValue.flatMap { app.controllerID(of: $0) }.map { app.world[$0].name }
            app.send(.setRoot(name, controller))
        }
    }

    /// Visible when shown (W2); hiding hands the key window back (W3).
    open override var isHidden: Bool {
        get { !(read { $0[$1].visible } ?? false) }
        set {
            guard let name else { return }
            app.send(newValue ? .hide(name) : .show(name, key: false))
        }
    }

    /// Before launch, the first window made key is the app delegate's window (which holds it,
    /// as the delegate of a storyboard app holds the window UIKit made for it).
    open func makeKeyAndVisible() {
        guard let name else { return }
        if !app.world.launched, let delegate = app.application.delegate {
            if let host = delegate as? HostAppDelegate { host.holdFirst(self) } else if delegate.window == nil { delegate.window = self }
        }
        app.send(.show(name, key: true))
    }
    /// Called when the window becomes or stops being the key window (W3), before UIKit posts it.
    open func becomeKey() {}
    open func resignKey() {}
    open func makeKey() { if let name { app.send(.makeKey(name)) } }
    open var isKeyWindow: Bool { pivotID != nil && app.withWorld { $0.stack.keyWindow } == pivotID }

    /// The responder chain: a window's next responder is the application.
    open override var next: UIResponder? { app.application }

    /// The window's own interface orientation (A3), as its root view controller sees it.
    public var interfaceOrientation: UIInterfaceOrientation { UIInterfaceOrientation(read { $0[$1].orientation } ?? .unknown) }
}
