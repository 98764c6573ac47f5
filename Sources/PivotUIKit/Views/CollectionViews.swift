// Collection views and the table and collection view controllers, inert beyond what they store
// (as `ScrollViews.swift`): enough for a library that insets the scroll view of whatever
// controller is on screen, or shows a message over a list.

import Foundation

@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    public weak var collectionView: UICollectionView?
    open func invalidateLayout() {}
    open var collectionViewContentSize: CGSize { .zero }
}

@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    open var scrollDirection: ScrollDirection = .vertical
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
}

@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
}

@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { nil }
}

@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    open weak var dataSource: (any UICollectionViewDataSource)?
    open var backgroundView: UIView?
    open var allowsSelection = true

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }
    public required init?(coder: NSCoder) { nil }
    open func reloadData() {}
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    /// A plain new cell each time, as `UITableView`'s (Docs/PORTING.md: no cell of a registered class is made).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }
}

/// A controller whose view is a table view.
@preconcurrency @MainActor
open class UITableViewController: UIViewController {
    private let style: UITableView.Style
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    public override convenience init(nibName: String?, bundle: Bundle?) { self.init(style: .plain) }
    public required init?(coder: NSCoder) { nil }
    open override func loadView() { view = UITableView(frame: UIScreen.main.bounds, style: style) }
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }
    open var clearsSelectionOnViewWillAppear = true
}

/// A controller whose view is a collection view.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController {
    public let collectionViewLayout: UICollectionViewLayout
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }
    public override convenience init(nibName: String?, bundle: Bundle?) { self.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    public required init?(coder: NSCoder) { nil }
    open override func loadView() { view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout) }
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
}
