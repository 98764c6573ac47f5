import Pivot
import PivotUIKit
import Testing

/// Image contexts as a library draws its icons: begun, drawn into (nothing is drawn), read, ended.
@MainActor
@Suite("PivotUIKit: image contexts")
struct GraphicsContextTests {
    /// An icon drawn the way generated drawing code does: it force-unwraps the current context.
    static func drawCheckmark(in size: CGSize) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        defer { UIGraphicsEndImageContext() }
        let context = UIGraphicsGetCurrentContext()!
        context.saveGState()
        context.translateBy(x: 2, y: 2)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 5, y: 10))
        path.stroke()
        context.restoreGState()
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    @Test("A begun image context is current until it ends; its image has its size and the screen's scale")
    func imageContextIsCurrentUntilEnded() {
        let (app, _) = launchedHost(device: "iPhone8")
        app.run {
            #expect(UIGraphicsGetCurrentContext() == nil)
            let icon = Self.drawCheckmark(in: CGSize(width: 24, height: 20))
            #expect(icon?.size == CGSize(width: 24, height: 20) && icon?.scale == 2)
            #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        }
    }

    @Test("Contexts nest: the inner one is current until it ends, then the outer one again")
    func contextsNest() {
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 4), true, 3)
        #expect(UIGraphicsGetCurrentContext()?.size == CGSize(width: 3, height: 4) && UIGraphicsGetCurrentContext()?.scale == 3)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext()?.size == CGSize(width: 10, height: 10))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("A renderer's drawing block runs with its context current; the image has the renderer's size and format scale")
    func rendererMakesItsContextCurrent() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: format)
        var current: CGContext?
        var handed: CGContext?
        let image = renderer.image { context in
            handed = context.cgContext
            current = UIGraphicsGetCurrentContext()
        }
        #expect(current != nil && current === handed && UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 8, height: 6) && image.scale == 3)
    }
}
