// Where the package's own files are, for the tests that read them: the root (found from this
// file's path) and the bundled traces.

import Foundation

public enum PackageFiles {
    /// The package root.
    public static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The built `pivot` executable: it sits beside the test bundle.
    public static let builtPivot = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("pivot")

    /// Every trace under Traces/, as paths relative to the root, sorted.
    public static let traces: [String] = {
        let base = root.appendingPathComponent("Traces")
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".trace") }.sorted().map { "Traces/\($0)" }
    }()
}
