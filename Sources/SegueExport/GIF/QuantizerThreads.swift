import Foundation

/// libimagequant on one thread: the calling one.
///
/// Debian's libimagequant is built with OpenMP, and ran its histogram, k-means and remapping on
/// a team of a thread per core. So how a GIF was computed depended on the machine (its k-means
/// adds up partial sums per thread, so the bytes may too), `--jobs 1` was not one thread
/// (`segue demo` used 1.08 cores), and inside `demo`'s pool, whose workers
/// already keep every core busy, each worker's team spun at OpenMP's barriers against the other
/// worker (libgomp 5–6 % of the export's CPU). The callers that want several cores encode
/// several things at once instead (`demo`'s pool).
///
/// `omp_set_num_threads` sets the calling thread's own team size (libgomp keeps it per thread);
/// it is put back afterwards, so a thread reused for something else is as it was. The entry
/// points are looked up at run time: a libimagequant built without OpenMP has no team to size,
/// and nothing is linked that such a system would lack.
enum QuantizerThreads {
  private typealias SetThreads = @convention(c) (Int32) -> Void
  private typealias MaximumThreads = @convention(c) () -> Int32

  private static let openMP: (set: SetThreads, maximum: MaximumThreads)? = {
    guard let process = dlopen(nil, RTLD_NOW) else { return nil }
    defer { dlclose(process) }
    guard let set = dlsym(process, "omp_set_num_threads"),
      let maximum = dlsym(process, "omp_get_max_threads")
    else { return nil }
    return (
      unsafeBitCast(set, to: SetThreads.self), unsafeBitCast(maximum, to: MaximumThreads.self)
    )
  }()

  /// Runs `body` with libimagequant's calls on this thread alone.
  static func single<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = current
    setTeam(1)
    defer { setTeam(previous) }
    return try body()
  }

  /// The team size libimagequant would use on this thread now (1 without OpenMP).
  static var current: Int { openMP.map { Int($0.maximum()) } ?? 1 }

  /// Sets this thread's team size (nothing without OpenMP).
  static func setTeam(_ threads: Int) {
    openMP?.set(Int32(clamping: max(threads, 1)))
  }
}
