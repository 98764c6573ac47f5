import Testing
@testable import Pivot

@Suite("Effect messages")
struct MessageTests {
    @Test("equal strings make equal messages, and a message gives its string back")
    func interning() {
        let a = Message("Supported orientations has no common orientation")
        let b: Message = "Supported orientations has no common orientation"
        let other = Message("Supported orientations")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != other)
        #expect(a.string == "Supported orientations has no common orientation")
        #expect("\(other)" == "Supported orientations")
        let name = "home"
        #expect(Message("[\(name) shouldAutorotate]").string == "[home shouldAutorotate]")
    }

    @Test("an effect prints its message quoted, as a string payload did")
    func printing() {
        let text = "no controller named 'nope'"
        #expect("\(Effect.rejected(Message(text)))" == "rejected(\(String(reflecting: text)))")
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

    @Test("messages interned from many tasks at once agree")
    func concurrentInterning() async {
        let strings = (0..<200).map { "line \($0)" }
        let handles = await withTaskGroup(of: [UInt32].self) { group in
            for _ in 0..<4 { group.addTask { strings.map { Message($0).handle } } }
            var all: [[UInt32]] = []
            for await h in group { all.append(h) }
            return all
        }
        #expect(Set(handles.map { $0.description }).count == 1)
        #expect(Set(handles[0]).count == strings.count)
        for (i, s) in strings.enumerated() { #expect(Message(s).string == s && Message(s).handle == handles[0][i]) }
    }
}
