import Pivot
import PivotUIKit
import Testing

/// What constraint libraries (a DSL over NSLayoutConstraint, a banner pinned to a controller's
/// layout guides) rely on besides the solver: the constraint, anchor and guide are NSObjects,
/// and a controller's top and bottom layout guides are the strips outside its safe area
/// (SPEC AL3, AL5, G1).
@MainActor
@Suite("PivotUIKit: layout objects as libraries use them")
struct LayoutSupportTests {
    /// A constraint subclass that carries a label, as constraint DSLs make theirs.
    final class LabelledConstraint: NSLayoutConstraint {
        var label: String?
    }

    /// A controller that pins a banner under its top layout guide and a bar over its bottom one.
    final class GuidedController: UIViewController {
        let banner = UIView(), bar = UIView()
        override func viewDidLoad() {
            for strip in [banner, bar] {
                strip.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(strip)
            }
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 50),
                bar.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                bar.heightAnchor.constraint(equalTo: bottomLayoutGuide.heightAnchor, constant: 10),
            ])
        }
    }

    @Test("SPEC AL5 G1: a banner under the top layout guide and a bar over the bottom one follow iPhone X's safe area through a turn")
    func layoutGuidesFollowTheSafeArea() {
        let controller = GuidedController()
        let (app, _) = launchedHost(root: controller, device: "iPhoneX")
        app.run {
            #expect(controller.topLayoutGuide.length == 44 && controller.bottomLayoutGuide.length == 34)
            #expect(controller.banner.frame == CGRect(x: 0, y: 44, width: 375, height: 50))
            #expect(controller.bar.frame == CGRect(x: 0, y: 812 - 34 - 44, width: 563.0 / 3, height: 44), "half of 375, on the 3x pixel grid")
            app.rotate(to: .landscapeLeft)
            #expect(controller.topLayoutGuide.length == 0 && controller.bottomLayoutGuide.length == 21)
            #expect(controller.banner.frame == CGRect(x: 0, y: 0, width: 812, height: 50), "no notch above in landscape")
            #expect(controller.bar.frame == CGRect(x: 0, y: 375 - 21 - 31, width: 406, height: 31))
            app.rotate(to: .portrait)
            #expect(controller.banner.frame == CGRect(x: 0, y: 44, width: 375, height: 50))
        }
    }

    @Test("SPEC AL3: constraints compare and hash as objects, so a set or an index of them finds the same constraint")
    func constraintsAreObjects() {
        let (app, window) = launchedHost()
        app.run {
            let view = UIView()
            window.addSubview(view)
            let width = LabelledConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: 120)
            width.label = "width"
            let height = view.heightAnchor.constraint(equalToConstant: 30)
            let twin = view.heightAnchor.constraint(equalToConstant: 30)
            NSLayoutConstraint.activate([width, height])
            let active: Set<NSLayoutConstraint> = [width, height, height]
            #expect(active.count == 2 && !active.contains(twin), "an equal equation is another constraint")
            #expect(view.constraints.firstIndex(of: height) == 1)
            #expect((view.constraints.first as? LabelledConstraint)?.label == "width")
            #expect(width.isEqual(width) && !height.isEqual(twin))
            let anchors: [NSObject] = [view.topAnchor, view.safeAreaLayoutGuide, width]
            #expect(anchors.count == 3)
        }
    }

    @Test("A constraint's description is UIKit's console text on the main actor and NSObject's off it")
    func descriptionOnAndOffTheMainActor() async {
        let (app, window) = launchedHost()
        let constraint = app.run {
            let view = UIView()
            window.addSubview(view)
            let constraint = view.widthAnchor.constraint(equalToConstant: 10)
            constraint.identifier = "w"
            return constraint
        }
        let onMain = app.run { constraint.description }
        #expect(onMain.hasPrefix("<NSLayoutConstraint:0x") && onMain.contains(" 'w' UIView:0x") && onMain.hasSuffix(".width == 10>"))
        let offMain = await Task.detached { constraint.description }.value
        #expect(offMain.hasPrefix("<") && !offMain.contains("'w'"), "NSObject's text: no main-actor state is read off the main thread")
    }
}
