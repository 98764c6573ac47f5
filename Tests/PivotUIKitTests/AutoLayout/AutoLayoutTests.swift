import Pivot
import PivotUIKit
import Testing

/// Auto Layout's API over the solver: anchors, priorities, constants that re-solve, intrinsic
/// sizes, fitting sizes, stack views, and UIKit's message for constraints that cannot all hold
/// (SPEC AL2–AL8).
@MainActor
@Suite("PivotUIKit: Auto Layout")
struct AutoLayoutTests {
    /// A view with a fixed intrinsic size, as a label with a text has.
    final class Sized: UIView {
        var size: CGSize
        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        required init?(coder: NSCoder) { return nil }
        override var intrinsicContentSize: CGSize { size }
    }

    @Test("SPEC AL3: anchors pin a view; its frame comes at the next layout pass; a new constant re-solves")
    func anchorsAndConstant() {
        let (app, window) = launchedHost()
        let box = UIView()
        var height: NSLayoutConstraint!
        app.run {
            box.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(box)
            height = box.heightAnchor.constraint(equalToConstant: 50)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
                box.centerYAnchor.constraint(equalTo: window.centerYAnchor),
                height,
            ])
            #expect(box.frame == .zero, "not before the pass")
            #expect(window.constraints.count == 3 && box.constraints.count == 1, "each installed on the closest common ancestor of its views")
        }
        #expect(box.frame == CGRect(x: 10, y: 308.5, width: 355, height: 50))
        app.run { height.constant = 100 }
        #expect(box.frame == CGRect(x: 10, y: 283.5, width: 355, height: 100))
        app.run { height.isActive = false }
        #expect(!height.isActive && box.constraints.isEmpty)
    }

    @Test("SPEC AL2: a required constraint beats a high one, a high one beats a low one")
    func priorities() {
        let (app, window) = launchedHost()
        let box = UIView()
        app.run {
            box.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(box)
            let low = box.widthAnchor.constraint(equalToConstant: 100)
            low.priority = .defaultLow
            let high = box.widthAnchor.constraint(equalToConstant: 200)
            high.priority = .defaultHigh
            NSLayoutConstraint.activate([low, high, box.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
                                         box.heightAnchor.constraint(equalToConstant: 10)])
            box.layoutIfNeeded()
            window.layoutIfNeeded()
            #expect(box.frame.width == 150)
            #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751))
            #expect(UILayoutPriority.required - 1 > .defaultHigh)
        }
    }

    @Test("SPEC AL7: constraints that cannot all hold log UIKit's message and break the one added last")
    func unsatisfiable() {
        let (app, window) = launchedHost()
        let box = UIView()
        app.run {
            box.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(box)
            let first = box.widthAnchor.constraint(equalToConstant: 100)
            let second = box.widthAnchor.constraint(equalToConstant: 200)
            second.identifier = "too-wide"
            NSLayoutConstraint.activate([first, second, box.heightAnchor.constraint(equalToConstant: 10)])
        }
        #expect(box.frame.width == 100)
        let message = app.console.last ?? ""
        #expect(message.contains("Unable to simultaneously satisfy constraints."))
        let broken = message.components(separatedBy: "Will attempt to recover by breaking constraint \n").last ?? ""
        #expect(broken.hasPrefix("<NSLayoutConstraint:0x") && broken.contains("'too-wide'") && broken.contains(".width == 200"))
        #expect(app.console.count == 1, "once, not at every pass")
    }

    @Test("SPEC AL3 AL7: a view whose frame is still translated conflicts with constraints on its edges, as on iOS")
    func forgottenTranslatesAutoresizingMask() {
        let (app, window) = launchedHost()
        app.run {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        }
        #expect(app.console.last?.contains("NSAutoresizingMaskLayoutConstraint") == true)
        #expect(app.console.last?.contains("translatesAutoresizingMaskIntoConstraints") == true)
    }

    @Test("SPEC AL4: intrinsic sizes hug at their priority; the fitting size of a view comes from its subtree")
    func intrinsicAndFitting() {
        let (app, _) = launchedHost()
        app.run {
            let card = UIView()
            let title = Sized(CGSize(width: 120, height: 20))
            let detail = Sized(CGSize(width: 200, height: 40))
            card.addSubview(title)
            card.addSubview(detail)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                detail.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                card.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                card.trailingAnchor.constraint(greaterThanOrEqualTo: detail.trailingAnchor, constant: 8),
                card.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 8),
            ])
            #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 216, height: 80))
            let fixedWidth = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel)
            #expect(fixedWidth == CGSize(width: 300, height: 80))
            #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        }
    }

    @Test("SPEC AL4: invalidateIntrinsicContentSize makes the next pass read the new size")
    func invalidatedIntrinsicSize() {
        let (app, window) = launchedHost()
        let chip = Sized(CGSize(width: 40, height: 20))
        app.run {
            window.addSubview(chip)
            chip.topAnchor.constraint(equalTo: window.topAnchor, constant: 100).isActive = true
            chip.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        }
        #expect(chip.frame == CGRect(x: 0, y: 100, width: 40, height: 20))
        app.run {
            chip.size = CGSize(width: 90, height: 30)
            chip.invalidateIntrinsicContentSize()
        }
        #expect(chip.frame == CGRect(x: 0, y: 100, width: 90, height: 30))
    }

    @Test("SPEC AL8: a stack view lays out its arranged views with spacing and alignment, inside its margins when asked")
    func stackView() {
        let (app, window) = launchedHost()
        let a = Sized(CGSize(width: 50, height: 20)), b = Sized(CGSize(width: 70, height: 40))
        let stack = UIStackView(arrangedSubviews: [a, b])
        app.run {
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.spacing = 10
            stack.alignment = .center
            window.addSubview(stack)
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100).isActive = true
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
        }
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 130, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 70, height: 40))
        app.run {
            stack.axis = .vertical
            stack.alignment = .fill
            stack.isLayoutMarginsRelativeArrangement = true
        }
        #expect(stack.frame.size == CGSize(width: 86, height: 86), "the widest view, the heights and spacing, 8 points of margin around")
        #expect(a.frame == CGRect(x: 8, y: 8, width: 70, height: 20))
        app.run { stack.removeArrangedSubview(b) }
        #expect(stack.arrangedSubviews.count == 1 && b.superview === stack, "it stays a subview, as in UIKit")
    }

    @Test("SPEC AL3: a view leaving its superview takes the constraints that reached it")
    func removalDeactivates() {
        let (app, window) = launchedHost()
        app.run {
            let box = UIView()
            window.addSubview(box)
            let pin = box.topAnchor.constraint(equalTo: window.topAnchor)
            pin.isActive = true
            box.removeFromSuperview()
            #expect(!pin.isActive && window.constraints.isEmpty)
        }
    }

    @Test("SPEC AL5: a custom layout guide is placed by its constraints")
    func customGuide() {
        let (app, window) = launchedHost()
        let guide = UILayoutGuide()
        app.run {
            window.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                guide.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
                guide.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
                guide.heightAnchor.constraint(equalToConstant: 30),
            ])
            #expect(guide.layoutFrame == CGRect(x: 20, y: 20, width: 187.5, height: 30))
            #expect(guide.owningView === window && window.layoutGuides.count == 1)
        }
    }
}

