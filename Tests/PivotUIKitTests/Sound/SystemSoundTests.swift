import Foundation
import Testing
import PivotUIKit

@Suite("Sounds are played and nothing is heard")
struct SystemSoundTests {
    @Test("a player of a file that is not there fails as AVFoundation's does; one of data plays")
    func players() throws {
        #expect(throws: CocoaError.self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/piano.wav"), fileTypeHint: nil) }
        let player = try AVAudioPlayer(data: Data([1, 2, 3]))
        #expect(player.prepareToPlay() && player.play())
        #expect(!player.isPlaying)
    }

    @Test("a system sound with a completion calls it")
    func systemSound() {
        AudioServicesPlaySystemSound(1054)
        AudioServicesPlayAlertSound(kSystemSoundID_Vibrate)
        nonisolated(unsafe) var done = false
        AudioServicesPlaySystemSoundWithCompletion(1054) { done = true }
        #expect(done)
    }
}
