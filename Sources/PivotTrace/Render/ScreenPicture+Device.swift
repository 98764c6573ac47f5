// The device in a screen picture: its body around the screen, and what the hardware lays over
// the screen (rounded corners, the notch or the Dynamic Island), in the device's fixed portrait
// space like everything the picture draws.

import Pivot

extension ScreenPicture {
    /// The device's body around the screen: a home button's chin and forehead, or a thin rim
    /// round an edge-to-edge screen.
    func deviceBody(_ body: Rect, _ screen: Size, _ out: inout MarkupWriter) {
        out.empty("rect", [("x", Markup.number(body.minX)), ("y", Markup.number(body.minY)),
                           ("width", Markup.number(body.size.width)), ("height", Markup.number(body.size.height)),
                           ("rx", world.model.hasHomeIndicator ? "48" : "36"), ("fill", "#1f2937")])
        out.empty("rect", [("width", Markup.number(screen.width)), ("height", Markup.number(screen.height)), ("fill", "#f1f5f9")])
        if !world.model.hasHomeIndicator {
            out.empty("circle", [("cx", Markup.number(screen.width / 2)), ("cy", Markup.number(screen.height + 32)),
                                 ("r", "20"), ("fill", "none"), ("stroke", "#6b7280"), ("stroke-width", "2")])
        }
        out.newline()
    }

    /// The radius of an edge-to-edge screen's rounded corners (0 for a screen with a home button).
    var cornerRadius: Double { world.model.hasHomeIndicator ? (world.model.isPhone ? 44 : 18) : 0 }

    /// What the hardware lays over the screen, drawn above the windows: the rounded corners of
    /// an edge-to-edge display, and the notch or the Dynamic Island at the top of the portrait
    /// screen (an island where the portrait top inset is 59 points or more: iPhone 14 Pro on).
    func hardwareOverScreen(_ screen: Size, _ out: inout MarkupWriter) {
        let model = world.model
        guard model.hasHomeIndicator else { return }
        let body = "#1f2937"
        let r = cornerRadius
        let w = screen.width, h = screen.height
        // Each corner: the square outside a quarter circle of radius r, reaching 2 points past the
        // screen's edge so that window edges drawn on it do not show at the corner.
        let corners = [(0.0, 0.0, 1.0, 1.0), (w, 0.0, -1.0, 1.0), (w, h, -1.0, -1.0), (0.0, h, 1.0, -1.0)]
        var path = ""
        for (x, y, dx, dy) in corners {
            func p(_ px: Double, _ py: Double) -> String { Markup.number(px) + "," + Markup.number(py) }
            path += "M" + p(x - 2 * dx, y - 2 * dy) + " L" + p(x + dx * r, y - 2 * dy) + " L" + p(x + dx * r, y)
                + " A\(Markup.number(r)),\(Markup.number(r)) 0 0 \(dx * dy > 0 ? 0 : 1) " + p(x, y + dy * r)
                + " L" + p(x - 2 * dx, y + dy * r) + " Z "
        }
        out.empty("path", [("d", String(path.dropLast())), ("fill", body), ("data-name", "screen corners")])
        guard model.isPhone && model.hasNotch else { out.newline(); return }
        let top = world.profile.pick(model.portraitInsets).top
        if top >= 59 {
            out.empty("rect", [("x", Markup.number(w / 2 - 63)), ("y", "11"), ("width", "126"), ("height", "37"), ("rx", "18.5"),
                               ("fill", "#000000"), ("data-name", "Dynamic Island")])
        } else {
            // The notch: a tab hanging from the top edge with rounded lower corners.
            let half = 105.0, depth = 30.0, round = 20.0
            let d = "M\(Markup.number(w / 2 - half - 6)),0 q6,0 6,6 v\(Markup.number(depth - 6 - round)) "
                + "a\(Markup.number(round)),\(Markup.number(round)) 0 0 0 \(Markup.number(round)),\(Markup.number(round)) "
                + "h\(Markup.number(2 * (half - round))) "
                + "a\(Markup.number(round)),\(Markup.number(round)) 0 0 0 \(Markup.number(round)),\(Markup.number(-round)) "
                + "v\(Markup.number(-(depth - 6 - round))) q0,-6 6,-6 Z"
            out.empty("path", [("d", d), ("fill", body), ("data-name", "notch")])
        }
        out.newline()
    }
}
