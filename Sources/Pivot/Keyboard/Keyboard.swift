// The keyboard (K1, K2): shown and hidden with its notifications and frames.

extension World {
    mutating func keyboard(_ shown: Bool, _ effects: inout Effects) {
        if !shown {
            // Dismissed while a rotation has it away: it does not come back (K2).
            for i in pending.indices {
                if case .rotationDone(var cast) = pending[i].work, cast.keyboardReturns {
                    cast.keyboardReturns = false
                    pending[i].work = .rotationDone(cast)
                }
            }
        }
        guard shown != keyboard.shown else { return }
        postKeyboard(shown, &effects)
    }

    /// K1: showing or hiding the keyboard, with its begin and end frames in screen coordinates;
    /// each ChangeFrame notification goes right before its Will or Did (model decision, K2).
    mutating func postKeyboard(_ shown: Bool, _ effects: inout Effects) {
        let onScreen = keyboardScreenFrame(shown: true), offScreen = keyboardScreenFrame(shown: false)
        let (begin, end) = shown ? (offScreen, onScreen) : (onScreen, offScreen)
        func note(_ name: NotificationName) -> PostedNotification {
            PostedNotification(name, sender: .keyboard, frame: begin, endFrame: end)
        }
        post(note(.keyboardWillChangeFrame), &effects)
        post(note(shown ? .keyboardWillShow : .keyboardWillHide), &effects)
        keyboard.shown = shown
        if shown { keyboard.everShown = true }
        post(note(.keyboardDidChangeFrame), &effects)
        post(note(shown ? .keyboardDidShow : .keyboardDidHide), &effects)
    }

    /// The keyboard's frame in screen coordinates (D3): at the bottom of the interface when
    /// shown, just below it when hidden; before iOS 8 in the fixed portrait space.
    func keyboardScreenFrame(shown: Bool) -> Rect {
        let portrait = model.portraitSize
        let screen = statusBar.orientation.isLandscape ? portrait.swapped : portrait
        let height = keyboardHeight
        let rect = Rect(0, shown ? screen.height - height : screen.height, screen.width, height)
        guard !profile.boundsFollowOrientation else { return rect }
        let toFixed = Transform.toFixedSpace(from: statusBar.orientation, portrait: model.portraitSize)
        let corners = [Point(rect.origin.x, rect.origin.y), Point(rect.origin.x + rect.size.width, rect.origin.y + rect.size.height)]
            .map(toFixed.apply)
        let x = min(corners[0].x, corners[1].x), y = min(corners[0].y, corners[1].y)
        return Rect(x, y, abs(corners[0].x - corners[1].x), abs(corners[0].y - corners[1].y))
    }
}
