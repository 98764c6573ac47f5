import Testing
@testable import PivotPort

@Suite("The lexer keeps every token's exact text")
struct LexerTests {
    @Test("nested interpolations, each holding a string, are one string literal")
    func nestedInterpolation() {
        let tokens = lexed(#"let s = "a \(f("b \(g(")")) c")) d" + x"#)
        #expect(tokens.map(\.1) == ["let", "s", "=", #""a \(f("b \(g(")")) c")) d""#, "+", "x"])
        #expect(tokens[3].0 == .string)
    }

    @Test("raw strings end only at a quote followed by as many #s; their escapes need the #s too")
    func rawStrings() {
        let tokens = lexed(###"let r = #"a "b" \(no) \#(yes) "# + ##"x "# y"## + z"###)
        #expect(tokens.map(\.1) == ["let", "r", "=", ##"#"a "b" \(no) \#(yes) "#"##, "+", ###"##"x "# y"##"###, "+", "z"])
    }

    @Test("a multi-line string holds quotes, #selector and @objc as text")
    func multilineString() {
        let source = "let m = \"\"\"\n  \"quoted\" #selector(x) @objc\n  \\(1 + \"\"\"\n  in\n  \"\"\")\n  \"\"\"\nlet n = 1"
        let tokens = lexed(source)
        #expect(tokens.count == 8)
        #expect(tokens[3].0 == .string && tokens[3].1.hasSuffix("\"\"\""))
        #expect(tokens[4].1 == "let" && tokens[4].0 == .identifier)
    }

    @Test("block comments nest; line and doc comments end at the line's end")
    func comments() {
        let tokens = lexed("/* a /* b */ @objc */ x // y @objc\n/// doc\nz")
        #expect(tokens.map(\.0) == [.comment, .identifier, .comment, .comment, .identifier])
        #expect(tokens[0].1 == "/* a /* b */ @objc */")
    }

    @Test("pound keywords, attributes, backticked names, ? and ! alone, operators whole")
    func punctuationAndOperators() {
        let tokens = lexed("@objc(tap:) #if `class` a?.b??.c! x ?? y ..< z -> w != v")
        #expect(tokens.map(\.1) == ["@objc", "(", "tap", ":", ")", "#if", "`class`", "a", "?", ".", "b", "?", "?", ".", "c", "!",
                                    "x", "?", "?", "y", "..<", "z", "->", "w", "!", "=", "v"])
        #expect(tokens[0].0 == .attribute && tokens[5].0 == .pound && tokens[6].0 == .identifier)
    }

    @Test("numbers: versions, exponents, hex, tuple indexes after a dot")
    func numbers() {
        #expect(lexed("13.0 16.4.1 1e-5 0x1p-3 1_000").map(\.1) == ["13.0", "16.4.1", "1e-5", "0x1p-3", "1_000"])
        #expect(lexed("t.0.1").map(\.1) == ["t", ".", "0", ".", "1"])
        #expect(lexed("1...2").map(\.1) == ["1", "...", "2"])
    }

    @Test("an unterminated string or comment ends its token, never the lexer")
    func unterminated() {
        #expect(lexed("let s = \"abc\nlet t = 1").map(\.0) == [.identifier, .identifier, .operator, .unterminated, .identifier, .identifier, .operator, .number])
        #expect(lexed("x /* open").last?.0 == .unterminated)
        #expect(lexed("\"\\(((((((").last?.0 == .unterminated)
    }

    @Test("interpolations nested past the bound are unterminated, not a deep recursion")
    func deepNesting() {
        let source = String(repeating: "\"\\(", count: 5_000) + String(repeating: ")\"", count: 5_000)
        let tokens = lexed(source)
        #expect(tokens.first?.0 == .unterminated)
    }

    @Test("every byte outside a token is whitespace: tokens and gaps give the file back")
    func tokensCoverTheFile() {
        let source = "import UIKit\n\t@objc  class A { /* c */ var s = \"\\(x)\" }\r\n#if os(iOS)\n#endif\n"
        let bytes = Array(source.utf8)
        var at = 0
        for token in Lexer.tokens(bytes) {
            #expect(bytes[at..<token.start].allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) })
            at = token.end
        }
        #expect(bytes[at...].allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) })
    }
}
