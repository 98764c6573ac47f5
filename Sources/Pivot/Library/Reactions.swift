// A library's code as the model runs it: actions (named sequences of events that happen as one
// step) and reactions (an action run when a notification is posted, as an observer would).

extension World {
    /// The most reactions one step may run, per observer the library declared: a loop (a chain
    /// that comes back to an action it ran) is caught by its chain; this budget only bounds a
    /// fan-out that ends but would take too long. 65 observers of one notification run once each.
    static let reactionsPerObserver = 64

    /// The deepest actions nest (`do` inside `action`): an action of plain steps is 1 deep, one
    /// that runs it 2. Running an action recurses once a level: past this a chain of actions
    /// would overflow the stack, so the trace (and the world) refuses it.
    package static let actionNestingLimit = 100

    mutating func defineAction(_ name: String, _ events: [Event]) throws(Rejection) {
        if actions[name] != nil { throw Rejection("the action '\(name)' is already defined") }
        let depth = try nesting(of: events, defining: name)
        if depth > Self.actionNestingLimit {
            throw Rejection("the action '\(name)' nests actions \(depth) deep; they nest at most \(Self.actionNestingLimit) deep")
        }
        actions[name] = events
    }

    /// How deep `events` nest actions, as the body of the action `name`: each action it runs
    /// must be defined already (so none runs itself, and the actions form no cycle). Walked with
    /// a stack of its own, each action once, not by recursion.
    private func nesting(of events: [Event], defining name: String) throws(Rejection) -> Int {
        func runs(_ events: [Event]) -> [String] {
            events.compactMap { if case .perform(let action) = $0 { action } else { nil } }
        }
        var depths: [String: Int] = [:]
        var deepest = 0
        for root in runs(events) {
            if root == name { throw Rejection("the action '\(name)' runs itself: an action cannot be recursive") }
            guard let body = actions[root] else { throw Rejection("no action named '\(root)'") }
            var stack: [(action: String, runs: [String], next: Int)] = [(root, runs(body), 0)]
            var open: Set<String> = [root]
            while let top = stack.last {
                if top.next < top.runs.count {
                    stack[stack.count - 1].next += 1
                    let inner = top.runs[top.next]
                    guard depths[inner] == nil, !open.contains(inner), let body = actions[inner] else { continue }
                    open.insert(inner)
                    stack.append((inner, runs(body), 0))
                } else {
                    stack.removeLast()
                    open.remove(top.action)
                    depths[top.action] = 1 + (top.runs.map { depths[$0] ?? 0 }.max() ?? 0)
                }
            }
            deepest = max(deepest, depths[root] ?? 0)
        }
        return deepest + 1
    }

    mutating func addReaction(_ notification: NotificationName, _ action: String) throws(Rejection) {
        guard actions[action] != nil else { throw Rejection("no action named '\(action)'") }
        reactions[notification, default: []].append(action)
    }

    /// The action's events in order; one the world refuses is left out (the library's guard),
    /// and each settles its decisions before the next, as sequential code would see them.
    mutating func perform(_ name: String, _ effects: inout Effects) throws(Rejection) {
        guard let events = actions[name] else { throw Rejection("no action named '\(name)'") }
        for event in events {
            guard !crashed else { return }
            do throws(Rejection) {
                try dispatch(event, &effects)
            } catch {
                continue
            }
            commit([], &effects)
        }
    }

    /// Runs the reactions to the notifications posted from `start` on, in posting order,
    /// including those their own actions post. A chain that comes back to an action it already
    /// ran is a loop: the step stops there, refused with the chain named, never a hang.
    @inline(never)
    mutating func react(from start: Int, _ effects: inout Effects, settle: Bool) {
        // What led to each effect the reactions added: the (notification, action) links before it.
        var causes: [Int: [(NotificationName, String)]] = [:]
        var runs = 0
        let budget = Self.reactionsPerObserver * max(1, reactions.values.reduce(0) { $0 + $1.count })
        var index = start
        while index < effects.list.count, !crashed {
            defer { index += 1 }
            guard case .posted(let posted) = effects.list[index], let observers = reactions[posted.name] else { continue }
            let chain = causes[index] ?? []
            for action in observers {
                let link = (posted.name, action)
                let loops = chain.contains(where: { $0.1 == action })
                if loops || runs >= budget {
                    let links = (chain + [link]).map { "\($0.0.rawValue) → \($0.1)" }.joined(separator: " → ")
                    effects.append(.rejected(Message(loops ? "the library's reactions loop: \(links)"
                        : "the library's reactions ran \(runs) actions in one step, more than \(Self.reactionsPerObserver) per observer: \(links)")))
                    return
                }
                runs += 1
                let before = effects.list.count
                step(.perform(action), &effects, settle: settle)
                for added in before..<effects.list.count { causes[added] = chain + [link] }
            }
        }
    }
}
