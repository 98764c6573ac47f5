// A clone must be able to read its own language and rules: no tracked file (CI's scripts aside)
// points to the folder that stood beside the repository while it was written (issue 21).

import Foundation
import PivotTestSupport
import Testing

@Suite("The repository is self-contained")
struct SelfContainedDocsTests {
    /// Written in two parts so that this file does not contain what it looks for.
    static let outsidePath = ".." + "/shared"
    /// The research notes beside the repository, cited without `..` (issue 37: Docs/RULES.md did).
    static let researchPath = "shared" + "/research/"

    /// The files to read, relative to the package root: what git tracks, and the new files it
    /// would, when git answers; otherwise every file under the folders that make up the package.
    static func files() -> [String] {
        if let tracked = try? gitTrackedFiles(), !tracked.isEmpty { return tracked }
        let manager = FileManager.default
        var files = ["README.md", "Package.swift"]
        for folder in ["Docs", "Sources", "Tests", "Traces", "Tools"] {
            let walker = manager.enumerator(atPath: Corpus.root.appendingPathComponent(folder).path)
            files += (walker?.compactMap { $0 as? String } ?? []).map { "\(folder)/\($0)" }
        }
        return files
    }

    static func gitTrackedFiles() throws -> [String] {
        let result = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: Corpus.root)
        guard result.status == 0 else { return [] }
        return result.out.split(separator: "\0").map(String.init)
    }

    @Test("no file outside .ci/ mentions the folder beside the repository, nor its research notes")
    func noOutsideReferences() throws {
        let files = Self.files().filter { !$0.hasPrefix(".ci/") }
        #expect(files.contains("Docs/TRACE-LANGUAGE.md") && files.contains("Docs/SPEC.md"), "the walk found the docs")
        var read = 0
        for file in files {
            let url = Corpus.root.appendingPathComponent(file)
            // Binary files (pictures) hold no path anyone reads.
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            read += 1
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where line.contains(Self.outsidePath) || line.contains(Self.researchPath) {
                Issue.record("\(file):\(number + 1) points outside the repository: \(line)")
            }
        }
        #expect(read > 100, "only \(read) files were read")
    }

    @Test("the documents the README names are in the repository")
    func documentsExist() throws {
        for document in ["Docs/TRACE-LANGUAGE.md", "Docs/SPEC.md", "Docs/RULES.md", "Docs/JSON-LINES.md"] {
            #expect(FileManager.default.fileExists(atPath: Corpus.root.appendingPathComponent(document).path), "\(document)")
        }
        let readme = try String(contentsOf: Corpus.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("Docs/TRACE-LANGUAGE.md") && readme.contains("Docs/SPEC.md"))
        #expect(!readme.contains("TRACE-EXTENSIONS"), "the extensions are part of Docs/TRACE-LANGUAGE.md")
    }
}
