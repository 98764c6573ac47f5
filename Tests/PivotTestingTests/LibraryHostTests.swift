import Pivot
@testable import PivotTesting
import PivotTrace
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
        #expect(light.first?.trace.hasSuffix("statusbar-style lightContent\nwindow main root=home\nshow main key\nlaunch") == true, "\(light.first?.trace ?? "")")
        #expect(hidden.first?.trace.hasSuffix("statusbar hidden\nwindow main root=home\nshow main key\nlaunch") == true)
        #expect(light.first?.label == "iOS 7.1, iPhone4s, variant global-light-statusbar")
    }

    @Test("one catalogue: LibraryHost.common is `explore hosts common` over the library's host set-up, host for host, with the same labels, groups and order")
    func oneCatalogue() throws {
        let base = LibraryHost.baseTraceForTests
        let exploration = try Exploration(text: base + "\nexplore event rotate landscapeLeft\nexplore check no-crash\nexplore hosts common\n", file: "host.trace")
        let traced = exploration.sweepHosts()
        #expect(LibraryHost.common.count == 152)
        #expect(LibraryHost.common.map(\.label) == traced.map(\.label))
        #expect(LibraryHost.common.map(\.group) == traced.map(\.group))
        // Each host's trace is the trace explorer's set-up for that host.
        for (library, host) in zip(LibraryHost.common, traced) where library.ios.major == 12 || library.shape.isPad {
            let setup = exploration.spec.inHost(host).setup.printed()
            #expect(setup == "pivot-trace 1\n" + library.trace + "\n", "\(library.label)")
        }
    }

    @Test("the hosts a sweep takes: by shape, device, iOS range and label, as the tables print them")
    func chosenHosts() {
        let common = LibraryHost.common
        #expect(common.shapes(.globalHiddenStatusBar).from("15.0").through("17.6").map(\.label) == [
            "iOS 15.7, iPhone13, variant global-hidden-statusbar", "iOS 16.7, iPhone14Pro, variant global-hidden-statusbar",
            "iOS 17.6, iPhone15, variant global-hidden-statusbar"])
        #expect(common.devices("iPadPro11").map(\.shape) == [.iPadMultitasking, .iPadFullScreen])
        #expect(common.labelled("variant root-portrait").count == 13 && common.labelled("iOS 12.4, iPhoneXS").count == 11, "no scene-based app before iOS 13")
        #expect(common.host("iOS 9.3, iPhoneSE, variant navigation-root").first?.trace.contains("controller hostnav kind=navigation children=home\n") == true)
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
