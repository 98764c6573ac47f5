import Pivot
import PivotUIKit
import Testing

/// A popover's or sheet's delegate, asked as UIKit asks it when the controller is presented.
@MainActor
@Suite("PivotUIKit: adaptive presentation delegates")
struct AdaptiveDelegateTests {
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        var answer: UIModalPresentationStyle = .fullScreen
        var source: UIView?
        var asked: [String] = []
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            asked.append("adaptive \(controller.presentationStyle == .popover)")
            return answer
        }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            asked.append("prepare")
            if let source { popoverPresentationController.sourceView = source }
        }
    }

    /// Presents a popover menu from `root` with `delegate`; what the app's crash says after.
    func presentMenu(on device: String, _ delegate: Delegate) -> (crashed: Bool, presented: Bool) {
        let root = UIViewController()
        let (app, _) = launchedHost(root: root, device: device, ios: "15.0", plist: .all)
        return app.run {
            let menu = UIViewController()
            menu.modalPresentationStyle = .popover
            menu.popoverPresentationController?.delegate = delegate
            root.present(menu, animated: false)
            return (app.crash?.name == "NSGenericException", root.presentedViewController === menu)
        }
    }

    @Test("SPEC A14: a delegate that sets the source in prepareForPopoverPresentation presents an iPad popover without UIKit's exception")
    func prepareSetsTheSource() {
        let delegate = Delegate()
        delegate.source = UIView()
        #expect(presentMenu(on: "iPadPro11", delegate) == (false, true))
        // A regular iPad window does not adapt: the adaptive question is not asked.
        #expect(delegate.asked == ["prepare"])
    }

    @Test("SPEC A17, A14: on an iPhone a delegate answering .none keeps the popover a popover, which without a source raises UIKit's exception")
    func noneKeepsThePopover() {
        let keeping = Delegate()
        keeping.answer = .none
        #expect(presentMenu(on: "iPhone8", keeping).crashed)
        #expect(keeping.asked == ["adaptive true", "prepare"])
        // Adapted to full screen, it needs no source.
        #expect(presentMenu(on: "iPhone8", Delegate()) == (false, true))
    }

    @Test("SPEC A17: a sheet's delegate, set on its presentationController, keeps it a sheet on an iPhone before iOS 13 by answering .none")
    func sheetDelegateKeepsTheSheet() throws {
        final class Sheet: UIViewController {}
        for answer in [UIModalPresentationStyle.none, .fullScreen] {
            let root = UIViewController()
            let (app, _) = launchedHost(root: root, device: "iPhone8", ios: "12.0")
            let delegate = Delegate(), sheet = Sheet()
            delegate.answer = answer
            app.run {
                sheet.modalPresentationStyle = .formSheet
                #expect(sheet.presentationController?.presentationStyle == .formSheet)
                sheet.presentationController?.delegate = delegate
                root.present(sheet, animated: false)
            }
            let id = try #require(app.world.controllerID("sheet"))
            #expect(app.world.shownStyle(of: id) == (answer == .none ? .formSheet : .fullScreen))
            #expect(delegate.asked == ["adaptive false"])
        }
    }
}
