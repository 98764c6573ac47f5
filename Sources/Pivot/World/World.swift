// The whole modelled app as one value: copy it, hash it, compare it. Each event is a transition
// (`World.apply`) that mutates the world and appends the effects it caused.

public struct World: Hashable, Sendable {
    /// The app's configuration never changes after the world is made: it sits behind a shared
    /// reference so that the world stays small (a few hundred bytes less to move on every call).
    var settings: Settings
    public var config: AppConfig { settings.config }
    /// The names, the views, the delegate's masks and the containers' children: what steps rarely
    /// change, behind one reference (`Catalog`).
    private(set) var catalog = Catalog()
    public internal(set) var device: DeviceState
    public internal(set) var controllers: [Controller] = []
    public internal(set) var windows: [Window] = []
    /// In the catalog: steps that change views are rare.
    public internal(set) var views: [View] {
        _read { yield catalog.views }
        _modify { ownCatalog(); yield &catalog.views }
    }
    /// Which windows are on screen in which order, and which is key (`Windows/WindowStack.swift`).
    public internal(set) var stack = WindowStack()
    var screenOrder: [WindowID] {
        _read { yield stack.screenOrder }
        _modify { yield &stack.screenOrder }
    }
    /// Every name in use, and what it names: names are unique across windows, controllers and
    /// views, and a look-up by name must not walk them all (a trace may declare 100,000 views).
    var names: NameTable {
        _read { yield catalog.names }
        _modify { ownCatalog(); yield &catalog.names }
    }
    public internal(set) var statusBar: StatusBarState
    public internal(set) var keyboard = KeyboardState()
    public internal(set) var keyWindow: WindowID? {
        get { stack.keyWindow }
        set { stack.keyWindow = newValue }
    }
    var keyHistory: [WindowID] {
        _read { yield stack.keyHistory }
        _modify { yield &stack.keyHistory }
    }
    public internal(set) var delegateWindow: WindowID? {
        get { stack.delegateWindow }
        set { stack.delegateWindow = newValue }
    }
    /// The app delegate's per-window masks (A2): per window, and for every window.
    var delegateMasks: [WindowID: OrientationMask] {
        _read { yield catalog.delegateMasks }
        _modify { ownCatalog(); yield &catalog.delegateMasks }
    }
    var delegateMaskForAll: OrientationMask? = nil
    /// A library's actions and observers, in the catalog: only declarations change them.
    var actions: [String: [Event]] {
        _read { yield catalog.actions }
        _modify { ownCatalog(); yield &catalog.actions }
    }
    var reactions: [NotificationName: [String]] {
        _read { yield catalog.reactions }
        _modify { ownCatalog(); yield &catalog.reactions }
    }
    /// The scene delegate's supportedInterfaceOrientations(for:) (P4, iOS 27).
    public internal(set) var sceneMask: OrientationMask? = nil
    public internal(set) var launched = false
    /// A15: some controller is a split controller: a cache, so that apps without one never walk a
    /// chain looking for a split's primary column (a plain flag: read on every layout pass).
    var hasSplits = false
    /// L9: didFinishLaunching has been heard (at the first step). Left out of hashes and
    /// fingerprints: it only decides a delegate call, which no property or test receives.
    public internal(set) var launchAnnounced = false
    /// L7: the app is in the background (`background` … `foreground`).
    public internal(set) var inBackground = false
    /// A15: where the user put the app in Split View or Slide Over (iOS 9–18 on iPad).
    public internal(set) var multitaskMode = MultitaskMode.full
    public internal(set) var crash: Crash? = nil
    public var crashed: Bool { crash != nil }
    public internal(set) var swapFault = false
    /// The virtual clock and its running work (`Lifecycle/Clock.swift`).
    public internal(set) var time = ClockState()
    /// Virtual time in milliseconds (L4).
    public internal(set) var clock: Int {
        get { time.now }
        set { time.now = newValue }
    }
    var stamp: Int {
        get { time.stamp }
        set { time.stamp = newValue }
    }
    /// What running animations will finish with, and when (L4).
    public internal(set) var pending: [ScheduledWork] {
        _read { yield time.pending }
        _modify { yield &time.pending }
    }

