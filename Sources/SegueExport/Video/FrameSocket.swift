import Foundation

/// The socket pair that carries raw frames to a child process, and writes that cannot raise
/// `SIGPIPE` (see `FFmpeg`).
enum FrameSocket {
  /// A connected pair of stream sockets, both close-on-exec: `parent` is written here,
  /// `child` becomes the child's standard input.
  static func makePair() throws -> (parent: Int32, child: Int32) {
    var fds: [Int32] = [-1, -1]
    #if canImport(Glibc)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &fds) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    #if !canImport(Glibc)
      // Darwin has neither SOCK_CLOEXEC nor MSG_NOSIGNAL: set both per socket instead.
      var one: Int32 = 1
      for fd in fds {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
      }
    #endif
    return (fds[0], fds[1])
  }

  /// Writes all of `bytes` to `socket`, retrying short writes and interruptions.
  ///
  /// - Returns: `nil` on success, else the `errno` of the failed write (`EPIPE` when the reader
  ///   has gone).
  static func send(_ bytes: [UInt8], to socket: Int32) -> Int32? {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    return bytes.withUnsafeBytes { buffer -> Int32? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.send(socket, base + offset, buffer.count - offset, flags)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}
