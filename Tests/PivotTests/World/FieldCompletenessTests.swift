import Testing
@testable import Pivot

/// Every stored field of a window, controller, controller's options, view, device, status bar
/// and keyboard is noticed by the world's equality, hash and fingerprint and kept by the
/// explorer's deep copy, or is listed here as left out on purpose, with the reason. The fields
/// are read with `Mirror`: a new field that none of the tables name fails the test until it is
/// folded or exempted (issue 25; 0fc82e7 was a copy that forgot a field).
@Suite("Field completeness")
struct FieldCompletenessTests {
    enum Aspect: String, CaseIterable { case equality, hash, fingerprint }

    /// One stored field: how to change it in a world, and what may not notice, with the reason.
    struct Field: Sendable {
        var name: String
        var change: @Sendable (inout World) -> Void
        var leftOut: [Aspect: String] = [:]
    }

    /// Two windows (one key, rooted), a presented controller and a view: every field has a value
    /// it can change from.
    static func start() -> World {
        var world = app("iPhone8", ios: "12.0", plist: .allButUpsideDown, [
            controller("home"), controller("other", .relay("hud"), .relays([.supports])), controller("modal"),
            window("main", root: "home"), .show("main", key: true), .launch, window("hud", level: 2000),
            .addView(ViewSpec(name: "badge", parent: "hud", frame: Rect(1, 2, 3, 4))),
            .present("modal", from: "home", style: .fullScreen, animated: false)])
        world.apply(.show("hud", key: false))
        return world
    }

    static let home = ControllerID(0), modal = ControllerID(2), main = WindowID(0), hud = WindowID(1)

    static func controllerField(_ name: String, leftOut: [Aspect: String] = [:], _ change: @escaping @Sendable (inout Controller) -> Void) -> Field {
        Field(name: name, change: { change(&$0.controllers[home.index]) }, leftOut: leftOut)
    }
    static func optionField(_ name: String, _ change: @escaping @Sendable (inout ControllerOptions) -> Void) -> Field {
        Field(name: name, change: { change(&$0.controllers[home.index].options) })
    }
    static func windowField(_ name: String, leftOut: [Aspect: String] = [:], _ change: @escaping @Sendable (inout Window) -> Void) -> Field {
        Field(name: name, change: { change(&$0.windows[main.index]) }, leftOut: leftOut)
    }
    static func viewField(_ name: String, leftOut: [Aspect: String] = [:], _ change: @escaping @Sendable (inout View) -> Void) -> Field {
        Field(name: name, change: { change(&$0.views[0]) }, leftOut: leftOut)
    }

    static let fixedName = "a name never changes once made; look-ups go through the name table"
    static let cache = "a cache of other fields, kept in step with them"
    static let callbackOnly = "decides only whether a callback is recorded (L8), which no explored property reads"

    static let controllerFields: [Field] = [
        controllerField("label", leftOut: [.hash: fixedName, .fingerprint: fixedName]) { $0 = Controller(name: "renamed", options: $0.options) },
        controllerField("options") { $0.options.autorotate.toggle() },
        controllerField("selected") { $0.selected = ControllerID(1) },
        controllerField("parent") { $0.parent = ControllerID(1) },
        controllerField("presented") { $0.presented = Presentation(controller: ControllerID(1), style: .formSheet) },
        controllerField("presenter") { $0.presenter = ControllerID(1) },
        controllerField("rootedWindow", leftOut: [.hash: cache, .fingerprint: cache]) { $0.rootedWindow = hud },
        controllerField("beingDismissed") { $0.beingDismissed.toggle() },
        controllerField("chainRoot", leftOut: [.hash: cache, .fingerprint: cache]) { $0.chainRoot = ControllerID(1) },
        controllerField("fillTop", leftOut: [.hash: cache, .fingerprint: cache]) { $0.fillTop = ControllerID(1) },
        controllerField("viewLoaded") { $0.viewLoaded.toggle() },
        controllerField("inWindow") { $0.inWindow.toggle() },
        controllerField("appearance") { $0.appearance = .disappearing },
        controllerField("lastSafeArea") { $0.lastSafeArea = Insets(7, 0, 0, 0) },
        controllerField("heardIsAppearing", leftOut: [.hash: callbackOnly, .fingerprint: callbackOnly]) { $0.heardIsAppearing.toggle() },
        controllerField("hasTraits", leftOut: [.hash: callbackOnly, .fingerprint: callbackOnly]) { $0.hasTraits.toggle() },
    ]

