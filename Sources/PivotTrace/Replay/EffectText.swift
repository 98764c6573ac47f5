// Effects in words, shared by the text timeline and JSON Lines.

import Pivot

/// One effect broken into a kind and ordered fields, so both output formats say the same.
package struct EffectFields: Sendable {
    package var kind: String
    package var fields: [(String, FieldValue)]

    init(kind: String, fields: [(String, FieldValue)]) { self.kind = kind; self.fields = fields }

    /// The value of a field as text (trace syntax for geometry), or "" when it has none.
    func text(_ key: String) -> String { fields.first { $0.0 == key }?.1.text ?? "" }
}

/// A field's value: typed for JSON Lines schema 2, written as in traces for the text timeline
/// (and for schema 1).
package enum FieldValue: Sendable, Hashable {
    case text(String)
    case number(Double)
    case flag(Bool)
    case size(Size)
    case rect(Rect)
    case insets(Insets)
    /// A time in milliseconds, written in seconds (`0.300`).
    case milliseconds(Int)

    /// `375x667`, `0,0,375,20`, `44,0,34,0`, `yes`/`no`.
    package var text: String {
        switch self {
        case .text(let s): s
        case .number(let n): formatNumber(n)
        case .flag(let b): b ? "yes" : "no"
        case .size(let s): s.description
        case .rect(let r): r.description
        case .insets(let i): i.description
        case .milliseconds(let ms): formatMilliseconds(ms)
        }
    }
}

extension String {
    /// A text field.
    var field: FieldValue { .text(self) }
}

extension World {
    /// Who posted a notification, as traces and timelines name it.
    package func senderName(_ sender: NotificationSender) -> String {
        switch sender {
        case .device: "UIDevice"
        case .application: "UIApplication"
        case .window(let id): self[id].name
        case .keyboard: "keyboard"
        }
    }

    /// The fields of an effect; `asked` effects are gathered by the caller.
    package func fields(of effect: Effect) -> EffectFields {
        switch effect {
        case .posted(let n):
            var fields: [(String, FieldValue)] = [("name", n.name.rawValue.field), ("sender", senderName(n.sender).field)]
            if let o = n.orientation { fields.append(("orientation", o.name.field)) }
            if let f = n.frame { fields.append(("frame", .rect(f))) }
            if let f = n.endFrame { fields.append(("end", .rect(f))) }
            return EffectFields(kind: "post", fields: fields)
        case .callback(let r):
            var fields: [(String, FieldValue)] = [
                ("controller", self[r.controller].name.field), ("callback", r.callback.rawValue.field),
                ("bounds", .size(r.bounds)), ("orientation", r.orientation.name.field),
                ("statusbar", r.statusBarOrientation.name.field), ("safearea", .insets(r.safeArea))]
            // The callback's own argument: the size it transitions to.
            if r.callback == .viewWillTransitionToSize { fields.append(("size", .size(r.size))) }
            return EffectFields(kind: "call", fields: fields)
        case .lifecycle(let callback): return EffectFields(kind: "delegate", fields: [("callback", callback.rawValue.field)])
        case .log(let line): return EffectFields(kind: "log", fields: [("text", line.string.field)])
        case .crash(let c): return EffectFields(kind: "crash", fields: [("name", c.name.field), ("reason", c.reason.field)])
        case .asked(let id): return EffectFields(kind: "asked", fields: [("controller", self[id].name.field)])
        case .rejected(let reason): return EffectFields(kind: "rejected", fields: [("reason", reason.string.field)])
        case .changed(let change):
            switch change {
            case .device(let from, let to):
                return EffectFields(kind: "device", fields: [("from", from.name.field), ("to", to.name.field)])
            case .interface(let from, let to):
                return EffectFields(kind: "interface", fields: [("from", from.name.field), ("to", to.name.field)])
            case .window(let id, let from, let to, let bounds):
                return EffectFields(kind: "window", fields: [("window", self[id].name.field), ("from", from.name.field),
                                                             ("to", to.name.field), ("bounds", .size(bounds))])
            case .key(let from, let to):
                return EffectFields(kind: "key", fields: [("from", (from.map { self[$0].name } ?? "none").field),
                                                          ("to", (to.map { self[$0].name } ?? "none").field)])
            case .statusBar(let hidden, let height):
                return EffectFields(kind: "statusbar", fields: [("hidden", .flag(hidden)), ("height", .number(height))])
            case .clock(let ms):
                return EffectFields(kind: "time", fields: [("seconds", .milliseconds(ms))])
            }
        }
    }

    /// One readable line for an effect.
    package func describe(_ effect: Effect) -> String {
        let f = fields(of: effect)
        let value = f.text
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
        case "delegate": return "delegate \(value("callback"))"
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
package func formatMilliseconds(_ ms: Int) -> String {
    let sign = ms < 0 ? "-" : ""
    let m = ms.magnitude
    let fraction = String(m % 1000)
    return "\(sign)\(m / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}
