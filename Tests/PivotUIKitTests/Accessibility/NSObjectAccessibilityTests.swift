import PivotUIKit
import Testing

/// UIKit's accessibility members on a value typed `NSObject`, as SwiftMessages sets them on its
/// message's accessibility element (a view, or any object).
@MainActor
@Suite("PivotUIKit: accessibility on an NSObject value")
struct NSObjectAccessibilityTests {
    /// A library's view that answers its label itself.
    final class Badge: UIView {
        var spoken = "3 new"
        override var accessibilityLabel: String? {
            get { spoken }
            set { spoken = newValue ?? "" }
        }
    }

    @Test("on a view typed NSObject they are the view's own, overrides included")
    func viewTypedAsNSObject() {
        let (app, _) = launchedHost()
        app.run {
            let view = UIView()
            let element: NSObject = view
            element.isAccessibilityElement = true
            element.accessibilityLabel = "Saved"
            element.accessibilityTraits = .button
            #expect(view.isAccessibilityElement && view.accessibilityLabel == "Saved" && view.accessibilityTraits == .button)
            let badge: NSObject = Badge()
            #expect(badge.accessibilityLabel == "3 new")
            badge.accessibilityLabel = "4 new"
            #expect((badge as? Badge)?.spoken == "4 new")
        }
    }

    @Test("on any other object they are stored, each object its own")
    func plainObjects() {
        let first = NSObject(), second = NSObject()
        #expect(first.accessibilityLabel == nil && !first.isAccessibilityElement)
        first.accessibilityLabel = "Close"
        first.accessibilityViewIsModal = true
        #expect(first.accessibilityLabel == "Close" && first.accessibilityViewIsModal)
        #expect(second.accessibilityLabel == nil && !second.accessibilityViewIsModal)
    }
}
