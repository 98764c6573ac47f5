// A weak reference without Swift's weak machinery, for the references objects hold on every
// step's path: a view's to its superview and to its controller, an object's to its app. The
// first `weak` reference to an object gives it a side table, and from then on every retain and
// release of that object takes the runtime's slow path (about 60 instructions and a second
// atomic each): a fifth of a rotation's work through objects. Instead the object keeps one
// `BackReference` to itself, which holders keep strongly, and clears it first thing in its
// deinit: from then on a holder reads nil, as through `weak`.

/// A reference to an object that the object clears when it goes (`BackReference.swift`).
final class BackReference<Object: AnyObject>: @unchecked Sendable {
    /// The object until its deinit starts. `unowned(unsafe)` never dangles here: the object
    /// clears it before anything of it is destroyed. Not for an object whose deinit may run
    /// after its last release (an `isolated deinit`, as `UIWindow`'s): a window is held weakly.
    unowned(unsafe) var object: Object?

    init(_ object: Object?) { self.object = object }
}
