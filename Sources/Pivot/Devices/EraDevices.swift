// Devices of the earlier eras that public reports were filed from (SPEC D5): the iPod touch,
// the home-button iPad Pros and the 10.2-inch iPad, each with its screen and first iOS.
// Screens of the same size as a catalogue row are that row's aliases (DeviceEras.swift gives
// each alias its own first iOS); these rows are the screens the catalogue lacked.

extension DeviceCatalog {
    static let eras: [DeviceModel] = [
        homeButtonPhone(
            "iPodTouch5", aliases: ["iPodTouch6", "iPodTouch7"], size: Size(320, 568), scale: 2, nativeBounds: Size(640, 1136),
            regularWidthLandscape: false, firstOS: OSVersion(6, 0),
            source: """
                4-inch iPod touch (5th, 6th, 7th generation): 320x568 pt @2x, 640x1136 px, the iPhone 5's panel \
                (\(hig); \(iosref)); status bar 20; shipped with iOS 6.0, 8.4 and 12.3 (Wikipedia "iPod Touch \
                (5th/6th/7th generation)", Operating system – Original)
                """),
        homeButtonPad(
            "iPadPro10_5", aliases: ["iPadAir3"], size: Size(834, 1112), nativeBounds: Size(1668, 2224), firstOS: OSVersion(10, 3),
            source: """
                10.5-inch iPad Pro (2017) and iPad Air (3rd generation, 2019): 834x1112 pt @2x, 1668x2224 px \
                (\(hig); \(iosref)); home button, status bar 20, no hardware insets; shipped with iOS 10.3.2 and \
                12.2 (Wikipedia)
                """),
        homeButtonPad(
            "iPadPro12_9Gen1", aliases: ["iPadPro12_9Gen2"], size: Size(1024, 1366), nativeBounds: Size(2048, 2732),
            firstOS: OSVersion(9, 1),
            source: """
                12.9-inch iPad Pro, 1st (2015) and 2nd (2017) generation: 1024x1366 pt @2x, 2048x2732 px (\(hig); \
                \(iosref)); home button, status bar 20, no hardware insets (the 3rd generation, iPadPro12_9, has \
                Face ID); shipped with iOS 9.1 and 10.3.2 (Wikipedia "iPad Pro (1st/2nd generation)")
                """),
        homeButtonPad(
            "iPad10_2", aliases: ["iPad7", "iPad8", "iPad9"], size: Size(810, 1080), nativeBounds: Size(1620, 2160),
            firstOS: OSVersion(13, 1),
            source: """
                10.2-inch iPad (7th, 8th, 9th generation): 810x1080 pt @2x, 1620x2160 px (\(hig); \(iosref)); \
                home button, status bar 20, no hardware insets; shipped with iPadOS 13.1, 14.0 and 15.0 (Wikipedia)
                """),
    ]

    /// An iPad with a home button: @2x, a 20-point status bar in both orientations, no hardware
    /// insets, the iPad navigation bar (44, 50 from iOS 12).
    static func homeButtonPad(_ name: String, aliases: [String] = [], size: Size, nativeBounds: Size,
                              firstOS: OSVersion, source: String) -> DeviceModel {
        DeviceModel(
            name: name, aliases: aliases, idiom: .pad, portraitSize: size, scale: 2, nativeScale: 2, nativeBounds: nativeBounds,
            portraitInsets: .fixed(.zero), landscapeInsets: .fixed(.zero),
            statusBarPortrait: .fixed(20), statusBarLandscape: .fixed(20),
            navigationBarPortrait: padNavigationBar, navigationBarLandscape: padNavigationBar,
            hasHomeIndicator: false, hasNotch: false, firstOS: firstOS, source: source)
    }
}
