// The one JSON form the results print (explore, its sweeps and merges, matrix): sorted keys and
// unescaped slashes, so the same result is the same bytes on every run.

import Foundation

package enum SortedJSON {
    /// One JSON object and a line feed.
    package static func line<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
