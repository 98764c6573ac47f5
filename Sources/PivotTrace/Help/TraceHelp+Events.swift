// The events of the trace language, for `pivot help trace`. Each is one step; a step runs to
// quiescence unless it ends with `nowait`.

import Pivot

extension TraceHelp {
    static let events: [TraceStatementHelp] = [
        .init("launch", .event, "launch", "application finished launching (W6)",
              meaning: """
                  Every window that exists without a root view controller then logs (\(BehaviorProfile.Turns.launchRootCrash.before)) or crashes the \
                  app (\(BehaviorProfile.Turns.launchRootCrash.from)) (W6); an app without scenes logs or fails as P1 says. \
                  [ext] The app then becomes active: delegate:applicationDidBecomeActive (scene apps \
                  delegate:sceneWillEnterForeground, delegate:sceneDidBecomeActive); the app delegate's \
                  delegate:applicationDidFinishLaunching (and a scene app's delegate:sceneWillConnect) comes \
                  first of all, at the trace's first step (L9).
                  """,
              example: """
                  controller home
                  window main root=home
                  expect events delegate:applicationDidFinishLaunching,home.viewDidLoad
                  show main key
                  launch
                  expect events delegate:applicationDidBecomeActive
                  """),
        .init("show", .event, "show WINDOW [key]", "make visible (key: makeKeyAndVisible)",
              meaning: """
                  Makes the window visible; with key it also becomes the key window and goes on top of its \
                  level (W2, W3). A window with a root view controller reads its masks again when shown (A3).
                  """,
              options: [.format1("key", "makeKeyAndVisible rather than setHidden:NO")],
              example: "controller home\nwindow main root=home\nshow main key"),
        .init("key", .event, "key WINDOW", "make key (makeKeyWindow)",
              meaning: "The window becomes key without being reordered (W3).",
              example: "controller home\nwindow main root=home\nwindow other\nshow main\nshow other\nkey main"),
        .init("hide", .event, "hide WINDOW", "hide",
              meaning: """
                  Hides the window. Hiding the key window hands key to the window that was key before it, if \
                  still visible, else the topmost visible window of level normal (W3).
                  """,
              example: "controller home\nwindow main root=home\nshow main key\nhide main"),
        .init("release", .event, "release WINDOW", "the app lets go of a window",
              meaning: """
                  UIKit hides the window (its notifications and its root's disappearance callbacks), its root \
                  view controller goes, and it leaves UIApplication.windows (W9). Later steps on it are \
                  refused until a window line of the same name makes a new one, born with the bounds and \
                  interface orientation of that moment (W8, D3).
                  """,
              example: """
                  controller home
                  controller toastvc
                  window main root=home
                  show main key
                  launch
                  window toast level=alert root=toastvc
                  show toast
                  release toast
                  expect windows main
                  expect key main
                  window toast level=alert root=toastvc
                  expect windows main,toast
                  """,
              origin: .pivotExtension),
        .init("layout", .event, "layout VIEW [OPTION=VALUE ...]", "the library sets a view's geometry",
              meaning: """
                  Sets what the options give of a view, as a library's own layout code does: its frame, \
                  alpha, visibility, transform or fill (a frame set without fill= ends a fill). In an action \
                  run on a notification, it is the HUD that re-lays itself out when the interface turns.
                  """,
              options: [
                  .pivot("frame=X,Y,W,H", "the frame in the parent"),
                  .pivot("alpha=N", "opacity"),
                  .pivot("hidden=yes|no", "isHidden"),
                  .pivot("rotation=DEGREES", "a rotation transform (a window's own transform too, C5: the one option for a window)"),
                  .pivot("scale=N", "a uniform scale about the centre"),
                  .pivot("fill=none|parent|screen", "the frame kept after every step"),
              ],
              example: """
                  device iPhone8
                  controller home
                  window main root=home
                  view dim in=main frame=0,0,375,667
                  show main key
                  launch
                  rotate landscapeLeft
                  layout dim fill=screen alpha=0.4
                  expect view dim frame=0,0,667,375
                  layout main rotation=90
                  expect view dim screen-rotation=90
                  """,
              origin: .pivotExtension),
        .init("level", .event, "level WINDOW LEVEL", "change a window's level",
              meaning: "Changes the window's level; the window goes on top of its new level (W2).",
              example: "controller home\nwindow overlay root=home\nshow overlay\nlevel overlay statusBar+1"),
        .init("root", .event, "root WINDOW CONTROLLER|none", "assign or clear the root view controller",
              meaning: """
                  Assigning one makes that window evaluate (A3) and, on \(BehaviorProfile.Turns.boundsFollowOrientation.through(BehaviorProfile.Turns.statusBarOwnerRule)) with \(BehaviorProfile.Turns.boundsFollowOrientation.named("SDK").from), take over \
                  rotation even when hidden (A5). none clears it.
                  """,
              example: "controller home\nwindow main\nroot main home\nroot main none"),
        .init("rotate", .event, "rotate D", "physical device rotation to device orientation D",
              meaning: """
                  UIKit updates the device orientation and posts UIDeviceOrientationDidChangeNotification \
                  (when generating, N2), then the windows evaluate (A3, N3). faceUp, faceDown and unknown turn \
                  nothing.
                  """,
              example: "controller home\nwindow main root=home\nshow main key\nrotate landscapeLeft"),
        .init("lock", .event, "lock on|off", "portrait orientation lock (A10)",
              meaning: """
                  While on, the device reads portrait to the app; unlocking delivers the orientation \
                  remembered meanwhile (A10).
                  """,
              example: "lock on\nrotate landscapeLeft\nlock off"),
        .init("present", .event, "present CONTROLLER from=CONTROLLER [OPTION=VALUE ...]", "modal presentation",
              meaning: """
                  Presents CONTROLLER modally from the presenter. A full-screen presentation makes its window \
                  evaluate with the presented controller as decider (A6).
                  """,
              options: [
                  .format1("from=CONTROLLER", "the presenting controller (required)"),
                  .format1("style=STYLE", "modalPresentationStyle (A1: which decide): fullScreen (default), "
                           + "overFullScreen, pageSheet, formSheet, overCurrentContext, popover"),
                  .pivot("style=custom", "a custom presentation (A13)"),
                  .format1("animated=yes|no", "default yes"),
                  .pivot("removes-presenter=yes|no", "with style=custom only: shouldRemovePresentersView; yes: the presenter disappears and the controller decides as full screen does; no: it decides only with \(BehaviorProfile.Turns.customPresentationDecides.from) (A13)"),
              ],
              example: """
                  controller home
                  controller video supports=landscapeRight preferred=landscapeRight
                  controller sheet
                  window main root=home
                  show main key
                  present video from=home animated=no
                  dismiss video
                  present sheet from=home style=custom removes-presenter=yes
                  """),
        .init("dismiss", .event, "dismiss CONTROLLER", "dismiss that presented controller",
              meaning: "Dismisses that presented controller (A8: who decides while it goes differs by iOS version).",
              example: "controller home\ncontroller video\nwindow main root=home\nshow main key\npresent video from=home\ndismiss video"),
        .init("push", .event, "push CONTROLLER on=NAV", "push onto a navigation controller",
              meaning: "Pushes CONTROLLER onto NAV. Push, pop and tab selection never re-evaluate orientation (A7).",
              options: [.format1("on=NAV", "the navigation controller (required)")],
              example: """
                  controller home
                  controller detail
                  controller nav kind=navigation children=home
                  window main root=nav
                  show main key
                  push detail on=nav
                  """),
        .init("pop", .event, "pop NAV", "pop a navigation controller's top controller",
              meaning: "Pops the top controller of the navigation controller NAV (L1 mirrors push).",
              example: """
                  controller home
                  controller detail
                  controller nav kind=navigation children=home,detail
                  window main root=nav
                  show main key
                  pop nav
                  """),
        .init("select", .event, "select TABBAR CONTROLLER", "tab selection",
              meaning: "Selects the tab CONTROLLER of the tab bar controller TABBAR (A7).",
              example: """
                  controller first
                  controller second
                  controller tabs kind=tabbar children=first,second
                  window main root=tabs
                  show main key
                  select tabs second
                  """),
        .init("set", .event, "set CONTROLLER OPTION=VALUE ...", "change controller options (those of controller)",
              meaning: """
                  Changes a declared controller's options, with the options of controller (at least one; \
                  pivot help trace controller lists them). It takes effect when UIKit next reads them (for \
                  masks: update-orientations, attempt-rotation, a rotation, a presentation).
                  """,
              example: "controller home supports=portrait\nwindow main root=home\nshow main key\nset home supports=all statusbar=hidden"),
        .init("force", .event, "force ORIENTATION via=kvc|invocation|statusbar", "the forcing hacks (A9)",
              meaning: """
                  kvc (UIDevice setValue:forKey:"orientation") and invocation (NSInvocation setOrientation:) \
                  take a device orientation and act like a rotation only when the value differs from the one \
                  UIKit holds ("set unknown first"); on \(BehaviorProfile.Turns.deviceSetterIgnored.from) with \(BehaviorProfile.Turns.deviceSetterIgnored.named("SDK").from) they only log. statusbar \
                  (setStatusBarOrientation:) takes an interface orientation.
                  """,
              options: [.format1("via=kvc|invocation|statusbar", "the hack (required)")],
              example: """
                  controller home
                  window main root=home
                  show main key
                  force unknown via=kvc
                  force landscapeLeft via=kvc
                  force portrait via=statusbar
                  """),
        .init("request-geometry", .event, "request-geometry WINDOW MASK", "\(BehaviorProfile.Turns.geometryRequests.version) requestGeometryUpdate (A9)",
              meaning: """
                  requestGeometryUpdate for the window's scene with the orientations of MASK, validated \
                  against the decider's mask as UIKit last read it (A9).
                  """,
              example: """
                  ios 16.0
                  controller home supports=all
                  window main root=home
                  show main key
                  request-geometry main landscapeRight
                  """),
        .init("update-orientations", .event, "update-orientations CONTROLLER",
              "setNeedsUpdateOfSupportedInterfaceOrientations",
              meaning: "\(BehaviorProfile.Turns.geometryRequests.from): UIKit reads the controller's masks again and its window evaluates (A3).",
              example: """
                  ios 16.0
                  controller home supports=portrait
                  window main root=home
                  show main key
                  set home supports=landscape
                  update-orientations home
                  """),
        .init("update-orientation-lock", .event, "update-orientation-lock CONTROLLER",
              "setNeedsUpdateOfPrefersInterfaceOrientationLocked (P3)",
              meaning: "\(BehaviorProfile.Turns.orientationLockPreference.from): UIKit reads the controller's orientation-locked preference again (P3).",
              example: """
                  ios 26.0
                  controller player orientation-locked=yes
                  window main root=player
                  show main key
                  set player orientation-locked=no
                  update-orientation-lock player
                  """,
              origin: .pivotExtension),
        .init("attempt-rotation", .event, "attempt-rotation", "attemptRotationToDeviceOrientation",
              meaning: "Every window evaluates against the device orientation (A3).",
              example: "controller home\nwindow main root=home\nshow main key\nattempt-rotation"),
        .init("multitask", .event, "multitask full|split-two-thirds|split-half|split-third|slide-over",
              "the user puts the app in Split View or Slide Over (A15)",
              meaning: """
                  A multitasking iPad app (\(BehaviorProfile.Turns.multitasking.version)-18, all four orientations, full screen not \
                  required; A11) takes the mode's width and the screen's height: size transitions, and trait \
                  changes when the width class changes, no change of interface orientation. Widths follow \
                  the device (the 12.9-inch iPad Pro in landscape: 981, 678, 375; Slide Over 320, 375 on \
                  the largest). No half split in portrait.
                  """,
              example: """
                  device iPadPro12_9
                  ios 12.1
                  controller home
                  window main root=home
                  show main key
                  launch
                  rotate landscapeLeft
                  multitask split-half
                  expect window main bounds=678x1024 orientation=landscapeRight
                  expect traits home width=regular
                  """,
              origin: .pivotExtension),
        .init("background", .event, "background", "the user leaves the app (home, app switcher)",
              meaning: """
                  The app resigns active and enters the background (L7): the app delegate's \
                  applicationWillResignActive then applicationDidEnterBackground (the scene delegate's \
                  sceneWillResignActive and sceneDidEnterBackground where the app uses scenes), each before \
                  its UIApplication notification; \(BehaviorProfile.Turns.darkModeSnapshots.fromWords) the shown controllers then hear two trait changes \
                  (the snapshot in the other appearance). A device turn while away turns nothing until `foreground`.
                  """,
              example: "controller home\nwindow main root=home\nshow main key\nlaunch\nbackground\nrotate landscapeLeft\nexpect interface portrait",
              origin: .pivotExtension),
        .init("foreground", .event, "foreground", "the user comes back to the app",
              meaning: """
                  A device turn made while away arrives first (its notifications and rotation callbacks), then \
                  applicationWillEnterForeground and applicationDidBecomeActive (the scene delegate's where the \
                  app uses scenes), each before its UIApplication notification (L7).
                  """,
              example: """
                  controller home
                  window main root=home
                  show main key
                  launch
                  background
                  rotate landscapeLeft
                  foreground
                  expect events in order home.viewWillTransitionToSize,delegate:applicationWillEnterForeground,delegate:applicationDidBecomeActive
                  """,
              origin: .pivotExtension),
        .init("resize", .event, "resize WINDOW WxH", "the user resizes an iPad app's window (P2)",
              meaning: """
                  A resizable iPad app (\(BehaviorProfile.Turns.resizableWindows.from), all four orientations, full screen not required; P2): \
                  size transitions and trait changes, no change of interface orientation; clamped to the screen. \
                  A full-screen-only app \(BehaviorProfile.Turns.resizableWindows.fromWords) keeps its full-screen canvas, which the system scales: \
                  nothing changes (P5). An iPhone app's window resizes \(BehaviorProfile.Turns.resizablePhoneWindows.fromWords) \
                  (iPhone Mirroring, iPhone apps on an iPad): a size transition, never a change of size class. \
                  Refused before \(BehaviorProfile.Turns.resizableWindows.version) and on an iPhone before \(BehaviorProfile.Turns.resizablePhoneWindows.version).
                  """,
              example: """
                  device iPadPro11
                  ios 26.0
                  plist all
                  controller home
                  window main root=home
                  show main key
                  resize main 600x800
                  """,
              origin: .pivotExtension),
        .init("frame", .event, "frame WINDOW X,Y,W,H", "the app sets a window's frame after making it (W8)",
              meaning: """
                  window.frame (or bounds, center) set by the app's code: the window takes that rectangle in the screen's \
                  coordinates until it turns, when it fills the screen again (W8). The whole screen fills it (status bar \
                  and hardware insets); a shown window's root controller lays out when the size changes (L2).
                  """,
              example: """
                  controller toastroot
                  window toast level=statusBar+1 root=toastroot frame=0,0,0,0
                  frame toast 0,0,375,812
                  show toast
                  expect hit 20,300 toast
                  """,
              origin: .pivotExtension),
        .init("attach-scene", .event, "attach-scene WINDOW", "the app gives a window made without a scene the app's scene (W5)",
              meaning: """
                  window.windowScene = scene for a window made without one (\(BehaviorProfile.Turns.scenes.from), an app with scenes): a visible window comes \
                  on screen then, as one shown at that moment (it stacks on top of its level, its root evaluates and appears); \
                  a hidden one shows when it is shown. A window already in the scene, or an app without scenes, changes nothing.
                  """,
              example: """
                  ios 13.0
                  scenes yes
                  controller home
                  controller toastroot
                  window main root=home scene=yes
                  show main key
                  launch
                  window toast level=statusBar+1 root=toastroot
                  show toast
                  expect order main,statusbar
                  attach-scene toast
                  expect order main,toast,statusbar
                  """,
              origin: .pivotExtension),
        .init("scene-mask", .event, "scene-mask MASK|none", "the scene delegate's supported orientations (P4)",
              meaning: """
                  supportedInterfaceOrientations(for:) of the scene delegate (\(BehaviorProfile.Turns.sceneMask.from), P4): it replaces the \
                  Info.plist list for scene windows; the app delegate's answer (delegate-mask) still wins. \
                  none removes it.
                  """,
              example: "ios 27.0\nscenes yes\nscene-mask landscape\nscene-mask none",
              origin: .pivotExtension),
        .init("statusbar", .event, "statusbar hidden|visible", "the app's global status bar flag",
              meaning: "setStatusBarHidden:, which decides with global appearance (S2).",
              example: "statusbar-appearance global\nstatusbar hidden"),
        .init("statusbar-update", .event, "statusbar-update CONTROLLER", "setNeedsStatusBarAppearanceUpdate",
              meaning: "UIKit asks again who decides the status bar and what it prefers (S2, S7).",
              example: "controller home\nwindow main root=home\nshow main key\nset home statusbar=hidden\nstatusbar-update home"),
        .init("statusbar-style", .event, "statusbar-style default|lightContent|darkContent",
              "the app's own status bar style (S7)",
              meaning: "The app's own style, which decides with global appearance (S7).",
              example: "statusbar-appearance global\nstatusbar-style lightContent",
              origin: .pivotExtension),
        .init("incall", .event, "incall on|off", "the double-height status bar (S3)",
              meaning: "The in-call status bar (S3; \(BehaviorProfile.Turns.inCallBarGone.upToLastWithout), phones without a notch, portrait).",
              example: "device iPhone7\nios 10.0\nincall on\nincall off"),
        .init("keyboard", .event, "keyboard show|hide|undock|split|float|dock [via=gesture|menu]", "the software keyboard (W7, K1, K4)",
              meaning: """
                  Posts UIKeyboardWillShow/DidShow or WillHide/DidHide and [ext] WillChangeFrame/DidChangeFrame, \
                  each right before its Will/Did, with begin and end frames (K1); a rotation with the keyboard \
                  up hides and shows it again (K2). [ext] On an iPad the user moves the keyboard off the dock \
                  (undock, split: \(BehaviorProfile.Turns.splitKeyboard.fromWords); float: \(BehaviorProfile.Turns.floatingKeyboard.fromWords)) \
                  or back (dock), by the keyboard button's menu or a gesture (via=): leaving posts the hide \
                  notifications (on \(BehaviorProfile.Turns.undockGestureSkipsHide.version) a gesture only the frame changes), \
                  away from the dock show and hide post only the frame changes, docking posts the show ones (K4).
                  """,
              options: [.pivot("via=menu|gesture", "how the user moved the keyboard (K4); default menu")],
              example: "keyboard show\nkeyboard hide"),
        .init("device-notifications", .event, "device-notifications begin|end",
              "begin/endGeneratingDeviceOrientationNotifications (N2)",
              meaning: """
                  The calls nest (counted from 0 at launch); while none is active \
                  UIDeviceOrientationDidChangeNotification is not posted and the app reads unknown (N2). On \
                  \(BehaviorProfile.Turns.windowDeviceNotifications.through(BehaviorProfile.Turns.sceneOwnsOrientation)) UIKit adds a begin of its own for each \
                  window that gets a root view controller, so an extra end is what silences it; and since \
                  windows turn by observing it, a count of 0 stops autorotation there too.
                  """,
              example: "device-notifications begin\nrotate landscapeLeft\ndevice-notifications end"),
        .init("fault", .event, "fault ios8-swap on|off", "the \(BehaviorProfile.Turns.swapFault.version) width/height swap fault (G3)",
              meaning: """
                  While on, a rotation on \(BehaviorProfile.Turns.swapFault.version).x leaves window sizes unswapped; swap-fix=yes controllers \
                  repair it (G3).
                  """,
              example: "ios 8.1\nfault ios8-swap on\nrotate landscapeLeft\nfault ios8-swap off"),
        .init("wait", .event, "wait SECONDS", "advance the virtual clock",
              meaning: """
                  Advances the virtual clock by exactly SECONDS (at most 1,000,000) and runs what falls due; \
                  it never settles further, so it can stop in the middle of an animation (L4).
                  """,
              example: "controller home\nwindow main root=home\nshow main key\nrotate landscapeLeft nowait\nwait 0.1"),
        .init("nowait", .event, "STEP ... nowait", "the last word of a step: leave its animations running",
              meaning: """
                  Not a statement: the last word of any step (events, and the declarations that are steps) \
                  leaves the animations it starts running on the virtual clock. Anywhere else it is an error.
                  """,
              example: "controller home\nwindow main root=home nowait\nshow main key nowait\nwait 0.5"),
    ]
}
