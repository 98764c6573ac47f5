// A library's code in the trace language (issue 20): actions and observers, for `pivot help trace`.

extension TraceHelp {
    static let library: [TraceStatementHelp] = [
        .init("action", .library, "action NAME", "a library's action: steps that happen as one",
              meaning: """
                  Opens a block of steps, one a line, closed by end: what a library does in one call (show \
                  the toast: make the window, give it its root, show it). It is a declaration; do NAME runs it \
                  as one step, in a trace or as an explore event. A step of it the world refuses is left out, \
                  as the library's own guard (if the window is nil) would skip it.
                  """,
              example: """
                  controller home
                  controller toastvc
                  window main root=home
                  show main key
                  launch
                  action show-toast
                    window toast level=alert
                    root toast toastvc
                    show toast
                  end
                  do show-toast
                  do show-toast
                  expect windows main,toast
                  """,
              origin: .pivotExtension),
        .init("end", .library, "end", "closes an action block",
              meaning: "Closes the action opened by the last action line; its steps are the lines between.",
              example: "action nothing-yet\nend", origin: .pivotExtension),
        .init("do", .library, "do NAME [nowait]", "run an action as one step",
              meaning: """
                  Runs the action's steps in order as one step: decisions settle after each, animations at \
                  the end (unless nowait). explore event do NAME lets the explorer take the action whole.
                  """,
              example: """
                  controller home
                  window main root=home
                  action show-main
                    show main key
                  end
                  do show-main
                  expect key main
                  """,
              origin: .pivotExtension),
        .init("on", .library, "on NOTIFICATION do NAME", "a library's observer: run an action when UIKit posts",
              meaning: """
                  When the notification is posted, the action runs, within the step that posted it, after it, \
                  in posting order (those its own steps post included). A chain of reactions that comes back \
                  to an action it ran is a loop: the step is refused with the chain named.
                  """,
              example: """
                  controller home
                  controller hudvc
                  window main root=home
                  window hud level=alert root=hudvc
                  show main key
                  launch
                  action hide-hud
                    hide hud
                  end
                  on UIApplicationDidChangeStatusBarOrientationNotification do hide-hud
                  show hud
                  rotate landscapeLeft
                  expect window hud visible=no
                  """,
              origin: .pivotExtension),
    ]
}
