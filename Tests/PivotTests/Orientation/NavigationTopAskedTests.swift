import Pivot
import Testing

/// iOS 6's navigation controller and its top controller's mask (SPEC A1, radar 14080208).
@Suite("A navigation controller asks its top on iOS 6 (SPEC A1)")
struct NavigationTopAskedTests {
    @Test("A1 on iOS 6 a plain navigation controller's top controller is asked and ignored; from iOS 7 it is not asked",
          arguments: [("6.1", true), ("7.0", false), ("12.0", false)])
    func topAsked(ios: String, asked: Bool) {
        var world = app("iPhone4s", ios: ios, [controller("top", .supports(.portrait)), controller("nav", .kind(.navigation), .children(["top"])),
                                               window("main", root: "nav"), .show("main", key: true), .launch])
        let effects = world.apply(.rotate(.landscapeLeft))
        let askedTop = effects.contains { if case .asked(let id) = $0 { world[id].name == "top" } else { false } }
        #expect(askedTop == asked)
        #expect(world.interface == .landscapeRight, "the navigation controller's own answer decides")
    }
}
