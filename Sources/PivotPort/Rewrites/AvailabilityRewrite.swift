// Version checks ask the modelled app, not the build machine: `#available(iOS 13.0, *)` →
// `available(iOS: 13)` (on Linux `#available` is always true). `#if` conditions about the
// platform are answered for iOS: `os(iOS)` and `canImport(UIKit)` hold.

enum AvailabilityRewrite {
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where (file.is(i, "#available") || file.is(i, "#unavailable")) && file.is(i + 1, "(") {
            let close = file.partner[i + 1]
            guard close > i else { continue }
            let negated = file.is(i, "#unavailable")
            let at = file.token(i).start
            let written = file.text(from: at, to: file.token(close).end)
            var version: (major: Int, minor: Int)? = nil
            var j = i + 2
            while j < close {
                if let platform = file.name(j), platform == "iOS" || platform == "iOSApplicationExtension",
                   file.kind(j + 1) == .number {
                    let parts = file.text(j + 1).split(separator: ".").map { Int($0) ?? 0 }
                    version = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
                    break
                }
                j += 1
            }
            let replacement: String
            if let version {
                let call = version.minor == 0 ? "available(iOS: \(version.major))" : "available(iOS: \(version.major), \(version.minor))"
                replacement = (negated ? "!" : "") + call
                rewrite.note(at, "'\(written)' → '\(replacement)': the modelled app's iOS version answers")
            } else {
                // No iOS entry: `*` makes every other platform, iOS included, available.
                replacement = negated ? "false" : "true"
                rewrite.warn(at, "'\(written)' names no iOS version; on iOS it holds (the '*'), so it is written as '\(replacement)'")
            }
            rewrite.replace(tokens: i, close, with: replacement)
        }
    }
}

enum ConditionRewrite {
    /// Conditions the Linux build answers as an iOS build would (the others already agree:
    /// `os(macOS)`, `os(tvOS)` and the rest are false on Linux as on iOS).
    static let holdOnIOS: [String: Set<String>] = [
        "os": ["iOS"],
        "canImport": ["UIKit", "QuartzCore", "CoreGraphics", "ObjectiveC", "Foundation", "Dispatch", "Darwin", "CoreFoundation"],
    ]
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where file.is(i, "#if") || file.is(i, "#elseif") {
            var j = i + 1
            while j < file.count && !file.lineBreakBefore[j] {
                guard let function = file.name(j), file.is(j + 1, "("), file.touching(j) else { j += 1; continue }
                let close = file.partner[j + 1]
                guard close > j else { j += 1; continue }
                let argument = file.text(from: file.token(j + 2).start, to: file.token(close - 1).end)
                let module = String(argument.split(separator: ".").first ?? "")
                let written = file.text(from: file.token(j).start, to: file.token(close).end)
                let at = file.token(j).start
                if holdOnIOS[function]?.contains(module) ?? false {
                    rewrite.replace(tokens: j, close, with: "true")
                    rewrite.note(at, "'\(written)' → 'true': the port builds the library's iOS code")
                } else if function == "targetEnvironment" && argument == "macCatalyst" {
                    rewrite.note(at, "'\(written)' left as it is: false on Linux, as on an iPhone")
                } else if function == "targetEnvironment" && argument == "simulator" {
                    rewrite.note(at, "'\(written)' left as it is: false on Linux, as on a device")
                } else if function == "arch" {
                    rewrite.warn(at, "'\(written)' answers for the build machine, not an iOS device")
                }
                j = close + 1
            }
        }
    }
}
