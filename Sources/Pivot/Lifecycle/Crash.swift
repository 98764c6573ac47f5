// The modelled crash: a UIKit exception is data that stops the app, never a crash of Pivot.

/// An UIKit exception the modelled app raised: data, never a crash of Pivot.
public struct Crash: Hashable, Sendable, CustomStringConvertible {
    // Interned (see `Message`): a crash travels in an effect.
    private var nameMessage: Message
    private var reasonMessage: Message
    public var name: String {
        get { nameMessage.string }
        set { nameMessage = Message(newValue) }
    }
    public var reason: String {
        get { reasonMessage.string }
        set { reasonMessage = Message(newValue) }
    }
    public init(name: String, reason: String) { nameMessage = Message(name); reasonMessage = Message(reason) }
    public var description: String { "\(name): \(reason)" }

    public static let invalidOrientation = "UIApplicationInvalidInterfaceOrientation"
    public static let inconsistency = "NSInternalInconsistencyException"
    /// P1: the one public wording of the SDK 27 launch failure (a single blog; model decision).
    public static let sceneLifecycleRequired = "Application failed to launch: UIScene life cycle is required for apps built with this SDK."
    public static let invalidArgument = "NSInvalidArgumentException"
    public static let generic = "NSGenericException"
}
