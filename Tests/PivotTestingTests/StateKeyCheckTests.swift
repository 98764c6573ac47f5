import Pivot
import PivotTesting
import PivotUIKit
import Testing

/// The check mode: two sequences that reach one state key are run again with every step after
/// them; a step that takes them apart means the key missed some of the library's state.
@MainActor
@Suite("LibraryExplorer(checkEvery:): a state's key must determine its future")
struct StateKeyCheckTests {
    /// Counts taps in a helper object behind a reference (which the key counts by its kind
    /// only); the second tap shows the badge.
    final class Counter { var taps = 0 }
    final class BadgeWindow: UIWindow { let counter = Counter() }
    @MainActor enum Badge {
        static var window: BadgeWindow?
        static func make() {
            guard window == nil else { return }
            window = BadgeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        }
        static func tap() {
            guard let window else { return }
            window.counter.taps += 1
            if window.counter.taps == 2 { window.isHidden = false }
        }
    }

    static func explorer(checkEvery: Int) -> LibraryExplorer {
        LibraryExplorer(name: "badge", actions: ["make": { Badge.make() }, "tap": { Badge.tap() }], hostEvents: [],
                        hosts: Array(LibraryHost.common.filter { $0.shape == .rotating && $0.ios.major == 17 }),
                        properties: [.holds("badge-hidden") { _ in Badge.window?.isHidden ?? true }], depth: 3,
                        reset: { Badge.window = nil }, checkEvery: checkEvery)
    }

    @Test("without the check the hidden counter makes the search miss the badge; with it, the merge that lost it fails and names the counter")
    func missedStateIsNamed() {
        let unchecked = Self.explorer(checkEvery: 0).run()
        #expect(unchecked.holds, "the key never sees the first tap, so the second is never tried after it")
        let checked = Self.explorer(checkEvery: 1).run()
        #expect(checked.properties == ["badge-hidden", "no-trap-or-hang", "key-determines-future"])
        let example = checked.results.first?.violations[2]
        #expect(example?.steps == ["call make", "call tap", "call tap"], "\(checked)")
        #expect(example?.difference.contains("- BadgeWindow.counter.taps = 0") == true && example?.difference.contains("+ BadgeWindow.counter.taps = 1") == true,
                "\(example?.difference ?? [])")
        #expect(example?.trace?.contains("# 3. call tap\n") == true, "the sweep's JSON carries it as a trace")
        #expect(example?.why == ["the key missed BadgeWindow.counter.taps: a value behind a reference, which the key counts by its kind only; return it from `state:`"])
    }
}
