// `explore` lines (Docs/TRACE-LANGUAGE.md): `explore event EVENT`, `explore depth N`,
// `explore check PROPERTY [ARGUMENT]`. The event is read as any step line would be.

import Pivot

extension TraceReader {
    enum ExploreWord: String, CaseIterable { case event, library, depth, check, host, hosts }
    static let exploreWords = WordTable(cases: ExploreWord.self)

    enum CheckName: String, CaseIterable {
        case noCrash = "no-crash", supported
        case followsInterface = "follows-interface"
        case upright
        case keyWindow = "key-window"
        case statusBarFollowsKey = "statusbar-follows-key"
        case statusBarHiddenAsPreferred = "statusbar-hidden-as-preferred"
        case coversScreen = "covers-screen"
        case coversWindow = "covers-window"
        case sameFacing = "same-facing"
        case statusBarStyleAsPreferred = "statusbar-style-as-preferred"
        case keyReturnsTo = "key-returns-to"
        case always
        case leavesHostAlone = "leaves-host-alone"
    }
    static let checkNames = WordTable(cases: CheckName.self)

    mutating func readExplore() throws(TraceError) -> ExploreDirective {
        let word = try next("event, library, depth, check, host or hosts")
        guard !word.isQuoted, let kind = Self.exploreWords.value(bytes, word.range) else {
            let hint = Suggestion.hint(for: text(word.range), among: Self.exploreWords.words) ?? ""
            throw failure("unknown explore statement '\(shown(word.range))'\(hint); expected event, library, depth, check, host or hosts",
                          at: word.start)
        }
        statementPrefix = "explore"
        statementWord = kind.rawValue
        switch kind {
        case .event: return try readExploreEvent(library: false)
        case .library: return try readExploreEvent(library: true)
        case .depth:
            let value = try next("a depth")
            guard let depth = Int(text(value.range)), depth >= 1, depth <= 1000 else {
                throw failure("a depth is a whole number from 1 to 1000, not '\(shown(value.range))'", at: value.start)
            }
            try finish()
            return .depth(depth)
        case .check:
            return .check(try readCheck())
        case .host:
            return .host(try readHost())
        case .hosts:
            let set = try next("a host set: common")
            guard isWord(set, "common") else {
                throw failure("unknown host set '\(shown(set.range))'; the host sets are: common", at: set.start)
            }
            var from: OSVersion? = nil
            if cursor < argumentEnd {
                let word = words[cursor]
                guard isWord(word, "from") else {
                    throw failure("expected 'from VERSION' (the deployment target) after 'explore hosts common', not '\(shown(word.range))'",
                                  at: word.start)
                }
                cursor += 1
                from = try version(try next("a deployment target, such as 15.0").range, what: "iOS")
            }
            try finish()
            return .host(.common(from: from))
        }
    }

    /// The rest of the line as one event (a trailing `nowait` included); declarations of new
    /// names belong in the set-up, where they happen once.
    private mutating func readExploreEvent(library: Bool) throws(TraceError) -> ExploreDirective {
        let first = try next("an event")
        guard !first.isQuoted, let keyword = Keyword.table.value(bytes, first.range), keyword.role == .step else {
            let steps = Keyword.allCases.filter { $0.role == .step }.map(\.rawValue)
            let hint = Suggestion.hint(for: text(first.range), among: steps) ?? ""
            throw failure("'\(shown(first.range))' is not an event\(hint)", at: first.start)
        }
        // A window may be created while the app runs (and released, and created again); views
        // are declared in the set-up.
        if keyword == .view {
            throw failure("'explore event' takes events and windows; declare views before the explore lines", at: first.start)
        }
        statementPrefix = ""
        statementWord = keyword.rawValue
        isStep = true
        let nowait = argumentEnd > cursor && isWord(words[argumentEnd - 1], "nowait")
        if nowait { argumentEnd -= 1 }
        inExploreEvent = true
        defer { inExploreEvent = false }
        let event = try readEvent(keyword)
        return library ? .library(event, nowait: nowait) : .event(event, nowait: nowait)
    }

