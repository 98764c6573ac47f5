import Foundation
import Testing
import PivotUIKit

@MainActor
@Suite("layoutIfNeeded from inside a layout pass")
struct ReentrantLayoutTests {
    /// Malert 4.2's shape: every viewDidLayoutSubviews re-activates the card's constraints and
    /// lays the card out at once.
    final class Alert: UIViewController {
        let card = UIView()
        var constraints: [NSLayoutConstraint] = []
        var passes = 0
        override func loadView() {
            super.loadView()
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            passes += 1
            NSLayoutConstraint.deactivate(constraints)
            constraints = [
                card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                card.widthAnchor.constraint(equalToConstant: 200),
                card.heightAnchor.constraint(equalToConstant: 80),
            ]
            NSLayoutConstraint.activate(constraints)
            card.layoutIfNeeded()
        }
    }

    @Test("SPEC LP1: an ancestor whose layout is under way is not laid out again from inside it; the frames land")
    func noRecursion() {
        let alert = Alert()
        let (app, _) = launchedHost(root: alert)
        #expect(alert.card.frame == CGRect(x: 87.5, y: 293.5, width: 200, height: 80))
        alert.passes = 0
        app.rotate(to: .landscapeLeft)
        #expect(alert.card.frame == CGRect(x: 233.5, y: 147.5, width: 200, height: 80))
        #expect(alert.passes >= 1, "laid out again after the turn (before: the nested layoutIfNeeded recursed until the stack ran out)")
    }
}
