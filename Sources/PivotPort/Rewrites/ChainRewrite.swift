// Optional chains that were double because the member was an optional Objective-C requirement:
// `delegate?.window??.rootViewController` (UIApplicationDelegate's `window`) and
// `delegate?.toastDidHide?(toast)` (the set's own optional requirements, now plain).

enum ChainRewrite {
    static func apply(_ rewrite: inout FileRewrite, _ context: PortContext) {
        let file = rewrite.source
        var i = 1
        while i + 2 < file.count {
            defer { i += 1 }
            guard file.is(i - 1, "."), let name = file.name(i), file.touching(i) else { continue }
            let mark = i + 1
            if name == "window", file.kind(mark) == .question, file.touching(mark), file.kind(mark + 1) == .question,
               file.touching(mark + 1), file.is(mark + 2, ".") || file.is(mark + 2, "!"), isAfterDelegate(file, i) {
                rewrite.replace(tokens: mark, mark + 1, with: "?")
                rewrite.note(file.token(mark).start, "'window??' → 'window?': PivotUIKit's app delegate window is a plain optional property")
            } else if context.optionalNames.contains(name), file.kind(mark) == .question || file.kind(mark) == .bang,
                      file.touching(mark), file.is(mark + 1, "(") {
                rewrite.replace(tokens: mark, mark, with: "")
                rewrite.note(file.token(mark).start, "'\(name)\(file.text(mark))(' → '\(name)(': the optional requirement is plain, with a default")
            }
        }
    }

    /// Whether the `.window` at `i` is read from an optional delegate (`delegate?.window`).
    static func isAfterDelegate(_ file: SourceFile, _ i: Int) -> Bool {
        (file.kind(i - 2) == .question || file.kind(i - 2) == .bang) && (file.name(i - 3).map { $0 == "delegate" || $0.hasSuffix("Delegate") } ?? false)
    }
}
