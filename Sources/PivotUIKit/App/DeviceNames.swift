// What `UIDevice` says of itself beyond orientation and version: the system's name and the
// model's generic name (iOS 16 and later give apps "iPhone", not the owner's device name).
// Model decision: an iPad answers "iOS" as a phone does (iPadOS answers "iPadOS" on later versions).

import Foundation

extension UIDevice {
    public var systemName: String { "iOS" }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var name: String { model }
}
