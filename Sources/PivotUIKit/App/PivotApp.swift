// One modelled app that PivotUIKit's objects live in. It owns the app's world through the shell
// every Pivot runtime uses (`AppShell`), knows which object is which window and controller, and
// after each step calls the objects' callbacks in the order the engine recorded them. The engine
// asks the objects' overrides when UIKit would (`ObjectAnswers`). `UIApplication.shared` and the
// other singletons answer for the app of the current context (`run`), so two tests never share one.

import Foundation
import Pivot

@preconcurrency @MainActor
public final class PivotApp {
    // The properties read on every step and every callback skip the runtime's exclusivity check
    // (`@exclusivity(unchecked)`: about 80 instructions an access, a tenth of a rotation's work
    // through objects); each is only touched on the main actor, and no access spans a call out.
    @exclusivity(unchecked) private(set) var shell: AppShell
    /// Every effect so far, in order: what a test reads back.
    public var effects: [Effect] { effectLog.all() }
    /// Kept in chunks, joined when read (`EffectLog.swift`).
    @exclusivity(unchecked) private var effectLog = EffectLog()
    /// Windows are held weakly, as UIKit holds them: a window the library stops retaining is
    /// gone (`UIWindow`'s deinit releases it in the engine).
    @exclusivity(unchecked) var windowObjects = ObjectTable<UIWindow>(weak: true)
    /// The stand-ins for declared windows, which only the app holds.
    private var standIns: [UIWindow] = []
    @exclusivity(unchecked) var controllerObjects = ObjectTable<UIViewController>()
    /// Events a callback sent while the app was calling callbacks: they run after, in order.
    @exclusivity(unchecked) private var queued: [Event] = []
    /// Whether the app is calling a step's callbacks now.
    @exclusivity(unchecked) private(set) var isDelivering = false
    /// Completions of `animate(alongsideTransition:completion:)`, by controller, run when the
    /// engine records the transition's completion.
    @exclusivity(unchecked) var transitionCompletions: [Int: [@MainActor () -> Void]] = [:]
    /// Blocks of `animate(alongsideTransition:)` given while a step's callbacks run: UIKit runs
    /// them in the transition's animation, once the views have their new size (L2).
    @exclusivity(unchecked) var alongsideAnimations: [@MainActor () -> Void] = []
    /// Delayed work on the virtual clock (`VirtualTime.swift`) and how many were ever scheduled.
    var timers: [ScheduledClosure] = []
    var scheduleCount = 0
    /// Where the app's tasks wait for its main queue (`Runtime/VirtualMainThread.swift`).
    nonisolated let mainThread = VirtualMainThread()
    /// Open `UIView.beginAnimations` blocks and `performWithoutAnimation` depth (`Views/ViewAnimations.swift`).
    var animationBlocks: [UIView.AnimationBlock] = []
    var animationsDisabled = 0
    /// The lower-camel-case name of each object type (a function of the type, so shared by
    /// every app), and the last number this app gave each.
    private static var baseNames: [ObjectIdentifier: String] = [:]
    private var lastNumbers: [String: Int] = [:]
    /// The library's statics in this app (`Statics.swift`).
    public nonisolated let statics = PivotStatics()
    /// The app's own `NotificationCenter.default` (`NotificationCenter.swift`).
    public nonisolated let notificationCenter = NotificationCenter()
    let application = UIApplication()
    /// The delegate the app holds until a host sets its own (`HostAppDelegate`).
    let hostDelegate = HostAppDelegate()
    let screen = UIScreen()
    /// The layout pass's bookkeeping and the console (`Layout/`).
    let layoutState = AppLayoutState()
    let device = UIDevice()
    private(set) lazy var windowScene = UIWindowScene(app: self)

    /// An app on a catalogue device (`pivot devices`) and iOS version, with the Info.plist's
    /// supported orientations (nil: the idiom's default). Nil for an unknown device or version.
    /// `scenes`: the app uses scenes (UIApplicationSceneManifest), on iOS ≥ 13 (W5).
    public convenience init?(device: String, ios: String, plist: UIInterfaceOrientationMask? = nil, scenes: Bool = false) {
        guard let version = OSVersion(ios), let model = DeviceCatalog.model(named: device), version.unmodelledReason == nil else {
            return nil
        }
        var config = AppConfig(device: model, profile: BehaviorProfile(ios: version))
        config.plistRawMask = plist?.pivot
        config.usesScenes = scenes
        self.init(config: config)
        // UIDevice orientation notifications, as an app that rotates has them (N2).
        send(.deviceNotifications(begin: true))
    }

