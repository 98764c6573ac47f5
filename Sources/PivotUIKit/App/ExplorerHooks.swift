// What an explorer needs of the app beyond its public API. A bound on the work one step may
// cause: a library that re-queues main-queue work forever, or loops on the virtual clock
// (`advance` until something that never comes), makes no progress, and the explorer reports
// that as a hang rather than waiting. Counted where such code has to pass: each delayed closure
// scheduled or run, and each `advance`. And the windows and controllers the library's code made.

import Pivot

/// The work left to one step; `PivotApp.workBudget` while an explorer runs a step.
@preconcurrency @MainActor
package final class WorkBudget {
    package let limit: Int
    package private(set) var spent = 0
    /// Called on every spend past the limit (the explorer's child process exits there; in
    /// process the delayed work stops running).
    private let overrun: @MainActor () -> Void

    package init(limit: Int, overrun: @escaping @MainActor () -> Void) {
        self.limit = limit
        self.overrun = overrun
    }

    /// The step did more than its limit.
    package var isSpent: Bool { spent > limit }

    /// A new step: its work counts from nothing.
    package func refill() { spent = 0 }

    func spend() {
        spent += 1
        if spent > limit { overrun() }
    }
}

extension PivotApp {
    /// The budget of the step an explorer runs now, whichever app runs it; nil outside one.
    package static var workBudget: WorkBudget?
}

extension PivotApp {
    /// The windows the app's own code made and still holds (not stand-ins for declared ones),
    /// by the engine's id: what an explorer checks is on screen while the library shows it.
    package var madeWindows: [WindowID] {
        var ids: [WindowID] = []
        windowObjects.forEach { if !$0.standsIn, let id = $0.pivotID { ids.append(id) } }
        return ids
    }
}

extension PivotApp {
    /// The names of the windows and controllers the app's own code made (not declared ones):
    /// the library's, whose answers an explorer's why spells out.
    package var madeNames: LibraryNames {
        var names = LibraryNames()
        for id in madeWindows { names.windows.insert(world[id].name) }
        controllerObjects.forEach { if !$0.declared, let id = $0.pivotID, id.index < world.controllers.count { names.controllers.insert(world[id].name) } }
        return names
    }
}
