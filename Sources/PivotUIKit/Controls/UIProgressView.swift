// UIProgressView: inert (it draws nothing) but with UIKit's values: the progress pinned to
// 0…1, as Apple's docs say, and the standard bar height that `init(progressViewStyle:)` gives
// and Auto Layout reads as the intrinsic height (2 points, the flat bar since iOS 7: model
// decision, the docs give no number).

import Foundation

@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    /// The standard height of the bar.
    static let standardHeight: CGFloat = 2

    open var progressViewStyle: Style = .default
    /// Values below 0 and above 1 are pinned to those limits.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var observedProgress: Progress?

    /// A bar of the standard height, as UIKit makes it.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.standardHeight))
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }
}
