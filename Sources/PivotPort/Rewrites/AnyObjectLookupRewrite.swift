// Objective-C lets Swift call any Objective-C member on an `AnyObject` (the result an implicitly
// unwrapped optional): `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as AnyObject).cgRectValue`,
// `(info["CFBundleIconFiles"] as AnyObject).object(at: 0)`, `item.topAnchor` for an `item: AnyObject`
// parameter. Linux has no such lookup. The receiver is handed to PivotUIKit's `PivotAnyObject`,
// which answers the members such code reaches for (NSValue's and NSNumber's values, an array's
// and a dictionary's elements, layout anchors); other members are reported.

enum AnyObjectLookupRewrite {
    /// The members `PivotAnyObject` answers.
    static let members: Set<String> = [
        "cgRectValue", "cgPointValue", "cgSizeValue",
        "doubleValue", "floatValue", "intValue", "integerValue", "boolValue", "stringValue",
        "object", "firstObject", "lastObject", "count",
        "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor",
        "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor",
    ]

    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        var done: Set<Int> = []
        // `(… as AnyObject).member`
        for close in 0..<file.count where file.is(close, ")") && file.is(close - 1, "AnyObject") && file.is(close - 2, "as")
            && file.is(close + 1, ".") {
            let open = file.partner[close]
            guard open >= 0, open < close, !isCall(file, open), let member = file.name(close + 2) else { continue }
            wrap(&rewrite, receiver: open, end: close, member: member, at: close + 2)
            done.insert(open)
        }
        // `name.member` in the body of a function that takes `name: AnyObject`.
        for (name, body) in anyObjectParameters(file) {
            // Up to where the body binds the name again (`if let object = object as? Constraint`).
            let rebound = (body.lowerBound + 1..<body.upperBound).first {
                file.name($0) == name && (file.is($0 - 1, "let") || file.is($0 - 1, "var"))
            } ?? body.upperBound
            for i in body.lowerBound + 1..<rebound where file.name(i) == name && !file.is(i - 1, ".")
                && file.is(i + 1, ".") && file.touching(i) && !done.contains(i) {
                guard let member = file.name(i + 2) else { continue }
                wrap(&rewrite, receiver: i, end: i, member: member, at: i + 2)
            }
        }
    }

    static func wrap(_ rewrite: inout FileRewrite, receiver first: Int, end last: Int, member: String, at memberIndex: Int) {
        let file = rewrite.source
        let written = file.text(from: file.token(first).start, to: file.token(memberIndex).end)
        guard members.contains(member) else {
            rewrite.warn(file.token(memberIndex).start, "'\(written)': Objective-C's member lookup on AnyObject does not exist on Linux, and PivotAnyObject does not answer '\(member)'; left as it is")
            return
        }
        if file.is(first, "(") {
            rewrite.insert("PivotAnyObject", at: file.token(first).start)
        } else {
            rewrite.insert("PivotAnyObject(", at: file.token(first).start)
            rewrite.insert(")", at: file.token(last).end)
        }
        rewrite.note(file.token(first).start, "'\(written)': Objective-C's member lookup on AnyObject → PivotAnyObject(…).\(member), which answers it as the object's class does (nil where it has no such member)")
    }

    /// Whether the parenthesis at `open` calls something (`f(`, `x[0](`) rather than groups.
    static func isCall(_ file: SourceFile, _ open: Int) -> Bool {
        guard open > 0, file.touching(open - 1) else { return false }
        if file.kind(open - 1) == .identifier { return !["return", "in", "as", "is", "try", "await", "throw"].contains(file.text(open - 1)) }
        return file.is(open - 1, ")") || file.is(open - 1, "]") || file.is(open - 1, "?") || file.is(open - 1, "!") || file.is(open - 1, ">")
    }

    /// Each `name: AnyObject` parameter of a `func` or `init` (not an optional one) with the
    /// code indices of its body's braces.
    static func anyObjectParameters(_ file: SourceFile) -> [(String, ClosedRange<Int>)] {
        var found: [(String, ClosedRange<Int>)] = []
        for keyword in 0..<file.count where (file.is(keyword, "func") || file.is(keyword, "init")) && file.kind(keyword) == .identifier {
            var open = keyword + 1
            while open < file.count && !file.is(open, "(") && !file.is(open, "{") && open < keyword + 40 { open += 1 }
            guard file.is(open, "("), file.partner[open] > open else { continue }
            let close = file.partner[open]
            var brace = close + 1
            while brace < file.count && !file.is(brace, "{") && !file.is(brace, "}") && !file.is(brace, ";") { brace += 1 }
            guard file.is(brace, "{"), file.partner[brace] > brace else { continue }
            for colon in open + 1..<close where file.is(colon, ":") && file.is(colon + 1, "AnyObject")
                && (file.is(colon + 2, ",") || colon + 2 == close) {
                if let name = file.name(colon - 1), name != "_" { found.append((name, brace...file.partner[brace])) }
            }
        }
        return found
    }
}
