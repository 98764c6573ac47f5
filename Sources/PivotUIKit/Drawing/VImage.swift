// Accelerate's vImage names that blur code calls, inert: a convolution copies its source into
// its destination unblurred (the same bytes every run) and answers as vImage does, so a blur
// view's pipeline runs through; the pixels are the zeros of an inert bitmap (`Bitmaps.swift`).
// `pivot port` rewrites `import Accelerate` into PivotUIKit's import (Docs/PORTING.md).

import Foundation

public typealias vImagePixelCount = UInt
public typealias vImage_Error = Int
public typealias vImage_Flags = UInt32

/// Pixels in memory: where they start, their size and the bytes of one row.
public struct vImage_Buffer {
    public var data: UnsafeMutableRawPointer!
    public var height: vImagePixelCount
    public var width: vImagePixelCount
    public var rowBytes: Int
    public init() { data = nil; height = 0; width = 0; rowBytes = 0 }
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data; self.height = height; self.width = width; self.rowBytes = rowBytes
    }
}

// vImage's flags and errors, with Accelerate's values (`Int`, as Swift imports them).
public let kvImageNoFlags = 0
public let kvImageLeaveAlphaUnchanged = 1
public let kvImageCopyInPlace = 2
public let kvImageBackgroundColorFill = 4
public let kvImageEdgeExtend = 8
public let kvImageDoNotTile = 16
public let kvImageHighQualityResampling = 32
public let kvImageTruncateKernel = 64
public let kvImageGetTempBufferSize = 128
public let kvImageNoError = 0
public let kvImageRoiLargerThanInputBuffer = -21766
public let kvImageInvalidKernelSize = -21767
public let kvImageNullPointerArgument = -21772

/// A box blur of `kernelHeight` × `kernelWidth` (odd) pixels, inert: the region of `source` at
/// the offsets, copied into `destination` (4 bytes a pixel). With `kvImageGetTempBufferSize` it
/// answers the temporary buffer it needs, 0, and copies nothing.
@discardableResult
public func vImageBoxConvolve_ARGB8888(_ source: UnsafePointer<vImage_Buffer>, _ destination: UnsafePointer<vImage_Buffer>,
                                       _ tempBuffer: UnsafeMutableRawPointer?, _ offsetX: vImagePixelCount, _ offsetY: vImagePixelCount,
                                       _ kernelHeight: UInt32, _ kernelWidth: UInt32, _ backgroundColor: UnsafePointer<UInt8>!,
                                       _ flags: vImage_Flags) -> vImage_Error {
    convolve(source.pointee, destination.pointee, offsetX, offsetY, kernelHeight, kernelWidth, flags, bytesPerPixel: 4)
}

/// The tent (triangle) blur, inert as the box blur is.
@discardableResult
public func vImageTentConvolve_ARGB8888(_ source: UnsafePointer<vImage_Buffer>, _ destination: UnsafePointer<vImage_Buffer>,
                                        _ tempBuffer: UnsafeMutableRawPointer?, _ offsetX: vImagePixelCount, _ offsetY: vImagePixelCount,
                                        _ kernelHeight: UInt32, _ kernelWidth: UInt32, _ backgroundColor: UnsafePointer<UInt8>!,
                                        _ flags: vImage_Flags) -> vImage_Error {
    convolve(source.pointee, destination.pointee, offsetX, offsetY, kernelHeight, kernelWidth, flags, bytesPerPixel: 4)
}

/// The box blur of one byte a pixel, inert as the others.
@discardableResult
public func vImageBoxConvolve_Planar8(_ source: UnsafePointer<vImage_Buffer>, _ destination: UnsafePointer<vImage_Buffer>,
                                      _ tempBuffer: UnsafeMutableRawPointer?, _ offsetX: vImagePixelCount, _ offsetY: vImagePixelCount,
                                      _ kernelHeight: UInt32, _ kernelWidth: UInt32, _ backgroundColor: UInt8,
                                      _ flags: vImage_Flags) -> vImage_Error {
    convolve(source.pointee, destination.pointee, offsetX, offsetY, kernelHeight, kernelWidth, flags, bytesPerPixel: 1)
}

/// vImage's checks (odd kernel sizes, buffers present, the region inside the source), then the copy.
private func convolve(_ source: vImage_Buffer, _ destination: vImage_Buffer, _ offsetX: vImagePixelCount, _ offsetY: vImagePixelCount,
                      _ kernelHeight: UInt32, _ kernelWidth: UInt32, _ flags: vImage_Flags, bytesPerPixel: Int) -> vImage_Error {
    guard kernelHeight % 2 == 1, kernelWidth % 2 == 1 else { return kvImageInvalidKernelSize }
    if Int(flags) & kvImageGetTempBufferSize != 0 { return 0 }
    guard let from = source.data, let to = destination.data else { return kvImageNullPointerArgument }
    guard offsetX + destination.width <= source.width, offsetY + destination.height <= source.height else {
        return kvImageRoiLargerThanInputBuffer
    }
    let rowLength = Int(destination.width) * bytesPerPixel
    for row in 0..<Int(destination.height) {
        let start = from + (Int(offsetY) + row) * source.rowBytes + Int(offsetX) * bytesPerPixel
        // memmove: vImage allows the destination to be the source (kvImageCopyInPlace).
        memmove(to + row * destination.rowBytes, start, rowLength)
    }
    return kvImageNoError
}
