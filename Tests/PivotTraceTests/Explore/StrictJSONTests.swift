// Every JSON Pivot reads refuses a key given twice in one object (issue 37): Foundation's
// decoder keeps the first value and most other readers the last, so such a result says two
// things. Escaped spellings of one key are one key; a key reused in another object is fine.

import Foundation
@testable import PivotTrace
import Testing

@Suite("Strict JSON: one value per key")
struct StrictJSONTests {
    static func problem(_ text: String) -> String? { StrictJSON.problem(Array(text.utf8)) }

    @Test("a key twice at the top or deep in a row is refused, naming the key")
    func duplicates() {
        #expect(Self.problem(#"{"rows":[],"file":"t.trace","rows":[{"host":"a"}]}"#) == "the key 'rows' is given twice in one object")
        #expect(Self.problem(#"{"rows":[{"outcome":{"states":4,"states":-5}}]}"#) == "the key 'states' is given twice in one object")
        #expect(Self.problem(#"{"traceDigest":"a","x":{"y":1},"traceDigest":"b"}"#) == "the key 'traceDigest' is given twice in one object")
    }

    @Test("two spellings of one key (an escape) are one key, as the decoder reads them")
    func escapedKey() {
        #expect(Self.problem(#"{"rows":[],"r\u006fws":[1]}"#) == "the key 'rows' is given twice in one object")
        #expect(Self.problem(#"{"a\"b":1,"a\"b":2}"#) == "the key 'a\"b' is given twice in one object")
    }

    @Test("the same key in sibling objects, and values equal to keys, are not duplicates")
    func notDuplicates() {
        #expect(Self.problem(#"{"rows":[{"host":"a","index":0},{"host":"b","index":1}]}"#) == nil)
        #expect(Self.problem(#"{"a":"a","b":["a","a"],"c":{"a":"a"}}"#) == nil)
        #expect(Self.problem(#"{"a":"x,\"a\":1"}"#) == nil, "a comma and a quote inside a string value")
    }

    @Test("nesting past the limit is refused before the decoder sees it")
    func depth() {
        let deep = String(repeating: "[", count: StrictJSON.depthLimit + 1) + String(repeating: "]", count: StrictJSON.depthLimit + 1)
        #expect(Self.problem(deep) == "nested more than \(StrictJSON.depthLimit) levels deep")
        let fine = String(repeating: "[", count: StrictJSON.depthLimit) + String(repeating: "]", count: StrictJSON.depthLimit)
        #expect(Self.problem(fine) == nil)
    }

    @Test("both readers refuse a duplicate: a search's shard and a sweep's")
    func readersRefuse() throws {
        let shard = #"{"file":"t.trace","mode":"bfs","mode":"dfs"}"#
        #expect(throws: ExploreMerge.Refusal(reason: "the key 'mode' is given twice in one object")) {
            try ExploreMerge.outcome(json: Array(shard.utf8))
        }
        #expect(throws: ExploreMerge.Refusal(reason: "the key 'rows' is given twice in one object")) {
            try SweepMerge.sweep(json: Array(#"{"rows":[],"rows":[]}"#.utf8))
        }
    }
}
