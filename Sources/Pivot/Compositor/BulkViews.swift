// Large scenes for the compositor benchmark. The `view` event checks each new name against every
// existing one, which is right for traces but quadratic for 100,000 views; this appends views
// the caller vouches for instead.

extension World {
    /// Appends declared views without the per-event checks. The caller guarantees unique names
    /// and parents that exist and come earlier. For benchmarks only.
    @_spi(Benchmark)
    public mutating func appendViewsUnchecked(_ newViews: [View]) {
        views.append(contentsOf: newViews)
    }
}
