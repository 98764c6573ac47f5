import BannerKit
import PivotTesting
import PivotUIKit
import XCTest

final class Listener: BannerDelegate {
    var heard: [String] = []
    func bannerDidShow(_ presenter: BannerPresenter) { heard.append("show") }
}

/// BannerKit's own source, ported by the PivotPort plugin: its Auto Layout pins the banner under
/// the safe area through every turn, its target timer hides it, its optional delegate hears it.
final class BannerTests: XCTestCase {
    func host(device: String, ios: String) -> PivotApp {
        let app = PivotApp(device: device, ios: ios, plist: .allButUpsideDown)!
        app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            app.launch()
        }
        return app
    }

    /// The banner's frame in its window: 8 under the safe area's top, 16 inside its sides.
    func assertPinned(_ presenter: BannerPresenter, _ message: String, line: UInt = #line) {
        guard let window = presenter.window, let banner = presenter.bannerView else { return XCTFail("no banner", line: line) }
        let frame = banner.convert(banner.bounds, to: window)
        let safe = window.safeAreaInsets
        XCTAssertEqual(frame.minY, safe.top + 8, "top: \(message)", line: line)
        XCTAssertEqual(frame.minX, safe.left + 16, "leading: \(message)", line: line)
        XCTAssertEqual(frame.maxX, window.bounds.width - safe.right - 16, "trailing: \(message)", line: line)
        XCTAssertGreaterThan(frame.height, 24, "the labels give it a height: \(message)", line: line)
    }

    func testTheBannerFollowsItsWindowThroughTurns() {
        let app = host(device: "iPhoneX", ios: "16.0")
        app.run {
            let presenter = BannerPresenter.shared
            presenter.show(title: "Saved", message: "Your changes are saved.")
            assertPinned(presenter, "portrait")
            XCTAssertEqual(presenter.window?.windowLevel, .statusBar + 1)
        }
        app.rotate(to: .landscapeLeft)
        app.run { assertPinned(BannerPresenter.shared, "landscape") }
        app.rotate(to: .portrait)
        app.run { assertPinned(BannerPresenter.shared, "portrait again") }
    }

    func testTheTargetTimerHidesItAndTheOptionalDelegateHearsIt() {
        let app = host(device: "iPhone8", ios: "12.0")
        let listener = Listener()
        app.run {
            BannerPresenter.shared.delegate = listener
            BannerPresenter.shared.show(title: "Hi", message: "There", duration: 2)
        }
        XCTAssertEqual(listener.heard, ["show"], "perform(_:with:afterDelay: 0) ran once the call returned")
        app.advance(by: 1.9)
        app.run { XCTAssertTrue(BannerPresenter.shared.isShowing) }
        app.advance(by: 0.2)
        app.run { XCTAssertFalse(BannerPresenter.shared.isShowing) }
    }

    func testEachAppHasItsOwnPresenter() {
        let first = host(device: "iPhone8", ios: "15.0"), second = host(device: "iPhone8", ios: "15.0")
        first.run { BannerPresenter.shared.show(title: "One", message: "") }
        second.run { XCTAssertFalse(BannerPresenter.shared.isShowing, "pivot port keeps static let shared per app") }
    }
}
