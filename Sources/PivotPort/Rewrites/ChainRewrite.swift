// Optional chains that were double because the member was an optional Objective-C requirement:
// `delegate?.window??.rootViewController` and `delegate!.window!!` (UIApplicationDelegate's `window`) and
// `delegate?.toastDidHide?(toast)` (the set's own optional requirements, now plain).

enum ChainRewrite {
    static func apply(_ rewrite: inout FileRewrite, _ context: PortContext) {
        let file = rewrite.source
        var i = 1
        while i + 2 < file.count {
            defer { i += 1 }
            guard file.is(i - 1, "."), let name = file.name(i) else { continue }
            let mark = i + 1
            if name == "window", file.touching(i), file.kind(mark) == .question, file.touching(mark), file.kind(mark + 1) == .question,
               file.touching(mark + 1), file.is(mark + 2, ".") || file.is(mark + 2, "!"), isAfterDelegate(file, i) {
                rewrite.replace(tokens: mark, mark + 1, with: "?")
                rewrite.note(file.token(mark).start, "'window??' → 'window?': PivotUIKit's app delegate window is a plain optional property")
            } else if name == "window", file.touching(i), file.kind(mark) == .bang, file.touching(mark), file.kind(mark + 1) == .bang,
                      isAfterDelegate(file, i) {
                rewrite.replace(tokens: mark, mark + 1, with: "!")
                rewrite.note(file.token(mark).start, "'window!!' → 'window!': PivotUIKit's app delegate window is a plain optional property")
            } else if name == "window", isAfterDelegate(file, i), !(file.touching(i) && [.question, .bang].contains(file.kind(mark))),
                      let start = appDelegateChainStart(file, i - 3) {
                // Bare, it is `UIWindow??` on iOS (`if let w = …delegate?.window` then `w?.x`): kept so.
                rewrite.insert("(", at: file.token(start).start)
                rewrite.insert(" as UIWindow??)", at: file.token(i).end)
                rewrite.note(file.token(i).start, "'delegate?.window' read as 'UIWindow??', as UIKit types it (an optional requirement)")
            } else if context.optionalNames.contains(name), file.touching(i), file.kind(mark) == .question || file.kind(mark) == .bang,
                      file.touching(mark), file.is(mark + 1, "(") {
                rewrite.replace(tokens: mark, mark, with: "")
                rewrite.note(file.token(mark).start, "'\(name)\(file.text(mark))(' → '\(name)(': the optional requirement is plain, with a default")
            }
        }
    }

    /// The first token of `UIApplication.shared.delegate` or `application.delegate` ending at the
    /// `delegate` at `i`; nil for another receiver (a library's own delegate may have a plain window).
    static func appDelegateChainStart(_ file: SourceFile, _ i: Int) -> Int? {
        guard file.is(i, "delegate"), file.is(i - 1, "."), let owner = file.name(i - 2),
              owner == "shared" || owner.lowercased().hasSuffix("application") || owner == "app" else { return nil }
        var start = i - 2
        while file.is(start - 1, "."), file.kind(start - 2) == .identifier { start -= 2 }
        return start
    }

    /// Whether the `.window` at `i` is read from an optional delegate (`delegate?.window`).
    static func isAfterDelegate(_ file: SourceFile, _ i: Int) -> Bool {
        (file.kind(i - 2) == .question || file.kind(i - 2) == .bang) && (file.name(i - 3).map { $0 == "delegate" || $0.hasSuffix("Delegate") } ?? false)
    }
}
