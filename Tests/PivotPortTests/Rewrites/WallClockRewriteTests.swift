import Testing
@testable import PivotPort

@Suite("The wall clock is read from the app's virtual clock")
struct WallClockRewriteTests {
    @Test("Date(), Date.now, NSDate(), Date(timeIntervalSinceNow:) and .timeIntervalSinceNow go through PivotClock")
    func rewrites() {
        let ported = port("""
            let start = Date().timeIntervalSince1970
            let a = Date.now, b = NSDate()
            let later = Date(timeIntervalSinceNow: 2)
            if shownAt.timeIntervalSinceNow < -3 { hide() }
            """)
        #expect(ported.text.contains("PivotClock.now.timeIntervalSince1970"))
        #expect(ported.text.contains("let a = PivotClock.now, b = (PivotClock.now as NSDate)"))
        #expect(ported.text.contains("PivotClock.now.addingTimeInterval(2)"))
        #expect(ported.text.contains("if shownAt.timeIntervalSince(PivotClock.now) < -3 { hide() }"))
        #expect(ported.notes.filter { $0.contains("PivotClock") }.count == 5)
    }

    @Test("dates made from a value, a member named Date and a type's own Date are left alone")
    func leftAlone() {
        let source = "func f(d: Date) -> Date { Date(timeIntervalSince1970: 0) }\nlet x = Model.Date()\nlet y = Date(timeIntervalSinceNow)\n"
        let ported = port(source)
        #expect(!ported.text.contains("PivotClock"))
    }
}

@Suite("An empty attributed string is made from an empty string")
struct EmptyAttributedStringRewriteTests {
    @Test("NSMutableAttributedString() and NSAttributedString() take (string: \"\"); other initialisers are left alone")
    func emptyInitialisers() {
        let ported = port("func f() { let t = NSMutableAttributedString(); t.append(NSAttributedString()); _ = NSAttributedString(string: \"x\") }\n")
        #expect(ported.text.contains("let t = NSMutableAttributedString(string: \"\"); t.append(NSAttributedString(string: \"\"))"))
        #expect(ported.text.contains("NSAttributedString(string: \"x\")"))
        #expect(ported.notes.filter { $0.contains("no empty initialiser") }.count == 2)
    }
}
