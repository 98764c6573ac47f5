// What a test says it receives: a notification, a controller callback, a console line or a
// crash. Each prints two ways: in trace syntax for failure diffs, and as the Swift call that
// receives it for "To fix" lines.

import Pivot
import PivotTrace

public struct ExpectedEffect: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case notification(NotificationName, sender: String?, orientation: InterfaceOrientation?)
        case callback(controller: String, Callback, CallbackValues)
        case log(String)
        case crash(name: String?, reason: String?)
    }
    let kind: Kind

    /// A notification UIKit posted; `sender` names its poster as traces do (`UIDevice`,
    /// `UIApplication`, a window, `keyboard`), `orientation` its status bar user info.
    public static func notification(_ name: NotificationName, sender: String? = nil,
                                    orientation: InterfaceOrientation? = nil) -> Self {
        Self(kind: .notification(name, sender: sender, orientation: orientation))
    }

    /// A controller callback, by the controller's name; the values given must be those the
    /// controller read in the callback (its view's bounds, its interface and status bar
    /// orientations, its safe area).
    public static func callback(_ controller: String, _ callback: Callback, bounds: Size? = nil,
                                orientation: InterfaceOrientation? = nil, statusBar: InterfaceOrientation? = nil,
                                safeArea: Insets? = nil) -> Self {
        Self(kind: .callback(controller: controller, callback, CallbackValues(
            bounds: bounds, orientation: orientation, statusBar: statusBar, safeArea: safeArea)))
    }

    /// A console line containing `text`.
    public static func log(_ text: String) -> Self { Self(kind: .log(text)) }

    /// A modelled UIKit exception, whatever its name.
    public static let crash = Self(kind: .crash(name: nil, reason: nil))

    /// A modelled UIKit exception with this name, and a reason containing `reason`.
    public static func crash(_ name: String, reason: String? = nil) -> Self {
        Self(kind: .crash(name: name, reason: reason))
    }

    /// Trace syntax, as `expect events` writes items: `post:NAME`, `home.viewDidAppear`.
    public var description: String {
        switch kind {
        case .notification(let name, let sender, let orientation):
            var details: [String] = []
            if let sender { details.append("sender \(sender)") }
            if let orientation { details.append("orientation \(orientation.name)") }
            return "post:\(name.rawValue)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
        case .callback(let controller, let callback, let values):
            return "\(controller).\(callback.rawValue)" + (values.isEmpty ? "" : " (\(values.words.joined(separator: ", ")))")
        case .log(let text): return "log \(TraceSyntax.quoted(text))"
        case .crash(let name, let reason):
            return "crash" + (name.map { " \($0)" } ?? "") + (reason.map { " \(TraceSyntax.quoted($0))" } ?? "")
        }
    }

    /// The Swift expression that builds this value.
    var swift: String {
        switch kind {
        case .notification(let name, let sender, let orientation):
            var arguments = [".\(name)"]
            if let sender { arguments.append("sender: \(sender.debugDescription)") }
            if let orientation { arguments.append("orientation: .\(orientation.name)") }
            return ".notification(\(arguments.joined(separator: ", ")))"
        case .callback(let controller, let callback, let values):
            return ".callback(" + ([controller.debugDescription, ".\(callback.rawValue)"] + values.arguments).joined(separator: ", ") + ")"
        case .log(let text): return ".log(\(text.debugDescription))"
        case .crash(nil, _): return ".crash"
        case .crash(let name?, let reason):
            return ".crash(\(name.debugDescription)" + (reason.map { ", reason: \($0.debugDescription)" } ?? "") + ")"
        }
    }
}

/// The values a callback may be asked to have read; nil ones are not checked.
struct CallbackValues: Sendable, Hashable {
    var bounds: Size?
    var orientation: InterfaceOrientation?
    var statusBar: InterfaceOrientation?
    var safeArea: Insets?

    var isEmpty: Bool { self == CallbackValues() }

