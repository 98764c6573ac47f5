// The language reference (Docs/TRACE-LANGUAGE.md) and the help catalogue (TraceHelp) against the
// parser: every keyword, expectation kind, explore word, property and option key the parser reads
// is in both, the catalogue names nothing the parser does not read, the two mark the same
// statements as extensions, and every example parses and replays green.

import Foundation
import Pivot
@testable import PivotTrace
import Testing

@Suite("The language reference and the help catalogue")
struct TraceHelpTests {
    /// Statements that read a file beside the trace: their examples run from the folder of the
    /// bundled Info.plist files.
    static let readsFiles = ["info-plist"]

    /// Every statement the parser reads, as `pivot help trace` names it.
    static let parserStatements: [String] =
        Keyword.allCases.filter { $0 != .expect && $0 != .explore }.map(\.rawValue)
        + ExpectKind.allCases.map { "expect \($0.rawValue)" }
        + TraceReader.ExploreWord.allCases.map { "explore \($0.rawValue)" }

    /// Each option table of the parser, by its name in Keywords.swift, and the statement that takes it.
    static let optionTables: [(name: String, keys: OptionKeys, statement: String)] = [
        ("controller", .controller, "controller"), ("window", .window, "window"), ("view", .view, "view"),
        ("present", .present, "present"), ("push", .push, "push"), ("force", .force, "force"),
        ("expectWindow", .expectWindow, "expect window"), ("expectScreen", .expectScreen, "expect screen"),
        ("expectStatusBar", .expectStatusBar, "expect statusbar"), ("expectScene", .expectScene, "expect scene"),
        ("expectConvert", .expectConvert, "expect convert"), ("expectTraits", .expectTraits, "expect traits"),
        ("expectView", .expectView, "expect view"), ("layout", .layout, "layout"),
        ("expectCall", .expectCall, "expect call"), ("expectSafeArea", .expectSafeArea, "expect safearea"),
        ("expectPresentation", .expectPresentation, "expect presentation"), ("keyboardMode", .keyboardMode, "keyboard"),
    ]

    /// The reference, read from the package root; a missing file fails the test that asks.
    static func reference(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let url = Corpus.root.appendingPathComponent("Docs/TRACE-LANGUAGE.md")
        let text = try? String(contentsOf: url, encoding: .utf8)
        return try #require(text, "no language reference at \(url.path)", sourceLocation: sourceLocation)
    }

    /// The `### ` headings of the reference.
    static func headings() throws -> [String] {
        try reference().split(separator: "\n").filter { $0.hasPrefix("### `") }.map(String.init)
    }

    /// The heading of a statement: "### `KEYWORD …`" (a keyword that starts another, like `key`
    /// and `keyboard`, needs the space or the closing quote after it).
    static func heading(of keyword: String, in headings: [String]) -> String? {
        headings.first { $0.hasPrefix("### `\(keyword) ") || $0.hasPrefix("### `\(keyword)`") }
    }

    @Test("every statement the parser reads has a heading in the reference and an entry in the catalogue")
    func statementsAreDocumented() throws {
        let headings = try Self.headings()
        for keyword in Self.parserStatements {
            #expect(Self.heading(of: keyword, in: headings) != nil, "Docs/TRACE-LANGUAGE.md has no heading for '\(keyword)'")
            #expect(TraceHelp.statement(keyword) != nil, "the help catalogue has no entry for '\(keyword)'")
        }
    }

    @Test("no help page shows a stray backslash (a line continuation written twice)")
    func noStrayBackslashes() {
        let shown = TraceHelp.statements.filter { ($0.summary + $0.meaning + $0.options.map(\.meaning).joined()).contains("\\") }
        #expect(shown.map(\.keyword) == [])
    }

    @Test("the catalogue names no statement the parser does not read")
    func catalogueNamesOnlyParserStatements() {
        let known = Set(Self.parserStatements + ["nowait"])
        for entry in TraceHelp.statements {
            #expect(known.contains(entry.keyword), "'\(entry.keyword)' is not a statement the parser reads")
        }
        #expect(Set(TraceHelp.statements.map(\.keyword)).count == TraceHelp.statements.count, "a keyword appears twice")
    }

    @Test("every option key the parser reads is in the reference and in its statement's entry, and no other")
    func optionsAreDocumented() throws {
        let reference = try Self.reference()
        for table in Self.optionTables {
            let entry = try #require(TraceHelp.statement(table.statement), "no entry for '\(table.statement)'")
            let documented = Set(entry.options.map(\.word).filter { $0.contains("=") }.map { String($0.prefix { $0 != "=" }) })
            for key in table.keys.keys.words {
                #expect(reference.contains("`\(key)="), "Docs/TRACE-LANGUAGE.md does not show the option '\(key)='")
                #expect(documented.contains(key), "the entry for '\(table.statement)' has no option '\(key)='")
            }
            #expect(documented.isSubset(of: Set(table.keys.keys.words)), "'\(table.statement)' lists options the parser does not read")
        }
    }

