// A picture of the screen at one moment, as SVG (SPEC C2): the device in its physical
// orientation, the flattened draw items in painter's order, each window's region tinted by its
// level and named, the status bar and keyboard where they stack, safe-area guides and touches.
// Everything is drawn in the device's fixed portrait space, then the whole device is turned.

import Pivot

/// A touch to draw: an `expect hit` point (interface space), its expectation, and its verdict.
package struct TouchMark: Hashable, Sendable {
    package var point: Point
    package var label: String
    package var held: Bool
    package init(point: Point, label: String, held: Bool) { self.point = point; self.label = label; self.held = held }
}

package struct ScreenPicture {
    package var world: World
    package var touches: [TouchMark]
    /// Lines above the device; the first is the title.
    package var caption: [String]
    /// Prefix of element ids, so that several pictures can share one HTML page.
    package var idPrefix: String

    package init(world: World, touches: [TouchMark] = [], caption: [String] = [], idPrefix: String = "p") {
        self.world = world; self.touches = touches; self.caption = caption; self.idPrefix = idPrefix
    }

    /// The fill of a window's region, by level band: app levels, status bar levels, alert
    /// levels, and the keyboard's system level.
    static func levelColour(_ level: Double) -> String {
        if level < WindowLevel.statusBar { return "#2563eb" }
        if level < WindowLevel.alert { return "#16a34a" }
        if level < 10_000_000 { return "#ea580c" }
        return "#9333ea"
    }

    /// A window name's colour: its band's, darkened to 4.5:1 or more on the white halo (WCAG AA);
    /// the band's own colours are for fills and outlines (orange text on white is 3.6:1).
    static func levelTextColour(_ level: Double) -> String {
        if level < WindowLevel.statusBar { return "#1d4ed8" }
        if level < WindowLevel.alert { return "#15803d" }
        if level < 10_000_000 { return "#c2410c" }
        return "#7e22ce"
    }

    /// A controller's name: 7.6:1 on its white halo, drawn over every window's fill so that a
    /// window above (an alert's tint, a controller's veil) cannot fade it (it fell to 2:1).
    static let controllerLabelColour = "#475569"

    /// The device turned as the hardware is held: the home button (bottom) goes right for
    /// landscapeLeft. Flat and unknown orientations are drawn upright.
    static func angle(_ physical: DeviceOrientation) -> Double {
        switch physical {
        case .landscapeLeft: -90
        case .landscapeRight: 90
        case .portraitUpsideDown: 180
        default: 0
        }
    }

    package func svg() -> String {
        let model = world.model
        let screen = model.portraitSize
        let tree = world.renderTree()
        let items = tree.flatten()
        // A home button needs a chin and a forehead; home-indicator devices are nearly all screen.
        let side = 16.0, cap = model.hasHomeIndicator ? 16.0 : 64.0
        let body = Rect(-side, -cap, screen.width + 2 * side, screen.height + 2 * cap)
        let angle = Self.angle(world.device.physical)
        let turned = angle == 90 || angle == -90
        let shown = turned ? body.size.swapped : body.size
        let margin = 24.0, captionHeight = caption.isEmpty ? 0 : Double(caption.count) * 18 + 8, legendHeight = 28.0
        // Wide enough for the caption (about 8 points a character for the 14-point title).
        let captionWidth = caption.enumerated().map { Double($0.element.count) * ($0.offset == 0 ? 8 : 6.5) + 24 }.max() ?? 0
        let width = max(shown.width + 2 * margin, 560, captionWidth.rounded(.up))
        let height = captionHeight + shown.height + 2 * margin + legendHeight

        var out = MarkupWriter()
        out.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", Markup.number(width)),
                         ("height", Markup.number(height)), ("viewBox", "0 0 \(Markup.number(width)) \(Markup.number(height))"),
                         ("font-family", "Helvetica, Arial, sans-serif")])
        out.newline()
        if let title = caption.first { out.element("title", [], title); out.newline() }
        clipDefinitions(items, &out)
        out.empty("rect", [("width", Markup.number(width)), ("height", Markup.number(height)), ("fill", "#ffffff")])
        out.newline()
        for (i, line) in caption.enumerated() {
            out.element("text", [("x", "12"), ("y", Markup.number(Double(i) * 18 + 20)), ("font-size", i == 0 ? "14" : "12"),
                                 ("font-weight", i == 0 ? "bold" : "normal"), ("fill", i == 0 ? "#111827" : "#4b5563")], line)
            out.newline()
        }
        let centre = Point(width / 2, captionHeight + margin + shown.height / 2)
        out.open("g", [("transform", "translate(\(Markup.point(centre))) rotate(\(Markup.number(angle))) "
                        + "translate(\(Markup.number(-(body.minX + body.size.width / 2))),\(Markup.number(-(body.minY + body.size.height / 2))))")])
        out.newline()
        deviceBody(body, screen, &out)
        var stacked: [String: Int] = [:]
        let bar = items.first { $0.kind == .statusBar }
        var controllerNames = MarkupWriter()
        for (index, item) in items.enumerated() { draw(item, index, under: bar, &stacked, &out, names: &controllerNames) }
        out.raw(controllerNames.text)
        hardwareOverScreen(screen, &out)
        stacked = [:]
        for item in items where item.kind == .window { windowName(item, &stacked, &out) }
        coveredStatusBar(items, &out)
        safeAreaGuides(items, &out)
        if model.hasHomeIndicator {
            // The home indicator sits on the interface's bottom edge, whichever way it faces.
            let interfaceToFixed = tree.fixedToInterface.inverted
            let bottom = interfaceSize(screen, world.statusBar.orientation)
            out.empty("rect", [("transform", Markup.matrix(interfaceToFixed)), ("x", Markup.number(bottom.width / 2 - 67)),
                               ("y", Markup.number(bottom.height - 9)), ("width", "134"), ("height", "5"), ("rx", "2.5"),
                               ("fill", "#111827"), ("fill-opacity", "0.6"), ("data-name", "home indicator")])
            out.newline()
        }
        drawTouches(tree.fixedToInterface.inverted, &out)
        out.close("g")
        out.newline()
        legend(y: height - legendHeight + 4, &out)
        out.close("svg")
        out.newline()
        return out.text
    }

    /// A label's x in its layer, moved along the layer's edge past a rounded corner of the screen
    /// when it would start inside one (the corners are drawn over the windows).
    private func labelX(_ item: DrawItem, _ x: Double, _ y: Double) -> Double {
        let r = cornerRadius
        guard r > 0, let t = item.fixed.transform(from: item.size) else { return x }
        let screen = world.model.portraitSize
        let p = t.apply(Point(x, y))
        let inCorner = (p.x < r || p.x > screen.width - r) && (p.y < r || p.y > screen.height - r)
        return inCorner ? x + r * 0.75 : x
    }

    /// The interface's size for a screen held in portrait.
    private func interfaceSize(_ screen: Size, _ orientation: InterfaceOrientation) -> Size {
        orientation.isLandscape ? screen.swapped : screen
    }

    private func clipID(_ index: Int) -> String { "\(idPrefix)-clip-\(index)" }

    /// One clipPath per clipping item; a clipped clipper's path is clipped by its own clipper.
    private func clipDefinitions(_ items: [DrawItem], _ out: inout MarkupWriter) {
        let clippers = Set(items.compactMap(\.clip)).sorted()
        guard !clippers.isEmpty else { return }
        out.open("defs")
        out.newline()
        for index in clippers {
            var attributes = [("id", clipID(index))]
            if let outer = items[index].clip { attributes.append(("clip-path", "url(#\(clipID(outer)))")) }
            out.open("clipPath", attributes)
            out.empty("polygon", [("points", Markup.points(items[index].fixed.corners))])
            out.close("clipPath")
            out.newline()
        }
        out.close("defs")
        out.newline()
    }

    /// The smallest label, in points: the page shows a picture at one pixel a point, so that
    /// every label is legible at 100 % (a picture scaled to fit made them 6 px).
    static let smallestLabel = 11

    /// An item's shape and label in painter's order, with its opacity and clip. The label is
    /// drawn outside the opacity, on a white halo: a view at alpha 0.4 keeps a readable name.
    /// `bar`: the status bar, drawn later over the top of most views; their names go below it.
    /// A controller's name goes to `names`, drawn after every fill (in its item's clip).
    private func draw(_ item: DrawItem, _ index: Int, under bar: DrawItem?, _ stacked: inout [String: Int], _ out: inout MarkupWriter,
                      names: inout MarkupWriter) {
        var group: [(String, String)] = [("data-name", item.name)]
        if let clip = item.clip { group.append(("clip-path", "url(#\(clipID(clip)))")) }
        out.open("g", group)
        if item.opacity < 1 { out.open("g", [("opacity", Markup.number(item.opacity))]) }
        let points = ("points", Markup.points(item.fixed.corners))
        var label: (text: String, x: Double, y: Double, size: Int, colour: String, halo: String)? = nil
        let small = Self.smallestLabel
        switch item.kind {
        case .window:
            let colour = Self.levelColour(item.level)
            out.empty("polygon", [points, ("fill", colour), ("fill-opacity", "0.22")])
        case .controllerView:
            out.empty("polygon", [points, ("fill", "#ffffff"), ("fill-opacity", "0.5"), ("stroke", "#94a3b8"), ("stroke-width", "1")])
            let y = item.size.height - 26 - lift(item, item.size.height - 26, &stacked)
            if y > 0, item.size.width >= 20, let t = item.fixed.transform(from: item.size) {
                if let clip = item.clip { names.open("g", [("clip-path", "url(#\(clipID(clip)))")]) }
                names.element("text", [("transform", Markup.matrix(t)), ("x", Markup.number(labelX(item, 6, y))), ("y", Markup.number(y)),
                                       ("font-size", String(small)), ("fill", Self.controllerLabelColour), ("stroke", "#ffffff"),
                                       ("stroke-width", "3"), ("paint-order", "stroke"), ("data-controller", item.name)], item.name)
                if item.clip != nil { names.close("g") }
                names.newline()
            }
        case .view:
            out.empty("polygon", [points, ("fill", "#e2e8f0"), ("fill-opacity", "0.9"), ("stroke", "#334155"), ("stroke-width", "1")])
            label = (item.name, labelX(item, 3, 12), 12 + belowBar(item, bar), small, "#0f172a", "#ffffff")
        case .statusBar:
            out.empty("polygon", [points, ("fill", "#0f172a"), ("fill-opacity", "0.85")])
            // Under the notch or the island where there is one: the bar is taller than they are deep.
            let y = world.model.hasNotch && item.size.height > 30 ? item.size.height - 4 : min(item.size.height - 4, 15)
            label = ("status bar " + Markup.number(item.size.height) + "pt", labelX(item, 6, y), y, small, "#ffffff", "#0f172a")
        case .keyboard:
            out.empty("polygon", [points, ("fill", "#cbd5e1"), ("stroke", "#64748b"), ("stroke-width", "1")])
            let kind = world.profile.keyboardWindow
            label = ("keyboard: \(kind.className), level \(Markup.number(kind.level))", 8, 18, 12, "#334155", "#cbd5e1")
        }
        if item.opacity < 1 { out.close("g") }
        if let label, label.y > 0, item.size.width >= 20, let t = item.fixed.transform(from: item.size) {
            out.element("text", [("transform", Markup.matrix(t)), ("x", Markup.number(label.x)), ("y", Markup.number(label.y)),
                                 ("font-size", String(label.size)), ("fill", label.colour), ("stroke", label.halo),
                                 ("stroke-width", "3"), ("paint-order", "stroke")], label.text)
        }
        out.close("g")
        out.newline()
    }

    /// How far down a view's name goes to clear the status bar where the bar covers its top
    /// left corner (a view that fills its window would hide its name under the bar).
    private func belowBar(_ item: DrawItem, _ bar: DrawItem?) -> Double {
        guard let bar, let t = item.fixed.transform(from: item.size), let b = bar.fixed.transform(from: bar.size) else { return 0 }
        // The name's top left corner, in the bar's own space.
        let corner = b.inverted.apply(t.apply(Point(3, 2)))
        guard Rect(0, 0, bar.size.width, bar.size.height).contains(corner) else { return 0 }
        return bar.size.height - corner.y + 2
    }

    /// Window outlines and names go over everything, so that every window can be found.
    private func windowName(_ item: DrawItem, _ stacked: inout [String: Int], _ out: inout MarkupWriter) {
        let colour = Self.levelColour(item.level)
        let textColour = Self.levelTextColour(item.level)
        out.empty("polygon", [("points", Markup.points(item.fixed.corners)), ("fill", "none"), ("stroke", colour),
                              ("stroke-width", "2"), ("stroke-dasharray", "6 3")])
        if let t = item.fixed.transform(from: item.size), item.size.height >= 16 {
            let y = item.size.height - 8 - lift(item, item.size.height - 8, &stacked)
            out.element("text", [("transform", Markup.matrix(t)), ("x", Markup.number(labelX(item, 6, y))), ("y", Markup.number(y)),
                                 ("font-size", "12"), ("font-weight", "bold"), ("fill", textColour), ("stroke", "#ffffff"),
                                 ("stroke-width", "3"), ("paint-order", "stroke")],
                        "\(item.name) (level \(Markup.number(item.level)))")
        }
        out.newline()
    }

    /// S4: a status bar that a window drawn above it covers is still there (it keeps its height
    /// and its place in the order): its outline and a label go over the window that covers it.
    private func coveredStatusBar(_ items: [DrawItem], _ out: inout MarkupWriter) {
        guard let index = items.firstIndex(where: { $0.kind == .statusBar }), world.statusBarCovered else { return }
        let bar = items[index]
        let box = bar.fixed.boundingBox
        // S4 puts the bar under every window above its level; it is hidden only where one of them is.
        let over = items[(index + 1)...].filter { $0.kind == .window && $0.level > bar.level && $0.fixed.boundingBox.overlaps(box) }
            .map(\.name)
        guard !over.isEmpty else { return }
        out.empty("polygon", [("points", Markup.points(bar.fixed.corners)), ("fill", "#0f172a"), ("fill-opacity", "0.12"),
                              ("stroke", "#0f172a"), ("stroke-width", "1.5"), ("stroke-dasharray", "2 2"), ("data-name", "covered status bar")])
        if let t = bar.fixed.transform(from: bar.size) {
            let text = "status bar " + Markup.number(bar.size.height) + "pt, covered by " + over.joined(separator: ", ")
            out.element("text", [("transform", Markup.matrix(t)), ("x", Markup.number(bar.size.width - 6)),
                                 ("y", Markup.number(min(bar.size.height - 4, 14))), ("text-anchor", "end"), ("font-size", String(Self.smallestLabel)),
                                 ("font-style", "italic"), ("fill", "#0f172a"), ("stroke", "#ffffff"), ("stroke-width", "3"),
                                 ("paint-order", "stroke")], text)
        }
        out.newline()
    }

    /// How far to lift a label above others already placed at the same spot on screen (windows
    /// and presented views of the same frame would print their names over each other).
    private func lift(_ item: DrawItem, _ y: Double, _ stacked: inout [String: Int]) -> Double {
        guard let t = item.fixed.transform(from: item.size) else { return 0 }
        let key = Markup.point(t.apply(Point(6, y)))
        let count = stacked[key, default: 0]
        stacked[key] = count + 1
        return Double(count) * 16
    }

    /// Dashed rectangles at each controller view's safe area (G1), where it has one.
    private func safeAreaGuides(_ items: [DrawItem], _ out: inout MarkupWriter) {
        var drawn = Set<String>()
        for item in items where item.kind == .controllerView {
            guard let controller = item.controller, let t = item.fixed.transform(from: item.size) else { continue }
            let insets = world.safeArea(of: controller)
            guard insets != .zero else { continue }
            let local = Rect(insets.left, insets.top, item.size.width - insets.left - insets.right,
                             item.size.height - insets.top - insets.bottom)
            let points = Markup.points(Quad(local, t).corners)
            guard drawn.insert(points).inserted else { continue }
            out.empty("polygon", [("points", points), ("fill", "none"), ("stroke", "#e11d48"), ("stroke-width", "1"),
                                  ("stroke-dasharray", "4 3"), ("data-safe-area", insets.description)])
            out.newline()
        }
    }

    /// Each touch: a ring at the point, labelled upright in the interface's orientation.
    private func drawTouches(_ interfaceToFixed: Transform, _ out: inout MarkupWriter) {
        for touch in touches {
            let p = interfaceToFixed.apply(touch.point)
            let colour = touch.held ? "#16a34a" : "#dc2626"
            out.empty("circle", [("cx", Markup.number(p.x)), ("cy", Markup.number(p.y)), ("r", "10"), ("fill", colour),
                                 ("fill-opacity", "0.25"), ("stroke", colour), ("stroke-width", "2.5")])
            out.empty("circle", [("cx", Markup.number(p.x)), ("cy", Markup.number(p.y)), ("r", "2"), ("fill", colour)])
            out.element("text", [("transform", Markup.matrix(interfaceToFixed)), ("x", Markup.number(touch.point.x + 14)),
                                 ("y", Markup.number(touch.point.y + 4)), ("font-size", "11"), ("font-weight", "bold"),
                                 ("fill", colour), ("stroke", "#ffffff"), ("stroke-width", "3"), ("paint-order", "stroke")],
                        touch.label)
            out.newline()
        }
    }

    private func legend(y: Double, _ out: inout MarkupWriter) {
        let entries: [(String, String)] = [("#2563eb", "level < 1000"), ("#16a34a", "statusBar level"),
                                           ("#ea580c", "alert level"), ("#9333ea", "system"), ("#e11d48", "safe area")]
        var x = 12.0
        for (colour, text) in entries {
            out.empty("rect", [("x", Markup.number(x)), ("y", Markup.number(y)), ("width", "12"), ("height", "12"),
                               ("fill", colour), ("fill-opacity", "0.6")])
            out.element("text", [("x", Markup.number(x + 16)), ("y", Markup.number(y + 10)), ("font-size", "11"),
                                 ("fill", "#374151")], text)
            x += 24 + Double(text.count) * 6
        }
        out.newline()
    }
}
