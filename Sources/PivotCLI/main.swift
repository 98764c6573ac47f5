// The `pivot` command line: replay, check, matrix, devices, bench, help.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let status = CLI.run(arguments)
exit(status)
