// Short ways to build a world for the API, tests and tools.

extension World {
    /// A world for a catalogue device (by name or alias); nil for an unknown device or a version
    /// Pivot does not model (`OSVersion.unmodelledReason`).
    public init?(device: String, ios: OSVersion, sdk: OSVersion? = nil, plist: OrientationMask? = nil,
                 orientation: DeviceOrientation = .portrait) {
        guard let model = DeviceCatalog.model(named: device), ios.unmodelledReason == nil,
              sdk?.unmodelledReason == nil else { return nil }
        var config = AppConfig(device: model, profile: BehaviorProfile(ios: ios, sdk: sdk))
        config.plistRawMask = plist
        config.startOrientation = orientation
        self.init(config: config)
    }

    /// Applies events in order and returns all their effects.
    @discardableResult
    public mutating func apply(_ events: [Event]) -> [Effect] {
        var effects: [Effect] = []
        for event in events { apply(event, into: &effects) }
        return effects
    }

    /// The names of the notifications among effects, in order.
    public static func notifications(in effects: [Effect]) -> [NotificationName] {
        effects.compactMap { if case .posted(let n) = $0 { n.name } else { nil } }
    }

    /// A window by name, nil when there is none.
    public func window(_ name: String) -> Window? { windowID(name).map { self[$0] } }
}
