// Which iOS a device of a name could run: from the first version it shipped with. A trace that
// puts an iPhone X on iOS 7.1 models a screen (a 44-point status bar, a home indicator) that
// never existed with that system, so the pair is refused rather than replayed without a word.

extension DeviceCatalog {
    /// The first iOS each alias shipped with (Wikipedia infoboxes, "Operating system –
    /// Original", as the models' `firstOS`): an alias shares its model's screen, not its era.
    static let aliasFirstOS: [String: OSVersion] = [
        "iPhone4": OSVersion(4, 0), "iPhone5": OSVersion(6, 0), "iPhone5c": OSVersion(7, 0), "iPhone5s": OSVersion(7, 0),
        "iPhone6s": OSVersion(9, 0), "iPhone6sPlus": OSVersion(9, 0),
        "iPhone6": OSVersion(8, 0), "iPhone7": OSVersion(10, 0), "iPhone6Plus": OSVersion(8, 0), "iPhone7Plus": OSVersion(10, 0), "iPhoneSE2": OSVersion(13, 4), "iPhoneSE3": OSVersion(15, 4),
        "iPhoneXS": OSVersion(12, 0), "iPhone11Pro": OSVersion(13, 0), "iPhone11": OSVersion(13, 0), "iPhone11ProMax": OSVersion(13, 0),
        "iPhone12Pro": OSVersion(14, 1), "iPhone13": OSVersion(15, 0), "iPhone13Pro": OSVersion(15, 0),
        "iPhone13mini": OSVersion(15, 0), "iPhone13ProMax": OSVersion(15, 0), "iPhone14": OSVersion(16, 0),
        "iPhone14Plus": OSVersion(16, 0), "iPhone15Pro": OSVersion(17, 0), "iPhone15ProMax": OSVersion(17, 0),
        "iPhone16": OSVersion(18, 0), "iPhone16Plus": OSVersion(18, 0),
        "iPhone17": OSVersion(26, 0), "iPhone17Pro": OSVersion(26, 0), "iPhone17ProMax": OSVersion(26, 0),
        "iPad9_7": OSVersion(3, 2),
        // D5: the 9.7-inch and 7.9-inch 2048x1536 iPads share the iPad row's points.
        "iPadAir": OSVersion(7, 0), "iPadAir2": OSVersion(8, 1), "iPadMini2": OSVersion(7, 0), "iPadMini3": OSVersion(8, 1),
        "iPadMini4": OSVersion(9, 0), "iPadMini5": OSVersion(12, 2), "iPadPro9_7": OSVersion(9, 3),
        "iPodTouch6": OSVersion(8, 4), "iPodTouch7": OSVersion(12, 3), "iPadPro12_9Gen2": OSVersion(10, 3),
        "iPadAir3": OSVersion(12, 2), "iPad8": OSVersion(14, 0), "iPad9": OSVersion(15, 0), "iPadAir11": OSVersion(17, 5), "iPadMiniA17Pro": OSVersion(18, 0),
    ]

    /// The first iOS the device of this name (a model's or an alias) shipped with.
    public static func firstOS(named name: String) -> OSVersion? {
        guard let model = model(named: name) else { return nil }
        return name == model.name ? model.firstOS : aliasFirstOS[name] ?? model.firstOS
    }

    /// Why `name` never ran `ios`, with the names of the same screen that did; nil when it ran it.
    public static func eraProblem(device name: String, ios: OSVersion) -> String? {
        guard let model = model(named: name), let first = firstOS(named: name), ios < first else { return nil }
        let sameScreen = namesThatRan(ios, sameScreenAs: model)
        let ofItsEra = namesThatRan(ios, idiom: model.idiom).prefix(2)
        let advice = !sameScreen.isEmpty
            ? "\(sameScreen.map { "'\($0)'" }.joined(separator: " or ")) has the same screen and ran it"
            : ofItsEra.isEmpty ? "no \(model.idiom == .pad ? "iPad" : "iPhone") in the catalogue ran it"
            : "\(ofItsEra.map { "'\($0)'" }.joined(separator: " or ")) ran it (`pivot devices` lists each model's first iOS)"
        return "the \(name) first ran iOS \(first), so it never ran iOS \(ios); \(advice)"
    }

    /// A device of `name`'s era for `ios`: `name` when it ran it, else a name of the same screen
    /// that did, else the most recent device of its kind that did (a host sweep that puts the
    /// trace's device on every iOS uses this).
    public static func eraDevice(for name: String, ios: OSVersion) -> String {
        guard let model = model(named: name), eraProblem(device: name, ios: ios) != nil else { return name }
        return namesThatRan(ios, sameScreenAs: model).first ?? namesThatRan(ios, idiom: model.idiom).first ?? name
    }

    private static func namesThatRan(_ ios: OSVersion, sameScreenAs model: DeviceModel) -> [String] {
        model.allNames.filter { firstOS(named: $0).map { $0 <= ios } ?? false }
    }

    /// The names of one kind that ran `ios`, the most recent first: the nearest screens of that era.
    private static func namesThatRan(_ ios: OSVersion, idiom: Idiom) -> [String] {
        all.filter { $0.idiom == idiom }.flatMap(\.allNames)
            .compactMap { name in firstOS(named: name).flatMap { $0 <= ios ? (name, $0) : nil } }
            .sorted { ($0.1, $0.0) > ($1.1, $1.0) }.map(\.0)
    }
}
