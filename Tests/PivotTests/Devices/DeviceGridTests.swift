import Testing
@testable import Pivot

/// Every catalogue device × device orientation × key iOS version, each case labelled by its
/// arguments. Expected values come from the catalogue and the SPEC's version boundaries written
/// out here, not from the engine's behaviour profile.
@Suite("Every device, orientation and version (SPEC O3, O6, D3, D4, S1, G1)")
struct DeviceGridTests {
    static let devices = DeviceCatalog.all.map(\.name)
    static let rotations: [DeviceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown, .faceUp]
    static let versions = ["7.1", "8.4", "11.0", "13.0", "16.0", "18.0", "26.0"]

    /// The catalogue's figure for a version: its first value, replaced by each change from the
    /// version it cites (written out here rather than asking the engine's behaviour profile).
    static func figure<V>(_ ios: String, _ value: Versioned<V>) -> V {
        let version = v(ios)
        return value.changes.last { version.major > $0.since.major || (version.major == $0.since.major && version.minor >= $0.since.minor) }?.value ?? value.base
    }

    @Test("an app that supports everything follows the device (O3) but for upside down on Face ID iPhones (O6), with D3 bounds, S1 status bar and G1 insets",
          arguments: devices, versions)
    func followsTheDevice(device: String, ios: String) {
        for rotation in Self.rotations {
            var world = app(device, ios: ios, plist: .all, mainWindow([.supports(.all)]))
            world.apply(.rotate(rotation))
            let model = world.model
            let major = v(ios).major
            // The catalogue's cited figures are checked against their sources in the device tests.
            // O6: a phone with a home indicator (Face ID) never turns upside down.
            let faceID = model.isPhone && model.hasHomeIndicator
            let expected = rotation == .portraitUpsideDown && faceID ? .portrait : rotation.interface ?? .portrait
            let label = "\(device) iOS \(ios) \(rotation)"
            #expect(world.interface == expected, "\(label)")
            let landscape = expected.isLandscape
            let portraitSize = model.portraitSize
            // D3: bounds follow the interface orientation from iOS 8.
            let screen = major >= 8 && landscape ? portraitSize.swapped : portraitSize
            #expect(world.screenBounds == screen, "\(label)")
            // S1: phones hide the bar in landscape with SDK ≥ 8; iPads never do.
            let barHidden = model.isPhone && landscape && major >= 8
            let bar = barHidden ? 0 : (landscape ? (model.isPhone ? 20 : Self.figure(ios, model.statusBarLandscape)) : Self.figure(ios, model.statusBarPortrait))
            #expect(world.statusBarHeight == bar, "\(label)")
            // G1: the root view's insets are the hardware ones, the top at least the bar.
            let hardware = landscape ? Self.figure(ios, model.landscapeInsets) : Self.figure(ios, model.portraitInsets)
            let insets = major >= 11
                ? Insets(max(hardware.top, bar), hardware.left, hardware.bottom, hardware.right) : .zero
            #expect(world.safeArea(of: world.controllerID("home")!) == insets, "\(label)")
            #expect(world.nativeBounds == model.nativeBounds, "\(label)")
        }
    }
}
