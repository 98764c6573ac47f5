// Porting small sources in memory: the text out and the diagnostics, as `pivot port` would print them.

@testable import PivotPort

struct Ported {
    let files: [String]
    let support: String
    let diagnostics: [String]

    var text: String { files[0] }
    var notes: [String] { diagnostics.filter { $0.contains(": note: ") } }
    var warnings: [String] { diagnostics.filter { $0.contains(": warning: ") } }
}

func port(_ sources: String..., renaming: [String: String] = [:]) -> Ported {
    let inputs = sources.enumerated().map { PortInput(path: "F\($0.offset).swift", bytes: Array($0.element.utf8)) }
    let result = Porter.port(inputs, options: PortOptions(renamedModules: renaming))
    return Ported(files: result.files.map { String(decoding: $0, as: UTF8.self) },
                  support: String(decoding: result.support, as: UTF8.self),
                  diagnostics: result.diagnostics.map(\.description))
}

/// The kinds and texts of a source's tokens, comments included.
func lexed(_ source: String) -> [(Token.Kind, String)] {
    let bytes = Array(source.utf8)
    return Lexer.tokens(bytes).map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
}
