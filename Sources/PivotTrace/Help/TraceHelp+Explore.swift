// `observe`, `mark` and the explore lines of the trace language, for `pivot help trace`.

extension TraceHelp {
    static let observeAndMark: [TraceStatementHelp] = [
        .init("observe", .observeAndMark, "observe NAME", "register an observer for a notification (N1)",
              meaning: """
                  Registers an observer for the notification NAME, a full UIKit name (N1). expect posted and \
                  expect events see only the notifications observed when the step ran: an observe after a \
                  step does not reach back to it.
                  """,
              example: """
                  observe UIDeviceOrientationDidChangeNotification
                  device-notifications begin
                  rotate landscapeLeft
                  expect posted UIDeviceOrientationDidChangeNotification
                  """),
        .init("mark", .observeAndMark, "mark LABEL", "a named point in the output",
              meaning: """
                  A named point: pivot render --at LABEL draws the screen there. The label is one bare word or \
                  a quoted string; labels are unique in a trace.
                  """,
              example: "mark start\nrotate landscapeLeft\nmark \"after the first rotation\""),
        .init("known-gap", .observeAndMark, "known-gap \"REASON\"", "the next expectation is a report Pivot is known to disagree with",
              meaning: """
                  The expectation on the next line states what real UIKit did where Pivot differs (the reason \
                  names the rule and the source). While it fails, replay reports a known gap and the trace \
                  passes; once it holds, the trace fails until the line goes (the gap closed). pivot evidence \
                  counts such traces as disagreements.
                  """,
              example: """
                  device iPhone8
                  controller home
                  window main root=home
                  show main key
                  known-gap "illustration only: a report that saw no status bar in the safe area"
                  expect safearea home 0,0,0,0
                  """,
              origin: .pivotExtension),
    ]

