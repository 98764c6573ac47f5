// UIScrollView and UITableView, inert beyond what they store: enough for a library that shows a
// message over a table, or reads a scroll view's insets.

import Foundation

@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

@preconcurrency @MainActor
open class UIScrollView: UIView {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    open var contentSize: CGSize = .zero
    /// Setting it tells the delegate, as a scroll does.
    open var contentOffset: CGPoint = .zero { didSet { delegate?.scrollViewDidScroll(self) } }
    open var contentInset: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open weak var delegate: (any UIScrollViewDelegate)?
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode: Int = 0
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    open var indicatorStyle: IndicatorStyle = .default
    open var scrollsToTop = true
    open var isDirectionalLockEnabled = false
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var decelerationRate: CGFloat = 0.998
    /// Whether a finger is on the content: never, touches are routed, not delivered.
    open var isTracking: Bool { false }
    /// The pan that scrolls it: a test can fire it with `simulate`, which moves nothing.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        addGestureRecognizer(pan)
        return pan
    }()
    open func flashScrollIndicators() {}
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public let reuseIdentifier: String?
    public let contentView = UIView()
    public private(set) lazy var textLabel: UILabel? = UILabel()
    public private(set) lazy var detailTextLabel: UILabel? = UILabel()
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { nil }
}

@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}

@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 0
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { nil }
    open func reloadData() {}
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
}

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var row: Int { self[1] }
    public var section: Int { self[0] }
}
