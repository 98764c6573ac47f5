// C functions and constants that Swift on iOS imports from Core Graphics, Darwin and Foundation
// and that Linux lacks: Core Graphics' makers (`CGSizeMake(x, y)`, still callable from Swift),
// the length of `utsname`'s fields, Foundation's version number.

import Foundation

public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

/// The length of each field of `utsname` on the machine the app runs on: Darwin's is 256, Glibc's
/// 65. Code that copies `sysinfo.machine` with this length (`Data(bytes: &sysinfo.machine, count:
/// Int(_SYS_NAMELEN))`) reads the field and no byte past it.
public let _SYS_NAMELEN: Int32 = Int32(MemoryLayout.size(ofValue: utsname().machine))

/// Foundation's version numbers as `NSObjCRuntime.h` names them.
public let NSFoundationVersionNumber_iOS_7_0: Double = 1047.20
public let NSFoundationVersionNumber_iOS_7_1: Double = 1047.25
public let NSFoundationVersionNumber_iOS_8_0: Double = 1140.11
/// Later than each constant above, as every iOS Pivot models is later than 8.0 (not a real
/// device's number): `NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_7_1` holds.
public let NSFoundationVersionNumber: Double = 1400
