// Command dispatch and the help texts.

import Foundation
import Pivot
import PivotCommandLine
import PivotTrace

enum CLI {
    /// Exit status when output cannot be written (standard output, or a file given with -o or
    /// --html): distinct from a malformed trace (2).
    static let cannotWrite: Int32 = 3

    static let commands: [(name: String, summary: String, help: String)] = [
        ("replay", "run traces and print their timelines", """
            USAGE: pivot replay [--format text|json|junit] [--json-schema 2|1] [--quiet] [--explain]
                                [--strict] [--html REPORT.html] FILE|FOLDER...

            Runs each trace (or standard input, given as -) and prints every step, the
            notifications, callbacks and state changes it caused, and each expectation
            with its verdict. A folder stands for every .trace file below it, subfolders
            too, in the order of their paths; a folder without one is an error.

            OPTIONS:
              --format text|json|junit
                                  text timeline (default), JSON Lines (one object a line), or
                                  JUnit XML for CI: a test case per trace, a failure per
                                  failed expectation (FILE:LINE:COL, expected and found), an
                                  error per malformed trace (the others still run)
              --json-schema 2|1   JSON Lines with typed values (2, the default: numbers,
                                  booleans, objects for sizes, frames and insets) or every
                                  value as text (1, the form before 0.9; kept for a release)
              --quiet             print only failures and the summary
              --strict            a trace without any expectation fails (exit 1); without
                                  --strict it is a warning
              --explain           under each step that turns a window or the interface, why
                                  (the decider, the masks, the device's target, the rule)
              --html REPORT.html  also write one self-contained HTML page: for each trace,
                                  a picture of the screen after every step beside its
                                  timeline, with a slider to step through (no external
                                  files or network; the same bytes on every run)

            EXIT STATUS:
              0  every expectation held
              1  an expectation failed, the app crashed with no `expect crash` after it,
                 or a step or declaration was rejected (the world could not apply it)
              2  a malformed trace (FILE:LINE:COL: error: ...); nothing was run (with
                 --format junit the well-formed traces run and the report says both)
              3  the output could not be written (standard output or the --html file)
            """),
        ("render", "draw the screen at a point of a trace as SVG", """
            USAGE: pivot render FILE [--at LINE|MARK|line:LINE|mark:MARK] [-o OUT.svg]

            Replays the trace and draws the screen as it is after the statement on LINE
            (or the last statement before it), after `mark MARK`, or at the end: the
            device in its physical orientation, each window's region tinted by level
            (blue below 1000, green statusBar levels, orange alert levels, purple the
            keyboard's) with its name, controller views and declared views in painter's
            order (SPEC C2), the status bar and keyboard where they stack, dashed
            safe-area guides, and the touch point of each `expect hit` at that point
            (green held, red failed). The output is the same bytes on every run.

            OPTIONS:
              --at LINE|MARK  the point to draw (default: the end of the trace): a line
                              number or a mark's label; line:LINE and mark:MARK say which.
                              A number that is also a mark's label (`mark 3`) is an error
                              that asks for line:3 or mark:3
              -o OUT.svg      where to write the picture (default: standard output, or -)

            Example: pivot render Traces/compositor/sideways-hud-ios7.trace --at rotated -o hud.svg
            """),
        ("check", "parse traces without running them", """
            USAGE: pivot check FILE|FOLDER...

            Parses each trace (or standard input, given as -; a folder: every .trace file
            below it, in the order of their paths) and reports the errors in each as
            FILE:LINE:COL: error: message. Exit 0 when all parse, else 2.
            """),
        ("evidence", "replay the evidence corpus and print how many reports Pivot agrees with", """
            USAGE: pivot evidence [FILE|FOLDER...]

            Replays each trace of the evidence corpus (default: Traces/evidence, run from
            the repository's root; a folder stands for every .trace file below it). Each
            trace is one public report of what real UIKit did, cited by its '# source:'
            comment lines. Prints 'N of M reports agree with Pivot (P%)' over the reports
            the language can express, then each disagreement (a trace whose expectation
            under known-gap still fails) with its sources, the reason and what Pivot gives
            instead, then each report marked '# cannot-express: WHAT' with what the language
            would need (counted apart from the rate), then any broken trace.

            EXIT STATUS:
              0  every trace agrees or disagrees as marked (disagreements are not failures)
              1  a trace is broken: an expectation failed without known-gap, or one under
                 known-gap now holds (the gap closed: remove the line)
              2  a malformed trace or a folder without one
              3  the output could not be written
            Example: pivot evidence Traces/evidence
            """),
        ("matrix", "replay one trace under several iOS versions or devices", """
            USAGE: pivot matrix FILE [--ios V,V,...] [--sdk V] [--devices D,D,...] [--all]
                                [--format text|json|junit] [--html PAGE.html]

            Replays the trace once per iOS version (the SDK follows the iOS version unless
            --sdk is given), or per device with --devices (each under every --ios version,
            else the trace's own), and prints, for every step where the variants disagree,
            what differs: the interface orientation, a crash, the windows (orientation and
            bounds), the screen, the safe areas the step's callbacks read, the status bar
            (hidden or height and orientation, covered, style), the stacking order, the key
            window, and the notifications and callbacks the step caused. Then, per variant,
            the expectations that failed, as FILE:LINE:COL: error: lines.
            Without --ios: 7.1, 8.4, 11.0, 13.0, 16.0, 18.0, 26.0, those the trace's `device`
            ran. A device and a version it never ran (iPhone6 and 7.1), as replay, or a version
            that never shipped (9.9) is an error. The table shows the first 500 steps that
            differ and counts the rest; --all shows every one.
            --html writes a page with, for each of those steps, what differs and the screen
            of every variant side by side. --format json prints one JSON object instead:
            file, variants, steps (line, text, differences: aspect and one value per
            variant), more (steps past the table's limit), failures per variant, exit.
            --format junit prints JUnit XML for CI: a test case per variant, a failure per
            expectation that failed in it.

            EXIT STATUS: 0 every expectation held in every variant, 1 one failed somewhere,
            2 a malformed trace or option, 3 the output could not be written.
            Example: pivot matrix Traces/statusbar/covering-ios12.trace --ios 12.0,16.0
            """),
        ("devices", "list the device catalogue", """
            USAGE: pivot devices

            Prints every device model Pivot knows, with its aliases, screen size in points,
            scale, native pixels, status bar and navigation bar heights, hardware insets and
            the first iOS version it shipped with.
            """),
        ("explore", "find the shortest event sequences that break a property", """
            USAGE: pivot explore FILE [--depth N] [--mode bfs|random] [--seed S] [--walks N]
                                 [--jobs J] [--shard I/N] [--host LABEL] [--hosts TEXT]
                                 [--format text|json|junit] [-o DIR] [--html REPORT.html]
                   pivot explore merge [--format text|json|junit] [--partial] [--html PAGE.html]
                                       RESULT.json...

            Replays the trace's set-up (every line but the explore lines), then tries every
            sequence of its `explore event` lines, in any order and any number of times, up
            to the depth (`explore depth N`, default 6; --depth overrides), and checks each
            `explore check` property after every step. For each violated property it prints
            the shortest sequence as a ready-to-run trace: the set-up, the events, then
            `expect` lines that hold and show the bad state.

            TRACE LINES:
              explore event EVENT       any event line (a trailing nowait leaves animations running)
              explore library EVENT     an event of the library's (leaves-host-alone compares
                                        the app with and without them)
              explore depth N           the longest sequence tried
              explore host ios|device|plist|variant VALUE...   hosts to sweep (a table of hosts × properties)
              explore hosts common [from X.Y]   the host apps of the public reports: every iOS
                                        from 7 on a phone that ran it, eleven host shapes, scene
                                        apps, iPads (152 hosts); from: the deployment target
              explore check PROPERTY    no-crash | supported CONTROLLER | follows-interface WINDOW |
                                        upright VIEW | key-window | statusbar-follows-key |
                                        statusbar-hidden-as-preferred | covers-screen VIEW|WINDOW |
                                        covers-window VIEW | same-facing WINDOW WINDOW |
                                        statusbar-style-as-preferred | key-returns-to WINDOW |
                                        always expect EXPECTATION (any expectation about the
                                        state, checked as replay checks it) |
                                        leaves-host-alone [except OBSERVABLE,…] (the host observes
                                        and hears the same as without the library's events,
                                        `-`/`+` lines; except accepts crash, interface,
                                        statusbar, key, windows, controllers)
              A trace with `on … do` reactions is also checked for reactions-end: a step whose
              reactions loop (which replay rejects) is a violation, never silently untried.
              (Docs/TRACE-LANGUAGE.md says what each property means and where it comes from.)

            OPTIONS:
              --mode bfs|random   breadth-first search over distinct states (default; each
                                  counterexample is a shortest one), or seeded random walks,
                                  each counterexample shrunk (drop events, then earlier ones)
              --seed S, --walks N random walks: the seed (default 1) and how many (default 1000);
                                  refused without --mode random
              --jobs J            worker threads (default: the number of cores); the output is
                                  the same for any J
              --shard I/N         explore only sequences whose first event's number is I
                                  modulo N (in a host sweep: the hosts whose place in the
                                  table is; none explored: exit 2); `explore merge` joins them
              --host LABEL        in a host sweep, explore only the host whose label the
                                  table prints as LABEL
              --hosts TEXT        in a host sweep, explore only the hosts whose label has
                                  TEXT: a group ("variant root-portrait"), an iOS ("iOS 12.4"),
                                  a device ("iPadPro11"); add hosts of your own with
                                  `explore host` lines
              --format text|json|junit
                                  a readable report (default), one JSON object for merge, or
                                  JUnit XML for CI: a test case per property, a violated one
                                  failing with its counterexample trace
              -o DIR              write each counterexample to DIR/PROPERTY.trace (its info-plist
                                  path rewritten relative to DIR, so that it replays there; a
                                  name an earlier property took gets -2, -3, ...)
              --html REPORT.html  a page that says what the search found, as the text does
                                  (a host sweep: its table and skipped hosts too): per
                                  property its verdict and counterexample (the events, the
                                  -/+ difference, the why), drawn step by step

            Timing and progress (for runs over a second) go to standard error.

            MERGE:
              pivot explore merge joins the --format json results of the shards of one search:
              per property the shortest counterexample, counts summed. It refuses (exit 2, with
              the reason) results of different traces (the file, and traceDigest: a digest of
              the trace as printed, comments aside), of different options (mode, depth, seed,
              walks), a shard given twice, shards of different counts, a whole search beside
              shards, an already merged result, and a set with shards missing ("missing shards
              2/4, 3/4"). --partial merges an incomplete set anyway: the report says it is
              partial and JSON lists missingShards. Every field it reads is checked first: a
              result with a negative count, a violated property without its trace, a length that
              disagrees with its path, a path event out of range, another set of properties, or
              counts whose sum overflows is refused, naming the file and the field. The shards
              of a host sweep join into the whole sweep, its rows in table order; shards of
              other sweeps, a shard twice, a row another shard owns or another sweep's, a key
              given twice, no host explored and missing shards are refused alike (several
              explorations' results: with the merges to run instead). A whole result given alone is its own merge, printed as it is: one
              command renders a result however many shards made it. --html PAGE.html also
              writes the merge as a page (a sweep: its table, skipped hosts and counterexamples,
              drawn). A library's sweep run from a Swift test (LibraryExplorer in PivotTesting)
              writes the same JSON: with PIVOT_SHARD=I/N and PIVOT_EXPLORE_OUT=DIR, each CI job
              writes DIR/NAME.shard-I-of-N.json (NAME.json unsharded), and
                pivot explore merge DIR/NAME.*json --html report.html --format junit > junit.xml
              joins them (README: "Exploring a library's code over host apps").

            EXIT STATUS:
              0  no property is violated within the bounds
              1  some property is violated
              2  a malformed trace, or nothing to explore; merge: results that do not join
              3  the output could not be written
            Example: pivot explore Traces/explore/hidden-window-takeover-ios8.trace -o found
            """),
        ("why", "explain the orientations and the status bar at a line of a trace", """
            USAGE: pivot why FILE:LINE[:COL]

            Replays the trace up to LINE and explains the state there: which window the
            interface follows and by which A5 rule, and for every window the A1 path to its
            decider, the app's mask and where it comes from, the decider's mask, what they
            have in common, the orientation the device asks for, and the rule that settled
            it; then whose preference shows or hides the status bar (S2, S1) and why the
            layers on screen are in their order (W2, S4, W7), with the SPEC IDs.
            `pivot replay --explain` prints the same under every step that turns a window or
            the interface or changes the status bar, and a failed orientation, status bar or
            order expectation prints it as note: lines.
            A diagnostic's FILE:LINE:COL, pasted as it is, names its line.
            Example: pivot why Traces/seeds/forced-landscape-by-modal.trace:11
            """),
        ("port", "rewrite a UIKit library's sources to build against PivotUIKit on Linux", """
            USAGE: pivot port SOURCE... -o DIR [--quiet]

            Copies each Swift source (a folder: every .swift file below it, in the order
            of their paths, hidden folders skipped) into DIR, rewritten to build against
            PivotUIKit: UIKit's imports become '@preconcurrency import PivotUIKit', @objc
            and its friends go, '@objc optional' requirements get defaults (written to
            DIR/PivotPortSupport.swift), #selector names the method it calls, #available
            asks the modelled app's iOS version, os(iOS) holds (Docs/PORTING.md has the
            table). A folder's files go under DIR/FOLDER-NAME/, a file under DIR/. Every
            rewrite is reported as FILE:LINE:COL: note: and everything it could not
            carry over as FILE:LINE:COL: warning: on standard error. Port one module per
            run: the whole set is read at once. The same sources give the same bytes.

            OPTIONS:
              -o DIR      the output folder (made if missing; it may not lie inside a source)
              --quiet     print the warnings only

            EXIT STATUS:
              0  ported (warnings or not)
              2  a missing source, an output inside a source, a file that cannot be read
                 or is not UTF-8 (FILE:LINE:COL: error:), two sources with one output path
              3  the output could not be written
            Example: pivot port Sources/ToastKit -o .build/ported
            """),
        ("help", "show help for a command or the trace language", """
            USAGE: pivot help [COMMAND]
                   pivot help trace [KEYWORD]   the trace language, one statement a line, or one in full
            """),
    ]

