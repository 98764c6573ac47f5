// Labels a reader can read (issue 37): every controller's and window's name meets WCAG AA's
// 4.5:1 against the halo it is drawn on, and a controller's name is drawn over every window's
// fill, so that a window above (an alert's tint, its controller's veil) cannot fade it.

import Foundation
@testable import PivotTrace
import PivotTestSupport
import Testing

@Suite("Picture labels: WCAG AA contrast (SPEC C2)")
struct PictureContrastTests {
    /// WCAG 2's relative luminance of `#rrggbb`.
    static func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        func channel(_ at: Int) -> Double {
            let c = Double(Int(String(digits[at..<at + 2]), radix: 16)!) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test("the contrast helper gives WCAG's figures: black on white 21:1, #767676 on white 4.54:1")
    func helper() {
        #expect(abs(Self.contrast("#000000", "#ffffff") - 21) < 0.01)
        #expect(abs(Self.contrast("#767676", "#ffffff") - 4.54) < 0.01)
    }

    @Test("C2 controller and window names are 4.5:1 or more on their halo, at every band of levels")
    func namesMeetAA() throws {
        let svg = try RenderFixtures.picture("Traces/compositor/hud-under-system-bars.trace", at: .line(26))
        let check = try #require(MarkupCheck.parse(svg))
        let controllers = check.withText("text").filter { $0.attributes["data-controller"] != nil }
        #expect(controllers.map(\.text) == ["home", "toastvc"])
        let windows = check.withText("text").filter { $0.text.contains("(level ") }
        #expect(windows.map(\.text) == ["main (level 0)", "toast (level 2000)"])
        for label in controllers + windows {
            let ratio = Self.contrast(label.attributes["fill"]!, label.attributes["stroke"]!)
            #expect(ratio >= 4.5, "\(label.text): \(label.attributes["fill"]!) on \(label.attributes["stroke"]!) is \(ratio):1")
        }
        for level in [0.0, 1000, 2000, 10_000_000] {
            #expect(Self.contrast(ScreenPicture.levelTextColour(level), "#ffffff") >= 4.5, "level \(level)")
        }
    }

    @Test("C2 no window's fill is drawn over a controller's name: the names come after every fill")
    func controllerNamesOnTop() throws {
        let svg = try RenderFixtures.picture("Traces/compositor/hud-under-system-bars.trace", at: .line(26))
        let check = try #require(MarkupCheck.parse(svg))
        let first = try #require(check.elements.indices.first { check.elements[$0].attributes["data-controller"] != nil })
        let fillsAfter = check.elements[first...].filter {
            $0.name == "polygon" && ($0.attributes["fill"] ?? "none") != "none" && $0.attributes["data-name"] != "covered status bar"
        }
        #expect(fillsAfter.isEmpty, "\(fillsAfter.map(\.attributes))")
    }
}
