// Device events: physical rotation (A3, N2, N3) and the lock (A10).

extension World {
    /// A physical rotation: remembered but not delivered while the lock is on (A10).
    mutating func rotate(_ orientation: DeviceOrientation, _ effects: inout Effects) {
        device.physical = orientation
        // L7: an app in the background hears of the turn when it comes back.
        if device.locked || inBackground { return }
        deliverDeviceChange(orientation, &effects)
    }

    /// N3: UIKit updates the device orientation and posts first (observers still see the old
    /// window sizes), then evaluates every window. Flat and unknown orientations rotate nothing.
    mutating func deliverDeviceChange(_ orientation: DeviceOrientation, _ effects: inout Effects) {
        let old = device.held
        guard orientation != old else { return }
        device.held = orientation
        effects.append(.changed(.device(from: old, to: orientation)))
        if generatesDeviceNotifications {
            post(PostedNotification(.deviceOrientationDidChange, sender: .device), &effects)
        }
        guard orientation.interface != nil else { return }
        // N2: where windows turn by observing the notification, an app whose extra end took the
        // count to 0 stops autorotation too (YIPopupTextView #7).
        if profile.windowsBeginDeviceNotifications && !generatesDeviceNotifications { return }
        evaluateAll(.deviceChange, &effects)
    }

    /// A10: the device reads portrait while locked. iPhones before iOS 9 turn to portrait; later
    /// iPhones and iPads freeze the interface where it is, and UIKit keeps holding the last
    /// delivered orientation (A3), so an evaluation while locked keeps a landscape app in
    /// landscape. Unlocking delivers the remembered physical orientation as a change.
    mutating func lock(_ on: Bool, _ effects: inout Effects) {
        guard on != device.locked else { return }
        device.locked = on
        if on {
            if model.isPhone && !profile.phoneLockFreezesOrientation { deliverDeviceChange(.portrait, &effects) }
        } else if device.physical != device.held && !inBackground {
            deliverDeviceChange(device.physical, &effects)
        }
    }
}