    @Test("the test knows every option table of the parser")
    func optionTablesAreComplete() throws {
        let url = Corpus.root.appendingPathComponent("Sources/PivotTrace/Parser/Keywords.swift")
        let source = try String(contentsOf: url, encoding: .utf8)
        let declared = source.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "static let "), line.contains("= OptionKeys(") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != " " })
        }
        #expect(!declared.isEmpty)
        #expect(Set(declared) == Set(Self.optionTables.map(\.name)), "add the new table to optionTables")
    }

    @Test("every explore property is in the reference and in the catalogue's explore check")
    func propertiesAreDocumented() throws {
        let reference = try Self.reference()
        let check = try #require(TraceHelp.statement("explore check"))
        for name in TraceReader.CheckName.allCases.map(\.rawValue) {
            #expect(reference.contains("`\(name)"), "Docs/TRACE-LANGUAGE.md does not name the property '\(name)'")
            #expect(check.options.contains { $0.word == name || $0.word.hasPrefix(name + " ") }, "no catalogue line for '\(name)'")
        }
        #expect(check.options.count == TraceReader.CheckName.allCases.count)
    }

    @Test("the reference and the catalogue mark the same statements as Pivot's extensions")
    func extensionsAgree() throws {
        let headings = try Self.headings()
        for entry in TraceHelp.statements {
            let heading = try #require(Self.heading(of: entry.keyword, in: headings), "no heading for '\(entry.keyword)'")
            #expect(heading.hasSuffix(" [ext]") == (entry.origin == .pivotExtension), "'\(heading)' and the catalogue disagree")
        }
    }

    @Test("each catalogue example stands in the reference, word for word")
    func examplesAreShared() throws {
        let reference = try Self.reference()
        for entry in TraceHelp.statements {
            let block = { (fence: String) in "```\(fence)\n\(entry.example)\n```" }
            #expect(reference.contains(block("trace")) || reference.contains(block("text")),
                    "the example of '\(entry.keyword)' is not a block of Docs/TRACE-LANGUAGE.md")
        }
    }

    @Test("every catalogue example parses and replays green", arguments: TraceHelp.statements.map(\.keyword))
    func catalogueExampleReplays(keyword: String) throws {
        let entry = try #require(TraceHelp.statement(keyword))
        let folder = Self.readsFiles.contains(keyword) ? Corpus.root.appendingPathComponent("Traces/infoplist").path + "/" : ""
        try Self.expectGreen(entry.example, name: folder + keyword)
    }

    @Test("every trace block of the reference parses and replays green")
    func referenceExamplesReplay() throws {
        let blocks = try Self.reference().components(separatedBy: "```trace\n").dropFirst()
            .map { String($0.prefix { $0 != "`" }) }
        #expect(blocks.count >= TraceHelp.statements.count - Self.readsFiles.count)
        for (index, block) in blocks.enumerated() { try Self.expectGreen(block, name: "block \(index + 1)") }
    }

    static func expectGreen(_ text: String, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let trace: Trace
        do {
            trace = try TraceParser.parse(text, file: "\(name).trace")
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return
        }
        let failures = Replay.run(trace, file: "\(name).trace").summary.failures
        #expect(failures.isEmpty, "\(failures.map(\.description))", sourceLocation: sourceLocation)
    }

    @Test("a help topic is a statement, a group or a typo with the closest statement")
    func topics() {
        #expect(TraceHelp.topic([]) == .success(.overview))
        #expect(TraceHelp.topic(["expect"]) == .success(.group(.expectation)))
        #expect(TraceHelp.topic(["explore"]) == .success(.group(.explore)))
        #expect(TraceHelp.topic(["expect", "window"]).statementKeyword == "expect window")
        #expect(TraceHelp.topic(["explore", "check"]).statementKeyword == "explore check")
        #expect(TraceHelp.topic(["rotat"]).failure?.description == "unknown statement 'rotat'; did you mean 'rotate'?")
        #expect(TraceHelp.topic(["expect", "windw"]).failure?.suggestion == "expect window")
        #expect(TraceHelp.topic(["geometry"]).failure?.related == ["request-geometry"])
        #expect(TraceHelp.topic(["nonsense"]).failure == TraceHelp.UnknownTopic(words: "nonsense", suggestion: nil))
    }
}

private extension Result where Success == TraceHelp.Topic, Failure == TraceHelp.UnknownTopic {
    /// The keyword of a statement topic.
    var statementKeyword: String? {
        if case .success(.statement(let entry)) = self { return entry.keyword }
        return nil
    }

    var failure: TraceHelp.UnknownTopic? {
        if case .failure(let unknown) = self { return unknown }
        return nil
    }
}
