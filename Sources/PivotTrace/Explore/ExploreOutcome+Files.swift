// What an outcome hands on besides its report: each counterexample as a trace file of its own
// (`pivot explore -o DIR`), the page (`--html`), and the comments that say whose they are.

import Foundation

extension ExploreOutcome {
    /// `-o DIR`: per violated property, the file name and text of its counterexample. The
    /// set-up's `info-plist PATH` (`infoPlist`), read beside the explored file, is written
    /// relative to `folder`, so that each trace replays where it is written; a relative path
    /// stays relative, so the bytes do not depend on the machine.
    public func counterexampleFiles(inFolder folder: String, infoPlist: String? = nil) -> [(name: String, text: String)] {
        let line = infoPlist.map { "\ninfo-plist \(TraceSyntax.label($0))\n" }
        let moved = infoPlist.flatMap { Self.relocated($0, besideTrace: file, toFolder: folder) }
            .map { "\ninfo-plist \(TraceSyntax.label($0))\n" }
        let violated = properties.filter(\.violated)
        return zip(violated, Self.uniqueFileNames(violated.map(\.name))).map { property, name in
            var text = property.trace ?? ""
            if let line, let moved, let range = text.range(of: line) { text.replaceSubrange(range, with: moved) }
            return (name, text)
        }
    }

    /// A file name per property, none taken twice: two properties may clean up to one name
    /// (`upright v-1`, `upright v_1`), and a file written twice loses a counterexample. A name
    /// taken (compared without case, as macOS's file system compares) gets `-2`, `-3`, … in
    /// property order, so the names are the same on every run.
    static func uniqueFileNames(_ properties: [String]) -> [String] {
        var taken: Set<String> = []
        return properties.map { property in
            let base = String(fileName(property).dropLast(".trace".count))
            var name = base + ".trace"
            var suffix = 2
            while taken.contains(name.lowercased()) {
                name = "\(base)-\(suffix).trace"
                suffix += 1
            }
            taken.insert(name.lowercased())
            return name
        }
    }

    /// A path written relative to `traceFile`'s folder (the current directory for `<stdin>`, as
    /// the parser reads it), rewritten relative to `directory`; nil for an absolute path, kept.
    static func relocated(_ path: String, besideTrace traceFile: String, toFolder directory: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        let target = URL(fileURLWithPath: traceFile).deletingLastPathComponent().appendingPathComponent(path)
            .standardizedFileURL.pathComponents
        let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count - 1, folder.count), target[common] == folder[common] { common += 1 }
        return (Array(repeating: "..", count: folder.count - common) + target[common...]).joined(separator: "/")
    }

    /// `--html`: a page that says what the search found, each counterexample drawn step by step.
    public func htmlPage() -> String { ExplorePage.page(self) }

    /// Each counterexample keeps the explored file's leading comments (what the app and the
    /// library are) and, in a sweep, names its host.
    mutating func annotateTraces(leadingComments: [String], host: String? = nil) {
        for index in properties.indices {
            guard var text = properties[index].trace, text.hasPrefix("pivot-trace "),
                  let afterVersion = text.firstIndex(of: "\n").map(text.index(after:)) else { continue }
            var added = leadingComments
            if let host { added.append("# host: \(host)") }
            guard !added.isEmpty else { continue }
            text.insert(contentsOf: added.joined(separator: "\n") + "\n", at: afterVersion)
            properties[index].trace = text
        }
    }
}
