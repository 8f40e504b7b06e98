import Dispatch
import Synchronization
import XCTest
@testable import Cassowary

/// The direct pass's process-wide cache of scratch blocks (`PassBlockCache`): a released
/// block serves the next pass, two live owners never get one block, and what is kept stays
/// within the bound.
final class PassBlockCacheTests: XCTestCase {
    override func setUp() {
        super.setUp()
        PassBlockCache.removeAll()
    }

    override func tearDown() {
        PassBlockCache.removeAll()
        super.tearDown()
    }

    /// A block given back is kept and handed to the next take it is large enough for; a
    /// take it is too small for gets a new block.
    func testAReleasedBlockServesTheNextTake() {
        let first = PassBlockCache.take(byteCount: 100_000)
        PassBlockCache.give(first)
        XCTAssertEqual(PassBlockCache.keptByteCount, first.byteCount)
        let again = PassBlockCache.take(byteCount: 90_000)
        XCTAssertEqual(again.base, first.base)
        XCTAssertEqual(again.byteCount, first.byteCount)
        XCTAssertEqual(PassBlockCache.keptByteCount, 0)
        PassBlockCache.give(again)
        let larger = PassBlockCache.take(byteCount: 200_000)
        XCTAssertNotEqual(larger.base, first.base)
        XCTAssertEqual(PassBlockCache.keptByteCount, first.byteCount)
        PassBlockCache.give(larger)
    }

    /// Two blocks taken while both are live are never the same block, even when only one
    /// is kept.
    func testTwoLiveTakesNeverShareABlock() {
        PassBlockCache.give(PassBlockCache.take(byteCount: 64 << 10))
        let one = PassBlockCache.take(byteCount: 64 << 10)
        let other = PassBlockCache.take(byteCount: 64 << 10)
        XCTAssertNotEqual(one.base, other.base)
        PassBlockCache.give(one)
        PassBlockCache.give(other)
    }

    /// Whatever is given back, the cache keeps at most `maximumBlocks` blocks and
    /// `maximumBytes` bytes, keeps no block below `minimumBytes` or above `maximumBytes`,
    /// and prefers larger blocks to smaller ones.
    func testWhatIsKeptIsBounded() {
        let blocks = (0..<10).map { index in PassBlockCache.take(byteCount: (256 << 10) + index * 4096) }
        for block in blocks { PassBlockCache.give(block) }
        XCTAssertLessThanOrEqual(PassBlockCache.keptBlockCount, PassBlockCache.maximumBlocks)
        XCTAssertLessThanOrEqual(PassBlockCache.keptByteCount, PassBlockCache.maximumBytes)
        // The largest ones are the ones kept.
        XCTAssertEqual(PassBlockCache.keptByteCount, blocks.suffix(PassBlockCache.maximumBlocks).map(\.byteCount).reduce(0, +))

        PassBlockCache.removeAll()
        for _ in 0..<6 { PassBlockCache.give(PassBlockCache.take(byteCount: 1 << 20)) }
        for block in (0..<6).map({ _ in PassBlockCache.take(byteCount: 1_500_000) }) { PassBlockCache.give(block) }
        XCTAssertLessThanOrEqual(PassBlockCache.keptByteCount, PassBlockCache.maximumBytes)
        XCTAssertLessThanOrEqual(PassBlockCache.keptBlockCount, PassBlockCache.maximumBlocks)

        PassBlockCache.removeAll()
        PassBlockCache.give(PassBlockCache.take(byteCount: PassBlockCache.maximumBytes + 1))
        PassBlockCache.give(PassBlockCache.take(byteCount: PassBlockCache.minimumBytes - 1))
        XCTAssertEqual(PassBlockCache.keptByteCount, 0)
        XCTAssertEqual(PassBlockCache.keptBlockCount, 0)
    }

    /// Threads taking, writing and giving back blocks at once: each finds in its block only
    /// what it wrote (a block handed to two threads would show the other's bytes).
    func testConcurrentTakesNeverShareABlock() {
        let threads = 4, rounds = 300
        final class Mismatches: Sendable {
            let count = Mutex(0)
        }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let mark = UInt8(truncatingIfNeeded: thread + 1)
            for round in 0..<rounds {
                let block = PassBlockCache.take(byteCount: (32 << 10) + (round % 5) * 8192)
                let bytes = block.base.bindMemory(to: UInt8.self, capacity: block.byteCount)
                bytes.update(repeating: mark, count: block.byteCount)
                for index in stride(from: 0, to: block.byteCount, by: 512) where bytes[index] != mark {
                    mismatches.count.withLock { $0 += 1 }
                }
                PassBlockCache.give(block)
            }
        }
        XCTAssertEqual(mismatches.count.withLock { $0 }, 0)
        XCTAssertLessThanOrEqual(PassBlockCache.keptBlockCount, PassBlockCache.maximumBlocks)
    }

    /// A first layout leaves its pass's scratch in the cache, and the next solver's first
    /// layout takes it rather than growing the cache.
    func testAFirstLayoutReusesTheLastPassScratch() throws {
        func firstLayout() throws {
            let solver = Solver()
            let count = 600
            let left = (0..<count).map { _ in solver.newVariable() }
            let width = (0..<count).map { _ in solver.newVariable() }
            var batch: [Solver.PendingConstraint] = []
            batch.append(.init(LinearExpression([(left[0], 1)], constant: 0), .equal))
            for index in 0..<count {
                batch.append(.init(LinearExpression([(width[index], 1)], constant: -30), .equal))
                if index > 0 {
                    batch.append(.init(LinearExpression([(left[index], 1), (left[index - 1], -1),
                                                         (width[index - 1], -1)], constant: -2), .equal))
                }
            }
            _ = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
            XCTAssertTrue(solver.isDirectlyResolved)
            XCTAssertEqual(solver.currentValue(of: left[count - 1]), Double(count - 1) * 32)
        }
        try firstLayout()
        let kept = PassBlockCache.keptByteCount
        XCTAssertGreaterThan(kept, 0)
        try firstLayout()
        XCTAssertEqual(PassBlockCache.keptByteCount, kept)
    }
}
