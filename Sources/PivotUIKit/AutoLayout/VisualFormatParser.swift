// The parser of Auto Layout's visual format language, Apple's grammar (Auto Layout Guide,
// "Visual Format Language"):
//
//   format     ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
//   orientation ::= 'H' | 'V'            superview ::= '|'
//   view       ::= '[' viewName ('(' predicate (',' predicate)* ')')? ']'
//   connection ::= '' | '-' simplePredicate '-' | '-' '(' predicate (',' predicate)* ')' '-' | '-'
//   predicate  ::= relation? (number | metricName | viewName) ('@' (number | metricName))?
//   relation   ::= '==' | '<=' | '>='
//
// Names are C identifiers; a name in a view's predicate that is no metric must be a view (the
// width or height is then equal to that view's). No whitespace is allowed, as in UIKit.
// A mistake is an error with UIKit's description and where the parse stopped, for the
// "Unable to parse constraint format" exception (VisualFormat.swift).

import Foundation

/// A visual format string, parsed, its metrics resolved.
struct ParsedVisualFormat: Equatable {
    enum Object: Equatable {
        case constant(CGFloat)
        /// The name of a view in the views dictionary.
        case view(String)
    }

    struct Predicate: Equatable {
        var relation: NSLayoutConstraint.Relation = .equal
        var object: Object
        var priority: Float?
    }

    enum Connection: Equatable {
        /// `][`, `[a]|`: the edges touch.
        case flush
        /// `-`: the standard spacing.
        case standard
        /// `-20-`, `-(>=8@750)-`.
        case predicates([Predicate])
    }

    struct View: Equatable {
        var name: String
        var predicates: [Predicate]
        /// Where the view's `]` is (a `|` next to a view without a superview is reported there).
        var end: Int
    }

    var vertical = false
    /// nil: the format does not start at the superview's edge.
    var leadingEdge: Connection?
    var views: [View] = []
    /// The connection before each view after the first.
    var gaps: [Connection] = []
    var trailingEdge: Connection?
}

/// A format UIKit refuses: its words and the offset of the character it stopped at.
struct VisualFormatError: Error, Equatable {
    var description: String
    var position: Int

    static let expectedView = "Expected a view"
    static let expectedMetric = "Expected a number or key from the metrics dictionary, but encountered something else"
    static func notAView(_ name: String) -> String { "\(name) is not a key in the views dictionary." }
}

