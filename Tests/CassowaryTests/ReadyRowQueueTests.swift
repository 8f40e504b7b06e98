import XCTest
@testable import Cassowary

/// The direct pass's ready queue (`ReadyRowQueue`) pops exactly what a
/// `BinaryHeap<DirectResolution.ReadyRow>` would: strongest level first, then the earliest
/// sequence — through runs threaded through the rows, runs that turn into heaps when a row
/// arrives out of order, and the heap of the levels without a bucket.
final class ReadyRowQueueTests: XCTestCase {
    typealias ReadyRow = DirectResolution.ReadyRow

    /// Random pushes and pops, as the pass makes them (a row is queued at most once at a
    /// time), against a binary heap: every pop agrees, row, level and sequence.
    func testPopsInTheOrderOfABinaryHeap() {
        let rowCount = 64
        let links = UnsafeMutablePointer<ReadyRowQueue.Link>.allocate(capacity: rowCount)
        let buckets = UnsafeMutablePointer<ReadyRowQueue.Bucket>.allocate(capacity: ReadyRowQueue.maximumLevels)
        defer {
            links.deallocate()
            buckets.deallocate()
        }
        var random = XorShift(seed: 0x5EED_0020)
        var pops = 0
        for trial in 0..<300 {
            var queue = ReadyRowQueue(links: links, rowCapacity: rowCount, buckets: buckets)
            var reference = BinaryHeap<ReadyRow>()
            var isQueued = [Bool](repeating: false, count: rowCount)
            // Few levels (every one with a bucket) in some trials, more than the buckets in
            // others; sequences mostly rising (the runs), sometimes not (the heaps), and each
            // used once, as rows' sequences are (a heap breaks ties in no fixed order).
            let levelCount = trial % 3 == 0 ? 12 : 4
            var nextSequence = 0
            var usedSequences = Set<Int>()
            for _ in 0..<400 {
                let free = (0..<rowCount).filter { !isQueued[$0] }
                if !free.isEmpty && (reference.isEmpty || random.int(0...2) > 0) {
                    let row = free[random.int(0...(free.count - 1))]
                    let level = [1000.0, 750, 250, 249, 150, 149, 148, 50, 20, 10, 2, 1][random.int(0...(levelCount - 1))]
                    nextSequence += 16
                    var sequence = nextSequence
                    if random.int(0...9) == 0 {
                        repeat { sequence = random.int(0...nextSequence) } while usedSequences.contains(sequence)
                    }
                    usedSequences.insert(sequence)
                    let ready = ReadyRow(level: level, sequence: sequence, row: Int32(row))
                    queue.push(ready)
                    reference.push(ready)
                    isQueued[row] = true
                } else {
                    let expected = reference.pop()
                    let popped = queue.pop()
                    XCTAssertEqual(popped?.row, expected?.row, "trial \(trial)")
                    XCTAssertEqual(popped?.level, expected?.level, "trial \(trial)")
                    XCTAssertEqual(popped?.sequence, expected?.sequence, "trial \(trial)")
                    if let row = popped?.row { isQueued[Int(row)] = false }
                    pops += 1
                }
            }
            while let expected = reference.pop() {
                XCTAssertEqual(queue.pop()?.row, expected.row, "trial \(trial)")
            }
            XCTAssertNil(queue.pop())
        }
        XCTAssertGreaterThan(pops, 10_000)
    }

    /// A row the links cannot hold (outside them, or a sequence outside `Int32`) is kept
    /// and taken in its place all the same.
    func testRowsOutsideTheLinksKeepTheirPlace() {
        let links = UnsafeMutablePointer<ReadyRowQueue.Link>.allocate(capacity: 2)
        let buckets = UnsafeMutablePointer<ReadyRowQueue.Bucket>.allocate(capacity: ReadyRowQueue.maximumLevels)
        defer {
            links.deallocate()
            buckets.deallocate()
        }
        var queue = ReadyRowQueue(links: links, rowCapacity: 2, buckets: buckets)
        queue.push(ReadyRow(level: 250, sequence: 5, row: 1))
        queue.push(ReadyRow(level: 250, sequence: 3, row: 7))
        queue.push(ReadyRow(level: 250, sequence: Int(Int32.max) + 1, row: 0))
        queue.push(ReadyRow(level: 750, sequence: 9, row: 9))
        XCTAssertEqual(queue.pop()?.row, 9)
        XCTAssertEqual(queue.pop()?.row, 7)
        XCTAssertEqual(queue.pop()?.row, 1)
        XCTAssertEqual(queue.pop()?.row, 0)
        XCTAssertNil(queue.pop())
    }
}
