// What `pivot --version` prints: the tool's own version, and the versions of the two documents
// it implements (the trace language and the behaviour rules).

import PivotTrace

enum PivotVersion {
    static let tool = "0.9.0"
    static let traceFormat = "v\(TraceHeader.newestFormatVersion)"
    static let spec = "v2"
}
