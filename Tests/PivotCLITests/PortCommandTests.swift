// `pivot port`: files and folders in, the rewritten copy out; bad input is exit 2, an
// unwritable output exit 3; the same sources give the same bytes.

import Foundation
import Testing

@Suite("pivot port")
struct PortCommandTests {
    /// A fresh folder holding `Lib/A.swift` (UIKit code) and `Lib/Sub/B.swift`.
    func library() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-port-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Lib/Sub", withIntermediateDirectories: true)
        try "import UIKit\n@objc class A: NSObject { @objc func f() {} }\n".write(toFile: root + "/Lib/A.swift", atomically: true, encoding: .utf8)
        try "if #available(iOS 13.0, *) {}\n".write(toFile: root + "/Lib/Sub/B.swift", atomically: true, encoding: .utf8)
        return root
    }

    @Test("a folder's files are written under its name, the support file beside them; notes on standard error")
    func portsAFolder() throws {
        let root = try library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try pivot(["port", root + "/Lib", "-o", root + "/out"])
        #expect(result.status == 0 && result.out.isEmpty)
        #expect(try String(contentsOfFile: root + "/out/Lib/A.swift", encoding: .utf8) == "@preconcurrency import PivotUIKit\nclass A: NSObject { func f() {} }\n")
        #expect(try String(contentsOfFile: root + "/out/Lib/Sub/B.swift", encoding: .utf8) == "if available(iOS: 13) {}\n")
        #expect(FileManager.default.fileExists(atPath: root + "/out/PivotPortSupport.swift"))
        #expect(result.err.hasPrefix("\(root)/Lib/A.swift:1:1: note: 'import UIKit' → '@preconcurrency import PivotUIKit'\n"))
        let quiet = try pivot(["port", "--quiet", root + "/Lib", "-o", root + "/out2"])
        #expect(quiet.status == 0 && quiet.err.isEmpty)
        #expect(FileManager.default.contents(atPath: root + "/out/Lib/A.swift") == FileManager.default.contents(atPath: root + "/out2/Lib/A.swift"))
    }

    @Test("a missing source, an output inside the input, a non-UTF-8 file: exit 2 saying which")
    func badInput() throws {
        let root = try library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let missing = try pivot(["port", root + "/Nope", "-o", root + "/out"])
        #expect(missing.status == 2 && missing.err == "pivot port: no such file or folder: \(root)/Nope\n")
        let inside = try pivot(["port", root + "/Lib", "-o", root + "/Lib/out"])
        #expect(inside.status == 2 && inside.err.contains("is inside the input folder"))
        #expect(FileManager.default.createFile(atPath: root + "/Lib/C.swift", contents: Data([0x6C, 0x65, 0x74, 0x0A, 0x61, 0xFF])))
        let latin = try pivot(["port", root + "/Lib", "-o", root + "/out"])
        #expect(latin.status == 2 && latin.err == "\(root)/Lib/C.swift:2:2: error: not UTF-8 text (byte 0xFF); Swift sources are UTF-8\n")
        let device = try pivot(["port", "/dev/zero", "-o", root + "/out"])
        #expect(device.status == 2 && device.err == "/dev/zero:1:1: error: not a regular file; give Swift source files or folders\n")
        let noOutput = try pivot(["port", root + "/Lib"])
        #expect(noOutput.status == 2 && noOutput.err.hasPrefix("pivot port: no output folder given (-o DIR)"))
    }

    @Test("an output that cannot be written is exit 3")
    func unwritable() throws {
        let root = try library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "a file".write(toFile: root + "/blocker", atomically: true, encoding: .utf8)
        let result = try pivot(["port", root + "/Lib", "-o", root + "/blocker"])
        #expect(result.status == 3 && result.err.hasPrefix("pivot port: cannot write \(root)/blocker/Lib/A.swift"))
    }
}
