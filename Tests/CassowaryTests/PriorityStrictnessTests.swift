import XCTest
@testable import Cassowary

/// Optional constraints are satisfied lexicographically by level; within one level the
/// errors add up (docs/document-format.md "Layout rules": "no number of constraints at priority p outweighs one
/// constraint at a higher priority"; Priority.swift).
final class PriorityStrictnessTests: XCTestCase {
    func testOneConstraintAt501BeatsTwoHundredAt500() {
        // docs/document-format.md "Layout rules": strict priority order, whatever the count below.
        let s = Solver()
        let x = s.newVariable()
        for _ in 0..<200 { s.add([(x, 1)], -20, .equal, optional(500)) }
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 20)
        s.add([(x, 1)], -10, .equal, optional(501)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 10)
    }

    func testOneConstraintAt501BeatsTwoHundredAt500AddedAfterIt() {
        // Same as above with the strong constraint first: the order of adds does not matter.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -10, .equal, optional(501))
        for _ in 0..<200 { s.add([(x, 1)], -20, .equal, optional(500)) }
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 10)
    }

    func testWeakConstraintsDoNotOutweighAStrongerOneUnlikeKiwiWeights() {
        // kiwi's weights (strong 1e6, medium 1e3, weak 1) let 2000 weak errors of 1 outweigh
        // one medium error of 1; strict levels 2 > 1 never do. docs/document-format.md "Layout rules".
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -10, .equal, optional(2))
        for _ in 0..<2000 { s.add([(x, 1)], -11, .equal, optional(1)) }
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 10)
    }

    func testThreeLevelsAreResolvedTopDown() {
        // @300 x == 10; @250 x + y == 50; @200 y == 20; @1 x == 1.
        // All: x = 10, y = 40. Without @300: y = 20, x = 30. Without @250 too: x = 1, y = 20.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1)], -1, .equal, optional(1))
        let top = s.add([(x, 1)], -10, .equal, optional(300))
        let middle = s.add([(x, 1), (y, 1)], -50, .equal, optional(250))
        s.add([(y, 1)], -20, .equal, optional(200)); s.assertHealthy()
        assertValues(s, [(x, 10), (y, 40)])
        s.remove(top); s.assertHealthy()
        assertValues(s, [(x, 30), (y, 20)])
        s.remove(middle); s.assertHealthy()
        assertValues(s, [(x, 1), (y, 20)])
    }

    func testLowerLevelDecidesAmongSolutionsTiedAtHigherLevels() {
        // @500 x == 0 and @500 x == 30: every x in [0, 30] costs 30 at level 500.
        // @100 x == 12 picks the point. docs/document-format.md "Layout rules" and docs/uikit-behaviours.md A2.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], 0, .equal, optional(500))
        s.add([(x, 1)], -30, .equal, optional(500))
        s.add([(x, 1)], -12, .equal, optional(100)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 12)
    }

    func testLowerLevelPicksAPointOnAHigherLevelLine() {
        // @800 x + y == 100 leaves a line of optima; @10 x == 30 picks (30, 70).
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1), (y, 1)], -100, .equal, optional(800))
        s.add([(x, 1)], -30, .equal, optional(10)); s.assertHealthy()
        assertValues(s, [(x, 30), (y, 70)])
    }

    func testFractionalLevelsAreDistinct() {
        // 999.5 is a level of its own above 999 (Priority.optional takes any finite value).
        let s = Solver()
        let x = s.newVariable()
        for _ in 0..<20 { s.add([(x, 1)], -2, .equal, optional(999)) }
        s.add([(x, 1)], -1, .equal, optional(999.5)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 1)
        s.add([(x, 1)], -3, .equal, optional(999.75)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 3)
    }

    func testErrorsAddUpWithinOneLevel() {
        // Within a level errors are summed: 2·|x| + |x - 30| is least at x = 0,
        // |x| + 2·|x - 30| at x = 30. Priority.swift: "Within one level, violations add up."
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], 0, .equal, optional(500))
        s.add([(x, 1)], 0, .equal, optional(500))
        s.add([(x, 1)], -30, .equal, optional(500)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 0)

        let t = Solver()
        let y = t.newVariable()
        t.add([(y, 1)], 0, .equal, optional(500))
        t.add([(y, 1)], -30, .equal, optional(500))
        t.add([(y, 1)], -30, .equal, optional(500)); t.assertHealthy()
        XCTAssertEqual(t.solved(y), 30)
    }

    func testErrorIsMeasuredInTheConstraintsOwnUnits() {
        // 2x - 20 == 0 and x == 0 at one level: 2·|x - 10| + |x| is least at x = 10.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], 0, .equal, optional(500))
        s.add([(x, 2)], -20, .equal, optional(500)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 10)
    }

    func testOptionalInequalities() {
        // @600 x <= 50 beats @500 x >= 100; @400 x == 70 changes nothing; removing the
        // @600 cap lets x reach 100 (@500 x >= 100 holds, then @400 has no say).
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -100, .greaterThanOrEqual, optional(500))
        let cap = s.add([(x, 1)], -50, .lessThanOrEqual, optional(600))
        s.add([(x, 1)], -70, .equal, optional(400)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 50)
        s.remove(cap); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 100)
    }

    func testSatisfiedOptionalInequalityHasNoSay() {
        // x in [20, 50] at @600 (both hold); @10 x == 30 picks 30; @10 x == 70 instead gives 50.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -50, .lessThanOrEqual, optional(600))
        s.add([(x, 1)], -20, .greaterThanOrEqual, optional(600))
        let wish = s.add([(x, 1)], -30, .equal, optional(10)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 30)
        s.remove(wish)
        s.add([(x, 1)], -70, .equal, optional(10)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 50)
    }

    func testRequiredBeatsTheStrongestOptionalWithoutAnError() {
        // An optional constraint never throws; the required one holds.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -5, .equal)
        XCTAssertNoThrow(try s.tryAdd([(x, 1)], -10, .equal, optional(1000)))
        XCTAssertNoThrow(try s.tryAdd([(x, 1)], -20, .greaterThanOrEqual, optional(999.999)))
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 5)
    }

    func testStrictnessAcrossManyLevelsAndVariables() {
        // x_k == k at level 100 + 10k; x_k == x_(k-1) + 100 at level 50 + k, below every
        // wish: each variable takes its own wish, however many weaker ties pull elsewhere.
        let s = Solver()
        let xs = (0..<10).map { _ in s.newVariable() }
        for (k, x) in xs.enumerated() {
            s.add([(x, 1)], -Double(k), .equal, optional(Double(100 + 10 * k)))
            if k > 0 { s.add([(x, 1), (xs[k - 1], -1)], -100, .equal, optional(Double(50 + k))) }
            s.assertHealthy()
        }
        assertValues(s, xs.enumerated().map { ($0.element, Double($0.offset)) })
    }

    func testAutoLayoutPriorityNumbers() {
        // Priority(autoLayoutValue:): 1000 is required, 1 ..< 1000 optional, anything else nil.
        XCTAssertEqual(Priority(autoLayoutValue: 1000), .required)
        XCTAssertEqual(Priority(autoLayoutValue: 999.5), .optional(999.5))
        XCTAssertEqual(Priority(autoLayoutValue: 1), .optional(1))
        XCTAssertNil(Priority(autoLayoutValue: 0.5))
        XCTAssertNil(Priority(autoLayoutValue: 1000.5))
        XCTAssertNil(Priority(autoLayoutValue: .nan))
        XCTAssertEqual(Priority.required.autoLayoutValue, 1000)
        XCTAssertEqual(Priority.optional(250).autoLayoutValue, 250)
        XCTAssertTrue(Priority.required.isRequired)
        XCTAssertFalse(Priority.optional(999).isRequired)
    }
}
