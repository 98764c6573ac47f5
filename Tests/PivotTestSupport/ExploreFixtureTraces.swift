// Explore traces that the library's tests and the command's tests both read.

public enum ExploreFixtureTraces {
    /// Two views whose names clean up to one file name (`upright-v-1.trace`), both sideways
    /// after one rotation (SPEC W8); a third, `V-1`, differs from them only in case.
    public static let collidingNames = """
        device iPhone5s
        ios 7.1
        plist all
        controller home supports=all
        window main root=home
        view v-1 in=main frame=87,308,200,50
        view v_1 in=main frame=87,308,200,50
        view V-1 in=main frame=87,308,200,50
        show main key
        launch
        explore event rotate landscapeLeft
        explore check upright v-1
        explore check upright v_1
        explore check upright V-1
        """
}

extension ExploreFixtureTraces {
    /// A toast that does not relay, swept over two Info.plists and a landscape-game variant:
    /// in the app that turns, showing the toast takes the interface to portrait (SPEC A5) and
    /// leaves-host-alone prints the `-`/`+` difference; the game in the portrait-only app crashes
    /// at launch by itself and is skipped.
    public static let toastSweep = """
        device iPhone8
        ios 11.0
        controller home supports=portrait
        controller toastvc
        window main root=home
        show main key
        launch
        action show-toast
          window toast level=alert
          root toast toastvc
          show toast
        end
        explore event rotate landscapeLeft
        explore library do show-toast
        explore check leaves-host-alone
        explore host plist portrait allButUpsideDown
        explore host variant game set home supports=landscapeLeft
        """
}

extension ExploreFixtureTraces {
    /// A library whose reaction to a device turn turns the device twice: every rotation's
    /// reactions loop, which replay rejects ("the library's reactions loop").
    public static let loopingReaction = """
        device iPhone8
        ios 11.0
        controller home
        window main root=home
        show main key
        device-notifications begin
        launch
        window hud level=alert
        action spin
          rotate landscapeLeft
          rotate portrait
        end
        on UIDeviceOrientationDidChangeNotification do spin
        explore event show hud
        explore event rotate landscapeRight
        explore check no-crash
        """
}
