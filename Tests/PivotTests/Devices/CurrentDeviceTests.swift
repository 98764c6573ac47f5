import Pivot
import PivotTesting
import Testing

/// The devices of the last three years (SPEC D4), each figure from platforms-2026.md.
@Suite("Current devices (SPEC D4)")
struct CurrentDeviceTests {
    @Test("D4 a newcomer's device names from the last three years all resolve, to the right screen",
          arguments: [("iPhone15", "393x852"), ("iPhone16", "393x852"), ("iPhone15Plus", "430x932"), ("iPhone16Plus", "430x932"),
                      ("iPhone15Pro", "393x852"), ("iPhone15ProMax", "430x932"), ("iPhone16Pro", "402x874"),
                      ("iPhone17", "402x874"), ("iPhone17Pro", "402x874"), ("iPhone16ProMax", "440x956"),
                      ("iPhone17ProMax", "440x956"), ("iPhoneAir", "420x912"), ("iPhone16e", "390x844"),
                      ("iPhoneSE2", "375x667"), ("iPhoneSE3", "375x667"), ("iPhone13mini", "375x812"),
                      ("iPhone13Pro", "390x844"), ("iPhone13ProMax", "428x926"), ("iPhone14Plus", "428x926"),
                      ("iPad10", "820x1180"), ("iPadAir11", "820x1180"), ("iPadAir13", "1024x1366"),
                      ("iPadPro11M4", "834x1210"), ("iPadPro13M4", "1032x1376"), ("iPadMini6", "744x1133")])
    func resolves(name: String, points: String) throws {
        let model = try #require(DeviceCatalog.model(named: name))
        #expect(model.portraitSize.description == points)
        if model.nativeScale == model.scale {   // not the downsampled panels (12 mini, Plus)
            #expect(model.nativeBounds == Size(model.portraitSize.width * model.scale, model.portraitSize.height * model.scale))
        }
    }

    @Test("D4 the 62- and 68-point Dynamic Island phones change their landscape insets in iOS 26",
          arguments: [("iPhone16Pro", "18.0", "0,62,21,62"), ("iPhone16Pro", "26.0", "20,62,20,62"),
                      ("iPhone16ProMax", "18.6", "0,62,21,62"), ("iPhone17ProMax", "26.1", "20,62,20,62"),
                      ("iPhoneAir", "26.0", "20,68,29,68"), ("iPhone15", "26.0", "0,59,21,59"), ("iPhone16e", "26.0", "0,47,21,47")])
    func landscapeInsets(device: String, ios: String, insets: String) async throws {
        let app = try await TestApp(trace: """
            device \(device)
            ios \(ios)
            scenes yes
            plist allButUpsideDown
            controller home
            window main root=home scene=yes
            show main key
            launch
            """, exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        await app.expect("interface landscapeRight")
        await app.expect("safearea home \(insets)")
        await app.expect("statusbar hidden=yes")
        try await app.send("rotate portrait")
        let top = device == "iPhoneAir" ? 68 : device.hasPrefix("iPhone16Pro") || device.hasPrefix("iPhone17") ? 62
            : device == "iPhone16e" ? 47 : 59
        await app.expect("safearea home \(top),0,34,0")
        await app.expect("statusbar height=\(device == "iPhone16e" ? 47 : 54)")
        await app.finish()
    }

    @Test("D4 current iPads: a 24-point status bar in both orientations and safe area 24,0,20,0",
          arguments: ["iPad10", "iPadAir13", "iPadPro11M4", "iPadPro13M4", "iPadMini6"])
    func iPads(device: String) async throws {
        let app = try await TestApp(trace: """
            device \(device)
            ios 18.0
            plist all
            controller home supports=all
            window main root=home
            show main key
            launch
            """, exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        await app.expect("statusbar hidden=no height=24")
        await app.expect("safearea home 24,0,20,0")
        await app.finish()
    }

    @Test("D4 a name not in the catalogue lists the nearest names of its family, and is never replaced")
    func nearestNames() {
        #expect(DeviceCatalog.model(named: "iPhone18") == nil)
        #expect(DeviceCatalog.nearestNames(to: "iPhone18") == ["iPhone17", "iPhone16", "iPhone15"])
        #expect(DeviceCatalog.nearestNames(to: "iPadMini7").allSatisfy { $0.hasPrefix("iPad") })
        #expect(DeviceCatalog.nearestNames(to: "iPadMini7").first == "iPadMini6")
        // Every name is unique across rows and aliases.
        let names = DeviceCatalog.all.flatMap(\.allNames)
        #expect(Set(names).count == names.count)
    }
}

extension CurrentDeviceTests {
    @Test("O6 neither a geometry request nor the status bar setter turns a Face ID iPhone upside down", arguments: [
        ("16.0", "request-geometry main portraitUpsideDown"), ("12.0", "force portraitUpsideDown via=statusbar")])
    func noUpsideDown(ios: String, step: String) async throws {
        let app = try await TestApp(trace: """
            device iPhoneX
            ios \(ios)
            plist all
            controller home supports=all autorotate=no
            window main root=home
            show main key
            launch
            """, exhaustivity: .off)
        try await app.send(step)
        await app.expect("interface portrait")
        await app.finish()
    }
}
