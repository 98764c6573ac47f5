// The PivotPort build-tool plugin: a target that uses it builds a library's sources, rewritten
// by the porting step (`pivot-port`), against PivotUIKit. The target's own folder holds one
// comment-only Swift file (SwiftPM builds no target without a source of its own); the folder's
// name is the module whose sources are ported:
//   1. a target of that name in a dependency package (SnapKit, for a library that uses it),
//   2. else the package's own `Sources/NAME`,
//   3. or the folder a line `// pivot-port-sources: PATH` in that file names (from the package root).
// A ported dependency's target takes another name than the module (SwiftPM allows one target
// per name in a graph): the ported files' `import SnapKit` is then renamed to that target.

import Foundation
import PackagePlugin

@main
struct PivotPortPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = Self.url(target.directory)
        let module = folder.lastPathComponent
        let sources = try sourceFolder(module: module, ported: folder, context: context)
        var arguments = ["--quiet"]
        for dependency in target.dependencies {
            guard case .target(let ported) = dependency else { continue }
            let original = Self.url(ported.directory).lastPathComponent
            if original != ported.name { arguments += ["--rename", "\(original)=\(ported.name)"] }
        }
        let out = context.pluginWorkDirectoryURL.appendingPathComponent("Ported")
        let files = swiftFiles(in: sources)
        let outputs = files.map { out.appendingPathComponent(sources.lastPathComponent).appendingPathComponent($0) }
            + [out.appendingPathComponent("PivotPortSupport.swift")]
        arguments += ["-o", out.path, sources.path]
        return [.buildCommand(displayName: "Porting \(module) to PivotUIKit (\(files.count) files)",
                              executable: try context.tool(named: "pivot-port").url,
                              arguments: arguments,
                              inputFiles: files.map { sources.appendingPathComponent($0) },
                              outputFiles: outputs)]
    }

    func sourceFolder(module: String, ported: URL, context: PluginContext) throws -> URL {
        if let named = namedFolder(in: ported) {
            return context.package.directoryURL.appendingPathComponent(named).standardizedFileURL
        }
        var packages = context.package.dependencies.map(\.package)
        var seen: Set<String> = []
        while !packages.isEmpty {
            let package = packages.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            if let original = package.targets.first(where: { $0.name == module }) {
                return Self.url(original.directory)
            }
            packages += package.dependencies.map(\.package)
        }
        let own = context.package.directoryURL.appendingPathComponent("Sources").appendingPathComponent(module)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: own.path, isDirectory: &isFolder), isFolder.boolValue, own.path != ported.path else {
            throw PortPluginError(message: "PivotPort: no sources for module '\(module)' (the ported target's folder name): no dependency package has a target of that name and there is no Sources/\(module); name the folder in a line '// pivot-port-sources: PATH' of \(ported.path)")
        }
        return own
    }

    /// A target's folder (`Target.directoryURL` needs tools 6.1; this package declares 6.0).
    static func url(_ path: Path) -> URL { URL(fileURLWithPath: String(describing: path)) }

    /// The folder a `// pivot-port-sources: PATH` line in the target's own files names.
    func namedFolder(in folder: URL) -> String? {
        let marker = "// pivot-port-sources:"
        for name in swiftFiles(in: folder) {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix(marker) {
                return line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// As `pivot-port` walks a folder: `*.swift` below it, hidden folders skipped, sorted.
    func swiftFiles(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { walker.skipDescendants(); continue }
            if name.hasSuffix(".swift") { files.append(relative) }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

struct PortPluginError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
