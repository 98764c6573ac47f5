import Foundation
import PivotTesting
import Testing
import ToastKit

/// ToastKit's toast under Swift Testing: its traces, one test case each, and tests that build
/// an app from the toast's own trace lines.
@Suite("ToastKit's toast")
struct ToastTests {
    // Every trace in Traces/ (a resource of this target), each a test case named by its file.
    @Test(arguments: try TraceFiles(resources: "Traces", in: .module))
    func trace(_ file: TraceFile) {
        file.replay()
    }

    @Test("a toast over a portrait-only app stays portrait when the device turns")
    func overPortraitApp() async throws {
        try await toastOverPortraitAppStaysPortrait()
    }

    @Test("a toast over a full-screen player leaves the status bar hidden, and turns with the app")
    func overPlayer() async throws {
        let toast = ToastOverlay()
        let app = try await TestApp(trace: Apps.player + "\n" + toast.declaration)
        try await app.send(toast.show)
        await app.receive(.notification(.windowDidBecomeVisible, sender: toast.window))
        await app.receive(.callback(toast.controller, .viewWillAppear))
        await app.skipReceived()
        await app.expect("statusbar hidden=yes")
        try await app.send("rotate landscapeLeft")
        // SPEC N2, N3: the windows' roots have UIKit post the device's turn, before the interface turns.
        await app.receive(.notification(.deviceOrientationDidChange))
        await app.receive(.notification(.willChangeStatusBarOrientation, orientation: .landscapeRight))
        await app.skipReceived()
        await app.expect("window \(toast.window) orientation=landscapeRight")
        await app.finish()
    }

    @Test("the traces declare the toast as ToastKit makes it")
    func tracesDescribeTheLibrary() throws {
        let files = try Array(TraceFiles(resources: "Traces", in: .module)) + Array(TraceFiles(resources: "KnownIssues", in: .module))
        for file in files {
            let lines = try String(contentsOf: file.url, encoding: .utf8).components(separatedBy: "\n")
            let controller = try #require(lines.first { $0.hasPrefix("controller toastvc ") }, "\(file.name) has no toast")
            let toast = ToastOverlay(orientations: String(controller.dropFirst("controller toastvc supports=".count)))
            #expect(controller == toast.controllerLine, "\(file.name)")
            #expect(lines.contains(toast.windowLine), "\(file.name)")
        }
    }

    @Test("a trace with a wrong expectation fails at that trace's line")
    func wrongExpectationFailsAtItsLine() throws {
        let file = try #require(TraceFiles(resources: "KnownIssues", in: .module).first { $0.name == "toast-shows-statusbar.trace" })
        withKnownIssue("line 14 expects the bar back, but the toast opted out of status bar appearance") {
            file.replay()
        } matching: { issue in
            issue.sourceLocation?.filePath == file.url.path && issue.sourceLocation?.line == 14
                && issue.comments.contains { $0.rawValue.contains("- expect statusbar hidden=no\n+ expect statusbar hidden=yes") }
        }
    }
}
