// Core Foundation's names that drawing and text code passes around. Foundation on Linux keeps
// Core Foundation to itself, so each is the Foundation class Core Foundation's type is
// toll-free bridged with (`CFData` is `NSData`: `Bitmaps.swift`), or a plain value.

import Foundation

public typealias CFIndex = Int
public typealias CFError = NSError
public typealias CFDictionary = NSDictionary
public typealias CFString = NSString
public typealias CFURL = NSURL
public typealias CFAttributedString = NSAttributedString

/// A range in Core Foundation's terms: for text, UTF-16 units.
public struct CFRange: Hashable, Sendable {
    public var location: CFIndex
    public var length: CFIndex
    public init() { location = 0; length = 0 }
    public init(location: CFIndex, length: CFIndex) { self.location = location; self.length = length }
}
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange { CFRange(location: location, length: length) }

/// The data's bytes, valid while the data lives (an `NSData`'s bytes never move).
public func CFDataGetBytePtr(_ data: CFData) -> UnsafePointer<UInt8>! { data.bytes.assumingMemoryBound(to: UInt8.self) }
public func CFDataGetLength(_ data: CFData) -> CFIndex { data.length }
