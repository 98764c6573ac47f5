// Trace text for harness tests: the usual starts, so that a test shows only what it is about.
import PivotTesting

/// A launched app: `home` (with `home` options) as the root of the key window `main`, then
/// `more` lines before `launch`.
func mainApp(_ device: String, ios: String, plist: String? = nil, home: String = "", _ more: String = "") -> String {
    """
    device \(device)
    ios \(ios)
    \(plist.map { "plist \($0)" } ?? "")
    controller home \(home)
    window main root=home
    show main key
    \(more)
    launch
    """
}

/// A navigation controller with a hidden bar holding A (and B declared), on iPhone X with iOS 11 (SPEC L1).
/// Seed 002's push log: its controllers override no trait callback (SPEC L8).
let navigationApp = """
    device iPhoneX
    ios 11.0
    controller A trait-callback=none
    controller B trait-callback=none
    controller nav kind=navigation children=A navbar=hidden
    window main root=nav
    show main key
    launch
    """

extension TestApp {
    /// Receives each of these callbacks in order, skipping what comes between (in a relaxed app).
    func receive(calls: [(String, Callback)], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                 line: UInt = #line, column: UInt = #column) {
        for (controller, callback) in calls {
            receive(.callback(controller, callback), fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

extension ExpectedEffect {
    /// An item as `expect events` writes it: `post:NAME` or `controller.callback`.
    init(item: String) {
        if item.hasPrefix("post:"), let name = NotificationName(rawValue: String(item.dropFirst(5))) {
            self = .notification(name)
        } else if let dot = item.firstIndex(of: "."), let callback = Callback(rawValue: String(item[item.index(after: dot)...])) {
            self = .callback(String(item[..<dot]), callback)
        } else {
            self = .log("unreadable test item \(item)")
        }
    }
}

extension TestApp {
    /// Receives these `expect events` items, in order.
    func receive(items: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                 line: UInt = #line, column: UInt = #column) {
        for item in items { receive(ExpectedEffect(item: item), fileID: fileID, filePath: filePath, line: line, column: column) }
    }
}
