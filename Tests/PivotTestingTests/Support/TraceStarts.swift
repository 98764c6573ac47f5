// The usual starts of the harness's own tests.

/// The usual start: a portrait-only app on an iPhone X with device notifications on, launched.
let portraitApp = """
    device iPhoneX
    ios 16.0
    plist portrait
    controller home supports=portrait
    window main root=home
    show main key
    device-notifications begin
    launch
    """

/// An app that turns: all but upside down, on an iPhone 8 (no safe-area noise) with iOS 12.
let turningApp = """
    device iPhone8
    ios 12.0
    plist allButUpsideDown
    controller home
    window main root=home
    show main key
    device-notifications begin
    launch
    """
