import Cassowary

/// `trellis_release_cached_memory`: the process-wide memory the library keeps between
/// layouts.

/// `trellis_release_cached_memory` (Include/trellis.h states its contract): frees the
/// scratch blocks kept for the next first layout and returns how many bytes they had.
@c(trellis_release_cached_memory)
public func trellis_release_cached_memory() -> Int {
    CachedScratchMemory.release()
}