/// A hand-written recursive-descent parser over the format's characters.
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0
    private let metric: (String) -> CGFloat?
    private let isView: (String) -> Bool

    init(_ format: String, metric: @escaping (String) -> CGFloat?, isView: @escaping (String) -> Bool) {
        characters = Array(format)
        self.metric = metric
        self.isView = isView
    }

    mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
        var format = ParsedVisualFormat()
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            format.vertical = characters[0] == "V"
            index = 2
        }
        if take("|") { format.leadingEdge = try connection() }
        format.views.append(try view())
        while index < characters.count {
            let gap = try connection()
            if take("|") {
                format.trailingEdge = gap
                guard index == characters.count else { throw fail("Expected the end of the format after '|'") }
                break
            }
            format.gaps.append(gap)
            format.views.append(try view())
        }
        return format
    }

    // MARK: Productions

    private mutating func view() throws(VisualFormatError) -> ParsedVisualFormat.View {
        guard take("[") else { throw fail(VisualFormatError.expectedView) }
        guard let name = identifier() else { throw fail("Expected a view name: a C identifier") }
        guard isView(name) else { throw VisualFormatError(description: VisualFormatError.notAView(name), position: index) }
        var predicates: [ParsedVisualFormat.Predicate] = []
        if take("(") { predicates = try predicateList(viewsAllowed: true) }
        guard take("]") else { throw fail("Expected ']' to close the view \(name)") }
        return ParsedVisualFormat.View(name: name, predicates: predicates, end: index - 1)
    }

    private mutating func connection() throws(VisualFormatError) -> ParsedVisualFormat.Connection {
        guard take("-") else { return .flush }
        // `-[` or `-|`: the standard spacing.
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [ParsedVisualFormat.Predicate]
        if take("(") {
            predicates = try predicateList(viewsAllowed: false)
        } else {
            guard let value = try simpleValue() else { throw fail(VisualFormatError.expectedMetric) }
            var predicate = ParsedVisualFormat.Predicate(object: .constant(value))
            if take("@") { predicate.priority = try priority() }
            predicates = [predicate]
        }
        guard take("-") else { throw fail("Expected a '-' to end the connection") }
        return .predicates(predicates)
    }

    /// After the `(`: predicates up to and including the `)`.
    private mutating func predicateList(viewsAllowed: Bool) throws(VisualFormatError) -> [ParsedVisualFormat.Predicate] {
        var predicates: [ParsedVisualFormat.Predicate] = []
        repeat {
            predicates.append(try predicate(viewsAllowed: viewsAllowed))
        } while take(",")
        guard take(")") else { throw fail("Expected ')' to end the predicate list") }
        return predicates
    }

    private mutating func predicate(viewsAllowed: Bool) throws(VisualFormatError) -> ParsedVisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if take("==") {
            relation = .equal
        } else if take("<=") {
            relation = .lessThanOrEqual
        } else if take(">=") {
            relation = .greaterThanOrEqual
        }
        let object: ParsedVisualFormat.Object
        if let number = number() {
            object = .constant(number)
        } else {
            let start = index
            guard let name = identifier() else { throw fail(VisualFormatError.expectedMetric) }
            if let value = metric(name) {
                object = .constant(value)
            } else if viewsAllowed {
                guard isView(name) else { throw VisualFormatError(description: VisualFormatError.notAView(name), position: start) }
                object = .view(name)
            } else {
                index = start
                throw fail(VisualFormatError.expectedMetric)
            }
        }
        var predicate = ParsedVisualFormat.Predicate(relation: relation, object: object)
        if take("@") { predicate.priority = try priority() }
        return predicate
    }

    private mutating func priority() throws(VisualFormatError) -> Float {
        guard let value = try simpleValue() else { throw fail("Expected a number or key from the metrics dictionary for the priority") }
        return Float(value)
    }

    /// A positive number or a metric's value; nil where neither starts.
    private mutating func simpleValue() throws(VisualFormatError) -> CGFloat? {
        if let number = number(signed: false) { return number }
        let start = index
        guard let name = identifier() else { return nil }
        guard let value = metric(name) else {
            index = start
            throw fail(VisualFormatError.expectedMetric)
        }
        return value
    }

    // MARK: Tokens

    /// A number as C's `strtod` reads one (digits, a point, an exponent; a sign where allowed).
    private mutating func number(signed: Bool = true) -> CGFloat? {
        let start = index
        if signed, peek == "-" || peek == "+" { index += 1 }
        var digits = 0
        while let c = peek, c.isASCII, c.isNumber { index += 1; digits += 1 }
        if peek == "." {
            index += 1
            while let c = peek, c.isASCII, c.isNumber { index += 1; digits += 1 }
        }
        guard digits > 0 else { index = start; return nil }
        if peek == "e" || peek == "E" {
            let mark = index
            index += 1
            if peek == "-" || peek == "+" { index += 1 }
            var exponentDigits = 0
            while let c = peek, c.isASCII, c.isNumber { index += 1; exponentDigits += 1 }
            if exponentDigits == 0 { index = mark }
        }
        return Double(String(characters[start..<index])).map { CGFloat($0) }
    }

    /// A C identifier: a letter or `_`, then letters, digits and `_`.
    private mutating func identifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = index
        while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private mutating func take(_ text: String) -> Bool {
        let wanted = Array(text)
        guard index + wanted.count <= characters.count, Array(characters[index..<index + wanted.count]) == wanted else { return false }
        index += wanted.count
        return true
    }

    private func fail(_ description: String) -> VisualFormatError { VisualFormatError(description: description, position: index) }
}
