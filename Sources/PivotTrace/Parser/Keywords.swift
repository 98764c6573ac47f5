// The words a trace statement can start with (TRACE-FORMAT), grouped by what they do, and the
// words an `expect` line can continue with. Looked up through dictionaries built once, so the
// hot path does one hash per line instead of comparing against every keyword.

/// The first word of a statement.
enum Keyword: String, CaseIterable {
    // Header (TRACE-FORMAT "Header").
    case pivotTrace = "pivot-trace", device, ios, sdk, plist
    case statusbarAppearance = "statusbar-appearance", scenes
    case requiresFullscreen = "requires-fullscreen", orientation
    // Declarations.
    case controller, window, view
    case delegateMask = "delegate-mask"
    // Events.
    case launch, show, key, hide, level, root, rotate, lock, present, dismiss, push, pop, select, set, force
    case requestGeometry = "request-geometry"
    case updateOrientations = "update-orientations"
    case attemptRotation = "attempt-rotation"
    case statusbar
    case statusbarUpdate = "statusbar-update"
    case incall, keyboard
    case deviceNotifications = "device-notifications"
    case fault, wait
    // Neither header nor step.
    case observe, mark, expect

    enum Role { case header, controller, step, observe, mark, expect }

    var role: Role {
        switch self {
        case .pivotTrace, .device, .ios, .sdk, .plist, .statusbarAppearance, .scenes, .requiresFullscreen,
             .orientation:
            .header
        case .controller: .controller
        case .observe: .observe
        case .mark: .mark
        case .expect: .expect
        default: .step
        }
    }

    static let byName: [String: Keyword] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    static let names: [String] = allCases.map(\.rawValue)
}

/// The word after `expect`.
enum ExpectKind: String, CaseIterable {
    case interface, device, window, key, screen, statusbar, safearea, decider, controlling, order, hit, crash
    case noCrash = "no-crash"
    case log, posted, calls, events, asked, covered

    static let byName: [String: ExpectKind] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    static let names: [String] = allCases.map(\.rawValue)
}

/// Option keys, in the order the printer writes them (and the parser stores controller settings).
enum OptionKeys {
    static let controller = [
        "kind", "supports", "autorotate", "preferred", "statusbar", "forwards", "dismiss-fix", "children",
        "selected", "navbar", "legacy", "additional", "swap-fix", "statusbar-child",
    ]
    static let window = ["level", "root", "scene", "frame", "statusbar-owner", "delegate"]
    static let view = ["in", "frame", "z", "alpha", "hidden", "interactive", "rotation"]
    static let present = ["from", "style", "animated"]
    static let push = ["on"]
    static let force = ["via"]
    static let expectWindow = ["orientation", "bounds", "frame", "visible", "key", "rotation"]
    static let expectScreen = ["bounds"]
    static let expectStatusBar = ["hidden", "height", "orientation", "covered"]
}

/// Words with a meaning of their own in some position, which therefore cannot name anything:
/// `none` (`expect key none`, `root W none`), `statusbar` and `keyboard` (`expect order`), and
/// `nowait` (the trailing word of a step).
let reservedNames: Set<String> = ["none", "statusbar", "keyboard", "nowait"]
