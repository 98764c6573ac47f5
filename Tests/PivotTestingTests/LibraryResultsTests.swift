import Foundation
import Pivot
import PivotTesting
import PivotTestSupport
import PivotTrace
import PivotUIKit
import Testing

/// A library sweep's results as CI handles them: each shard's JSON written where
/// PIVOT_EXPLORE_OUT says, joined and rendered by the built `pivot explore merge` (text, JSON,
/// JUnit, a page), exactly as the trace explorer's host sweeps are.
@MainActor
@Suite("LibraryReport: a library sweep's results written, merged and rendered")
struct LibraryResultsTests {
    typealias Toast = LibraryExplorerTests.Toast

    /// Portrait-rooted hosts from iOS 12 on (the toast turns some), a host whose device does not
    /// exist (skipped), and rotating roots from iOS 17 on: two groups.
    static let hosts = LibraryHost.common.filter { $0.shape == .portraitRoot }.from("12.0")
        + [LibraryHost(ios: OSVersion(12, 0), device: "NoSuchPhone", shape: .portraitRoot)]
        + LibraryHost.common.filter { $0.shape == .rotating }.from("17.0")

    /// A fresh folder for one test's files.
    static func folder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The built `pivot`, run as CI runs it.
    static func pivot(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try runProgram(PackageFiles.builtPivot, arguments, in: PackageFiles.root)
    }

    @Test("two shards (PIVOT_SHARD=0/2 and 1/2), written as JSON where PIVOT_EXPLORE_OUT says and merged by `pivot explore merge`, are the unsharded run")
    func shardsMergeToTheWholeRun() throws {
        let folder = try Self.folder("library-shards")
        defer { try? FileManager.default.removeItem(at: folder) }
        let explorer = Toast.explorer(relays: false, hosts: Self.hosts)
        let whole = explorer.run()
        #expect(whole.writeIfAsked(environment: [:]) == nil, "nothing is written unless PIVOT_EXPLORE_OUT asks")
        let written = (0..<2).compactMap { index in
            explorer.run(shard: .fromEnvironment(["PIVOT_SHARD": "\(index)/2"]))
                .writeIfAsked(environment: ["PIVOT_EXPLORE_OUT": folder.path])
        }
        #expect(written.map(\.lastPathComponent) == ["shardsMergeToTheWholeRun.shard-0-of-2.json", "shardsMergeToTheWholeRun.shard-1-of-2.json"])
        let wholeFile = folder.appendingPathComponent(whole.fileName)
        try whole.write(to: wholeFile)
        #expect(wholeFile.lastPathComponent == "shardsMergeToTheWholeRun.json")

        let merged = try Self.pivot(["explore", "merge", "--format", "json"] + written.map(\.path))
        #expect(merged.status == 1, "\(merged.err)")
        var joined = try SweepMerge.sweep(json: Array(merged.out.utf8))
        #expect(joined.shard == "2 merged")
        joined.shard = nil
        #expect(joined == whole.sweep)
        #expect(joined.rows.compactMap(\.group) == Self.hosts.map(\.shape.rawValue))

        // A whole run given alone is its own merge: CI runs the same command sharded or not.
        let alone = try Self.pivot(["explore", "merge", wholeFile.path])
        let text = try Self.pivot(["explore", "merge"] + written.map(\.path))
        #expect(alone.status == 1 && text.status == 1)
        #expect(text.out == alone.out.replacingOccurrences(of: "× 2 properties,", with: "× 2 properties, shards 2 merged,"))
        #expect(alone.out.contains("\n[variant root-portrait]\n") && alone.out.contains("\n[as written]\n"))
        #expect(alone.out.contains("violated leaves-host-alone: 2 events in host iOS 12.4, iPhoneXS, variant root-portrait"), "\(alone.out)")
        // The counterexample's Swift test, ready to paste, travels in its trace.
        #expect(alone.out.contains("#       test.call(\"show\") { /* your \"show\" action */ }"))
    }

