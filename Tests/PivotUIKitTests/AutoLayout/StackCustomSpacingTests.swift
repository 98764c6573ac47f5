import Foundation
import Testing
import PivotUIKit

@MainActor
@Suite("A stack view's custom gap after one arranged view")
struct StackCustomSpacingTests {
    final class Sized: UIView {
        let size: CGSize
        init(_ size: CGSize) { self.size = size; super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    @Test("SPEC AL8: the gap after a view replaces spacing there only; spacingUseDefault gives it back")
    func customGap() {
        let (app, window) = launchedHost()
        let a = Sized(CGSize(width: 50, height: 20)), b = Sized(CGSize(width: 50, height: 20)), c = Sized(CGSize(width: 50, height: 20))
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        app.run {
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            stack.spacing = 4
            window.addSubview(stack)
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100).isActive = true
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
            stack.setCustomSpacing(30, after: a)
        }
        #expect(b.frame.minY == 50, "20 + 30")
        #expect(c.frame.minY == 74, "b ends at 70, then the stack's own 4")
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        app.run { stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a) }
        #expect(b.frame.minY == 24)
    }

    @Test("SPEC AL8: a hidden view takes no room, and neither does the gap after it")
    func hiddenView() {
        let (app, window) = launchedHost()
        let a = Sized(CGSize(width: 50, height: 20)), b = Sized(CGSize(width: 50, height: 20))
        let stack = UIStackView(arrangedSubviews: [a, b])
        app.run {
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            window.addSubview(stack)
            stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
            stack.setCustomSpacing(30, after: a)
            a.isHidden = true
            stack.spacing = 0
        }
        #expect(b.frame.minY == 0)
    }
}
