import Foundation
import Testing
import PivotUIKit

@MainActor
@Suite("Every NSObject keeps the accessibility members")
struct ObjectAccessibilityTests {
    final class KeyboardConstraint: NSObject {}
    final class Badge: UIView {
        override var isAccessibilityElement: Bool { get { true } set {} }
    }

    @Test("a plain NSObject keeps what is set; a responder answers with its own, read as an NSObject too")
    func plainObjectsAndResponders() {
        let (app, _) = launchedHost()
        app.run {
            let constraint = KeyboardConstraint()
            #expect(!constraint.isAccessibilityElement && constraint.accessibilityLabel == nil)
            constraint.isAccessibilityElement = true
            constraint.accessibilityLabel = "Keyboard"
            #expect(constraint.isAccessibilityElement && constraint.accessibilityLabel == "Keyboard")
            #expect(!KeyboardConstraint().isAccessibilityElement, "each object its own")

            let view = UIView()
            view.accessibilityLabel = "Banner"
            let object: NSObject = view
            #expect(object.accessibilityLabel == "Banner")
            object.isAccessibilityElement = true
            #expect(view.isAccessibilityElement)
            let badge: NSObject = Badge()
            #expect(badge.isAccessibilityElement, "a subclass's override answers")
        }
    }
}
