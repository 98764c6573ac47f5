import Foundation
import Testing
import PivotUIKit

@MainActor
@Suite("What older overlay libraries read of controllers, devices, colours and layers")
struct HeldOutSurfaceTests {
    @Test("viewIfLoaded is nil until the view is loaded, then the view")
    func viewIfLoaded() {
        let (app, _) = launchedHost()
        app.run {
            let controller = UIViewController()
            #expect(controller.viewIfLoaded == nil)
            let view = controller.view
            #expect(controller.viewIfLoaded === view)
        }
    }

    @Test("the device names its system and its model's kind", arguments: [("iPhone8", "iPhone"), ("iPadPro11", "iPad")])
    func deviceNames(device: String, model: String) {
        let (app, _) = launchedHost(device: device, plist: .all)
        app.run {
            #expect(UIDevice.current.systemName == "iOS")
            #expect(UIDevice.current.model == model)
            #expect(UIDevice.current.name == model)
        }
    }

    @Test("deprecated and constant names answer what UIKit's do")
    func constants() {
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        let (app, _) = launchedHost()
        app.run {
            let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
            item.width = 5
            #expect(item.width == 5)
            let table = UITableView(frame: .zero, style: .plain)
            #expect(table.separatorStyle == .singleLine)
            table.separatorStyle = .none
            #expect(table.separatorStyle == .none)
        }
    }

    @Test("a layer's contents filters are linear until set, and keep what is set")
    func contentsFilters() {
        let layer = CALayer()
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        layer.minificationFilter = .trilinear
        layer.magnificationFilter = .nearest
        #expect(layer.minificationFilter == .trilinear && layer.magnificationFilter == .nearest)
        #expect(CALayer().minificationFilter == .linear)
    }
}

@MainActor
@Suite("A controller's modal transition style")
struct TransitionStyleTests {
    @Test("modalTransitionStyle is coverVertical until set, and keeps what is set per controller")
    func transitionStyle() {
        let (app, _) = launchedHost()
        app.run {
            let alert = UIViewController(), other = UIViewController()
            #expect(alert.modalTransitionStyle == .coverVertical)
            alert.modalTransitionStyle = .crossDissolve
            #expect(alert.modalTransitionStyle == .crossDissolve && other.modalTransitionStyle == .coverVertical)
        }
    }
}
