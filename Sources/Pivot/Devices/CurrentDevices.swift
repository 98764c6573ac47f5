// The devices people hold in 2026 (SPEC D4): iPhones 15 to 17, the iPhone Air and 16e, and the
// current iPads. Every figure is sourced in Docs/RULES.md ("Platform figures"), with its
// confidence there (F firm, S single source); each row names its sources. Dynamic Island
// phones with a 62 or 68 point top inset have landscape insets that changed in iOS 26.

extension DeviceCatalog {
    static let current: [DeviceModel] = [
        notchedPhone(
            "iPhone15", aliases: ["iPhone16"], size: Size(393, 852), scale: 3, nativeBounds: Size(1179, 2556),
            side: .fixed(59), statusBar: .fixed(54), regularWidthLandscape: false, firstOS: OSVersion(17, 0),
            source: """
                6.1-inch Dynamic Island iPhone 15/16: 393x852 pt @3x, 1179x2556 px (alpatiev/swift_tools screen \
                table; chlee1001/react-native-iphone-screen-helper README: 16 is 393x852, top inset 59) (F); \
                landscape (0,59,21,59) as the 14 Pro panel (csl.cool iOS layout adaptation, S); status bar 54 \
                (model decision, as the 14 Pro's); shipped with iOS 17.0
                """),
        notchedPhone(
            "iPhone15Plus", aliases: ["iPhone16Plus"], size: Size(430, 932), scale: 3, nativeBounds: Size(1290, 2796),
            side: .fixed(59), statusBar: .fixed(54), regularWidthLandscape: true, firstOS: OSVersion(17, 0),
            source: """
                6.7-inch Dynamic Island iPhone 15 Plus/16 Plus: 430x932 pt @3x, 1290x2796 px (alpatiev/swift_tools; \
                chlee1001 README, top 59) (F); landscape (0,59,21,59) (S); regular width in landscape (Plus class); \
                status bar 54 (model decision); shipped with iOS 17.0
                """),
        islandPhone(
            "iPhone16Pro", aliases: ["iPhone17", "iPhone17Pro"], size: Size(402, 874), nativeBounds: Size(1206, 2622),
            top: 62, landscape: modernLandscape(side: 62, bottom: 20), regularWidthLandscape: false,
            firstOS: OSVersion(18, 0),
            source: """
                6.3-inch iPhone 16 Pro/17/17 Pro: 402x874 pt @3x, 1206x2622 px (screenruler.online iPhone 16 Pro, \
                OnsenUI issue 3083: "safe area top is larger than iPhone 15") (F); top inset 62, landscape \
                (0,62,21,62) before iOS 26 and (20,62,20,62) from it (swift-snapshot-testing PR 1046, dimensions \
                from useyourloaf "iPhone 17 screen sizes", S); compact in landscape (PR 1046 traits); status bar \
                54 (model decision); shipped with iOS 18.0
                """),
        islandPhone(
            "iPhone16ProMax", aliases: ["iPhone17ProMax"], size: Size(440, 956), nativeBounds: Size(1320, 2868),
            top: 62, landscape: modernLandscape(side: 62, bottom: 20), regularWidthLandscape: true,
            firstOS: OSVersion(18, 0),
            source: """
                6.9-inch iPhone 16 Pro Max/17 Pro Max: 440x956 pt @3x, 1320x2868 px; top 62, landscape \
                (0,62,21,62) on iOS 18 (swift-snapshot-testing PR 1010, from useyourloaf, F) and (20,62,20,62) on \
                iOS 26 (PR 1046, S); regular width in landscape; status bar 54 (model decision); shipped with \
                iOS 18.0
                """),
        islandPhone(
            "iPhoneAir", size: Size(420, 912), nativeBounds: Size(1260, 2736),
            top: 68, landscape: modernLandscape(side: 68, bottom: 29), regularWidthLandscape: true,
            firstOS: OSVersion(26, 0),
            source: """
                6.5-inch iPhone Air: 420x912 pt @3x, 1260x2736 px; top inset 68, landscape (20,68,29,68) on iOS 26 \
                (swift-snapshot-testing PR 1046, S; DeviceKit: Dynamic Island); (0,68,21,68) before iOS 26 by the \
                rule of the 62-point phones (it never ran one); regular width in landscape; status bar 54 (model \
                decision); shipped with iOS 26.0
                """),
        notchedPhone(
            "iPhone16e", size: Size(390, 844), scale: 3, nativeBounds: Size(1170, 2532),
            side: .fixed(47), statusBar: .fixed(47), regularWidthLandscape: false, firstOS: OSVersion(18, 3),
            source: """
                6.1-inch iPhone 16e, a notch and no Dynamic Island (DeviceKit sensor-housing list, S): 390x844 pt \
                @3x as the iPhone 14 (Apple HIG layout table, S); insets (47,0,34,0) / (0,47,21,47) and status bar \
                47 taken from the iPhone 14 (U); shipped with iOS 18.3
                """),
        homeIndicatorPad(
            "iPad10", aliases: ["iPadAir11"], size: Size(820, 1180), nativeBounds: Size(1640, 2360),
            firstOS: OSVersion(16, 1),
            source: """
                10.9/11-inch iPad (10th gen, A16) and iPad Air 11-inch: 820x1180 pt @2x, 1640x2360 px \
                (hacknicity.medium.com iPad sizes; DeviceKit, F); safe area (24,0,20,0), status bar 24 as the \
                other home-indicator iPads (S); iPad 10th gen shipped with iPadOS 16.1
                """),
        homeIndicatorPad(
            "iPadAir13", size: Size(1024, 1366), nativeBounds: Size(2048, 2732), firstOS: OSVersion(17, 4),
            source: """
                13-inch iPad Air (M2/M3): 1024x1366 pt @2x, 2048x2732 px (DeviceKit 12.9-inch class, S); safe area \
                (24,0,20,0), status bar 24; shipped with iPadOS 17.4
                """),
        homeIndicatorPad(
            "iPadPro11M4", size: Size(834, 1210), nativeBounds: Size(1668, 2420), firstOS: OSVersion(17, 5),
            source: """
                11-inch iPad Pro (M4): 1668x2420 px (ghacks.net on the 2024 iPad Pro, F), 834x1210 pt @2x; safe area \
                (24,0,20,0), status bar 24 (S); shipped with iPadOS 17.5
                """),
        homeIndicatorPad(
            "iPadPro13M4", size: Size(1032, 1376), nativeBounds: Size(2064, 2752), firstOS: OSVersion(17, 5),
            source: """
                13-inch iPad Pro (M4): 1032x1376 pt @2x, 2064x2752 px (DeviceKit iPadPro13M4; a snapshot-testing \
                device configuration, S); safe area (24,0,20,0), status bar 24; shipped with iPadOS 17.5
                """),
        homeIndicatorPad(
            "iPadMini6", aliases: ["iPadMiniA17Pro"], size: Size(744, 1133), nativeBounds: Size(1488, 2266),
            firstOS: OSVersion(15, 0),
            source: """
                8.3-inch iPad mini (6th gen, A17 Pro): 744x1133 pt @2x, 1488x2266 px, safe area (24,0,20,0) \
                (hacknicity "How iPad apps adapt to the new 8.3-inch iPad mini"; swift-snapshot-testing PR 653, F); \
                status bar 24; shipped with iPadOS 15.0
                """),
    ]