    public var profile: BehaviorProfile { settings.config.profile }
    /// Borrowed, not copied: the device model is large and read on every rotation.
    public var model: DeviceModel { _read { yield settings.config.device } }
    /// The model's figures for this iOS version.
    var metrics: ScreenMetrics { _read { yield settings.metrics } }

    /// A world whose controllers answer from their declared options, or, for those that are the
    /// app's objects, from `answers` at the moment UIKit asks (`ControllerAnswers`).
    public init(config: AppConfig, answers: (any ControllerAnswers)? = nil) {
        settings = Settings(config, answers: answers)
        device = DeviceState(config.startOrientation)
        // W8: before any window evaluates, the app is in interface(start orientation), or portrait.
        // L5: before iOS 7 the app starts portrait whatever the device does.
        statusBar = StatusBarState(orientation: config.profile.launchesInPortrait ? .portrait : config.startOrientation.interface ?? .portrait)
        statusBar.globalHidden = config.statusBarHiddenAtLaunch
        statusBar.globalStyle = config.statusBarStyleAtLaunch
    }

    // MARK: Names

    public func controllerID(_ name: String) -> ControllerID? {
        if case .controller(let index) = names[name] { ControllerID(index) } else { nil }
    }
    public func windowID(_ name: String) -> WindowID? {
        if case .window(let index) = names[name] { WindowID(index) } else { nil }
    }
    public func viewIndex(_ name: String) -> Int? {
        if case .view(let index) = names[name] { index } else { nil }
    }

    // Borrowing accessors: reading `self[id].options.kind` must not copy the whole controller
    // (the engine does it on every rotation).
    public subscript(id: ControllerID) -> Controller {
        _read { yield controllers[id.index] }
        _modify { yield &controllers[id.index] }
    }
    public subscript(id: WindowID) -> Window {
        _read { yield windows[id.index] }
        _modify { yield &windows[id.index] }
    }

    var nextStamp: Int { mutating get { time.nextStamp() } }

    /// A container's children: its navigation stack bottom to top, or its tabs. Kept in the
    /// catalog, not in the controller, so that a controller holds no reference and copying the
    /// controllers copies bytes.
    public internal(set) subscript(childrenOf id: ControllerID) -> [ControllerID] {
        _read { yield id.index < catalog.children.count ? catalog.children[id.index] : [] }
        _modify {
            ownCatalog()
            if catalog.children.count <= id.index {
                catalog.children.append(contentsOf: repeatElement([], count: id.index + 1 - catalog.children.count))
            }
            yield &catalog.children[id.index]
        }
    }

    /// The child a container shows: the top of a navigation stack, the selected tab.
    @inline(__always)
    public func visibleChild(of id: ControllerID) -> ControllerID? {
        switch self[id].options.kind {
        case .plain: nil
        case .navigation: self[childrenOf: id].last
        case .tabbar: self[id].selected ?? self[childrenOf: id].first
        // The secondary (detail) column; the primary shows beside it where `splitPrimary` says.
        case .split: self[childrenOf: id].dropFirst().first ?? self[childrenOf: id].first
        }
    }

    /// A split controller's primary column when it shows besides the secondary: always in
    /// all-visible and primary-overlay, in landscape on an iPad when automatic (A15).
    public func splitPrimary(of id: ControllerID) -> ControllerID? {
        guard self[id].options.kind == .split else { return nil }
        let children = self[childrenOf: id]
        guard children.count == 2 else { return nil }
        switch self[id].options.displayMode {
        case .allVisible, .primaryOverlay: return children[0]
        case .primaryHidden: return nil
        case .automatic:
            let landscape = windowOf(id).map { self[$0].orientation.isLandscape } ?? statusBar.orientation.isLandscape
            return model.idiom == .pad && landscape ? children[0] : nil
        }
    }

    /// The first split controller's shown primary along a controller's visible chain (A15): the
    /// column that hears appearance, layout and rotation callbacks beside the secondary.
    @inline(__always)
    func firstSplitPrimary(in id: ControllerID) -> ControllerID? {
        guard hasSplits else { return nil }
        var current = id
        while true {
            if self[current].options.kind == .split { return splitPrimary(of: current) }
            guard let next = visibleChild(of: current) else { return nil }
            current = next
        }
    }

