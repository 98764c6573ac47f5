// The expectations of the trace language (`expect KIND …`), for `pivot help trace expect`.
// Each is about the state after the previous step; orientations may be `unknown` here.

import Pivot

extension TraceHelp {
    static let expectations: [TraceStatementHelp] = [
        .init("expect interface", .expectation, "expect interface O", "the app's interface (status bar) orientation",
              meaning: "The app's interface orientation, which is the status bar's (S5), is O.",
              example: "controller home\nwindow main root=home\nshow main key\nrotate landscapeLeft\nexpect interface landscapeRight"),
        .init("expect device", .expectation, "expect device D", "UIDevice orientation as the app reads it",
              meaning: "UIDevice's orientation as the app reads it: unknown while device notifications are not generated (N2).",
              example: "device-notifications begin\nrotate faceUp\nexpect device faceUp"),
        .init("expect window", .expectation, "expect window NAME [PROPERTY=VALUE ...]", "every given property of a window",
              meaning: "Every given property of the window matches.",
              options: [
                  .format1("orientation=O", "the window's interface orientation"),
                  .format1("bounds=WxH", "its bounds size"),
                  .format1("frame=X,Y,W,H", "its frame"),
                  .format1("visible=yes|no", "whether it is visible"),
                  .format1("key=yes|no", "whether it is the key window"),
                  .format1("rotation=DEGREES", "the root view's rotation transform (legacy coordinates, W8)"),
              ],
              example: """
                  device iPhone8
                  controller home
                  window main root=home
                  show main key
                  expect window main orientation=portrait bounds=375x667 frame=0,0,375,667 visible=yes key=yes rotation=0
                  """),
        .init("expect key", .expectation, "expect key WINDOW|none", "the key window",
              meaning: "The key window is WINDOW, or there is none (W3).",
              example: "controller home\nwindow main root=home\nexpect key none\nshow main key\nexpect key main"),
        .init("expect screen", .expectation, "expect screen bounds=WxH", "UIScreen bounds",
              meaning: "UIScreen's bounds (D3: they follow the interface orientation on \(BehaviorProfile.Turns.boundsFollowOrientation.from) with \(BehaviorProfile.Turns.boundsFollowOrientation.named("SDK").from)).",
              options: [.format1("bounds=WxH", "the screen's bounds (required)")],
              example: "device iPhoneX\nexpect screen bounds=375x812"),
        .init("expect statusbar", .expectation, "expect statusbar [PROPERTY=VALUE ...]", "the status bar's state",
              meaning: "The status bar's state (S6: hidden and height from S1-S3, height 0 when hidden).",
              options: [
                  .format1("hidden=yes|no", "whether the bar is hidden"),
                  .format1("height=H", "its height in points"),
                  .format1("orientation=O", "its orientation"),
                  .format1("covered=yes|no", "drawn under an app window (S4)"),
                  .pivot("style=default|lightContent|darkContent", "its style (S7)"),
              ],
              example: """
                  device iPhone8
                  controller home
                  window main root=home
                  show main key
                  expect statusbar hidden=no height=20 orientation=portrait covered=no style=default
                  """),
        .init("expect safearea", .expectation, "expect safearea CONTROLLER|VIEW|WINDOW T,L,B,R|EDGE=N …", "safe-area insets",
              meaning: """
                  A controller's view's safe-area insets (G1); [ext] or a declared view's: the part of it its \
                  parent's safe area leaves out; [ext] or a window's own (UIWindow.safeAreaInsets): the \
                  hardware insets it overlaps and, \(BehaviorProfile.Turns.windowSafeAreaStatusBar.fromWords), the status bar over \
                  it (on \(BehaviorProfile.Turns.windowSafeAreaStatusBar.lastWithout) a notch-less phone's or an iPad's window \
                  reads 0,0,0,0 while its root view reads 20 at the top). Windows, \
                  controllers and views share one namespace, so the name says which. [ext] Some edges only, \
                  as a report gives them: top=, left=, bottom=, right=.
                  """,
              options: [
                  .pivot("top=N", "the top inset"), .pivot("left=N", "the left inset"),
                  .pivot("bottom=N", "the bottom inset"), .pivot("right=N", "the right inset"),
              ],
              example: """
                  device iPhoneX
                  controller home
                  window main root=home
                  view bar in=home frame=0,0,375,100
                  show main key
                  expect safearea home 44,0,34,0
                  expect safearea bar 44,0,0,0
                  expect safearea main 44,0,34,0
                  expect safearea main top=44
                  """),
        .init("expect decider", .expectation, "expect decider WINDOW CONTROLLER|none",
              "the controller that decides a window's orientation (A1)",
              meaning: "The controller that decides the window's orientation (A1); none: the window has no root view controller.",
              example: "controller home\ncontroller video\nwindow main root=home\nshow main key\npresent video from=home\nexpect decider main video"),
        .init("expect controlling", .expectation, "expect controlling WINDOW|none",
              "the window the app's orientation follows (A5)",
              meaning: "The window the app's interface orientation follows (A5), or none.",
              example: "controller home\nwindow main root=home\nshow main key\nexpect controlling main"),
        .init("expect order", .expectation, "expect order A,B,...", "visible windows bottom to top",
              meaning: "The visible windows bottom to top, with statusbar and keyboard for the system windows (W2, S4, W7).",
              example: """
                  controller home
                  controller alertroot
                  window main root=home
                  window alert level=alert root=alertroot
                  show main key
                  show alert
                  expect order main,statusbar,alert
                  """),
        .init("expect hit", .expectation, "expect hit X,Y WINDOW[/VIEW]", "where a touch at a screen point lands",
              meaning: """
                  A touch at that point lands in WINDOW, on the deepest named view VIEW, or on the window itself \
                  when no named view took it (C3). [ext] keyboard or keyboard/VIEW: the keyboard took it; none: \
                  no window did.
                  """,
              example: """
                  controller home
                  window main root=home
                  view button in=home frame=10,100,100,44
                  show main key
                  expect hit 20,110 main/button
                  expect hit 300,500 main
                  """),
        .init("expect crash", .expectation, "expect crash NAME [\"reason substring\"]",
              "the previous step crashed the app with that exception",
              meaning: """
                  The previous step crashed the app with that exception (and a reason containing the \
                  substring). A crash ends the app: later events are skipped, later expectations see the \
                  state at the crash.
                  """,
              example: "ios 12.0\nwindow bare\nlaunch\nexpect crash NSInternalInconsistencyException \"root view controller\""),
        .init("expect no-crash", .expectation, "expect no-crash", "the previous step did not crash the app",
              meaning: "The previous step did not crash the app.",
              example: "controller home\nwindow main root=home\nlaunch\nexpect no-crash"),
        .init("expect refused", .expectation, "expect refused [\"reason substring\"]",
              "the system refused the previous step (a rejected action, a request's error)",
              meaning: """
                  The system refused the previous step, with words containing the substring: an action \
                  the model declines (Slide Over for an app that cannot multitask, a resize on an iPhone \
                  \(BehaviorProfile.Turns.resizablePhoneWindows.beforeWords)) or the error UIKit logs for a request it declines (requestGeometryUpdate's \
                  UISceneErrorDomain error, A9). A step refused without it still fails the replay.
                  """,
              example: "device iPad\nios 9.3\nplist allButUpsideDown\ncontroller chat\nwindow main root=chat\nshow main key\nmultitask slide-over\nexpect refused \"all four orientations\"",
              origin: .pivotExtension),
        .init("expect log", .expectation, "expect log \"substring\"", "the console log so far contains it",
              meaning: "The console log so far contains the substring.",
              example: """
                  ios 16.0
                  controller home
                  window main root=home
                  show main key
                  force landscapeLeft via=kvc
                  expect log "Setting UIDevice.orientation is not supported"
                  """),
        .init("expect posted", .expectation, "expect posted NAME,...|none",
              "exactly these observed notifications in the previous step",
              meaning: "Exactly these observed notifications were delivered in the previous step, in order (N1).",
              example: """
                  observe UIWindowDidBecomeVisibleNotification
                  observe UIWindowDidBecomeKeyNotification
                  controller home
                  window main root=home
                  show main key
                  expect posted UIWindowDidBecomeVisibleNotification,UIWindowDidBecomeKeyNotification
                  hide main
                  expect posted none
                  """),
        .init("expect calls", .expectation, "expect calls [since LABEL] [in order|include|exclude] C.callback,...|none",
              "exactly these controller callbacks in the previous step; [ext] or a subsequence, a set, none of them, since a mark",
              meaning: """
                  Exactly these controller callbacks happened in the previous step, in order. [ext] since LABEL: \
                  in every step after that mark instead (an order across steps). [ext] in order: these, in this \
                  order, others allowed between; include: each of these (as often as listed), any order; \
                  exclude: none of these. The callbacks (L1, L2): \
                  viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, \
                  viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, viewDidLayoutSubviews, willMoveToParent, \
                  didMoveToParent, willRotate, willAnimateRotation, didRotate, willTransitionToTraitCollection, \
                  viewWillTransitionToSize, transitionCompletion, and [ext] shouldAutorotateToInterfaceOrientation \
                  (\(BehaviorProfile.Turns.rotationMasks.lastWithout), A12), traitCollectionDidChange (\(BehaviorProfile.Turns.sizeClasses.through(BehaviorProfile.Turns.traitChangeHandler))), traitChangeHandler (\(BehaviorProfile.Turns.traitChangeHandler.from)) (L6).
                  """,
              example: """
                  device iPhone8
                  controller home
                  window main root=home
                  show main key
                  rotate landscapeLeft
                  expect calls home.willTransitionToTraitCollection,home.viewWillTransitionToSize,home.traitCollectionDidChange,home.viewSafeAreaInsetsDidChange,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.transitionCompletion
                  rotate landscapeLeft
                  expect calls none
                  """),
        .init("expect call", .expectation, "expect call [since LABEL] C.callback [OPTION=VALUE ...]",
              "what a controller read when one callback was entered",
              meaning: """
                  What the controller read when UIKit entered that callback in the previous step (or since the \
                  mark): its view's bounds, its window's orientation, the status bar's orientation, its safe \
                  area. The first call unless nth= picks another; fails when there is no such call. \
                  viewWillTransitionToSize reads the old size (L2).
                  """,
              options: [
                  .pivot("nth=N", "which call of it, from 1 (default 1)"),
                  .pivot("bounds=WxH", "its view's bounds"),
                  .pivot("orientation=O", "its window's interface orientation"),
                  .pivot("statusbar=O", "the status bar's orientation"),
                  .pivot("safearea=T,L,B,R", "its view's safe-area insets"),
                  .pivot("size=WxH", "viewWillTransitionToSize's size argument: the size after the transition"),
              ],
              example: """
                  device iPhone8
                  controller home
                  window main root=home
                  show main key
                  rotate landscapeLeft
                  expect call home.viewWillTransitionToSize bounds=375x667 orientation=portrait
                  expect call home.viewDidLayoutSubviews bounds=667x375 orientation=landscapeRight
                  expect call home.viewWillTransitionToSize size=667x375
                  """,
              origin: .pivotExtension),
        .init("expect events", .expectation, "expect events [since LABEL] [in order|include|exclude] ITEM,...|none",
              "callbacks and observed notifications, in order",
              meaning: """
                  Like expect calls, with observed notifications interleaved as post:NAME; [ext] none for neither; \
                  [ext] since LABEL, in order, include and exclude as for expect calls.
                  """,
              example: """
                  observe UIDeviceOrientationDidChangeNotification
                  device-notifications begin
                  controller home supports=portrait
                  window main root=home
                  show main key
                  rotate landscapeLeft
                  expect events post:UIDeviceOrientationDidChangeNotification
                  rotate landscapeLeft
                  expect events none
                  """),
        .init("expect asked", .expectation, "expect asked CONTROLLER yes|no", "whether UIKit consulted a controller's masks",
              meaning: "Whether the controller's supported orientations or shouldAutorotate was consulted in the previous step.",
              example: "controller home\nwindow main root=home\nshow main key\nexpect asked home yes"),
        .init("expect presentation", .expectation, "expect presentation CONTROLLER style=STYLE|none", "the style a presented controller is shown in (A17)",
              meaning: """
                  The style UIKit shows the controller in after adapting it to the window's size classes (A17): \
                  a popover or sheet in a compact width is full screen on \(BehaviorProfile.Turns.sizeClasses.through(BehaviorProfile.Turns.compactAdaptsToSheet)), \
                  a form sheet \(BehaviorProfile.Turns.compactAdaptsToSheet.fromWords); a popover in a compact height \
                  with a regular width (an iPhone Plus in landscape) is a form sheet \(BehaviorProfile.Turns.adaptsInCompactHeight.fromWords). \
                  Where it adapts, the controller's adaptive= answer wins (none keeps the style asked for). \
                  none: the controller is not presented.
                  """,
              options: [.pivot("style=STYLE|none", "fullScreen, overFullScreen, pageSheet, formSheet, overCurrentContext, popover, custom; none: not presented")],
              example: "device iPhone8\nios 12.0\ncontroller home\ncontroller sheet\nwindow main root=home\nshow main key\npresent sheet from=home style=formSheet\nexpect presentation sheet style=fullScreen",
              origin: .pivotExtension),
        .init("expect windows", .expectation, "expect windows A,B,...", "UIApplication.windows back to front (W9)",
              meaning: """
                  UIApplication.windows back to front, hidden windows included, keyboard for the keyboard's windows \
                  (W9), or those windows by class: UITextEffectsWindow, UIRemoteKeyboardWindow (W7).
                  """,
              example: """
                  ios 12.0
                  controller home
                  window main root=home
                  window hidden
                  show main key
                  keyboard show
                  expect windows hidden,main,keyboard
                  expect windows hidden,main,UITextEffectsWindow,UIRemoteKeyboardWindow
                  """,
              origin: .pivotExtension),
        .init("expect scene", .expectation, "expect scene orientation=O", "the window scene's interface orientation (W10)",
              meaning: "The window scene's interface orientation (W10); fails when the app has no scene.",
              options: [.format1("orientation=O", "the scene's interface orientation (required)")],
              example: """
                  ios 16.0
                  scenes yes
                  controller home
                  window main root=home scene=yes
                  show main key
                  expect scene orientation=portrait
                  """,
              origin: .pivotExtension),
        .init("expect covered", .expectation, "expect covered VIEW yes|partly|no", "how much of a view is covered (C4)",
              meaning: "How much of a declared view the layers drawn above it cover (C4); its own subviews do not count.",
              example: """
                  controller home
                  controller overroot
                  window main root=home
                  window over level=alert root=overroot
                  view badge in=home frame=0,100,50,50
                  show main key
                  expect covered badge no
                  show over
                  expect covered badge yes
                  """,
              origin: .pivotExtension),
        .init("expect convert", .expectation, "expect convert X,Y[,W,H] from=SPACE to=SPACE RESULT",
              "a point or rectangle converted between spaces (G4)",
              meaning: """
                  A point or rectangle converted between screen, fixed (the fixed portrait space), a window or \
                  a view (G4). A rectangle gives the box around its converted corners.
                  """,
              options: [
                  .format1("from=SPACE", "the space of the value (required)"),
                  .format1("to=SPACE", "the space of the result (required)"),
              ],
              example: """
                  device iPhone8
                  controller home
                  window main root=home
                  show main key
                  rotate landscapeLeft
                  expect convert 0,0 from=main to=fixed 375,0
                  """,
              origin: .pivotExtension),
        .init("expect traits", .expectation, "expect traits CONTROLLER|WINDOW [PROPERTY=VALUE ...]", "size classes (L6)",
              meaning: "The size classes (L6) of a window, or of the window a controller is in; fails \(BehaviorProfile.Turns.sizeClasses.beforeWords).",
              options: [
                  .format1("width=compact|regular", "the horizontal size class"),
                  .format1("height=compact|regular", "the vertical size class"),
              ],
              example: "device iPhone8\ncontroller home\nwindow main root=home\nshow main key\nexpect traits home width=compact height=regular",
              origin: .pivotExtension),
        .init("expect view", .expectation, "expect view CONTROLLER|VIEW [PROPERTY=VALUE ...]",
              "a view as drawn",
              meaning: """
                  A controller's view or a declared view as drawn: its bounds, its frame in its window (the box \
                  around it), its rotation relative to the window and its rotation on screen in degrees; fails \
                  when it is not on screen.
                  """,
              options: [
                  .format1("bounds=WxH", "its bounds size"),
                  .format1("frame=X,Y,W,H", "its frame in its window"),
                  .format1("rotation=D", "its rotation relative to the window, in degrees"),
                  .pivot("screen-rotation=D", "its rotation on screen, relative to the interface's up, in degrees (0: upright)"),
              ],
              example: "device iPhone8\ncontroller home\nwindow main root=home\nshow main key\nexpect view home bounds=375x667 frame=0,0,375,667 rotation=0",
              origin: .pivotExtension),
    ]
}
