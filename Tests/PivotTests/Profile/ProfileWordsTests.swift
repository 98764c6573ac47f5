import Foundation
import PivotTestSupport
import Testing
@testable import Pivot

/// Explanations and errors name versions through the behaviour profile's turns, so a rule that
/// moves moves its words with it (issue 25; 916cac5 had to mend a sentence by hand).
@Suite("The profile's words")
struct ProfileWordsTests {
    @Test("SPEC A3 A5 A9: a turn names the versions on either side of it")
    func turnWords() {
        let turn = BehaviorProfile.Turns.geometryRequests
        #expect(turn.from == "iOS ≥ 16" && turn.before == "iOS < 16" && turn.orLater == "iOS 16 or later")
        #expect(turn.on(OSVersion(16, 0)) && !turn.on(OSVersion(15, 7)))
        #expect(ControllingRule.topmostVisible.era == "iOS < 8 or SDK < 8")
        #expect(ControllingRule.latestRoot.era == "SDK ≥ 8 on iOS 8-13")
        #expect(ControllingRule.topmostVisibleOwner.era == "iOS ≥ 14")
    }

    @Test("SPEC A5: the switches read the turns their words name")
    func switchesFollowTheirTurns() {
        for major in [7, 8, 13, 14, 15, 16, 26] {
            let profile = BehaviorProfile(ios: OSVersion(major, 0))
            #expect(profile.hasGeometryRequests == BehaviorProfile.Turns.geometryRequests.on(profile.ios))
            #expect(profile.shouldAutorotateBlocksRotation == !BehaviorProfile.Turns.autorotateStopsRefusing.on(profile.ios))
            let rule: ControllingRule = major < 8 ? .topmostVisible : major < 14 ? .latestRoot : .topmostVisibleOwner
            #expect(profile.controllingRule == rule, "iOS \(major)")
        }
    }

    /// A string literal that states a version threshold ("iOS ≥ 13", "before iOS 7", "iOS 16 or
    /// later"): the profile's words, written by hand.
    static let threshold = try! NSRegularExpression(
        pattern: #"(iOS|iPadOS|SDK) ?(<|>|≥|≤) ?[0-9]|(before|from|after) (iOS|iPadOS|SDK) [0-9]|(iOS|iPadOS|SDK) [0-9]+(\.[0-9]+)? or later|(iOS|iPadOS|SDK) [0-9]+-[0-9]+"#)

    /// Files whose version words are not thresholds of a rule: the profile itself, the device
    /// catalogue's sources ("shipped with iOS 17.0") and the version type.
    static let exempt = ["/Profile/", "/Devices/", "/Values/OSVersion.swift"]

    @Test("no explanation or error outside the profile writes a version threshold by hand")
    func noVersionLiteralsInProse() throws {
        let sources = PackageFiles.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 100, "the sources are where this test expects them")
        var found: [String] = []
        for file in files where !Self.exempt.contains(where: { "/\(file)".contains($0) }) {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            var inMultilineLiteral = false
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                let fences = code.components(separatedBy: "\"\"\"").count - 1
                // Only what is inside string literals counts: a line of a multi-line literal whole.
                let literals: String
                if inMultilineLiteral || fences > 0 {
                    literals = code
                } else {
                    guard !code.hasPrefix("//"), code.contains("\"") else { continue }
                    literals = code.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                        .filter { $0.offset % 2 == 1 }.map { String($0.element) }.joined(separator: " ")
                }
                if fences % 2 == 1 { inMultilineLiteral.toggle() }
                let range = NSRange(literals.startIndex..., in: literals)
                if Self.threshold.firstMatch(in: literals, range: range) != nil { found.append("\(file):\(number + 1): \(code)") }
            }
        }
        #expect(found.isEmpty, "versions in prose belong to BehaviorProfile.Turns:\n\(found.joined(separator: "\n"))")
    }
}
