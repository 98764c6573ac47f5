import Pivot
import PivotUIKit
import Testing

/// The inert surface stores what is set: an announcement, a button's titles by state, a weak
/// table that lets go.
@MainActor
@Suite("PivotUIKit: the inert surface")
struct InertSurfaceTests {
    @Test("An accessibility announcement is kept in order; VoiceOver is off")
    func announcementIsKept() {
        UIAccessibility.post(notification: .announcement, argument: "Message sent")
        #expect(UIAccessibility.posted.last?.notification == .announcement && UIAccessibility.posted.last?.argument == "Message sent")
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test("A button keeps its title by state and measures it by the text metric")
    func buttonTitles() {
        let (app, _) = launchedHost()
        app.run {
            let button = UIButton(type: .system)
            button.setTitle("OK", for: .normal)
            button.setTitle("Wait", for: .disabled)
            button.titleLabel?.font = .systemFont(ofSize: 20)
            #expect(button.title(for: .highlighted) == "OK" && button.titleLabel?.text == "OK")
            button.isEnabled = false
            #expect(button.currentTitle == "Wait" && button.sizeThatFits(.zero) == CGSize(width: 40, height: 24))
        }
    }

    @Test("A weak hash table and pointer array let their objects go")
    func weakCollectionsLetGo() {
        let table = NSHashTable<NSObject>.weakObjects()
        let array = NSPointerArray.weakObjects()
        let kept = NSObject()
        do {
            let gone = NSObject()
            table.add(kept)
            table.add(gone)
            array.addPointer(Unmanaged.passUnretained(gone).toOpaque())
            #expect(table.count == 2 && array.allObjects.count == 1)
        }
        array.compact()
        #expect(table.allObjects == [kept] && array.count == 0)
    }
}
