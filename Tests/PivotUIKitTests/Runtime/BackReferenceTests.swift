import Pivot
import PivotUIKit
import Testing

/// The references objects hold to their owners read nil once the owner is gone, as UIKit's weak
/// ones do (`BackReference`: no side table on the owner).
@MainActor
@Suite("PivotUIKit: references to owners read nil once the owner is gone")
struct BackReferenceTests {
    @Test("A subview that outlives its superview has no superview")
    func subviewOutlivesSuperview() {
        let (app, _) = launchedHost()
        app.run {
            let label = UIView()
            var banner: UIView? = UIView()
            banner?.addSubview(label)
            #expect(label.superview === banner)
            banner = nil
            #expect(label.superview == nil)
            #expect(label.next == nil)
        }
    }

    @Test("A root view that outlives its controller has no controller: its next responder is its superview")
    func rootViewOutlivesController() {
        let (app, _) = launchedHost()
        app.run {
            let holder = UIView()
            var controller: UIViewController? = UIViewController()
            let view: UIView = controller!.view
            holder.addSubview(view)
            #expect(view.next === controller)
            controller = nil
            #expect(view.next === holder)
        }
    }

    @Test("A subview of a window has the window as its superview, and none once it leaves")
    func subviewOfWindow() {
        let (app, window) = launchedHost()
        app.run {
            let banner = UIView()
            window.addSubview(banner)
            #expect(banner.superview === window)
            banner.removeFromSuperview()
            #expect(banner.superview == nil)
        }
    }
}
