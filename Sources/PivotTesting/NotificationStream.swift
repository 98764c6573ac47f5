// Notifications as async sequences: each one the app posted, with the world as it was when
// UIKit posted it (N3). The sequences end when the app finishes.

struct NotificationStream: Sendable {
    var name: NotificationName?
    var continuation: AsyncStream<NotificationDelivery>.Continuation
}

extension TestApp {
    /// The notifications posted from now on (all of them when `name` is nil), buffered; the
    /// sequence ends at `finish()`. Iterate after `finish()`, or in a task of its own.
    public func notifications(named name: NotificationName? = nil) -> AsyncStream<NotificationDelivery> {
        let (stream, continuation) = AsyncStream.makeStream(of: NotificationDelivery.self)
        if finished { continuation.finish() } else { streams.append(NotificationStream(name: name, continuation: continuation)) }
        return stream
    }

    func deliver(_ deliveries: [NotificationDelivery]) {
        for delivery in deliveries {
            for stream in streams where stream.name == nil || stream.name == delivery.notification.name {
                stream.continuation.yield(delivery)
            }
        }
    }
}
