import Pivot
import PivotUIKit
import Testing

/// What UIKit code takes from Darwin and UIKit's Foundation additions, on Linux.
@MainActor
@Suite("PivotUIKit: Darwin's names")
struct DarwinNamesTests {
    final class Item: NSObject {
        let view: UIView? = nil
        var title = "t"
    }

    @Test("the time constants, NSIntegerMax and HUGE are Darwin's values")
    func constants() {
        #expect(Double(2 * NSEC_PER_SEC) / Double(NSEC_PER_SEC) == 2 && NSEC_PER_MSEC * 1000 == NSEC_PER_SEC)
        #expect(NSIntegerMax == Int.max && HUGE.isInfinite)
    }

    @Test("CFAbsoluteTimeGetCurrent is the virtual clock; a class describes itself by its Swift name")
    func clockAndClassDescription() {
        let app = PivotApp(device: "iPhone8", ios: "13.0", plist: .allButUpsideDown)!
        var times: [CFAbsoluteTime] = []
        app.run { times.append(CFAbsoluteTimeGetCurrent()) }
        app.advance(by: 1.5)
        app.run { times.append(CFAbsoluteTimeGetCurrent()) }
        #expect(times[1] - times[0] == 1.5)
        #expect(Item.description().hasSuffix("DarwinNamesTests.Item"))
    }

    @Test("NSCoder reads and writes Core Graphics values in Foundation's string forms")
    func geometryStrings() {
        #expect(NSCoder.cgPoint(for: "{1, 2.5}") == CGPoint(x: 1, y: 2.5))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4.5)) == "{{1, 2}, {3, 4.5}}")
    }

    @Test("value(forKey:) reads a stored property, unwrapping an optional; an unknown key is nil")
    func keyValueRead() {
        let item = Item()
        #expect(item.value(forKey: "title") as? String == "t")
        #expect(item.value(forKey: "view") == nil && item.value(forKey: "missing") == nil)
    }

    final class Holder: NSObject {
        let item = Item()
    }

    @Test("value(forKeyPath:) follows the path; key-value observation is accepted and never fires")
    func keyPathsAndObservation() {
        #expect(Holder().value(forKeyPath: "item.title") as? String == "t")
        #expect(Holder().value(forKeyPath: "item.missing.title") == nil)
        let app = PivotApp(device: "iPhone8", ios: "13.0", plist: .allButUpsideDown)!
        var heard = 0
        app.run {
            let scroll = UIScrollView(frame: .zero)
            let observation = scroll.observe(\.contentOffset, options: [.new]) { _, _ in heard += 1 }
            scroll.contentOffset = CGPoint(x: 0, y: 10)
            observation.invalidate()
            #expect(scroll.panGestureRecognizer.view === scroll && !scroll.isTracking)
        }
        #expect(heard == 0)
        app.run { #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared) }
    }

    /// A class whose class methods are the targets of its selectors, as HUD libraries write them.
    @MainActor final class Notice: NSObject {
        static var hidden: [String] = []
        static func hide(_ sender: AnyObject) { hidden.append((sender as? UIView)?.accessibilityLabel ?? "?") }
        static func showAndHide(_ view: UIView) {
            perform(Selector("hide:", classMethodOf: Notice.self, Notice.hide), with: view, afterDelay: 1)
        }
    }

    @Test("a class method performs its selector on the class itself, on the virtual clock, and can be cancelled")
    func classMethodPerform() {
        let app = PivotApp(device: "iPhone8", ios: "13.0", plist: .allButUpsideDown)!
        Notice.hidden = []
        let view = UIView()
        view.accessibilityLabel = "hud"
        app.run {
            app.launch()
            Notice.showAndHide(view)
        }
        app.advance(by: 0.5)
        #expect(Notice.hidden.isEmpty)
        app.advance(by: 0.5)
        #expect(Notice.hidden == ["hud"])
        app.run {
            Notice.showAndHide(view)
            NSObject.cancelPreviousPerformRequests(withTarget: Notice.self)
        }
        app.advance(by: 2)
        #expect(Notice.hidden == ["hud"])
    }
}
