// `explore hosts common` as the hosts are in reality (issue 27): each iOS on a phone that ran
// it, the hosts' shapes (a navigation and a tab root, scene apps, iPads in multitasking and in
// full screen), a deployment target (`from 15.0`) and one host of the table (`--host`).

import Foundation
import Pivot
@testable import PivotTrace
import Testing
import PivotTestSupport

@Suite("The common hosts as they are in reality, and the filters that pick some")
struct CommonHostsTests {
    static let toast = "Traces/explore/hosts/toast-in-common-hosts.trace"

    /// The bundled toast's spec and each common host's set-up made of it.
    static func setups() throws -> [(host: ExploreHost, setup: Trace)] {
        let exploration = try ExploreFixtures.exploration(Self.toast)
        return exploration.sweepHosts().map { ($0, exploration.spec.inHost($0).setup) }
    }

    @Test("every common host is an iOS on a device that ran it: home-button phones before iOS 11, notched ones after")
    func devicesOfTheirEra() throws {
        for (host, setup) in try Self.setups() {
            #expect(DeviceCatalog.eraProblem(device: setup.header.device, ios: setup.header.ios) == nil, "\(host.label)")
            let model = try #require(DeviceCatalog.model(named: setup.header.device))
            let notched = model.portraitSize.height / model.portraitSize.width > 2
            if model.idiom == .phone { #expect(notched == (setup.header.ios >= OSVersion(12, 0)), "\(host.label)") }
        }
    }

    @Test("a navigation and a tab root hold the host's root, and the set-up replays as the trace's own does")
    func containers() throws {
        let setups = try Self.setups()
        let navigation = try #require(setups.first { $0.host.label == "iOS 9.3, iPhoneSE, variant navigation-root" }?.setup)
        let lines = navigation.statements.map { $0.printed() }
        #expect(lines.prefix(4) == ["controller home", "controller hostnav kind=navigation children=home", "controller toastvc", "window main root=hostnav"])
        let tabs = try #require(setups.first { $0.host.label == "iOS 9.3, iPhoneSE, variant tab-root" }?.setup)
        #expect(tabs.statements.map { $0.printed() }.contains("controller hosttabs kind=tabbar children=home,hostsecond"))
        for setup in [navigation, tabs] {
            let replay = Replay.run(setup, file: "host.trace")
            #expect(replay.summary.failures.isEmpty)
            #expect(ExploreSpec.hostRoot(replay.world) == (setup == navigation ? "hostnav" : "hosttabs"))
        }
    }

    @Test("SPEC W5 a scene host gives the host's windows a scene; the library's window keeps none and never shows there")
    func sceneHosts() throws {
        let source = """
            device iPhone8
            ios 13.0
            controller home
            controller toastvc
            window main root=home
            window toast level=alert root=toastvc
            show main key
            launch
            explore event rotate landscapeLeft
            explore library show toast
            explore check leaves-host-alone
            explore hosts common from 13.0
            """
        let exploration = try ExploreFixtures.exploration(text: source)
        let scene = try #require(exploration.sweepHosts().first { $0.scenes })
        #expect(scene.label == "iOS 13.7, iPhone11, scenes")
        let setup = exploration.spec.inHost(scene, libraryWindows: ["toast"]).setup
        #expect(setup.header.scenes)
        #expect(setup.statements.map { $0.printed() }.contains("window main root=home scene=yes"))
        #expect(setup.statements.map { $0.printed() }.contains("window toast level=alert root=toastvc"))
        // The toast shown in that host: no scene, so never on screen (W5), which is a finding.
        var withToast = setup
        withToast.statements.append(.event(.show("toast", key: false), nowait: false))
        let world = Replay.run(withToast, file: "scene.trace").world
        #expect(world.windowID("toast").map { world[$0].visible && !world.isOnScreen($0) } == true, "shown, never on screen")
        #expect(world.windowID("main").map { world.isOnScreen($0) } == true)
    }

    @Test("P2 the iPads of the common set: one in multitasking, one that requires full screen")
    func iPads() throws {
        let pads = try Self.setups().filter { $0.host.requiresFullScreen != nil }
        #expect(pads.map(\.host.label) == ["iOS 17.6, iPadPro11, plist all, multitasking", "iOS 17.6, iPadPro11, plist all, full screen"])
        #expect(pads.map(\.setup.header.requiresFullScreen) == [false, true])
        #expect(pads.allSatisfy { $0.setup.header.plist?.mask == .all && $0.setup.header.device == "iPadPro11" })
    }

    @Test("SPEC S2 S7 apps that set the status bar themselves: statusbar-appearance global, the bar light or hidden by the app, on every phone era")
    func globalStatusBarHosts() throws {
        let setups = try Self.setups()
        for (shape, step) in [(HostShape.globalLightStatusBar, "statusbar-style lightContent"), (.globalHiddenStatusBar, "statusbar hidden")] {
            let group = setups.filter { $0.host.shape == shape }
            #expect(group.compactMap(\.host.ios) == HostSet.commonEras.map(\.ios) && group.allSatisfy { $0.host.group == shape.group })
            let setup = try #require(group.first?.setup)
            #expect(setup.header.statusBarAppearance == .global)
            let lines = setup.statements.map { $0.printed() }
            #expect(lines.firstIndex(of: step).map { $0 < (lines.firstIndex { $0.hasPrefix("window ") } ?? 0) } == true, "\(lines)")
            let replay = Replay.run(setup, file: "host.trace")
            #expect(replay.summary.failures.isEmpty)
            #expect(shape == .globalLightStatusBar ? replay.world.statusBarStyle == .lightContent : replay.world.statusBarHidden)
        }
    }

    @Test("the catalogue's shapes are the table's groups, in table order, with the labels both explorers print")
    func catalogueGroups() throws {
        let hosts = try ExploreFixtures.exploration(Self.toast).sweepHosts()
        var groups: [String] = []
        for host in hosts where !groups.contains(host.group) { groups.append(host.group) }
        #expect(groups == HostShape.allCases.filter { $0 != .own }.map(\.group))
        #expect(hosts.allSatisfy { $0.shape?.group == $0.group }, "every common host has its catalogue shape")
        #expect(hosts.count == 152)
    }

    @Test("explore hosts common from 15.0 keeps the hosts on that deployment target or later, and prints back")
    func deploymentTarget() throws {
        let trace = try parsed("controller home\nexplore hosts common from 15.0\n")
        #expect(trace.statements.last == .explore(.host(.common(from: OSVersion(15, 0)))))
        #expect(try parsed(trace.printed()) == trace)
        let hosts = ExploreSpec(trace).hosts.hosts(root: "home")
        #expect(!hosts.isEmpty && hosts.allSatisfy { ($0.ios ?? OSVersion(0, 0)) >= OSVersion(15, 0) })
        #expect(Set(hosts.compactMap(\.ios)) == [OSVersion(15, 7), OSVersion(16, 7), OSVersion(17, 6), OSVersion(18, 6), OSVersion(26, 0)])
        #expect(hosts.count == 12 * 5 + 2, "eleven shapes and scenes on five versions, and the two iPads")
    }

    @Test("explore host lines change the common set: ios lines replace the eras (on devices of their era), variants add groups")
    func linesChangeTheCommonSet() throws {
        let exploration = try ExploreFixtures.exploration(text: """
            device iPhone8
            ios 11.0
            controller home
            window main root=home
            show main key
            launch
            explore host ios 8.4 13.0
            explore host variant landscape-only set home supports=landscapeLeft
            explore event rotate landscapeLeft
            explore check no-crash
            explore hosts common
            """)
        let hosts = exploration.sweepHosts()
        #expect(Set(hosts.compactMap(\.ios)) == [OSVersion(8, 4), OSVersion(13, 0)])
        #expect(hosts.filter { $0.variant == "landscape-only" }.map(\.label) == ["iOS 8.4, variant landscape-only", "iOS 13.0, variant landscape-only"])
        // The trace's device where it ran the iOS, one of that era where it did not.
        let devices = hosts.filter { $0.group == "as written" }.map { exploration.spec.inHost($0).setup.header.device }
        #expect(devices == ["iPhone6", "iPhone8"])
        // The iPads on the versions with multitasking (iOS 9).
        #expect(hosts.filter { $0.requiresFullScreen != nil }.map(\.label) == [
            "iOS 13.0, iPadPro11, plist all, multitasking", "iOS 13.0, iPadPro11, plist all, full screen"])
    }

    @Test("a bad deployment target is an error at its word")
    func deploymentTargetErrors() {
        #expect(parseError("explore hosts common after 15.0\n")?.description.hasPrefix("test.trace:1:22: error: expected 'from VERSION'") == true)
        #expect(parseError("explore hosts common from\n")?.message.contains("a deployment target") == true)
        #expect(parseError("explore hosts common from fifteen\n")?.description.hasPrefix("test.trace:1:27: error:") == true)
        #expect(parseError("explore hosts common from 15.0 16.0\n") != nil)
    }

    @Test("SPEC A5 one host of the table by its label: that row alone, the same verdict as in the whole sweep")
    func oneHost() throws {
        let exploration = try ExploreFixtures.exploration(Self.toast)
        let label = "iOS 9.3, iPhoneSE, variant root-portrait"
        let one = try exploration.sweep(selection: SweepSelection(host: label))
        #expect(one.rows.map(\.host) == [label])
        #expect(one.row(host: label)?.verdict(of: "follows-interface main") == .violated(length: 2))
        #expect(one.text().hasPrefix("== \(Self.toast): 1 host × 1 property, host \(label) of 152, breadth-first"))
        #expect(throws: ExploreSpecError.self) { try exploration.sweep(selection: SweepSelection(host: "iOS 9.3, iPhoneSE, variant root-portrai")) }
        do {
            _ = try exploration.sweep(selection: SweepSelection(host: "iOS 9.3, iPhoneSE, variant root-portrai"))
        } catch {
            #expect(error.message.contains("no host 'iOS 9.3, iPhoneSE, variant root-portrai' in this sweep of 152 hosts; did you mean '\(label)'?"))
        }
    }
}
