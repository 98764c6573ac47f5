// The traces a command line names: a file (or `-`) as given, a folder as every `.trace` file
// below it, subfolders too, in the order of their paths, as PivotTesting's `TraceFiles` finds
// them. `pivot replay --format junit Traces` then reports every trace a shell's `Traces/*.trace`
// would miss.

import Foundation

public enum TraceArguments {
    /// Each path a command line names, in order, with a folder replaced by the trace files below
    /// it; a folder that holds none (or cannot be listed) is kept as itself with the reason, a
    /// malformed input of its own, so that a misspelt folder cannot pass by running nothing.
    public static func expand(_ arguments: [String]) -> [(path: String, problem: String?)] {
        arguments.flatMap { argument -> [(path: String, problem: String?)] in
            guard argument != "-", isFolder(argument) else { return [(argument, nil)] }
            let listing: TraceFolder.Listing
            do throws(TraceFolder.Failure) {
                listing = try TraceFolder.list(argument)
            } catch {
                return [(argument, error.message)]
            }
            // A FIFO or device named `x.trace` is left out (opening it could wait for ever); a
            // name that is not UTF-8 is an error of its own.
            let found = listing.traces.map { (path: (argument as NSString).appendingPathComponent($0), problem: String?.none) }
                + listing.problems.map { (path: (argument as NSString).appendingPathComponent($0.path), problem: Optional($0.reason)) }
            guard !found.isEmpty else { return [(argument, "no .trace file in the folder or below it")] }
            return found.sorted { $0.path < $1.path }
        }
    }

    /// Every trace the arguments name, read and parsed; a folder without one is malformed.
    public static func read(_ arguments: [String]) -> [(file: String, trace: LoadedTrace)] {
        expand(arguments).map { path, problem in
            let file = LoadedTrace.displayName(path)
            guard let problem else { return (file, LoadedTrace.read(path)) }
            return (file, .malformed(["\(VisibleText.escaped(file, lineFeeds: true)): error: \(problem)"]))
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
