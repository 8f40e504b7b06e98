import XCTest
@testable import Cassowary

/// `DirectResolution.ClassRowsCache`: the class rows of the classes a follow moved whole, by
/// representative, in slots per column (a removal moves the last entry into the freed slot).
final class ClassRowsCacheTests: XCTestCase {
    typealias ClassRows = DirectResolution.ClassRows

    func rows(_ marker: Int32) -> ClassRows {
        var classRows = ClassRows()
        classRows.outerRows = [marker]
        return classRows
    }

    func testEntriesAreFoundByRepresentativeAfterRemovalsMoveOthers() {
        var cache = DirectResolution.ClassRowsCache()
        XCTAssertTrue(cache.isEmpty)
        XCTAssertNil(cache[7])
        cache[7] = nil  // dropping an absent entry changes nothing
        XCTAssertTrue(cache.isEmpty)
        for representative: Int32 in [3, 40, 9, 0] { cache[representative] = rows(representative * 10) }
        XCTAssertEqual(Set(cache.representatives), [3, 40, 9, 0])
        // Removing the first entry moves the last (0) into its slot.
        cache[3] = nil
        XCTAssertNil(cache[3])
        XCTAssertEqual(cache[0]?.outerRows, [0])
        XCTAssertEqual(cache[40]?.outerRows, [400])
        XCTAssertEqual(cache[9]?.outerRows, [90])
        // Replacing keeps one entry per representative.
        cache[9] = rows(91)
        XCTAssertEqual(cache[9]?.outerRows, [91])
        XCTAssertEqual(cache.representatives.count, 3)
        // Past the table, and negative: absent.
        XCTAssertNil(cache[1000])
        XCTAssertNil(cache[-1])
        cache.removeAll()
        XCTAssertTrue(cache.isEmpty)
        for representative: Int32 in [3, 40, 9, 0] { XCTAssertNil(cache[representative]) }
        cache[40] = rows(1)
        XCTAssertEqual(cache[40]?.outerRows, [1])
        XCTAssertEqual(cache.representatives, [40])
    }
}
