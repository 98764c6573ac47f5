// The device catalogue (SPEC D1): one row per screen geometry Pivot models, in a fixed order.
//
// Every figure is in points unless it says pixels. Each row's `source` names where its figures
// come from, all public; the references several rows share are the constants at the end.
// Hardware insets are what a full-screen view sees with the status bar hidden: zero on
// home-button devices; (top,0,34,0) portrait and (0,side,21,side) landscape on notched phones.
// firstOS comes from each model's Wikipedia infobox ("Operating system – Original").

public enum DeviceCatalog {
    /// Every model, in catalogue order (SPEC D1, D4).
    public static let all: [DeviceModel] = classic + current + eras

    /// The models up to the 2022 iPhones and the first Face ID iPads (SPEC D1).
    static let classic: [DeviceModel] = [
        homeButtonPhone(
            "iPhone4s", aliases: ["iPhone4"], size: Size(320, 480), scale: 2, nativeBounds: Size(640, 960),
            regularWidthLandscape: false, firstOS: OSVersion(5, 0),
            source: """
                3.5-inch iPhone: 320x480 pt @2x, 640x960 px (\(hig); \(iosref)); status bar 20, navigation bar 44 \
                portrait / 32 landscape (\(uylX)); shipped with iOS 5.0 (Wikipedia)
                """),
        homeButtonPhone(
            "iPhoneSE", aliases: ["iPhone5s", "iPhone5", "iPhone5c"], size: Size(320, 568), scale: 2, nativeBounds: Size(640, 1136),
            regularWidthLandscape: false, firstOS: OSVersion(9, 3),
            source: """
                4-inch iPhone (SE 1st gen, 5s): 320x568 pt @2x, 640x1136 px (\(hig); \(iosref)); status bar 20, \
                navigation bar 44 / 32 landscape (\(uylX)); iPhone SE shipped with iOS 9.3 (Wikipedia)
                """),
        homeButtonPhone(
            "iPhone8", aliases: ["iPhone6", "iPhone6s", "iPhone7", "iPhoneSE2", "iPhoneSE3"], size: Size(375, 667), scale: 2,
            nativeBounds: Size(750, 1334), regularWidthLandscape: false, firstOS: OSVersion(11, 0),
            source: """
                4.7-inch iPhone: 375x667 pt @2x, 750x1334 px (\(hig); \(iosref)); status bar 20, navigation bar 44 \
                portrait / 32 landscape, zero side insets (\(uylX)); iPhone 8 shipped with iOS 11.0 (Wikipedia)
                """),
        homeButtonPhone(
            "iPhone8Plus", aliases: ["iPhone6Plus", "iPhone6sPlus", "iPhone7Plus"], size: Size(414, 736), scale: 3, nativeScale: 2.608, nativeBounds: Size(1080, 1920),
            regularWidthLandscape: true, firstOS: OSVersion(11, 0),
            source: """
                5.5-inch iPhone: 414x736 pt rendered @3x (1242x2208) and downsampled to a 1080x1920 px panel, \
                nativeScale 2.608 (\(hig); \(iosref)); regular width in landscape, so the navigation bar stays 44 \
                there; shipped with iOS 11.0 (Wikipedia)
                """),
        notchedPhone(
            "iPhoneX", aliases: ["iPhoneXS", "iPhone11Pro"], size: Size(375, 812), scale: 3,
            nativeBounds: Size(1125, 2436), side: .fixed(44), statusBar: .fixed(44),
            regularWidthLandscape: false, firstOS: OSVersion(11, 0),
            source: """
                5.8-inch iPhone X/XS/11 Pro: 375x812 pt @3x, 1125x2436 px (\(hig); \(iosref)); status bar 44, safe \
                area (44,0,34,0) portrait and (0,44,21,44) landscape (\(uylX); \(safeArea); \(gknb)); navigation bar \
                44 / 32 landscape (\(uylX)); shipped with iOS 11 (Wikipedia)
                """),
        notchedPhone(
            "iPhoneXR", aliases: ["iPhone11"], size: Size(414, 896), scale: 2, nativeBounds: Size(828, 1792),
            side: since14(44, 48), statusBar: since14(44, 48),
            regularWidthLandscape: true, firstOS: OSVersion(12, 0),
            source: """
                6.1-inch LCD iPhone XR/11: 414x896 pt @2x, 828x1792 px (\(hig); \(iosref)); top inset and status bar \
                44, 48 from iOS 14 (its source comment on XR/11: status bar 48 from iOS 14, 44 before; its iPhone 11 \
                insets (48,0,34,0) / (0,48,21,48)) (\(gknb)); regular width in landscape (nav bar 44); shipped with \
                iOS 12.0 (Wikipedia)
                """),
        notchedPhone(
            "iPhoneXSMax", aliases: ["iPhone11ProMax"], size: Size(414, 896), scale: 3,
            nativeBounds: Size(1242, 2688), side: .fixed(44), statusBar: .fixed(44),
            regularWidthLandscape: true, firstOS: OSVersion(12, 0),
            source: """
                6.5-inch iPhone XS Max/11 Pro Max: 414x896 pt @3x, 1242x2688 px (\(hig); \(iosref)); status bar 44, \
                insets (44,0,34,0) / (0,44,21,44) (\(gknb)); regular width in landscape (nav bar 44); shipped with \
                iOS 12.0 (Wikipedia)
                """),
        notchedPhone(
            "iPhone12", aliases: ["iPhone13", "iPhone14", "iPhone12Pro", "iPhone13Pro"], size: Size(390, 844), scale: 3,
            nativeBounds: Size(1170, 2532), side: .fixed(47), statusBar: .fixed(47),
            regularWidthLandscape: false, firstOS: OSVersion(14, 1),
            source: """
                6.1-inch iPhone 12/13/14: 390x844 pt @3x, 1170x2532 px (\(hig); \(iosref)); useyourloaf.com "iPhone \
                12 Safe Area Insets" and \(gknb): status bar 47, insets (47,0,34,0) / (0,47,21,47); compact 32-pt \
                landscape navigation bar (github.com/Tencent/QMUI_iOS issue 1198); shipped with iOS 14.1 (Wikipedia)
                """),
        notchedPhone(
            "iPhone12mini", aliases: ["iPhone13mini"], size: Size(375, 812), scale: 3, nativeScale: 2.88, nativeBounds: Size(1080, 2340),
            side: .fixed(50), statusBar: Versioned(44, changes: [.init(since: OSVersion(15), value: 50)]),
            regularWidthLandscape: false, firstOS: OSVersion(14, 2),
            source: """
                5.4-inch iPhone 12 mini: 375x812 pt rendered @3x, downsampled to 1080x2340 px, nativeScale 2.88 \
                (hacknicity.medium.com "How iOS Apps Adapt to the various iPhone 12 Screen Sizes"; \(iosref)); \
                insets (50,0,34,0) / (0,50,21,50) (\(gknb)); status bar 44 on iOS 14 (navigation bar still at y 50), \
                50 from iOS 15 (github.com/Tencent/QMUI_iOS issue 1326, QuintGao/GKNavigationBar issues 67-68); \
                shipped with iOS 14.2 (Wikipedia "iPhone 12": 12 mini Original iOS 14.2)
                """),
        notchedPhone(
            "iPhone12ProMax", aliases: ["iPhone13ProMax", "iPhone14Plus"], size: Size(428, 926), scale: 3, nativeBounds: Size(1284, 2778),
            side: .fixed(47), statusBar: .fixed(47),
            regularWidthLandscape: true, firstOS: OSVersion(14, 2),
            source: """
                6.7-inch iPhone 12 Pro Max: 428x926 pt @3x, 1284x2778 px (\(hig); \(iosref)); status bar 47, insets \
                (47,0,34,0) / (0,47,21,47) (\(gknb)); regular width in landscape (nav bar 44); released with the 12 \
                mini on 13 Nov 2020, shipped with iOS 14.2 (Wikipedia)
                """),
        notchedPhone(
            "iPhone14Pro", aliases: ["iPhone15Pro"], size: Size(393, 852), scale: 3,
            nativeBounds: Size(1179, 2556), side: .fixed(59), statusBar: .fixed(54),
            regularWidthLandscape: false, firstOS: OSVersion(16, 0),
            source: """
                6.1-inch Dynamic Island iPhone 14 Pro/15 Pro: 393x852 pt @3x, 1179x2556 px (\(hig); \(iosref)); \
                useyourloaf.com "iPhone 14 Screen Sizes": status bar 54, top safe-area inset 59; insets (59,0,34,0) \
                / (0,59,21,59) (\(gknb)); compact 32-pt landscape navigation bar \
                (github.com/microsoft/fluentui-apple PR 1727); shipped with iOS 16.0 (Wikipedia)
                """),
        notchedPhone(
            "iPhone14ProMax", aliases: ["iPhone15ProMax"], size: Size(430, 932), scale: 3,
            nativeBounds: Size(1290, 2796), side: .fixed(59), statusBar: .fixed(54),
            regularWidthLandscape: true, firstOS: OSVersion(16, 0),
            source: """
                6.7-inch Dynamic Island iPhone 14 Pro Max/15 Pro Max: 430x932 pt @3x, 1290x2796 px (\(hig); \
                \(iosref)); status bar 54, safe area (59,0,34,0) (github.com/QuintGao/GKNavigationBarSwift issue 41; \
                useyourloaf.com "iPhone 14 Screen Sizes"), landscape (0,59,21,59) (\(gknb)); regular width in \
                landscape (nav bar 44, fluentui-apple PR 1727); shipped with iOS 16.0 (Wikipedia)
                """),
        DeviceModel(
            name: "iPad", aliases: ["iPad9_7", "iPadAir", "iPadAir2", "iPadMini2", "iPadMini3", "iPadMini4", "iPadMini5", "iPadPro9_7"], idiom: .pad, portraitSize: Size(768, 1024), scale: 2,
            nativeScale: 2, nativeBounds: Size(1536, 2048),
            portraitInsets: .fixed(.zero), landscapeInsets: .fixed(.zero),
            statusBarPortrait: .fixed(20), statusBarLandscape: .fixed(20),
            navigationBarPortrait: padNavigationBar, navigationBarLandscape: padNavigationBar,
            hasHomeIndicator: false, hasNotch: false, firstOS: OSVersion(3, 2),
            source: """
                9.7-inch iPad: 768x1024 pt (\(hig)); scale figures are the Retina 9.7-inch models' (3rd gen onwards: \
                @2x, 1536x2048 px) (\(iosref)); status bar 20 in both orientations, navigation bar 44 before iOS 12 \
                and 50 from it (\(gknb)); the 9.7-inch form first shipped with iOS 3.2 (original iPad, @1x) \
                (Wikipedia)
                """),
        homeIndicatorPad(
            "iPadPro11", size: Size(834, 1194), nativeBounds: Size(1668, 2388),
            source: """
                11-inch iPad Pro: 834x1194 pt @2x, 1668x2388 px (\(hig); \(iosref)); status bar 24, safe area \
                (24,0,20,0) in both orientations, navigation bar 50 (\(gknb)); shipped with iOS 12.1 (Wikipedia)
                """),
        homeIndicatorPad(
            "iPadPro12_9", size: Size(1024, 1366), nativeBounds: Size(2048, 2732),
            source: """
                12.9-inch iPad Pro, 3rd generation (2018, Face ID, home indicator; not the earlier home-button \
                12.9-inch models): 1024x1366 pt @2x, 2048x2732 px (\(hig); \(iosref)); status bar 24, safe area \
                (24,0,20,0) in both orientations, navigation bar 50 (\(gknb)); shipped with iOS 12.1 (Wikipedia)
                """),
    ]

