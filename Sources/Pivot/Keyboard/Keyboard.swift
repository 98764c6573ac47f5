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
        // K4: a keyboard away from the dock comes and goes with frame changes only.
        if keyboard.mode != .docked {
            guard shown != keyboard.upElsewhere else { return }
            keyboard.upElsewhere = shown
            postKeyboardFrameChange(&effects)
            return
        }
        guard shown != keyboard.shown else { return }
        postKeyboard(shown, &effects)
    }

    /// K4: the user undocks, splits, floats or docks an iPad's keyboard. Leaving the dock tells
    /// the app the keyboard hid (the menu; on iOS 8 a gesture only changes its frame, radar
    /// 18010127); docking an up keyboard tells it the keyboard showed.
    mutating func moveKeyboard(to mode: KeyboardMode, gesture: Bool, _ effects: inout Effects) throws(Rejection) {
        guard model.idiom == .pad else { throw Rejection("only an iPad's keyboard undocks, splits or floats") }
        if mode == .floating && !profile.hasFloatingKeyboard {
            throw Rejection("the floating keyboard is \(BehaviorProfile.Turns.floatingKeyboard.fromWords)")
        }
        if mode != .floating && mode != .docked && !profile.hasSplitKeyboard {
            throw Rejection("the split and undocked keyboard are \(BehaviorProfile.Turns.splitKeyboard.through(BehaviorProfile.Turns.splitKeyboardGone))")
        }
        let old = keyboard.mode
        guard mode != old else { return }
        keyboard.mode = mode
        if old == .docked, keyboard.shown {
            keyboard.upElsewhere = true
            if gesture && profile.undockGestureSkipsHide {
                keyboard.shown = false
                postKeyboardFrameChange(&effects)
            } else {
                postKeyboard(false, &effects)
            }
        } else if mode == .docked, keyboard.upElsewhere {
            keyboard.upElsewhere = false
            postKeyboard(true, &effects)
        }
    }

    /// K4: willChangeFrame and didChangeFrame alone, with the docked keyboard's frames (model
    /// decision: Pivot does not place a keyboard away from the dock).
    mutating func postKeyboardFrameChange(_ effects: inout Effects) {
        let frame = keyboardScreenFrame(shown: false)
        post(PostedNotification(.keyboardWillChangeFrame, sender: .keyboard, frame: frame, endFrame: frame), &effects)
        post(PostedNotification(.keyboardDidChangeFrame, sender: .keyboard, frame: frame, endFrame: frame), &effects)
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
