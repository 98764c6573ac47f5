// `pivot explore merge RESULT.json…`: reads the shards' JSON results and prints their merge
// (ExploreMerge, SweepMerge), or the reason they do not join (exit 2); `--html` also writes the
// merge as a page. A whole result given alone is its own merge: CI renders it the same way.

import PivotCommandLine
import PivotTrace

enum ExploreMergeCommand {
    static let usage = "USAGE: pivot explore merge [--format text|json|junit] [--partial] [--html PAGE.html] RESULT.json..."

    static func run(_ args: [String]) -> Int32 {
        var format = ResultFormat.text
        var partial = false
        var html: String? = nil
        var files: [String] = []
        var reader = ArgumentReader(args, options: [.value("--format"), .flag("--partial"), .value("--html")])
        while let item = reader.next() {
            switch item {
            case .value("--html", let value?) where !value.isEmpty: html = value
            case .value("--html", ""?):
                printError("pivot explore merge: error: --html needs a file to write the page to\n" + usage)
                return 2
            case .value("--format", let value?) where ResultFormat(rawValue: value) != nil: format = ResultFormat(rawValue: value)!
            case .flag: partial = true
            case .positional(let file) where file != "-": files.append(file)
            case .value(let name, nil):
                printError("pivot explore merge: \(name) needs a value\n" + usage)
                return 2
            // `--format` with another value is an unknown option, and so is `-`: results are not
            // read from standard input.
            case .value(let arg, _), .unknown(let arg), .positional(let arg):
                printError(CLI.unknownOption(arg, command: "explore merge") + "\n" + usage)
                return 2
            }
        }
        guard !files.isEmpty else {
            printError("pivot explore merge: no result given\n" + usage)
            return 2
        }
        if RenderCommand.clash(output: html, inputs: files, command: "explore merge") { return 2 }
        var shards: [ExploreMerge.Shard] = []
        var sweeps: [SweepMerge.Shard] = []
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try TraceInput.read(file)
            } catch {
                printError("\(file): error: \(error.message)")
                return 2
            }
            // A key given twice would make the result say two things: refused, whichever the decoder keeps.
            if let problem = StrictJSON.problem(bytes) {
                printError("\(file): error: \(problem)")
                return 2
            }
            // A host sweep's result has rows; a search's has none.
            if let sweep = try? SweepMerge.sweep(json: bytes) {
                sweeps.append(SweepMerge.Shard(file: file, sweep: sweep))
                continue
            }
            do {
                shards.append(ExploreMerge.Shard(file: file, outcome: try ExploreMerge.outcome(json: bytes)))
            } catch {
                printError("\(file): error: not a result of `pivot explore --format json`")
                return 2
            }
        }
        if !sweeps.isEmpty {
            if let search = shards.first {
                printError("pivot explore merge: error: \(sweeps[0].file) is a host sweep's result and \(search.file) a single search's: "
                           + "they are not shards of one search")
                suggestApart(shards, sweeps, order: files)
                return 2
            }
            switch SweepMerge.merge(sweeps, partial: partial) {
            case .success(let sweep):
                CLI.print(sweep, as: format)
                if let html, !RenderCommand.write(sweep.htmlPage(), to: html, command: "explore merge") { return CLI.cannotWrite }
                if let reason = sweep.nothingExplored {
                    printError("pivot explore merge: error: \(reason)")
                    return 2
                }
                return sweep.violated ? 1 : 0
            case .failure(let refusal):
                printError("pivot explore merge: error: \(refusal.reason)")
                suggestApart(shards, sweeps, order: files)
                return 2
            }
        }
        let merged: ExploreOutcome
        switch ExploreMerge.merge(shards, partial: partial) {
        case .success(let outcome): merged = outcome
        case .failure(let refusal):
            printError("pivot explore merge: error: \(refusal.reason)")
            suggestApart(shards, sweeps, order: files)
            return 2
        }
        CLI.print(merged, as: format)
        if let html, !RenderCommand.write(merged.htmlPage(), to: html, command: "explore merge") { return CLI.cannotWrite }
        return merged.violated ? 1 : 0
    }

    /// Results of several explorations given together (`DIR/*.json` over two explorers'): the
    /// merges to run instead, one per exploration (its file and digest), as the README does by name.
    static func suggestApart(_ shards: [ExploreMerge.Shard], _ sweeps: [SweepMerge.Shard], order: [String]) {
        var groups: [(key: String, files: [String])] = []
        // A whole result is its own merge; shards join the shards of the same exploration.
        let keyed = shards.map { ("search \($0.outcome.file) \($0.outcome.traceDigest ?? "") \($0.outcome.shard == nil)", $0.file) }
            + sweeps.map { ("sweep \($0.sweep.file) \($0.sweep.traceDigest ?? "") \($0.sweep.shard == nil)", $0.file) }
        for (key, file) in keyed.sorted(by: { (order.firstIndex(of: $0.1) ?? 0) < (order.firstIndex(of: $1.1) ?? 0) }) {
            if let at = groups.firstIndex(where: { $0.key == key }) { groups[at].files.append(file) } else { groups.append((key, [file])) }
        }
        guard groups.count > 1 else { return }
        printError("pivot explore merge: note: these are the results of \(groups.count) explorations; merge each apart: "
                   + groups.map { "pivot explore merge " + $0.files.joined(separator: " ") }.joined(separator: "; "))
    }
}