    static let optionFields: [Field] = [
        optionField("kind") { $0.kind = .tabbar },
        optionField("supports") { $0.supports = .landscape },
        optionField("autorotate") { $0.autorotate.toggle() },
        optionField("preferred") { $0.preferred = .landscapeLeft },
        optionField("statusBar") { $0.statusBar = .hidden },
        optionField("forwards") { $0.forwards.toggle() },
        optionField("dismissFix") { $0.dismissFix.toggle() },
        optionField("navigationBarHidden") { $0.navigationBarHidden.toggle() },
        optionField("legacy") { $0.legacy.toggle() },
        optionField("additionalInsets") { $0.additionalInsets = Insets(1, 2, 3, 4) },
        optionField("swapFix") { $0.swapFix.toggle() },
        optionField("statusBarChild") { $0.statusBarChild.toggle() },
        optionField("statusBarStyle") { $0.statusBarStyle = .lightContent },
        optionField("styleChild") { $0.styleChild.toggle() },
        optionField("autoForward") { $0.autoForward.toggle() },
        optionField("orientationLocked") { $0.orientationLocked.toggle() },
        optionField("popoverSource") { $0.popoverSource = .view },
        optionField("className") { $0.className = Message("App.Home") },
        optionField("traitCallback") { $0.traitCallback = .handler },
        optionField("capturesStatusBar") { $0.capturesStatusBar.toggle() },
        optionField("presentationController") { $0.presentationController = .keepsStatusBar },
        optionField("displayMode") { $0.displayMode = .allVisible },
        optionField("adaptive") { $0.adaptive = .formSheet },
        optionField("presentationControllerRead") { $0.presentationControllerRead = true },
        optionField("relayWindow") { $0.relayWindow = Message("hud") },
        // On a controller with a relay window: without one, `relays` relays nothing.
        Field(name: "relays", change: { $0.controllers[1].options.relays = .all }),
    ]

    static let windowFields: [Field] = [
        windowField("label", leftOut: [.hash: fixedName, .fingerprint: fixedName]) { w in
            var renamed = Window(name: "renamed", level: w.level, hasScene: w.hasScene, affectsStatusBar: w.affectsStatusBar,
                                 orientation: w.orientation, frame: w.frame, fillsScreen: w.fillsScreen)
            renamed.root = w.root; renamed.visible = w.visible; renamed.stackStamp = w.stackStamp; renamed.rootStamp = w.rootStamp
            renamed.cachedSupported = w.cachedSupported
            w = renamed
        },
        windowField("level") { $0.level = 5 },
        windowField("root") { $0.root = ControllerID(1) },
        windowField("hasScene") { $0.hasScene.toggle() },
        windowField("affectsStatusBar") { $0.affectsStatusBar.toggle() },
        windowField("visible") { $0.visible.toggle() },
        windowField("orientation") { $0.orientation = .landscapeLeft },
        windowField("frame") { $0.frame = Rect(0, 0, 10, 10) },
        windowField("bounds") { $0.bounds = Size(10, 10) },
        windowField("fillsScreen") { $0.fillsScreen.toggle() },
        windowField("rootRotation") { $0.rootRotation = 90 },
        windowField("ownRotation") { $0.ownRotation = 90 },
        // The fingerprint counts stamps by their order: moving main above the hud changes it.
        windowField("stackStamp") { $0.stackStamp = 1_000 },
        windowField("rootStamp") { $0.rootStamp = 0 },
        windowField("cachedSupported") { $0.cachedSupported = .landscapeLeft },
        windowField("cachedLocked") { $0.cachedLocked.toggle() },
        windowField("resized") { $0.resized.toggle() },
        windowField("released") { $0.released.toggle() },
        windowField("beganDeviceNotifications") { $0.beganDeviceNotifications.toggle() },
        windowField("requestBits", leftOut: [.hash: "history for the explanation (A9), not state",
                                             .fingerprint: "history for the explanation (A9), not state"]) { $0.turnedByRequest = .landscape },
    ]

    static let viewFields: [Field] = [
        viewField("name", leftOut: [.hash: fixedName, .fingerprint: fixedName]) { v in
            var renamed = View(name: "renamed", parent: v.parent, frame: v.frame)
            renamed.z = v.z; renamed.alpha = v.alpha; renamed.hidden = v.hidden; renamed.interactive = v.interactive
            v = renamed
        },
        viewField("parent") { $0.parent = .window(main) },
        viewField("frame") { $0.frame = Rect(9, 9, 9, 9) },
        viewField("z") { $0.z = 3 },
        viewField("alpha") { $0.alpha = 0.5 },
        viewField("hidden") { $0.hidden.toggle() },
        viewField("interactive") { $0.interactive.toggle() },
        viewField("rotation") { $0.rotation = 90 },
        viewField("scale") { $0.scale = 2 },
        viewField("clips") { $0.clips.toggle() },
        viewField("fill") { $0.fill = .screen },
    ].map { field in
        var field = field
        // Views sit behind the catalog, which hashing counts by the number of views.
        if field.leftOut[.hash] == nil { field.leftOut[.hash] = "views hash by their count (the catalog's views rarely change)" }
        return field
    }

    static let deviceFields: [Field] = [
        Field(name: "physical", change: { $0.device.physical = .landscapeRight }),
        Field(name: "held", change: { $0.device.held = .landscapeRight }),
        Field(name: "locked", change: { $0.device.locked.toggle() }),
        Field(name: "generatingCount", change: { $0.device.generatingCount += 1 }),
    ]

