import Pivot
import Testing

/// Popover presentations and their source (SPEC A14).
@Suite("Popovers and their source (SPEC A14)")
struct PopoverTests {
    static func presenting(_ device: String, ios: String, source: PopoverSource? = nil,
                           orientation: DeviceOrientation = .portrait) -> (World, [Effect]) {
        var world = app(device, ios: ios, orientation: orientation, mainWindow([.supports(.all)])
                        + [.declareController("share", source.map { [.popoverSource($0)] } ?? [])])
        let effects = world.apply(.present("share", from: "home", style: .popover, animated: true))
        return (world, effects)
    }

    @Test("A14 on an iPad a popover with neither source view nor bar button item raises NSGenericException", arguments: ["9.0", "13.0", "17.0"])
    func iPadWithoutSource(ios: String) {
        let (world, _) = Self.presenting("iPad", ios: ios)
        #expect(world.crash?.name == "NSGenericException")
        #expect(world.crash?.reason.hasPrefix("UIPopoverPresentationController (<UIPopoverPresentationController: ") == true)
        #expect(world.crash?.reason.hasSuffix("should have a non-nil sourceView or barButtonItem set before the presentation occurs.") == true)
    }

    @Test("A14 with a source view or a bar button item it presents", arguments: [PopoverSource.view, .barButtonItem])
    func iPadWithSource(source: PopoverSource) {
        let (world, effects) = Self.presenting("iPad", ios: "12.0", source: source)
        #expect(!world.crashed)
        #expect(world.calls(effects).contains("share.viewWillAppear"))
    }

    @Test("A14 on an iPhone in portrait the popover adapts and needs no source")
    func iPhonePortrait() {
        let (world, effects) = Self.presenting("iPhone8", ios: "12.0")
        #expect(!world.crashed)
        #expect(world.calls(effects).contains("share.viewWillAppear"))
    }

    @Test("A14 a large iPhone in landscape shows a real popover before iOS 13, and adapts from iOS 13",
          arguments: [("12.0", true), ("13.0", false)])
    func largePhoneLandscape(ios: String, crashes: Bool) {
        let (world, _) = Self.presenting("iPhone8Plus", ios: ios, orientation: .landscapeLeft)
        #expect(world.crashed == crashes)
    }

    @Test("A14 before iOS 8 nothing checks the source")
    func beforeIOS8() {
        let (world, _) = Self.presenting("iPad", ios: "7.1")
        #expect(!world.crashed)
    }
}
