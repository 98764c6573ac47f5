// Robustness (TRACE-FORMAT: "A trace may never crash the tool itself"): seeded random mutations
// of valid traces never trap, every rejection points inside the input, and every mutation that
// still parses round-trips through the printer.

import Pivot
import PivotTrace
import PivotTestSupport
import Testing

@Suite struct ParserFuzzTests {
    static let seeds: [[UInt8]] = ([ParserFixtures.rich] + ParserFixtures.examples.keys.sorted().compactMap {
        ParserFixtures.examples[$0]
    }).map { Array($0.utf8) }

    /// Bytes that mean something to the lexer, plus a few that are not text at all.
    static let junk: [UInt8] = Array(" \t\r\n\"\\#=,|+-.x/:0123456789*aZ_".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xEF, 0xBB, 0xBF]

    /// The byte ranges of the white-space separated words of `bytes`.
    private static func words(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int? = nil
        for (i, byte) in bytes.enumerated() {
            let space = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
            if space, let s = start { ranges.append(s..<i); start = nil }
            if !space, start == nil { start = i }
        }
        if let s = start { ranges.append(s..<bytes.count) }
        return ranges
    }

    static func mutate(_ input: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let words = Self.words(bytes)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !words.isEmpty:   // delete a word
                bytes.removeSubrange(words[Int.random(in: 0..<words.count, using: &random)])
            case 1 where !words.isEmpty:   // duplicate a word
                let word = words[Int.random(in: 0..<words.count, using: &random)]
                bytes.insert(contentsOf: Array(bytes[word]) + [0x20], at: word.lowerBound)
            case 2 where words.count > 1:   // swap two words
                var a = words[Int.random(in: 0..<words.count, using: &random)]
                var b = words[Int.random(in: 0..<words.count, using: &random)]
                if a.lowerBound > b.lowerBound { swap(&a, &b) }
                guard a.upperBound <= b.lowerBound else { continue }
                let first = Array(bytes[a]), second = Array(bytes[b])
                bytes.replaceSubrange(b, with: first)
                bytes.replaceSubrange(a, with: second)
            case 3 where !bytes.isEmpty:   // flip a character
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = junk[Int.random(in: 0..<junk.count, using: &random)]
            case 4:   // insert junk bytes
                let count = Int.random(in: 1...4, using: &random)
                let inserted = (0..<count).map { _ in junk[Int.random(in: 0..<junk.count, using: &random)] }
                bytes.insert(contentsOf: inserted, at: Int.random(in: 0...bytes.count, using: &random))
            default:   // truncate
                bytes.removeSubrange(Int.random(in: 0...bytes.count, using: &random)...)
            }
        }
        return bytes
    }

    @Test("3,000 seeded mutations never trap, point inside the input, and round-trip when valid")
    func mutations() throws {
        var random = SeededRandom(seed: 0x5EED_7ACE)
        var rejected = 0, accepted = 0
        for round in 0..<3_000 {
            let input = Self.mutate(Self.seeds[round % Self.seeds.count], &random)
            switch Result(catching: { () throws(TraceError) in try TraceParser.parse(bytes: input, file: "fuzz.trace") }) {
            case .success(let trace):
                accepted += 1
                #expect(try parsed(trace.printed()) == trace, "round \(round): \(String(decoding: input, as: UTF8.self))")
            case .failure(let error):
                rejected += 1
                let lengths = lineLengths(input)
                let line = error.location.line, column = error.location.column
                let inside = line >= 1 && line <= lengths.count && column >= 1 && column <= lengths[line - 1] + 1
                #expect(inside, "round \(round): \(error) in \(String(decoding: input, as: UTF8.self))")
            }
        }
        // Both outcomes happen, so the mutations exercise the errors and the printer alike.
        #expect(rejected > 500)
        #expect(accepted > 100)
    }

    @Test("pathological lines finish quickly with an error or a trace")
    func pathologicalLines() throws {
        let long = 60_000
        let inputs: [String] = [
            "mark \"" + String(repeating: "\\\\", count: long / 2) + "\"",
            "mark \"" + String(repeating: "\\\"", count: long / 2),
            "controller a supports=" + String(repeating: "portrait|", count: long / 9) + "portrait",
            "controller a supports=" + String(repeating: "|", count: long),
            String(repeating: "x", count: long),
            "launch " + String(repeating: "nowait ", count: long / 7),
            "expect hit " + String(repeating: "1", count: long) + ",0 w",
            "wait 0." + String(repeating: "9", count: long),
            String(repeating: "# ", count: long / 2),
            String(repeating: "\"", count: long),
            "expect order " + String(repeating: "statusbar,", count: long / 10),
        ]
        for input in inputs {
            _ = try? parsed(input)
        }
        let windows = (0..<5_000).map { "window w\($0)" }.joined(separator: "\n")
        let order = "expect order " + (0..<5_000).map { "w\($0)" }.joined(separator: ",")
        #expect(try parsed(windows + "\n" + order).statements.count == 5_001)
        #expect(try parsed("mark \"" + String(repeating: "\\\\", count: long / 2) + "\"").statements
                == [.mark(String(repeating: "\\", count: long / 2))])
    }
}
