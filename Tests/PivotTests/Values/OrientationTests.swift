import Testing
@testable import Pivot

@Suite("Orientation values (SPEC O)")
struct OrientationTests {
    @Test("O1 device orientations carry UIKit's raw values")
    func deviceRawValues() {
        let raw = DeviceOrientation.allCases.map { "\($0.name)=\($0.rawValue)" }
        #expect(raw == ["unknown=0", "portrait=1", "portraitUpsideDown=2", "landscapeLeft=3", "landscapeRight=4", "faceUp=5", "faceDown=6"])
    }

    @Test("O2 interface orientations carry UIKit's raw values")
    func interfaceRawValues() {
        let raw = InterfaceOrientation.allCases.map { "\($0.name)=\($0.rawValue)" }
        #expect(raw == ["unknown=0", "portrait=1", "portraitUpsideDown=2", "landscapeRight=3", "landscapeLeft=4"])
    }

    @Test("O3 device landscape maps to the opposite interface landscape, flat and unknown to nothing")
    func deviceToInterface() {
        #expect(DeviceOrientation.portrait.interface == .portrait)
        #expect(DeviceOrientation.portraitUpsideDown.interface == .portraitUpsideDown)
        #expect(DeviceOrientation.landscapeLeft.interface == .landscapeRight)
        #expect(DeviceOrientation.landscapeRight.interface == .landscapeLeft)
        #expect(DeviceOrientation.faceUp.interface == nil)
        #expect(DeviceOrientation.faceDown.interface == nil)
        #expect(DeviceOrientation.unknown.interface == nil)
        for o in InterfaceOrientation.ordered { #expect(o.device.interface == o) }
    }

    @Test("O4 mask bits are 1 << the interface raw value")
    func maskBits() {
        #expect(OrientationMask.portrait.rawValue == 2)
        #expect(OrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(OrientationMask.landscapeRight.rawValue == 8)
        #expect(OrientationMask.landscapeLeft.rawValue == 16)
        #expect(OrientationMask.landscape.rawValue == 24)
        #expect(OrientationMask.allButUpsideDown.rawValue == 26)
        #expect(OrientationMask.all.rawValue == 30)
        for o in InterfaceOrientation.ordered { #expect(o.mask.rawValue == 1 << UInt(o.rawValue)) }
    }

    @Test("O4 a raw orientation returned as a mask: 2 means portrait by accident, 1 means nothing")
    func rawIntegerMasks() {
        let upsideDownAsMask = OrientationMask(rawValue: UInt(InterfaceOrientation.portraitUpsideDown.rawValue))
        #expect(upsideDownAsMask == .portrait)
        let portraitAsMask = OrientationMask(rawValue: UInt(InterfaceOrientation.portrait.rawValue))
        #expect(portraitAsMask.orientations.isEmpty)
        #expect(portraitAsMask.rawValue == 1)
    }

    @Test("O4 a mask is written as its orientations' names in O2 order joined by commas")
    func maskDescription() {
        #expect(OrientationMask.all.description == "portrait, portraitUpsideDown, landscapeRight, landscapeLeft")
        #expect(OrientationMask([.landscapeLeft, .portrait]).description == "portrait, landscapeLeft")
    }

    @Test("O5 masks default to allButUpsideDown on iPhone and all on iPad")
    func idiomDefaults() {
        let phone = app("iPhone8", ios: "12.0", mainWindow())
        let pad = app("iPad", ios: "12.0", mainWindow())
        #expect(phone.config.plistMask == .allButUpsideDown)
        #expect(phone.supportedMask(of: phone.controllerID("home")!) == .allButUpsideDown)
        #expect(pad.config.plistMask == .all)
        #expect(pad.supportedMask(of: pad.controllerID("home")!) == .all)
    }
}
