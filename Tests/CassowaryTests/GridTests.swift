import XCTest
@testable import Cassowary

final class GridTests: XCTestCase {
    func testGridOfFiveWithStrongEnd() throws {
        let s = Solver()
        let n = 5
        let left = (0..<n).map { _ in s.newVariable() }
        let width = (0..<n).map { _ in s.newVariable() }
        let total = s.newVariable()
        for i in 0..<(n - 1) { s.add([(left[i + 1], 1), (left[i], -1), (width[i], -1)], -8, .equal); s.assertHealthy() }
        for i in 0..<n {
            s.add([(width[i], 1)], -20, .greaterThanOrEqual); s.assertHealthy()
            s.add([(width[i], 1)], -100, .equal, optional(500)); s.assertHealthy()
        }
        s.add([(left[0], 1)], 0, .equal); s.assertHealthy()
        s.add([(left[n - 1], 1), (width[n - 1], 1), (total, -1)], 0, .equal, optional(750)); s.assertHealthy()
        try s.addEditVariable(total, priority: optional(900)); s.assertHealthy()
        try s.suggestValue(total, 1000); s.assertHealthy()
        XCTAssertEqual(s.solved(left[n - 1]) + s.solved(width[n - 1]), 1000, accuracy: 1e-6)
        try s.suggestValue(total, 300); s.assertHealthy()
        XCTAssertEqual(s.solved(left[n - 1]) + s.solved(width[n - 1]), 300, accuracy: 1e-6)
        try s.suggestValue(total, 50); s.assertHealthy()
        // Minimum: 5*20 + 4*8 = 132; the strong end cannot be met, the edit is even stronger but
        // the required minimum widths win.
        XCTAssertEqual(s.solved(left[n - 1]) + s.solved(width[n - 1]), 132, accuracy: 1e-6)
    }
}
