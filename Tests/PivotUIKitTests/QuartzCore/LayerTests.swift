import Pivot
import PivotUIKit
import Testing

/// Layers store what is set (nothing draws); their animations and transactions keep time on the
/// app's virtual clock.
@MainActor
@Suite("PivotUIKit: layers and Core Animation")
struct LayerTests {
    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    final class Listener: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ animation: CAAnimation) { log.append("start \(CACurrentMediaTime())") }
        func animationDidStop(_ animation: CAAnimation, finished flag: Bool) { log.append("stop \(CACurrentMediaTime()) \(flag)") }
    }

    @Test("A view's layer is of its layerClass and keeps the styling set on it")
    func layerStoresStyling() {
        let (app, _) = launchedHost()
        app.run {
            let ring = RingView()
            let shape = ring.layer as? CAShapeLayer
            shape?.strokeColor = UIColor.red.cgColor
            ring.layer.cornerRadius = 8
            ring.layer.shadowOpacity = 0.3
            #expect(shape != nil && shape?.strokeColor == UIColor.red.cgColor)
            #expect(ring.layer.cornerRadius == 8 && ring.layer.shadowOpacity == 0.3 && UIView().layer is CAShapeLayer == false)
        }
    }

    @Test("SPEC L4: an animation's delegate hears it start and stop on the clock; a transaction's completion waits for it")
    func animationTimesOnTheClock() {
        let (app, _) = launchedHost()
        app.run {
            let view = UIView(), listener = Listener()
            var completed: [Double] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed.append(CACurrentMediaTime()) }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 0.5
            fade.delegate = listener
            view.layer.add(fade, forKey: "fade")
            CATransaction.commit()
            #expect(view.layer.animationKeys() == ["fade"] && completed.isEmpty)
            app.advance(by: 0.5)
            #expect(listener.log == ["start 0.0", "stop 0.5 true"] && completed == [0.5] && view.layer.animationKeys() == nil)
        }
    }

    @Test("Removing an animation stops it unfinished, and it does not stop again")
    func removedAnimationStopsUnfinished() {
        let (app, _) = launchedHost()
        app.run {
            let view = UIView(), listener = Listener()
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.duration = 1
            spin.delegate = listener
            view.layer.add(spin, forKey: "spin")
            app.advance(by: 0.25)
            view.layer.removeAllAnimations()
            app.advance(by: 1)
            #expect(listener.log == ["start 0.0", "stop 0.25 false"])
        }
    }
}

/// The layer members a HUD's drawing sets and reads back.
@MainActor
@Suite("PivotUIKit: layer timing, text layers, NSValue")
struct LayerMemberTests {
    @Test("A layer keeps its own timing, and a sublayer replaced takes the old one's place")
    func layerTimingAndReplacement() {
        let parent = CALayer(), old = CALayer(), new = CATextLayer(), last = CALayer()
        parent.addSublayer(old)
        parent.addSublayer(last)
        parent.replaceSublayer(old, with: new)
        #expect(parent.sublayers?.first === new && old.superlayer == nil && parent.sublayers?.count == 2)
        let shape = CAShapeLayer()
        shape.fillMode = .forwards
        shape.speed = 0
        shape.timeOffset = 0.5
        #expect(shape.fillMode == .forwards && shape.speed == 0 && shape.timeOffset == 0.5)
        new.string = "42%"
        new.alignmentMode = .center
        #expect(new.string as? String == "42%" && new.alignmentMode == .center)
        parent.setAffineTransform(CGAffineTransform(translationX: 3, y: 4))
        #expect(parent.affineTransform().tx == 3 && parent.affineTransform().ty == 4)
    }

    @Test("NSValue keeps a 3D transform, an affine transform and insets; a value of another kind answers the identity")
    func transformValuesRoundTrip() {
        let move = CATransform3DMakeTranslation(3, -4, 0)
        let boxed: [Any] = [NSValue(caTransform3D: move), NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))]
        #expect((boxed[0] as? NSValue)?.caTransform3DValue == move && (boxed[1] as? NSValue)?.caTransform3DValue.m11 == 2)
        #expect(NSValue(cgAffineTransform: CGAffineTransform(rotationAngle: 1)).cgAffineTransformValue == CGAffineTransform(rotationAngle: 1))
        #expect(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).uiEdgeInsetsValue.right == 4)
        #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)
    }

    @Test("NSValue keeps a point and a rect under UIKit's names")
    func valuesRoundTrip() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgRect: CGRect(x: 0, y: 216, width: 320, height: 264)).cgRectValue.minY == 216)
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue.height == 6)
    }
}

/// Key-value coding, coordinates and timing curves of layers and animations.
@Suite("PivotUIKit: layer keys, coordinates and curves")
struct LayerCodingTests {
    @Test("A layer and an animation keep any key set on them")
    func keyValueCodingKeepsKeys() {
        let layer = CALayer(), animation = CABasicAnimation(keyPath: "opacity")
        layer.setValue("ring", forKey: "role")
        animation.setValue(3, forKey: "toastID")
        #expect(layer.value(forKey: "role") as? String == "ring" && animation.value(forKey: "toastID") as? Int == 3)
        #expect(layer.value(forKey: "other") == nil)
    }

    @Test("A point converts between layers through their frames")
    func layersConvertThroughFrames() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        grandchild.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(root.convert(CGPoint(x: 1, y: 1), from: grandchild) == CGPoint(x: 16, y: 26))
        #expect(grandchild.convert(CGRect(x: 16, y: 26, width: 2, height: 2), from: root).origin == CGPoint(x: 1, y: 1))
    }

    @Test("A named timing curve gives Core Animation's control points")
    func timingCurveControlPoints() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
        CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).getControlPoint(at: 1, values: &point)
        #expect(point == [0.1, 0.2])
    }
}

/// Animations without an end, as spinners make them: they run until removed, and nothing traps.
@MainActor
@Suite("PivotUIKit: animations that never end")
struct EndlessAnimationTests {
    @Test("SPEC L4: a spin repeating forever keeps its key until removed; an endless UIView animation never completes")
    func endlessAnimationsRunUntilRemoved() {
        let (app, _) = launchedHost()
        app.run {
            let spinner = UIView(), listener = LayerTests.Listener()
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.duration = 1
            spin.repeatCount = .infinity
            spin.delegate = listener
            spinner.layer.add(spin, forKey: "spin")
            var completed = false
            UIView.animate(withDuration: .infinity, animations: {}, completion: { _ in completed = true })
            app.advance(by: 3600)
            #expect(spinner.layer.animationKeys() == ["spin"] && listener.log == ["start 0.0"] && !completed)
            spinner.layer.removeAnimation(forKey: "spin")
            #expect(listener.log == ["start 0.0", "stop 3600.0 false"])
        }
    }
}
