import Pivot
import PivotTesting
import PivotUIKit
import Testing

/// A trap or a hang in a library's code is one host's finding, the shortest sequence that causes
/// it with its message, while every other host gets its own result (each host is searched in a
/// child process of its own).
@MainActor
@Suite("LibraryExplorer: a trap or a hang is a finding")
struct LibraryTrapTests {
    /// A banner that sizes itself to the app's first portrait window, there or not: once the
    /// host has turned to landscape the force-unwrap traps (hosts whose root stays portrait never
    /// get there).
    @MainActor enum Banner {
        static var window: UIWindow?

        static func show() {
            let portrait = UIApplication.shared.windows.first { $0.bounds.width < $0.bounds.height }
            _ = portrait!.bounds
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .alert
            window.isHidden = false
            self.window = window
        }
    }

    /// The rotating and the portrait-rooted host, on iOS 12 and 17.
    static let hosts = LibraryHost.common.filter { [.rotating, .portraitRoot].contains($0.shape) && [12, 17].contains($0.ios.major) }

    static func bannerExplorer(jobs: Int? = nil, isolated: Bool = true) -> LibraryExplorer {
        LibraryExplorer(name: "banner", actions: ["show": { Banner.show() }, "hide": { Banner.window = nil }],
                        hostEvents: ["rotate landscapeLeft", "rotate portrait"], hosts: hosts,
                        properties: [.leavesHostAlone(except: [.key])], depth: 3,
                        reset: { Banner.window = nil }, state: { Banner.window != nil })
    }

    @Test("a nil unwrap in some hosts is their finding, the shortest sequence with the runtime's message; the hosts that do not trap keep their results")
    func trapInSomeHostsIsTheirFinding() {
        let report = Self.bannerExplorer().run(jobs: 2)
        #expect(report.properties == ["leaves-host-alone except key", "no-trap-or-hang"])
        #expect(report.results.map(\.host) == Self.hosts)
        for result in report.results {
            let trap = result.violations[1]
            if result.host.shape == .portraitRoot {
                #expect(trap == nil, "\(result.host.label)")
                #expect(result.states > 3)
            } else {
                #expect(trap?.steps == ["rotate landscapeLeft", "call show"], "\(result.host.label)")
                #expect(trap?.difference == ["+ trap: PivotTestingTests/LibraryTrapTests.swift:20: Fatal error: Unexpectedly found nil while unwrapping an Optional value"])
                #expect(trap?.why == ["the search of this host stopped while step 2, `call show`, ran; the other hosts were searched on"])
                #expect(result.states > 0 && !result.exhausted)
            }
        }
        #expect(!report.holds)
        let text = report.description
        #expect(text.contains("no-trap-or-hang violated (2)") && text.contains("Unexpectedly found nil"), "\(text)")
        let junit = report.junit().xml()
        #expect(junit.contains("Unexpectedly found nil"))
        #expect(report.json().contains("Unexpectedly found nil") && report.htmlPage().contains("Unexpectedly found nil"))
    }

    @Test("the results are the same with one job as with two")
    func jobsDoNotChangeTheResults() {
        let one = Self.bannerExplorer().run(jobs: 1)
        let two = Self.bannerExplorer().run(jobs: 2)
        #expect(one.json() == two.json())
        #expect(one.description == two.description)
    }

    /// A toast that polls for a dismissal that never comes: it re-queues itself on the main
    /// queue forever, or (`spins`) loops on the virtual clock inside the call.
    @MainActor enum Poller {
        static var polls = 0
        static func poll() {
            polls += 1
            DispatchQueue.main.async { poll() }
        }
        static func spin() {
            while true { PivotApp.current.advance(by: 0.1) }
        }
    }

