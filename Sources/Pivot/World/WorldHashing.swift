// Hashing a world, which the explorer does millions of times. The synthesized hash fed every
// Bool and enum to the Hasher one by one and hashed every name; here the fields are folded into
// one word on the way and the Hasher mixes it once. Names are left out: they never change, and
// a hash may use any part of what equality compares (equality stays synthesized).

/// Folds 64-bit words into one. Not a hash on its own: `Hasher` mixes the result.
struct WordFold {
    private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

    @inline(__always) mutating func add(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
    }
    @inline(__always) mutating func add(_ int: Int) { add(UInt64(bitPattern: Int64(int))) }
    /// -0.0 and 0.0 are equal, so they fold alike.
    @inline(__always) mutating func add(_ double: Double) { add(double == 0 ? 0 : double.bitPattern) }
    @inline(__always) mutating func add(_ id: ControllerID?) { add(id?.index ?? -1) }
    @inline(__always) mutating func add(_ id: WindowID?) { add(id?.index ?? -1) }
    mutating func add(_ insets: Insets) { add(quad: insets.top, insets.left, insets.bottom, insets.right) }
    mutating func add(_ rect: Rect) { add(quad: rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) }

    /// Two or four small integers as one word, multiplied and summed as `add(quad:)` does:
    /// fewer folds in a row, which wait on each other.
    @inline(__always) mutating func add(_ a: Int, _ b: Int) {
        add(UInt64(bitPattern: Int64(a)) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(b)) &* 0xC2B2_AE3D_27D4_EB4F)
    }
    @inline(__always) mutating func add(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {
        add(UInt64(bitPattern: Int64(a)) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(b)) &* 0xC2B2_AE3D_27D4_EB4F
            &+ UInt64(bitPattern: Int64(c)) &* 0x1656_67B1_9E37_79F9 &+ UInt64(bitPattern: Int64(d)) &* 0xD6E8_FEB8_6659_FD93)
    }

    /// Four numbers as one word: each multiplied by its own odd constant and summed, which the
    /// processor does side by side, then folded once (four folds in a row wait on each other).
    @inline(__always) mutating func add(quad a: Double, _ b: Double, _ c: Double, _ d: Double) {
        @inline(__always) func bits(_ x: Double) -> UInt64 { x == 0 ? 0 : x.bitPattern }
        add(bits(a) &* 0x9E37_79B9_7F4A_7C15 &+ bits(b) &* 0xC2B2_AE3D_27D4_EB4F
            &+ bits(c) &* 0x1656_67B1_9E37_79F9 &+ bits(d) &* 0xD6E8_FEB8_6659_FD93)
    }
}

/// Packs flags and small codes into one word, `width` bits at a time.
struct BitPack {
    private(set) var word: UInt64 = 0
    private var shift: UInt64 = 0
    @inline(__always) mutating func put(_ value: UInt64, width: UInt64) {
        word |= value << shift
        shift += width
    }
    @inline(__always) mutating func put(_ flag: Bool) { put(flag ? 1 : 0, width: 1) }
}

/// The case number of a payload-free enum with String raw values, read from its one byte, so
/// that hashing it does not hash the string.
@inline(__always) func caseNumber<E: RawRepresentable>(_ value: E) -> UInt64 where E.RawValue == String {
    withUnsafeBytes(of: value) { UInt64($0[0]) }
}

extension Controller {
    public func hash(into hasher: inout Hasher) {
        var words = WordFold()
        fold(into: &words)
        hasher.combine(words.value)
    }

    func fold(into fold: inout WordFold) {
        let o = options
        var bits = BitPack()
        bits.put(caseNumber(o.kind), width: 2)
        bits.put(caseNumber(o.statusBar), width: 2)
        bits.put(caseNumber(appearance), width: 2)
        bits.put(UInt64(o.preferred?.rawValue ?? 7), width: 3)
        bits.put(presented.map { caseNumber($0.style) } ?? 15, width: 4)
        bits.put(o.autorotate); bits.put(o.forwards); bits.put(o.dismissFix); bits.put(o.navigationBarHidden)
        bits.put(o.legacy); bits.put(o.swapFix); bits.put(o.statusBarChild); bits.put(o.autoForward)
        bits.put(o.orientationLocked); bits.put(o.styleChild); bits.put(caseNumber(o.statusBarStyle), width: 2)
        bits.put(caseNumber(o.popoverSource), width: 2)
        bits.put(beingDismissed); bits.put(viewLoaded); bits.put(inWindow)
        // `heardIsAppearing` and `hasTraits` are left out: they decide only whether a callback is
        // recorded (L8), which no explored property reads, and would split every state in two.
        bits.put(o.capturesStatusBar)
        bits.put(o.traitCallback.map { caseNumber($0) + 1 } ?? 0, width: 2)
        bits.put(caseNumber(o.presentationController), width: 2)
        bits.put(caseNumber(o.displayMode), width: 2)
        bits.put(caseNumber(o.adaptive), width: 3); bits.put(o.presentationControllerRead)
        fold.add(bits.word)
        fold.add(o.supports.map { Int(bitPattern: $0.rawValue) } ?? -1)
        fold.add(selected?.index ?? -1, parent?.index ?? -1, presenter?.index ?? -1, presented?.controller.index ?? -1)
        fold.add(lastSafeArea)
        if o.additionalInsets != .zero { fold.add(o.additionalInsets) }
        // The window by a hash of its name that is the same in every process (determinism).
        if let name = o.className { fold.add(name.string.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }) }
        if let relay = o.relayWindow { fold.add(Int(o.relays.rawValue), relay.string.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }) }
    }
}

