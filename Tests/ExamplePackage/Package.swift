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
        .testTarget(name: "ToastWindowKitTests", dependencies: ["ToastWindowKit", .product(name: "PivotUIKit", package: "Pivot")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Public overlay libraries' window code, ported with Docs/PORTING.md's edits, each modelled
        // on a public bug report that its tests reproduce (buggy version) and see fixed (fixed version):
        //   NotificationBanner.swift  Daltron/NotificationBanner #222 (#110), and #404 that its fix caused
        //   Whisper.swift             hyperoslo/Whisper #156, fixed by #158
        //   PKHUD.swift               pkluz/PKHUD #48, fixed by #86 (3.1.1)
        //   SwiftEntryKit.swift       huri000/SwiftEntryKit #104
        // Each file's header names the version it follows and the edits it needed.
        .target(name: "PortedOverlays", dependencies: [.product(name: "PivotUIKit", package: "Pivot")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PortedOverlaysTests",
                    dependencies: ["PortedOverlays", .product(name: "PivotUIKit", package: "Pivot"),
                                   .product(name: "PivotTesting", package: "Pivot")],
                    swiftSettings: strict),
    ]
)
