// Each stored field of ControllerOptions is a word of the language: a setting that changes it
// and nothing else, which the printer writes, the parser reads back and the help lists. Fields
// are read with Mirror, so a new option that one of them forgets fails here (issue 25).

import Pivot
@testable import PivotTrace
import Testing

@Suite("Controller option fields")
struct ControllerOptionFieldsTests {
    /// The setting that changes each field from its default.
    static let settingFor: [String: ControllerSetting] = [
        "kind": .kind(.navigation), "supports": .supports(.landscape), "autorotate": .autorotate(false),
        "preferred": .preferred(.landscapeLeft), "statusBar": .statusBar(.hidden), "forwards": .forwards(true),
        "dismissFix": .dismissFix(true), "navigationBarHidden": .navigationBarHidden(true), "legacy": .legacy(true),
        "additionalInsets": .additionalInsets(Insets(1, 2, 3, 4)), "swapFix": .swapFix(true),
        "statusBarChild": .statusBarChild(true), "statusBarStyle": .statusBarStyle(.lightContent),
        "styleChild": .styleChild(true), "autoForward": .autoForward(false), "orientationLocked": .orientationLocked(true),
        "relayWindow": .relay("hud"), "relays": .relays([.supports]), "popoverSource": .popoverSource(.barButtonItem),
        "className": .className("Usabilla.UBNavigationController"), "traitCallback": .traitCallback(.didChange),
        "capturesStatusBar": .capturesStatusBar(true), "presentationController": .presentationController(.keepsStatusBar), "displayMode": .displayMode(.allVisible),
        "adaptive": .adaptive(.formSheet), "presentationControllerRead": .presentationControllerRead(true),
    ]

    /// A field's value, as Mirror describes it.
    static func fields(of options: ControllerOptions) -> [(String, String)] {
        Mirror(reflecting: options).children.map { ($0.label ?? "?", String(describing: $0.value)) }
    }

    @Test("every stored field of ControllerOptions has a setting")
    func everyFieldHasASetting() {
        let stored = Self.fields(of: ControllerOptions()).map(\.0)
        #expect(stored.count > 10)
        #expect(stored.filter { Self.settingFor[$0] == nil } == [],
                "a new controller option needs a ControllerSetting, a parser word, a printer case and help (then a row here)")
    }

    @Test("SPEC A3: each setting changes its own field and no other", arguments: settingFor.keys.sorted())
    func settingChangesItsField(field: String) throws {
        let setting = try #require(Self.settingFor[field])
        var world = World(config: AppConfig(device: DeviceCatalog.model(named: "iPhone8")!, profile: BehaviorProfile(ios: OSVersion(12, 0))))
        world.apply(.declareController("c", [setting]))
        let id = try #require(world.controllerID("c"))
        let changed = zip(Self.fields(of: ControllerOptions()), Self.fields(of: world[id].options)).filter { $0.0.1 != $0.1.1 }.map(\.0.0)
        // relay=WINDOW relays every answer until relays= names which.
        #expect(changed == (field == "relayWindow" ? ["relayWindow", "relays"] : [field]))
    }

    @Test("each setting prints as a word the parser reads back and the help lists", arguments: settingFor.keys.sorted())
    func settingRoundTrips(field: String) throws {
        let setting = try #require(Self.settingFor[field])
        let statement = Statement.event(.declareController("c", [setting]), nowait: false)
        let line = statement.printed()
        // relay=hud must name a window the file declares.
        let parsed = try TraceParser.parse("pivot-trace 1\n\(line)\nwindow hud\n", file: "options.trace")
        #expect(parsed.statements.first == statement, "\(line)")
        let word = try #require(line.split(separator: " ").last?.split(separator: "=").first.map(String.init))
        #expect(TraceHelp.controllerOptions.contains { $0.word.hasPrefix(word + "=") }, "help lists \(word)=")
    }
}