    @Test("JUnit lists the host whose set-up fails as skipped, never an error, and fails the violated hosts with their counterexample")
    func junitSkipsBrokenHosts() throws {
        let folder = try Self.folder("library-junit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = Toast.explorer(relays: false, hosts: Self.hosts).run()
        let xml = report.junit().xml()
        #expect(xml.contains("errors=\"0\" skipped=\"1\""), "\(xml)")
        #expect(xml.contains("<skipped message=\"host iOS 12.0, NoSuchPhone, variant root-portrait: its trace does not parse: unknown device"))
        #expect(xml.contains("<failure message=\"junitSkipsBrokenHosts: leaves-host-alone is violated after 2 events\""))
        let json = folder.appendingPathComponent("toast.json")
        try report.write(to: json)
        let cli = try Self.pivot(["explore", "merge", "--format", "junit", json.path])
        #expect(cli.status == 1 && cli.out == xml)
        // The file's extension picks the form.
        let xmlFile = folder.appendingPathComponent("toast.xml")
        try report.write(to: xmlFile)
        #expect(try String(contentsOf: xmlFile, encoding: .utf8) == xml)
        let fixed = Toast.explorer(relays: true, hosts: Self.hosts).run().junit().xml()
        #expect(fixed.contains("failures=\"0\" errors=\"0\" skipped=\"1\""), "a fixed library's CI is green with the host skipped")
    }

    @Test("merge refuses a shard of another sweep (other hosts) and names both files")
    func mergeRefusesAnotherSweep() throws {
        let folder = try Self.folder("library-other")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = Toast.explorer(relays: false, hosts: Self.hosts).run(shard: Shard(index: 0, count: 2))
        let other = Toast.explorer(relays: false, hosts: Array(Self.hosts.dropLast())).run(shard: Shard(index: 1, count: 2))
        #expect(first.digest != other.digest)
        let files = [folder.appendingPathComponent("a.json"), folder.appendingPathComponent("b.json")]
        try first.write(to: files[0])
        try other.write(to: files[1])
        let run = try Self.pivot(["explore", "merge"] + files.map(\.path))
        #expect(run.status == 2 && run.out.isEmpty)
        #expect(run.err == "pivot explore merge: error: \(files[0].path) and \(files[1].path) are not shards of one sweep: "
                + "what they explored changed between them (traceDigest)\n"
                + "pivot explore merge: note: these are the results of 2 explorations; merge each apart: "
                + "pivot explore merge \(files[0].path); pivot explore merge \(files[1].path)\n")
    }

    @Test("--html writes the merged sweep as a page that says explore, names its property and draws the counterexample")
    func mergedPage() throws {
        let folder = try Self.folder("library-html")
        defer { try? FileManager.default.removeItem(at: folder) }
        let explorer = Toast.explorer(relays: false, hosts: Self.hosts)
        let files = try (0..<2).map { index in
            let file = folder.appendingPathComponent("shard\(index).json")
            try explorer.run(shard: Shard(index: index, count: 2)).write(to: file)
            return file.path
        }
        let page = folder.appendingPathComponent("report.html")
        let run = try Self.pivot(["explore", "merge", "--html", page.path] + files)
        #expect(run.status == 1, "\(run.err)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<h1>Pivot explore: mergedPage</h1>") && html.contains("<th>leaves-host-alone</th>"))
        #expect(html.contains("violated leaves-host-alone: 2 events in host iOS 12.4, iPhoneXS, variant root-portrait"))
        #expect(html.contains("<svg") && !html.contains("0 failed"))
        let unwritable = try Self.pivot(["explore", "merge", "--html", folder.appendingPathComponent("none/report.html").path] + files)
        #expect(unwritable.status == 3 && unwritable.err.contains("cannot write"))
    }

    /// A library call that presents a landscape-only controller in a portrait-only app.
    final class LandscapeOnly: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    }

    @Test("SPEC A6: a crash's counterexample is a trace that expects the crash, made without failing the test that ran the search")
    func crashCounterexampleTrace() {
        let explorer = LibraryExplorer(
            name: "present-landscape", actions: ["present": { UIApplication.shared.keyWindow?.rootViewController?.present(LandscapeOnly(), animated: false) }],
            hostEvents: [], hosts: Array(LibraryHost.common.filter { $0.shape == .portraitOnly }.prefix(1)), properties: [.noCrash], depth: 2)
        let report = explorer.run()
        let row = report.sweep.rows.first
        #expect(report.sweep.file == "present-landscape" && row?.verdict(of: "no-crash") == .violated(length: 1))
        let trace = row?.outcome?.properties.first?.trace ?? ""
        #expect(trace.contains("\n# explore: `no-crash` fails after 1 step in host iOS 7.1, iPhone4s, plist portrait\nmark \"call 1: present\"\n"), "\(trace)")
        #expect(trace.contains("\nexpect crash UIApplicationInvalidInterfaceOrientation\n"))
    }
}
