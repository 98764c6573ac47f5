import Testing
@testable import PivotPort

@Suite("Version checks ask the modelled app; platform conditions answer as iOS")
struct AvailabilityRewriteTests {
    @Test("#available and #unavailable in if, guard and while, beside other clauses")
    func available() {
        let ported = port("""
            if #available(iOS 13.0, *), let x = y { }
            guard #available(iOS 16.4, tvOS 16, *) else { return }
            while #unavailable(iOS 13) { }
            if #available(iOSApplicationExtension 11, *) { }
            """)
        #expect(ported.text == """
            if available(iOS: 13), let x = y { }
            guard available(iOS: 16, 4) else { return }
            while !available(iOS: 13) { }
            if available(iOS: 11) { }
            """)
    }

    @Test("a check without iOS holds on iOS (its *): true, or false for #unavailable, with a warning")
    func otherPlatforms() {
        let ported = port("if #available(macOS 10.15, *) {}\nif #unavailable(tvOS 13) {}\n")
        #expect(ported.text == "if true {}\nif false {}\n")
        #expect(ported.warnings.count == 2)
    }

    @Test("@available attributes stay: they compile on Linux")
    func attributesStay() {
        let source = "@available(iOS 13.0, *)\nfunc f() {}\n"
        #expect(port(source).text == source)
    }

    @Test("#if: os(iOS) and canImport(UIKit) hold; the other platforms are false on Linux already")
    func conditions() {
        let ported = port("""
            #if os(iOS) || os(visionOS)
            #elseif canImport(UIKit) && !os(watchOS)
            #elseif targetEnvironment(macCatalyst) || targetEnvironment(simulator)
            #endif
            let s = "#if os(iOS)"
            if os(iOS) {}
            """)
        #expect(ported.text == """
            #if true || os(visionOS)
            #elseif true && !os(watchOS)
            #elseif targetEnvironment(macCatalyst) || targetEnvironment(simulator)
            #endif
            let s = "#if os(iOS)"
            if os(iOS) {}
            """)
    }
}
