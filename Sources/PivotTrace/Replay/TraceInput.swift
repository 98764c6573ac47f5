// Reading a trace's bytes: from a file, or from standard input for "-". Any readable path that is
// not a folder will do, including what is not a regular file (/dev/stdin, a FIFO, a shell's
// `<(…)`): it is read until end of file, since such files have no size to ask for first (a FIFO
// given by name must start writing within `fifoWait` seconds: one without a writer is an error,
// never a hang). No file
// is read past `sizeLimit` (64 MiB): /dev/zero or /dev/urandom given as a trace is refused, not
// read until memory runs out.

import Foundation

package enum TraceInput {
    /// Why a path could not be read, said as the file system said it.
    package struct Failure: Error {
        package var message: String
        /// The file's contents are at fault (too large), not its path: reported at 1:1.
        package var inContents = false
    }

    /// The most bytes Pivot reads from one file: a trace, an Info.plist, a shard's result.
    package static let sizeLimit = 64 << 20
    /// The seconds a FIFO given by name has to start writing.
    package static let fifoWait = 2

    /// The bytes at `path` ("-": standard input), at most `limit` of them.
    package static func read(_ path: String, limit: Int = sizeLimit) throws(Failure) -> [UInt8] {
        if path == "-" { return try readAll(from: 0, limit: limit) }
        var named = stat()
        let fifo = stat(path, &named) == 0 && named.st_mode & S_IFMT == S_IFIFO
        // A FIFO is opened without waiting for a writer, then given `fifoWait` to start one:
        // one nothing writes to is an error, never a read that waits for ever.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (fifo ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { throw Failure(message: reason(errno, path: path)) }
        defer { close(descriptor) }
        if fifo {
            var wanted = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var ready = poll(&wanted, 1, Int32(fifoWait * 1000))
            while ready < 0 && errno == EINTR { ready = poll(&wanted, 1, Int32(fifoWait * 1000)) }
            if ready == 0 {
                throw Failure(message: "a FIFO (named pipe) that nothing wrote to in \(fifoWait) s: start its writer first, or give a file")
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { throw Failure(message: "a folder, not a trace file") }
            // A regular file says its size: one too large is refused before a byte is read.
            if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit { throw tooLarge(limit) }
        }
        return try readAll(from: descriptor, limit: limit)
    }

    /// "larger than 64 MiB, the most Pivot reads from one file".
    package static func tooLarge(_ limit: Int) -> Failure {
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return Failure(message: "larger than \(size), the most Pivot reads from one file", inContents: true)
    }

    private static func readAll(from descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(message: reason(errno))
            }
            // Past the limit, whatever the file is (/dev/zero, /dev/urandom, an endless pipe).
            if count > limit - bytes.count { throw tooLarge(limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The words for an `open` or `read` failure; the common ones in plain terms.
    private static func reason(_ code: Int32, path: String = "") -> String {
        switch code {
        // A name given in bytes that are not UTF-8 arrives with U+FFFD in their place.
        case ENOENT where path.contains("\u{FFFD}"):
            "no such file: the name is not valid UTF-8 as given (shown with \u{FFFD}); Pivot names files in UTF-8: rename the file"
        case ENOENT: "no such file"
        case ENOTDIR: "no such file (a part of the path is not a folder)"
        case EACCES: "cannot read the file: permission denied"
        case EISDIR: "a folder, not a trace file"
        default: "cannot read the file: \(String(cString: strerror(code)))"
        }
    }
}
