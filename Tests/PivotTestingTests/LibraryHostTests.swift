import Pivot
import PivotTesting
import PivotUIKit
import Testing

/// The common hosts include apps that set the status bar themselves
/// (UIViewControllerBasedStatusBarAppearance = NO), where a library's own status bar calls
/// matter and its controllers' preferences do not.
@MainActor
@Suite("LibraryHost: the common hosts")
struct LibraryHostTests {
    @Test("SPEC S2: every phone era has a host with global status bar appearance, light and hidden, written as the trace says it")
    func globalStatusBarHosts() {
        let light = LibraryHost.common.filter { $0.shape == .globalLightStatusBar }
        let hidden = LibraryHost.common.filter { $0.shape == .globalHiddenStatusBar }
        #expect(light.map(\.ios) == LibraryHost.eras.map(\.ios) && hidden.map(\.ios) == LibraryHost.eras.map(\.ios))
        #expect(light.first?.trace.contains("statusbar-appearance global\n") == true)
        #expect(light.first?.trace.hasSuffix("show main key\nstatusbar-style lightContent\nlaunch") == true)
        #expect(hidden.first?.trace.hasSuffix("show main key\nstatusbar hidden\nlaunch") == true)
    }

    @Test("SPEC S7: a library that sets the app's status bar style (as SwiftEntryKit's rollback does) breaks the hosts that set it themselves, and no other")
    func appStatusBarStyleBreaksGlobalHosts() {
        let hosts = LibraryHost.common.filter { [.rotating, .globalLightStatusBar].contains($0.shape) && $0.ios.major == 12 }
        let explorer = LibraryExplorer(name: "style", actions: ["show": { UIApplication.shared.statusBarStyle = .default }],
                                       hostEvents: [], hosts: hosts, depth: 1)
        let report = explorer.run()
        #expect(report.results.map { $0.violations[0]?.steps } == [nil, ["call show"]], "\(report)")
        #expect(report.results.last?.violations[0]?.difference.last?.hasSuffix("style=default") == true)
    }

    @Test("a sweep adds a host of its own from trace lines: listed by its name in `your hosts`, searched as the common ones")
    func hostOfYourOwn() throws {
        let own = try #require(LibraryHost(name: "landscape-only game with a light bar", trace: """
            device iPhone12
            ios 15.0
            plist landscape
            statusbar-appearance global
            controller home supports=landscape
            controller modal supports=all
            window main root=home
            show main key
            statusbar-style lightContent
            launch
            """))
        #expect(own.label == "iOS 15.0, iPhone12, landscape-only game with a light bar" && own.shape == .own)
        #expect(LibraryHost(name: "broken", trace: "devic iPhone12") == nil)
        let explorer = LibraryExplorer(name: "style", actions: ["show": { UIApplication.shared.statusBarStyle = .default }],
                                       hostEvents: ["rotate landscapeLeft"], hosts: [own], depth: 1)
        let report = explorer.run()
        #expect(report.groups == [.own] && report.results.first?.violations[0]?.steps == ["call show"], "\(report)")
        #expect(report.description.contains("\nyour hosts\n"))
    }
}
