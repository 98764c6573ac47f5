// What `pivot matrix` finds, through the library (MatrixComparison): the steps where the
// variants differ, the table's limit, the page and each variant's failed expectations.
// PivotCLITests keeps what only the command does: its options, exit codes and the file it writes.

import Foundation
import Pivot
import PivotTestSupport
import PivotTrace
import Testing

@Suite("Matrix comparison")
struct MatrixComparisonTests {
    static func versions(_ list: String) -> [OSVersion] { list.split(separator: ",").compactMap { OSVersion(String($0)) } }

    static func outcome(_ path: String, ios: String = "", devices: [String] = []) throws -> MatrixOutcome {
        MatrixComparison(versions: versions(ios), devices: devices).run(try RenderFixtures.trace(path), file: path)
    }

    static func outcome(text: String, ios: String, limit: Int? = 500) throws -> MatrixOutcome {
        MatrixComparison(versions: versions(ios), limit: limit).run(try TraceParser.parse(text, file: "test.trace"), file: "test.trace")
    }

    @Test("a trace under several iOS versions: what differs where, the failed expectations per variant, exit 1 for them")
    func versionsDiffer() throws {
        let forced = try Self.outcome("Traces/seeds/forced-landscape-by-modal.trace", ios: "7.1,8.4,11.0,13.0,16.0")
        #expect(forced.exit == 1, "iOS 7.1 keeps the portrait bounds the trace expects to swap")
        #expect(forced.variants == ["iOS 7.1", "iOS 8.4", "iOS 11.0", "iOS 13.0", "iOS 16.0"])
        let text = forced.text()
        #expect(text.contains("expectations"))
        #expect(text.contains("iOS 7.1:\n  Traces/seeds/forced-landscape-by-modal.trace:13:1: error: expectation failed: expected window main bounds=667x375, got window main bounds=375x667"))
        // A toast that covers the status bar on iOS 12 and not on iOS 16: the matrix says so.
        let covering = try Self.outcome("Traces/statusbar/covering-ios12.trace", ios: "12.0,16.0")
        #expect(covering.exit == 1)
        #expect(covering.text().contains("status bar  20 portrait covered default  20 portrait default"))
        #expect(covering.text().contains("order       main,statusbar,banner        main,banner,statusbar"))
        let devices = try Self.outcome("Traces/platforms/island-landscape-insets-ios18-26.trace", devices: ["iPhone16ProMax", "iPhone15"])
        #expect(devices.variants.contains { $0.hasPrefix("iPhone16ProMax") } && devices.text().contains("safe areas"))
        let agreeing = try Self.outcome("Traces/seeds/forced-landscape-by-modal.trace", ios: "11.0,11.4")
        #expect(agreeing.exit == 0 && agreeing.steps.isEmpty && agreeing.text().contains("Every variant agrees at every step"))
    }

    @Test("the table shows the first 500 steps where versions differ and counts the rest; no limit shows every one")
    func limit() throws {
        let trace = MatrixFixtures.manyDifferingSteps
        #expect(MatrixComparison().limit == 500, "pivot matrix without --all")
        let limited = try Self.outcome(text: trace, ios: "7.1,16.0")
        let all = try Self.outcome(text: trace, ios: "7.1,16.0", limit: nil)
        #expect(limited.exit == 0 && all.exit == 0)
        // Every rotation differs (the safe areas).
        let every = all.steps.map(\.line)
        #expect(every.count > 600 && every.contains(609) && all.more == 0 && all.firstUnshown == nil && !all.text().contains("… and "))
        #expect(limited.steps.map(\.line) == Array(every.prefix(500)))
        #expect(limited.more == every.count - 500 && limited.firstUnshown == every[500])
        #expect(limited.text().contains("… and \(every.count - 500) more steps where the variants differ, from line \(every[500]) (--all shows them)"))
        // Only the windows that differ are listed: the alert window's bounds, not the portrait main window.
        #expect(limited.text().contains("side:landscapeRight 375x812") && !limited.text().contains("main:"))
    }

    @Test("the page shows each differing step's aspects and every variant's screen side by side, well-formed")
    func page() throws {
        let path = "Traces/statusbar/covering-ios12.trace"
        let (outcome, report) = MatrixComparison(versions: Self.versions("12.0,16.0")).runDrawing(try RenderFixtures.trace(path), file: path)
        #expect(outcome.exit == 1)
        let html = report.page()
        let check = try #require(MarkupCheck.parse(String(html.drop { $0 != "\n" })), "the page is not well-formed")
        #expect(check.all("h2").count == 1 && check.text.contains("line 18: level banner statusBar+1"))
        #expect(check.text.contains("1 step where the variants differ."))
        #expect(check.all("svg").count == 2)
        #expect(check.text.contains("20 portrait covered default") && check.text.contains("main,banner,statusbar"))
    }

    static let keyboardTrace = """
        device iPhoneX
        ios 16.0
        plist all
        controller home supports=all
        window main root=home
        show main key
        launch
        keyboard show
        rotate landscapeLeft
        rotate portrait

        """

    static let crashTrace = """
        device iPhoneX
        ios 16.0
        plist portrait
        controller home
        controller modal supports=all
        window main root=home
        show main key
        launch
        present modal from=home
        set modal supports=landscape
        dismiss modal
        controller z
        set home supports=landscape
        attempt-rotation
        wait 100
        wait 100
        wait 100

        """

    @Test("a step is listed only when an aspect it shows differs: the keyboard and status bar order, steps after crashes",
          arguments: [("keyboard", "9.0,12.0,16.0"), ("crash", "12.0,16.0")])
    func stepsShowTheirDifference(trace: String, versions: String) throws {
        // By name: a whole trace as an argument would fill the test log, one line of it a line.
        let outcome = try Self.outcome(text: trace == "crash" ? Self.crashTrace : Self.keyboardTrace, ios: versions)
        for step in outcome.steps {
            #expect(!step.differences.isEmpty, "line \(step.line) is listed with nothing that differs")
            for difference in step.differences {
                #expect(Set(difference.values).count > 1, "line \(step.line): \(difference)")
            }
        }
    }

    @Test("S4 W7 the matrix sees the status bar above the keyboard on iOS 16 and below it on iOS 12")
    func keyboardOrder() throws {
        let text = try Self.outcome(text: Self.keyboardTrace, ios: "12.0,16.0").text()
        #expect(text.contains("8     keyboard show         order   main,statusbar,keyboard  main,keyboard,statusbar"), "\(text)")
    }
}