    /// An app as a trace header describes it (the harness builds hosts from trace lines).
    package convenience init(config: AppConfig) { self.init(world: World(config: config)) }

    /// The engine's questions to the objects (`ObjectAnswers`).
    private let answers: ObjectAnswers
    /// What the app's objects hold of it instead of a `weak` reference (`BackReference.swift`).
    nonisolated let backReference = BackReference<PivotApp>(nil)

    /// Objects that outlive the app read no app from now on (`BackReference`).
    deinit { backReference.object = nil }

    /// An app that starts where a world is (one of declared windows and controllers only: its
    /// objects, if any, stay another app's).
    package init(world: World) {
        answers = ObjectAnswers()
        shell = AppShell(world: world.answered(by: answers))
        backReference.object = self
        answers.appReference = backReference
        hostDelegate.appReference = backReference
        application.delegate = hostDelegate
    }

    /// Each step the engine took, with its effects, while a harness reads them (`UIKitTestApp`):
    /// the events a library's calls caused, in order.
    @exclusivity(unchecked) package var stepLog: [(event: Event, effects: [Effect])]?

    /// The app as the engine has it now; while an object answers one of UIKit's questions
    /// inside a step, the world of that moment (the shell is busy with the step).
    public var world: World {
        // Lent, not copied: reading a copy retains every buffer the world holds, and window code
        // reads the world on almost every call.
        _read {
            if let asked { yield asked.pointee } else { yield shell.world }
        }
    }
    /// The world of the step that asks, lent for the length of one answer (a copy of a world
    /// retains every buffer it holds, and the engine asks several questions a step). Mutable
    /// only so that `withWorld` can lend it in place; nothing writes through it.
    @exclusivity(unchecked) private var asked: UnsafeMutablePointer<World>?
    @exclusivity(unchecked) private var stepping = false

    /// Reads the world in place, for the paths that run on every step or callback: `world`
    /// yields a copy (a struct stored in a class cannot be lent across an accessor: about 900
    /// instructions a read, each buffer retained and released). `body` only reads the world:
    /// it never calls back into the app.
    @inline(__always)
    func withWorld<R>(_ body: (borrowing World) -> R) -> R {
        if let asked { return Self.lend(&asked.pointee, body) }
        return shell.lendWorld(body)
    }

    @inline(__always)
    private static func lend<R>(_ world: inout World, _ body: (borrowing World) -> R) -> R { body(world) }

    /// Runs an object's answer with the world of the step that asks.
    func answering<T>(in world: World, _ body: () -> T) -> T {
        withAddress(of: world) { answering(at: $0, body) }
    }

    /// `answering(in:)` with the world's address, which the engine's questions already have
    /// (`ObjectAnswers`: each copy of the world to take its address is 200 bytes).
    func answering<T>(at world: UnsafePointer<World>, _ body: () -> T) -> T {
        let outer = asked
        asked = UnsafeMutablePointer(mutating: world)
        defer { asked = outer }
        return body()
    }

