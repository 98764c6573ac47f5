// A trace file read and parsed as every `pivot` command reads one: from a path, or from
// standard input for `-`; a file that cannot be read or parsed gives every error in it, each
// rendered as a compiler prints them.

public enum LoadedTrace: Sendable {
    case trace(Trace, source: [UInt8])
    /// Every error in the file, rendered as a compiler prints them.
    case malformed([String])

    /// Reads and parses the trace at `path` (`-`: standard input).
    public static func read(_ path: String) -> LoadedTrace {
        let bytes: [UInt8]
        do {
            bytes = try TraceInput.read(path)
        } catch {
            // No line and column where nothing in the file is at fault; its start where its size is.
            let at = error.inContents ? ":1:1" : ""
            return .malformed(["\(VisibleText.escaped(displayName(path), lineFeeds: true))\(at): error: \(error.message)"])
        }
        do {
            return .trace(try TraceParser.parse(bytes: bytes, file: displayName(path)), source: bytes)
        } catch {
            // Every error in the file, as a compiler reports them, not only the first.
            var (errors, truncated) = TraceParser.diagnose(bytes, file: displayName(path))
            if errors.first != error { (errors, truncated) = ([error], false) }
            let lines = SourceLines(bytes)
            var diagnostics = errors.map { $0.rendered(lines: lines) }
            if truncated {
                diagnostics.append("\(VisibleText.escaped(displayName(path), lineFeeds: true)): too many errors; stopped after \(errors.count)")
            } else if errors.count > 1 {
                diagnostics.append("\(VisibleText.escaped(displayName(path), lineFeeds: true)): \(errors.count) errors")
            }
            return .malformed(diagnostics)
        }
    }

    /// The name a path is reported by: `<stdin>` for standard input.
    package static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }
}
