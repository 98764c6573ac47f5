// Swift concurrency's delays on the app's virtual clock. A synchronous test never lets the real
// main queue run, so a `Task { … }` body would never start and a `Task.sleep` never end: the
// porting step sends them through PivotUIKit's (Runtime/VirtualTasks.swift). `Task { … }` and
// `Task(priority:) { … }` become `Task.onMainQueue`, whose body starts as main-queue work; each
// `Task.sleep` overload becomes `Task.virtualSleep`, woken by the virtual clock; `Task.yield()`
// becomes `Task.virtualYield()`. Other uses of `Task` (its type, `isCancelled`, `cancel()`,
// `value`) need nothing.

enum TaskRewrite {
    /// The labels of Swift's `Task.sleep` overloads (`""`: the old unlabelled one); a library's
    /// own `Task.sleep(seconds:)` is left to call its own.
    static let sleepLabels: Set<String> = ["", "nanoseconds", "for", "until"]

    static func apply(_ rewrite: inout FileRewrite, _ scopes: Scopes) {
        let file = rewrite.source
        // A file that declares its own `Task` type means that one.
        if scopes.types.contains(where: { $0.name == "Task" && $0.kind != .extension }) { return }
        for i in 0..<file.count where file.kind(i) == .identifier {
            if file.is(i, "Task"), !file.is(i - 1, "."), !file.is(i - 1, "extension") {
                taskUse(&rewrite, at: i)
            } else if file.is(i, "sleep"), file.is(i + 1, "("), !file.is(i - 1, "."), !file.is(i - 1, "func"),
                      scopes.enclosingType(i)?.name == "Task", sleepLabels.contains(label(file, after: i + 1)) {
                // `sleep(nanoseconds:)` unqualified in an extension of `Task`: Swift's.
                rewrite.replace(tokens: i, i, with: "virtualSleep")
                rewrite.note(file.token(i).start, "'sleep' → 'virtualSleep' (Task's): the sleep ends on the app's virtual clock")
            }
        }
    }

    /// `Task` at code token `i`: a sleep, a yield, or a task made with a body.
    private static func taskUse(_ rewrite: inout FileRewrite, at i: Int) {
        let file = rewrite.source
        if file.is(i + 1, "."), file.touching(i), let member = file.name(i + 2) {
            let call = file.is(i + 3, "(")
            switch member {
            case "sleep" where call && sleepLabels.contains(label(file, after: i + 3)):
                rewrite.replace(tokens: i + 2, i + 2, with: "virtualSleep")
                rewrite.note(file.token(i).start, "'Task.sleep' → 'Task.virtualSleep': the sleep ends when the app's virtual clock reaches it")
            case "yield" where call && file.is(i + 4, ")"):
                rewrite.replace(tokens: i + 2, i + 2, with: "virtualYield")
                rewrite.note(file.token(i).start, "'Task.yield()' → 'Task.virtualYield()': the task goes to the back of the app's main queue")
            case "detached":
                rewrite.warn(file.token(i).start, "'Task.detached' runs on Swift's own executors, off the app's main queue and virtual clock")
            default:
                break
            }
            return
        }
        // `Task {` or `Task(priority: …) {` / `Task(operation: …)`: not a type (`Task<…>`), not a declaration.
        let body: Bool
        if file.is(i + 1, "{") {
            body = true
        } else if file.is(i + 1, "("), file.touching(i) {
            let close = file.partner[i + 1]
            guard close > i + 1 else { return }
            let labels = argumentLabels(file, from: i + 1, to: close)
            guard labels.isSubset(of: ["priority", "operation"]) else {
                rewrite.warn(file.token(i).start, "'Task(\(labels.sorted().map { $0 + ":" }.joined()))' is left as it is: its body runs on Swift's main actor, off the app's virtual clock")
                return
            }
            body = labels.contains("operation") || file.is(close + 1, "{")
        } else {
            body = false
        }
        guard body else { return }
        rewrite.replace(tokens: i, i, with: "Task.onMainQueue")
        rewrite.note(file.token(i).start, "'Task { … }' → 'Task.onMainQueue { … }': the body starts as main-queue work, on the app's virtual clock")
    }

    /// The label of the argument that follows the `(` at `open` ("" when it has none).
    private static func label(_ file: SourceFile, after open: Int) -> String {
        guard let name = file.name(open + 1), file.is(open + 2, ":") else { return "" }
        return name
    }

    /// The labels of the arguments between the parentheses at `open` and `close`.
    private static func argumentLabels(_ file: SourceFile, from open: Int, to close: Int) -> Set<String> {
        var labels: Set<String> = []
        var at = open
        while at < close {
            if let name = file.name(at + 1), file.is(at + 2, ":") { labels.insert(name) }
            // The next argument: after the comma at this depth.
            var next = at + 1
            while next < close && !file.is(next, ",") {
                next = file.partner[next] > next ? file.partner[next] + 1 : next + 1
            }
            at = next
        }
        return labels
    }
}
