// The byte-level look-ups behind the parser (word tables, declared names): they compare 8 bytes
// at a time where the input has room and a byte at a time near its end, and both must agree.

import Testing
@testable import PivotTrace

@Suite struct ParserLookupTests {
    static let table = WordTable([
        ("a", 1), ("landscape", 2), ("landscapeLeft", 3), ("landscapeRight", 4), ("UIDeviceOrientationDidChangeNotification", 5),
    ])

    @Test("a word table finds each word wherever it sits in the input, and nothing that only shares a prefix or an end")
    func wordTable() {
        for (word, value) in zip(Self.table.words, 1...) {
            for padding in 0..<10 {
                // The word at the very end of the input (byte by byte) and followed by others (8 at a time).
                for tail in ["", " x", String(repeating: "z", count: 9)] {
                    let bytes = Array((String(repeating: " ", count: padding) + word + tail).utf8)
                    #expect(Self.table.value(bytes, padding..<(padding + word.utf8.count)) == value)
                }
            }
            for near in [word + "s", String(word.dropLast()) + "X", "X" + word.dropFirst(), String(word.dropLast())] {
                let bytes = Array((near + " trailing words").utf8)
                #expect(Self.table.value(bytes, 0..<near.utf8.count) == nil, "\(near)")
            }
        }
        #expect(Self.table.index(of: "landscapeRight") == 3)
        #expect(Self.table.index(of: "landscapeUp") == nil)
    }

    @Test("declared names are found from the bytes of a reference, however many there are")
    func nameTable() {
        var names = NameTable()
        for i in 0..<1000 { names.declare("w\(i)", Declaration(kind: .window, line: i + 1)) }
        names.declare("w7", Declaration(kind: .view, line: 2000))
        let bytes = Array("w0 w999 w7 w1000 w".utf8)
        #expect(names.lookup(bytes, 0..<2)?.declaration.line == 1)
        #expect(names.lookup(bytes, 3..<7)?.name == "w999")
        #expect(names.lookup(bytes, 8..<10)?.declaration.kind == .view)
        #expect(names.lookup(bytes, 11..<16) == nil)
        #expect(names.lookup(bytes, 17..<18) == nil)
        #expect(names.count == 1000)
        #expect(names["w500"]?.line == 501)
    }
}