    /// Runs `body` with this app as the current one: `UIApplication.shared`, `UIScreen.main`,
    /// `UIDevice.current` and new windows belong to it.
    /// When the outermost call returns, the run loop turns as it does once UIKit's work and the
    /// code it called are done: the views waiting for layout are laid out (`commitLayout`), then
    /// the main queue's due work runs. Never inside a setter or a callback.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        if callDepth > 0, Self.currentIfAny === self { return try body() }
        return try PivotAppContext.$current.withValue(self) {
            let outer = Self.running
            Self.running = self
            defer { Self.running = outer }
            callDepth += 1
            defer { callDepth -= 1 }
            // Task steps that arrived while no call ran (a task cancelled from a test) go first.
            if callDepth == 1 { runPendingTasks() }
            let result = try body()
            if callDepth == 1 {
                commitLayout()
                turnMainQueue()
            }
            return result
        }
    }

    /// How many `run` calls are under way: the main queue waits while any is.
    @exclusivity(unchecked) private var callDepth = 0

    /// The app's number among the apps of the process, which objects it made remember.
    let serial: Int = {
        PivotApp.madeApps += 1
        return PivotApp.madeApps
    }()
    private static var madeApps = 0

    /// The app, after checking that an object made in an app is used in that app: an engine
    /// index means nothing in another app's world, so using it there would answer wrongly.
    func checking(_ object: AnyObject, boundTo made: Int?) -> PivotApp {
        if let made, made != serial {
            preconditionFailure("PivotUIKit: this \(Swift.type(of: object)) was made in another app (app \(made)) and is used in app \(serial). " +
                                "Objects keep to the app they were made in: make a new one in this app, or reset the library's " +
                                "singletons between apps (Docs/PORTING.md, section 6).")
        }
        return self
    }

    /// The app of the current context.
    public static var current: PivotApp {
        guard let app = currentIfAny else {
            preconditionFailure("PivotUIKit: no app. Create a PivotApp and call UIKit inside app.run { … }")
        }
        return app
    }

    /// `PivotAppContext.current` for main-actor code: the app whose `run` the main actor is
    /// inside, read from a static instead of the task-local (about 240 instructions a read, and
    /// `setNeedsLayout`, a frame, `UIApplication.shared` and a controller's `app` read it on
    /// every call). The two agree: `run` sets both around a synchronous body, which nothing
    /// else on the main actor can interleave with; outside any `run` (a task that inherited the
    /// task-local, say) the static is nil and the task-local answers.
    static var currentIfAny: PivotApp? { running ?? PivotAppContext.current }
    @exclusivity(unchecked) private static var running: PivotApp?

    // MARK: Driving

    /// Applies an event and calls the callbacks it caused; an event sent from a callback runs
    /// after the step that called it.
    @discardableResult
    public func send(_ event: Event) -> [Effect] {
        // A wait runs the app's delayed work at its own instants, as `advance(by:)` does (a
        // host's `wait 2` in a trace or an explorer).
        if case .wait(let milliseconds) = event, !isDelivering, !stepping {
            let start = effectLog.count
            advance(by: Double(milliseconds) / 1000)
            return Array(effects[start...])
        }
        return sendStep(event)
    }

    /// `send` for one engine step (a wait moves the clock in one go).
    @discardableResult
    func sendStep(_ event: Event) -> [Effect] {
        if isDelivering || stepping {
            queued.append(event)
            return []
        }
        // Sent from outside any call (a test driving the app): the objects answer and hear
        // callbacks in this app, and the run loop turns after it (`run`).
        if callDepth == 0 { return run { sendStep(event) } }
        var caused = step(event)
        while !queued.isEmpty {
            caused += step(queued.removeFirst())
        }
        return caused
    }

    /// The UIKit exception that stopped the app (A6), as data: what ran before it stays in
    /// `effects`, and nothing runs after it (events are refused, delayed work never runs).
    public var crash: Crash? { withWorld { $0.crash } }

    /// Set when the app's own work kept the main queue turning at one instant (`runDue`): what a
    /// device shows as a busy app whose clock never reaches the next event. Nothing runs after it.
    public internal(set) var stall: String?

    /// The app finishes launching (W6, L1).
    public func launch() {
        send(.launch)
        commitLayout()
    }

    /// The device turns (A3); the views it left waiting are laid out after it.
    public func rotate(to orientation: UIDeviceOrientation) {
        send(.rotate(orientation.pivot))
        commitLayout()
    }

    /// Raises a UIKit exception the app's own call caused (a visual format UIKit cannot parse):
    /// the app stops as at any crash (A6). Raised while the engine asks an object, at the step's end.
    func raise(_ crash: Crash) {
        if stepping { heldCrash = heldCrash ?? crash; return }
        effectLog.append(contentsOf: shell.run { $0.raiseAppException(crash, into: &$1) })
    }
    private var heldCrash: Crash?
    private func raiseHeldCrash() -> [Effect] {
        guard let crash = heldCrash else { return [] }
        heldCrash = nil
        return shell.run { $0.raiseAppException(crash, into: &$1) }
    }

    /// The engine's names of the notifications observed, as of the center's version.
    @exclusivity(unchecked) private var observed: (version: Int, names: Set<NotificationName>?) = (0, [])

    private func step(_ event: Event) -> [Effect] {
        stepping = true
        let version = notificationCenter.observersVersion
        if version != observed.version {
            observed = (version, notificationCenter.observedNames.map { Set($0.compactMap(NotificationName.init(name:))) })
        }
        let names = observed.names
        let (stepEffects, deliveries) = shell.run(keepingWorlds: true, for: names) { $0.apply(event, into: &$1) }
        stepping = false
        // A crash held during the step is rare: the common step keeps its array as it is.
        let caused = heldCrash == nil ? stepEffects : stepEffects + raiseHeldCrash()
        stepLog?.append((event, caused))
        deliver(caused, deliveries)
        return caused
    }

    /// Calls the callbacks and posts the notifications of a step in the order the engine
    /// caused them; an observer reads the world as it was when its notification was posted.
    /// A notification nobody observed has no delivery and is not posted.
    private func deliver(_ caused: [Effect], _ deliveries: [NotificationDelivery]) {
        effectLog.append(contentsOf: caused)
        isDelivering = true
        defer { isDelivering = false }
        var next = deliveries.makeIterator()
        var pending = next.next()
        for effect in caused {
            switch effect {
            case .callback(let record):
                controllerObjects[record.controller.index]?.receive(record, in: self)
            case .lifecycle(let callback):
                deliver(callback)
            case .posted(let notification):
                if case .window(let id) = notification.sender {
                    if notification.name == .windowDidBecomeKey { window(id)?.becomeKey() }
                    if notification.name == .windowDidResignKey { window(id)?.resignKey() }
                }
                guard pending?.notification == notification, let delivery = pending else { continue }
                pending = next.next()
                answering(in: delivery.world) { post(delivery.notification) }
            default:
                continue
            }
        }
        if !alongsideAnimations.isEmpty {
            commitLayout()
            let animations = alongsideAnimations
            alongsideAnimations = []
            for animation in animations { animation() }
        }
    }

    // MARK: Objects

    /// A name for an object's window or controller: its class's name, lower camel case, with a
    /// number when taken (`toastWindow`, `toastWindow2`).
    func name(for object: AnyObject) -> String {
        let type = ObjectIdentifier(Swift.type(of: object))
        let base = Self.baseNames[type] ?? {
            let words = String(describing: Swift.type(of: object))
            let capitals = words.prefix { $0.isUppercase }
            let lead = capitals.count > 1 && capitals.count < words.count ? capitals.dropLast() : capitals
            let base = lead.lowercased() + words.dropFirst(lead.count)
            Self.baseNames[type] = base
            return base
        }()
        // Numbers go up from the last one given to this base (names are never freed).
        var number = lastNumbers[base] ?? 1
        var name = number == 1 ? base : base + String(number)
        while world.windowID(name) != nil || world.controllerID(name) != nil || world.viewIndex(name) != nil {
            number += 1
            name = base + String(number)
        }
        lastNumbers[base] = number
        return name
    }

    func register(_ window: UIWindow, frame: CGRect, scene: Bool) -> WindowID? {
        var spec = WindowSpec(name: name(for: window))
        spec.hasScene = scene
        let screen = world.screenBounds
        if frame.pivot != Rect(0, 0, screen.width, screen.height) { spec.frame = frame.pivot }
        send(.createWindow(spec))
        guard let id = world.windowID(spec.name) else { return nil }
        windowObjects[id.index] = window
        answers.madeWindow(id)
        return id
    }

    /// The controller's identity in the engine, declaring it the first time UIKit needs it.
    func controllerID(of controller: UIViewController) -> ControllerID? {
        if let id = controller.pivotID { return id }
        let settings = controller.declarationSettings()
        let name = name(for: controller)
        send(.declareController(name, settings))
        guard let id = world.controllerID(name) else { return nil }
        controllerObjects[id.index] = controller
        answers.madeController(id)
        controller.pivotID = id
        return id
    }

    /// The object of a window or controller. One declared by trace lines (a host built from a
    /// trace) gets a plain object the first time code reads it, whose getters answer its options.
    func window(_ id: WindowID?) -> UIWindow? {
        // The object first: only a window the world has was ever given one, and reading the
        // world costs a copy of it.
        guard let id else { return nil }
        if let object = windowObjects[id.index] { return object }
        guard id.index < withWorld({ $0.windows.count }) else { return nil }
        // A window the app's code made and dropped has no stand-in: it is gone.
        guard !windowObjects.wasSet(id.index) else { return nil }
        let object = UIWindow.standIn(for: id, in: self)
        windowObjects[id.index] = object
        standIns.append(object)
        return object
    }

    func controller(_ id: ControllerID?) -> UIViewController? {
        guard let id, id.index < withWorld({ $0.controllers.count }) else { return nil }
        if let object = controllerObjects[id.index] { return object }
        // A declared container reaches library code as UIKit's container class, so
        // `as? UINavigationController` holds in a navigation host as on a device.
        let object: UIViewController = switch world[id].options.kind {
        case .plain: UIViewController(adopting: id)
        case .navigation: UINavigationController(adopting: id)
        case .tabbar: UITabBarController(adopting: id)
        case .split: UISplitViewController(adopting: id)
        }
        controllerObjects[id.index] = object
        return object
    }

    /// The windows and controllers the app's own code made (not stand-ins for declared ones),
    /// windows first, each in the engine's order: the state the explorer reads of a library.
    package var madeObjects: [AnyObject] {
        var objects: [AnyObject] = []
        windowObjects.forEach { if !$0.standsIn { objects.append($0) } }
        controllerObjects.forEach { if !$0.declared { objects.append($0) } }
        return objects
    }

    /// The object the app's code made for a controller, never a stand-in: the engine asks only
    /// those (a declared controller's options answer for it).
    func madeController(_ id: ControllerID) -> UIViewController? {
        // No closure: a main-actor closure checks its executor each time it runs, and the engine
        // asks through here for every question.
        guard let controller = controllerObjects[id.index], !controller.declared else { return nil }
        return controller
    }
}

