// The documents point readers at source files ("Where: `Orientation/Rotation.swift` `commit`"):
// every such path must name a file of the package, so a move of the code cannot leave the
// documents pointing at nothing.

import Foundation
import PivotTestSupport
import Testing

@Suite("Source paths in the documents")
struct DocsSourcePathsTests {
    /// A path another project's repository holds, cited as a source, not one of ours.
    static let elsewhere: Set = ["Sources/SnapshotTesting/Common/View.swift"]

    @Test("every `Folder/File.swift` the documents name is a file of the package")
    func pathsExist() throws {
        let root = PackageFiles.root
        let documents = ["README.md", "Docs/RULES.md", "Docs/SPEC.md", "Docs/TRACE-LANGUAGE.md", "Docs/PERFORMANCE.md"]
        let pattern = try NSRegularExpression(pattern: "`([A-Za-z+]+(?:/[A-Za-z+]+)+\\.swift)`")
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build") }
        #expect(files.count > 100, "the package's files are where this test expects them")
        var checked = 0, missing: [String] = []
        for document in documents {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let path = String(text[Range(match.range(at: 1), in: text)!])
                guard !Self.elsewhere.contains(path) else { continue }
                checked += 1
                if !files.contains(where: { $0 == path || $0.hasSuffix("/" + path) }) { missing.append("\(document): \(path)") }
            }
        }
        #expect(checked > 50)
        #expect(missing.isEmpty, "no such file:\n\(missing.joined(separator: "\n"))")
    }

    @Test("the README's PivotUIKit example is the code Tests/PivotUIKitTests/ReadmeExampleTests.swift compiles and runs")
    func readmeExampleIsTested() throws {
        let root = PackageFiles.root
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let test = try String(contentsOf: root.appendingPathComponent("Tests/PivotUIKitTests/ReadmeExampleTests.swift"), encoding: .utf8)
        let code = try #require(test.range(of: "import PivotUIKit").map { String(test[$0.lowerBound...]) })
        #expect(readme.contains("```swift\n" + code + "```"), "copy the README's example into the test (or the test's into the README)")
    }
}
