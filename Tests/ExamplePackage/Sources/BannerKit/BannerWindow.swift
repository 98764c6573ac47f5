import UIKit

/// The window a banner shows in, above the status bar. It lets touches outside the banner through
/// to the app below.
final class BannerWindow: UIWindow {
    weak var bannerView: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let bannerView, !bannerView.isHidden else { return nil }
        let inBanner = bannerView.point(inside: convert(point, to: bannerView), with: event)
        return inBanner ? super.hitTest(point, with: event) : nil
    }
}

/// The banner window's root. With `forwardsOrientation` it answers what the app's own top
/// controller answers, so showing a banner never turns the app; without it, UIKit's default.
final class BannerViewController: UIViewController {
    var forwardsOrientation = false

    private var hostTop: UIViewController? {
        var top = UIApplication.shared.delegate?.window??.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        guard forwardsOrientation, let host = hostTop else { return super.supportedInterfaceOrientations }
        return host.supportedInterfaceOrientations
    }

    override var shouldAutorotate: Bool {
        guard forwardsOrientation, let host = hostTop else { return super.shouldAutorotate }
        return host.shouldAutorotate
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { hostTop?.preferredStatusBarStyle ?? .default }
}
