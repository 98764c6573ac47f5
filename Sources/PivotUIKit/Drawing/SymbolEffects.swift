// Symbol effects (iOS 17: a bouncing checkmark, a pulsing spinner), inert: an image view keeps
// the effects added to it, in order, until they are removed; nothing moves.

import Foundation

public protocol SymbolEffect: Sendable {}
public protocol DiscreteSymbolEffect: SymbolEffect {}
public protocol IndefiniteSymbolEffect: SymbolEffect {}
public protocol TransitionSymbolEffect: SymbolEffect {}

public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
}
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
}
public struct AppearSymbolEffect: TransitionSymbolEffect {}
public struct DisappearSymbolEffect: TransitionSymbolEffect {}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { AppearSymbolEffect() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() } }

public struct SymbolEffectOptions: Sendable, Hashable {
    public let repeatCount: Int?
    public let speed: Double
    public static let `default` = SymbolEffectOptions(repeatCount: 1, speed: 1)
    public static let repeating = SymbolEffectOptions(repeatCount: nil, speed: 1)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, speed: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count, speed: 1) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1, speed: speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count, speed: speed) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: repeatCount, speed: speed) }
}

public typealias UISymbolEffectCompletion = @MainActor (UISymbolEffectCompletionContext) -> Void
public struct UISymbolEffectCompletionContext: Sendable {
    public let isFinished: Bool
}

extension UIImageView {
    /// The effects added and not removed, oldest first.
    public var symbolEffects: [any SymbolEffect] { viewStyle.symbolEffects }

    public func addSymbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
                                completion: UISymbolEffectCompletion? = nil) {
        viewStyle.symbolEffects.append(effect)
    }
    public func removeSymbolEffect<T: SymbolEffect>(ofType type: T.Type, options: SymbolEffectOptions = .default, animated: Bool = true,
                                                    completion: UISymbolEffectCompletion? = nil) {
        viewStyle.symbolEffects.removeAll { $0 is T }
    }
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        viewStyle.symbolEffects.removeAll()
    }
}
