// The style a presentation adapts to (SPEC A17): UIKit shows a popover or a sheet in another
// style where the window's size classes call for it (adaptivePresentationStyle).

extension World {
    /// The style UIKit shows a presented controller in, nil when it is not presented. Only what
    /// an expectation reads: the engine's own decisions (A1, A14) keep their rules.
    public func shownStyle(of id: ControllerID) -> PresentationStyle? {
        guard let presenter = self[id].presenter, let p = self[presenter].presented, p.controller == id else { return nil }
        guard let window = windowOf(id), let traits = traits(of: window) else { return p.style }
        return adapted(p.style, traits, answer: self[id].options.adaptive)
    }

    /// A17: the style shown once a presentation delegate answered (`adaptive=`): where UIKit
    /// adapts, `none` keeps the style asked for and another style replaces the adapted one; where
    /// it does not adapt, the delegate is not asked (Apple's UIAdaptivePresentationControllerDelegate).
    func adapted(_ style: PresentationStyle, _ traits: TraitCollection, answer: AdaptiveAnswer) -> PresentationStyle {
        let adapted = adapted(style, traits)
        guard adapted != style, profile.asksAdaptiveDelegate else { return adapted }
        switch answer {
        case .unset: return adapted
        case .none: return style
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .formSheet: return .formSheet
        case .pageSheet: return .pageSheet
        }
    }

    /// A17: a compact width adapts popovers and sheets to full screen (iOS 8–12) or a form sheet
    /// (iOS ≥ 13); a compact height with a regular width adapts a popover to a form sheet from
    /// iOS 8.3 (a popover before). The other styles never adapt.
    func adapted(_ style: PresentationStyle, _ traits: TraitCollection) -> PresentationStyle {
        switch style {
        case .popover, .formSheet, .pageSheet:
            if traits.horizontal == .compact {
                if !profile.compactAdaptsToSheet { return .fullScreen }
                return style == .popover ? .formSheet : style
            }
            if style == .popover, traits.vertical == .compact, profile.adaptsInCompactHeight { return .formSheet }
            return style
        case .fullScreen, .overFullScreen, .overCurrentContext, .custom, .customRemovingPresenter:
            return style
        }
    }
}
