// UISplitViewController (SPEC A15): a container of two columns, the primary and the secondary.
// The engine's `kind=split` decides which columns show (its display mode) and forwards the
// appearance, layout and rotation callbacks to both where both show.

import Foundation
import Pivot

@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// UISplitViewController.DisplayMode: how the primary column shows beside the secondary.
    public enum DisplayMode: Int, Sendable, Hashable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        // UIKit's names before iOS 14.
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary

        var engine: SplitDisplayMode {
            switch self {
            case .automatic: .automatic
            case .secondaryOnly: .primaryHidden
            case .oneBesideSecondary: .allVisible
            case .oneOverSecondary: .primaryOverlay
            }
        }
    }

    private var pendingMode = DisplayMode.automatic

    /// The primary and the secondary column, in that order.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setChildren(Array(newValue.prefix(2))) }
    }

    open var preferredDisplayMode: DisplayMode {
        get { pendingMode }
        set {
            pendingMode = newValue
            guard let name = engineName(declaring: false) else { return }
            app.send(.configure(name, [.displayMode(newValue.engine)]))
        }
    }

    /// Whether the primary column shows beside (or over) the secondary now.
    public var isPrimaryShown: Bool { pivotID.flatMap { app.world.splitPrimary(of: $0) } != nil }

    override func declarationSettings() -> [ControllerSetting] {
        [.kind(.split), .displayMode(pendingMode.engine)] + super.declarationSettings()
    }
}
