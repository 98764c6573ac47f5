// A popover's anchor (SPEC A14): UIKit raises an exception when a popover that stays one (an
// iPad; a large phone in landscape before iOS 13) is presented without a source view or a bar
// button item. The presented controller tells the engine where its popover anchors.

import Foundation
import Pivot

/// Where a popover anchors (A14): a view and a rectangle in it, or a bar button item.
@preconcurrency @MainActor
public final class UIPopoverPresentationController {
    public weak var sourceView: UIView?
    public var sourceRect: CGRect = .zero
    public var barButtonItem: UIBarButtonItem?
    /// Asked to prepare before the popover is presented (`PopoverDelegate.swift`): it may set the source there.
    public weak var delegate: (any UIPopoverPresentationControllerDelegate)?
    nonisolated init() {}

    var source: PopoverSource { barButtonItem != nil ? .barButtonItem : sourceView != nil ? .view : .unset }
}

// UIBarButtonItem, a popover's anchor too: `Controls/UIControl.swift`.
