// The header statements and the declarations of the trace language, for `pivot help trace`.

import Pivot

extension TraceHelp {
    static let header: [TraceStatementHelp] = [
        .init("pivot-trace", .header, "pivot-trace 1", "the format version the trace is written in",
              meaning: """
                  The format version: 1, the base format, or 2 [ext], format 1 with Pivot's [ext] statements \
                  (what pivot --version calls trace format v2), read the same way. A higher number is a trace \
                  for a newer pivot, an error that says so.
                  """,
              example: "pivot-trace 1"),
        .init("device", .header, "device NAME", "the device model (pivot devices lists them)",
              meaning: """
                  The device model, from the catalogue (SPEC D1, D4); default iPhoneX. A model stands for all \
                  its aliases (iPhone7 is iPhone8), each with its own first iOS (iPhone7: 10.0). A name not in \
                  the catalogue is an error that lists the nearest names of its family, never a silent \
                  substitution; so is a device with an iOS older than the first it shipped with (the iPhoneX \
                  with ios 7.1), at the later of the two lines, naming a device of that era.
                  """,
              example: "device iPhone14Pro\nios 16.0"),
        .init("ios", .header, "ios X.Y", "the system version",
              meaning: """
                  The system version the app runs on (default 11.0): 5.0 to 18.x, then 26.x and 27.x [ext]; \
                  19 to 25 are an error that says Apple went from 18 to 26 (SPEC P). X.Y.Z is read as X.Y. \
                  Every version switch of the model follows it and the linked SDK.
                  """,
              example: "ios 16.4"),
        .init("sdk", .header, "sdk X.Y", "the linked SDK version (default: the system version)",
              meaning: """
                  The SDK the app was linked with; defaults to the system version. Some rules follow the SDK, \
                  not the system: the legacy coordinate system (\(BehaviorProfile.Turns.boundsFollowOrientation.named("SDK").before), D3), the launch check (W6), the \
                  scene assert (P1), whether a custom presentation decides (A13).
                  """,
              example: "ios 9.0\nsdk 7.0"),
        .init("plist", .header, "plist MASK", "Info.plist UISupportedInterfaceOrientations",
              meaning: """
                  The Info.plist's supported orientations. Without it, the idiom default: all but upside \
                  down on iPhone, all on iPad (O5). The written order matters at launch (A3: the first \
                  orientation written, unless portrait is listed); a named mask counts as written in O2 order.
                  """,
              example: "plist landscapeRight|landscapeLeft"),
        .init("statusbar-appearance", .header, "statusbar-appearance controller|global",
              "UIViewControllerBasedStatusBarAppearance (default controller)",
              meaning: """
                  controller (the default) lets view controllers decide the status bar (S2, S7); global makes \
                  the app's own flags decide (statusbar, statusbar-style).
                  """,
              example: "statusbar-appearance global"),
        .init("scenes", .header, "scenes yes|no", "the app uses scenes, \(BehaviorProfile.Turns.scenes.from) (default no)",
              meaning: """
                  Whether the app uses scenes. With scenes, a window without a scene is never shown (W5); \
                  without them, \(BehaviorProfile.Turns.sceneWarning.version) and later log the scene life-cycle warning and an app linked with \
                  \(BehaviorProfile.Turns.scenesRequired.from) does not launch (P1).
                  """,
              example: "ios 16.0\nscenes yes"),
        .init("requires-fullscreen", .header, "requires-fullscreen yes|no",
              "UIRequiresFullScreen: an iPad app opts out of multitasking (default no)",
              meaning: """
                  An iPad app that lists all four orientations and does not require full screen takes part \
                  in multitasking, where controller masks are ignored (A11) and, \(BehaviorProfile.Turns.resizableWindows.fromWords), its window \
                  can be resized (P2).
                  """,
              example: "device iPad\nios 12.0\nplist all\nrequires-fullscreen yes"),
        .init("orientation", .header, "orientation D", "the physical device orientation at start (default portrait)",
              meaning: """
                  A device orientation. Before any window evaluates, the app's interface orientation is the \
                  matching interface orientation, or portrait (W8).
                  """,
              example: "orientation landscapeLeft"),
        .init("requires-fullscreen-ignored-from", .header, "requires-fullscreen-ignored-from X.Y",
              "UIRequiresFullScreenIgnoredStartingWithVersion",
              meaning: """
                  From \(BehaviorProfile.Turns.resizableWindows.version), requires-fullscreen yes counts only on systems older than X.Y (P2).
                  """,
              example: """
                  device iPadPro11
                  ios 26.0
                  plist all
                  requires-fullscreen yes
                  requires-fullscreen-ignored-from 27.0
                  """,
              origin: .pivotExtension),
        infoPlist,
    ]