    // MARK: Device (N2)

    @inline(__always)
    public var generatesDeviceNotifications: Bool { device.generatingCount > 0 }

    /// UIDevice.orientation as the app reads it: unknown while not generating (N2), portrait
    /// while the rotation lock is on (A10).
    public var deviceOrientationAsRead: DeviceOrientation {
        guard generatesDeviceNotifications else { return .unknown }
        return device.locked ? .portrait : device.held
    }
}

extension World {
    /// Copies the catalog before a change when another world shares it.
    mutating func ownCatalog() {
        if !isKnownUniquelyReferenced(&catalog) { catalog = catalog.copy() }
    }

    /// An empty list for a rotation's turns (or its cast's members), with room for `capacity`:
    /// the last finished rotation's buffer where this world alone holds its catalog, so that a
    /// replay's rotations allocate nothing. A copy of the world allocates (a shared catalog is
    /// never written).
    mutating func spareTurns(capacity: Int) -> [Turn] {
        var turns: [Turn] = []
        if isKnownUniquelyReferenced(&catalog) {
            swap(&turns, &catalog.spareTurns)
            turns.removeAll(keepingCapacity: true)
        }
        turns.reserveCapacity(capacity)
        return turns
    }

    mutating func spareMembers(capacity: Int) -> [RotationCast.Member] {
        var members: [RotationCast.Member] = []
        if isKnownUniquelyReferenced(&catalog) {
            swap(&members, &catalog.spareMembers)
            members.removeAll(keepingCapacity: true)
        }
        members.reserveCapacity(capacity)
        return members
    }

    /// Keeps a finished rotation's buffers for the next (`spareTurns`).
    mutating func recycle(turns: [Turn], members: [RotationCast.Member] = []) {
        guard isKnownUniquelyReferenced(&catalog) else { return }
        if turns.capacity > catalog.spareTurns.capacity { catalog.spareTurns = turns }
        if members.capacity > catalog.spareMembers.capacity { catalog.spareMembers = members }
    }

    /// The same world with settings and a catalog of its own, whose storage is all newly made
    /// (for a worker thread).
    mutating func detachCatalog() {
        settings = Settings(config, answers: settings.answers)
        catalog = Catalog(names: names.detached(), views: views.map { $0 },
                          delegateMasks: Dictionary(uniqueKeysWithValues: delegateMasks.map { ($0.key, $0.value) }),
                          children: catalog.children.map { $0.map { $0 } },
                          actions: Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.key, $0.value.map { $0 }) }),
                          reactions: Dictionary(uniqueKeysWithValues: catalog.reactions.map { ($0.key, $0.value.map { $0 }) }),
                          filled: catalog.filled.map { $0 })
    }
}

/// What a name stands for (`World.names`).
enum Named: Hashable, Sendable { case window(Int), controller(Int), view(Int) }

/// The shared, immutable configuration of a world. Equal when the configurations are; hashed by
/// a value computed once, so hashing a world does not walk the device catalogue row each time.
final class Settings: Hashable, Sendable {
    let config: AppConfig
    let metrics: ScreenMetrics
    /// The app's controller objects, asked when UIKit would ask them; nil for a world of
    /// declared controllers only. Who answers, not state: it takes no part in equality.
    let answers: (any ControllerAnswers)?
    private let digest: Int

    init(_ config: AppConfig, answers: (any ControllerAnswers)? = nil) {
        self.config = config
        self.answers = answers
        metrics = ScreenMetrics(config.device, config.profile)
        var hasher = Hasher()
        hasher.combine(config)
        digest = hasher.finalize()
    }

    /// The same configuration answered by other objects: its metrics and digest are kept (hashing
    /// a configuration walks the device catalogue row).
    init(_ settings: Settings, answers: (any ControllerAnswers)?) {
        config = settings.config
        metrics = settings.metrics
        digest = settings.digest
        self.answers = answers
    }

    static func == (a: Settings, b: Settings) -> Bool { a === b || a.config == b.config }
    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}