    private mutating func readCheck() throws(TraceError) -> ExploreCheck {
        let word = try next("a property")
        guard !word.isQuoted, let name = Self.checkNames.value(bytes, word.range) else {
            let hint = Suggestion.hint(for: text(word.range), among: Self.checkNames.words) ?? ""
            throw failure("unknown property '\(shown(word.range))'\(hint); the properties are "
                          + Self.checkNames.words.joined(separator: ", "), at: word.start)
        }
        let check: ExploreCheck
        switch name {
        case .noCrash: check = .noCrash
        case .supported: check = .supported(controller: try nextReference("a controller", .controller))
        case .followsInterface: check = .followsInterface(window: try nextReference("a window", .window))
        case .upright: check = .upright(view: try nextReference("a view", .view))
        case .keyWindow: check = .keyWindow
        case .statusBarFollowsKey: check = .statusBarFollowsKey
        case .statusBarHiddenAsPreferred: check = .statusBarHiddenAsPreferred
        case .coversScreen:
            let word = try next("a view or window")
            check = .coversScreen(try reference(word.range, [.view, .window]))
        case .coversWindow: check = .coversWindow(view: try nextReference("a view", .view))
        case .sameFacing:
            let first = try nextReference("two windows", .window)
            let word = try next("a second window")
            let second = try reference(word, .window)
            guard second != first else { throw failure("'same-facing' compares two different windows", at: word.start) }
            check = .sameFacing(first, second)
        case .statusBarStyleAsPreferred: check = .statusBarStyleAsPreferred
        case .keyReturnsTo: check = .keyReturnsTo(window: try nextReference("a window", .window))
        case .always: check = .always(try readInvariant())
        case .leavesHostAlone: check = .leavesHostAlone(except: try readAccepted())
        }
        try finish()
        return check
    }

    /// `leaves-host-alone [except OBSERVABLE,…]`: what the host observes that the library may
    /// change on purpose, in `HostObservable.allCases` order, each once.
    private mutating func readAccepted() throws(TraceError) -> [HostObservable] {
        guard cursor < argumentEnd else { return [] }
        let word = words[cursor]
        guard isWord(word, "except") else {
            throw failure("expected 'except OBSERVABLE,…' after 'leaves-host-alone', not '\(shown(word.range))'", at: word.start)
        }
        cursor += 1
        let words = HostObservable.allCases.map(\.rawValue)
        var accepted: Set<HostObservable> = []
        guard cursor < argumentEnd else {
            throw failure("'except' takes what the library may change: \(words.joined(separator: ", ")), comma-separated",
                          at: endOfArguments)
        }
        while cursor < argumentEnd {
            let list = self.words[cursor]
            cursor += 1
            var offset = list.start
            for name in text(list.range).split(separator: ",", omittingEmptySubsequences: false) {
                guard let observable = HostObservable(rawValue: String(name)) else {
                    let hint = Suggestion.hint(for: String(name), among: words) ?? ""
                    throw failure("'\(name)' is not something the host observes\(hint); leaves-host-alone accepts "
                                  + words.joined(separator: ", "), at: offset)
                }
                accepted.insert(observable)
                offset += name.utf8.count + 1
            }
        }
        return HostObservable.allCases.filter(accepted.contains)
    }

    /// `always expect EXPECTATION`: an expectation about the state. Those about what the previous
    /// step did (its notifications, callbacks, questions, log and crash) have no meaning here:
    /// the explorer checks a state once, on the first path that reaches it. Crashes, in either
    /// form, are `explore check no-crash`'s.
    private mutating func readInvariant() throws(TraceError) -> Expectation {
        guard take("expect") else {
            let at = cursor < argumentEnd ? words[cursor].start : endOfArguments
            throw failure("'explore check always' takes an expectation: always expect …", at: at)
        }
        let kindWord = cursor < argumentEnd ? words[cursor] : nil
        let expectation = try readExpectation()
        switch expectation {
        // `crash` reads the state and `no-crash` the step, but neither is an invariant a search
        // needs: both are refused alike, and `explore check no-crash` named instead.
        case .crash, .noCrash:
            throw failure("'always expect \(statementWord)' is not an invariant: crashes are checked by 'explore check no-crash'",
                          at: kindWord?.start ?? endOfArguments)
        case .log, .posted, .calls, .events, .timeline, .call, .asked, .refused:
            throw failure("'always expect \(statementWord)' reads what a step did, not the state it left; "
                          + "an invariant takes an expectation about the state (for crashes: explore check no-crash)",
                          at: kindWord?.start ?? endOfArguments)
        default:
            return expectation
        }
    }
}
