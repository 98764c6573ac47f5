import Pivot
import PivotTesting
import PivotUIKit
import Testing

/// What `leaves-host-alone` sees of a library that changes the host's own windows, and what
/// its why names: the engine's decisions, as `pivot why` prints them.
@MainActor
@Suite("LibraryExplorer: leaves-host-alone and its why")
struct LibraryHostAloneTests {
    static func hosts(_ shape: LibraryHost.Shape, ios major: Int) -> [LibraryHost] {
        LibraryHost.common.filter { $0.shape == shape && $0.ios.major == major }
    }

    @Test("SPEC S4 W2: a library that raises the host's own window above the status bar (a top banner's trick) breaks leaves-host-alone, and the why gives the order")
    func raisedHostWindow() {
        var raised: UIWindow?
        let explorer = LibraryExplorer(
            name: "raise",
            actions: ["raise": {
                raised = UIApplication.shared.keyWindow
                raised?.windowLevel = .statusBar + 1
            }, "lower": { raised?.windowLevel = .normal }],
            hostEvents: [], hosts: Self.hosts(.rotating, ios: 12), properties: [.leavesHostAlone()], depth: 2,
            reset: { raised = nil })
        let example = explorer.run().results.first?.violations[0]
        #expect(example?.steps == ["call raise"])
        #expect(example?.difference == ["- # level main normal", "+ # level main statusBar+1"], "\(example?.difference ?? [])")
        #expect(example?.why.contains { $0.hasPrefix("why the order is statusbar,main (bottom to top)") } == true, "\(example?.why ?? [])")
    }

    /// A sheet of the library's, presented custom over the host's root (a bottom sheet, a
    /// card): from SDK 11 it decides the host's window (A13) with UIKit's default mask.
    final class Sheet: UIViewController {}

    @Test("SPEC A13 A3: a controller the library presents custom over a portrait root decides the host's window: the why names it, its mask and shouldAutorotate, not only the root's")
    func customPresentedDecider() {
        let explorer = LibraryExplorer(
            name: "sheet",
            actions: ["present": {
                let sheet = Sheet()
                sheet.modalPresentationStyle = .custom
                UIApplication.shared.keyWindow?.rootViewController?.present(sheet, animated: false)
            }],
            hostEvents: ["rotate landscapeLeft"], hosts: Self.hosts(.portraitRoot, ios: 15), properties: [.leavesHostAlone()],
            depth: 2)
        let example = explorer.run().results.first?.violations[0]
        #expect(example?.steps == ["call present", "rotate landscapeLeft"], "\(example.map { "\($0)" } ?? "")")
        let why = example?.why ?? []
        #expect(why.contains { $0.hasPrefix("why the interface is landscapeRight: it follows main") }, "\(why)")
        let decider = why.first { $0.hasPrefix("  decider: ") } ?? ""
        #expect(decider.hasPrefix("  decider: root home → presented ") && decider.contains("(custom decides"), "\(why)")
        let sheet = decider.split(separator: " ")[5]
        #expect(why.contains { $0.contains("∩ \(sheet)'s allButUpsideDown (the idiom default (O5))") }, "\(why)")
        #expect(why.contains("  \(sheet) answers shouldAutorotate YES (A3)"), "\(why)")
    }
}
