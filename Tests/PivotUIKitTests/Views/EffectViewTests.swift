import Foundation
import Testing
import PivotUIKit

@MainActor
@Suite("A visual effect view's content view")
struct EffectViewTests {
    @Test("fills the effect view at every size, as UIKit's does")
    func contentViewFills() {
        let (app, window) = launchedHost()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        app.run {
            window.addSubview(blur)
            blur.frame = CGRect(x: 10, y: 20, width: 258, height: 101)
        }
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 258, height: 101))
        app.run { blur.frame.size = CGSize(width: 100, height: 40) }
        #expect(blur.contentView.frame.size == CGSize(width: 100, height: 40))
        #expect(UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 30, height: 20)).contentView.frame.size == CGSize(width: 30, height: 20))
    }
}
