import Pivot
import PivotUIKit
import Testing

/// Bar items, navigation items and toolbars keep what a library sets on them.
@MainActor
@Suite("PivotUIKit: navigation items and toolbars")
struct NavigationItemTests {
    final class Screen: UIViewController {
        var closed = 0
        func close(_ item: UIBarButtonItem) { closed += 1 }
    }

    @Test("a controller's title is its navigation item's; a bar button item set there fires its action")
    func navigationItem() {
        let app = PivotApp(device: "iPhone8", ios: "13.0", plist: .allButUpsideDown)!
        let screen = Screen()
        app.run {
            screen.title = "Inbox"
            screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Close", style: .done, target: screen,
                                                                        action: Selector("close:", Screen.close))
            screen.navigationItem.rightBarButtonItem?.sendAction()
        }
        #expect(screen.navigationItem.title == "Inbox" && screen.navigationItem.rightBarButtonItems?.count == 1)
        #expect(screen.navigationItem.rightBarButtonItem?.title == "Close" && screen.closed == 1)
        #expect(screen.edgesForExtendedLayout == .all)
    }

    @Test("a toolbar keeps its items and is 44 points tall at any width")
    func toolbar() {
        let app = PivotApp(device: "iPhone8", ios: "13.0", plist: .allButUpsideDown)!
        app.run {
            let bar = UIToolbar(frame: .zero)
            bar.setItems([UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)], animated: false)
            bar.isTranslucent = false
            #expect(bar.items?.count == 1 && bar.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 44))
            let item: UIBarItem = UIBarButtonItem(image: UIImage(), style: .plain, target: nil, action: nil)
            item.isEnabled = false
            #expect(item.image != nil && !item.isEnabled)
        }
    }
}
