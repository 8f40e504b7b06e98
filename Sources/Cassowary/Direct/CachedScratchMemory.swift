/// The memory the direct pass keeps between layouts (`PassBlockCache`), for a host that
/// wants it back: after freeing its last scene, or when the system asks it to use less.
///
/// The cache holds at most `PassBlockCache.maximumBytes` (4 MiB) and refills at the next
/// first layout, so releasing it is never needed for correctness; it only trades the next
/// first layout's page faults for memory now.
public enum CachedScratchMemory {
    /// The bytes the cache keeps now.
    public static var byteCount: Int { PassBlockCache.keptByteCount }

    /// Frees every kept block; returns the bytes freed. Safe on any thread, at any time:
    /// blocks in use by a layout are not in the cache.
    @discardableResult
    public static func release() -> Int { PassBlockCache.removeAll() }
}
