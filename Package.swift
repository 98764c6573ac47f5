// swift-tools-version: 6.0
import PackageDescription

// Pivot has no dependencies: only the Swift toolchain.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Pivot",
    // Linux needs nothing here. On Apple platforms: ContinuousClock and Duration (macOS 13,
    // iOS 16) for the virtual clock and the benchmarks; actors and Swift Testing come with them.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Pivot", targets: ["Pivot"]),
        .library(name: "PivotTrace", targets: ["PivotTrace"]),
        .library(name: "PivotTesting", targets: ["PivotTesting"]),
        .library(name: "PivotUIKit", targets: ["PivotUIKit"]),
        .executable(name: "pivot", targets: ["PivotCLI"]),
        .executable(name: "pivot-bench", targets: ["PivotBench"]),
        // A library's own sources, rewritten to build against PivotUIKit on Linux (Docs/PORTING.md).
        .plugin(name: "PivotPort", targets: ["PivotPortPlugin"]),
    ],
    targets: [
        .target(name: "Pivot", swiftSettings: strict, linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "PivotTrace", dependencies: ["Pivot"], swiftSettings: strict),
        // The test harness: rotation tests in Swift, reported through Swift Testing or XCTest.
        .target(name: "PivotTesting", dependencies: ["Pivot", "PivotTrace", "PivotUIKit"], swiftSettings: strict),
        // UIKit's names over the engine: an overlay library's window code, run on Pivot.
        .target(name: "PivotUIKit", dependencies: ["Pivot"], swiftSettings: strict),
        // What the two executables share: the option parser and its suggestions.
        .target(name: "PivotCommandLine", dependencies: ["Pivot"], swiftSettings: strict),
        .executableTarget(name: "PivotCLI", dependencies: ["Pivot", "PivotTrace", "PivotCommandLine", "PivotPort"], swiftSettings: strict),
        // The porting step (`pivot port`): a Swift lexer and the rewrites, on the standard library alone.
        .target(name: "PivotPort", swiftSettings: strict),
        // What the build-tool plugin runs: the porting step alone, so a package builds no more of Pivot for it.
        .executableTarget(name: "pivot-port", dependencies: ["PivotPort"], path: "Sources/PivotPortTool", swiftSettings: strict),
        .plugin(name: "PivotPortPlugin", capability: .buildTool(), dependencies: ["pivot-port"], path: "Plugins/PivotPort"),
        // Every benchmark, the harness's too: apart from `pivot`, which should not link the test frameworks.
        .executableTarget(name: "PivotBench", dependencies: ["Pivot", "PivotTrace", "PivotTesting", "PivotCommandLine", "PivotUIKit"],
                          swiftSettings: strict),
        // Helpers the test targets share (a seeded generator, running a program, the package's files, XML, diffs).
        // PivotTesting for its issue capture: tests of failure reporting take the issues, not print them.
        .target(name: "PivotTestSupport", dependencies: ["PivotTesting"], path: "Tests/PivotTestSupport", swiftSettings: strict),
        .testTarget(name: "PivotTests", dependencies: ["Pivot", "PivotTrace", "PivotTesting", "PivotTestSupport"], swiftSettings: strict),
        .testTarget(name: "PivotPortTests", dependencies: ["PivotPort"], swiftSettings: strict),
        .testTarget(name: "PivotUIKitTests", dependencies: ["Pivot", "PivotUIKit"], swiftSettings: strict),
        // Ported library code as most libraries build it (Swift 5 mode): what compiles against UIKit compiles here.
        .testTarget(name: "PivotUIKitSwift5Tests", dependencies: ["Pivot", "PivotUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PivotTraceTests", dependencies: ["Pivot", "PivotTrace", "PivotTestSupport"], swiftSettings: strict),
        // The tests that must start `pivot`: arguments, exit codes, files written. The rest of
        // the product is tested through its library API.
        .testTarget(name: "PivotCLITests", dependencies: ["Pivot", "PivotTrace", "PivotTestSupport"], swiftSettings: strict),
        // Its small trace folders are resources, found both through Bundle.module and beside the tests.
        .testTarget(name: "PivotTestingTests", dependencies: ["PivotTesting", "PivotTrace", "PivotTestSupport", "PivotUIKit"],
                    resources: [.copy("Traces")], swiftSettings: strict),
    ]
)
