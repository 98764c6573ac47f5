import Pivot
import PivotUIKit
import Testing

/// Key-value coding of views, as a scrolling label copies its own UILabel settings to the label
/// it scrolls.
@MainActor
@Suite("PivotUIKit: key-value coding of views")
struct ViewKeyValueCodingTests {
    /// A label that forwards its settings by name, the way such libraries do.
    final class ScrollingLabel: UILabel {
        let sublabel = UILabel()
        func forward() {
            for key in ["enabled", "highlighted", "textAlignment", "numberOfLines", "lineBreakMode", "minimumScaleFactor",
                        "baselineAdjustment", "userInteractionEnabled", "minimumFontSize", "contentMode"] {
                sublabel.setValue(value(forKey: key), forKeyPath: key)
            }
        }
    }

    @Test("Settings read by their Objective-C names are set on another label by the same names")
    func labelSettingsForwardByName() {
        let (app, _) = launchedHost()
        app.run {
            let label = ScrollingLabel()
            label.isEnabled = false
            label.numberOfLines = 3
            label.textAlignment = .center
            label.lineBreakMode = .byClipping
            label.minimumScaleFactor = 0.5
            label.baselineAdjustment = .alignCenters
            label.isUserInteractionEnabled = true
            label.contentMode = .center
            label.forward()
            let copy = label.sublabel
            #expect(!copy.isEnabled && copy.numberOfLines == 3 && copy.textAlignment == .center && copy.lineBreakMode == .byClipping)
            #expect(copy.minimumScaleFactor == 0.5 && copy.baselineAdjustment == .alignCenters && copy.isUserInteractionEnabled)
            #expect(copy.contentMode == .center)
        }
    }

    @Test("A view's values set from raw numbers and read back; an unknown key reads nil and sets nothing")
    func rawValuesAndUnknownKeys() {
        let (app, _) = launchedHost()
        app.run {
            let view = UILabel()
            view.setValue(NSNumber(value: 0.25), forKey: "alpha")
            view.setValue(2, forKey: "textAlignment")
            view.setValue(true, forKey: "hidden")
            view.setValue("x", forKey: "noSuchKey")
            #expect(view.alpha == 0.25 && view.textAlignment == .right && view.isHidden)
            #expect(view.value(forKey: "hidden") as? Bool == true && view.value(forKey: "noSuchKey") == nil)
        }
    }
}
