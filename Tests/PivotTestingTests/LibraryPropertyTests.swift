import Pivot
import PivotTesting
import PivotUIKit
import Testing

/// A library's own properties explain themselves: what the predicate read is in the
/// counterexample's `+` line and its why, and a property can wait for the library to settle.
@MainActor
@Suite("LibraryProperty: properties of the library's own")
struct LibraryPropertyTests {
    /// A toast that hides itself two seconds after it shows, unless `forgets`.
    @MainActor enum Toast {
        static var window: UIWindow?
        static var forgets = false

        static func show() {
            guard window == nil else { return }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            window.windowLevel = .alert
            window.isHidden = false
            self.window = window
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                guard !forgets else { return }
                Toast.window?.isHidden = true
                Toast.window = nil
            }
        }
    }

    static let host = Array(LibraryHost.common.filter { $0.shape == .rotating && $0.ios.major == 17 })

    static func explorer(_ property: LibraryProperty, forgets: Bool) -> LibraryExplorer {
        LibraryExplorer(name: "toast", actions: ["show": { Toast.show() }], hostEvents: ["rotate landscapeLeft"], hosts: host,
                        properties: [property], depth: 2, reset: { Toast.window = nil; Toast.forgets = forgets },
                        state: { Toast.window != nil })
    }

    @Test("a predicate that says what it read has it printed in the `+` line, and the why names it rather than the engine's decisions")
    func valuesArePrinted() {
        let property = LibraryProperty.holds("toast-spans-the-screen") { _ in
            guard let window = Toast.window else { return (true, "") }
            let screen = UIScreen.main.bounds.width
            return (window.bounds.width == screen, "toast width \(Int(window.bounds.width)), screen width \(Int(screen))")
        }
        let example = Self.explorer(property, forgets: false).run().results.first?.violations[0]
        #expect(example?.steps == ["call show"])
        #expect(example?.difference == ["+ toast-spans-the-screen does not hold: toast width 200, screen width 393"])
        #expect(example?.why == ["`toast-spans-the-screen` read: toast width 200, screen width 393"])
    }

    @Test("a predicate that returns only a verdict says so, and its why says how to add the values")
    func verdictOnly() {
        let example = Self.explorer(.holds("no-toast") { _ in Toast.window == nil }, forgets: false).run().results.first?.violations[0]
        #expect(example?.difference == ["+ no-toast does not hold"])
        #expect(example?.why.first?.hasPrefix("`no-toast` returned false") == true)
    }

    @Test("a settled property waits for the library's delayed work: the toast that hides itself holds, the one that forgets breaks after its two seconds")
    func settledWaitsForTheLibrary() {
        let gone = LibraryProperty.holds("toast-gone-once-settled", settled: true) { _ in Toast.window == nil }
        #expect(Self.explorer(gone, forgets: false).run().holds)
        let example = Self.explorer(gone, forgets: true).run().results.first?.violations[0]
        #expect(example?.steps == ["call show"])
        #expect(example?.why.last == "judged once the library had settled: its delayed work and the animations ran, the clock moved on 2000 ms")
        // Judged right after the step, the toast is still up: the property fails mid-way.
        let unsettled = Self.explorer(.holds("toast-gone") { _ in Toast.window == nil }, forgets: false).run()
        #expect(unsettled.results.first?.violations[0]?.steps == ["call show"])
    }
}

@MainActor
@Suite("LibraryProperty: leaves-host-alone sees the host's own window raised")
struct LeavesHostAloneLevelTests {
    @Test("a library that raises the host's window above the status bar (NotificationBanner's top banner) does not leave the host alone")
    func raisingTheHostWindowIsSeen() {
        let explorer = LibraryExplorer(
            name: "raise", actions: ["raise": { UIApplication.shared.keyWindow?.windowLevel = .statusBar + 1 }], hostEvents: [],
            hosts: Array(LibraryHost.common.filter { $0.shape == .rotating && $0.ios.major == 17 }), depth: 1)
        let example = explorer.run().results.first?.violations[0]
        #expect(example?.steps == ["call raise"])
        #expect(example?.difference == ["- # level main normal", "+ # level main statusBar+1"])
    }
}
