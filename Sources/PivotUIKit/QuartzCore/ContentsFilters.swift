// The filters a layer scales its contents with (`layer.minificationFilter = .trilinear` to keep
// an icon crisp), inert: stored and read back, nothing is drawn.

import Foundation

public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

nonisolated(unsafe) private var minificationFilterKey = 0
nonisolated(unsafe) private var magnificationFilterKey = 0

extension CALayer {
    /// `.linear` until set, as Core Animation's.
    public var minificationFilter: CALayerContentsFilter {
        get { objc_getAssociatedObject(self, &minificationFilterKey) as? CALayerContentsFilter ?? .linear }
        set { objc_setAssociatedObject(self, &minificationFilterKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
    public var magnificationFilter: CALayerContentsFilter {
        get { objc_getAssociatedObject(self, &magnificationFilterKey) as? CALayerContentsFilter ?? .linear }
        set { objc_setAssociatedObject(self, &magnificationFilterKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
