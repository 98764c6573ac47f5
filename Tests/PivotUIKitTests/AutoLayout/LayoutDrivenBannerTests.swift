import Pivot
import PivotUIKit
import Testing

/// The proof issue 34 asks for: a banner in its own window, placed by constraints to the safe
/// area and the edges, and one placed in `layoutSubviews` from its superview, follows its
/// window through portrait → landscape → portrait on an iPhone and an iPad, at the frames iOS
/// gives (SPEC LP2, AL3, AL5, G1).
@MainActor
@Suite("PivotUIKit: a layout-driven banner through a turn")
struct LayoutDrivenBannerTests {
    /// The root view: lays out a strip under the safe area's top from its own bounds.
    final class BannerHostView: UIView {
        let strip = UIView()
        override func layoutSubviews() {
            super.layoutSubviews()
            let safe = safeAreaInsets
            strip.frame = CGRect(x: safe.left + 8, y: safe.top + 70, width: bounds.width - safe.left - safe.right - 16, height: 20)
        }
    }

    /// The library's controller: its view is assigned in `init`, as many libraries do.
    final class BannerController: UIViewController {
        let host = BannerHostView()
        let banner = UIView()
        let backdrop = UIView()
        override init(nibName: String?, bundle: Bundle?) {
            super.init(nibName: nibName, bundle: bundle)
            view = host
        }
        required init?(coder: NSCoder) { return nil }

        override func viewDidLoad() {}

        func install() {
            host.addSubview(backdrop)
            host.addSubview(banner)
            host.addSubview(host.strip)
            banner.translatesAutoresizingMaskIntoConstraints = false
            backdrop.translatesAutoresizingMaskIntoConstraints = false
            let guide = host.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: guide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 60),
                backdrop.topAnchor.constraint(equalTo: host.topAnchor),
                backdrop.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                backdrop.trailingAnchor.constraint(equalTo: host.trailingAnchor),
                backdrop.bottomAnchor.constraint(equalTo: banner.bottomAnchor),
            ])
        }
    }

    /// The banner's window over a launched host, shown as a library shows it.
    func showBanner(device: String) -> (PivotApp, BannerController) {
        let (app, _) = launchedHost(device: device)
        let controller = BannerController()
        app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .statusBar + 1
            window.rootViewController = controller
            controller.install()
            window.isHidden = false
            keep.append(window)
        }
        return (app, controller)
    }

    @Test("SPEC LP2 AL5 G1: on iPhone X the banner keeps under the notch in portrait and between the ears in landscape")
    func iPhoneX() {
        let (app, banner) = showBanner(device: "iPhoneX")
        #expect(banner.host.frame == CGRect(x: 0, y: 0, width: 375, height: 812), "the root view assigned in init fills its window")
        #expect(banner.banner.frame == CGRect(x: 0, y: 44, width: 375, height: 60))
        #expect(banner.backdrop.frame == CGRect(x: 0, y: 0, width: 375, height: 104))
        #expect(banner.host.strip.frame == CGRect(x: 8, y: 114, width: 359, height: 20))
        app.run { #expect(banner.host.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16)) }
        app.run { app.rotate(to: .landscapeLeft) }
        #expect(banner.host.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
        #expect(banner.banner.frame == CGRect(x: 44, y: 0, width: 724, height: 60))
        #expect(banner.backdrop.frame == CGRect(x: 0, y: 0, width: 812, height: 60))
        #expect(banner.host.strip.frame == CGRect(x: 52, y: 70, width: 708, height: 20))
        app.run { app.rotate(to: .portrait) }
        #expect(banner.banner.frame == CGRect(x: 0, y: 44, width: 375, height: 60))
        #expect(banner.host.strip.frame == CGRect(x: 8, y: 114, width: 359, height: 20))
    }

    @Test("SPEC LP2 AL5 G1: on iPhone 8 the status bar is the safe area in portrait, and landscape has none")
    func iPhone8() {
        let (app, banner) = showBanner(device: "iPhone8")
        #expect(banner.banner.frame == CGRect(x: 0, y: 20, width: 375, height: 60))
        app.run { app.rotate(to: .landscapeRight) }
        #expect(banner.banner.frame == CGRect(x: 0, y: 0, width: 667, height: 60))
        #expect(banner.host.strip.frame == CGRect(x: 8, y: 70, width: 651, height: 20))
        app.run { app.rotate(to: .portrait) }
        #expect(banner.banner.frame == CGRect(x: 0, y: 20, width: 375, height: 60))
    }

    @Test("SPEC LP2 AL5 G1: on iPad Pro 11 the banner spans the width in both orientations, under the status bar")
    func iPadPro11() {
        let (app, banner) = showBanner(device: "iPadPro11")
        #expect(banner.banner.frame == CGRect(x: 0, y: 24, width: 834, height: 60))
        app.run { app.rotate(to: .landscapeLeft) }
        #expect(banner.host.frame.size == CGSize(width: 1194, height: 834))
        #expect(banner.banner.frame == CGRect(x: 0, y: 24, width: 1194, height: 60))
        app.run { #expect(banner.host.layoutMargins == UIEdgeInsets(top: 24, left: 20, bottom: 20, right: 20)) }
        app.run { app.rotate(to: .portrait) }
        #expect(banner.banner.frame == CGRect(x: 0, y: 24, width: 834, height: 60))
    }
}

/// The banners' windows, held as a library holds its window (UIKit holds windows weakly).
@MainActor private var keep: [UIWindow] = []
