import Pivot
import PivotUIKit
import Testing

// Library code in Swift 5 mode, as a message library writes it against UIKit: a main-actor
// manager with a static default configuration, configured from a storyboard segue subclass's
// members. It compiles because PivotUIKit's UIStoryboardSegue is main-actor isolated, as UIKit's
// is (its subclass's members inherit the isolation); were it not, every line of `MessageSegue`
// below would be "main actor-isolated property 'defaultConfig' can not be mutated from a
// nonisolated context". That this file compiles is half the test.

@MainActor
final class Messenger {
    struct Config { var duration = 2.0; var dims = false }
    static var defaultConfig = Config()
    var config = Messenger.defaultConfig
    var shown: [Config] = []
    func show() { shown.append(config) }
}

final class MessageSegue: UIStoryboardSegue {
    let messenger = Messenger()
    var duration: Double {
        get { messenger.config.duration }
        set { messenger.config.duration = newValue }
    }
    override func perform() {
        Messenger.defaultConfig.dims = true
        messenger.config.dims = Messenger.defaultConfig.dims
        messenger.show()
        super.perform()
    }
}

@MainActor
@Suite("PivotUIKit in Swift 5 mode: isolation as UIKit imports it")
struct IsolationSwift5Tests {
    @Test("A segue subclass configures a main-actor manager from its members and presents its destination")
    func segueConfiguresTheManager() {
        let app = PivotApp(device: "iPhone8", ios: "15.0")!
        app.run {
            let source = UIViewController()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = source
            window.makeKeyAndVisible()
            app.launch()
            let destination = UIViewController()
            let segue = MessageSegue(identifier: "message", source: source, destination: destination)
            segue.duration = 4
            segue.perform()
            #expect(segue.messenger.shown.map(\.duration) == [4] && segue.messenger.shown.map(\.dims) == [true])
            #expect(source.presentedViewController === destination)
        }
    }
}
