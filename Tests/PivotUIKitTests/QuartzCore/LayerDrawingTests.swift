import Pivot
import PivotUIKit
import Testing

/// What blur and custom-drawing layers override and call: answered inert, so their code runs.
@MainActor
@Suite("PivotUIKit: layer drawing hooks and display links")
struct LayerDrawingTests {
    final class BlurLayer: CALayer, @unchecked Sendable {
        override class func needsDisplay(forKey key: String) -> Bool { key == "blurRadius" || super.needsDisplay(forKey: key) }
        override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }
    }

    final class Frames: NSObject, @unchecked Sendable {
        var ticks = 0
        func tick(_ link: CADisplayLink) { ticks += 1 }
    }

    @Test("A layer redraws for no key and runs no implicit animation; its contents rect is all of them")
    func layerHooks() {
        let layer = BlurLayer()
        #expect(BlurLayer.needsDisplay(forKey: "blurRadius") && !CALayer.needsDisplay(forKey: "opacity"))
        #expect(layer.action(forKey: "opacity") == nil && CALayer.defaultAction(forKey: "position") == nil)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.contentsRect = CGRect(x: 0.25, y: 0, width: 0.5, height: 1)
        #expect(layer.contentsRect.width == 0.5)
    }

    @Test("An animation run as a layer's action is added to that layer under the event's key")
    func animationAsAction() {
        let (app, _) = launchedHost()
        app.run {
            let layer = CALayer()
            let fade: CAAction = CABasicAnimation(keyPath: "opacity")
            fade.run(forKey: "opacity", object: layer, arguments: nil)
            #expect(layer.animationKeys() == ["opacity"])
        }
    }

    @Test("A context keeps its interpolation quality; blend modes have Core Graphics' values")
    func contextSettings() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = UIGraphicsGetCurrentContext()
        #expect(context?.interpolationQuality == .default)
        context?.interpolationQuality = .none
        context?.setBlendMode(.plusLighter)
        #expect(context?.interpolationQuality == CGInterpolationQuality.none)
        #expect(CGBlendMode.plusLighter.rawValue == 27 && CGBlendMode.clear.rawValue == 16 && CGBlendMode.sourceIn.rawValue == 18)
    }

    @Test("A display link fires each 1/60 s in the main run loop's modes; added for another mode, never (as on iOS)")
    func displayLinkModes() {
        let (app, _) = launchedHost()
        let frames = Frames(), silent = Frames()
        app.run {
            UIScreen.main.displayLink(withTarget: frames, selector: Selector("tick:", Frames.tick(_:)))?.add(to: .main, forMode: .common)
            UIScreen.main.displayLink(withTarget: silent, selector: Selector("tick:", Frames.tick(_:)))?.add(to: .main, forMode: RunLoop.Mode(""))
        }
        app.advance(by: 0.02)
        #expect(frames.ticks == 1 && silent.ticks == 0)
        app.advance(by: 0.02)
        #expect(frames.ticks == 2 && silent.ticks == 0, "the run loop keeps a link nobody else holds")
    }

    @Test("memcpy takes implicitly unwrapped pointers, as Darwin's does")
    func memcpyTakesOptionalPointers() {
        var from: [UInt8] = [1, 2, 3], to: [UInt8] = [0, 0, 0]
        from.withUnsafeMutableBytes { source in
            to.withUnsafeMutableBytes { destination in
                let read: UnsafeRawPointer? = UnsafeRawPointer(source.baseAddress)
                memcpy(destination.baseAddress, read, 3)
            }
        }
        #expect(to == [1, 2, 3])
    }
}

/// What `pivot port` writes for `@NSManaged` properties of a layer (`ManagedRewrite`).
@Suite("PivotUIKit: a layer's dynamic properties, as ported")
struct ManagedPropertyTests {
    final class RingLayer: CALayer, @unchecked Sendable {
        var progress: CGFloat { get { pivotManagedValue(self, forKey: "progress") } set { setValue(newValue, forKey: "progress") } }
        var tint: UIColor? { get { pivotManagedValue(self, forKey: "tint") } set { setValue(newValue, forKey: "tint") } }
    }

    @Test("A dynamic property is 0 or nil until set, then reads back what was set, also through value(forKey:)")
    func dynamicProperties() {
        let ring = RingLayer()
        #expect(ring.progress == 0 && ring.tint == nil)
        ring.progress = 0.75
        ring.tint = .clear
        #expect(ring.progress == 0.75 && ring.tint == UIColor.clear)
        #expect(ring.value(forKey: "progress") as? CGFloat == 0.75)
    }
}
