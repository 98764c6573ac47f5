// A green `swift test` stays quiet: the tests that check the harness's failures take them
// instead of recording them (Swift Testing would print each as a known issue) or letting them
// reach standard error (the harness's last resort when no test framework took a failure).

import Foundation
import PivotTestSupport
import PivotTesting
import Synchronization
import Testing
import XCTest

@Suite("A green test log is quiet")
struct QuietLogTests {
    @Test("a failure the test takes is kept with its message and place, and not recorded as an issue")
    func takenNotRecorded() async throws {
        let app = try await TestApp(trace: portraitApp)
        let recorded = Mutex(0)
        var taken: [RecordedIssue] = []
        var line = 0
        await withKnownIssue(isIntermittent: true) {
            taken = await recordedIssues { line = #line; await app.expect("interface landscapeLeft") }
        } matching: { _ in
            recorded.withLock { $0 += 1 }
            return true
        }
        #expect(recorded.withLock { $0 } == 0)
        #expect(taken.map(\.line) == [line])
        #expect(taken.first?.sourceLocation?.fileName == "QuietLogTests.swift")
        #expect(taken.first?.message.hasPrefix("Expectation failed: expect interface landscapeLeft") == true, "\(taken)")
        await app.finish()
    }
}

/// An XCTestCase that takes a failure: the harness must not also write it to standard error.
final class QuietLogXCTests: CapturingTestCase {
    func testAFailureTheTestCaseTakesIsNotWrittenToStandardError() async throws {
        let app = try await TestApp(trace: portraitApp)
        var failures: [Failure] = []
        let written = try await Self.standardError {
            failures = await self.failuresRecorded { await app.expect("interface landscapeLeft") }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(written, "")
        await app.finish()
    }

    /// What `body` writes to standard error (file descriptor 2), which is restored after it.
    static func standardError(_ body: () async throws -> Void) async throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-stderr-\(getpid())-\(UUID().uuidString)")
        let file = open(url.path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        XCTAssertGreaterThanOrEqual(file, 0)
        defer { unlink(url.path) }
        let saved = dup(2)
        dup2(file, 2)
        close(file)
        do {
            try await body()
        } catch {
            dup2(saved, 2); close(saved)
            throw error
        }
        dup2(saved, 2)
        close(saved)
        return try String(contentsOf: url, encoding: .utf8)
    }
}
