// Sounds, inert as haptics are: Audio Toolbox's system sounds and AVFoundation's audio player
// (a banner's chime, a vibration on arrival) are played and nothing is heard. `import
// AVFoundation` and `import AudioToolbox` become PivotUIKit's import (PORTING.md).

import Foundation

public typealias SystemSoundID = UInt32
public let kSystemSoundID_Vibrate: SystemSoundID = 0x00000FFF

public func AudioServicesPlaySystemSound(_ sound: SystemSoundID) {}
public func AudioServicesPlayAlertSound(_ sound: SystemSoundID) {}
public func AudioServicesPlaySystemSoundWithCompletion(_ sound: SystemSoundID, _ completion: (@Sendable () -> Void)?) { completion?() }

/// Plays nothing; `play()` answers true, as a prepared player does, and `isPlaying` stays false
/// (nothing lasts on the virtual clock).
open class AVAudioPlayer: NSObject {
    public let url: URL?
    public let data: Data?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var rate: Float = 1
    open var enableRate = false
    open var duration: TimeInterval { 0 }
    open var isPlaying: Bool { false }
    open weak var delegate: AnyObject?

    public override init() { url = nil; data = nil; super.init() }
    /// A file that cannot be read fails as AVFoundation's does (an error is thrown).
    public init(contentsOf url: URL, fileTypeHint: String? = nil) throws {
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url]) }
        self.url = url
        data = nil
        super.init()
    }
    public init(data: Data, fileTypeHint: String? = nil) throws { url = nil; self.data = data; super.init() }

    @discardableResult open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool { true }
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { true }
    open func pause() {}
    open func stop() {}
}
