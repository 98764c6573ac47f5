// Which `#if` clauses the ported build compiles, as far as the port can tell: `os(iOS)` and
// `canImport(UIKit)` hold (the port makes them true), the other platforms and the frameworks
// Linux lacks do not, and what depends on the build machine (`arch`, custom flags) is unknown.
// A rewrite that must skip code the build never sees (a SwiftUI view under `#if os(visionOS)`)
// asks here; where the answer is unknown it treats the code as compiled.

struct ActiveClauses {
    /// For each clause of `Conditionals`: true compiled, false not, nil unknown.
    private(set) var active: [Bool?] = []
    let conditionals: Conditionals

    static let absentModules: Set<String> = ["SwiftUI", "Combine", "AppKit", "Cocoa", "WatchKit", "Accelerate"]

    init(_ conditionals: Conditionals) {
        self.conditionals = conditionals
        for index in conditionals.conditions.indices {
            let condition = conditionals.conditions[index]
            var earlierHeld: Bool? = false
            var at = conditionals.previous[index]
            while at >= 0 {
                let held = Self.evaluate(conditionals.conditions[at])
                earlierHeld = Self.or(earlierHeld, held)
                at = conditionals.previous[at]
            }
            let own: Bool? = condition == "else" ? true : Self.evaluate(condition)
            active.append(Self.and(Self.not(earlierHeld), own))
        }
    }

    /// Whether code token `i` is compiled: false when some clause around it is known not to be.
    func compiled(_ i: Int) -> Bool {
        var at = Int(conditionals.clause[i])
        var steps = 0
        while at >= 0 && steps < 64 {
            if active[at] == false { return false }
            at = conditionals.parents[at]
            steps += 1
        }
        return true
    }

    // MARK: Three-valued conditions

    static func evaluate(_ condition: String) -> Bool? {
        let bytes = Array(condition.utf8)
        let words = Lexer.tokens(bytes).filter { $0.kind != .comment }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        var parser = ConditionParser(words: words)
        let value = parser.disjunction()
        return parser.at == words.count ? value : nil
    }

    static func not(_ a: Bool?) -> Bool? { a.map { !$0 } }
    static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == false || b == false { return false }
        return a == true && b == true ? true : nil
    }
    static func or(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == true || b == true { return true }
        return a == false && b == false ? false : nil
    }

    /// `name(argument)` as the ported iOS build answers it on Linux.
    static func atom(_ name: String, _ argument: String) -> Bool? {
        switch name {
        case "os": argument == "iOS"
        case "canImport":
            ImportRewrite.partialStandIns[argument] != nil ? false
                : ImportRewrite.replaced.contains(argument) ? true : absentModules.contains(argument) ? false : nil
        case "targetEnvironment": false
        case "swift", "compiler", "hasFeature", "hasAttribute": true
        default: nil
        }
    }
}

/// A recursive-descent reader of a condition's words: `||`, `&&`, `!`, parentheses, atoms.
private struct ConditionParser {
    let words: [String]
    var at = 0

    mutating func disjunction() -> Bool? {
        var value = conjunction()
        while at < words.count && words[at] == "||" { at += 1; value = ActiveClauses.or(value, conjunction()) }
        return value
    }

    mutating func conjunction() -> Bool? {
        var value = factor()
        while at < words.count && words[at] == "&&" { at += 1; value = ActiveClauses.and(value, factor()) }
        return value
    }

    mutating func factor() -> Bool? {
        guard at < words.count else { return nil }
        let word = words[at]
        at += 1
        switch word {
        case "!": return ActiveClauses.not(factor())
        case "(":
            let value = disjunction()
            if at < words.count && words[at] == ")" { at += 1 }
            return value
        case "true": return true
        case "false": return false
        default:
            guard at < words.count, words[at] == "(" else { return nil }
            var argument = ""
            at += 1
            while at < words.count && words[at] != ")" { argument += words[at]; at += 1 }
            at += 1
            return ActiveClauses.atom(word, argument)
        }
    }
}