    /// New: the parser learns it in a change made beside this catalogue.
    static let infoPlist = TraceStatementHelp(
        "info-plist", .header, "info-plist PATH", "reads the app's Info.plist file (XML or binary)",
        meaning: """
            Reads the app's Info.plist (an XML or binary property list) at PATH, relative to the trace \
            file's folder (to the current directory for a trace read from standard input). Statements \
            written in the trace (plist, requires-fullscreen, requires-fullscreen-ignored-from, \
            statusbar-appearance, scenes) override the file, whatever their order. A missing file, a \
            malformed property list, a key of the wrong type or an unknown orientation string is an error \
            FILE:LINE:COL: error: ... at the PATH word that names the key.
            """,
        options: [
            .pivot("UISupportedInterfaceOrientations", "as plist MASK; the ~ipad or ~iphone variant matching the device's idiom wins"),
            .pivot("UIRequiresFullScreen", "as requires-fullscreen"),
            .pivot("UIRequiresFullScreenIgnoredStartingWithVersion", "as requires-fullscreen-ignored-from"),
            .pivot("UIViewControllerBasedStatusBarAppearance", "as statusbar-appearance (NO = global)"),
            .pivot("UIStatusBarHidden", "the bar's hidden state at launch with global appearance"),
            .pivot("UIStatusBarStyle", "UIStatusBarStyleDefault, UIStatusBarStyleLightContent or UIStatusBarStyleDarkContent"),
            .pivot("UIApplicationSceneManifest", "present: scenes yes"),
        ],
        optionsHeading: "KEYS READ",
        example: "device iPhone8\nios 15.0\ninfo-plist PhoneApp/Info.plist",
        origin: .pivotExtension)

    static let declarations: [TraceStatementHelp] = [
        .init("controller", .declaration, "controller NAME [OPTION=VALUE ...]", "declares a view controller; not a step",
              meaning: """
                  Declares a view controller; nothing happens on screen. Unset options take the defaults of \
                  SPEC "Defaults". set CONTROLLER changes the same options later.
                  """,
              options: controllerOptions,
              example: """
                  controller home supports=portrait statusbar=hidden
                  controller video supports=landscape autorotate=no preferred=landscapeRight
                  controller nav kind=navigation children=home forwards=yes
                  controller tabs kind=tabbar children=video selected=video auto-forward=no
                  controller player orientation-locked=yes statusbar-style=lightContent style-child=no
                  controller survey class=Usabilla.UBNavigationController kind=navigation
                  controller sheet captures-statusbar=yes trait-callback=did-change presentation-controller=keeps-statusbar
                  controller pop popover-source=view adaptive=none presentation-controller-read=yes
                  """),
        .init("window", .declaration, "window NAME [OPTION=VALUE ...]", "creates a hidden window now (a step)",
              meaning: """
                  Creates a hidden window now. Its frame defaults to the screen bounds of that moment (W8); a \
                  root view controller given here is assigned as root would.
                  """,
              options: [
                  .format1("level=LEVEL", "windowLevel (W1); default normal"),
                  .format1("root=CONTROLLER", "rootViewController"),
                  .format1("scene=yes|no", "the window belongs to the app's scene (W5); default no"),
                  .format1("frame=X,Y,W,H", "the frame; default the screen bounds"),
                  .format1("statusbar-owner=yes|no", "no: never controls status bar appearance or rotation (A5, S2)"),
                  .format1("delegate=yes", "the app delegate's window (A8); default the first window"),
              ],
              example: """
                  controller home
                  controller hudroot
                  window main root=home delegate=yes
                  window hud level=alert root=hudroot statusbar-owner=no frame=0,0,200,100
                  """),
        .init("view", .declaration, "view NAME in=PARENT frame=X,Y,W,H [OPTION=VALUE ...]", "adds a view now (a step)",
              meaning: """
                  Adds a view now, inside a window, a controller's view or another view. [ext] in=keyboard puts \
                  it on the keyboard's window, in the screen's coordinates: it shows, turns and hides with the \
                  keyboard (W9).
                  """,
              options: [
                  .format1("in=WINDOW|CONTROLLER|VIEW", "the parent (required); [ext] or keyboard"),
                  .format1("frame=X,Y,W,H", "the frame in the parent (required)"),
                  .format1("z=N", "zPosition among its siblings (C2); default 0"),
                  .format1("alpha=N", "opacity; default 1"),
                  .format1("hidden=yes|no", "isHidden; default no"),
                  .format1("interactive=yes|no", "isUserInteractionEnabled (C3); default yes"),
                  .format1("rotation=DEGREES", "a rotation transform; default 0"),
                  .pivot("scale=N", "a uniform scale about the view's centre (C1); default 1"),
                  .pivot("clips=yes|no", "clipsToBounds (C1); default no"),
                  .pivot("fill=none|parent|screen", "a frame kept on the parent's bounds or the screen's after every step; default none"),
              ],
              example: """
                  controller home
                  window main root=home
                  view toast in=home frame=20,700,335,44 z=1 alpha=0.9
                  view badge in=toast frame=0,0,20,20 rotation=90 scale=2 clips=yes interactive=no
                  view hud in=keyboard frame=0,0,100,100 hidden=yes
                  """),
        .init("delegate-mask", .declaration, "delegate-mask WINDOW|* MASK",
              "the app delegate's supported orientations for a window (a step)",
              meaning: """
                  The app delegate's application(_:supportedInterfaceOrientationsFor:) answer for one window, \
                  or * for every window without its own answer (A2); it wins over the Info.plist. It may also \
                  appear among events, to change the answer from then on.
                  """,
              example: """
                  controller home
                  window main root=home
                  delegate-mask main portrait
                  delegate-mask * allButUpsideDown
                  """),
    ]

