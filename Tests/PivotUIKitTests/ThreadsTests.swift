import Pivot
import PivotUIKit
import Testing

/// Library code runs on the main thread of its app, and every queue's work on the app's main
/// queue and clock, so a run is the same each time.
@MainActor
@Suite("PivotUIKit: threads, queues and the app's Info.plist")
struct ThreadsTests {
    /// A library that hops to the main thread before touching UIKit, as many do.
    @MainActor final class Banner {
        var shown = 0
        func show() {
            guard Thread.isMainThread else {
                DispatchQueue.main.async { self.show() }
                return
            }
            shown += 1
        }
    }

    @Test("SPEC L4: Thread.isMainThread is true in an app's run, so a main-thread guard runs its work once")
    func mainThreadGuardRunsOnce() {
        let (app, _) = launchedHost()
        let banner = Banner()
        app.run { banner.show() }
        app.advance(by: 1)
        #expect(banner.shown == 1 && app.stall == nil)
        #expect(app.run { Thread.current.isMainThread })
    }

    @Test("SPEC L4: OperationQueue.main and an OperationQueue run their operations on the main queue after the call, dependencies first")
    func operationQueuesRunOnTheMainQueue() {
        let (app, _) = launchedHost()
        var log: [String] = []
        app.run {
            let queue = OperationQueue()
            let second = BlockOperation { log.append("second") }
            let first = BlockOperation { log.append("first") }
            second.addDependency(first)
            queue.addOperation(second)
            queue.addOperation(first)
            OperationQueue.main.addOperation { log.append("main") }
            DispatchQueue.main.async { log.append("async") }
            log.append("caller")
        }
        #expect(log == ["caller", "first", "second", "main", "async"])
    }

    @Test("SPEC L4: a private queue's sync runs in place and its async work on the main queue, in order; a group notifies after its work")
    func privateQueuesAndGroups() {
        let (app, _) = launchedHost()
        var log: [String] = []
        app.run {
            let queue = DispatchQueue(label: "com.library.state", attributes: .concurrent)
            let group = DispatchGroup()
            queue.async(group: group) { log.append("async") }
            group.notify(queue: .main) { log.append("notified") }
            log.append(queue.sync { "sync" })
        }
        #expect(log == ["sync", "async", "notified"])
    }

    @Test("SPEC W5 S3: Bundle.main answers the modelled app's Info.plist keys in its run, and the test runner's outside")
    func infoDictionaryIsTheModelledApps() throws {
        let model = try #require(DeviceCatalog.model(named: "iPad"))
        var config = AppConfig(device: model, profile: BehaviorProfile(ios: try #require(OSVersion("12.0"))))
        config.plistRawMask = [.portrait, .landscapeLeft]
        config.statusBarAppearance = .global
        config.requiresFullScreen = true
        let app = PivotApp(config: config)
        app.run {
            let keys = Bundle.main.modelledInfoDictionary
            #expect(keys?["UIViewControllerBasedStatusBarAppearance"] as? Bool == false)
            #expect(Bundle.main.modelledObject(forInfoDictionaryKey: "UIRequiresFullScreen") as? Bool == true)
            #expect(keys?["UISupportedInterfaceOrientations"] as? [String] == ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        }
        #expect(Bundle.main.modelledInfoDictionary?["UIRequiresFullScreen"] == nil)
    }
}