    static let statusBarFields: [Field] = [
        Field(name: "orientation", change: { $0.statusBar.orientation = .landscapeLeft }),
        Field(name: "globalHidden", change: { $0.statusBar.globalHidden.toggle() }),
        Field(name: "preferenceHidden", change: { $0.statusBar.preferenceHidden.toggle() }),
        Field(name: "preferenceStyle", change: { $0.statusBar.preferenceStyle = .lightContent }),
        Field(name: "globalStyle", change: { $0.statusBar.globalStyle = .lightContent }),
        Field(name: "preferenceAsks", change: { $0.statusBar.preferenceAsks.toggle() }),
        Field(name: "inCall", change: { $0.statusBar.inCall.toggle() }),
        Field(name: "syncedWindow", change: { $0.statusBar.syncedWindow = hud }),
        Field(name: "syncedOrientation", change: { $0.statusBar.syncedOrientation = .landscapeLeft }),
    ]

    static let keyboardFields: [Field] = [
        Field(name: "shown", change: { $0.keyboard.shown.toggle() }),
        Field(name: "everShown", change: { $0.keyboard.everShown.toggle() }),
        Field(name: "mode", change: { $0.keyboard.mode = .floating }),
        Field(name: "upElsewhere", change: { $0.keyboard.upElsewhere.toggle() }),
    ]

    static let clockFields: [Field] = [
        Field(name: "now", change: { $0.clock += 5 }, leftOut: [.fingerprint: "running work counts by the time left, so a search closes"]),
        Field(name: "stamp", change: { _ = $0.nextStamp }, leftOut: [.fingerprint: "stamps count by their order (ranks)"]),
        Field(name: "pending", change: { $0.schedule(.presentationDone(presented: ControllerID(1), covered: []), after: 300) }),
    ]

    static let stackFields: [Field] = [
        Field(name: "screenOrder", change: { $0.screenOrder.reverse() },
              leftOut: [.hash: cache, .fingerprint: "\(cache) (the windows' visibility, levels and stamps)"]),
        Field(name: "keyWindow", change: { $0.keyWindow = hud }),
        Field(name: "keyHistory", change: { $0.keyHistory.append(hud) }),
        Field(name: "delegateWindow", change: { $0.delegateWindow = hud }),
        // Derived from the windows' root stamps, read from the end to find A5's latest root.
        Field(name: "rootOrder", change: { $0.stack.rootOrder.rootSet(hud.index, stamp: 999, in: $0.windows) },
              leftOut: [.equality: cache, .hash: cache, .fingerprint: cache]),
    ]

    /// The stored fields `Mirror` reads off a value.
    static func storedFields(of value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }

    @Test("every stored field has a row in its table", arguments: [
        ("Controller", storedFields(of: Controller(name: "c", options: ControllerOptions())), controllerFields),
        ("ControllerOptions", storedFields(of: ControllerOptions()), optionFields),
        ("Window", storedFields(of: Window(name: "w", level: 0, hasScene: false, affectsStatusBar: true, orientation: .portrait,
                                           frame: Rect(0, 0, 1, 1), fillsScreen: true)), windowFields),
        ("View", storedFields(of: View(name: "v", parent: .keyboard, frame: Rect(0, 0, 1, 1))), viewFields),
        ("DeviceState", storedFields(of: DeviceState(.portrait)), deviceFields),
        ("StatusBarState", storedFields(of: StatusBarState(orientation: .portrait)), statusBarFields),
        ("KeyboardState", storedFields(of: KeyboardState()), keyboardFields),
        ("ClockState", storedFields(of: ClockState()), clockFields),
        ("WindowStack", storedFields(of: WindowStack()), stackFields),
    ] as [(String, [String], [Field])])
    func everyFieldIsListed(type: String, stored: [String], table: [Field]) {
        let listed = table.map(\.name)
        #expect(!stored.isEmpty)
        #expect(stored.filter { !listed.contains($0) } == [], "\(type): fold the new field into the hash and fingerprint (WorldHashing.swift, WorldFingerprint.swift), keep it in the deep copy (DetachedWorld.swift), and add its row here")
        #expect(listed.filter { !stored.contains($0) } == [], "\(type): a row for a field that is gone")
    }

    @Test("SPEC W2 A3: a changed field changes equality, hash and fingerprint (unless left out, with a reason), and the deep copy keeps it",
          arguments: controllerFields + optionFields + windowFields + viewFields + deviceFields + statusBarFields + keyboardFields
              + clockFields + stackFields)
    func changedFieldIsNoticed(field: Field) {
        let start = Self.start()
        #expect(!start.crashed && start.views.count == 1 && start.controllers[Self.home.index].presented != nil)
        var changed = start
        field.change(&changed)
        if field.leftOut[.equality] == nil { #expect(changed != start, "\(field.name): equality") }
        if field.leftOut[.hash] == nil { #expect(changed.hashValue != start.hashValue, "\(field.name): hash") }
        if field.leftOut[.fingerprint] == nil { #expect(changed.fingerprint != start.fingerprint, "\(field.name): fingerprint") }
        let copy = changed.detached()
        #expect(copy == changed && copy.fingerprint == changed.fingerprint, "\(field.name): the explorer's deep copy")
    }
}

extension FieldCompletenessTests.Field: CustomTestStringConvertible {
    var testDescription: String { name }
}
