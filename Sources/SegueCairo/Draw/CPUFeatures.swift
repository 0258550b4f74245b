import CCairo

/// What the processor running the program can do beyond x86-64's baseline (SSE2), asked once.
/// The samplers written in C for a wider instruction set (`CCairo/shim.h`) are called only
/// where it says yes; each wider path computes the same integers as the SSE2 one, and the
/// tests hold them to the same bytes on a machine that has both.
enum CPUFeatures {
  /// Whether AVX2 runs here (the CPU has it and the system saves its registers).
  static let hasAVX2 = segue_cpu_has_avx2() != 0
}
