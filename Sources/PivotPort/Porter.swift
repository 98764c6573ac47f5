// The porting step: a library's Swift files in, the same files rewritten to build against
// PivotUIKit on Linux out, with a note for every rewrite and a warning for every construct it
// could not carry over. Pure: the same files give the same bytes and the same diagnostics.

public struct PortInput: Sendable {
    /// The path diagnostics name (as the user gave it).
    public let path: String
    public let bytes: [UInt8]
    /// What names the file in the ported code (the keys of its statics): its path relative to
    /// the port's root, so the output does not depend on where the sources sit.
    public let key: String
    public init(path: String, bytes: [UInt8], key: String? = nil) { self.path = path; self.bytes = bytes; self.key = key ?? path }
}

public struct PortOptions: Sendable {
    /// Modules whose imports are renamed (`SnapKit` → the ported target's module name).
    public var renamedModules: [String: String]
    public init(renamedModules: [String: String] = [:]) { self.renamedModules = renamedModules }
}

public struct PortResult: Sendable {
    /// The rewritten files, in the inputs' order.
    public let files: [[UInt8]]
    /// The support file (`Porter.supportFileName`): what the rewrites need declared once for
    /// the whole set, such as the defaults of optional protocol requirements.
    public let support: [UInt8]
    /// Every note and warning: the files' in input order, each file's in source order.
    public let diagnostics: [PortDiagnostic]
}

public enum Porter {
    public static let supportFileName = "PivotPortSupport.swift"
    static let pivotImport = "@preconcurrency import PivotUIKit"

    public static func port(_ inputs: [PortInput], options: PortOptions = PortOptions()) -> PortResult {
        let sources = inputs.map { SourceFile(path: $0.path, bytes: $0.bytes, key: $0.key) }
        let scopes = sources.map(Scopes.init)
        var rewrites = sources.map(FileRewrite.init)
        // The optional requirements of every protocol of the set, so that calls in any file are seen.
        var requirements = OptionalRequirements()
        for index in sources.indices {
            requirements.collect(&rewrites[index], scopes[index])
        }
        let context = PortContext(options: options, optionalNames: requirements.names)
        var files: [[UInt8]] = []
        var diagnostics: [PortDiagnostic] = []
        for index in sources.indices {
            var rewrite = rewrites[index]
            ImportRewrite.apply(&rewrite, context, scopes[index])
            AttributeRewrite.apply(&rewrite, scopes[index])
            ManagedRewrite.apply(&rewrite)
            SelectorRewrite.apply(&rewrite, scopes[index])
            AvailabilityRewrite.apply(&rewrite)
            ConditionRewrite.apply(&rewrite)
            ChainRewrite.apply(&rewrite, context)
            ResourceRewrite.apply(&rewrite)
            DescriptionRewrite.apply(&rewrite)
            LiteralRewrite.apply(&rewrite)
            ExtensionOverrideRewrite.apply(&rewrite, scopes[index])
            KeyValueObservingRewrite.apply(&rewrite)
            StaticsRewrite.apply(&rewrite, scopes[index])
            WindowDeinitRewrite.apply(&rewrite, scopes[index]); AnyObjectLookupRewrite.apply(&rewrite); WallClockRewrite.apply(&rewrite); EmptyAttributedStringRewrite.apply(&rewrite)
            InfoDictionaryRewrite.apply(&rewrite)
            TaskRewrite.apply(&rewrite, scopes[index])
            files.append(rewrite.output())
            diagnostics += rewrite.reported()
        }
        let support = requirements.supportFile(imports: sources.indices.map { ImportRewrite.supportImports(rewrites[$0], context) })
        return PortResult(files: files, support: Array(support.utf8), diagnostics: diagnostics)
    }
}

struct PortContext {
    let options: PortOptions
    /// The base names of the optional requirements of the set's protocols.
    let optionalNames: Set<String>
}
