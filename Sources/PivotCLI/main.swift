// The `pivot` command line: replay, check, render, matrix, explore, why, devices, port, help.

import Foundation

// A closed pipe is an error to report, not a signal that kills the process.
signal(SIGPIPE, SIG_IGN)
let arguments = Array(CommandLine.arguments.dropFirst())
let status = CLI.run(arguments)
exit(status)
