// The porting step over files: the sources given (files, and folders walked for `*.swift` in
// the order of their paths), read and checked, ported as one set, written under an output
// folder with their relative paths (a folder's files under its name, a file under its name).

import Foundation

public struct PortFailure: Error, Equatable, CustomStringConvertible {
    /// 2: bad input (missing, unreadable, not UTF-8, output inside an input); 3: unwritable output.
    public let status: Int32
    public let message: String
    public var description: String { message }
}

public struct PortSource: Equatable, Sendable {
    /// The path as the user would name it, and where it goes under the output folder.
    public let path: String
    public let relative: String
}

public enum PortFiles {
    /// The most Pivot reads from one file (as its other commands): far beyond any Swift source.
    public static let maxFileSize = 64 << 20

    /// The Swift files the sources name, each with its place under the output folder.
    public static func sources(_ arguments: [String], output: String) throws(PortFailure) -> [PortSource] {
        let fileManager = FileManager.default
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
        var found: [PortSource] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: argument, isDirectory: &isFolder) else {
                throw PortFailure(status: 2, message: "pivot port: no such file or folder: \(argument)")
            }
            let absolute = URL(fileURLWithPath: argument).standardizedFileURL.path
            guard isFolder.boolValue else {
                found.append(PortSource(path: argument, relative: (absolute as NSString).lastPathComponent))
                continue
            }
            if outputPath == absolute || outputPath.hasPrefix(absolute.hasSuffix("/") ? absolute : absolute + "/") {
                throw PortFailure(status: 2, message: "pivot port: the output folder \(output) is inside the input folder \(argument); give one outside it")
            }
            let name = (absolute as NSString).lastPathComponent
            let files = try swiftFiles(in: argument)
            if files.isEmpty { throw PortFailure(status: 2, message: "pivot port: no .swift file below the folder \(argument)") }
            for relative in files {
                found.append(PortSource(path: (argument as NSString).appendingPathComponent(relative), relative: name.isEmpty || name == "/" ? relative : name + "/" + relative))
            }
        }
        var seen: [String: String] = [Porter.supportFileName: "the generated support file"]
        for source in found {
            if let other = seen[source.relative] {
                throw PortFailure(status: 2, message: "pivot port: \(source.path) and \(other) would both be written as \(source.relative); port them separately")
            }
            seen[source.relative] = source.path
        }
        return found
    }

    /// The `*.swift` files below a folder, relative to it, in the order of their paths; hidden
    /// folders (`.build`, `.git`) are skipped.
    static func swiftFiles(in folder: String) throws(PortFailure) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw PortFailure(status: 2, message: "pivot port: cannot read the folder \(folder)")
        }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { walker.skipDescendants(); continue }
            if name.hasSuffix(".swift") { files.append(relative) }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The file's bytes, refused when unreadable, too large or not UTF-8 (saying where).
    public static func read(_ path: String) throws(PortFailure) -> [UInt8] {
        // A device or a FIFO would never end (or block): only regular files are sources.
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular else {
            throw PortFailure(status: 2, message: "\(path):1:1: error: not a regular file; give Swift source files or folders")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw PortFailure(status: 2, message: "\(path):1:1: error: cannot read the file")
        }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: maxFileSize + 1) ?? Data() } catch {
            throw PortFailure(status: 2, message: "\(path):1:1: error: cannot read the file (\(error.localizedDescription))")
        }
        guard data.count <= maxFileSize else {
            throw PortFailure(status: 2, message: "\(path):1:1: error: larger than 64 MiB, the most Pivot reads from one file")
        }
        let bytes = [UInt8](data)
        if let bad = firstInvalidUTF8(bytes) {
            let source = SourceFile(path: path, bytes: Array(bytes[..<bad]))
            let (line, column) = source.position(bad)
            throw PortFailure(status: 2, message: "\(path):\(line):\(column): error: not UTF-8 text (byte 0x\(String(bytes[bad], radix: 16, uppercase: true))); Swift sources are UTF-8")
        }
        return bytes
    }

    /// The offset of the first byte that is not valid UTF-8; nil when all are.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Reads, ports and writes: the diagnostics of the port, or the failure that stopped it.
    public static func port(_ arguments: [String], output: String, options: PortOptions = PortOptions()) throws(PortFailure) -> [PortDiagnostic] {
        let sources = try sources(arguments, output: output)
        var inputs: [PortInput] = []
        for source in sources { inputs.append(PortInput(path: source.path, bytes: try read(source.path), key: source.relative)) }
        let result = Porter.port(inputs, options: options)
        for (source, bytes) in zip(sources, result.files) {
            try write(bytes, to: (output as NSString).appendingPathComponent(source.relative))
        }
        try write(result.support, to: (output as NSString).appendingPathComponent(Porter.supportFileName))
        return result.diagnostics
    }

    /// Writes a file, making its folders; unchanged bytes are left alone (a build sees no change).
    static func write(_ bytes: [UInt8], to path: String) throws(PortFailure) {
        let data = Data(bytes)
        if let existing = FileManager.default.contents(atPath: path), existing == data { return }
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw PortFailure(status: 3, message: "pivot port: cannot write \(path): \(error.localizedDescription)")
        }
    }
}
