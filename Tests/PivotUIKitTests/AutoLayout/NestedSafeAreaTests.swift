import Pivot
import PivotUIKit
import Testing

/// A view's safe area depends on where it lies in its window, so a guide of a view that the
/// constraints themselves place moves with it: the engine solves again until the guides stay,
/// as UIKit lays out again after `safeAreaInsetsDidChange` (SPEC AL5, G1).
@MainActor
@Suite("PivotUIKit: safe area guides of views the constraints place")
struct NestedSafeAreaTests {
    /// An overlay's card: centred in a container's safe area, its content under its own safe area.
    final class CardController: UIViewController {
        let container = UIView(), card = UIView(), content = UIView()
        override func viewDidLoad() {
            for child in [container, card, content] { child.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(container)
            container.addSubview(card)
            card.addSubview(content)
            let area = container.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                container.topAnchor.constraint(equalTo: view.topAnchor),
                container.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                card.centerXAnchor.constraint(equalTo: area.centerXAnchor),
                card.topAnchor.constraint(equalTo: area.topAnchor, constant: 5),
                card.widthAnchor.constraint(equalToConstant: 300),
                content.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor, constant: 10),
                content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
                content.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
    }

    @Test("SPEC AL5 G1: on iPhone X the card keeps centred in its container's safe area through two turns")
    func cardFollowsTheContainersSafeArea() {
        let controller = CardController()
        let (app, _) = launchedHost(root: controller, device: "iPhoneX")
        app.run {
            let portrait = CGRect(x: 113.0 / 3, y: 49, width: 300, height: 60)  // 37.5 on the 3x pixel grid
            #expect(controller.card.frame == portrait, "below the notch, so the card's own safe area adds nothing")
            #expect(controller.card.safeAreaInsets == .zero)
            app.rotate(to: .landscapeLeft)
            let landscape = CGRect(x: 256, y: 5, width: 300, height: 60)
            #expect(controller.card.frame == landscape, "centred between the ears: 44 + (724 − 300) / 2")
            app.rotate(to: .portrait)
            #expect(controller.card.frame == portrait, "its guides from the landscape frames do not linger")
            app.rotate(to: .landscapeLeft)
            #expect(controller.card.frame == landscape)
        }
    }

    @Test("SPEC AL5 G1: a view the constraints move under the notch takes the notch into its safe area")
    func cardUnderTheNotchGrows() {
        let controller = CardController()
        let (app, _) = launchedHost(root: controller, device: "iPhoneX")
        app.run {
            controller.container.insetsLayoutMarginsFromSafeArea = false
            NSLayoutConstraint.deactivate(controller.container.constraints.filter { $0.firstAttribute == .top && $0.firstItem === controller.card })
            controller.card.topAnchor.constraint(equalTo: controller.container.topAnchor, constant: 4).isActive = true
            controller.view.layoutIfNeeded()
            #expect(controller.card.frame == CGRect(x: 113.0 / 3, y: 4, width: 300, height: 100), "44 − 4 of notch inside it, then 10 + 40 + 10")
            #expect(controller.content.frame.minY == 50)
        }
    }
}