    static var usage: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count + 2))\($0.summary)" }
        return """
            pivot: models how UIKit orients, stacks and notifies an app's windows (iOS \(OSVersion.modelled)).

            USAGE: pivot <command> [options]
                   pivot --version

            COMMANDS:
            \(lines.joined(separator: "\n"))

            Run 'pivot help <command>' for its options, 'pivot help trace' for the trace language. Example:
              pivot replay Traces/seeds/forced-landscape-by-modal.trace
            """
    }

    static func run(_ args: [String]) -> Int32 {
        guard let command = args.first else {
            // No command is a usage error, as for any command-line tool: the usage, and exit 2.
            printError(usage)
            return 2
        }
        let rest = Array(args.dropFirst())
        switch command {
        case "-h", "--help": say(usage); return 0
        case "--version", "-V", "version": say("pivot \(PivotVersion.tool) (trace format \(PivotVersion.traceFormat), SPEC \(PivotVersion.spec); iOS \(OSVersion.modelled))"); return 0
        case "help": return help(rest)
        case "replay": return ReplayCommand.run(rest)
        case "check": return ReplayCommand.check(rest)
        case "evidence": return EvidenceCommand.run(rest)
        case "render": return RenderCommand.run(rest)
        case "matrix": return MatrixCommand.run(rest)
        case "devices": return DevicesCommand.run(rest)
        case "explore": return ExploreCommand.run(rest)
        case "why": return WhyCommand.run(rest)
        case "port": return PortCommand.run(rest)
        case "bench":
            // The benchmarks left `pivot` (which should not link the test frameworks).
            printError("pivot: 'bench' moved to its own executable: swift run -c release pivot-bench")
            return 2
        default:
            var message = "pivot: unknown command '\(command)'"
            if let near = OptionSuggestion.closest(to: command, in: commands.map(\.name), within: 2) {
                message += "; did you mean '\(near)'?"
            }
            printError(message + "\nRun 'pivot --help' for the list of commands.")
            return 2
        }
    }

    static func help(_ args: [String]) -> Int32 {
        guard let name = args.first else { say(usage); return 0 }
        if name == "trace" { return HelpTraceCommand.run(Array(args.dropFirst())) }
        guard let command = commands.first(where: { $0.name == name }) else {
            let near = OptionSuggestion.closest(to: name, in: commands.map(\.name) + ["trace"], within: 2).map { "; did you mean '\($0)'?" } ?? ""
            printError("pivot: no help for '\(name)': unknown command\(near)")
            return 2
        }
        say(command.help)
        return 0
    }

    /// "pivot COMMAND: unknown option '--formt'; did you mean '--format'?" with the way to the
    /// command's options; the candidates are the options its help lists.
    static func unknownOption(_ arg: String, command: String) -> String {
        let name = String(command.split(separator: " ").first ?? "")
        let help = commands.first(where: { $0.name == name })?.help ?? ""
        return OptionSuggestion.unknownOption(arg, command: "pivot \(command)", options: OptionSuggestion.options(inHelp: help))
            + "\nRun 'pivot help \(name)' for its options."
    }

    /// True when the arguments ask for help (`--help` or `-h` anywhere).
    static func wantsHelp(_ args: [String], command: String) -> Bool {
        guard args.contains("--help") || args.contains("-h") else { return false }
        _ = help([command])
        return true
    }
}

/// A line on standard output (what `print` would write, unbuffered and checked). A file name or
/// a label may hold ESC and other controls: they show as `\u{1B}` rather than reach the terminal.
func say(_ text: String = "") { writeOut(Array((VisibleText.escaped(text) + "\n").utf8)) }

/// Writes bytes to standard output. Output that cannot be written (a full disk, a closed pipe)
/// ends the command with a message and exit status 3 (`CLI.cannotWrite`), never a signal and
/// never a silent 0.
func writeOut(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 {
            printError("pivot: cannot write to standard output (\(String(cString: strerror(errno))))")
            exit(CLI.cannotWrite)
        }
        offset += written
    }
}

/// Writes a line to standard error, hidden characters escaped as `say` does; a failure to do so
/// cannot be reported anywhere, so it is ignored rather than trapping.
func printError(_ text: String) {
    let bytes = Array((VisibleText.escaped(text) + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if written <= 0 { return }
        offset += written
    }
}

/// Writes to standard output without Swift's print buffering surprises.
struct Output {
    private var buffer: [UInt8] = []
    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        writeOut(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
