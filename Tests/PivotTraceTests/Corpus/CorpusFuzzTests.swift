// Robustness of the whole pipeline (issue 15; TRACE-FORMAT: "A trace may never crash the tool
// itself"): seeded mutations of the bundled traces go through what the CLI does in process
// (parse, replay to the text timeline and JSON Lines, the SVG at the end, the HTML report). A
// trap would crash the test run; malformed input must give `FILE:LINE:COL: error:`; pictures
// and pages must be well-formed XML; a sample is run twice and must give the same bytes.

import Foundation
import Pivot
import PivotTrace
import PivotTestSupport
import Testing

@Suite("Fuzzing the replay pipeline")
struct CorpusFuzzTests {
    static let file = "fuzz.trace"

    /// The bundled traces, as lines of bytes; none found fails the test (Corpus.traceFiles).
    static func corpus() throws -> [[[UInt8]]] {
        try Corpus.traceFiles(under: Corpus.root.appendingPathComponent("Traces")).map { url in
            try [UInt8](Data(contentsOf: url)).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        }
    }

    /// Bytes a person would not type: controls, DEL, a C1 control, invalid and partial UTF-8,
    /// and the characters that mean something to the lexer.
    static let oddBytes: [UInt8] = [0x00, 0x01, 0x07, 0x08, 0x09, 0x0B, 0x0D, 0x1B, 0x7F, 0xC2, 0x85, 0xC3, 0xFF, 0xFE,
                                    0xEF, 0xBF, 0xBE, 0xE2, 0x80, 0x22, 0x5C, 0x23, 0x3D, 0x2C, 0x7C, 0x2B, 0x2D, 0x2E]

    static let hugeNumbers = ["999999999999999", "9999999999999999999999", "-0", "0.0000000001", "1e308", "-999999999999999.99",
                              "123456789012345.5", "4294967296", "-9223372036854775808", "nan", "inf"]

