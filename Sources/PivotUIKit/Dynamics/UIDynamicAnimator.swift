// UIKit Dynamics, inert: behaviours store what is set and move nothing; an animator keeps its
// behaviours (a pan-to-dismiss that hands the view to physics leaves it where it is).

import Foundation

@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}
extension UIView: UIDynamicItem {}

@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
}
extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
}

@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    public private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    open var isRunning: Bool { false }
    public init(referenceView view: UIView) { referenceView = view; super.init() }
    open func addBehavior(_ behavior: UIDynamicBehavior) { behaviors.append(behavior) }
    open func removeBehavior(_ behavior: UIDynamicBehavior) { behaviors.removeAll { $0 === behavior } }
    open func removeAllBehaviors() { behaviors = [] }
    open func updateItem(usingCurrentState item: any UIDynamicItem) {}
}

@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    open var action: (() -> Void)?
    public override init() { super.init() }
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
}

@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public let items: [any UIDynamicItem]
    open var anchorPoint: CGPoint
    open var length: CGFloat = 0
    open var damping: CGFloat = 0
    open var frequency: CGFloat = 0
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]; anchorPoint = point
        super.init()
    }
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }
}

@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public private(set) var items: [any UIDynamicItem]
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var allowsRotation = true
    private var velocities: [ObjectIdentifier: CGPoint] = [:]
    public init(items: [any UIDynamicItem]) { self.items = items; super.init() }
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let old = velocities[ObjectIdentifier(item)] ?? .zero
        velocities[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint { velocities[ObjectIdentifier(item)] ?? .zero }
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {}
    open func addItem(_ item: any UIDynamicItem) { items.append(item) }
    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }
}

@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    public private(set) var items: [any UIDynamicItem]
    open var magnitude: CGFloat = 1
    open var angle: CGFloat = .pi / 2
    open var gravityDirection = CGVector(dx: 0, dy: 1)
    public init(items: [any UIDynamicItem]) { self.items = items; super.init() }
}

@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    open var snapPoint: CGPoint
    open var damping: CGFloat = 0.5
    public init(item: any UIDynamicItem, snapTo point: CGPoint) { snapPoint = point; super.init() }
}

@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable { case continuous, instantaneous }
    open var pushDirection = CGVector(dx: 0, dy: 0)
    open var magnitude: CGFloat = 0
    open var angle: CGFloat = 0
    open var active = true
    public init(items: [any UIDynamicItem], mode: Mode) { super.init() }
}

@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    open var translatesReferenceBoundsIntoBoundary = false
    public init(items: [any UIDynamicItem]) { super.init() }
}

public struct CGVector: Sendable, Hashable {
    public var dx: CGFloat, dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public static let zero = CGVector(dx: 0, dy: 0)
}