    /// Finds a model by name or alias (exact, case-sensitive).
    public static func model(named name: String) -> DeviceModel? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// For a name not in the catalogue: the nearest names of the same family (iPhones for an
    /// iPhone name, iPads for an iPad one), closest first; a wrong name is never replaced.
    public static func nearestNames(to name: String, count: Int = 3) -> [String] {
        let family = name.lowercased().hasPrefix("ipad") ? "iPad" : name.lowercased().hasPrefix("iphone") ? "iPhone" : ""
        let candidates = all.flatMap(\.allNames).filter { family.isEmpty || $0.hasPrefix(family) }
        let typed = Array(name.lowercased().unicodeScalars)
        // Ties go to the closest model number: `iPhone18` is nearer `iPhone17` than `iPhone11`.
        func number(_ text: String) -> Int { Int(String(text.drop { !$0.isNumber }.prefix { $0.isNumber })) ?? 0 }
        let wanted = number(name)
        let ranked = candidates.map { candidate in
            (candidate, editDistance(typed, Array(candidate.lowercased().unicodeScalars)), abs(number(candidate) - wanted))
        }
        return ranked.sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }.prefix(count).map(\.0)
    }

    /// What to say of a name not in the catalogue: the catalogue's spelling of it
    /// (`"iPhone 15 Pro Max"` → `iPhone15ProMax`), else the nearest names. Never a substitution.
    public static func unknownNameAdvice(_ name: String) -> String {
        if let spelt = respelt(name) {
            return "did you mean '\(spelt)'? (catalogue names have no spaces; `pivot devices` lists every model and alias)"
        }
        let nearest = nearestNames(to: name).map { "'\($0)'" }.joined(separator: ", ")
        return "the nearest are \(nearest) (`pivot devices` lists every model and alias)"
    }

    /// The catalogue name that `name` spells with other case, spaces or punctuation, if exactly
    /// one does: only letters and digits count (`iPad Pro 12.9` is `iPadPro12_9`).
    public static func respelt(_ name: String) -> String? {
        func key(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let wanted = key(name)
        let matches = all.flatMap(\.allNames).filter { key($0) == wanted && $0 != name }
        return matches.count == 1 ? matches[0] : nil
    }

    // MARK: - Row builders

    /// iPad navigation bar: 44 before iOS 12, 50 from iOS 12, in both orientations.
    static let padNavigationBar = Versioned<Double>(44, changes: [.init(since: OSVersion(12), value: 50)])

    /// A value that is `before` until iOS 14 and `after` from it (iPhone XR/11).
    private static func since14(_ before: Double, _ after: Double) -> Versioned<Double> {
        Versioned(before, changes: [.init(since: OSVersion(14), value: after)])
    }

    /// Applies `make` to the base value and to every change, keeping the versions.
    private static func mapped(_ value: Versioned<Double>, _ make: (Double) -> Insets) -> Versioned<Insets> {
        Versioned<Insets>(make(value.base), changes: value.changes.map {
            Versioned<Insets>.Change(since: $0.since, value: make($0.value))
        })
    }

    /// The navigation bar in landscape: 44 on phones with regular width there (Plus/Max class),
    /// the compact 32 on the others.
    static func landscapeNavigationBar(regularWidth: Bool) -> Versioned<Double> {
        .fixed(regularWidth ? 44 : 32)
    }

    /// A phone with a home button: no hardware insets, a 20-pt status bar (shown in landscape by
    /// old SDKs), no home indicator, no notch.
    static func homeButtonPhone(
        _ name: String, aliases: [String] = [], size: Size, scale: Double, nativeScale: Double? = nil,
        nativeBounds: Size, regularWidthLandscape: Bool, firstOS: OSVersion, source: String
    ) -> DeviceModel {
        var model = DeviceModel(
            name: name, aliases: aliases, idiom: .phone, portraitSize: size, scale: scale,
            nativeScale: nativeScale ?? scale, nativeBounds: nativeBounds,
            portraitInsets: .fixed(.zero), landscapeInsets: .fixed(.zero),
            statusBarPortrait: .fixed(20), statusBarLandscape: .fixed(20),
            navigationBarPortrait: .fixed(44),
            navigationBarLandscape: landscapeNavigationBar(regularWidth: regularWidthLandscape),
            hasHomeIndicator: false, hasNotch: false, firstOS: firstOS, source: source)
        model.regularWidthInLandscape = regularWidthLandscape
        return model
    }

    /// A notched or Dynamic Island phone: hardware insets (side,0,34,0) in portrait and
    /// (0,side,21,side) in landscape, where `side` is the sensor-housing inset; no status bar in
    /// landscape; a home indicator.
    static func notchedPhone(
        _ name: String, aliases: [String] = [], size: Size, scale: Double, nativeScale: Double? = nil,
        nativeBounds: Size, side: Versioned<Double>, statusBar: Versioned<Double>,
        regularWidthLandscape: Bool, firstOS: OSVersion, source: String
    ) -> DeviceModel {
        var model = DeviceModel(
            name: name, aliases: aliases, idiom: .phone, portraitSize: size, scale: scale,
            nativeScale: nativeScale ?? scale, nativeBounds: nativeBounds,
            portraitInsets: mapped(side) { Insets($0, 0, 34, 0) },
            landscapeInsets: mapped(side) { Insets(0, $0, 21, $0) },
            statusBarPortrait: statusBar, statusBarLandscape: .fixed(0),
            navigationBarPortrait: .fixed(44),
            navigationBarLandscape: landscapeNavigationBar(regularWidth: regularWidthLandscape),
            hasHomeIndicator: true, hasNotch: true, firstOS: firstOS, source: source)
        model.regularWidthInLandscape = regularWidthLandscape
        return model
    }

    /// An iPad Pro with Face ID and a home indicator (2018 and later): @2x, a 24-pt status bar shown
    /// in both orientations, hardware insets (24,0,20,0) in both; shipped with iOS 12.1.
    static func homeIndicatorPad(
        _ name: String, aliases: [String] = [], size: Size, nativeBounds: Size, firstOS: OSVersion = OSVersion(12, 1),
        source: String
    ) -> DeviceModel {
        let insets = Versioned<Insets>.fixed(Insets(24, 0, 20, 0))
        return DeviceModel(
            name: name, aliases: aliases, idiom: .pad, portraitSize: size, scale: 2, nativeScale: 2, nativeBounds: nativeBounds,
            portraitInsets: insets, landscapeInsets: insets,
            statusBarPortrait: .fixed(24), statusBarLandscape: .fixed(24),
            navigationBarPortrait: padNavigationBar, navigationBarLandscape: padNavigationBar,
            hasHomeIndicator: true, hasNotch: false, firstOS: firstOS, source: source)
    }

    // MARK: - Shared references

    /// Screen sizes in points and scale factors.
    static let hig = "Apple Human Interface Guidelines, Layout – Specifications"
    /// Pixel sizes (nativeBounds) and nativeScale.
    static let iosref = "iosref.com / iosres.com resolution tables"
    /// iPhone 8: status bar 20, navigation bar 44 portrait / 32 landscape, zero side insets;
    /// iPhone X: top 44 (+44 bar = 88), bottom 34, landscape sides 44.
    private static let uylX = "useyourloaf.com \"Supporting iPhone X\""
    private static let safeArea = "Apple developer docs \"Positioning content relative to the safe area\""
    /// Per-model status bar heights and safe-area tables (portrait and landscape T,L,B,R), notched
    /// iPad 24/20, iPad navigation bar 44 before iOS 12 and 50 from it.
    static let gknb = """
        github.com/QuintGao/GKNavigationBar, GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m
        """
}
