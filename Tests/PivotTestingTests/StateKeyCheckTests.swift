import Pivot
import PivotTesting
import PivotUIKit
import Testing

/// The check mode: two sequences that reach one state key are run again with every step after
/// them; a step that takes them apart means the key missed some of the library's state.
@MainActor
@Suite("LibraryExplorer(checkEvery:): a state's key must determine its future")
struct StateKeyCheckTests {
    /// Counts taps in a helper object behind a reference; the second tap shows the badge.
    final class Counter { var taps = 0 }
    final class BadgeWindow: UIWindow { let counter = Counter() }
    @MainActor enum Badge {
        static var window: BadgeWindow?
        /// A static `pivot port` did not keep per app: the key cannot read it.
        static var taps = 0
        static func make() {
            guard window == nil else { return }
            window = BadgeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        }
        static func tap() {
            guard let window else { return }
            window.counter.taps += 1
            if window.counter.taps == 2 { window.isHidden = false }
        }
        static func tapStatic() {
            guard let window else { return }
            taps += 1
            if taps == 2 { window.isHidden = false }
        }
    }

    static func explorer(checkEvery: Int, tap: @escaping @MainActor () -> Void = Badge.tap) -> LibraryExplorer {
        LibraryExplorer(name: "badge", actions: ["make": { Badge.make() }, "tap": tap], hostEvents: [],
                        hosts: Array(LibraryHost.common.filter { $0.shape == .rotating && $0.ios.major == 17 }),
                        properties: [.holds("badge-hidden") { _ in Badge.window?.isHidden ?? true }], depth: 3,
                        reset: { Badge.window = nil; Badge.taps = 0 }, checkEvery: checkEvery)
    }

    @Test("a helper object behind a reference from the library's window is part of the key: the badge is found without the check, and the check finds nothing missed")
    func helperObjectIsRead() {
        let unchecked = Self.explorer(checkEvery: 0).run()
        #expect(unchecked.results.first?.violations[0]?.steps == ["call make", "call tap", "call tap"], "\(unchecked)")
        let checked = Self.explorer(checkEvery: 1).run()
        #expect(checked.results.first?.violations[2] == nil, "\(checked)")
    }

    @Test("without the check a static the key cannot read makes the search miss the badge; with it, the merge that lost it fails and says it is a static")
    func missedStaticIsNamed() {
        let unchecked = Self.explorer(checkEvery: 0, tap: Badge.tapStatic).run()
        #expect(unchecked.holds, "the key never sees the first tap, so the second is never tried after it")
        let checked = Self.explorer(checkEvery: 1, tap: Badge.tapStatic).run()
        #expect(checked.properties == ["badge-hidden", "no-trap-or-hang", "key-determines-future"])
        let example = checked.results.first?.violations[2]
        #expect(example?.steps == ["call make", "call tap", "call tap"], "\(checked)")
        #expect(example?.trace?.contains("# 3. call tap\n") == true, "the sweep's JSON carries it as a trace")
        #expect(example?.why == ["nothing the explorer can read differs between the two: the library keeps it in a static; return it from `state:`"])
    }
}
