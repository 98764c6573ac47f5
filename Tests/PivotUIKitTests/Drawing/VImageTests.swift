import Foundation
import PivotUIKit
import Testing

/// vImage's convolutions are inert: the destination receives the source's region unblurred.
@Suite("PivotUIKit: vImage, inert")
struct VImageTests {
    @Test("A box convolution copies its source and answers kvImageNoError; asked its temporary size, 0")
    func boxConvolveCopies() {
        var source: [UInt8] = (0..<32).map { UInt8($0) }    // 2 rows of 4 pixels, 16 bytes a row
        var destination = [UInt8](repeating: 0xFF, count: 32)
        source.withUnsafeMutableBytes { from in
            destination.withUnsafeMutableBytes { to in
                var input = vImage_Buffer(data: from.baseAddress, height: 2, width: 4, rowBytes: 16)
                var output = vImage_Buffer(data: to.baseAddress, height: 2, width: 4, rowBytes: 16)
                let size = vImageBoxConvolve_ARGB8888(&input, &output, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageEdgeExtend + kvImageGetTempBufferSize))
                #expect(size == 0)
                #expect(to.allSatisfy { $0 == 0xFF }, "asking the size copies nothing")
                #expect(vImageBoxConvolve_ARGB8888(&input, &output, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageEdgeExtend)) == kvImageNoError)
            }
        }
        #expect(destination == source)
    }

    @Test("A convolution checks as vImage does: odd kernels, buffers present, the region inside the source")
    func convolutionChecks() {
        var pixels = [UInt8](repeating: 7, count: 16)
        var row = [UInt8](repeating: 0, count: 8)
        pixels.withUnsafeMutableBytes { from in
            row.withUnsafeMutableBytes { to in
                var input = vImage_Buffer(data: from.baseAddress, height: 2, width: 2, rowBytes: 8)
                var output = vImage_Buffer(data: to.baseAddress, height: 1, width: 2, rowBytes: 8)
                #expect(vImageTentConvolve_ARGB8888(&input, &output, nil, 0, 0, 2, 3, nil, 0) == kvImageInvalidKernelSize)
                #expect(vImageBoxConvolve_ARGB8888(&input, &output, nil, 1, 0, 3, 3, nil, 0) == kvImageRoiLargerThanInputBuffer)
                var empty = vImage_Buffer()
                #expect(vImageBoxConvolve_ARGB8888(&empty, &output, nil, 0, 0, 3, 3, nil, 0) == kvImageNullPointerArgument)
                #expect(vImageBoxConvolve_ARGB8888(&input, &output, nil, 0, 1, 3, 3, nil, 0) == kvImageNoError)
            }
        }
        #expect(row == [UInt8](repeating: 7, count: 8))
    }

    @Test("CFDataGetBytePtr reads the data's bytes")
    func dataBytes() {
        let data = Data([1, 2, 3]) as CFData
        #expect(CFDataGetLength(data) == 3 && CFDataGetBytePtr(data)[2] == 3)
    }
}
