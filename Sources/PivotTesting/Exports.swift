// What `import PivotTesting` brings beside the harness: the engine's and the trace language's
// types a test names when it sends, receives and checks (the types of TestApp's and
// ExpectedEffect's parameters and results). Their members come with them. A test that builds
// worlds or traces itself imports `Pivot` or `PivotTrace` too; the names below are the same
// types, so importing both is never ambiguous.

import Pivot
import PivotTrace

// The engine (Pivot): the world a test reads, the events it sends, the effects it receives.
public typealias World = Pivot.World
public typealias Event = Pivot.Event
public typealias Effect = Pivot.Effect
public typealias NotificationName = Pivot.NotificationName
public typealias NotificationDelivery = Pivot.NotificationDelivery
public typealias Callback = Pivot.Callback
public typealias InterfaceOrientation = Pivot.InterfaceOrientation
public typealias DeviceOrientation = Pivot.DeviceOrientation
// The geometry the world's reads are made of (bounds, frames, safe areas).
public typealias Point = Pivot.Point
public typealias Size = Pivot.Size
public typealias Rect = Pivot.Rect
public typealias Insets = Pivot.Insets
// A CI job's share of a search (`LibraryExplorer.run(shard:)`).
public typealias Shard = Pivot.Shard

// The trace language (PivotTrace): an expectation given as a value, and a malformed line's error.
public typealias Expectation = PivotTrace.Expectation
public typealias TraceError = PivotTrace.TraceError
// A library sweep's results as a host sweep's (`LibraryReport.sweep`, `junit()`).
public typealias SweepOutcome = PivotTrace.SweepOutcome
public typealias JUnitReport = PivotTrace.JUnitReport
