import Foundation
import Pivot
import PivotUIKit
import Testing

/// The visual format language: each piece of Apple's grammar makes the constraints UIKit makes,
/// the layout pass solves them into frames that follow a turn, and a format UIKit cannot parse
/// stops the app with UIKit's exception (SPEC AL9).
@MainActor
@Suite("PivotUIKit: the visual format language")
struct VisualFormatTests {
    /// Views laid out by constraints in the root view of a launched iPhone 8 host (375 × 667).
    func host(_ names: [String]) -> (PivotApp, UIView, [String: UIView]) {
        let (app, window) = launchedHost()
        var views: [String: UIView] = [:]
        let root = app.run {
            let root = window.rootViewController!.view!
            for name in names {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                views[name] = view
            }
            return root
        }
        return (app, root, views)
    }

    /// A constraint as a sentence over the views' names: `b.leading == a.trailing + 8 @750`.
    func sentence(_ constraint: NSLayoutConstraint, _ views: [String: UIView], root: UIView) -> String {
        func name(_ item: AnyObject?) -> String {
            if item === root { return "super" }
            return views.first { $0.value === item }?.key ?? "?"
        }
        let relation = [NSLayoutConstraint.Relation.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][constraint.relation]!
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation)"
        if constraint.secondItem != nil {
            text += " \(name(constraint.secondItem)).\(constraint.secondAttribute)"
            if constraint.constant != 0 { text += " + \(format(constraint.constant))" }
        } else {
            text += " \(format(constraint.constant))"
        }
        if constraint.priority != .required { text += " @\(Int(constraint.priority.rawValue))" }
        return text
    }

    func format(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(Double(value)) }

    func sentences(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                   _ names: [String] = ["a", "b"]) -> [String] {
        let (app, root, views) = host(names)
        return app.run {
            NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
                .map { sentence($0, views, root: root) }
        }
    }

    @Test("SPEC AL9: H:|-[a]-[b(==a)]-| shares 375 points between the standard spacings, and follows a turn")
    func standardSpacingThroughATurn() {
        let (app, _, views) = host(["a", "b"])
        app.run {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views)
                    + NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[a(==44)]", metrics: nil, views: views)
                    + NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[b(==a)]", metrics: nil, views: views))
        }
        #expect(views["a"]!.frame == CGRect(x: 20, y: 100, width: 163.5, height: 44), "20 to the edge, 8 between")
        #expect(views["b"]!.frame == CGRect(x: 191.5, y: 100, width: 163.5, height: 44))
        app.run { app.rotate(to: .landscapeLeft) }
        #expect(views["a"]!.frame == CGRect(x: 20, y: 100, width: 309.5, height: 44), "667 wide after the turn")
        #expect(views["b"]!.frame == CGRect(x: 337.5, y: 100, width: 309.5, height: 44))
        app.run { app.rotate(to: .portrait) }
        #expect(views["b"]!.frame == CGRect(x: 191.5, y: 100, width: 163.5, height: 44))
    }

    @Test("SPEC AL9: each connection makes its constraint: standard, flush, a number, a predicate list")
    func connections() {
        #expect(sentences("H:|-[a]-[b]-|") == ["b.leading == a.trailing + 8", "a.leading == super.leading + 20", "super.trailing == b.trailing + 20"])
        #expect(sentences("|[a][b]|") == ["b.leading == a.trailing", "a.leading == super.leading", "super.trailing == b.trailing"],
                "no orientation is horizontal")
        #expect(sentences("V:[a]-12-[b]") == ["b.top == a.bottom + 12"])
        #expect(sentences("H:[a]-(>=8,<=20@500)-[b]") == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500"])
        #expect(sentences("H:[a]-20@750-[b]") == ["b.leading == a.trailing + 20 @750"])
    }

    @Test("SPEC AL9: a view's predicates constrain its width or height, to a number, a metric or another view")
    func viewPredicates() {
        #expect(sentences("H:[a(>=70,<=100)]") == ["a.width >= 70", "a.width <= 100"])
        #expect(sentences("V:[a(==b)][b(44@250)]") == ["a.height == b.height", "b.height == 44 @250", "b.top == a.bottom"])
        #expect(sentences("H:[a(>=b@700)]") == ["a.width >= b.width @700"])
        #expect(sentences("[a(-1.5e1)]", ["a"]) == ["a.width == -15"], "numbers as strtod reads them")
    }

    @Test("SPEC AL9: metrics stand for numbers and priorities, whatever Swift number holds them")
    func metricsAndPriorities() {
        let metrics: [String: Any] = ["pad": 10, "gap": 4.5, "wide": CGFloat(120), "high": Float(750), "low": NSNumber(value: 250)]
        #expect(sentences("H:|-pad-[a(wide@high)]-(>=gap@low)-[b]-pad@low-|", metrics: metrics)
            == ["a.width == 120 @750", "b.leading >= a.trailing + 4.5 @250", "a.leading == super.leading + 10", "super.trailing == b.trailing + 10 @250"])
        let (app, _, views) = host(["a"])
        app.run {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(>=wide)]-(pad@low)-|", metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:[a(==wide@high)]", metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: metrics, views: views))
        }
        #expect(views["a"]!.frame == CGRect(x: 10, y: 0, width: 120, height: 10), "the width at 750 beats the trailing gap at 250")
    }

    @Test("SPEC AL9: alignAll options align each view with the one before; the direction options choose the edges")
    func options() {
        #expect(sentences("H:[a]-[b]", options: [.alignAllCenterY, .alignAllTop])
            == ["a.top == b.top", "a.centerY == b.centerY", "b.leading == a.trailing + 8"])
        #expect(sentences("H:|-[a]-[b]|", options: .directionLeftToRight)
            == ["b.left == a.right + 8", "a.left == super.left + 20", "super.right == b.right"])
        #expect(sentences("H:|-[a]-[b]|", options: .directionRightToLeft)
            == ["a.left == b.right + 8", "super.right == a.right + 20", "b.left == super.left"])
        #expect(sentences("V:[a]-[b]", options: .spacingBaselineToBaseline) == ["b.firstBaseline == a.lastBaseline + 8"])
        let (app, _, views) = host(["a", "b"])
        app.run {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(50)]-[b(30)]", options: .alignAllCenterY, metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[a(100)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(20)]", metrics: nil, views: views))
        }
        #expect(views["b"]!.frame == CGRect(x: 58, y: 80, width: 30, height: 20), "centred on a")
    }

    @Test("SPEC AL9 A6: a format UIKit cannot parse stops the app with NSInvalidArgumentException and UIKit's lines")
    func malformedFormats() {
        let cases: [(format: String, views: [String], reason: String)] = [
            ("H:|-165-|", ["a"], "Expected a view \nH:|-165-| \n        ^"),
            ("H:|[missing]|", ["a"], "missing is not a key in the views dictionary. \nH:|[missing]| \n           ^"),
            ("H:|-(pad)-[a]", ["a"], "Expected a number or key from the metrics dictionary, but encountered something else \nH:|-(pad)-[a] \n     ^"),
            ("H:[a]-(>=8", ["a"], "Expected ')' to end the predicate list \nH:[a]-(>=8 \n          ^"),
            ("H:[a][b]", ["a", "b"], "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal. \nH:[a][b] \n        ^"),
        ]
        for (format, names, reason) in cases {
            let (app, _, views) = host(names)
            let made = app.run {
                NSLayoutConstraint.constraints(withVisualFormat: format, options: format == "H:[a][b]" ? .alignAllLeading : [],
                                               metrics: nil, views: views)
            }
            #expect(made.isEmpty)
            #expect(app.crash == Crash(name: "NSInvalidArgumentException", reason: "Unable to parse constraint format: \n" + reason), "\(format)")
            #expect(app.effects.last == .crash(app.crash!))
        }
    }

    @Test("SPEC AL9 A6: '|' next to a view without a superview stops the app; nothing runs after the crash")
    func edgeWithoutSuperview() {
        let (app, window) = launchedHost()
        let orphan = UIView()
        app.run {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-0-[orphan]-0-|", metrics: nil, views: ["orphan": orphan])
        }
        #expect(app.crash?.reason == "Unable to parse constraint format: \n"
            + "Unable to interpret '|' character, because the related view doesn't have a superview \nH:|-0-[orphan]-0-| \n              ^")
        let size = window.frame.size
        app.run { app.rotate(to: .landscapeLeft) }
        #expect(window.frame.size == size, "the turn is refused after the crash")
    }

    @Test("SPEC AL9: outside a PivotApp a malformed format answers no constraints, without a trap")
    func outsideAnApp() {
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[", metrics: nil, views: [:]).isEmpty)
    }
}
