// Large scenes for the compositor benchmark: the `view` event's checks and its step bookkeeping
// are right for traces but needless for 100,000 views the caller vouches for.

extension World {
    /// Appends declared views without the per-event checks. The caller guarantees unique names
    /// and parents that exist and come earlier. For benchmarks only.
    @_spi(Benchmark)
    public mutating func appendViewsUnchecked(_ newViews: [View]) {
        names.reserveCapacity(names.count + newViews.count)
        for (offset, view) in newViews.enumerated() { names[view.name] = .view(views.count + offset) }
        views.append(contentsOf: newViews)
    }
}
