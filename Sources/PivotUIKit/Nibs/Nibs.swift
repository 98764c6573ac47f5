// Nib and storyboard loading fails as a missing nib does in UIKit: there are no nib files on
// Linux. UIKit raises NSInternalInconsistencyException ("Could not load NIB in bundle …");
// here the load answers nothing (`loadNibNamed` nil, `instantiate` empty, a storyboard's
// controller a plain one) and the failure is kept as data with UIKit's reason,
// `UINib.failures`, for a test to read (code that force-unwraps the result stops at the unwrap,
// as it would after UIKit's exception).

import Foundation

/// A nib or storyboard that could not load, with UIKit's reason.
public struct NibLoadFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public let reason: String
    public var description: String { "NSInternalInconsistencyException: \(reason)" }
}

@preconcurrency @MainActor
open class UINib: NSObject {
    /// Every load that failed, oldest first (the last 256).
    public private(set) static var failures: [NibLoadFailure] = []
    static func fail(_ failure: NibLoadFailure) {
        failures.append(failure)
        if failures.count > 256 { failures.removeFirst(failures.count - 256) }
    }

    public let name: String
    public init(nibName name: String, bundle: Bundle?) { self.name = name; super.init() }
    public init(data: Data, bundle: Bundle?) { name = "<data>"; super.init() }

    open func instantiate(withOwner owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any] {
        Self.fail(NibLoadFailure(name: name, reason: "Could not load NIB in bundle: 'NSBundle </pivot> (loaded)' with name '\(name)'"))
        return []
    }
}

extension Bundle {
    /// Nil, and the failure kept in `UINib.failures` (there are no nibs on Linux).
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? {
        _ = UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
        return nil
    }
}

@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    public let name: String
    public init(name: String, bundle: Bundle?) { self.name = name; super.init() }

    private func failed() -> UIViewController {
        UINib.fail(NibLoadFailure(name: name, reason: "Could not find a storyboard named '\(name)' in bundle NSBundle </pivot> (loaded)"))
        return UIViewController()
    }
    open func instantiateInitialViewController() -> UIViewController? { _ = failed(); return nil }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { failed() }
}

@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier; self.source = source; self.destination = destination
        super.init()
    }
    /// Presents the destination from the source, as a modal segue does.
    open func perform() { source.present(destination, animated: true) }
}