    /// The options of `controller` and `set`.
    static let controllerOptions: [TraceStatementHelp.Option] = [
        .format1("kind=plain|navigation|tabbar|split", "what the controller is ([ext] split: a UISplitViewController, A15); default plain"),
        .format1("supports=MASK", "supportedInterfaceOrientations; default the idiom's (O5)"),
        .format1("autorotate=yes|no", "shouldAutorotate; default yes"),
        .format1("preferred=ORIENTATION", "preferredInterfaceOrientationForPresentation (A6)"),
        .format1("statusbar=default|hidden|visible", "prefersStatusBarHidden; visible asks for the bar (S1), default asks nothing"),
        .format1("forwards=yes|no", "a container asks its top or selected child (A1); default no"),
        .format1("dismiss-fix=yes|no", "answers its presenter's mask while being dismissed (A8); default no"),
        .format1("children=A,B,...", "the navigation stack bottom to top, or the tab list"),
        .format1("selected=NAME", "the selected tab, one of the children; default the first"),
        .format1("navbar=visible|hidden", "the navigation bar (G1); default visible"),
        .format1("legacy=yes|no", "implements only the \(BehaviorProfile.Turns.sizeClasses.preWords) rotation callbacks (L2); default no"),
        .format1("additional=T,L,B,R", "additionalSafeAreaInsets (G1); default 0,0,0,0"),
        .format1("swap-fix=yes|no", "the \(BehaviorProfile.Turns.swapFault.version) width/height compensation (G3); default no"),
        .format1("statusbar-child=yes|no", "childForStatusBarHidden: a container asks its child (S2); default no"),
        .pivot("relay=WINDOW|none", "relay UIKit's questions to WINDOW's decider when asked (a library's window controller)"),
        .pivot("relays=all|ANSWER|...", "the answers relayed: supports, autorotate, preferred, statusbar, statusbar-style; default all"),
        .pivot("auto-forward=yes|no", "no: a container that does not forward appearance callbacks to its children (L2); default yes"),
        .pivot("orientation-locked=yes|no", "prefersInterfaceOrientationLocked (\(BehaviorProfile.Turns.orientationLockPreference.from), P3); default no"),
        .pivot("statusbar-style=default|lightContent|darkContent", "preferredStatusBarStyle (S7); default default"),
        .pivot("style-child=yes|no", "childForStatusBarStyle: a container asks its child (S7); default no"),
        .pivot("popover-source=none|view|bar-button", "its popover presentation's sourceView or barButtonItem (A14); default none"),
        .pivot("class=Module.Class", "the class name UIKit's messages print (A3): letters, digits, _ and dots; default the controller's name"),
        .pivot("trait-callback=did-change|handler|none", "the trait callback it overrides (L6, L8); default its era's: did-change before \(BehaviorProfile.Turns.traitChangeHandler.version), handler from it"),
        .pivot("captures-statusbar=yes|no", "modalPresentationCapturesStatusBarAppearance: takes the status bar when presented non-full-screen (S8); default no"),
        .pivot("presentation-controller=standard|removes-presenter|keeps-statusbar", "the presentation controller of its custom presentations (S8, A13); default standard"),
        .pivot("display-mode=automatic|all-visible|primary-hidden|primary-overlay", "a split controller's preferredDisplayMode: whether its primary column shows beside the secondary (A15); default automatic"),
        .pivot("adaptive=default|none|fullScreen|overFullScreen|formSheet|pageSheet", "its presentation delegate's adaptivePresentationStyle answer where UIKit adapts: none keeps the style asked for (A17); default default (no delegate)"),
        .pivot("presentation-controller-read=yes|no", "the app read its presentationController before presenting it: on iOS 8 its preferred orientation is then not asked (A6, radar 19096083); default no"),
    ]
}
