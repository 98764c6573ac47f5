// `memcpy` and `memmove` as Darwin declares them: their pointers implicitly unwrapped, so a
// pointer read as an optional (`let bytes = CFDataGetBytePtr(data)`) passes as on iOS. Glibc's
// take non-optional pointers; a nil one traps here as it faults there.

import Foundation

@discardableResult
public func memcpy(_ destination: UnsafeMutableRawPointer!, _ source: UnsafeRawPointer!, _ count: Int) -> UnsafeMutableRawPointer! {
    destination.copyMemory(from: source, byteCount: count)
    return destination
}

@discardableResult
public func memmove(_ destination: UnsafeMutableRawPointer!, _ source: UnsafeRawPointer!, _ count: Int) -> UnsafeMutableRawPointer! {
    // copyMemory is memmove: the regions may overlap.
    destination.copyMemory(from: source, byteCount: count)
    return destination
}
