// Which iOS a device of a name could run (issue 29): an alias shares its model's screen, not its
// era, and a device never runs an iOS older than the first it shipped with.

import Pivot
import Testing

@Suite("Device eras")
struct DeviceEraTests {
    @Test("a model's name has its first iOS; an alias has its own")
    func firstVersions() {
        #expect(DeviceCatalog.firstOS(named: "iPhoneX") == OSVersion(11, 0))
        #expect(DeviceCatalog.firstOS(named: "iPhone8") == OSVersion(11, 0))
        #expect(DeviceCatalog.firstOS(named: "iPhone6") == OSVersion(8, 0))
        #expect(DeviceCatalog.firstOS(named: "iPhone5s") == OSVersion(7, 0))
        #expect(DeviceCatalog.firstOS(named: "iPhoneSE2") == OSVersion(13, 4))
        #expect(DeviceCatalog.firstOS(named: "iPhone99") == nil)
        // Every alias's era is at or before its model's own: an alias is an older or a later
        // device of the same screen, and the table knows each of them.
        for model in DeviceCatalog.all {
            for alias in model.aliases { #expect(DeviceCatalog.firstOS(named: alias) != nil, "\(alias)") }
        }
    }

    @Test("a device on an iOS before its first is a problem that names a device of that era, of the same screen where one exists")
    func problems() {
        #expect(DeviceCatalog.eraProblem(device: "iPhoneX", ios: OSVersion(11, 0)) == nil)
        #expect(DeviceCatalog.eraProblem(device: "iPhoneX", ios: OSVersion(7, 1))
                == "the iPhoneX first ran iOS 11.0, so it never ran iOS 7.1; 'iPhone5s' or 'iPhone5c' ran it (`pivot devices` lists each model's first iOS)")
        #expect(DeviceCatalog.eraProblem(device: "iPhone8", ios: OSVersion(9, 0))
                == "the iPhone8 first ran iOS 11.0, so it never ran iOS 9.0; 'iPhone6' or 'iPhone6s' has the same screen and ran it")
        #expect(DeviceCatalog.eraDevice(for: "iPhone8", ios: OSVersion(8, 4)) == "iPhone6")
        #expect(DeviceCatalog.eraDevice(for: "iPhoneX", ios: OSVersion(7, 1)) == "iPhone5s")
        #expect(DeviceCatalog.eraDevice(for: "iPhone14Pro", ios: OSVersion(16, 4)) == "iPhone14Pro")
    }

    @Test("SPEC D1 the names a user types for older phones are aliases of their screen, each with its own first iOS (issue 37)",
          arguments: [("iPhone4", "iPhone4s", "4.0"), ("iPhone5", "iPhoneSE", "6.0"), ("iPhone5c", "iPhoneSE", "7.0"),
                      ("iPhone6s", "iPhone8", "9.0"), ("iPhone6sPlus", "iPhone8Plus", "9.0")])
    func olderPhoneNames(name: String, model: String, first: String) {
        #expect(DeviceCatalog.model(named: name)?.name == model)
        #expect(DeviceCatalog.firstOS(named: name) == OSVersion(first))
        #expect(DeviceCatalog.eraProblem(device: name, ios: OSVersion(first)!) == nil)
    }

    @Test("SPEC D1 every name is one model's: no name is both a row and an alias, nor the alias of two rows")
    func namesAreUnique() {
        let names = DeviceCatalog.all.flatMap(\.allNames)
        #expect(Set(names).count == names.count, "\(Dictionary(grouping: names) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
    }
}
