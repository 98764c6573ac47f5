import Testing
@testable import PivotPort

@Suite("@NSManaged properties become properties kept under the object's keys")
struct ManagedRewriteTests {
    @Test("a layer's @NSManaged var reads its key and writes it with setValue(_:forKey:), with a note")
    func managedVar() {
        let ported = port("class Ring: CALayer {\n    @NSManaged var progress: CGFloat\n    @NSManaged private var `tint`: UIColor?\n}\n")
        #expect(ported.text == "class Ring: CALayer {\n    var progress: CGFloat"
                + " { get { pivotManagedValue(self, forKey: \"progress\") } set { setValue(newValue, forKey: \"progress\") } }\n"
                + "    private var `tint`: UIColor? { get { pivotManagedValue(self, forKey: \"tint\") } set { setValue(newValue, forKey: \"tint\") } }\n}\n")
        #expect(ported.notes == [
            "F0.swift:2:5: note: '@NSManaged var progress' → a property kept under the key \"progress\" (value(forKey:)/setValue(_:forKey:)), 0, false or nil until set",
            "F0.swift:3:5: note: '@NSManaged var tint' → a property kept under the key \"tint\" (value(forKey:)/setValue(_:forKey:)), 0, false or nil until set",
        ])
    }

    @Test("on one line with its class's closing brace, the accessors go before the brace")
    func oneLine() {
        #expect(port("class L: CALayer { @NSManaged var p: Double }\n").text
                == "class L: CALayer { var p: Double { get { pivotManagedValue(self, forKey: \"p\") } set { setValue(newValue, forKey: \"p\") } } }\n")
    }

    @Test("an @NSManaged declaration of another shape is kept, with a warning")
    func otherShapes() {
        let ported = port("class E: NSObject {\n    @NSManaged func addItems(_ items: NSSet)\n}\n")
        #expect(ported.text == "class E: NSObject {\n    @NSManaged func addItems(_ items: NSSet)\n}\n")
        #expect(ported.warnings.count == 1 && ported.warnings[0].hasPrefix("F0.swift:2:5: warning: '@NSManaged' kept"))
    }
}
