// `pivot explore merge RESULT.json…`: reads the shards' JSON results and prints their merge
// (ExploreMerge), or the reason they do not join (exit 2).

import PivotTrace

enum ExploreMergeCommand {
    static let usage = "USAGE: pivot explore merge [--format text|json|junit] [--partial] RESULT.json..."

    static func run(_ args: [String]) -> Int32 {
        var format = "text"
        var partial = false
        var files: [String] = []
        var index = 0
        while index < args.count {
            if args[index] == "--format", index + 1 < args.count, ["text", "json", "junit"].contains(args[index + 1]) {
                format = args[index + 1]
                index += 2
                continue
            }
            if args[index] == "--partial" {
                partial = true
                index += 1
                continue
            }
            if args[index].hasPrefix("-") {
                printError(CLI.unknownOption(args[index], command: "explore merge") + "\n" + usage)
                return 2
            }
            files.append(args[index])
            index += 1
        }
        guard !files.isEmpty else {
            printError("pivot explore merge: no result given\n" + usage)
            return 2
        }
        var shards: [ExploreMerge.Shard] = []
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try TraceInput.read(file)
            } catch {
                printError("pivot explore merge: cannot read \(file): \(error.message)")
                return 2
            }
            do {
                shards.append(ExploreMerge.Shard(file: file, outcome: try ExploreMerge.outcome(json: bytes)))
            } catch {
                printError("pivot explore merge: \(file) is not a result of `pivot explore --format json`")
                return 2
            }
        }
        let merged: ExploreOutcome
        switch ExploreMerge.merge(shards, partial: partial) {
        case .success(let outcome): merged = outcome
        case .failure(let refusal):
            printError("pivot explore merge: \(refusal.reason)")
            return 2
        }
        var out = Output()
        switch format {
        case "json": out.write(merged.json())
        case "junit": out.write(merged.junit().xml())
        default: out.write(VisibleText.escaped(merged.text()))
        }
        out.flush()
        return merged.violated ? 1 : 0
    }
}
