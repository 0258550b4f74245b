// glibc's allocator tuning (mallopt), which Swift's Glibc module does not include: the segue
// tool keeps frame-sized buffers in the heap (see SegueCLI's SegueCommand.swift).
#include <malloc.h>
