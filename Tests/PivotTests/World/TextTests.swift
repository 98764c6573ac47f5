import Testing
@testable import Pivot

@Suite("Effect texts")
struct TextTests {
    @Test("equal strings make equal texts, and a text gives its string back")
    func interning() {
        let a = Text("Supported orientations has no common orientation")
        let b: Text = "Supported orientations has no common orientation"
        let other = Text("Supported orientations")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != other)
        #expect(a.string == "Supported orientations has no common orientation")
        #expect("\(other)" == "Supported orientations")
        let name = "home"
        #expect(Text("[\(name) shouldAutorotate]").string == "[home shouldAutorotate]")
    }

    @Test("a crash keeps its name and reason as strings")
    func crashFields() {
        var crash = Crash(name: Crash.invalidOrientation, reason: "first")
        crash.reason = "second"
        #expect(crash.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(crash.reason == "second")
        #expect(crash == Crash(name: Crash.invalidOrientation, reason: "second"))
        #expect(crash != Crash(name: Crash.invalidOrientation, reason: "first"))
    }

    @Test("texts interned from many tasks at once agree")
    func concurrentInterning() async {
        let strings = (0..<200).map { "line \($0)" }
        let handles = await withTaskGroup(of: [UInt32].self) { group in
            for _ in 0..<4 { group.addTask { strings.map { Text($0).handle } } }
            var all: [[UInt32]] = []
            for await h in group { all.append(h) }
            return all
        }
        #expect(Set(handles.map { $0.description }).count == 1)
        #expect(Set(handles[0]).count == strings.count)
        for (i, s) in strings.enumerated() { #expect(Text(s).string == s && Text(s).handle == handles[0][i]) }
    }
}
