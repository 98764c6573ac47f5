import PivotUIKit
import Testing

/// A progress bar, as an overlay shows one: UIKit's standard height, its progress pinned to 0…1,
/// and its height held by Auto Layout from the intrinsic size.
@MainActor
@Suite("PivotUIKit: UIProgressView")
struct UIProgressViewTests {
    @Test("A bar made with a style has the standard height and keeps its progress between 0 and 1")
    func styleAndProgress() {
        let (app, _) = launchedHost()
        app.run {
            let bar = UIProgressView(progressViewStyle: .bar)
            #expect(bar.progressViewStyle == .bar && bar.frame.height == 2)
            bar.setProgress(0.25, animated: true)
            #expect(bar.progress == 0.25)
            bar.progress = 1.5
            #expect(bar.progress == 1)
            bar.progress = -1
            #expect(bar.progress == 0)
        }
    }

    @Test("SPEC AL4: laid out by constraints, the bar is as wide as its constraints say and 2 points high")
    func intrinsicHeight() {
        let (app, window) = launchedHost()
        let bar = UIProgressView(progressViewStyle: .default)
        app.run {
            bar.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(bar)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[bar]-|", metrics: nil, views: ["bar": bar])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[bar]", metrics: nil, views: ["bar": bar]))
        }
        #expect(bar.frame == CGRect(x: 20, y: 100, width: 335, height: 2))
    }
}
