// Pictures of the screen (SPEC C2): well-formed SVG, the same bytes on every run, and what
// they must show.

import Foundation
@testable import Pivot
@testable import PivotTrace
import Testing
import PivotTestSupport

@Suite("Pictures of the screen (SPEC C2)")
struct ScreenPictureTests {
    @Test("C2 every corpus trace draws as well-formed SVG, the same bytes twice", arguments: Corpus.traces)
    func corpusPictures(path: String) throws {
        let first = try RenderFixtures.picture(path)
        #expect(MarkupCheck.parse(first) != nil, "\(path) does not draw as well-formed XML")
        #expect(try RenderFixtures.picture(path) == first)
    }

    @Test("C2 W8 the picture names every window, the status bar, the keyboard and each touch")
    func contents() throws {
        let svg = try RenderFixtures.picture("Traces/compositor/hud-under-system-bars.trace", at: .line(26))
        let check = try #require(MarkupCheck.parse(svg))
        let names = check.all("g").compactMap { $0["data-name"] }
        #expect(names == ["main", "home", "header", "title", "statusbar", "toast", "toastvc", "message", "action", "keyboard"])
        #expect(check.text.contains("main (level 0)") && check.text.contains("toast (level 2000)"))
        #expect(check.text.contains("status bar 44pt"))
        #expect(check.text.contains("keyboard: UIRemoteKeyboardWindow, level 10000000"))
        // iPhone X portrait: the safe area guide runs 44 from the top and 34 from the bottom.
        #expect(check.all("polygon").contains { $0["data-safe-area"] == "44,0,34,0" && $0["points"] == "0,44 375,44 375,778 0,778" })
    }

    @Test("C3 the touch of each `expect hit` at that point is drawn, green when it held")
    func touches() throws {
        let svg = try RenderFixtures.picture("Traces/compositor/sideways-hud-ios7.trace", at: .mark("rotated"))
        let check = try #require(MarkupCheck.parse(svg))
        #expect(check.text.contains("10,10 main/toast") && check.text.contains("280,100 main/hud"))
        // Interface landscapeRight on a 320-point-wide screen: the interface point 280,100 is the fixed point 220,280.
        #expect(check.all("circle").contains { $0["cx"] == "220" && $0["cy"] == "280" && $0["stroke"] == "#16a34a" })
    }

    @Test("C2 the device is drawn as it is held: landscapeLeft turns it -90°, the home button to the right")
    func physicalOrientation() throws {
        let svg = try RenderFixtures.picture("Traces/compositor/sideways-hud-ios7.trace", at: .mark("rotated"))
        #expect(svg.contains("rotate(-90)"))
        let portrait = try RenderFixtures.picture("Traces/compositor/sideways-hud-ios7.trace", at: .line(15))
        #expect(portrait.contains("rotate(0)"))
    }

    @Test("C2 C1 a clipping view becomes a clip path its descendants use; a clipped clipper chains")
    func clipPaths() throws {
        var world = World(device: "iPhone8", ios: OSVersion(12, 0))!
        world.apply([.declareController("home", []), .createWindow({ var s = WindowSpec(name: "main"); s.root = "home"; return s }()),
                     .show("main", key: true), .launch])
        for (name, parent, frame) in [("outer", "home", Rect(0, 100, 100, 100)), ("inner", "outer", Rect(50, 50, 100, 100)),
                                      ("leaf", "inner", Rect(0, 0, 80, 80))] {
            world.apply(.addView(ViewSpec(name: name, parent: parent, frame: frame)))
        }
        world.views[world.viewIndex("outer")!].clips = true
        world.views[world.viewIndex("inner")!].clips = true
        let check = try #require(MarkupCheck.parse(ScreenPicture(world: world).svg()))
        let clips = check.all("clipPath")
        #expect(clips.map { $0["id"] } == ["p-clip-2", "p-clip-3"])
        #expect(clips[1]["clip-path"] == "url(#p-clip-2)")
        #expect(check.all("g").first { $0["data-name"] == "leaf" }?["clip-path"] == "url(#p-clip-3)")
    }

    @Test("numbers print with at most two decimals, no exponent and never -0")
    func numbers() {
        #expect(Markup.number(0) == "0" && Markup.number(-0.001) == "0")
        #expect(Markup.number(187.5) == "187.5" && Markup.number(-90) == "-90")
        #expect(Markup.number(0.125) == "0.13" && Markup.number(1.05) == "1.05" && Markup.number(2.10) == "2.1")
        #expect(Markup.number(1e-20) == "0" && Markup.number(123_456_789) == "123456789")
        #expect(Markup.number(.nan) == "0" && Markup.number(.infinity) == "0")
    }

    @Test("text is escaped for XML")
    func escaping() {
        #expect(Markup.escape(#"a<b & "c" 'd'>"#) == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
    }
}

