// `import UIKit` brings Foundation; so does `import PivotUIKit`, so a ported file needs no
// other import. PivotUIKit's own NotificationCenter, DispatchQueue and Timer shadow Foundation's
// for the code that imports it (Docs/PORTING.md).

@_exported import Foundation
