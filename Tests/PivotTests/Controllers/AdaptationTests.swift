import Testing
@testable import Pivot

/// The style a presentation adapts to (SPEC A17).
struct AdaptationTests {
    @Test("A17 a popover on an iPhone Plus in landscape is a popover before iOS 8.3 and a form sheet from it",
          arguments: [("8.0", PresentationStyle.popover), ("8.3", .formSheet), ("9.1", .formSheet), ("13.0", .formSheet)])
    func popoverInCompactHeight(ios: String, shown: PresentationStyle) {
        var world = app("iPhone6Plus", ios: ios, [
            controller("home"), controller("pop", .popoverSource(.view)),
            window("main", root: "home"), .show("main", key: true), .launch, .rotate(.landscapeLeft)])
        world.apply(.present("pop", from: "home", style: .popover, animated: false))
        #expect(world.shownStyle(of: world.controllerID("pop")!) == shown)
    }

    @Test("A17 a compact width shows popovers and sheets full screen on iOS 8-12 and as form sheets from iOS 13",
          arguments: [("9.0", PresentationStyle.popover, PresentationStyle.fullScreen), ("12.0", .pageSheet, .fullScreen),
                      ("13.0", .popover, .formSheet), ("13.0", .pageSheet, .pageSheet), ("13.0", .overFullScreen, .overFullScreen)])
    func compactWidth(ios: String, style: PresentationStyle, shown: PresentationStyle) {
        var world = app("iPhone8", ios: ios, mainWindow())
        world.apply([controller("modal", .popoverSource(.view)), .present("modal", from: "home", style: style, animated: false)])
        #expect(world.shownStyle(of: world.controllerID("modal")!) == shown)
        #expect(world.shownStyle(of: world.controllerID("home")!) == nil)
    }

    @Test("A17 an iPad full screen keeps the style asked for")
    func regularKeepsStyle() {
        var world = app("iPad", ios: "12.0", mainWindow())
        world.apply([controller("sheet"), .present("sheet", from: "home", style: .formSheet, animated: false)])
        #expect(world.shownStyle(of: world.controllerID("sheet")!) == .formSheet)
    }

    @Test("A17 a presentation delegate's answer replaces the adapted style where UIKit adapts",
          arguments: [(AdaptiveAnswer.none, PresentationStyle.popover), (.formSheet, .formSheet), (.overFullScreen, .overFullScreen), (.unset, .fullScreen)])
    func delegateAnswer(answer: AdaptiveAnswer, shown: PresentationStyle) {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([controller("pop", .popoverSource(.view), .adaptive(answer)), .present("pop", from: "home", style: .popover, animated: false)])
        #expect(world.shownStyle(of: world.controllerID("pop")!) == shown)
    }

    @Test("A17 where nothing adapts (an iPad full screen) the delegate is not asked")
    func delegateNotAskedUnadapted() {
        var world = app("iPad", ios: "12.0", mainWindow())
        world.apply([controller("sheet", .adaptive(.fullScreen)), .present("sheet", from: "home", style: .formSheet, animated: false)])
        #expect(world.shownStyle(of: world.controllerID("sheet")!) == .formSheet)
    }

    @Test("A14 A17 a popover the delegate keeps on an iPhone needs its source, as on an iPad")
    func keptPopoverNeedsSource() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([controller("pop", .adaptive(.none)), .present("pop", from: "home", style: .popover, animated: false)])
        #expect(world.crashName == Crash.generic)
    }
}
