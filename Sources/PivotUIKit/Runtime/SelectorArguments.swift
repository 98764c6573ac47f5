// What a selector's method receives. Objective-C hands the method the object given, whatever the
// parameter's type: `perform(#selector(dismiss(forced:)), with: nil, afterDelay: 3)` reads nil as
// NO, so a banner's `dismiss(forced: Bool = false)` runs unforced when its delay comes. Here the
// object converts with `as?`; nil converts to false or zero for a Bool or a number parameter (an
// optional one takes nil as it is); any other mismatch calls nothing.

import Foundation

func selectorArgument<A>(_ value: Any?, as type: A.Type) -> A? {
    if let converted = value as? A { return converted }
    guard case .none = value else { return nil }
    let zeros: [Any] = [false, 0 as Int, 0 as Double, 0 as CGFloat, 0 as Float, 0 as UInt, 0 as Int32, 0 as Int64]
    return zeros.lazy.compactMap { (type as Any.Type) == Swift.type(of: $0) ? $0 as? A : nil }.first
}
