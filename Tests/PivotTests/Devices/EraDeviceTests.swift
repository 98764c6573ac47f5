import Pivot
import Testing

/// The devices of earlier eras that reports were filed from (SPEC D5).
@Suite("Devices of every era (SPEC D5)")
struct EraDeviceTests {
    @Test("D5 each era row has its screen, its home-button geometry and its first iOS",
          arguments: [("iPodTouch5", 320.0, 568.0, "6.0"), ("iPadPro10_5", 834, 1112, "10.3"),
                      ("iPadPro12_9Gen1", 1024, 1366, "9.1"), ("iPad10_2", 810, 1080, "13.1")])
    func rows(name: String, width: Double, height: Double, first: String) throws {
        let model = try #require(DeviceCatalog.model(named: name))
        #expect(model.portraitSize == Size(width, height))
        #expect(model.nativeBounds == Size(width * 2, height * 2))
        #expect(!model.hasHomeIndicator && !model.hasNotch)
        #expect(model.firstOS == v(first))
    }

    @Test("D5 a 12.9-inch iPad Pro of 2015 runs iOS 9-11, which the Face ID row never did",
          arguments: ["9.1", "10.3", "11.0"])
    func firstIPadPro(ios: String) {
        #expect(DeviceCatalog.eraProblem(device: "iPadPro12_9Gen1", ios: v(ios)) == nil)
        #expect(DeviceCatalog.eraProblem(device: "iPadPro12_9", ios: v(ios)) != nil)
        let world = app("iPadPro12_9Gen1", ios: ios, mainWindow())
        #expect(world.statusBarHeight == 20)
        #expect(world.screenBounds == Size(1024, 1366))
    }

    @Test("D5 the 2048x1536 iPads are the iPad row's names, each with its own first iOS",
          arguments: [("iPadAir2", "8.1"), ("iPadMini2", "7.0"), ("iPadMini4", "9.0"), ("iPadMini5", "12.2"), ("iPadPro9_7", "9.3")])
    func ipadAliases(name: String, first: String) {
        #expect(DeviceCatalog.model(named: name)?.name == "iPad")
        #expect(DeviceCatalog.firstOS(named: name) == v(first))
    }

    @Test("D5 every catalogue name resolves to exactly one row")
    func namesAreUnique() {
        let names = DeviceCatalog.all.flatMap(\.allNames)
        #expect(Set(names).count == names.count)
    }
}