/// The app's objects by the engine's index: arrays, since the engine asks for them by index
/// several times a step. Strong and weak references apart: an entry holding both was copied
/// whole to read one (a weak reference's copy is a side-table count up and down). The app's
/// own: a copy of the table would share its weak entries.
struct ObjectTable<Object: AnyObject> {
    /// A class, so that the weak reference is read where it lies: an array's element (a
    /// struct) was copied to read it, which copies the weak reference (about 75 instructions).
    private final class WeakEntry {
        weak var object: Object?
    }
    /// One entry an index: held strongly, or weakly for a table of windows.
    private var strong: [Object?] = []
    private var weak: [WeakEntry] = []
    /// Whether an object was ever put at the index (it may be gone since).
    private var set: [Bool] = []
    private let holdsWeakly: Bool

    init(weak: Bool = false) { holdsWeakly = weak }

    /// Each object still there, in index order, without building an array.
    func forEach(_ body: (Object) -> Void) {
        // The entries as they are now (the body may add objects).
        if holdsWeakly {
            let entries = weak
            for index in entries.indices { if let object = entries[index].object { body(object) } }
        } else {
            for case let object? in strong { body(object) }
        }
    }
    func wasSet(_ index: Int) -> Bool { index < set.count && set[index] }

    subscript(index: Int) -> Object? {
        get {
            guard index < set.count else { return nil }
            return holdsWeakly ? weak[index].object : strong[index]
        }
        set {
            if index >= set.count {
                let added = index + 1 - set.count
                set += repeatElement(false, count: added)
                if holdsWeakly { weak += (0..<added).map { _ in WeakEntry() } } else { strong += repeatElement(nil, count: added) }
            }
            if holdsWeakly { weak[index].object = newValue } else { strong[index] = newValue }
            set[index] = true
        }
    }
}

/// `withUnsafePointer(to:)` from outside any actor: a closure made in main-actor code and given
/// to the standard library (built in Swift 5 mode) checks its executor each time it runs (about
/// 220 instructions, three times an answer); one made here checks nothing.
nonisolated func withAddress<R>(of world: borrowing World, _ body: (UnsafePointer<World>) -> R) -> R {
    withUnsafePointer(to: world) { body($0) }
}

/// The current app: a task-local, so concurrent tests each see their own.
public enum PivotAppContext {
    @TaskLocal public static var current: PivotApp?
}
