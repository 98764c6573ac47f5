// A host sweep puts the trace's own device on every iOS it lists: where that device never ran
// the iOS, the host uses one of that era (issue 29), so that no host models a screen that never
// existed (an iPhone X's 44-point status bar on iOS 7.1).

import Pivot
import PivotTrace
import Testing

@Suite("Host sweeps use devices of each iOS's era")
struct HostSweepEraTests {
    @Test("the trace's device on an iOS it never ran becomes a device of that era, of the same screen where one exists")
    func eraDevices() throws {
        let exploration = try ExploreFixtures.exploration(text: """
            device iPhone8
            ios 12.0
            controller home
            window main root=home
            show main key
            launch
            explore host ios 7.1 8.4 12.0
            explore event rotate landscapeLeft
            explore check no-crash
            """)
        let hosts = exploration.spec.hosts.hosts(root: "home")
        let devices = hosts.map { exploration.spec.inHost($0).setup.header.device }
        #expect(devices == ["iPhone5s", "iPhone6", "iPhone8"])
    }
}
