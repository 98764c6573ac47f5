// A trace with more steps where iOS 7.1 and 16.0 differ than the matrix table shows (500):
// the matrix tests of the library and of `pivot matrix --all` both read it.

public enum MatrixFixtures {
    /// 600 rotations of a portrait-only app under an alert window that turns: every rotation
    /// differs between iOS 7.1 and 16.0 (the safe areas), the last at line 609. No `device`
    /// line: an iPhoneX written as the device never ran 7.1, a pair matrix refuses as replay does;
    /// the default device is a model choice neither checks.
    public static let manyDifferingSteps: String = {
        let rotations = (0..<600).map { $0 % 2 == 0 ? "rotate landscapeLeft" : "rotate portrait" }
        return (["# the default device, iPhoneX", "ios 16.0", "controller home supports=portrait", "window main root=home",
                 "controller other supports=all", "window side root=other level=alert", "show main key", "show side",
                 "launch"] + rotations).joined(separator: "\n") + "\n"
    }()
}
