// The location `pivot why` is given: read as diagnostics print it, checked against the file, and
// placed in an action's body when it is in one.

import PivotTrace
import Testing

@Suite("Where pivot why looks")
struct WhyLocationTests {
    @Test("FILE:LINE and FILE:LINE:COL are locations; more numbers, or a 0, are malformed; no number is none")
    func parsing() {
        #expect(WhyLocation.parse("a.trace:18") == .success(WhyLocation(file: "a.trace", line: 18, column: nil)))
        #expect(WhyLocation.parse("a.trace:18:3:") == .success(WhyLocation(file: "a.trace", line: 18, column: 3)))
        #expect(WhyLocation.parse("a:b.trace:2") == .success(WhyLocation(file: "a:b.trace", line: 2, column: nil)))
        #expect(WhyLocation.parse("a.trace:18:1:1")
                == .failure(.init(message: "'a.trace:18:1:1' is not a location: give FILE:LINE or FILE:LINE:COL")))
        #expect(WhyLocation.parse("a.trace:0") == .failure(.init(message: "'a.trace:0' is not a location: lines and columns count from 1")))
        // Issue 37: a colon too many is named, not read as a file called `a.trace:`.
        #expect(WhyLocation.parse("a.trace::1")
                == .failure(.init(message: "'a.trace::1' is not a location: an empty field before the line; give FILE:LINE or FILE:LINE:COL")))
        #expect(WhyLocation.parse("a.trace:3::1")
                == .failure(.init(message: "'a.trace:3::1' is not a location: an empty field before the line; give FILE:LINE or FILE:LINE:COL")))
        #expect(WhyLocation.parse("a.trace") == nil)
        #expect(WhyLocation.parse("18") == nil)
    }

    @Test("a line past the end and a column past its line's end are problems; the column just after the last character is not")
    func checking() {
        let source = Array("ios 16.0\r\nlaunch\n".utf8)
        #expect(WhyLocation(file: "f", line: 3, column: nil).check(in: source)?.message == "line 3 is past the end of f: the file has 2 lines")
        #expect(WhyLocation(file: "f", line: 2, column: 8).check(in: source)?.message == "column 8 is past the end of line 2, which has 6 columns")
        #expect(WhyLocation(file: "f", line: 1, column: 9).check(in: source) == nil)
        #expect(WhyLocation(file: "f", line: 2, column: 7).check(in: source) == nil)
    }

    @Test("a line in an action's body names the action, its do lines, its observers and the actions that do it")
    func actionBody() throws {
        let text = "ios 16.0\ncontroller home\nwindow main root=home\nshow main key\nlaunch\naction turn  # a comment\n  rotate landscapeLeft\nend\n"
            + "action twice\n  do turn\nend\non UIDeviceOrientationDidChangeNotification do turn\ndo turn\n"
        let trace = try TraceParser.parse(text, file: "t.trace")
        let source = Array(text.utf8)
        let place = try #require(ActionBodyPlace.find(line: 7, in: trace, source: source))
        #expect(place.lines == 6...8 && place.calls == [13])
        #expect(place.otherCallers == ["action 'twice' (line 9)", "on UIDeviceOrientationDidChangeNotification (line 12)"])
        #expect(ActionBodyPlace.find(line: 5, in: trace, source: source) == nil)
        #expect(ActionBodyPlace.find(line: 13, in: trace, source: source) == nil)
    }
}
