// What a command says about an option it does not know: the closest one its help lists, as
// `did you mean '--format'?`.

import Pivot

package enum OptionSuggestion {
    /// "COMMAND: unknown option '--formt'; did you mean '--format'?" (`command` as it is named:
    /// `pivot explore`); the candidates are `options`, the value of `--name=VALUE` aside.
    package static func unknownOption(_ arg: String, command: String, options: [String]) -> String {
        var message = "\(command): unknown option '\(arg)'"
        let name = arg.split(separator: "=", maxSplits: 1).first.map(String.init) ?? arg
        if let near = closest(to: name, in: options, within: max(1, min(3, name.count / 3))) {
            message += "; did you mean '\(near)'?"
        }
        return message
    }

    /// The candidate closest to `word`, when at most `distance` edits away.
    package static func closest(to word: String, in candidates: [String], within distance: Int) -> String? {
        guard let near = candidates.min(by: { editDistance($0, word) < editDistance($1, word) }),
              editDistance(near, word) <= distance else { return nil }
        return near
    }

    /// The options a help text names (`--format`, `-o`), in order of first mention.
    package static func options(inHelp help: String) -> [String] {
        var found: [String] = []
        for word in help.split(whereSeparator: { " \n[]|,()".contains($0) }) where word.hasPrefix("-") && word.count > 1 {
            let option = String(word.prefix { $0 != "=" && $0 != ":" && $0 != "." && $0 != "'" && $0 != "`" })
            if option.count > 1 && option != "--" && !found.contains(option) && option.dropFirst().first.map({ $0 == "-" || $0.isLetter }) == true {
                found.append(option)
            }
        }
        return found
    }

    static func editDistance(_ a: String, _ b: String) -> Int { Pivot.editDistance(Array(a), Array(b)) }
}
