// Bar items, navigation items and toolbars, inert: what a library sets on them is stored and
// read back; nothing is drawn, and a toolbar decides nothing about windows (a HUD uses one as
// its translucent background).

import Foundation

public enum UIBarStyle: Int, Sendable {
    case `default`, black
    public static let blackTranslucent = UIBarStyle.black
}

@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var imageInsets: UIEdgeInsets = .zero
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
}

@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var hidesBackButton = false
    open var backBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The first of the items on that side, as UIKit answers it.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) { self.title = title; super.init() }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

@preconcurrency @MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open weak var delegate: AnyObject?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    /// UIKit's toolbar is 44 points tall, as wide as it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}