    static func words(_ line: [UInt8]) -> [ArraySlice<UInt8>] { line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }) }

    /// One to three random edits of a trace's lines.
    static func mutate(_ trace: [[UInt8]], pool: [[UInt8]], _ random: inout SeededRandom) -> [UInt8] {
        var lines = trace
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            guard !lines.isEmpty else { break }
            let at = Int.random(in: 0..<lines.count, using: &random)
            switch Int.random(in: 0..<9, using: &random) {
            case 0: lines.remove(at: at)
            case 1: lines.insert(lines[at], at: Int.random(in: 0...lines.count, using: &random))
            case 2: lines.swapAt(at, Int.random(in: 0..<lines.count, using: &random))
            case 3, 4:   // a word from elsewhere in the corpus
                var words = Self.words(lines[at]).map(Array.init)
                guard !words.isEmpty else { continue }
                words[Int.random(in: 0..<words.count, using: &random)] = pool[Int.random(in: 0..<pool.count, using: &random)]
                lines[at] = Array(words.joined(separator: [0x20]))
            case 5:   // odd bytes
                let bytes = (0..<Int.random(in: 1...4, using: &random)).map { _ in oddBytes[Int.random(in: 0..<oddBytes.count, using: &random)] }
                lines[at].insert(contentsOf: bytes, at: Int.random(in: 0...lines[at].count, using: &random))
            case 6:   // truncate the whole trace at a byte
                var all = Array(lines.joined(separator: [0x0A]))
                all.removeSubrange(Int.random(in: 0...all.count, using: &random)...)
                lines = all.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            case 7:   // a huge number where a number was
                var words = Self.words(lines[at]).map(Array.init)
                guard let number = words.indices.filter({ words[$0].contains { (0x30...0x39).contains($0) } }).randomElement(using: &random) else { continue }
                words[number] = Array(hugeNumbers[Int.random(in: 0..<hugeNumbers.count, using: &random)].utf8)
                lines[at] = Array(words.joined(separator: [0x20]))
            default:   // a word repeated many times: options, names, nowait
                let words = Self.words(lines[at])
                guard let word = words.randomElement(using: &random) else { continue }
                let count = [2, 50, 2_000][Int.random(in: 0..<3, using: &random)]
                lines[at] += Array(repeating: [0x20] + Array(word), count: count).flatMap { $0 }
            }
        }
        return Array(lines.joined(separator: [0x0A]))
    }

    /// Everything the CLI would print or write for the input: the error, or the text timeline,
    /// the JSON Lines, the picture at the end and the HTML report.
    enum Output: Equatable {
        case malformed(TraceError)
        case ran(text: String, json: String, svg: String, html: String)
    }

    static func pipeline(_ bytes: [UInt8]) -> Output {
        let trace: Trace
        do {
            trace = try TraceParser.parse(bytes: bytes, file: file)
        } catch {
            return .malformed(error)
        }
        let text = TimelineWriter(format: .text, source: bytes), json = TimelineWriter(format: .json)
        var textOut = text.header(file: file, trace: trace), jsonOut = json.header(file: file, trace: trace)
        var last: World? = nil
        let section = ReplayReportSection.replay(trace, file: file, index: 0) { entry, world in
            textOut += text.entry(entry, file: file, world: world)
            jsonOut += json.entry(entry, file: file, world: world)
            last = world
            return nil
        }
        textOut += text.summary(section.summary)
        jsonOut += json.summary(section.summary)
        let end = last ?? ReplaySession(trace: trace, file: file).world
        let svg = ScreenPicture(world: end, touches: [], caption: [file]).svg()
        return .ran(text: textOut, json: jsonOut, svg: svg, html: ReplayReport.page([section]))
    }

    /// Where the first C0 control other than tab, line feed and carriage return is, if any
    /// (XML 1.0 cannot hold them at all).
    static func badXMLCharacter(_ markup: String) -> Int? {
        markup.utf8.firstIndex { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }.map { markup.utf8.distance(from: markup.utf8.startIndex, to: $0) }
    }

    @Test("3,000 seeded mutations of the corpus never trap, give FILE:LINE:COL: errors, well-formed pictures and the same bytes twice")
    func mutations() throws {
        let corpus = try Self.corpus()
        let pool = Array(Set(corpus.flatMap { $0.flatMap { Self.words($0).map(Array.init) } })).sorted { $0.lexicographicallyPrecedes($1) }
        var random = SeededRandom(seed: ProcessInfo.processInfo.environment["FSEED"].flatMap { UInt64($0) } ?? 1)
        var rejected = 0, accepted = 0
        for round in 0..<(ProcessInfo.processInfo.environment["FROUNDS"].flatMap { Int($0) } ?? 3_000) {
            let input = Self.mutate(corpus[round % corpus.count], pool: pool, &random)
            let output = Self.pipeline(input)
            let shown = String(decoding: input.prefix(2_000), as: UTF8.self)
            switch output {
            case .malformed(let error):
                rejected += 1
                let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).count
                let location = error.location
                #expect(error.description.hasPrefix("\(Self.file):\(location.line):\(location.column): error: "), "round \(round): \(error)")
                #expect(location.line >= 1 && location.line <= lines && location.column >= 1, "round \(round): \(error) in\n\(shown)")
            case .ran(_, let json, let svg, let html):
                accepted += 1
                #expect(Self.badXMLCharacter(svg) == nil && Self.badXMLCharacter(html) == nil, "round \(round): a control character in the markup of\n\(shown)")
                #expect(json.split(separator: "\n").allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil },
                        "round \(round): JSON that does not parse for\n\(shown)")
                // The XML parser is slow in debug builds: a sample of the pictures and pages.
                if round % 100 == 0 {
                    #expect(MarkupCheck.parse(svg) != nil && MarkupCheck.parse(html) != nil, "round \(round): ill-formed XML for\n\(shown)")
                }
            }
            if round % 50 == 0 { #expect(Self.pipeline(input) == output, "round \(round): a second run differs for\n\(shown)") }
        }
        // Both outcomes happen, so the mutations reach the replay and the renderers as well as the errors.
        #expect(rejected > 300 && accepted > 300, "rejected \(rejected), accepted \(accepted)")
    }
}
