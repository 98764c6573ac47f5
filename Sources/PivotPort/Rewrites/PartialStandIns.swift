// Frameworks PivotUIKit stands in for in part: their imports are rewritten as UIKit's are
// (`ImportRewrite`), and each note says what of the framework PivotUIKit has, and how it behaves.
// `#if canImport(Accelerate)` is left as written, false on Linux: code behind it may use the rest.

extension ImportRewrite {
    static let partialStandIns: [String: String] = [
        "Accelerate": "PivotUIKit has vImage's buffers and convolutions, inert: a blur copies its source unblurred",
        "CoreText": "PivotUIKit has Core Text's framesetter, measured by its text metric, and its font manager",
        "AVFoundation": "PivotUIKit has an audio player and system sounds, inert: nothing is heard",
        "AudioToolbox": "PivotUIKit has system sounds, inert: nothing is heard",
    ]

    /// What a note on importing `module` adds: the part PivotUIKit stands in for, if partial.
    static func standInNote(_ module: String) -> String { partialStandIns[module].map { " (\($0))" } ?? "" }
}
