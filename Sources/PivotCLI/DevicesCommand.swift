// `pivot devices`: the catalogue as a table.

import Pivot
import PivotCommandLine
import PivotTrace

enum DevicesCommand {
    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "devices") { return 0 }
        var reader = ArgumentReader(args)
        if let extra = reader.next() {
            printError("pivot devices: unexpected argument '\(extra.argument)'")
            return 2
        }
        // Version-aware values are shown as "a/b@iOS": the value before and from that version.
        func show(_ v: Versioned<Double>) -> String {
            ([formatNumber(v.base)] + v.changes.map { "\(formatNumber($0.value))@\($0.since.major)" }).joined(separator: "/")
        }
        func show(_ v: Versioned<Insets>) -> String {
            ([v.base.description] + v.changes.map { "\($0.value)@\($0.since.major)" }).joined(separator: " ")
        }
        let header = ["model", "aliases", "idiom", "points", "scale", "native", "pixels", "status bar",
                      "nav bar", "insets portrait", "insets landscape", "first iOS"]
        let rows = DeviceCatalog.all.map { m in
            // An alias shares the model's screen, not its era: each shows its own first iOS.
            [m.name, m.aliases.isEmpty ? "-" : m.aliases.map { "\($0) (\(DeviceCatalog.firstOS(named: $0) ?? m.firstOS))" }.joined(separator: ","),
             m.idiom.rawValue,
             m.portraitSize.description, formatNumber(m.scale), formatNumber(m.nativeScale), m.nativeBounds.description,
             show(m.statusBarPortrait), "\(show(m.navigationBarPortrait)) | \(show(m.navigationBarLandscape))",
             show(m.portraitInsets), show(m.landscapeInsets), m.firstOS.description]
        }
        say(TextTable.render([header] + rows))
        say("\nStatus bar and navigation bar heights in points (portrait, and portrait | landscape);")
        say("insets are T,L,B,R; a/b@N means a before iOS N and b from it; an alias shows the first iOS it shipped with,")
        say("and a trace may not put a device on an older iOS. Sources: Sources/Pivot/Devices/DeviceCatalog.swift and CurrentDevices.swift")
        return 0
    }
}
