// `Bundle.module` exists only in a target with resources; the ported target has none (nibs and
// images decide nothing about windows), so it reads the main bundle, where lookups find nothing.

enum ResourceRewrite {
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where file.is(i, "Bundle") && file.is(i + 1, ".") && file.is(i + 2, "module")
            && file.touching(i) && file.touching(i + 1) && !file.is(i - 1, ".") {
            rewrite.replace(tokens: i + 2, i + 2, with: "main")
            rewrite.warn(file.token(i).start, "'Bundle.module' → 'Bundle.main': the ported target bundles no resources; a nib or image looked up there is missing")
        }
    }
}
