// Everything that can happen to an app: declarations and events (TRACE-FORMAT). Names refer to
// windows, controllers and views; the world resolves them.

/// One controller option, as in a trace's `controller` or `set` statement.
public enum ControllerSetting: Hashable, Sendable {
    case kind(ControllerKind)
    case supports(OrientationMask)
    case autorotate(Bool)
    case preferred(InterfaceOrientation)
    case statusBar(StatusBarPreference)
    case forwards(Bool)
    case dismissFix(Bool)
    case children([String])
    case selected(String)
    case navigationBarHidden(Bool)
    case legacy(Bool)
    case additionalInsets(Insets)
    case swapFix(Bool)
    case statusBarChild(Bool)
    case statusBarStyle(StatusBarStyle)
    case styleChild(Bool)
    case autoForward(Bool)
    /// prefersInterfaceOrientationLocked (iOS ≥ 26, P3).
    case orientationLocked(Bool)
    /// Relays answers to a window's decider (nil: relays nothing), and which answers.
    case relay(String?)
    case relays(RelayedAnswers)
    /// The popover presentation's sourceView or barButtonItem (A14).
    case popoverSource(PopoverSource)
    /// The class name UIKit's messages print (A3).
    case className(String)
    /// Which trait callback it overrides (L6).
    case traitCallback(TraitCallbackOverride)
    /// modalPresentationCapturesStatusBarAppearance (S8).
    case capturesStatusBar(Bool)
    /// The presentation controller of its custom presentations (S8, A13).
    case presentationController(PresentationControllerKind)
    /// A split controller's preferredDisplayMode.
    case displayMode(SplitDisplayMode)
    /// The presentation delegate's adaptivePresentationStyle answer (A17).
    case adaptive(AdaptiveAnswer)
    /// The app read presentationController before presenting it (A6).
    case presentationControllerRead(Bool)
}

public struct WindowSpec: Hashable, Sendable {
    public var name: String
    public var level: Double = WindowLevel.normal
    public var root: String? = nil
    public var hasScene = false
    public var frame: Rect? = nil
    public var affectsStatusBar = true
    public var isDelegateWindow = false
    public init(name: String) { self.name = name }
}

public struct ViewSpec: Hashable, Sendable {
    public var name: String
    /// A window, controller or view name.
    public var parent: String
    public var frame: Rect
    public var z: Double = 0
    public var alpha: Double = 1
    public var hidden = false
    public var interactive = true
    public var rotation: Double = 0
    public var scale: Double = 1
    public var clips = false
    public var fill: ViewFill = .none
    public init(name: String, parent: String, frame: Rect) { self.name = name; self.parent = parent; self.frame = frame }
}

/// The forcing hacks of SPEC A9.
public enum ForceMethod: Hashable, Sendable {
    case kvc(DeviceOrientation)
    case invocation(DeviceOrientation)
    case statusBar(InterfaceOrientation)
}

extension Event {
    /// Declarations say what exists; they are not steps (nothing happens on screen).
    public var isDeclaration: Bool {
        switch self {
        case .declareController, .defineAction, .react: true
        default: false
        }
    }

    /// A declaration or a new view: it adds what exists and moves nothing already there.
    var onlyDeclares: Bool {
        if case .addView = self { return true }
        return isDeclaration
    }
}

public enum Event: Hashable, Sendable {
    case declareController(String, [ControllerSetting])
    // Boxed: these two are 3 times the size of any other event, and a parsed trace holds one
    // Event per statement, so they would set the size of all of them.
    indirect case createWindow(WindowSpec)
    /// A library's action: a named sequence of events that happens as one step (`do NAME`).
    /// Declared, not a step.
    indirect case defineAction(String, [Event])
    /// Runs an action: its events in order, as one step; one the world refuses is left out, as
    /// the library's own guard (`if window == nil`) would skip it.
    case perform(String)
    /// The library sets a view's geometry (its frame, transform, alpha, visibility, fill).
    indirect case layoutView(String, ViewChange)
    /// A library's observer: when the notification is posted, the action runs, in posting
    /// order, within the step that posted it. Declared, not a step.
    case react(NotificationName, action: String)
    /// The app lets a window go (hidden, root gone, out of the windows list); its name may be
    /// created again.
    case releaseWindow(String)
    indirect case addView(ViewSpec)
    /// The app delegate's per-window mask (A2); window nil stands for every window.
    case delegateMask(window: String?, OrientationMask)

    case launch
    case show(String, key: Bool)
    case makeKey(String)
    case hide(String)
    case setLevel(String, Double)
    case setRoot(String, String?)
    case rotate(DeviceOrientation)
    case lock(Bool)
    case present(String, from: String, style: PresentationStyle, animated: Bool)
    case dismiss(String)
    case push(String, on: String)
    case pop(String)
    case select(tabbar: String, child: String)
    case configure(String, [ControllerSetting])
    case force(ForceMethod)
    case requestGeometry(window: String, OrientationMask)
    case updateOrientations(String)
    /// setNeedsUpdateOfPrefersInterfaceOrientationLocked (iOS ≥ 26, P3).
    case updateOrientationLock(String)
    /// Resizes a resizable app's window (iPadOS 26, P2).
    case resize(String, Size)
    /// The app sets a window's frame after making it (`window.frame = …`, W8).
    case setWindowFrame(String, Rect)
    /// The app gives a window made without a scene the app's scene (`window.windowScene = …`, W5).
    case attachScene(String)
    /// Puts a multitasking iPad app in Split View or Slide Over (iOS 9–18, A15).
    case multitask(MultitaskMode)
    /// The scene delegate's per-scene mask (iOS 27, P4); nil takes it back.
    case sceneMask(OrientationMask?)
    case attemptRotation
    case setStatusBarHidden(Bool)
    /// The app's own status bar style (global appearance, S7).
    case setStatusBarStyle(StatusBarStyle)
    case statusBarUpdate(String)
    case inCall(Bool)
    case keyboard(shown: Bool)
    /// K4: the user moves an iPad's keyboard: undocks, splits, floats or docks it, by the
    /// keyboard button's menu or by a gesture.
    case keyboardMode(KeyboardMode, gesture: Bool)
    case deviceNotifications(begin: Bool)
    case swapFault(Bool)
    /// The app goes to the background and comes back (L7).
    case background, foreground
    case wait(milliseconds: Int)
}
