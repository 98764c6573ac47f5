// swift-tools-version: 6.0
import PackageDescription

// An overlay library as a user of Pivot would write it: ToastKit describes its toast window in
// trace lines, and tests it with PivotTesting. It depends on the Pivot checkout two folders up.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "ToastKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ToastKit", targets: ["ToastKit"]),
        .library(name: "ToastWindowKit", targets: ["ToastWindowKit"]),
        .library(name: "PortedOverlays", targets: ["PortedOverlays"]),
    ],
    dependencies: [
        // The name, since a path's last folder (the checkout's) need not be "Pivot".
        .package(name: "Pivot", path: "../.."),
    ],
    targets: [
        .target(name: "ToastKit", swiftSettings: strict),
        .testTarget(
            name: "ToastKitTests",
            dependencies: ["ToastKit", .product(name: "PivotTesting", package: "Pivot")],
            // Traces/ replays green; KnownIssues/ holds a trace that fails on purpose.
            resources: [.copy("Traces"), .copy("KnownIssues")],
            swiftSettings: strict),
        // The same kind of toast as window code in UIKit's names, in Swift 5 mode as most
        // overlay libraries build, running on Pivot through PivotUIKit.
        .target(name: "ToastWindowKit", dependencies: [.product(name: "PivotUIKit", package: "Pivot")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // PivotTesting for LibraryExplorer: the toast explored over host apps, as its CI would.
        .testTarget(name: "ToastWindowKitTests", dependencies: ["ToastWindowKit", .product(name: "PivotUIKit", package: "Pivot"),
                                                                .product(name: "PivotTesting", package: "Pivot")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Public overlay libraries' window code, ported with Docs/PORTING.md's edits (each file's
        // header names the version it follows and every edit it needed), each modelled on a public
        // bug report that its tests reproduce with the buggy code and see gone with the fix:
        //   NotificationBanner.swift  github.com/Daltron/NotificationBanner/issues/222 (and #110),
        //                             fixed in 3.0.1 (#251); #404, the portrait-only app that fix broke
        //   Whisper.swift             github.com/hyperoslo/Whisper/issues/156, fixed by #158 (5.1.0)
        //   PKHUD.swift               github.com/pkluz/PKHUD/issues/48, fixed by #86 (3.2.0)
        //   SwiftEntryKit.swift       github.com/huri000/SwiftEntryKit/issues/104, resolved by the
        //                             library's own switch (isRotationEnabled = false)
        //   SwiftMessages.swift       github.com/SwiftKickMobile/SwiftMessages/issues/446, fixed in
        //                             8.0.5; Pivot hands the key window back where the report says
        //                             none is left (SPEC W3's model decision): a known issue
        .target(name: "PortedOverlays", dependencies: [.product(name: "PivotUIKit", package: "Pivot")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PortedOverlaysTests",
                    dependencies: ["PortedOverlays", .product(name: "PivotUIKit", package: "Pivot"),
                                   .product(name: "PivotTesting", package: "Pivot")],
                    swiftSettings: strict),
    ]
)

// ChimeKit: a library written for UIKit (Sources/ChimeKit), explored on Linux as it is. Where
// UIKit is absent, the target of that name builds its sources rewritten by Pivot's PivotPort
// plugin against PivotUIKit; elsewhere it is the library's own target, untouched.
package.products.append(.library(name: "ChimeKit", targets: ["ChimeKit"]))
#if os(Linux)
package.targets += [
    .target(name: "ChimeKit", dependencies: [.product(name: "PivotUIKit", package: "Pivot")], path: "Pivot/ChimeKit",
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "PivotPort", package: "Pivot")]),
    .testTarget(name: "ChimeKitTests", dependencies: ["ChimeKit", .product(name: "PivotUIKit", package: "Pivot")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
]
#else
package.targets.append(.target(name: "ChimeKit", swiftSettings: [.swiftLanguageMode(.v5)]))
#endif

// BannerKit: a banner library written for UIKit with Auto Layout, gesture recognizers, drawing,
// @objc targets and #selector observers (Sources/BannerKit), ported by the PivotPort plugin on
// Linux, tested and explored over host apps as it is.
package.products.append(.library(name: "BannerKit", targets: ["BannerKit"]))
#if os(Linux)
package.targets += [
    .target(name: "BannerKit", dependencies: [.product(name: "PivotUIKit", package: "Pivot")], path: "Pivot/BannerKit",
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "PivotPort", package: "Pivot")]),
    .testTarget(name: "BannerKitTests", dependencies: ["BannerKit", .product(name: "PivotUIKit", package: "Pivot"),
                                                      .product(name: "PivotTesting", package: "Pivot")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
]
#else
package.targets.append(.target(name: "BannerKit", swiftSettings: [.swiftLanguageMode(.v5)]))
#endif
