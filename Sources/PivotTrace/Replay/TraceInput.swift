// Reading a trace's bytes: from a file, or from standard input for "-". Any readable path that is
// not a folder will do, including what is not a regular file (/dev/stdin, a FIFO, a shell's
// `<(…)`): it is read until end of file, since such files have no size to ask for first.

import Foundation

package enum TraceInput {
    /// Why a path could not be read, said as the file system said it.
    package struct Failure: Error {
        package var message: String
    }

    /// The bytes at `path` ("-": standard input).
    package static func read(_ path: String) throws(Failure) -> [UInt8] {
        if path == "-" { return try readAll(from: 0, path: "standard input") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(message: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw Failure(message: "a folder, not a trace file")
        }
        return try readAll(from: descriptor, path: path)
    }

    private static func readAll(from descriptor: Int32, path: String) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(message: reason(errno))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The words for an `open` or `read` failure; the common ones in plain terms.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case ENOTDIR: "no such file (a part of the path is not a folder)"
        case EACCES: "cannot read the file: permission denied"
        case EISDIR: "a folder, not a trace file"
        default: "cannot read the file: \(String(cString: strerror(code)))"
        }
    }
}
