import Pivot
import Testing

/// viewIsAppearing, the first trait callback and what a controller overrides (SPEC L8, L6, L7).
@Suite("Appearing and first traits (SPEC L8)")
struct AppearingTests {
    static func shown(_ device: String = "iPad", ios: String, sdk: String? = nil, _ home: [ControllerSetting] = []) -> (World, [String]) {
        var world = app(device, ios: ios, sdk: sdk, [.declareController("home", home), window("main", root: "home")])
        let effects = world.apply(.show("main", key: true))
        return (world, world.calls(effects))
    }

    @Test("L8 iOS 8-12 announce a view's first traits with traitCollectionDidChange(nil) after viewWillAppear; iOS 13 predicts them",
          arguments: [("8.0", true), ("9.0", true), ("12.4", true), ("13.0", false), ("17.0", false)])
    func firstTraits(ios: String, called: Bool) {
        let (_, calls) = Self.shown(ios: ios)
        #expect(calls.contains("home.traitCollectionDidChange") == called)
        if called { #expect(calls.prefix(2) == ["home.viewWillAppear", "home.traitCollectionDidChange"]) }
    }

    @Test("L8 the first trait call comes once: a second appearance does not repeat it")
    func firstTraitsOnce() {
        var (world, _) = Self.shown(ios: "9.0")
        world.apply(.hide("main"))
        let again = world.calls(world.apply(.show("main", key: true)))
        #expect(!again.contains("home.traitCollectionDidChange"))
    }

    @Test("L8 viewIsAppearing on iOS 13+ with the iOS 17 SDK, after viewWillAppear and the safe area, before layout; never with an older SDK",
          arguments: [("13.0", "17.0", true), ("17.0", nil, true), ("17.0", "16.4", false), ("12.0", "17.0", false)])
    func viewIsAppearing(ios: String, sdk: String?, called: Bool) {
        let (_, calls) = Self.shown("iPhoneX", ios: ios, sdk: sdk)
        #expect(calls.contains("home.viewIsAppearing") == called)
        if called {
            let appearing = calls.firstIndex(of: "home.viewIsAppearing")!
            #expect(calls[appearing - 1] == "home.viewSafeAreaInsetsDidChange")
            #expect(calls[appearing + 1] == "home.viewWillLayoutSubviews")
            #expect(calls.filter { $0 == "home.viewIsAppearing" }.count == 1)
        }
    }

    @Test("L6, L8 the trait callback follows what the controller overrides",
          arguments: [("16.0", TraitCallbackOverride?.none, String?("home.traitCollectionDidChange")), ("17.0", nil, "home.traitChangeHandler"),
                      ("18.2", .didChange, "home.traitCollectionDidChange"), ("16.0", .handler, nil), ("18.2", .neither, nil)])
    func overrides(ios: String, override: TraitCallbackOverride?, heard: String?) {
        var world = app("iPhone8", ios: ios, plist: .allButUpsideDown, mainWindow(override.map { [.traitCallback($0)] } ?? []))
        let calls = world.calls(world.apply(.rotate(.landscapeLeft)))
        let traitCalls = calls.filter { $0.hasSuffix("traitCollectionDidChange") || $0.hasSuffix("traitChangeHandler") }
        #expect(traitCalls == (heard.map { [$0] } ?? []))
    }

    @Test("L7, L8 from iOS 13 the shown controllers hear their traits change twice going away and once coming back")
    func backgroundAndBack() {
        var world = app("iPhone11", ios: "18.2", mainWindow([.traitCallback(.didChange)]))
        #expect(world.calls(world.apply(.background)) == ["home.traitCollectionDidChange", "home.traitCollectionDidChange"])
        #expect(world.events(world.apply(.foreground)) == ["delegate:applicationWillEnterForeground", "post:UIApplicationWillEnterForegroundNotification",
                                                          "home.traitCollectionDidChange", "delegate:applicationDidBecomeActive",
                                                          "post:UIApplicationDidBecomeActiveNotification"])
    }
}
