import Pivot
import PivotUIKit
import Testing

/// What a view keeps that decides nothing about windows: touch exclusivity, the layout direction,
/// motion effects, and the controllers whose view is a list.
@MainActor
@Suite("PivotUIKit: a view's inert style")
struct ViewStyleTests {
    @Test("A view keeps exclusive touch and its semantic content; only a forced right-to-left view lays out right to left")
    func layoutDirectionFollowsTheSemanticContent() {
        let (app, _) = launchedHost()
        app.run {
            let view = UIView()
            view.isExclusiveTouch = true
            #expect(view.isExclusiveTouch && !UIView().isExclusiveTouch)
            #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
            view.semanticContentAttribute = .forceRightToLeft
            #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
    }

    @Test("Motion effects are kept once each, in order, and removed by identity")
    func motionEffectsAreKept() {
        let (app, _) = launchedHost()
        app.run {
            let view = UIView()
            let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            tilt.minimumRelativeValue = -10
            let group = UIMotionEffectGroup()
            group.motionEffects = [tilt]
            view.addMotionEffect(group)
            view.addMotionEffect(group)
            view.addMotionEffect(tilt)
            #expect(view.motionEffects.count == 2 && view.motionEffects.first === group)
            view.removeMotionEffect(group)
            #expect(view.motionEffects.count == 1 && (view.motionEffects.first as? UIInterpolatingMotionEffect)?.keyPath == "center.x")
        }
    }

    @Test("A table or collection view controller's view is its list, made when first read")
    func listControllersOwnTheirViews() {
        let (app, _) = launchedHost()
        app.run {
            let table = UITableViewController(style: .grouped)
            let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
            #expect(table.view is UITableView && table.tableView.style == .grouped)
            #expect(grid.collectionView === grid.view && grid.collectionView.collectionViewLayout === grid.collectionViewLayout)
        }
    }

    @Test("An effect view made with no argument has no effect and holds its content view")
    func plainEffectView() {
        let (app, _) = launchedHost()
        app.run {
            let blur = UIVisualEffectView()
            #expect(blur.effect == nil && blur.contentView.superview === blur)
        }
    }
}
