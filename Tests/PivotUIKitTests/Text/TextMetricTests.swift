import Pivot
import PivotUIKit
import Testing

/// The text metric (Docs/PORTING.md): 0.5 × point size a character, 1.2 × point size a line,
/// wrapping at spaces, rounded up to whole points.
@MainActor
@Suite("PivotUIKit: the text metric")
struct TextMetricTests {
    @Test("A one-line label measures its characters at the font's size")
    func oneLineLabel() {
        let (app, _) = launchedHost()
        app.run {
            let label = UILabel()
            label.font = .systemFont(ofSize: 10)
            label.text = "Saved!"
            #expect(label.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 30, height: 12))
            label.sizeToFit()
            #expect(label.frame.size == CGSize(width: 30, height: 12))
            #expect(UILabel().sizeThatFits(.zero) == .zero, "no text, no size")
        }
    }

    @Test("A multi-line label wraps at spaces within the width, up to numberOfLines")
    func wrappingLabel() {
        let (app, _) = launchedHost()
        app.run {
            let label = UILabel()
            label.font = .systemFont(ofSize: 20)
            label.numberOfLines = 0
            label.text = "one two three"
            // 10 points a character: 80 points hold 8 characters a line.
            #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == CGSize(width: 70, height: 48))
            // 40 points: "one", "two", "thre", "e" (a word longer than the line breaks anywhere).
            #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 40, height: 96))
            label.numberOfLines = 2
            #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 30, height: 48))
        }
    }

    @Test("A label's intrinsic size is the metric's, wrapped to preferredMaxLayoutWidth, and follows its text")
    func labelIntrinsicSize() {
        let (app, _) = launchedHost()
        app.run {
            let label = UILabel()
            label.font = .systemFont(ofSize: 20)
            label.numberOfLines = 0
            label.text = "one two three"
            #expect(label.intrinsicContentSize == CGSize(width: 130, height: 24))
            label.preferredMaxLayoutWidth = 80
            #expect(label.intrinsicContentSize == CGSize(width: 70, height: 48))
            label.text = "one"
            #expect(label.intrinsicContentSize == CGSize(width: 30, height: 24))
        }
    }

    @Test("boundingRect wraps with usesLineFragmentOrigin; size(withAttributes:) is one line")
    func stringMeasurement() {
        let font = UIFont.systemFont(ofSize: 16)
        let rect = "Hello world".boundingRect(with: CGSize(width: 48, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                          attributes: [.font: font], context: nil)
        #expect(rect.size == CGSize(width: 40, height: 39))
        #expect("Hello world".size(withAttributes: [.font: font]) == CGSize(width: 88, height: 20))
    }
}