    /// Landscape insets of the 62/68-point Dynamic Island phones: (0,side,21,side) before iOS 26,
    /// (20,side,bottom,side) from iOS 26 (SPEC D4).
    static func modernLandscape(side: Double, bottom: Double) -> Versioned<Insets> {
        Versioned(Insets(0, side, 21, side), changes: [.init(since: OSVersion(26, 0), value: Insets(20, side, bottom, side))])
    }

    /// A Dynamic Island phone whose landscape insets change with the version: top inset `top` in
    /// portrait, a 54-pt status bar, a home indicator.
    static func islandPhone(
        _ name: String, aliases: [String] = [], size: Size, nativeBounds: Size, top: Double,
        landscape: Versioned<Insets>, regularWidthLandscape: Bool, firstOS: OSVersion, source: String
    ) -> DeviceModel {
        var model = DeviceModel(
            name: name, aliases: aliases, idiom: .phone, portraitSize: size, scale: 3, nativeScale: 3,
            nativeBounds: nativeBounds, portraitInsets: .fixed(Insets(top, 0, 34, 0)), landscapeInsets: landscape,
            statusBarPortrait: .fixed(54), statusBarLandscape: .fixed(0), navigationBarPortrait: .fixed(44),
            navigationBarLandscape: landscapeNavigationBar(regularWidth: regularWidthLandscape),
            hasHomeIndicator: true, hasNotch: true, firstOS: firstOS, source: source)
        model.regularWidthInLandscape = regularWidthLandscape
        return model
    }
}
