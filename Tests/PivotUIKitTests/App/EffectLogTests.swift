import Pivot
import PivotUIKit
import Testing

/// `PivotApp.effects` is every effect in order, however long the run and whenever it is read
/// (the app keeps them in chunks and joins them when read: `EffectLog`).
@MainActor
@Suite("PivotUIKit: the app's effects")
struct EffectLogTests {
    @Test("effects holds every step's effects in order across many steps, read midway and at the end")
    func everyEffectInOrder() {
        let (app, _) = launchedHost()
        var expected = app.effects
        let turns: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .portrait]
        // Enough turns to fill several of the log's chunks (4,096 effects each).
        for round in 0..<400 {
            for turn in turns { expected += app.send(.rotate(turn)) }
            if round == 150 { #expect(app.effects == expected) }
        }
        #expect(expected.count > 3 * 4096)
        #expect(app.effects == expected)
        #expect(app.effects == expected, "a second read gives the same")
    }
}
