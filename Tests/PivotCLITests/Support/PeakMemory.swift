// The most memory a run of `pivot` held (its peak resident size, as the kernel counts it for
// that child alone): growth tests count memory this way, never time.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `pivot` with its output thrown away (give absolute paths: the test process's
/// folder is shared); its exit status and peak resident size in kilobytes.
func pivotPeakMemory(_ arguments: [String]) throws -> (status: Int32, kilobytes: Int) {
    let argv = ([pivotBinary.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [Int32(1), 2] { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var child: pid_t = 0
    let spawned = posix_spawn(&child, pivotBinary.path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
    // WEXITSTATUS: the status's second byte.
    return ((status >> 8) & 0xFF, usage.ru_maxrss)
}
