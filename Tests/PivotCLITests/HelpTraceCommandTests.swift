// `pivot help trace`: every statement one line each, one in full, and a typo answered with the
// closest statement and exit 2. Runs the built binary.

import Foundation
@testable import PivotTrace
import Testing

@Suite("pivot help trace")
struct HelpTraceCommandTests {
    @Test("pivot help trace lists every statement the parser reads, one line each, in groups")
    func overview() throws {
        let result = try pivot(["help", "trace"])
        #expect(result.status == 0 && result.err.isEmpty)
        let lines = result.out.split(separator: "\n").map(String.init)
        // Every statement the parser reads.
        let statements = Keyword.allCases.filter { $0 != .expect && $0 != .explore }.map(\.rawValue)
            + ExpectKind.allCases.map { "expect \($0.rawValue)" } + TraceReader.ExploreWord.allCases.map { "explore \($0.rawValue)" }
        for keyword in statements {
            #expect(lines.contains { $0.hasPrefix("  \(keyword) ") }, "no line for '\(keyword)'")
        }
        for group in TraceStatementHelp.Group.allCases { #expect(lines.contains(group.title)) }
        #expect(result.out.contains("  resize WINDOW WxH") && result.out.contains("[ext] the user resizes"))
    }

    @Test("pivot help trace plist prints the statement in full: synopsis, meaning, options, example")
    func oneStatement() throws {
        let result = try pivot(["help", "trace", "plist"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("plist MASK\n  a header statement; trace format 1\n"))
        #expect(result.out.contains("The Info.plist's supported orientations."))
        #expect(result.out.contains("OPTIONS: none"))
        #expect(result.out.contains("EXAMPLE:\n  plist landscapeRight|landscapeLeft\n"))
        let present = try pivot(["help", "trace", "present"])
        #expect(present.out.contains("\n  from=CONTROLLER ") && present.out.contains("[ext] with style=custom only"))
    }

    @Test("pivot help trace expect lists every kind; expect window and explore check print one in full")
    func expectAndExplore() throws {
        let kinds = try pivot(["help", "trace", "expect"])
        #expect(kinds.status == 0)
        for kind in ExpectKind.allCases { #expect(kinds.out.contains("\n  expect \(kind.rawValue) "), "\(kind)") }
        #expect(!kinds.out.contains("  plist "), "only expectations")
        let window = try pivot(["help", "trace", "expect", "window"])
        #expect(window.status == 0 && window.out.hasPrefix("expect window NAME"))
        #expect(window.out.contains("\n  bounds=WxH ") && window.out.contains("EXAMPLE:"))
        let explore = try pivot(["help", "trace", "explore"])
        #expect(explore.out.contains("  explore event ") && explore.out.contains("  explore check "))
        let check = try pivot(["help", "trace", "explore", "check"])
        #expect(check.status == 0 && check.out.contains("PROPERTIES:\n  no-crash "))
    }

    @Test("an unknown statement exits 2 with the closest statement, or the way to the list")
    func unknown() throws {
        let nonsense = try pivot(["help", "trace", "nonsense"])
        #expect(nonsense.status == 2 && nonsense.out.isEmpty)
        #expect(nonsense.err == "pivot help trace: unknown statement 'nonsense'\nRun 'pivot help trace' for every statement.\n")
        let typo = try pivot(["help", "trace", "rotat"])
        #expect(typo.status == 2 && typo.err.contains("unknown statement 'rotat'; did you mean 'rotate'?"))
        let kind = try pivot(["help", "trace", "expect", "windw"])
        #expect(kind.status == 2 && kind.err.contains("did you mean 'expect window'?"))
    }

    @Test("pivot help names the trace language")
    func listedInHelp() throws {
        let help = try pivot(["help"])
        #expect(help.out.contains("'pivot help trace' for the trace language"))
        let helpHelp = try pivot(["help", "help"])
        #expect(helpHelp.out.contains("pivot help trace [KEYWORD]"))
    }
}
