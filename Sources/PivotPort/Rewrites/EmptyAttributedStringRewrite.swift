// `NSMutableAttributedString()` and `NSAttributedString()`: Foundation on Linux makes attributed
// strings only from a string (and Swift cannot add `init()` beside NSObject's), so the empty one
// is written `(string: "")`, which is what UIKit's empty one holds.

enum EmptyAttributedStringRewrite {
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where (file.is(i, "NSMutableAttributedString") || file.is(i, "NSAttributedString"))
            && !file.is(i - 1, ".") && file.touching(i) && file.is(i + 1, "(") && file.is(i + 2, ")") {
            rewrite.replace(tokens: i + 1, i + 2, with: "(string: \"\")")
            rewrite.note(file.token(i).start, "'\(file.text(i))()' → '\(file.text(i))(string: \"\")': Foundation on Linux has no empty initialiser")
        }
    }
}
