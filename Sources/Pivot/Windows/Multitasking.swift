// iPad Split View and Slide Over before iPadOS 26 (SPEC A15): the user gives a multitasking app
// one of a few widths; its windows change size, hear size transitions (and trait changes when
// the width class changes), and keep their interface orientation.

/// Where the user put the app (iOS 9–18 on iPad).
public enum MultitaskMode: String, Hashable, Sendable, CaseIterable {
    case full
    case twoThirds = "split-two-thirds", half = "split-half", third = "split-third"
    case slideOver = "slide-over"
}

extension World {
    /// A15: the divider between the two apps of a Split View, in points.
    static let splitDivider = 10.0
    /// A15: below this width a multitasking window is compact wide: the 12.9-inch iPad's 639-point
    /// portrait two-thirds is compact (openradar 34621309, Apple's size-class table); every half
    /// split but its 678 is compact.
    static let regularMultitaskWidth = 640.0

    /// A15: the narrow side of a split and the Slide Over width: 375 on the 12.9/13-inch iPads,
    /// and in landscape on those at least 1194 points long; 320 elsewhere.
    func slimWidth(in orientation: InterfaceOrientation) -> Double {
        let portrait = screenSize(in: .portrait)
        let long = max(portrait.width, portrait.height)
        return long >= 1366 || (long >= 1194 && orientation.isLandscape) ? 375 : 320
    }

    /// A15: the app's width in a mode: the rest of the screen beside the slim side, or half of
    /// it, each less the divider. Portrait has no half split: a half turned to portrait takes
    /// the wide side (model decision) and gets its half back in landscape.
    func multitaskWidth(_ mode: MultitaskMode, in orientation: InterfaceOrientation) -> Double {
        let width = screenSize(in: orientation).width
        switch mode {
        case .full: return width
        case .twoThirds: return width - slimWidth(in: orientation) - Self.splitDivider
        case .half where orientation.isPortrait: return multitaskWidth(.twoThirds, in: orientation)
        case .half: return ((width - Self.splitDivider) / 2).rounded(.down)
        case .third, .slideOver: return slimWidth(in: orientation)
        }
    }

    static func multitaskClass(_ width: Double) -> SizeClass { width >= regularMultitaskWidth ? .regular : .compact }

    /// A15: `multitask MODE`. Every window that fills the app's area takes the mode's width and
    /// the screen's height, as a resize does (P2), without a change of interface orientation.
    mutating func multitask(_ mode: MultitaskMode, _ effects: inout Effects) throws(Rejection) {
        let turns = BehaviorProfile.Turns.self
        guard model.idiom == .pad, profile.hasMultitasking, !profile.hasResizableWindows else {
            throw Rejection("Split View and Slide Over are for an iPad on \(turns.multitasking.version)-18 linked with \(turns.multitaskingSDK.orLater); "
                            + "\(turns.resizableWindows.orLater) resizes windows ('resize')")
        }
        guard multitasking else {
            throw Rejection("only an app that lists all four orientations and does not require full screen can multitask (A11)")
        }
        let orientation = statusBar.orientation
        if mode == .half && orientation.isPortrait { throw Rejection("Split View has no half split in portrait") }
        let old = multitaskMode
        guard mode != old else { return }
        multitaskMode = mode
        let screen = screenSize(in: orientation)
        let size = Size(multitaskWidth(mode, in: orientation), screen.height)
        let changes = Self.multitaskClass(multitaskWidth(old, in: orientation)) != Self.multitaskClass(size.width)
        let widens = size.width > multitaskWidth(old, in: orientation)
        for index in windows.indices where windows[index].fillsScreen || windows[index].resized {
            resizeWindow(WindowID(index), to: size, changesTraits: changes, widensSplit: widens, &effects)
        }
    }

    /// A15: widening a split app calls viewWillTransitionToSize on every loaded controller of a
    /// navigation stack, the hidden ones below the top too; narrowing only the top one (openradar
    /// 24277475, iOS 9). They hear only the size transition, as covered presenters do (L3).
    func addHiddenStackMembers(to cast: inout RotationCast) {
        for member in cast.members where !member.covered {
            guard let nav = self[member.controller].parent, self[nav].options.kind == .navigation else { continue }
            for child in self[childrenOf: nav] where child != member.controller && self[child].viewLoaded {
                cast.members.append(.init(controller: child, turn: member.turn, covered: true, legacy: false))
            }
        }
    }
}
