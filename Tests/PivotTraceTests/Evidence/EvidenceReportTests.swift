// `pivot evidence` (README "The evidence corpus"): the pass rate of Traces/evidence, each trace a
// public report, its disagreements marked with known-gap (TRACE-LANGUAGE 6, "known-gap").

import Foundation
import Pivot
import PivotTrace
import PivotTestSupport
import Testing

@Suite("The evidence corpus and its pass rate")
struct EvidenceReportTests {
    static func report(_ texts: [(String, String)]) throws -> EvidenceReport {
        EvidenceReport.run(try texts.map { file, text in (file, try TraceParser.parse(text, file: file), Array(text.utf8)) })
    }

    static let agreeing = """
        pivot-trace 1
        # source: https://example.org/agrees
        device iPhone8
        controller home
        window main root=home
        show main key
        expect safearea home 20,0,0,0
        """
    static let disagreeing = """
        pivot-trace 1
        # source: https://example.org/one
          # source: https://example.org/two
        device iPhone8
        controller home
        window main root=home
        show main key
        known-gap "G1: made up for the test"
        expect safearea home 0,0,0,0
        """
    static let broken = """
        pivot-trace 1
        device iPhone8
        controller home
        window main root=home
        show main key
        expect safearea home 0,0,0,0
        """

    @Test("TRACE-LANGUAGE 6 known-gap: a report agrees, disagrees (a known gap) or is broken; only a broken one fails")
    func verdicts() throws {
        let report = try Self.report([("a.trace", Self.agreeing), ("d.trace", Self.disagreeing)])
        #expect(report.agreeing == 1)
        #expect(report.exitCode == 0)
        #expect(report.text() == """
            pivot evidence: 1 of 2 reports agree with Pivot (50%); 1 disagree

            disagreements (known gaps, recorded in Docs/RULES.md):
              d.trace
                source: https://example.org/one
                source: https://example.org/two
                line 9: G1: made up for the test
                  expected safearea home 0,0,0,0, got safearea home 20,0,0,0

            """)
        let failing = try Self.report([("a.trace", Self.agreeing), ("b.trace", Self.broken)])
        #expect(failing.exitCode == 1)
        #expect(failing.text().hasSuffix("""
            broken (fix the trace, or mark the disagreement with known-gap):
              b.trace
                source: (none: add a '# source: URL' comment)
                b.trace:6:1: error: expectation failed: expected safearea home 0,0,0,0, got safearea home 20,0,0,0

            """))
    }

    static let inexpressible = """
        pivot-trace 1
        # source: https://example.org/partial
        # cannot-express: a safe-area expectation of the left and right edges only
        device iPhoneX
        controller home
        window main root=home
        show main key
        expect interface portrait
        """

    @Test("a report marked cannot-express is counted apart, leaves the pass rate, and says what the language needs")
    func cannotExpress() throws {
        let report = try Self.report([("a.trace", Self.agreeing), ("d.trace", Self.disagreeing), ("c.trace", Self.inexpressible)])
        #expect(report.agreeing == 1)
        #expect(report.exitCode == 0)
        #expect(report.reports.map(\.cannotExpress) == [false, false, true])
        #expect(report.text().hasPrefix("pivot evidence: 1 of 2 reports agree with Pivot (50%); 1 disagree; 1 more it cannot express\n"))
        #expect(report.text().hasSuffix("""
            cannot express (the trace language lacks it):
              c.trace
                source: https://example.org/partial
                needs: a safe-area expectation of the left and right edges only

            """))
        // What it can state still counts: a failing expectation in it is broken, as anywhere.
        let failing = try Self.report([("c.trace", Self.inexpressible.replacingOccurrences(of: "expect interface portrait", with: "expect interface landscapeLeft"))])
        #expect(failing.exitCode == 1 && !failing.reports[0].cannotExpress)
    }

    @Test("the bundled corpus: at least 30 reports, each citing its source and saying what it observed, none broken")
    func bundledCorpus() throws {
        let files = try Corpus.traceFiles(under: Corpus.root.appendingPathComponent("Traces/evidence"))
        #expect(files.count >= 30)
        var traces: [(file: String, trace: Trace, source: [UInt8])] = []
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("\n# observed: "), "\(url.lastPathComponent) does not say what the report observed")
            #expect(text.contains("\n# rules: "), "\(url.lastPathComponent) does not name the rules it bears on")
            traces.append((url.lastPathComponent, try TraceParser.parse(bytes: bytes, file: url.lastPathComponent), bytes))
        }
        let report = EvidenceReport.run(traces)
        for item in report.reports {
            #expect(item.sources.count >= 1, "\(item.file) cites no source")
            #expect(!item.broken, "\(item.file): \(item.summary.failures.map(\.description))")
        }
    }

    @Test("every disagreement of the corpus is recorded in Docs/RULES.md under its trace's name")
    func disagreementsAreRecorded() throws {
        let rules = try String(contentsOf: Corpus.root.appendingPathComponent("Docs/RULES.md"), encoding: .utf8)
        for url in try Corpus.traceFiles(under: Corpus.root.appendingPathComponent("Traces/evidence")) {
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(rules.contains(url.deletingPathExtension().lastPathComponent), "Docs/RULES.md does not map \(url.lastPathComponent) to a rule")
            if text.contains("\nknown-gap ") {
                #expect(rules.contains("`\(url.deletingPathExtension().lastPathComponent)`"), "\(url.lastPathComponent) disagrees but RULES.md does not list it")
            }
        }
    }
}
