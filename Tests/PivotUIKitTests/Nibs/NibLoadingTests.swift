import Pivot
import PivotUIKit
import Testing

/// There are no nibs on Linux: a load fails as a missing nib does in UIKit, with UIKit's reason
/// kept as data.
@MainActor
@Suite("PivotUIKit: nib loading")
struct NibLoadingTests {
    @Test("loadNibNamed answers nil and keeps UIKit's reason for the missing nib")
    func missingNibFails() {
        let (app, _) = launchedHost()
        app.run {
            let loaded = Bundle.main.loadNibNamed("MessageView", owner: nil, options: nil)
            #expect(loaded == nil)
            let failure = UINib.failures.last
            #expect(failure?.name == "MessageView")
            #expect(failure?.description == "NSInternalInconsistencyException: Could not load NIB in bundle: 'NSBundle </pivot> (loaded)' with name 'MessageView'")
            #expect(UINib(nibName: "Card", bundle: nil).instantiate(withOwner: nil).isEmpty && UINib.failures.last?.name == "Card")
        }
    }

    @Test("A storyboard's controller is a plain one, the missing storyboard kept as a failure")
    func missingStoryboardFails() {
        let (app, _) = launchedHost()
        app.run {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            #expect(storyboard.instantiateInitialViewController() == nil)
            #expect(UINib.failures.last?.reason == "Could not find a storyboard named 'Main' in bundle NSBundle </pivot> (loaded)")
        }
    }
}
