import Synchronization

/// A small process-wide cache of the direct pass's released scratch blocks, so that the
/// next pass — the next scene's first layout, on any thread — writes memory that is
/// already mapped instead of pages the allocator just handed back to the system.
///
/// A scene's first layout makes about 0.7 MB of pass scratch (the list document's 5,665
/// rows and 4,002 columns: a reduction, a progress record and a stack entry per row, the
/// limits and the levels per column) and lets all of it go when the point is adopted. That
/// much memory freed at the top of glibc's heap is past its trim threshold, so glibc gave
/// it back to the system, and the next first layout faulted every page of it in again:
/// `scene_bench list 333 15` took 8,000-12,000 page faults in some runs against 1,500 in
/// others (round 19; docs/solver.md, "The pass's scratch blocks").
///
/// **What is kept.** Only transient blocks: a pass's `PassScratch` and a resolution's
/// levels, which live for one propagation and its certificate. The records and member
/// lists a kept resolution holds for the scene's lifetime are ordinary allocations, so a
/// scene's heap is what it was. Blocks below `minimumBytes` are not cached (small
/// allocations are cheap and do not reach the trim threshold).
///
/// **Bound.** At most `maximumBlocks` blocks and `maximumBytes` bytes together: a process
/// that frees every scene keeps at most 4 MiB here. A block that does not fit is
/// freed, after the cache's smaller blocks if dropping those makes it fit (a larger block
/// serves more scenes).
///
/// **Ownership.** A block is in the cache or held by exactly one owner (a `PassScratch`
/// or a `ColumnStorage`), never both: `take` removes it from the cache under the lock, and
/// an owner gives it back only from `deinit` or when it stops using it (`releaseLevels`),
/// after which it holds no pointer into it. Resolutions that share an owner (copies of a
/// resolution share its class references) keep the block alive through that owner, so
/// no two live owners ever write one block. Every user initializes what it reads, so a
/// block's old contents never matter (plain values only: nothing to deinitialize).
///
/// **Thread safety.** The cache's list is behind a `Mutex` (scenes may be built and freed
/// on different threads); a block itself is used by its one owner only.
enum PassBlockCache {
    /// A block of raw memory, 16-byte aligned, and how many bytes it has.
    struct Block {
        let base: UnsafeMutableRawPointer
        let byteCount: Int
    }

    /// Blocks kept at most.
    static let maximumBlocks = 4
    /// Bytes kept at most, all blocks together (4 MiB).
    static let maximumBytes = 4 << 20
    /// Smaller requests are neither served from the cache nor cached.
    static let minimumBytes = 16 << 10
    /// The alignment of every block (the strictest of the pass's records is 8).
    static let alignment = 16

    /// A kept block, by address (a plain integer, so that the list is `Sendable`).
    private struct KeptBlock: Sendable {
        var address: UInt
        var byteCount: Int
    }

    private struct Kept: ~Copyable {
        var blocks: [KeptBlock] = []
        var byteCount = 0
    }

    private static let kept = Mutex(Kept())

    /// A block of at least `byteCount` bytes: the smallest kept block that is large
    /// enough, or a new one.
    static func take(byteCount: Int) -> Block {
        let needed = max(byteCount, 1)
        if needed >= minimumBytes {
            let found: KeptBlock? = kept.withLock { kept in
                var best = -1
                for index in kept.blocks.indices where kept.blocks[index].byteCount >= needed
                    && (best < 0 || kept.blocks[index].byteCount < kept.blocks[best].byteCount) {
                    best = index
                }
                guard best >= 0 else { return nil }
                let block = kept.blocks.remove(at: best)
                kept.byteCount -= block.byteCount
                return block
            }
            if let found, let base = UnsafeMutableRawPointer(bitPattern: found.address) {
                return Block(base: base, byteCount: found.byteCount)
            }
        }
        return Block(base: .allocate(byteCount: needed, alignment: alignment), byteCount: needed)
    }

    /// Takes `block` back: kept when it fits the bound, freed otherwise. The caller holds
    /// no pointer into it from now on.
    static func give(_ block: Block) {
        guard block.byteCount >= minimumBytes, block.byteCount <= maximumBytes else {
            block.base.deallocate()
            return
        }
        let address = UInt(bitPattern: block.base)
        let isKept: Bool = kept.withLock { kept in
            if kept.blocks.capacity < maximumBlocks { kept.blocks.reserveCapacity(maximumBlocks) }
            // Make room by dropping smaller blocks, smallest first.
            while kept.blocks.count >= maximumBlocks || kept.byteCount + block.byteCount > maximumBytes {
                var smallest = -1
                for index in kept.blocks.indices where kept.blocks[index].byteCount < block.byteCount
                    && (smallest < 0 || kept.blocks[index].byteCount < kept.blocks[smallest].byteCount) {
                    smallest = index
                }
                guard smallest >= 0 else { return false }
                let dropped = kept.blocks.remove(at: smallest)
                kept.byteCount -= dropped.byteCount
                UnsafeMutableRawPointer(bitPattern: dropped.address)?.deallocate()
            }
            kept.blocks.append(KeptBlock(address: address, byteCount: block.byteCount))
            kept.byteCount += block.byteCount
            return true
        }
        if !isKept { block.base.deallocate() }
    }

    /// The bytes the cache holds now (for tests and measurements).
    static var keptByteCount: Int { kept.withLock { $0.byteCount } }

    /// The blocks the cache holds now (for tests).
    static var keptBlockCount: Int { kept.withLock { $0.blocks.count } }

    /// Frees every kept block and returns how many bytes they had
    /// (`CachedScratchMemory.release`, `trellis_release_cached_memory`, tests).
    @discardableResult
    static func removeAll() -> Int {
        kept.withLock { kept in
            let freed = kept.byteCount
            for block in kept.blocks { UnsafeMutableRawPointer(bitPattern: block.address)?.deallocate() }
            kept.blocks.removeAll()
            kept.byteCount = 0
            return freed
        }
    }
}
