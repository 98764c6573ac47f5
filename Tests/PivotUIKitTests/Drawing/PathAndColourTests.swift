import Pivot
import PivotUIKit
import Testing

/// Paths keep their geometry and colours compare as UIKit's do, though nothing is drawn.
@Suite("PivotUIKit: paths and colours")
struct PathAndColourTests {
    @Test("An arc's bounds are the arc's: a clockwise half circle on screen spans its lower half")
    func arcBoundsFollowTheSweep() {
        let lower = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        let upper = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(lower.bounds.minY - 50) < 0.01 && abs(lower.bounds.maxY - 60) < 0.01 && abs(lower.bounds.width - 20) < 0.01)
        #expect(abs(upper.bounds.minY - 40) < 0.01 && abs(upper.bounds.maxY - 50) < 0.01)
    }

    @Test("A path copied with a transform has its points moved; lines between points start with a move")
    func pathCopyAppliesTheTransform() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5)])
        var shift = CGAffineTransform(translationX: 100, y: 0)
        let moved = path.copy(using: &shift)
        #expect(moved?.boundingBox == CGRect(x: 100, y: 0, width: 10, height: 5))
        #expect(path.elements.first == .move(.zero) && path.currentPoint == CGPoint(x: 10, y: 5))
    }

    @Test("Colours with equal components are equal and hash alike; hue, saturation and brightness read back")
    func coloursCompareByComponents() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red == UIColor.red && red != UIColor.blue && Set([red, UIColor.red]).count == 1)
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        UIColor(hue: 2.0 / 3, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(abs(hue - 2.0 / 3) < 0.001 && abs(saturation - 0.5) < 0.001 && abs(brightness - 0.8) < 0.001 && alpha == 1)
    }
}
