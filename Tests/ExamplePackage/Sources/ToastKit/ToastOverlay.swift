// ToastKit's toast as UIKit sees it, in Pivot's trace lines: a window of its own at alert
// level, over the app's, with these choices, each against a known overlay bug:
// - a root view controller: a window without one never turns (the sideways HUD, QA1688);
// - the app's own orientations for that controller: with more, the toast turns while the app
//   stays upright; with fewer, it holds the app back (SPEC A3, A5);
// - opted out of status bar appearance (`statusbar-owner=no`): otherwise, as the topmost
//   window with a root, it would decide the bar, showing it over a full-screen player (S2).

/// The toast window ToastKit puts on screen, described as trace lines.
public struct ToastOverlay: Sendable, Hashable {
    /// The window's name in traces; its controller is `NAMEvc`.
    public var name: String
    /// The app's supported orientations, as a trace's mask (`portrait`, `allButUpsideDown`, …):
    /// the toast's controller answers with them.
    public var orientations: String
    /// Where the toast sits in the window, `X,Y,W,H` in points.
    public var frame: String

    public init(name: String = "toast", orientations: String = "allButUpsideDown", frame: String = "40,700,310,60") {
        self.name = name
        self.orientations = orientations
        self.frame = frame
    }

    public var window: String { name }
    public var controller: String { "\(name)vc" }

    /// The line that declares the toast's root controller.
    public var controllerLine: String { "controller \(controller) supports=\(orientations)" }
    /// The line that creates the toast's window, hidden.
    public var windowLine: String { "window \(window) level=alert root=\(controller) statusbar-owner=no frame=\(frame)" }
    /// Both, to append to an app's trace (after its `launch`, as ToastKit creates the window
    /// when the first toast shows).
    public var declaration: String { controllerLine + "\n" + windowLine }

    /// Shows the toast; `hide` takes it away (the window stays, hidden, for the next toast).
    public var show: String { "show \(window)" }
    public var hide: String { "hide \(window)" }
}
