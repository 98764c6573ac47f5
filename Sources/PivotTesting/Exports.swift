// `import PivotTesting` is all a test needs: the engine and the trace language come with it.

@_exported import Pivot
@_exported import PivotTrace
