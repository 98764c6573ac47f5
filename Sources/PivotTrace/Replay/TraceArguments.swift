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
            let below: [String]
            do {
                below = try FileManager.default.subpathsOfDirectory(atPath: argument)
            } catch {
                return [(argument, "cannot list the folder: \(error.localizedDescription)")]
            }
            let traces = below.filter { $0.hasSuffix(".trace") }.sorted()
                .map { (argument as NSString).appendingPathComponent($0) }
                .filter { !isFolder($0) }   // a folder named `x.trace` is not a trace
            guard !traces.isEmpty else { return [(argument, "no .trace file in the folder or below it")] }
            return traces.map { ($0, nil) }
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
