// `explore host …` lines (Docs/TRACE-LANGUAGE.md, issue 20): the host apps a library's overlay
// is explored in. Each line gives the values one setting may take; variants change the host's
// controllers before the set-up's first step.

import Pivot

extension TraceReader {
    enum HostSetting: String, CaseIterable { case ios, device, plist, variant }
    static let hostSettings = WordTable(cases: HostSetting.self)

    mutating func readHost() throws(TraceError) -> HostAlternative {
        let word = try next("ios, device, plist or variant")
        guard !word.isQuoted, let setting = Self.hostSettings.value(bytes, word.range) else {
            let hint = Suggestion.hint(for: text(word.range), among: Self.hostSettings.words) ?? ""
            throw failure("unknown host setting '\(shown(word.range))'\(hint); expected ios, device, plist or variant", at: word.start)
        }
        switch setting {
        case .variant:
            let nameWord = try next("a variant name")
            let name = try validName(nameWord.range)
            let first = try next("a step of the variant (set CONTROLLER OPTION=VALUE …)")
            guard !first.isQuoted, let keyword = Keyword.table.value(bytes, first.range), keyword.role == .step else {
                throw failure("a host variant takes a step, such as set CONTROLLER OPTION=VALUE", at: first.start)
            }
            statementWord = keyword.rawValue
            return .variant(name, try readEvent(keyword))
        case .ios, .device, .plist:
            var values: [Range<Int>] = []
            while cursor < argumentEnd {
                values.append(words[cursor].range)
                cursor += 1
            }
            guard !values.isEmpty else { throw failure("'explore host \(setting.rawValue)' needs at least one value", at: endOfArguments) }
            switch setting {
            case .ios:
                var versions: [OSVersion] = []
                for range in values { versions.append(try version(range, what: "iOS")) }
                return .ios(versions)
            case .device:
                var names: [String] = []
                for range in values {
                    let name = text(range)
                    guard DeviceCatalog.model(named: name) != nil else {
                        throw failure("unknown device '\(shown(range))'; \(DeviceCatalog.unknownNameAdvice(name))", at: range.lowerBound)
                    }
                    names.append(name)
                }
                return .devices(names)
            default:
                var masks: [MaskSpec] = []
                for range in values { masks.append(try mask(range)) }
                return .plists(masks)
            }
        }
    }
}
