import Foundation

/// This binary run again as a child process, for the bench rows that measure a whole command
/// as a user runs it (`rss-demo`, `demo-parallel`, `record-parallel`): a fresh process, so
/// that nothing another row allocated or cached counts.
enum ChildProcess {
  /// Runs this binary with `arguments` and `environment` added to this process's own, output
  /// discarded, waits for it, and returns the wall-clock milliseconds from spawn to exit;
  /// throws if it cannot start or does not exit with status 0.
  @discardableResult
  static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws
    -> Double
  {
    let executable = "/proc/self/exe"
    let command = arguments.joined(separator: " ")
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let environment = ProcessInfo.processInfo.environment.merging(extra) { _, added in added }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }
    let start = ContinuousClock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw CLIError("could not run \(command): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw CLIError("waiting for the child failed: errno \(errno)") }
    }
    let elapsed = (ContinuousClock.now - start).components
    // Exited (low seven bits 0) with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw CLIError("\(command) failed (wait status \(status))")
    }
    return Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
  }
}