    @Test("a library that re-queues work forever, or loops on the virtual clock, hangs: the step is reported with the budget it passed")
    func hangsAreFindings() {
        for (action, isolated) in [("poll", true), ("poll", false), ("spin", true)] {
            let explorer = LibraryExplorer(
                name: "poller", actions: ["show": {}, "poll": { action == "spin" ? Poller.spin() : Poller.poll() }],
                hostEvents: ["rotate landscapeLeft"], hosts: Array(Self.hosts.prefix(2)), properties: [.noCrash], depth: 3,
                reset: { Poller.polls = 0 }, isolated: isolated, budget: 500)
            let report = explorer.run(jobs: 2)
            // The main queue turns once the call returns, as a run loop does: re-queued, its work never lets the call end.
            let steps = ["call poll"]
            for result in report.results {
                let hang = result.violations[1]
                #expect(hang?.steps == steps, "\(action) isolated \(isolated): \(result.host.label)")
                #expect(hang?.difference == ["+ hang: a step did more than 500 pieces of work (delayed work scheduled or run, clock advances): "
                                             + "the library re-queues work or loops on the virtual clock"])
                #expect(result.violations[0] == nil)
            }
        }
    }

    /// A loop in the library's own code that never calls UIKit.
    @MainActor enum Spinner {
        static var turns = 0
        static func spin() { while turns >= 0 { turns &+= 1; if turns == Int.max { turns = 0 } } }
    }

    @Test("a loop that never calls UIKit is caught by the wall clock: its child is stopped, run once more, then reported as a hang")
    func wallClockBackstop() {
        let explorer = LibraryExplorer(name: "spinner", actions: ["spin": { Spinner.spin() }], hostEvents: [],
                                       hosts: Array(Self.hosts.prefix(1)), properties: [.noCrash], depth: 1,
                                       reset: { Spinner.turns = 0 }, stall: .seconds(2))
        let hang = explorer.run().results.first?.violations[1]
        #expect(hang?.steps == ["call spin"])
        #expect(hang?.difference == ["+ hang: no progress for 2.0 seconds of wall-clock time, twice: a loop in the library's own code"])
    }

    #if os(Linux)
    @Test("a library that allocates past the child's memory bound traps in its own host")
    func memoryIsBounded() {
        let explorer = LibraryExplorer(name: "hungry", actions: ["grow": {
            let block = UnsafeMutableRawPointer.allocate(byteCount: 2 << 30, alignment: 16)
            block.deallocate()
        }], hostEvents: [], hosts: Array(Self.hosts.prefix(1)), properties: [.noCrash], depth: 1, memory: 1 << 30)
        let trap = explorer.run().results.first?.violations[1]
        #expect(trap?.steps == ["call grow"])
        #expect(trap?.difference.first?.hasPrefix("+ trap: ") == true, "\(trap?.difference ?? [])")
    }
    #endif

    /// A window that keeps its presenter as a weak, protocol-typed delegate (a common shape),
    /// the presenter a hashable object (as every NSObject is), the delegate nil once hidden.
    @MainActor protocol ToastDelegate: AnyObject { func toastDidHide() }
    final class ToastWindow: UIWindow {
        weak var delegate: ToastDelegate?
        var shown = false
    }
    final class Presenter: ToastDelegate, Hashable {
        func toastDidHide() {}
        nonisolated static func == (a: Presenter, b: Presenter) -> Bool { a === b }
        nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
    @MainActor enum DelegateToast {
        static var window: ToastWindow?
        static let presenter = Presenter()
    }

    @Test("a library window with a weak protocol-typed delegate is explored: the digest reads its other values and skips the reference")
    func weakProtocolDelegateIsExplored() {
        let explorer = LibraryExplorer(
            name: "delegate-toast",
            actions: ["show": {
                guard DelegateToast.window == nil else { return }
                let window = ToastWindow(frame: UIScreen.main.bounds)
                window.delegate = DelegateToast.presenter
                window.shown = true
                window.isHidden = false
                DelegateToast.window = window
            }, "hide": {
                DelegateToast.window?.delegate?.toastDidHide()
                DelegateToast.window?.delegate = nil
                DelegateToast.window?.shown = false
                DelegateToast.window?.isHidden = true
            }],
            hostEvents: ["rotate landscapeLeft"], hosts: Array(Self.hosts.prefix(1)), properties: [.noCrash], depth: 3,
            reset: { DelegateToast.window = nil })
        let report = explorer.run()
        #expect(report.holds, "\(report)")
        // Every state the calls and turns reach: the search went on past the delegate's nil.
        #expect(report.results.first?.states == 7, "\(report)")
    }

    /// A queue's list, modified while a callback reads it (an exclusivity violation), or read
    /// past its end.
    @MainActor enum Queue {
        static var items: [Int] = []
        static func mutate(_ list: inout [Int], _ body: () -> Void) { body(); list.append(0) }
    }

    @Test("an exclusivity violation and an index out of range are traps too, each with the runtime's message, addresses left out")
    func otherTraps() {
        let cases: [(String, @MainActor () -> Void, String)] = [
            ("exclusive", { Queue.mutate(&Queue.items) { _ = Queue.items.count } },
             "+ trap: Simultaneous accesses to 0x…, but modification requires exclusive access."),
            ("index", { _ = Queue.items[Queue.items.count] }, "Fatal error: Index out of range"),
        ]
        for (name, action, message) in cases {
            let explorer = LibraryExplorer(name: name, actions: ["show": action], hostEvents: [], hosts: Array(Self.hosts.prefix(1)),
                                           properties: [.noCrash], depth: 1, reset: { Queue.items = [] })
            let trap = explorer.run().results.first?.violations[1]
            #expect(trap?.steps == ["call show"], "\(name)")
            #expect(trap?.difference.first?.hasSuffix(message) == true, "\(name): \(trap?.difference ?? [])")
        }
    }
}
