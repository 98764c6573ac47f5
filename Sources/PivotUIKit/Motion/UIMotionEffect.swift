// Motion effects (a HUD's parallax tilt), inert: Pivot has no device motion, so an effect is
// kept on its view with its key path and range and never moves anything.

import Foundation

@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() { super.init() }
    /// What the effect would change for a viewer offset; none here.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    public enum EffectType: Int, Sendable { case tiltAlongHorizontalAxis, tiltAlongVerticalAxis }
    public let keyPath: String
    public let type: EffectType
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }
}

@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?
}

extension UIView {
    /// The effects added, in order (UIKit keeps them the same way).
    public var motionEffects: [UIMotionEffect] {
        get { viewStyle.motionEffects }
        set { viewStyle.motionEffects = newValue }
    }
    public func addMotionEffect(_ effect: UIMotionEffect) {
        if !viewStyle.motionEffects.contains(where: { $0 === effect }) { viewStyle.motionEffects.append(effect) }
    }
    public func removeMotionEffect(_ effect: UIMotionEffect) { viewStyle.motionEffects.removeAll { $0 === effect } }
}
