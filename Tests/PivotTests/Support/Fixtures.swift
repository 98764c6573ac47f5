// Small builders so that tests read as the scenario they describe.
import Pivot
import PivotTesting
import Testing

/// A version from "major.minor". A malformed one fails the test that wrote it (rather than
/// quietly modelling iOS 0); the test goes on with 11.0, the trace default.
func v(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> OSVersion {
    guard let version = OSVersion(text) else {
        // Through the harness's reporter, so that the test of this failure can take it.
        IssueReporter.record("'\(text)' is not a version (write major.minor)", at: sourceLocation)
        return OSVersion(11, 0)
    }
    return version
}

/// A world on a device with the events of its setup applied.
func app(_ device: String = "iPhoneX", ios: String = "11.0", sdk: String? = nil, plist: OrientationMask? = nil,
         orientation: DeviceOrientation = .portrait, _ setup: [Event] = [],
         sourceLocation: Testing.SourceLocation = #_sourceLocation) -> World {
    let sdk = sdk.map { v($0, sourceLocation: sourceLocation) }
    var world = World(device: device, ios: v(ios, sourceLocation: sourceLocation), sdk: sdk, plist: plist, orientation: orientation)!
    world.apply(setup)
    return world
}

func controller(_ name: String, _ settings: ControllerSetting...) -> Event { .declareController(name, settings) }

func window(_ name: String, root: String? = nil, level: Double = 0, scene: Bool = false,
            frame: Rect? = nil, owner: Bool = true, delegate: Bool = false) -> Event {
    var spec = WindowSpec(name: name)
    spec.root = root; spec.level = level; spec.hasScene = scene; spec.frame = frame
    spec.affectsStatusBar = owner; spec.isDelegateWindow = delegate
    return .createWindow(spec)
}

/// The usual single-window app: `home` as the root of a key window `main`, launched.
func mainWindow(_ home: [ControllerSetting] = []) -> [Event] {
    [.declareController("home", home), window("main", root: "home"), .show("main", key: true), .launch]
}

extension World {
    func orientation(of window: String) -> InterfaceOrientation? { self.window(window)?.orientation }
    var interface: InterfaceOrientation { statusBar.orientation }
    func name(_ id: WindowID?) -> String? { id.map { self[$0].name } }
    func name(_ id: ControllerID?) -> String? { id.map { self[$0].name } }
    var crashName: String? { crash?.name }
}

/// Every combination of two lists, for labelled parameterised tests.
func combos<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] { a.flatMap { x in b.map { (x, $0) } } }

extension World {
    /// The callbacks among effects as "controller.callback", in order.
    func calls(_ effects: [Effect]) -> [String] {
        effects.compactMap { if case .callback(let r) = $0 { "\(self[r.controller].name).\(r.callback.rawValue)" } else { nil } }
    }

    /// Callbacks and notifications interleaved, notifications as "post:NAME", delegate
    /// callbacks as "delegate:NAME".
    func events(_ effects: [Effect]) -> [String] {
        effects.compactMap {
            switch $0 {
            case .callback(let r): "\(self[r.controller].name).\(r.callback.rawValue)"
            case .posted(let n): "post:\(n.name.rawValue)"
            case .lifecycle(let c): "delegate:\(c.rawValue)"
            default: nil
            }
        }
    }

    /// The record of one callback, for reading the values it saw.
    func record(_ effects: [Effect], _ controller: String, _ callback: Callback) -> CallbackRecord? {
        for case .callback(let r) in effects where self[r.controller].name == controller && r.callback == callback { return r }
        return nil
    }
}