extension ScreenPictureTests {
    @Test("C2 the home indicator lies along the interface's bottom edge: in landscape, a long side of the portrait screen")
    func homeIndicatorFollowsInterface() throws {
        let svg = try RenderFixtures.picture("Traces/platforms/island-landscape-insets-ios18-26.trace")
        let bar = try #require(MarkupCheck.parse(svg)?.all("rect").first { $0["data-name"] == "home indicator" })
        // iPhone 16 Pro Max, interface landscapeRight: 956x440, the bar centred, 9 points above the bottom.
        #expect(bar["x"] == "411" && bar["y"] == "431" && bar["width"] == "134")
        #expect(bar["transform"] != nil && bar["transform"] != "matrix(1 0 0 1 0 0)")
    }

    @Test("S4 a covered status bar is outlined over the window that covers it and says which window covers it")
    func coveredStatusBarIsShown() throws {
        let covered = try RenderFixtures.picture("Traces/statusbar/covering-ios12.trace", at: .line(22))
        #expect(covered.contains("status bar 20pt, covered by banner") && covered.contains("data-name=\"covered status bar\""))
        let uncovered = try RenderFixtures.picture("Traces/statusbar/covering-ios12.trace", at: .line(17))
        #expect(!uncovered.contains("covered status bar"))
    }
}

extension ScreenPictureTests {
    @Test("C2 labels start past a rounded screen corner, and the status bar's sits under the notch")
    func labelsClearTheHardware() throws {
        let svg = try RenderFixtures.picture("Traces/compositor/hud-under-system-bars.trace", at: .line(26))
        /// An attribute of the text element that holds `content`.
        func attribute(_ name: String, ofTextWith content: String) -> String? {
            guard let end = svg.range(of: ">" + content + "<"), let start = svg[..<end.lowerBound].range(of: "<text", options: .backwards),
                  let key = svg[start.upperBound..<end.lowerBound].range(of: " \(name)=\"") else { return nil }
            return String(svg[key.upperBound...].prefix { $0 != "\"" })
        }
        #expect(Double(attribute("x", ofTextWith: "main (level 0)") ?? "") ?? 0 > 30, "the bottom-left label clears the 44-point corner")
        #expect(attribute("y", ofTextWith: "status bar 44pt") == "40", "under the notch, which is 30 points deep")
        // The alert-level toast is above the bar's level (S4) but far below it: nothing covers the bar.
        #expect(!svg.contains("covered status bar"))
    }
}

/// What a user reads at 100 %: labels of 11 points or more, whatever the view's alpha.
@Suite("Labels of a picture")
struct ScreenPictureLabelTests {
    static let resizableHUD = "Traces/explore/hud-mask-resizable-window-ipados26.trace"

    @Test("C2 every label of an iPad picture, turned to landscape or not, is 11 points or more",
          arguments: ["Traces/devices/ipad.trace", "Traces/lifecycle/rotation-ipad-no-trait-change.trace", Self.resizableHUD])
    func labelsLegible(path: String) throws {
        for moment in [PictureMoment.line(1), .end] {
            let check = try #require(MarkupCheck.parse(try RenderFixtures.picture(path, at: moment)))
            let sizes = check.all("text").compactMap { $0["font-size"].flatMap(Double.init) }
            #expect(!sizes.isEmpty && sizes.allSatisfy { $0 >= 11 }, "\(path): font sizes \(Set(sizes).sorted())")
        }
    }

    @Test("C2 the label of a view at alpha 0.4 is drawn at full opacity, on a halo")
    func labelOutsideTheViewsAlpha() throws {
        let check = try #require(MarkupCheck.parse(try RenderFixtures.picture(Self.resizableHUD)))
        let label = try #require(check.elements.indices.first { check.elements[$0].name == "text" && check.texts[$0] == "background" })
        let ancestors = check.ancestors(of: label)
        #expect(ancestors.contains { $0["data-name"] == "background" }, "the label belongs to its view's group")
        #expect(!ancestors.contains { $0["opacity"] != nil }, "the label takes the view's alpha")
        #expect(check.elements[label].attributes["stroke"] == "#ffffff" && check.elements[label].attributes["paint-order"] == "stroke")
        #expect(check.all("g").contains { $0["opacity"] == "0.4" }, "the view itself keeps its alpha")
    }

    @Test("C2 a view under the status bar has its name below the bar, not hidden under it")
    func viewNameClearsTheBar() throws {
        let check = try #require(MarkupCheck.parse(try RenderFixtures.picture(Self.resizableHUD)))
        let label = try #require(check.withText("text").first { $0.text == "background" })
        // iPad Pro 11-inch on iPadOS 26: a 24-point bar over the view's top; the name sits under it.
        #expect(check.withText("text").contains { $0.text == "status bar 24pt" })
        #expect((label.attributes["y"].flatMap(Double.init) ?? 0) >= 24 + 11)
    }
}
