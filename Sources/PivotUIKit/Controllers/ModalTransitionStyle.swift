// How a modal presentation animates: stored for the library to read, inert. The engine's
// presentation takes its time (L4) whatever the style, and decides the same orientation.

/// UIKit's transition styles, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
