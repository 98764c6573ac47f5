import Testing
@testable import Pivot

@Suite("Device catalogue (SPEC D)")
struct DeviceCatalogTests {
    static let required = ["iPhone4s", "iPhoneSE", "iPhone5s", "iPhone8", "iPhone6", "iPhone7", "iPhone8Plus",
                           "iPhoneX", "iPhoneXS", "iPhone11Pro", "iPhoneXR", "iPhone11", "iPhoneXSMax",
                           "iPhone11ProMax", "iPhone12", "iPhone13", "iPhone14", "iPhone12mini", "iPhone12ProMax",
                           "iPhone14Pro", "iPhone15Pro", "iPhone14ProMax", "iPhone15ProMax", "iPad", "iPad9_7",
                           "iPadPro11", "iPadPro12_9"]

    @Test("D1 every model and alias the SPEC names is in the catalogue, each row with a source", arguments: required)
    func modelExists(name: String) throws {
        let model = try #require(DeviceCatalog.model(named: name))
        #expect(!model.source.isEmpty)
        #expect(model.nativeBounds.width == (model.portraitSize.width * model.nativeScale).rounded() || model.nativeScale != model.scale)
    }

    @Test("D1 an alias stands for its row")
    func aliases() {
        #expect(DeviceCatalog.model(named: "iPhone7")?.name == "iPhone8")
        #expect(DeviceCatalog.model(named: "iPhone11Pro")?.name == "iPhoneX")
        #expect(DeviceCatalog.model(named: "iPhone15Pro")?.name == "iPhone14Pro")
        #expect(DeviceCatalog.model(named: "iPhone99") == nil)
    }

    @Test("D1 version-aware values: XR top inset 44 then 48 on iOS 14, mini status bar 44 then 50 on iOS 15")
    func versionAware() {
        let xr13 = app("iPhoneXR", ios: "13.0", mainWindow())
        let xr14 = app("iPhoneXR", ios: "14.0", mainWindow())
        #expect(xr13.hardwareInsets(in: .portrait).top == 44)
        #expect(xr14.hardwareInsets(in: .portrait).top == 48)
        let mini14 = app("iPhone12mini", ios: "14.2", mainWindow())
        let mini15 = app("iPhone12mini", ios: "15.0", mainWindow())
        #expect(mini14.statusBarHeight == 44)
        #expect(mini15.statusBarHeight == 50)
    }

    @Test("D1 any model may run any iOS version")
    func anyPairing() {
        let old = app("iPhone14Pro", ios: "7.0", mainWindow())
        #expect(old.crash == nil)
        #expect(old.screenBounds == Size(393, 852))
    }

    @Test("D2 reference values: screens, status bars, safe areas and navigation bars")
    func referenceValues() throws {
        let x = app("iPhoneX", ios: "11.0", mainWindow())
        #expect(x.screenBounds == Size(375, 812))
        #expect(x.statusBarHeight == 44)
        #expect(x.hardwareInsets(in: .portrait) == Insets(44, 0, 34, 0))
        #expect(x.hardwareInsets(in: .landscapeLeft) == Insets(0, 44, 21, 44))
        #expect(x.navigationBarHeight(in: .portrait) == 44)
        #expect(x.navigationBarHeight(in: .landscapeLeft) == 32)
        let eight = app("iPhone8", ios: "11.0", mainWindow())
        #expect(eight.screenBounds == Size(375, 667))
        #expect(eight.statusBarHeight == 20)
        #expect(eight.navigationBarHeight(in: .portrait) == 44)
        #expect(eight.navigationBarHeight(in: .landscapeRight) == 32)
        #expect(app("iPhone12", ios: "14.0").screenBounds == Size(390, 844))
        #expect(app("iPhone14Pro", ios: "16.0").screenBounds == Size(393, 852))
        #expect(app("iPad", ios: "12.0").screenBounds == Size(768, 1024))
        for plus in ["iPhone8Plus", "iPhoneXR", "iPhoneXSMax"] {
            #expect(app(plus, ios: "12.0").navigationBarHeight(in: .landscapeLeft) == 44, "\(plus)")
        }
    }

    @Test("D2 iPhone 8 status bar: 20 in portrait, hidden in landscape, 20 when a controller asks")
    func iPhone8LandscapeBar() {
        var plain = app("iPhone8", ios: "11.0", plist: .allButUpsideDown, mainWindow())
        plain.apply(.rotate(.landscapeLeft))
        #expect(plain.statusBarHeight == 0)
        var asking = app("iPhone8", ios: "11.0", plist: .allButUpsideDown, mainWindow([.statusBar(.visible)]))
        asking.apply(.rotate(.landscapeLeft))
        #expect(asking.statusBarHeight == 20)
    }

    @Test("D3 nativeBounds are portrait pixels and never change; points are pixels / nativeScale")
    func nativeBounds() {
        var x = app("iPhoneX", ios: "11.0", plist: .allButUpsideDown, mainWindow())
        #expect(x.nativeBounds == Size(1125, 2436))
        x.apply(.rotate(.landscapeLeft))
        #expect(x.nativeBounds == Size(1125, 2436))
        for model in DeviceCatalog.all {
            #expect(model.nativeBounds.width / model.nativeScale == model.portraitSize.width
                    || abs(model.nativeBounds.width / model.nativeScale - model.portraitSize.width) < 1, "\(model.name)")
        }
    }

    @Test("D3 screen bounds stay portrait on iOS 7 and follow the interface orientation on iOS 8",
          arguments: [("7.1", Size(375, 667)), ("8.0", Size(667, 375)), ("16.0", Size(667, 375))])
    func screenBoundsByVersion(ios: String, expected: Size) {
        var world = app("iPhone8", ios: ios, plist: .allButUpsideDown, mainWindow())
        world.apply(.rotate(.landscapeLeft))
        #expect(world.interface == .landscapeRight)
        #expect(world.screenBounds == expected)
    }
}
