// A UIKit exception that the app's own call raises outside any event (PivotUIKit's model of a
// UIKit method that throws, such as a visual format it cannot parse): the app stops as at any
// modelled crash (A6).

extension World {
    package mutating func raiseAppException(_ crash: Crash, into effects: inout Effects) { raise(crash, &effects) }
}
