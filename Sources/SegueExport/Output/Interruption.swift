import Dispatch
import Foundation

/// What an export has in progress — temporary files and folders, child encoders — and the
/// signal handling that cleans it up when the process is interrupted.
///
/// Design note. A tool that exports installs `Interruption.handleSignals(…)` once. On SIGINT
/// or SIGTERM the handler (on its own dispatch queue, since the main thread is busy rendering
/// or blocked writing to ffmpeg) kills every child encoder and waits for it to die, removes
/// every registered temporary, says so on stderr and exits with 128 + the signal (130, 143).
///
/// Invariants: a temporary is registered *before* it exists and is created while the
/// registry's lock is held (`create`), and the handler takes that lock and never gives it
/// back. So nothing registered can appear after the cleanup has looked, and no new temporary
/// or child can start once the handler runs: the thread that would create it waits on the lock
/// until the process exits. Files written *inside* a registered folder need no registration,
/// but are written under the lock (`writingInside`): once the folder is gone they cannot be
/// created, and a folder's removal never meets a write in progress (it did, leaving the folder
/// and the file being written, once frames came to be written in bursts).
///
/// Rejected alternative: a C `sigaction` handler may only call async-signal-safe functions,
/// which excludes Foundation's file removal and locks; a dispatch signal source runs ordinary
/// code on a queue. The registry is process-wide state (signals are process-wide), kept behind
/// a lock in one constant.
public enum Interruption {
  /// Handles SIGINT and SIGTERM from now on: stop child encoders, remove the temporaries of
  /// exports in progress, print "`toolName`: interrupted…" on stderr, exit with 128 + signal.
  ///
  /// Call once, early, from a command-line tool's `main`; a library never calls it.
  public static func handleSignals(toolName: String) {
    Registry.shared.installHandlers(toolName: toolName)
  }

  /// Whether an interruption is being handled (the process is about to exit).
  public static var isInProgress: Bool { Registry.shared.isInterrupted }

  /// Blocks the calling thread for good when an interruption is being handled, so that it
  /// cannot report (or exit with) the failure the interruption caused while the handler
  /// cleans up and exits; returns at once otherwise.
  public static func parkIfInterrupted() {
    guard isInProgress else { return }
    while true { pause() }
  }
}

extension Interruption {
  /// Something to undo when interrupted.
  enum Item {
    /// A temporary file or folder, removed (recursively).
    case path(URL)
    /// A child process, killed.
    case child(pid_t)
  }

  /// A registered item; `remove()` unregisters it.
  struct Token {
    fileprivate let id: UInt64

    /// Unregisters the item: it is no longer removed or killed on interruption.
    func remove() { Registry.shared.remove(id) }
  }

  /// Runs `make` (which creates or starts the item it returns) under the registry's lock, and
  /// registers the item; nothing is registered if `make` throws.
  static func create<E: Error>(_ make: () throws(E) -> Item) throws(E) -> Token {
    try Registry.shared.add(make)
  }

  /// Runs `body`, which writes a file inside a registered folder, so that no cleanup runs
  /// meanwhile: a cleanup that starts waits for it to finish, and once a cleanup has started
  /// `body` never runs (the thread waits for the process to exit). Without this a folder's
  /// removal could meet a file being written into it and leave both behind.
  static func writingInside<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    try Registry.shared.locked(body)
  }

  /// Registers `item`, which is made (or started) after this returns.
  static func register(_ item: Item) -> Token {
    Registry.shared.add { () -> Item in item }
  }
}

private final class Registry: @unchecked Sendable {
  static let shared = Registry()

  private let lock = NSLock()
  private var items: [(id: UInt64, item: Interruption.Item)] = []
  private var nextID: UInt64 = 0
  private var interrupted = false
  private var sources: [any DispatchSourceSignal] = []

  var isInterrupted: Bool {
    lock.withLock { interrupted }
  }

  func add<E: Error>(_ make: () throws(E) -> Interruption.Item) throws(E) -> Interruption.Token {
    lock.lock()
    defer { lock.unlock() }
    let item = try make()
    nextID += 1
    items.append((nextID, item))
    return Interruption.Token(id: nextID)
  }

  func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  func remove(_ id: UInt64) {
    lock.withLock { items.removeAll { $0.id == id } }
  }

  func installHandlers(toolName: String) {
    lock.withLock {
      guard sources.isEmpty else { return }
      let queue = DispatchQueue(label: "segue.interruption")
      for signalNumber in [SIGINT, SIGTERM] {
        // The default action would end the process before the source sees the signal.
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
        source.setEventHandler { [self] in
          cleanUpAndExit(signal: signalNumber, toolName: toolName)
        }
        source.resume()
        sources.append(source)
      }
    }
  }

  /// Kills the children, removes the temporaries and exits; never gives the lock back (see
  /// the design note on `Interruption`).
  private func cleanUpAndExit(signal: Int32, toolName: String) -> Never {
    // Once set (under the lock), a thread that sees its encoder die parks instead of reporting.
    lock.withLock { interrupted = true }
    lock.lock()
    for case (_, .child(let pid)) in items {
      kill(pid, SIGKILL)
      // Waits until it has exited without reaping it (Foundation's `Process` reaps it):
      // a killed encoder must not write or rename anything after the cleanup below.
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
    }
    // Latest first, so a staging folder goes before the folder made to hold it.
    for case (_, .path(let url)) in items.reversed() {
      try? FileManager.default.removeItem(at: url)
    }
    let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
    FileHandle.standardError.write(
      Data("\(toolName): interrupted (\(name)); unfinished output removed\n".utf8))
    _exit(128 + signal)
  }
}
