// A folder of `.trace` files run as tests: each file a Swift Testing case (`@Test(arguments:)`),
// or all of them in one XCTest assertion. A folder that is missing or holds no trace is an
// error, so that a moved or misspelt folder cannot pass by running nothing.

import Foundation
import PivotTrace
#if canImport(Testing)
import Testing
#endif

/// One `.trace` file of a folder, named by its path inside the folder.
public struct TraceFile: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// Where the file is.
    public let url: URL
    /// Its path inside the folder, folders joined by `/`: `overlays/toast.trace`.
    public let name: String
    /// Whether a trace without any `expect` line may pass: false unless the folder was opened
    /// with `allowingNoExpectations()` (a trace that checks nothing passes whatever Pivot does).
    public var allowsNoExpectations: Bool

    public init(url: URL, name: String, allowsNoExpectations: Bool = false) {
        self.url = url
        self.name = name
        self.allowsNoExpectations = allowsNoExpectations
    }

    /// The name: it stays the same wherever the folder is, so a test case keeps its identity.
    public var id: String { name }
    public var description: String { name }
}

#if canImport(Testing)
extension TraceFile: CustomTestStringConvertible {
    /// What a test report shows for the case: the trace's path inside its folder.
    public var testDescription: String { name }
}
#endif

/// Why a folder of traces cannot be run.
public struct TraceFolderError: Error, Sendable, Hashable, CustomStringConvertible {
    public var folder: String
    public var message: String
    public init(folder: String, message: String) { self.folder = folder; self.message = message }
    /// `FOLDER: error: MESSAGE`, as the other tools print what has no line.
    public var description: String { "\(folder): error: \(message)" }
}

/// The `.trace` files below a folder, those in subfolders too, in the order of their names.
///
/// ```swift
/// @Test(arguments: try TraceFiles(resources: "Traces", in: .module))
/// func trace(_ file: TraceFile) { file.replay() }
/// ```
public struct TraceFiles: RandomAccessCollection, Sendable {
    /// The folder they were found in.
    public let folder: URL
    public private(set) var files: [TraceFile]

    /// Every `.trace` file below `folder`. Throws when the folder is missing or has none.
    public init(in folder: URL) throws(TraceFolderError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw TraceFolderError(folder: folder.path, message: "no such folder")
        }
        // Regular files only (a FIFO named `x.trace` would wait for ever), as `pivot replay` finds them.
        let listing: TraceFolder.Listing
        do throws(TraceFolder.Failure) {
            listing = try TraceFolder.list(folder.path)
        } catch {
            throw TraceFolderError(folder: folder.path, message: error.message)
        }
        if let problem = listing.problems.first {
            throw TraceFolderError(folder: folder.path, message: "\(problem.path): \(problem.reason)")
        }
        let files = listing.traces.map { TraceFile(url: folder.appendingPathComponent($0), name: $0) }
        guard !files.isEmpty else {
            throw TraceFolderError(folder: folder.path, message: "no .trace file in the folder or below it")
        }
        self.folder = folder
        self.files = files
    }

    /// A folder shipped with the test target as a resource, whole: `resources: [.copy("Traces")]`
    /// in Package.swift, then `TraceFiles(resources: "Traces", in: .module)`. The same on Linux
    /// and macOS, and wherever the tests run, since the folder travels with the test bundle.
    public init(resources folder: String, in bundle: Bundle) throws(TraceFolderError) {
        guard let url = bundle.resourceURL?.appendingPathComponent(folder, isDirectory: true) else {
            throw TraceFolderError(folder: folder, message: "the bundle \(bundle.bundlePath) has no resources")
        }
        do {
            try self.init(in: url)
        } catch {
            var error = error
            error.message += " (is it in the test target's resources, as .copy(\"\(folder)\")?)"
            throw error
        }
    }

    /// A folder beside a source file, usually the test's own: `TraceFiles(folder: "Traces",
    /// nextTo: #filePath)`. Nothing to declare in Package.swift, but the sources must be where
    /// they were built, so it does not suit tests that run on another machine or a device.
    public init(folder: String, nextTo filePath: String) throws(TraceFolderError) {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(folder, isDirectory: true)
        try self.init(in: url)
    }

    /// The same files, where a trace without any `expect` line passes (a smoke trace that only
    /// has to run); by default such a trace fails, since it checks nothing.
    public func allowingNoExpectations() -> TraceFiles {
        var copy = self
        for index in copy.files.indices { copy.files[index].allowsNoExpectations = true }
        return copy
    }

    public var startIndex: Int { files.startIndex }
    public var endIndex: Int { files.endIndex }
    public subscript(position: Int) -> TraceFile { files[position] }
}
