import Pivot
import PivotUIKit
import Testing

// Library code in Swift 5 mode, written as against UIKit and then ported: `#selector` becomes
// `Selector(name, Type.method)` wherever it stood, isolated or not. That this file compiles is
// half the test; the tests below check the selectors reach their methods.

final class BannerView: UIView {
    var log: [String] = []
    /// Made in a nonisolated context (a stored property's initial value), as `#selector` may be.
    let hideSelector = Selector("hide", BannerView.hide)
    func hide() { log.append("hide") }
    private func tapped(_ sender: Any) { log.append("tapped") }
    func touched(_ sender: Any, _ event: UIEvent?) { log.append("touched") }
    @discardableResult func dismiss() -> Bool { log.append("dismiss"); return true }
    var tapSelector: Selector { Selector("tapped:", BannerView.tapped(_:)) }
}

final class BannerController: UIViewController {
    var appeared = 0
    func appear() { appeared += 1 }
}

/// A manager that is no view, as libraries' queues and keyboard observers are.
class BannerQueue: NSObject {
    var drained = 0
    func drain(_ note: Notification) { drained += 1 }
    struct Config { static var duration = 2.0 }
}

enum Namespace {
    final class Nested<Item>: UIView {
        var items: [Item] = []
        func clear() { items.removeAll() }
        static var clearSelector: Selector { Selector("clear", Nested.clear) }
    }
}

/// Nonisolated code (Swift 5 mode): selectors of main-actor and plain classes alike, and a
/// main-actor class's static configuration, as UIKit's `@preconcurrency` import allows.
func nonisolatedSelectors() -> [Selector] {
    [Selector("hide", BannerView.hide), Selector("dismiss", BannerView.dismiss), Selector("touched::", BannerView.touched),
     Selector("appear", BannerController.appear), Selector("drain:", BannerQueue.drain), Namespace.Nested<Int>.clearSelector]
}

@MainActor
@Suite("PivotUIKit in Swift 5 mode: selectors")
struct SelectorSwift5Tests {
    @Test("Selectors made in nonisolated Swift 5 code reach main-actor, plain, private, returning and nested generic methods")
    func selectorsFromEveryContextReachTheirMethods() {
        let app = PivotApp(device: "iPhone8", ios: "15.0")!
        app.run {
            let banner = BannerView(), controller = BannerController(), queue = BannerQueue()
            let nested = Namespace.Nested<Int>()
            nested.items = [1]
            let selectors = nonisolatedSelectors()
            for target in [banner, controller, queue, nested] as [NSObject] {
                for selector in selectors where target.responds(to: selector) {
                    target.perform(selector, with: Notification(name: .init("note")), with: UIEvent())
                }
            }
            banner.perform(banner.tapSelector, with: banner)
            banner.perform(banner.hideSelector)
            #expect(banner.log == ["hide", "dismiss", "touched", "tapped", "hide"])
            #expect(controller.appeared == 1 && queue.drained == 1 && nested.items.isEmpty)
        }
    }
}
