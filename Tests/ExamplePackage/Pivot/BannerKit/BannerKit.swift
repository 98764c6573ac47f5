// BannerKit on Linux: Sources/BannerKit as it is, rewritten by Pivot's PivotPort plugin (this
// folder's name says which module; SwiftPM needs one source of the target's own).
