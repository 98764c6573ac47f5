// The one option parser every command of `pivot` and `pivot-bench` reads its arguments with: it
// says, in order, which declared option each argument is (with its value, or that the value is
// missing), which is a positional argument (`-` included: standard input) and which is an
// option the command does not know. What each option means, and the words of each complaint,
// stay with the command.

package struct ArgumentReader {
    /// An option a command declares.
    package struct Option {
        let name: String
        let takesValue: Bool
        /// Whether `--name=VALUE` is read as well as `--name VALUE`. The commands that read the
        /// joined form before the shared parser still do; the others still refuse it, so that
        /// no command's output changed.
        let joined: Bool

        package static func flag(_ name: String) -> Option { Option(name: name, takesValue: false, joined: false) }
        package static func value(_ name: String, joined: Bool = false) -> Option { Option(name: name, takesValue: true, joined: joined) }
    }

    package enum Item: Equatable {
        case flag(String)
        /// An option with a value: nil when the arguments end before it.
        case value(String, String?)
        case positional(String)
        case unknown(String)

        /// The argument as written (an option's name without its value).
        package var argument: String {
            switch self {
            case .flag(let arg), .value(let arg, _), .positional(let arg), .unknown(let arg): arg
            }
        }
    }

    private let arguments: [String]
    private let options: [Option]
    private var index = 0

    package init(_ arguments: [String], options: [Option] = []) {
        self.arguments = arguments
        self.options = options
    }

    /// The next argument, read; nil at the end. An option that takes a value takes the next
    /// argument whatever it is.
    package mutating func next() -> Item? {
        guard index < arguments.count else { return nil }
        let arg = arguments[index]
        index += 1
        for option in options {
            if arg == option.name {
                guard option.takesValue else { return .flag(option.name) }
                defer { index += 1 }
                return .value(option.name, index < arguments.count ? arguments[index] : nil)
            }
            if option.takesValue && option.joined && arg.hasPrefix(option.name + "=") {
                return .value(option.name, String(arg.dropFirst(option.name.count + 1)))
            }
        }
        return arg.hasPrefix("-") && arg != "-" ? .unknown(arg) : .positional(arg)
    }
}
