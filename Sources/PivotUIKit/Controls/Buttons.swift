// UIButton, UISwitch: controls that store what is set (titles, images and colours by state)
// and draw nothing; a test fires a tap with `sendActions(for: .touchUpInside)`.

import Foundation

@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    public private(set) lazy var titleLabel: UILabel? = UILabel()
    public private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)
    open var contentEdgeInsets: UIEdgeInsets = .zero
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    open var adjustsImageWhenHighlighted = true
    open var showsTouchWhenHighlighted = false
    open var configuration: Configuration?

    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state.rawValue] = title }
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { imageView?.image = image }
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }

    /// The title's size by the text metric, plus the content insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = TextMetric.size(currentTitle ?? "", font: titleLabel?.font, width: nil)
        let image = currentImage?.size ?? .zero
        return CGSize(width: text.width + image.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(text.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// iOS 15's button configuration, stored.
    public struct Configuration: Sendable {
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var contentInsets = NSDirectionalEdgeInsets.zero
        public var imagePadding: CGFloat = 0
        public init() {}
        public static func plain() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
    }
}

@preconcurrency @MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case whiteLarge, white, gray, medium = 100, large = 101 }
    open var style: Style = .medium
    open var color: UIColor?
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false
    public convenience init(style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        self.style = style
    }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}