/// The engine a tree's root keeps holds no view strongly: a window laid out by constraints
/// still leaves when nothing retains it (SPEC W-rules: UIKit holds windows weakly).
@MainActor
@Suite("PivotUIKit: Auto Layout keeps no window alive")
struct AutoLayoutReleaseTests {
    @Test("SPEC AL1: a constrained window nobody holds is released")
    func released() {
        let (app, _) = launchedHost()
        weak var gone: UIWindow?
        app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(bar)
            NSLayoutConstraint.activate([bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
                                         bar.widthAnchor.constraint(equalTo: window.widthAnchor),
                                         bar.heightAnchor.constraint(equalToConstant: 40)])
            window.isHidden = false
            window.layoutIfNeeded()
            #expect(bar.frame.height == 40)
            gone = window
        }
        #expect(gone == nil)
    }
}

/// The update-constraints pass: leaves first, once a view is due, the controller's turn for
/// its root view (SPEC LP1, AL3).
@MainActor
@Suite("PivotUIKit: the update-constraints pass")
struct UpdateConstraintsTests {
    /// Makes its constraints in updateConstraints, as SwiftMessages' views do.
    final class Badge: UIView {
        var updates = 0
        private var made = false
        override func updateConstraints() {
            updates += 1
            if !made, let superview {
                made = true
                NSLayoutConstraint.activate([centerXAnchor.constraint(equalTo: superview.centerXAnchor),
                                             topAnchor.constraint(equalTo: superview.topAnchor, constant: 30),
                                             widthAnchor.constraint(equalToConstant: 40), heightAnchor.constraint(equalToConstant: 20)])
            }
            super.updateConstraints()
        }
    }

    final class Root: UIViewController {
        var updates = 0
        override func updateViewConstraints() {
            updates += 1
            super.updateViewConstraints()
        }
    }

    @Test("SPEC AL3: a view that makes its constraints in updateConstraints is placed by them; setNeedsUpdateConstraints asks again")
    func constraintsMadeInUpdateConstraints() {
        let root = Root()
        let (app, _) = launchedHost(root: root)
        let badge = Badge()
        app.run {
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(badge)
        }
        #expect(badge.frame == CGRect(x: 167.5, y: 30, width: 40, height: 20))
        #expect(badge.updates == 1 && root.updates == 1, "the controller answers for its root view")
        app.run { badge.setNeedsUpdateConstraints() }
        #expect(badge.updates == 2 && !badge.needsUpdateConstraints())
    }
}
