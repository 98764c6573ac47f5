// The `.trace` files below a folder, found by reading the folder's entries as bytes: only
// regular files (or links to them) count, so that a FIFO named `x.trace` is never opened (it
// would wait for ever for a writer, issue 37), and a name that is not valid UTF-8 is reported
// by what it is instead of turning into a path that does not exist.

import Foundation

package enum TraceFolder {
    /// What a folder holds for Pivot: its trace files (paths relative to it, sorted), and the
    /// entries it cannot use, each with why.
    package struct Listing: Equatable, Sendable {
        package var traces: [String] = []
        package var problems: [(path: String, reason: String)] = []

        package static func == (a: Listing, b: Listing) -> Bool {
            a.traces == b.traces && a.problems.map(\.path) == b.problems.map(\.path) && a.problems.map(\.reason) == b.problems.map(\.reason)
        }
    }

    /// Why the folder cannot be listed.
    package struct Failure: Error {
        package var message: String
    }

    /// The `.trace` files below `folder`, subfolders too (links to folders are not followed).
    package static func list(_ folder: String) throws(Failure) -> Listing {
        var listing = Listing()
        try walk(folder, relative: "", into: &listing)
        listing.traces.sort()
        listing.problems.sort { $0.path < $1.path }
        return listing
    }

    private static func walk(_ folder: String, relative: String, into listing: inout Listing) throws(Failure) {
        guard let directory = opendir(folder) else {
            let reason = String(cString: strerror(errno))
            if relative.isEmpty { throw Failure(message: "cannot list the folder: \(reason)") }
            listing.problems.append((relative, "cannot list the folder: \(reason)"))
            return
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        for name in names {
            guard let text = String(validating: name, as: UTF8.self) else {
                let shown = String(decoding: name, as: UTF8.self)
                guard shown.hasSuffix(".trace") || isFolder(path(folder, name)) else { continue }
                listing.problems.append((join(relative, shown), "a file name that is not valid UTF-8 (shown with \u{FFFD}): "
                                         + "Pivot names files in UTF-8; rename it"))
                continue
            }
            let full = join(folder, text), inside = join(relative, text)
            var status = stat()
            guard lstat(full, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                try walk(full, relative: inside, into: &listing)
            case S_IFREG where text.hasSuffix(".trace"):
                listing.traces.append(inside)
            case S_IFLNK where text.hasSuffix(".trace"):
                var target = stat()
                if stat(full, &target) == 0 {
                    if target.st_mode & S_IFMT == S_IFREG { listing.traces.append(inside) }
                } else {
                    // A trace linked from elsewhere that moved would be lost without a word.
                    let why = errno == ELOOP ? "a symbolic link that loops" : "a symbolic link whose target does not exist"
                    listing.problems.append((inside, why + ": remove the link or point it at the trace"))
                }
            default:
                // A FIFO, socket or device named `x.trace` is no trace: never opened.
                continue
            }
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func path(_ folder: String, _ name: [UInt8]) -> [UInt8] { Array(folder.utf8) + [0x2F] + name }

    private static func isFolder(_ path: [UInt8]) -> Bool {
        var status = stat()
        return (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &status) == 0 }
        } && status.st_mode & S_IFMT == S_IFDIR
    }
}