    static let exploreLines: [TraceStatementHelp] = [
        .init("explore event", .explore, "explore event EVENT [nowait]", "an event the explorer may try",
              meaning: """
                  Any event line, window and release included (a library makes and lets go of its window while \
                  the app runs); not view (declare views in the set-up). It may happen any number of times, in \
                  any order; an event the world refuses (dismissing what is not presented, a second window of \
                  one name) is no transition.
                  """,
              example: """
                  controller home
                  window main root=home
                  show main key
                  explore event rotate landscapeLeft
                  explore event keyboard show nowait
                  """,
              origin: .pivotExtension),
        .init("explore library", .explore, "explore library EVENT [nowait]", "an event of the library's, not the host's",
              meaning: """
                  An event the explorer may try, as explore event, that is the library's: \
                  explore check leaves-host-alone compares the app after every sequence with the same app \
                  after the same sequence without these events (and without the library's observers, on … do). \
                  The library's windows are those these events (and the actions they do) make, and those \
                  they show, hide, root, re-level or release that the host does not have on screen after the \
                  set-up or name in its own events; its controllers are those they declare, root, present or \
                  push, and any controller in a library window. Everything else is the host's.
                  """,
              example: """
                  controller home supports=portrait
                  controller toastvc relay=main
                  window main root=home
                  show main key
                  launch
                  explore event rotate landscapeLeft
                  explore library window toast level=alert root=toastvc
                  explore library show toast
                  explore library release toast
                  explore check leaves-host-alone
                  """,
              origin: .pivotExtension),
        .init("explore depth", .explore, "explore depth N", "the longest sequence tried (1 to 1000, default 6)",
              meaning: "The longest sequence tried, 1 to 1000 (default 6); pivot explore --depth overrides it.",
              example: "explore depth 4",
              origin: .pivotExtension),
        .init("explore check", .explore, "explore check PROPERTY [ARGUMENT]", "a property that must hold after every step",
              meaning: """
                  A property that must hold after every step. The search is breadth-first over distinct \
                  states, so each counterexample is a shortest sequence; it prints as a trace that replays \
                  to the bad state. always expect takes any expectation about the state (not posted, calls, \
                  events, asked or log, which read what a step did, nor crash or no-crash: crashes are \
                  explore check no-crash's) and checks it as replay would.
                  """,
              options: [
                  .pivot("no-crash", "no modelled UIKit exception happened (A3, A6, W6)"),
                  .pivot("supported CONTROLLER", "while CONTROLLER's view shows, its window's orientation is in its supported mask (A8, A5)"),
                  .pivot("follows-interface WINDOW", "while WINDOW is on screen, its orientation is the app's interface orientation (A5)"),
                  .pivot("upright VIEW", "while the view is drawn, its rotation on screen is the interface orientation's (W8, C2)"),
                  .pivot("key-window", "while some window is on screen, there is a key window (W3)"),
                  .pivot("statusbar-follows-key", "the status bar's orientation is the key window's (A5, S5)"),
                  .pivot("statusbar-hidden-as-preferred", "the bar is hidden or shown as the key window's decider prefers (S2, S1)"),
                  .pivot("covers-screen VIEW|WINDOW", "while it is drawn, what is drawn of it covers the whole screen (C2)"),
                  .pivot("covers-window VIEW", "while the view is drawn, it covers its own window's bounds (C2, P2)"),
                  .pivot("same-facing WINDOW WINDOW", "while both are on screen, the two windows have the same orientation (A3, A5)"),
                  .pivot("statusbar-style-as-preferred", "the bar's style is the one the key window's controllers ask for (S7, S2)"),
                  .pivot("key-returns-to WINDOW", "whenever WINDOW is the topmost window on screen, it is the key window (W3, W4)"),
                  .pivot("always expect EXPECTATION", "the expectation, about the state, holds after every step"),
                  .pivot("leaves-host-alone [except OBSERVABLE,…]", "the host observes and hears the same as without the library's events "
                         + "(explore library), but for what except accepts: crash, interface, statusbar, key, windows, controllers"),
              ],
              optionsHeading: "PROPERTIES",
              example: """
                  controller home supports=portrait
                  window main root=home
                  window hudwin level=alert
                  view hud in=main frame=0,0,100,100
                  show main key
                  explore check no-crash
                  explore check supported home
                  explore check follows-interface main
                  explore check upright hud
                  explore check key-window
                  explore check statusbar-follows-key
                  explore check statusbar-hidden-as-preferred
                  explore check covers-screen hud
                  explore check covers-window hud
                  explore check same-facing main hudwin
                  explore check statusbar-style-as-preferred
                  explore check key-returns-to main
                  explore check always expect statusbar hidden=no
                  explore library show hudwin
                  explore check leaves-host-alone
                  """,
              origin: .pivotExtension),
        .init("explore host", .explore, "explore host ios|device|plist|variant VALUE...", "the host apps to explore the overlay in",
              meaning: """
                  Values a host setting may take; every combination is the set-up's app under those \
                  settings, searched on its own. pivot explore then prints a table of hosts × properties \
                  (violated with its length, or holds with the states explored) and, per property, the \
                  shortest counterexample over all hosts with the host it needs. A variant is a named step \
                  (set CONTROLLER OPTION=VALUE ...) applied before the set-up first makes or shows a window \
                  (after the controller's declaration); lines of one name add up. A host whose own set-up fails (a landscape game with a portrait-only Info.plist crashes at \
                  launch) is listed as skipped, one short line, and never makes the run fail.
                  """,
              options: [
                  .pivot("ios X.Y ...", "iOS versions (the SDK follows when the trace writes one)"),
                  .pivot("device NAME ...", "devices (an Info.plist's orientations are chosen again per idiom)"),
                  .pivot("plist MASK ...", "Info.plist masks"),
                  .pivot("variant NAME STEP", "a host variant: its step, before the first window is made or shown"),
              ],
              optionsHeading: "SETTINGS",
              example: """
                  controller home
                  window main root=home
                  show main key
                  launch
                  explore host ios 8.4 13.0 26.0
                  explore host plist portrait all
                  explore host variant portrait-root set home supports=portrait
                  """,
              origin: .pivotExtension),
        .init("explore hosts", .explore, "explore hosts common [from X.Y]", "the host apps of the public reports",
              meaning: """
                  Every iOS from 7 (7.1 to 18.6, then 26.0) on a phone that ran it (home-button phones \
                  before the iPhone X's era, notched and Dynamic Island phones after), grouped by shape: the \
                  set-up as written, a portrait-only app (plist portrait), and with the host's root controller \
                  (the key window's root after the set-up) portrait only (root-portrait), a landscape game \
                  (landscape-game), hiding the status bar (root-hides-statusbar), not rotating \
                  (root-no-autorotate), a light status bar (root-light-statusbar); an app that sets the status \
                  bar itself (statusbar-appearance global), light (global-light-statusbar) or hidden \
                  (global-hidden-statusbar); the root in a navigation controller (navigation-root) and in a tab \
                  bar controller (tab-root); a scene-based app where scenes exist (scenes yes, the set-up's \
                  windows scene=yes but the library's); an iPad in multitasking and one with \
                  requires-fullscreen yes: 152 hosts, those of PivotTesting's LibraryHost.common, with the \
                  same labels. explore host lines replace the eras (ios), the \
                  phones (device) or the portrait-only plist, or add variants. from X.Y is the deployment \
                  target: no host on an older iOS. pivot explore --host LABEL runs one row of the table, --hosts \
                  TEXT the rows whose label has TEXT.
                  """,
              example: """
                  controller home
                  window main root=home
                  show main key
                  launch
                  explore hosts common from 15.0
                  """,
              origin: .pivotExtension),
    ]
}
