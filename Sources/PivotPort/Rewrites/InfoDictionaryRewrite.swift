// Foundation's `Bundle` cannot be told about a modelled app on Linux: reading the Info.plist goes
// through PivotUIKit's `modelledInfoDictionary` and `modelledObject(forInfoDictionaryKey:)`,
// which answer the modelled app's keys for the main bundle and the bundle's own for any other.

enum InfoDictionaryRewrite {
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 1..<max(1, file.count) where file.is(i - 1, ".") {
            if file.is(i, "infoDictionary") {
                rewrite.replace(tokens: i, i, with: "modelledInfoDictionary")
                rewrite.note(file.token(i).start, "'infoDictionary' → 'modelledInfoDictionary': the modelled app's Info.plist")
            } else if file.is(i, "object"), file.is(i + 1, "("), file.is(i + 2, "forInfoDictionaryKey") {
                rewrite.replace(tokens: i, i, with: "modelledObject")
                rewrite.note(file.token(i).start, "'object(forInfoDictionaryKey:)' → 'modelledObject(forInfoDictionaryKey:)': the modelled app's Info.plist")
            }
        }
    }
}
