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
    ]
)
