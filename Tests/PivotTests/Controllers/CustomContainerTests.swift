import Testing
@testable import Pivot

struct CustomContainerTests {
    @Test("A16 a custom container answers with its own default mask; its child decides only when it forwards",
          arguments: ["6.0", "12.0", "17.0"])
    func customContainerForwardsToItsFirstChild(ios: String) {
        let device = ios == "6.0" ? "iPhone4s" : "iPhone8"
        var world = app(device, ios: ios, plist: [.portrait, .landscapeLeft, .landscapeRight], [
            controller("front", .supports(.portrait)), controller("reveal", .children(["front"])),
            window("main", root: "reveal"), .show("main", key: true), .launch, .rotate(.landscapeLeft)])
        let main = world.windowID("main")!
        #expect(world.name(world.decider(of: main)) == "reveal")
        #expect(world.interface == .landscapeRight)
        world.apply([.rotate(.portrait), .configure("reveal", [.forwards(true)]), .rotate(.landscapeLeft)])
        #expect(world.name(world.decider(of: main)) == "front")
        #expect(world.interface == .portrait)
    }

    @Test("A16 a forwarding custom container passes the question to the child it selects")
    func customContainerForwardsToItsSelectedChild() {
        let world = app("iPhone8", ios: "12.0", [
            controller("menu"), controller("content"),
            controller("reveal", .children(["menu", "content"]), .selected("content"), .forwards(true)),
            window("main", root: "reveal"), .show("main", key: true), .launch])
        #expect(world.name(world.decider(of: world.windowID("main")!)) == "content")
    }
}
