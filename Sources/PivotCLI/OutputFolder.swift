// `explore -o DIR`: the folder the counterexamples go to, checked before it is made, so that a
// user reads what is in the way (a file where a folder should be, a dangling link) instead of
// Foundation's "NSCocoaErrorDomain error 512" (issue 37).

import Foundation

extension RenderCommand {
    /// What makes `path` no folder to write into, or nil when it is one or can be made.
    static func unwritableFolder(_ path: String) -> String? {
        if path.isEmpty { return "an empty path: give the name of a folder to write to" }
        var status = stat()
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return nil
            case S_IFLNK:
                var target = stat()
                if stat(path, &target) != 0 { return "a symbolic link whose target does not exist: remove the link or give another folder" }
                return target.st_mode & S_IFMT == S_IFDIR ? nil : "a link to a file, not a folder: give the path of a folder"
            default: return "it is a file, not a folder: give the path of a folder"
            }
        }
        // The folders on the way are made: the nearest one that exists must be a folder.
        var above = (path as NSString).deletingLastPathComponent
        while !above.isEmpty && above != "/" {
            var found = stat()
            if stat(above, &found) == 0 {
                return found.st_mode & S_IFMT == S_IFDIR ? nil : "\(above) is a file, not a folder"
            }
            if lstat(above, &found) == 0 { return "\(above) is a symbolic link whose target does not exist" }
            above = (above as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Makes the folder `-o` names (and those on the way); false with a message when it cannot.
    static func makeFolder(_ path: String, command: String) -> Bool {
        if let problem = unwritableFolder(path) {
            printError("pivot \(command): cannot write to \(path.isEmpty ? "''" : path): \(problem)")
            return false
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return true
        } catch {
            printError("pivot \(command): cannot create \(path): \(whyUnwritable(path, error))")
            return false
        }
    }
}
