import PivotUIKit
import PortedOverlays
import Testing

/// NotificationBanner's frame code when the device turns with a bottom banner on screen (SPEC N3:
/// the device-orientation observer runs before the windows turn, so it reads their old size).
@MainActor
@Suite("NotificationBanner: a bottom banner through a rotation", .serialized)
struct NotificationBannerTests {
    final class PortraitRoot: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }

    /// Shows a bottom banner in portrait, turns the device to landscape left; the banner's frame
    /// and the window's bounds after the turn.
    func bottomBannerAfterATurn(device: String, ios: String, plist: UIInterfaceOrientationMask,
                                root: UIViewController, fixed: Bool) -> (banner: CGRect, window: CGRect) {
        BaseNotificationBanner.reset()
        BaseNotificationBanner.applyFix = fixed
        let (app, delegate) = hostApp(device: device, ios: ios, plist: plist, root: root)
        return app.run {
            let banner = NotificationBanner(title: "Saved")
            banner.autoDismiss = false
            banner.show(bannerPosition: .bottom)
            app.advance(by: 1)
            app.rotate(to: .landscapeLeft)
            return (banner.frame, delegate.window!.bounds)
        }
    }

    @Test("SPEC N3 — NotificationBanner #222 (#110): on an iPad (iOS 12; #110's iPad Pro 12.9\", iOS 11) 2.5.1 keeps a bottom banner at its portrait width and below the landscape screen",
          arguments: [("iPad", "12.0"), ("iPadPro12_9", "11.0")])
    func bottomBannerBrokenAfterRotation(device: String, ios: String) {
        let (banner, window) = bottomBannerAfterATurn(device: device, ios: ios, plist: .all, root: UIViewController(), fixed: false)
        #expect(window.width > window.height, "the app turned")
        #expect(banner.width == window.height, "the width the window had before the turn")
        #expect(banner.minY >= window.height, "placed from the old height: off the bottom of the landscape screen")
    }

    @Test("SPEC N3 — NotificationBanner #222 fixed in 3.0.1 (#251): the width comes from the device's orientation, so the banner spans the landscape window at its bottom",
          arguments: [("iPad", "12.0"), ("iPadPro12_9", "11.0")])
    func bottomBannerFollowsTheTurnWhenFixed(device: String, ios: String) {
        let (banner, window) = bottomBannerAfterATurn(device: device, ios: ios, plist: .all, root: UIViewController(), fixed: true)
        #expect(banner.width == window.width)
        #expect(banner.maxY == window.height)
    }

    @Test("SPEC N3, A2 — NotificationBanner #404: in a portrait-only iPhone app (iOS 16) 3.0.1's fix reads the device's landscape orientation while the window stays portrait, so the banner is as wide as the screen is tall; 2.5.1 kept it in place")
    func portraitOnlyAppAfterTheFix() {
        let fixed = bottomBannerAfterATurn(device: "iPhone14", ios: "16.0", plist: .portrait, root: PortraitRoot(), fixed: true)
        #expect(fixed.window.height > fixed.window.width, "the app stayed portrait")
        #expect(fixed.banner.width == fixed.window.height, "the window's long side taken for its width")
        #expect(fixed.banner.maxY == fixed.window.width, "its bottom at the short side: mid-screen")
        let before = bottomBannerAfterATurn(device: "iPhone14", ios: "16.0", plist: .portrait, root: PortraitRoot(), fixed: false)
        #expect(before.banner.width == before.window.width)
        #expect(before.banner.maxY == before.window.height)
    }
}
