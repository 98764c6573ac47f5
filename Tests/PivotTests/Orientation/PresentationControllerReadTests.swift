import Testing
@testable import Pivot

/// A presentationController read before presenting (radar 19096083, SPEC A6).
struct PresentationControllerReadTests {
    func presented(ios: String, device: String = "iPhone6", read: Bool) -> InterfaceOrientation {
        var world = app(device, ios: ios, mainWindow() + [
            controller("modal", .preferred(.landscapeLeft), .supports(.all), .presentationControllerRead(read))])
        world.apply(.present("modal", from: "home", style: .fullScreen, animated: false))
        return world.interface
    }

    @Test("A6 on iOS 8 a controller whose presentationController was read is presented without its preferred orientation")
    func readOnIOS8() {
        #expect(presented(ios: "8.1", read: true) == .portrait)
        #expect(presented(ios: "8.1", read: false) == .landscapeLeft)
    }

    @Test("A6 the read changes nothing before iOS 8 (no presentation controllers) nor from iOS 9 (model decision)",
          arguments: [("7.1", "iPhone5s"), ("9.0", "iPhone6"), ("12.0", "iPhone6")])
    func readElsewhere(ios: String, device: String) {
        #expect(presented(ios: ios, device: device, read: true) == .landscapeLeft)
    }
}