extension Window {
    public func hash(into hasher: inout Hasher) {
        var words = WordFold()
        fold(into: &words)
        hasher.combine(words.value)
    }

    func fold(into fold: inout WordFold) { self.fold(into: &fold, stackRank: stackStamp, rootRank: rootStamp) }

    /// The window with its stamps given: as they are for hashing, as ranks for fingerprints.
    func fold(into fold: inout WordFold, stackRank: Int, rootRank: Int) {
        var bits = BitPack()
        bits.put(UInt64(orientation.rawValue), width: 3)
        bits.put(hasScene); bits.put(affectsStatusBar); bits.put(visible); bits.put(fillsScreen); bits.put(cachedLocked); bits.put(resized); bits.put(released); bits.put(beganDeviceNotifications)
        fold.add(bits.word)
        fold.add(frame)
        fold.add(quad: level, Double(root?.index ?? -1), bounds.width, bounds.height)
        fold.add(quad: rootRotation, Double(stackRank), Double(rootRank), Double(cachedSupported.rawValue))
        if ownRotation != 0 { fold.add(quad: ownRotation, 0, 0, 0) }
    }
}

extension View {
    /// Everything but the name, which never changes once made.
    func fold(into fold: inout WordFold) {
        switch parent {
        case .window(let w): fold.add(1, w.index)
        case .controller(let c): fold.add(2, c.index)
        case .view(let v): fold.add(3, v)
        case .keyboard: fold.add(4, 0)
        case .released: fold.add(5, 0)
        }
        fold.add(frame)
        fold.add(quad: z, alpha, rotation, scale)
        var bits = BitPack()
        bits.put(hidden); bits.put(interactive); bits.put(clips); bits.put(caseNumber(self.fill), width: 2)
        fold.add(bits.word)
    }
}

extension World {
    /// The device, status bar, keyboard and key window history: the state hashing and
    /// fingerprints share (controllers, windows, views and running work they fold as each needs).
    func foldState(into fold: inout WordFold) {
        var bits = BitPack()
        bits.put(UInt64(device.physical.rawValue), width: 3)
        bits.put(UInt64(device.held.rawValue), width: 3)
        bits.put(UInt64(statusBar.orientation.rawValue), width: 3)
        bits.put(UInt64(statusBar.syncedOrientation.rawValue), width: 3)
        bits.put(device.locked); bits.put(statusBar.globalHidden); bits.put(statusBar.preferenceHidden)
        bits.put(statusBar.preferenceAsks); bits.put(statusBar.inCall); bits.put(keyboard.shown)
        bits.put(keyboard.everShown); bits.put(caseNumber(keyboard.mode), width: 2); bits.put(keyboard.upElsewhere); bits.put(launched); bits.put(crashed); bits.put(swapFault); bits.put(inBackground)
        bits.put(caseNumber(statusBar.preferenceStyle), width: 2); bits.put(caseNumber(statusBar.globalStyle), width: 2)
        bits.put(caseNumber(multitaskMode), width: 3)
        fold.add(bits.word)
        fold.add(device.generatingCount, statusBar.syncedWindow?.index ?? -1, keyWindow?.index ?? -1, delegateWindow?.index ?? -1)
        fold.add(delegateMaskForAll.map { Int(bitPattern: $0.rawValue) } ?? -1, sceneMask.map { Int(bitPattern: $0.rawValue) } ?? -1,
                 delegateMasks.count, keyHistory.count)
        for id in keyHistory { fold.add(id.index) }
    }

    func foldControllers(into fold: inout WordFold) { Self.foldControllers(controllers, catalog, into: &fold) }

    static func foldControllers(_ controllers: [Controller], _ catalog: Catalog, into fold: inout WordFold) {
        fold.add(controllers.count)
        for i in controllers.indices { controllers[i].fold(into: &fold) }
        // The containers' children (in the catalog), each list by its container.
        catalog.foldChildren(into: &fold)
    }

    /// The configuration by its precomputed digest, the controllers and windows folded, the rest
    /// by its scalar parts (views and pending work by count and times).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(settings)
        var fold = WordFold()
        foldState(into: &fold)
        foldControllers(into: &fold)
        fold.add(clock); fold.add(stamp)
        fold.add(windows.count)
        for i in windows.indices { windows[i].fold(into: &fold) }
        fold.add(views.count)
        fold.add(pending.count)
        for i in pending.indices { fold.add(pending[i].time); fold.add(pending[i].order) }
        hasher.combine(fold.value)
        if let crash { hasher.combine(crash) }
    }
}
