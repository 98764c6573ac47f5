// Builders for the compositor tests: views with every layer option, and reading draw items by name.
@testable import Pivot

extension World {
    /// Adds a view as a trace's `view` line does. Clips and scale are also set on the stored
    /// view directly, so these tests do not depend on the engine's `addView` copying them.
    mutating func addView(_ name: String, in parent: String, _ frame: Rect, _ configure: (inout ViewSpec) -> Void = { _ in }) {
        var spec = ViewSpec(name: name, parent: parent, frame: frame)
        configure(&spec)
        apply(.addView(spec))
        if let index = viewIndex(name) {
            views[index].clips = spec.clips
            views[index].scale = spec.scale
        }
    }

    /// The flattened item with that name (the test fails when it is not drawn).
    func item(_ name: String) -> DrawItem? { renderTree().flatten().first { $0.name == name } }

    /// Names of the flattened items, bottom to top.
    var paintedNames: [String] { renderTree().flatten().map(\.name) }

    /// Names of the roots (windows and system layers), bottom to top.
    var rootNames: [String] {
        let tree = renderTree()
        return tree.roots.map { tree.nodes[$0].name }
    }

    /// The name of the deepest view hit, else of the window, else "keyboard" / "none".
    func hitName(_ x: Double, _ y: Double) -> String {
        guard let hit = hitTest(Point(x, y)) else { return "none" }
        if let view = hit.view { return views[view].name }
        return hit.window.map { self[$0].name } ?? "keyboard"
    }

    func coverage(of view: String) -> Occlusion { viewIndex(view).map { coverage(ofView: $0) } ?? .none }
}

/// Corners from x,y pairs: top-left, top-right, bottom-right, bottom-left.
func corners(_ values: Double...) -> [Point] {
    stride(from: 0, to: values.count - 1, by: 2).map { Point(values[$0], values[$0 + 1]) }
}

/// A landscape-capable app: Info.plist portrait and both landscapes.
let portraitAndLandscape: OrientationMask = [.portrait, .landscape]
