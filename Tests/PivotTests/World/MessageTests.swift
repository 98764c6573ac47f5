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

    @Test("messages made on many threads at once agree: equal texts are equal messages and hash alike")
    func concurrentMessages() async {
        let strings = (0..<200).map { "line \($0)" }
        let made = await withTaskGroup(of: [Message].self) { group in
            for _ in 0..<4 { group.addTask { strings.map { Message($0) } } }
            var all: [[Message]] = []
            for await messages in group { all.append(messages) }
            return all
        }
        for messages in made {
            #expect(messages == made[0])
            #expect(messages.map(\.hashValue) == made[0].map(\.hashValue))
            #expect(messages.map(\.string) == strings)
        }
        #expect(Set(made.joined()).count == strings.count)
    }

    @Test("a message made twice on one thread is stored once")
    func storedOnce() {
        let a = Message("stored once"), b = Message("stored once")
        #expect(a.box.toOpaque() == b.box.toOpaque())
    }
}
