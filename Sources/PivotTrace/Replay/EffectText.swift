// Effects in words, shared by the text timeline and JSON Lines.

import Pivot

/// One effect broken into a kind and ordered fields, so both output formats say the same.
public struct EffectFields: Sendable {
    public var kind: String
    public var fields: [(String, String)]
}

extension World {
    /// Who posted a notification, as traces and timelines name it.
    public func senderName(_ sender: NotificationSender) -> String {
        switch sender {
        case .device: "UIDevice"
        case .application: "UIApplication"
        case .window(let id): self[id].name
        case .keyboard: "keyboard"
        }
    }

    /// The fields of an effect; `asked` effects are gathered by the caller.
    public func fields(of effect: Effect) -> EffectFields {
        switch effect {
        case .posted(let n):
            var fields = [("name", n.name.rawValue), ("sender", senderName(n.sender))]
            if let o = n.orientation { fields.append(("orientation", o.name)) }
            if let f = n.frame { fields.append(("frame", f.description)) }
            if let f = n.endFrame { fields.append(("end", f.description)) }
            return EffectFields(kind: "post", fields: fields)
        case .callback(let r):
            return EffectFields(kind: "call", fields: [
                ("controller", self[r.controller].name), ("callback", r.callback.rawValue),
                ("bounds", r.bounds.description), ("orientation", r.orientation.name),
                ("statusbar", r.statusBarOrientation.name), ("safearea", r.safeArea.description)])
        case .log(let line): return EffectFields(kind: "log", fields: [("text", line.string)])
        case .crash(let c): return EffectFields(kind: "crash", fields: [("name", c.name), ("reason", c.reason)])
        case .asked(let id): return EffectFields(kind: "asked", fields: [("controller", self[id].name)])
        case .rejected(let reason): return EffectFields(kind: "rejected", fields: [("reason", reason.string)])
        case .changed(let change):
            switch change {
            case .device(let from, let to):
                return EffectFields(kind: "device", fields: [("from", from.name), ("to", to.name)])
            case .interface(let from, let to):
                return EffectFields(kind: "interface", fields: [("from", from.name), ("to", to.name)])
            case .window(let id, let from, let to, let bounds):
                return EffectFields(kind: "window", fields: [("window", self[id].name), ("from", from.name),
                                                             ("to", to.name), ("bounds", bounds.description)])
            case .key(let from, let to):
                return EffectFields(kind: "key", fields: [("from", from.map { self[$0].name } ?? "none"),
                                                          ("to", to.map { self[$0].name } ?? "none")])
            case .statusBar(let hidden, let height):
                return EffectFields(kind: "statusbar", fields: [("hidden", hidden ? "yes" : "no"), ("height", formatNumber(height))])
            case .clock(let ms):
                return EffectFields(kind: "time", fields: [("seconds", formatMilliseconds(ms))])
            }
        }
    }

    /// One readable line for an effect.
    public func describe(_ effect: Effect) -> String {
        let f = fields(of: effect)
        let value = { (key: String) in f.fields.first { $0.0 == key }?.1 ?? "" }
        switch f.kind {
        case "post":
            var text = "post \(value("name")) (\(value("sender"))"
            if case .posted(let n) = effect {
                if let o = n.orientation { text += ", orientation \(o.name)" }
                if let r = n.frame { text += ", frame \(r)" }
                if let r = n.endFrame { text += ", end \(r)" }
            }
            return text + ")"
        case "call":
            return "call \(value("controller")).\(value("callback")) bounds=\(value("bounds")) orientation=\(value("orientation")) statusbar=\(value("statusbar")) safearea=\(value("safearea"))"
        case "log": return "log \"\(value("text"))\""
        case "crash": return "crash \(value("name")) \"\(value("reason"))\""
        case "rejected": return "rejected: \(value("reason"))"
        case "device", "interface": return "\(f.kind) \(value("from")) -> \(value("to"))"
        case "window": return "window \(value("window")) \(value("from")) -> \(value("to")) bounds=\(value("bounds"))"
        case "key": return "key window \(value("from")) -> \(value("to"))"
        case "statusbar": return "statusbar hidden=\(value("hidden")) height=\(value("height"))"
        case "time": return "time \(value("seconds"))s"
        default: return f.kind
        }
    }
}

/// Milliseconds as seconds with three decimals, from integers only: 300 → "0.300".
public func formatMilliseconds(_ ms: Int) -> String {
    let sign = ms < 0 ? "-" : ""
    let m = ms.magnitude
    let fraction = String(m % 1000)
    return "\(sign)\(m / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}
