// What a transition caused. The world returns effects; the runtime delivers and reports them.

/// A state change worth a line in a timeline.
public enum StateChange: Hashable, Sendable {
    case device(from: DeviceOrientation, to: DeviceOrientation)
    case interface(from: InterfaceOrientation, to: InterfaceOrientation)
    case window(WindowID, from: InterfaceOrientation, to: InterfaceOrientation, bounds: Size)
    case key(from: WindowID?, to: WindowID?)
    case statusBar(hidden: Bool, height: Double)
    case clock(milliseconds: Int)
}

public enum Effect: Hashable, Sendable {
    /// A notification UIKit posted (the runtime hands it to observers that want it).
    case posted(PostedNotification)
    /// A controller callback (SPEC L), with the values the controller reads at that moment.
    case callback(CallbackRecord)
    /// An app or scene delegate's life-cycle callback (L7).
    case lifecycle(LifecycleCallback)
    /// A console line.
    case log(Message)
    /// The app crashed; it takes no more events.
    case crash(Crash)
    /// UIKit consulted this controller's supported orientations or shouldAutorotate.
    case asked(ControllerID)
    case changed(StateChange)
    /// The event could not apply (misuse of the API, or the app has crashed); the world is unchanged.
    case rejected(Message)
}

/// A lifecycle or rotation callback as the controller saw it.
public struct CallbackRecord: Hashable, Sendable {
    public var controller: ControllerID
    public var callback: Callback
    public var bounds: Size
    public var orientation: InterfaceOrientation
    public var statusBarOrientation: InterfaceOrientation
    public var safeArea: Insets
    /// The size argument of viewWillTransitionToSize (the view's size after the transition);
    /// zero for other callbacks.
    public var size: Size = .zero
}

public enum Callback: String, Hashable, Sendable, CaseIterable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, viewDidLayoutSubviews
    case willMoveToParent, didMoveToParent
    case willRotate, willAnimateRotation, didRotate
    case willTransitionToTraitCollection, viewWillTransitionToSize, transitionCompletion
    case shouldAutorotateToInterfaceOrientation
    /// L6: after a size class changed: traitCollectionDidChange (iOS 8–16), the registered
    /// trait-change handlers (iOS ≥ 17).
    case traitCollectionDidChange, traitChangeHandler
}
