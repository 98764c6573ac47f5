import Pivot
import PivotUIKit
import Testing

/// A control's target-action, as UIKit libraries wire a close button: `sendActions(for:)`
/// fires what the user's tap would.
@MainActor
@Suite("PivotUIKit: control targets")
struct ControlTargetTests {
    final class Banner: UIView {
        let close = UIControl()
        var log: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(close)
            close.addTarget(self, action: Selector("closeTapped:", Banner.closeTapped), for: .touchUpInside)
        }
        required init?(coder: NSCoder) { nil }
        func closeTapped(_ sender: UIControl) { log.append("close \(sender === close)") }
        func dragged() { log.append("dragged") }
    }

    @Test("A button's target fires on sendActions for its event only, and not once removed or disabled")
    func targetFiresOnItsEvent() {
        let (app, _) = launchedHost()
        app.run {
            let banner = Banner()
            banner.close.sendActions(for: .valueChanged)
            #expect(banner.log.isEmpty)
            banner.close.sendActions(for: .touchUpInside)
            #expect(banner.log == ["close true"])
            #expect(banner.close.allTargets == [AnyHashable(banner)] && banner.close.actions(forTarget: banner, forControlEvent: .touchUpInside) == ["closeTapped:"])
            banner.close.isEnabled = false
            banner.close.sendActions(for: .touchUpInside)
            banner.close.isEnabled = true
            banner.close.removeTarget(banner, action: nil, for: .allEvents)
            banner.close.sendActions(for: .touchUpInside)
            #expect(banner.log.count == 1 && banner.close.allTargets.isEmpty)
        }
    }

    @Test("A nil target sends the action up the responder chain to the first responder that implements it")
    func nilTargetGoesUpTheChain() {
        let (app, _) = launchedHost()
        app.run {
            let banner = Banner()
            banner.close.addTarget(nil, action: Selector("dragged", Banner.dragged), for: .touchDragInside)
            banner.close.sendActions(for: .touchDragInside)
            #expect(banner.log == ["dragged"])
        }
    }

    @Test("A bar button item calls its action on its target with itself as sender")
    func barButtonItemFires() {
        let (app, _) = launchedHost()
        app.run {
            let banner = Banner()
            let item = UIBarButtonItem(title: "Drag", style: .plain, target: banner, action: Selector("dragged", Banner.dragged))
            item.sendAction()
            #expect(banner.log == ["dragged"])
        }
    }
}
