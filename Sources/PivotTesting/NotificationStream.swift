// Notifications as async sequences: each one the app posted, with the world as it was when
// UIKit posted it (N3). The sequences end when the app finishes.

import Pivot

struct NotificationStream: Sendable {
    var observer: ObserverToken
    var continuation: AsyncStream<NotificationDelivery>.Continuation
}

extension TestApp {
    /// The notifications posted from now on (all of them when `name` is nil), buffered; the
    /// sequence ends at `finish()`. Iterate after `finish()`, or in a task of its own.
    public func notifications(named name: NotificationName? = nil) -> AsyncStream<NotificationDelivery> {
        let (stream, continuation) = AsyncStream.makeStream(of: NotificationDelivery.self)
        if harness.finished {
            continuation.finish()
        } else {
            let observer = shell.observe(name) { notification, world in continuation.yield(NotificationDelivery(notification, world: world)) }
            streams.append(NotificationStream(observer: observer, continuation: continuation))
        }
        return stream
    }
}
