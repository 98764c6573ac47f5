// The words a trace statement can start with (TRACE-FORMAT), grouped by what they do, and the
// words an `expect` line can continue with, and the option keys of each statement. All are read
// through WordTables, straight from the input bytes.

/// The first word of a statement.
enum Keyword: String, CaseIterable {
    // Header (TRACE-FORMAT "Header").
    case pivotTrace = "pivot-trace", device, ios, sdk, plist
    case statusbarAppearance = "statusbar-appearance", scenes
    case requiresFullscreen = "requires-fullscreen", orientation
    case requiresFullscreenIgnoredFrom = "requires-fullscreen-ignored-from"
    case infoPlist = "info-plist"
    // Declarations.
    case controller, window, view
    case delegateMask = "delegate-mask"
    // Events.
    case launch, show, key, hide, release, layout, level, root, rotate, lock, present, dismiss, push, pop, select, set, force
    case requestGeometry = "request-geometry"
    case updateOrientations = "update-orientations"
    case updateOrientationLock = "update-orientation-lock"
    case resize, multitask, frame
    case attachScene = "attach-scene"
    case sceneMask = "scene-mask"
    case attemptRotation = "attempt-rotation"
    case statusbar
    case statusbarUpdate = "statusbar-update"
    case statusbarStyle = "statusbar-style"
    case incall, keyboard
    case deviceNotifications = "device-notifications"
    case fault, wait
    case background, foreground
    // A library's code (issue 20): `action NAME` … `end`, `do NAME`, `on NOTIFICATION do NAME`.
    case action, end, `do`, on
    // Neither header nor step.
    case observe, mark, expect
    case knownGap = "known-gap"
    // What the explorer may try and must check (Docs/TRACE-LANGUAGE.md); replay skips it.
    case explore

    enum Role { case header, controller, step, observe, mark, expect, knownGap, explore, library }

    var role: Role {
        switch self {
        case .pivotTrace, .device, .ios, .sdk, .plist, .statusbarAppearance, .scenes, .requiresFullscreen,
             .requiresFullscreenIgnoredFrom, .orientation, .infoPlist:
            .header
        case .controller: .controller
        case .action, .end, .on: .library
        case .observe: .observe
        case .mark: .mark
        case .expect: .expect
        case .knownGap: .knownGap
        case .explore: .explore
        default: .step
        }
    }

    static let table = WordTable(cases: Keyword.self)
}

/// The word after `expect`.
enum ExpectKind: String, CaseIterable {
    case interface, device, window, windows, key, screen, scene, statusbar, safearea, decider, controlling, order, hit, crash
    case noCrash = "no-crash"
    case log, posted, calls, call, events, asked, covered, convert, traits, view, presentation, refused

    static let table = WordTable(cases: ExpectKind.self)
}

/// The option keys a statement takes, in the order the printer writes them (and the parser stores
/// controller settings in).
struct OptionKeys: Sendable {
    let keys: WordTable<Int>

    init(_ keys: [String]) { self.keys = WordTable(keys.enumerated().map { ($1, $0) }) }

    static let controller = OptionKeys([
        "kind", "supports", "autorotate", "preferred", "statusbar", "forwards", "dismiss-fix", "children",
        "selected", "navbar", "legacy", "additional", "swap-fix", "statusbar-child", "auto-forward", "orientation-locked",
        "statusbar-style", "style-child", "relay", "relays", "popover-source", "class", "trait-callback",
        "captures-statusbar", "presentation-controller", "display-mode", "adaptive", "presentation-controller-read",
    ])
    static let window = OptionKeys(["level", "root", "scene", "frame", "statusbar-owner", "delegate"])
    static let expectScene = OptionKeys(["orientation"])
    static let expectCall = OptionKeys(["nth", "bounds", "orientation", "statusbar", "safearea", "size"])
    static let expectSafeArea = OptionKeys(["top", "left", "bottom", "right"])
    static let expectConvert = OptionKeys(["from", "to"])
    static let expectTraits = OptionKeys(["width", "height"])
    static let expectPresentation = OptionKeys(["style"])
    static let expectView = OptionKeys(["bounds", "frame", "rotation", "screen-rotation"])
    static let view = OptionKeys(["in", "frame", "z", "alpha", "hidden", "interactive", "rotation", "scale", "clips", "fill"])
    static let layout = OptionKeys(["frame", "alpha", "hidden", "rotation", "scale", "fill"])
    static let present = OptionKeys(["from", "style", "animated", "removes-presenter"])
    static let keyboardMode = OptionKeys(["via"])
    static let push = OptionKeys(["on"])
    static let force = OptionKeys(["via"])
    static let expectWindow = OptionKeys(["orientation", "bounds", "frame", "visible", "key", "rotation"])
    static let expectScreen = OptionKeys(["bounds"])
    static let expectStatusBar = OptionKeys(["hidden", "height", "orientation", "covered", "style"])
}

/// Words with a meaning of their own in some position, which therefore cannot name anything:
/// `none` (`expect key none`, `root W none`), `statusbar` and `keyboard` (`expect order`), and
/// `nowait` (the trailing word of a step).
let reservedNames: Set<String> = ["none", "statusbar", "keyboard", "nowait"]
