// The fix a why implies, said on the pages where the why is (issue 37): where the interface or
// the status bar follows a window whose root controller answers UIKit's questions itself (A5,
// S2) while the app has another window with a root, the fix the README gives is that controller
// relaying them to the app's window, as PKHUD's and SwiftMessages' window controllers do.

import Foundation
import Pivot

package enum RelayFix {
    /// The suggestion, or nil where the why names no such window.
    /// - Parameters:
    ///   - trace: the trace the why is about, as printed (one statement a line).
    ///   - why: the why's lines, `#` comments or notes.
    package static func suggestion(trace: String, why: [String]) -> String? {
        guard let followed = why.lazy.compactMap(followedWindow).first else { return nil }
        var roots: [(window: String, controller: String)] = []
        var relaying: Set<String> = []
        for line in trace.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first, words.count >= 2 else { continue }
            switch first {
            case "controller" where words.contains(where: { $0.hasPrefix("relay=") || $0.hasPrefix("relays=") }):
                relaying.insert(words[1])
            case "window":
                if let root = words.first(where: { $0.hasPrefix("root=") }) { roots.append((words[1], String(root.dropFirst(5)))) }
            case "root" where words.count >= 3:
                roots.append((words[1], words[2]))
            default: break
            }
        }
        guard let decider = roots.last(where: { $0.window == followed })?.controller, !relaying.contains(decider),
              let host = roots.first(where: { $0.window != followed })?.window else { return nil }
        return "The fix this why implies, if \(followed) is an overlay that should leave the app alone: `controller \(decider) "
            + "relay=\(host)`. Then \(decider) relays UIKit's questions (supported orientations, shouldAutorotate, the status bar) "
            + "to \(host)'s top controller, as PKHUD's and SwiftMessages' window controllers do; "
            + "`relays=\(RelayedAnswers.named.map(\.0).joined(separator: "|"))` relays those named and answers the rest itself "
            + "(README: Finding the sequence that breaks an overlay)."
    }

    /// The window a why line says the interface or the status bar follows.
    static func followedWindow(_ line: String) -> String? {
        for phrase in ["it follows ", "its appearance follows "] {
            guard let range = line.range(of: phrase), line.contains("why the") else { continue }
            let name = line[range.upperBound...].prefix { $0 != "," && $0 != " " && $0 != ":" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }
}
