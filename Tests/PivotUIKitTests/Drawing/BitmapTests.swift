import Pivot
import PivotUIKit
import Testing

/// Bitmaps keep their size and format; symbol effects are kept on their image view.
@MainActor
@Suite("PivotUIKit: bitmaps and symbol effects")
struct BitmapTests {
    @Test("A bitmap context's image has its pixels; an image made from it has them over its scale")
    func bitmapContextMakesAnImageOfItsSize() throws {
        let context = try #require(CGContext(data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 160,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let bitmap = try #require(context.makeImage())
        #expect(bitmap.width == 40 && bitmap.height == 20 && bitmap.bytesPerRow == 160)
        let image = UIImage(cgImage: bitmap, scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 20, height: 10) && image.cgImage?.width == 40)
        #expect(CGContext(data: nil, width: 0, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) == nil)
        #expect(bitmap.cropping(to: CGRect(x: 30, y: 0, width: 20, height: 5))?.width == 10)
    }

    @Test("An image view keeps its symbol effects until they are removed, by type or all")
    func symbolEffectsAreKept() {
        let (app, _) = launchedHost()
        app.run {
            let spinner = UIImageView(image: .checkmark)
            spinner.addSymbolEffect(.bounce, options: .repeating)
            spinner.addSymbolEffect(.pulse.byLayer, options: .repeat(3).speed(2))
            #expect(spinner.symbolEffects.count == 2)
            spinner.removeSymbolEffect(ofType: BounceSymbolEffect.self)
            #expect(spinner.symbolEffects.count == 1 && spinner.symbolEffects.first is PulseSymbolEffect)
            spinner.removeAllSymbolEffects()
            #expect(spinner.symbolEffects.isEmpty)
        }
    }
}