    func matches(_ record: CallbackRecord) -> Bool {
        (bounds.map { $0 == record.bounds } ?? true) && (orientation.map { $0 == record.orientation } ?? true)
            && (statusBar.map { $0 == record.statusBarOrientation } ?? true) && (safeArea.map { $0 == record.safeArea } ?? true)
    }

    /// The values a record has, for those this one asks about.
    func read(from record: CallbackRecord) -> CallbackValues {
        CallbackValues(bounds: bounds.map { _ in record.bounds }, orientation: orientation.map { _ in record.orientation },
                       statusBar: statusBar.map { _ in record.statusBarOrientation }, safeArea: safeArea.map { _ in record.safeArea })
    }

    /// As a timeline writes them: `bounds=375x812`.
    var words: [String] {
        var words: [String] = []
        if let bounds { words.append("bounds=\(bounds)") }
        if let orientation { words.append("orientation=\(orientation.name)") }
        if let statusBar { words.append("statusbar=\(statusBar.name)") }
        if let safeArea { words.append("safearea=\(safeArea)") }
        return words
    }

    var arguments: [String] {
        var arguments: [String] = []
        if let bounds { arguments.append("bounds: Size(\(formatNumber(bounds.width)), \(formatNumber(bounds.height)))") }
        if let orientation { arguments.append("orientation: .\(orientation.name)") }
        if let statusBar { arguments.append("statusBar: .\(statusBar.name)") }
        if let safeArea {
            arguments.append("safeArea: Insets(\([safeArea.top, safeArea.left, safeArea.bottom, safeArea.right].map(formatNumber).joined(separator: ", ")))")
        }
        return arguments
    }
}

/// An effect a step caused that a test may receive, with the call that caused it.
struct PendingEffect: Sendable {
    var effect: Effect
    var cause: CallSite
}

extension World {
    /// Whether the harness holds this effect for a test to receive: UIKit's internal
    /// bookkeeping (controllers asked, state changes, rejections) is not.
    static func isReceivable(_ effect: Effect) -> Bool {
        switch effect {
        case .posted, .callback, .log, .crash: true
        case .asked, .changed, .rejected, .lifecycle: false
        }
    }

    /// The effect as a test would write it. A notification's sender shows when it is a window
    /// (UIKit's own senders go with the name), and its details also when `like` asks for them,
    /// so that a diff against `like` compares the same things.
    func expected(_ effect: Effect, like reference: ExpectedEffect? = nil) -> ExpectedEffect {
        switch effect {
        case .posted(let n):
            var sender: String? = nil, orientation: InterfaceOrientation? = nil
            if case .window = n.sender { sender = senderName(n.sender) }
            if case .notification(_, let wantedSender, let wantedOrientation)? = reference?.kind {
                if wantedSender != nil { sender = senderName(n.sender) }
                if wantedOrientation != nil { orientation = n.orientation }
            }
            return .notification(n.name, sender: sender, orientation: orientation)
        case .callback(let record):
            var values = CallbackValues()
            if case .callback(_, _, let wanted)? = reference?.kind { values = wanted.read(from: record) }
            return ExpectedEffect(kind: .callback(controller: self[record.controller].name, record.callback, values))
        case .log(let line): return .log(line.string)
        case .crash(let crash): return .crash(crash.name, reason: crash.reason)
        case .asked, .changed, .rejected, .lifecycle: return .log("")
        }
    }

    /// Whether an effect is what the test expected.
    func matches(_ effect: Effect, _ expected: ExpectedEffect) -> Bool {
        switch (expected.kind, effect) {
        case (.notification(let name, let sender, let orientation), .posted(let n)):
            return n.name == name && (sender.map { senderName(n.sender) == $0 } ?? true)
                && (orientation.map { n.orientation == $0 } ?? true)
        case (.callback(let controller, let callback, let values), .callback(let record)):
            return record.callback == callback && self[record.controller].name == controller && values.matches(record)
        case (.log(let text), .log(let line)):
            return text.isEmpty || line.string.contains(text)
        case (.crash(let name, let reason), .crash(let crash)):
            return (name.map { crash.name == $0 } ?? true) && (reason.map { crash.reason.contains($0) } ?? true)
        default:
            return false
        }
    }
}
