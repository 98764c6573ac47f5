// A device row's figures for one iOS version, picked once when a world is made: the engine
// reads them on every callback record, and picking walks the versioned values each time.

struct ScreenMetrics: Sendable {
    let portraitInsets: Insets
    let landscapeInsets: Insets
    let statusBarPortrait: Double
    let statusBarLandscape: Double
    let navigationBarPortrait: Double
    let navigationBarLandscape: Double

    init(_ model: DeviceModel, _ profile: BehaviorProfile) {
        portraitInsets = profile.pick(model.portraitInsets)
        landscapeInsets = profile.pick(model.landscapeInsets)
        statusBarPortrait = profile.pick(model.statusBarPortrait)
        statusBarLandscape = profile.pick(model.statusBarLandscape)
        navigationBarPortrait = profile.pick(model.navigationBarPortrait)
        navigationBarLandscape = profile.pick(model.navigationBarLandscape)
    }
}
