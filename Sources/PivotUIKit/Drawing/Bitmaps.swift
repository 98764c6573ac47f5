// Bitmaps, inert: a bitmap context and an image keep their size in pixels and their format; no
// pixel is ever written (what a blur or a spinner rendering into memory reads back is zeros).

import Foundation

public final class CGColorSpace: @unchecked Sendable {
    public let name: String
    public init?(name: String) { self.name = name }
    init(named name: String) { self.name = name }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public var numberOfComponents: Int { name.contains("Gray") ? 1 : 3 }
}
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceRGB") }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceGray") }

public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// An image's pixels: only their count and format.
public final class CGImage: @unchecked Sendable {
    public let width: Int, height: Int
    public let bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .none }
    /// Its bytes: zeros, as many as the rows hold.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(count: bytesPerRow * height) as CFData) }

    init(width: Int, height: Int, bitsPerComponent: Int = 8, bytesPerRow: Int? = nil, space: CGColorSpace? = CGColorSpaceCreateDeviceRGB(),
         bitmapInfo: CGBitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)) {
        self.width = width; self.height = height
        self.bitsPerComponent = bitsPerComponent
        bitsPerPixel = bitsPerComponent * 4
        self.bytesPerRow = bytesPerRow ?? width * bitsPerComponent / 2
        colorSpace = space
        self.bitmapInfo = bitmapInfo
    }
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        return CGImage(width: Int(area.width), height: Int(area.height), bitsPerComponent: bitsPerComponent, space: colorSpace, bitmapInfo: bitmapInfo)
    }
}

/// Bytes behind an image (Core Foundation's `CFData` is Foundation's `Data` here).
public typealias CFData = NSData
public final class CGDataProvider: @unchecked Sendable {
    public let data: CFData?
    public init?(data: CFData) { self.data = data }
}

extension CGContext {
    /// A bitmap context of `width` × `height` pixels (scale 1); nil for an empty size, as Core Graphics answers.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0 else { return nil }
        self.init(size: CGSize(width: width, height: height), scale: 1)
    }
    /// A blank image of the context's pixels.
    public func makeImage() -> CGImage? {
        CGImage(width: Int(size.width * scale), height: Int(size.height * scale))
    }
    public func draw(_ image: CGImage, in rect: CGRect) {}
    public var width: Int { Int(size.width * scale) }
    public var height: Int { Int(size.height * scale) }
}
