// A world with storage of its own, for a worker thread. Two threads that copy worlds sharing
// one buffer count references on it in turn, and the count's cache line bounces between the
// cores: each explorer worker starts from its own deep copy, so the worlds it makes share
// nothing with another worker's.

extension World {
    /// The same world (equal, with the same fingerprint) whose every buffer is newly made.
    func detached() -> World {
        var copy = self
        copy.detachCatalog()
        copy.controllers = controllers.map { $0 }
        copy.windows = windows.map { $0 }
        copy.screenOrder = screenOrder.map { $0 }
        copy.keyHistory = keyHistory.map { $0 }
        copy.stack.rootOrder = stack.rootOrder.detached()
        copy.pending = pending.map { work in
            var work = work
            switch work.work {
            case .rotationDone(var cast):
                cast.turns = cast.turns.map { $0 }
                cast.members = cast.members.map { $0 }
                work.work = .rotationDone(cast)
            case .presentationDone(let presented, let covered):
                work.work = .presentationDone(presented: presented, covered: covered.map { $0 })
            case .dismissalDone(let stack, let host, let calibrates):
                work.work = .dismissalDone(stack: stack.map { $0 }, host: host, calibrates: calibrates)
            case .navigationDone: break
            }
            return work
        }
        return copy
    }
}
