import XCTest
@testable import Cassowary

/// Direct resolution at the solver level: what it certifies (with the expected values
/// stated literally), what it must refuse, and a differential fuzzer against the LP-only
/// path on layout-shaped random problems (the scene-level one is in TrellisDocumentTests).
final class DirectResolutionSolverTests: XCTestCase {
    // MARK: What is certified

    /// A fill stack whose last view hugs at 249: every width is its intrinsic one but the
    /// last, which takes the slack (150 − 10 − 20 − 2·5 = 110 ≥ 30). Resolved directly; the
    /// LP is built only when a constant changes, and then agrees.
    func testFillStackResolvesDirectly() {
        let solver = Solver()
        let widths = [10.0, 20.0, 30.0]
        let left = widths.map { _ in solver.newVariable() }
        let width = widths.map { _ in solver.newVariable() }
        var batch: [Solver.PendingConstraint] = []
        func row(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
                 _ priority: Priority = .required) {
            batch.append(.init(LinearExpression(terms, constant: constant), relation, priority: priority))
        }
        row([(left[0], 1)], 0, .equal)
        for index in 1..<3 { row([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)], -5, .equal) }
        row([(left[2], 1), (width[2], 1)], -150, .equal)
        for index in 0..<3 {
            row([(width[index], 1)], -widths[index], .greaterThanOrEqual, .optional(750))
            row([(width[index], 1)], -widths[index], .lessThanOrEqual, .optional(index == 2 ? 249 : 250))
        }
        solver.recordsDirectResolution = true
        XCTAssertNotNil(solver.addConstraintsIfAllFit(batch))
        XCTAssertEqual(solver.currentValue(of: width[2]), 110)
        XCTAssertEqual(solver.currentValue(of: left[2]), 40)
        XCTAssertTrue(solver.isDirectlyResolved)
        XCTAssertEqual(solver.directResolutionReport.resolvedComponents, 1)
        XCTAssertEqual(solver.pivotCount, 0)
        XCTAssertTrue(solver.ambiguousVariables().isEmpty)  // answered from the certificate
        XCTAssertTrue(solver.isDirectlyResolved)
        XCTAssertFalse(solver.constraintsDetermining(width[2]).isEmpty)  // builds the LP
        XCTAssertFalse(solver.isDirectlyResolved)
        XCTAssertEqual(solver.currentValue(of: width[2]), 110)
        solver.assertHealthy()
    }

    /// A chain of three widths between fixed edges (x₈ = 288.5): the third's hugging row at
    /// 250 is violated (x₇ = 189 ≥ 10), proven optimal by the level's multipliers. Its
    /// constant then moves in direct mode (re-resolved directly, read), and a second change
    /// leaves x₅ and x₇ tied: the LP is built, replaying the first change and the read
    /// after it, and must choose what the LP-only solver chooses (x₅ = 210.5, x₇ = 10;
    /// direct-vs-LP fuzz finding: 31.5 when the replay skipped the read's settle).
    func testChangesInDirectModeReplayAsTheyHappened() throws {
        var results: [[Double]] = []
        for direct in [true, false] {
            let solver = Solver()
            solver.usesDirectResolution = direct
            let v = (0..<10).map { _ in solver.newVariable() }
            var batch: [Solver.PendingConstraint] = []
            func row(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Priority = .required) {
                batch.append(.init(LinearExpression(terms.map { (v[$0.0], $0.1) }, constant: constant), relation, priority: priority))
            }
            row([(0, 1)], 0, .equal)
            row([(1, 1)], -320, .equal)
            row([(2, 1), (0, -1)], 0, .equal)
            row([(4, 1), (2, -1), (3, -1)], -8, .equal, .optional(999))
            row([(6, 1), (4, -1), (5, -1)], -8, .equal)
            row([(8, 1), (6, -1), (7, -1)], -8, .equal)
            row([(8, 1), (9, 1), (0, -1), (1, -1)], 0, .equal)
            row([(3, 1)], -44, .greaterThanOrEqual, .optional(250))
            row([(3, 1)], -44, .lessThanOrEqual, .optional(750))
            row([(5, 1)], -31.5, .greaterThanOrEqual, .optional(250))
            row([(5, 1)], -31.5, .lessThanOrEqual, .optional(750))
            row([(7, 1)], -10, .greaterThanOrEqual)
            row([(7, 1)], -10, .lessThanOrEqual, .optional(250))
            row([(9, 1)], -31.5, .greaterThanOrEqual, .optional(750))
            row([(9, 1)], -31.5, .lessThanOrEqual, .optional(750))
            let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
            XCTAssertEqual(solver.currentValue(of: v[7]), 189)
            XCTAssertEqual(solver.isDirectlyResolved, direct)
            try solver.setConstant(ids[12], -2000)
            XCTAssertEqual(solver.currentValue(of: v[7]), 189)
            XCTAssertEqual(solver.isDirectlyResolved, direct)
            try solver.setConstant(ids[10], -2000)
            XCTAssertFalse(solver.isDirectlyResolved)
            results.append(v.map { solver.currentValue(of: $0) })
            solver.assertHealthy()
        }
        XCTAssertEqual(results[0], results[1])
        XCTAssertEqual(results[0][5], 210.5)
        XCTAssertEqual(results[0][7], 10)
    }

    /// A fillProportionally-shaped stack (docs/uikit-behaviours.md S4): intrinsic widths
    /// 10, 20, 30, 40 in a 150-wide canvas with no spacing; each width's proportion row
    /// (1.5 × intrinsic) counts down 300, 200, 100, 50 — past the first, weaker than the
    /// hugging rows at 250. The sum of the hugging violations is fixed by the required
    /// chain, so the proportions decide: 15, 30, 45, 60 (the LP's answer too). The first
    /// propagation lets the hugging pairs decide and is refused; the second, deferring
    /// pairs, finds the point, and the level 250 is proven by its multipliers. Then the
    /// canvas widens to 200 in direct mode (followed, no LP): 20, 40, 60, 80.
    func testProportionalWidthsAreCertifiedByTheLevelsMultipliers() throws {
        let solver = Solver()
        let intrinsic = [10.0, 20.0, 30.0, 40.0]
        let left = intrinsic.map { _ in solver.newVariable() }
        let width = intrinsic.map { _ in solver.newVariable() }
        let canvas = solver.newVariable()
        var batch: [Solver.PendingConstraint] = []
        func row(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
                 _ priority: Priority = .required) {
            batch.append(.init(LinearExpression(terms, constant: constant), relation, priority: priority))
        }
        row([(canvas, 1)], -150, .equal)
        row([(left[0], 1)], 0, .equal)
        for index in 1..<4 { row([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)], 0, .equal) }
        row([(left[3], 1), (width[3], 1), (canvas, -1)], 0, .equal)
        let countdown = [300.0, 200, 100, 50]
        for index in 0..<4 {
            row([(width[index], 1)], -intrinsic[index], .greaterThanOrEqual, .optional(750))
            row([(width[index], 1)], -intrinsic[index], .lessThanOrEqual, .optional(250))
            row([(width[index], 1), (canvas, -intrinsic[index] / 100)], 0, .equal, .optional(countdown[index]))
        }
        solver.recordsDirectResolution = true
        let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
        XCTAssertEqual(width.map { solver.currentValue(of: $0) }, [15, 30, 45, 60])
        XCTAssertEqual(left.map { solver.currentValue(of: $0) }, [0, 15, 45, 90])
        XCTAssertTrue(solver.isDirectlyResolved)
        XCTAssertEqual(solver.directResolutionReport.resolvedComponents, 1)
        try solver.setConstant(ids[0], -200)
        XCTAssertEqual(width.map { solver.currentValue(of: $0) }, [20, 40, 60, 80])
        XCTAssertTrue(solver.isDirectlyResolved)
        XCTAssertEqual(solver.pivotCount, 0)
        XCTAssertTrue(solver.ambiguousVariables().isEmpty)  // builds the LP: it agrees
        XCTAssertEqual(width.map { solver.currentValue(of: $0) }, [20, 40, 60, 80])
        solver.assertHealthy()
    }

    /// The fill stack of `testFillStackResolvesDirectly` resized in direct mode: wider
    /// (the slack view takes it: 110 → 160, followed without the LP), then too narrow for
    /// the intrinsic widths (60: 50 for 10 + 20 + 30 of content, compression resistances
    /// all at 750, a tie the certificate refuses): the LP decides, exactly as the LP-only
    /// solver does (it takes the 10 points from the first view: 0, 20, 30).
    func testResizingInDirectModeFollowsOrFallsBack() throws {
        var finals: [[Double]] = []
        for direct in [true, false] {
            let solver = Solver()
            solver.usesDirectResolution = direct
            let widths = [10.0, 20.0, 30.0]
            let left = widths.map { _ in solver.newVariable() }
            let width = widths.map { _ in solver.newVariable() }
            var batch: [Solver.PendingConstraint] = []
            func row(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
                     _ priority: Priority = .required) {
                batch.append(.init(LinearExpression(terms, constant: constant), relation, priority: priority))
            }
            row([(left[0], 1)], 0, .equal)
            for index in 1..<3 { row([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)], -5, .equal) }
            row([(left[2], 1), (width[2], 1)], -150, .equal)
            for index in 0..<3 {
                row([(width[index], 1)], -widths[index], .greaterThanOrEqual, .optional(750))
                row([(width[index], 1)], -widths[index], .lessThanOrEqual, .optional(index == 2 ? 249 : 250))
            }
            let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
            try solver.setConstant(ids[3], -200)
            XCTAssertEqual(width.map { solver.currentValue(of: $0) }, [10, 20, 160])
            XCTAssertEqual(solver.isDirectlyResolved, direct)
            if direct { XCTAssertEqual(solver.pivotCount, 0) }
            try solver.setConstant(ids[3], -60)
            XCTAssertFalse(solver.isDirectlyResolved)
            finals.append(width.map { solver.currentValue(of: $0) })
            solver.assertHealthy()
        }
        XCTAssertEqual(finals[0], finals[1])
        XCTAssertEqual(finals[0], [0, 20, 30])
    }

    /// Direct mode follows a resize while that is cheaper than the LP's relayout: after a
    /// change that moved most of the point one variable at a time (every width of a
    /// proportional stack, each its own class), the next change builds the LP, whose
    /// relayout moves such a point faster (a class moved whole does not count:
    /// `testClassMovedWholeFollowsAndFallsBack`). A stack where one view takes the slack stays direct past
    /// `directChangeLimit` changes with the seeded hand-over (which replays nothing); with
    /// the crash-and-replay hand-over the LP takes over after the limit (it replays the
    /// changes, so they must not pile up). Values agree with the LP throughout.
    func testDirectModeHandsOverToTheLinearProgramWhenFollowingIsCostlyOrLong() throws {
        let proportional = Solver()
        let intrinsic = [10.0, 20.0, 30.0, 40.0]
        let left = intrinsic.map { _ in proportional.newVariable() }
        let width = intrinsic.map { _ in proportional.newVariable() }
        let canvas = proportional.newVariable()
        var batch: [Solver.PendingConstraint] = []
        batch.append(.init(LinearExpression([(canvas, 1)], constant: -150), .equal))
        batch.append(.init(LinearExpression([(left[0], 1)], constant: 0), .equal))
        for index in 1..<4 {
            batch.append(.init(LinearExpression([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)], constant: 0), .equal))
        }
        batch.append(.init(LinearExpression([(left[3], 1), (width[3], 1), (canvas, -1)], constant: 0), .equal))
        for (index, countdown) in [300.0, 200, 100, 50].enumerated() {
            batch.append(.init(LinearExpression([(width[index], 1)], constant: -intrinsic[index]), .greaterThanOrEqual, priority: .optional(750)))
            batch.append(.init(LinearExpression([(width[index], 1)], constant: -intrinsic[index]), .lessThanOrEqual, priority: .optional(250)))
            batch.append(.init(LinearExpression([(width[index], 1), (canvas, -intrinsic[index] / 100)], constant: 0), .equal,
                               priority: .optional(countdown)))
        }
        let ids = try XCTUnwrap(proportional.addConstraintsIfAllFit(batch))
        XCTAssertTrue(proportional.isDirectlyResolved)
        try proportional.setConstant(ids[0], -200)
        XCTAssertEqual(width.map { proportional.currentValue(of: $0) }, [20, 40, 60, 80])
        XCTAssertTrue(proportional.isDirectlyResolved)   // followed: every width moved
        try proportional.setConstant(ids[0], -300)
        XCTAssertFalse(proportional.isDirectlyResolved)  // so this one built the LP
        XCTAssertEqual(width.map { proportional.currentValue(of: $0) }, [30, 60, 90, 120])
        proportional.assertHealthy()

        let widths = [10.0, 20.0, 30.0]
        for seeded in [true, false] {
            let fill = Solver()
            fill.seedsLinearProgramFromDirectSolution = seeded
            let lefts = widths.map { _ in fill.newVariable() }
            let sizes = widths.map { _ in fill.newVariable() }
            var rows: [Solver.PendingConstraint] = [.init(LinearExpression([(lefts[0], 1)], constant: 0), .equal)]
            for index in 1..<3 {
                rows.append(.init(LinearExpression([(lefts[index], 1), (lefts[index - 1], -1), (sizes[index - 1], -1)], constant: -5), .equal))
            }
            rows.append(.init(LinearExpression([(lefts[2], 1), (sizes[2], 1)], constant: -150), .equal))
            for index in 0..<3 {
                rows.append(.init(LinearExpression([(sizes[index], 1)], constant: -widths[index]), .greaterThanOrEqual, priority: .optional(750)))
                rows.append(.init(LinearExpression([(sizes[index], 1)], constant: -widths[index]), .lessThanOrEqual,
                                  priority: .optional(index == 2 ? 249 : 250)))
            }
            let fillIDs = try XCTUnwrap(fill.addConstraintsIfAllFit(rows))
            for change in 1 ... Solver.directChangeLimit + 1 {
                let total = 150.0 + Double(change)
                try fill.setConstant(fillIDs[3], -total)
                XCTAssertEqual(fill.currentValue(of: sizes[2]), total - 40, "change \(change)")
                XCTAssertEqual(fill.isDirectlyResolved, seeded || change <= Solver.directChangeLimit, "change \(change)")
            }
            fill.assertHealthy()
        }
    }

    /// The hand-over built on the certified point (`settleFromDirectSeed`): a
    /// fillProportionally-shaped stack of 40 views (intrinsic widths 10, 20, 30, 40, …;
    /// hugging 250, compression 750; proportion rows counting down as UIKit's do, here from
    /// 270 so that, like UIKit's 999 countdown past the 749th view, they fall below the
    /// hugging level after the 20th view) on a canvas twice the content: every width is
    /// twice its intrinsic one and every hugging row violated, proven by the levels'
    /// multipliers. Built directly, the canvas moved twice (the second change builds the LP:
    /// following the first moved every width). Seeded, the LP starts on the point and needs
    /// no pivot; the crash-and-replay hand-over reaches the same widths (4 × intrinsic)
    /// through 39 pivots (counted on this build).
    func testHandOverBuildsTheLinearProgramOnTheCertifiedPoint() throws {
        var pivotsAtHandOver: [Bool: Int] = [:]
        for seeded in [true, false] {
            let solver = Solver()
            solver.seedsLinearProgramFromDirectSolution = seeded
            let count = 40
            let intrinsic = (0..<count).map { Double(10 * (1 + $0 % 4)) }
            let content = intrinsic.reduce(0, +)  // 1000
            let left = intrinsic.map { _ in solver.newVariable() }
            let width = intrinsic.map { _ in solver.newVariable() }
            let canvas = solver.newVariable()
            var batch: [Solver.PendingConstraint] = []
            func row(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
                     _ priority: Priority = .required) {
                batch.append(.init(LinearExpression(terms, constant: constant), relation, priority: priority))
            }
            row([(canvas, 1)], -2 * content, .equal)
            row([(left[0], 1)], 0, .equal)
            for index in 1..<count { row([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)], 0, .equal) }
            row([(left[count - 1], 1), (width[count - 1], 1), (canvas, -1)], 0, .equal)
            for index in 0..<count {
                row([(width[index], 1)], -intrinsic[index], .greaterThanOrEqual, .optional(750))
                row([(width[index], 1)], -intrinsic[index], .lessThanOrEqual, .optional(250))
                row([(width[index], 1), (canvas, -intrinsic[index] / content)], 0, .equal,
                    .optional(Double(270 - index)))
            }
            let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
            XCTAssertTrue(solver.isDirectlyResolved)
            XCTAssertEqual(solver.currentValue(of: width[5]), 40)  // 2 × 20
            try solver.setConstant(ids[0], -3 * content)
            XCTAssertTrue(solver.isDirectlyResolved)  // followed
            XCTAssertEqual(solver.currentValue(of: width[5]), 60)
            let before = solver.pivotCount
            try solver.setConstant(ids[0], -4 * content)
            XCTAssertFalse(solver.isDirectlyResolved)  // the hand-over
            pivotsAtHandOver[seeded] = solver.pivotCount - before
            for (index, value) in width.enumerated() {
                XCTAssertEqual(solver.currentValue(of: value), 4 * intrinsic[index], accuracy: 1e-9, "seeded: \(seeded)")
            }
            XCTAssertEqual(solver.currentValue(of: left[count - 1]), 4 * (content - 40), accuracy: 1e-9)
            XCTAssertTrue(solver.ambiguousVariables().isEmpty)
            solver.assertHealthy()
        }
        XCTAssertEqual(pivotsAtHandOver[true], 0, "the seeded basis is optimal as it stands")
        XCTAssertEqual(pivotsAtHandOver[false], 39, "the crash of the build's state pivots")
    }

    /// What the seeded hand-over changes (solver differential, case 14376 of seed
    /// 0x2545F491 × 40,000): five views with minimum gaps and equal-gap preferences, built
    /// directly; one gap row's constant moved (followed), then a required minimum width
    /// lowered to 0, which builds the LP and leaves the layout ambiguous (the same five
    /// variables on every path). The tie is broken by the basis: x₄ = 116.6 on the seeded
    /// basis (it stays where the certified point had it), 122.9 on the LP-only solver's and
    /// on the crash-and-replay hand-over's. Unambiguous variables agree on every path.
    func testSeededHandOverMayBreakALaterTieOtherwise() throws {
        let spec: [([(Int, Double)], Double, Relation, Priority)] = [
            ([(0, 1)], -16, .equal, .required),
            ([(1, 1)], -1000, .equal, .optional(1000)),
            ([(2, 1), (0, -1)], -4, .equal, .required),
            ([(4, 1), (2, -1), (3, -1)], 0, .greaterThanOrEqual, .required),
            ([(6, 1), (4, -1), (5, -1)], 0, .greaterThanOrEqual, .required),
            ([(6, 1), (4, -2), (5, -1), (2, 1), (3, 1)], 0, .equal, .optional(500)),
            ([(8, 1), (6, -1), (7, -1)], 0, .greaterThanOrEqual, .required),
            ([(8, 1), (6, -1), (7, -1), (4, -1), (2, 1), (3, 1)], 0, .equal, .optional(1000)),
            ([(10, 1), (8, -1), (9, -1)], 0, .greaterThanOrEqual, .required),
            ([(10, 1), (8, -1), (9, -1), (4, -1), (2, 1), (3, 1)], 0, .equal, .optional(999)),
            ([(12, 1), (10, -1), (11, -1)], 0, .greaterThanOrEqual, .required),
            ([(12, 1), (10, -1), (11, -1), (4, -1), (2, 1), (3, 1)], 0, .equal, .optional(1000)),
            ([(12, 1), (13, 1), (0, -1), (1, -1)], 0, .equal, .required),
            ([(3, 1)], -20, .greaterThanOrEqual, .optional(250)),
            ([(3, 1)], -20, .lessThanOrEqual, .optional(750)),
            ([(5, 1)], 0, .greaterThanOrEqual, .required),
            ([(5, 1)], 0, .lessThanOrEqual, .optional(251)),
            ([(7, 1)], -31.5, .greaterThanOrEqual, .required),
            ([(7, 1)], -31.5, .lessThanOrEqual, .optional(249)),
            ([(9, 1)], -10, .greaterThanOrEqual, .optional(750)),
            ([(9, 1)], -10, .lessThanOrEqual, .optional(250)),
            ([(11, 1)], -31.5, .greaterThanOrEqual, .optional(250)),
            ([(11, 1)], -31.5, .lessThanOrEqual, .optional(251)),
            ([(13, 1)], -200, .greaterThanOrEqual, .required),
            ([(13, 1)], -200, .lessThanOrEqual, .optional(251)),
            ([(0, 1)], 0, .equal, .optional(1)),
        ]
        var results: [String: (x4: Double, x13: Double, ambiguous: [Int])] = [:]
        for (name, direct, seeded) in [("LP only", false, false), ("replay", true, false), ("seeded", true, true)] {
            let solver = Solver()
            solver.usesDirectResolution = direct
            solver.seedsLinearProgramFromDirectSolution = seeded
            let vars = (0..<14).map { _ in solver.newVariable() }
            let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(spec.map {
                .init(LinearExpression($0.0.map { (vars[$0.0], $0.1) }, constant: $0.1), $0.2, priority: $0.3)
            }))
            XCTAssertEqual(solver.currentValue(of: vars[4]), 180.6, accuracy: 1e-9, name)
            XCTAssertEqual(solver.isDirectlyResolved, direct, name)
            try solver.setConstant(ids[9], -320)
            XCTAssertEqual(solver.currentValue(of: vars[4]), 116.6, accuracy: 1e-9, name)
            try solver.setConstant(ids[17], 0)
            XCTAssertFalse(solver.isDirectlyResolved, name)
            results[name] = (solver.currentValue(of: vars[4]), solver.currentValue(of: vars[13]),
                             solver.ambiguousVariables().map(\.column).sorted())
            solver.assertHealthy()
        }
        XCTAssertEqual(results["LP only"]?.x4 ?? 0, 122.9, accuracy: 1e-9)
        XCTAssertEqual(results["replay"]?.x4 ?? 0, 122.9, accuracy: 1e-9)
        XCTAssertEqual(results["seeded"]?.x4 ?? 0, 116.6, accuracy: 1e-9)
        for name in ["LP only", "replay", "seeded"] {
            XCTAssertEqual(results[name]?.ambiguous, [4, 6, 7, 8, 10], name)
            XCTAssertEqual(results[name]?.x13 ?? 0, 200, accuracy: 1e-9, name)
        }
    }

    /// Two views of equal hugging share the slack: the optimum is not unique (UIKit calls
    /// it ambiguous), so the certificate must refuse it and the LP decides.
    func testTieIsLeftToTheLinearProgram() {
        let solver = Solver()
        let a = solver.newVariable(), b = solver.newVariable()
        solver.recordsDirectResolution = true
        let batch: [Solver.PendingConstraint] = [
            .init(LinearExpression([(a, 1), (b, 1)], constant: -100), .equal),
            .init(LinearExpression([(a, 1)], constant: -10), .lessThanOrEqual, priority: .optional(250)),
            .init(LinearExpression([(a, 1)], constant: -10), .greaterThanOrEqual, priority: .optional(750)),
            .init(LinearExpression([(b, 1)], constant: -10), .lessThanOrEqual, priority: .optional(250)),
            .init(LinearExpression([(b, 1)], constant: -10), .greaterThanOrEqual, priority: .optional(750)),
        ]
        XCTAssertNotNil(solver.addConstraintsIfAllFit(batch))
        solver.updateVariables()
        XCTAssertFalse(solver.isDirectlyResolved)
        XCTAssertEqual(solver.directResolutionReport.resolvedComponents, 0)
        XCTAssertEqual(solver.value(of: a) + solver.value(of: b), 100, accuracy: 1e-9)
    }

    /// A queued row whose class moves before it is taken is reduced again: the reduction it
    /// was queued with is stale. Required rows are taken last queued first, so
    /// `x − y + 5 = 0` acts first and moves x into y's class (x = y − 5) while `x = 10`,
    /// queued with x as its unknown, waits; taken with that reduction it would fix x's old
    /// class, leave y undetermined and send the problem to the LP. Expected by substitution:
    /// x = 10, y = 15, resolved directly.
    func testQueuedRowIsReducedAgainAfterItsClassMoved() {
        let solver = Solver()
        let x = solver.newVariable(), y = solver.newVariable()
        XCTAssertNotNil(solver.addConstraintsIfAllFit([
            .init(LinearExpression([(x, 1)], constant: -10), .equal),
            .init(LinearExpression([(x, 1), (y, -1)], constant: 5), .equal),
        ]))
        XCTAssertEqual(solver.currentValue(of: x), 10)
        XCTAssertEqual(solver.currentValue(of: y), 15)
        XCTAssertTrue(solver.isDirectlyResolved)
    }

    /// A row whose unknowns all cancel is passed over at determinations, but a merge that
    /// moves one of its columns must look at it again (`unknownsCancel`). Required rows are
    /// taken last queued first: `a − b = 0` merges a and b, so in
    /// `a − b + 1e−12·c = 2e−6` the class {a, b} cancels and so does c (1e−12 of the
    /// row's largest coefficient): not ready. Then `c − 1e6·e = 0` moves c into e's class at
    /// scale 1e6, and c's coefficient in the row becomes 1e−6 of e: the row's one unknown, which
    /// it determines (e = 2); `a = 7` fixes {a, b} last. Were the row still passed over after
    /// the merge, e would be left to the LP.
    func testRowWhoseUnknownsCanceledIsLookedAtAgainAfterAMerge() {
        let solver = Solver()
        let a = solver.newVariable(), b = solver.newVariable(), c = solver.newVariable(), e = solver.newVariable()
        XCTAssertNotNil(solver.addConstraintsIfAllFit([
            .init(LinearExpression([(a, 1)], constant: -7), .equal),
            .init(LinearExpression([(c, 1), (e, -1e6)], constant: 0), .equal),
            .init(LinearExpression([(a, 1), (b, -1)], constant: 0), .equal),
            .init(LinearExpression([(a, 1), (b, -1), (c, 1e-12)], constant: -2e-6), .equal),
        ]))
        XCTAssertTrue(solver.isDirectlyResolved)
        XCTAssertEqual(solver.currentValue(of: a), 7)
        XCTAssertEqual(solver.currentValue(of: b), 7)
        XCTAssertEqual(solver.currentValue(of: e), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.currentValue(of: c), 2e6, accuracy: 1e-3)
    }

    /// The certificate's shortcut (issue 18, round 22): a finite activity within a row's
    /// bounds as they stand is within them widened by the tolerance and the slack, so
    /// `markRowsHolding` may say "holds" without computing those — never where `status`'s
    /// test says "below" or "above". Bounds and activities at, next to and between the
    /// awkward values (±∞, NaN, 0, tiny and huge magnitudes), activities one ulp either
    /// side of a bound, and activities moved by 1e-9 to 1e-3 of their magnitude (a shortcut
    /// that let through an activity 1 ulp, 1e-6 or 1 below its lower bound, or 1e-3 above
    /// its upper bound, fails here).
    func testRowWithinItsBoundsHoldsWithTheTolerances() {
        var random = CassowaryTests.XorShift(seed: 22)
        let specials: [Double] = [0, -0.0, 1, -1, 8, -8, 1e-9, -1e-9, 1e-300, -1e-300, 1e300, -1e300, 0.1, 390, -844,
                                  .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        func value() -> Double {
            random.chance(0.5) ? random.pick(specials) : Double(random.int(-1_000_000...1_000_000)) / 64
        }
        var within = 0, outside = 0
        for _ in 0..<200_000 {
            let lower = value(), upper = random.chance(0.3) ? lower : value()
            var activity = random.chance(0.5) ? random.pick([lower, upper]) : value()
            if random.chance(0.5) { activity = random.chance(0.5) ? activity.nextUp : activity.nextDown }
            if random.chance(0.3) {
                // Just inside or outside the tolerance (1e-8 of the bound, at least 1e-8).
                activity += random.pick([1e-9, 1e-7, 1e-5, 1e-3, -1e-9, -1e-7, -1e-5, -1e-3]) * max(1, abs(activity))
            }
            guard activity.isFinite else { continue }
            let largest = random.chance(0.5) ? abs(activity) : abs(value())
            guard largest.isFinite else { continue }
            let slack = 8 * largest.ulp
            let isBelow = activity < lower - Tolerance.primal(for: lower) - slack
            let isAbove = activity > upper + Tolerance.primal(for: upper) + slack
            if DirectResolution.rowHoldsWithinItsBounds(activity: activity, lower: lower, upper: upper) {
                within += 1
                XCTAssertFalse(isBelow || isAbove, "activity \(activity), bounds \(lower) ... \(upper)")
            } else {
                outside += 1
            }
        }
        XCTAssertGreaterThan(within, 10_000)
        XCTAssertGreaterThan(outside, 10_000)
    }

    /// A compression the chain cannot see: x is held at 10 by a hugging / compression pair
    /// (250 / 750) but x ≤ 5 is required, so the pair never meets. No optional equality
    /// gives way (the countdown pass has nothing to cut): the LP finds x = 5.
    func testViolatedRequiredRowFallsBack() throws {
        let solver = Solver()
        let x = solver.newVariable()
        solver.recordsDirectResolution = true
        _ = solver.addConstraintsIfAllFit([
            .init(LinearExpression([(x, 1)], constant: -10), .lessThanOrEqual, priority: .optional(250)),
            .init(LinearExpression([(x, 1)], constant: -10), .greaterThanOrEqual, priority: .optional(750)),
            .init(LinearExpression([(x, 1)], constant: -5), .lessThanOrEqual),
        ])
        XCTAssertEqual(solver.currentValue(of: x), 5)
        XCTAssertEqual(solver.directResolutionReport.attempts, 1)
        XCTAssertEqual(solver.directResolutionReport.resolvedAttempts, 0)
    }

    /// x = 10 at 750 but x ≤ 5 required: the countdown pass cuts the optional equality,
    /// clamps x to the required limit (a tight step) and proves it with a one-sided
    /// multiplier (y = 1 on `x ≤ 5`, leaning the side the row allows): x = 5, the LP's
    /// answer, without the LP.
    func testOptionalEqualityClampedAtARequiredLimit() throws {
        let solver = Solver()
        let x = solver.newVariable()
        solver.recordsDirectResolution = true
        _ = solver.addConstraintsIfAllFit([
            .init(LinearExpression([(x, 1)], constant: -10), .equal, priority: .optional(750)),
            .init(LinearExpression([(x, 1)], constant: -5), .lessThanOrEqual),
        ])
        XCTAssertEqual(solver.currentValue(of: x), 5)
        XCTAssertTrue(solver.isDirectlyResolved)
        XCTAssertEqual(solver.directResolutionReport.resolvedAttempts, 1)
    }

    /// x = 8 at 900, x = 10 at 750, x ≥ 12 required: the strongest equality breaks (x is
    /// clamped to 12, proven at 900) and the weaker one is then dominated. The LP's answer.
    func testClampFollowsTheStrongerEquality() throws {
        let solver = Solver()
        let x = solver.newVariable()
        solver.recordsDirectResolution = true
        _ = solver.addConstraintsIfAllFit([
            .init(LinearExpression([(x, 1)], constant: -10), .equal, priority: .optional(750)),
            .init(LinearExpression([(x, 1)], constant: -8), .equal, priority: .optional(900)),
            .init(LinearExpression([(x, 1)], constant: -12), .greaterThanOrEqual),
        ])
        XCTAssertEqual(solver.currentValue(of: x), 12)
        XCTAssertTrue(solver.isDirectlyResolved)
    }

    /// A class moved whole (`DirectResolution.follow` with `ClassRows`): an equal-width
    /// stack of 24 views (spacing 2, intrinsic widths 10…40, compression 750, hugging 250,
    /// a required minimum width of 5 on the first) whose widths and positions are one class
    /// of 48 members. Canvas 1246 (width 50) → 1126 (45): followed, every member moved, the
    /// inner rows (hugging violated, compression held, the minimum held) on their sides.
    /// Then width 30: the compression rows of views wider than 30 change sides, so the
    /// follow is undone and the steps replayed (still direct). A second solver is asked for
    /// width 4, under the required minimum: refused (`unsatisfiableConstraint`), nothing
    /// changes (width 45, built on the certified point the failed follow left intact). The
    /// widths are those of the LP-only solver on every step (hand-computed: 1246 − 46 = 24·50).
    func testClassMovedWholeFollowsAndFallsBack() throws {
        let count = 24
        let intrinsic = (0..<count).map { Double(10 + (7 * $0) % 31) }
        func canvasWidth(_ width: Double) -> Double { Double(count) * width + 2 * Double(count - 1) }
        for scenario in 0..<2 {
            var results: [[Double]] = []
            for direct in [true, false] {
                let solver = Solver()
                solver.usesDirectResolution = direct
                let left = intrinsic.map { _ in solver.newVariable() }
                let width = intrinsic.map { _ in solver.newVariable() }
                let canvas = solver.newVariable()
                var batch: [Solver.PendingConstraint] = []
                batch.append(.init(LinearExpression([(canvas, 1)], constant: -canvasWidth(50)), .equal))
                batch.append(.init(LinearExpression([(left[0], 1)], constant: 0), .equal))
                for index in 1..<count {
                    batch.append(.init(LinearExpression([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)],
                                                        constant: -2), .equal))
                    batch.append(.init(LinearExpression([(width[index], 1), (width[0], -1)], constant: 0), .equal))
                }
                batch.append(.init(LinearExpression([(left[count - 1], 1), (width[count - 1], 1), (canvas, -1)], constant: 0), .equal))
                batch.append(.init(LinearExpression([(width[0], 1)], constant: -5), .greaterThanOrEqual))
                for index in 0..<count {
                    batch.append(.init(LinearExpression([(width[index], 1)], constant: -intrinsic[index]), .greaterThanOrEqual,
                                       priority: .optional(750)))
                    batch.append(.init(LinearExpression([(width[index], 1)], constant: -intrinsic[index]), .lessThanOrEqual,
                                       priority: .optional(250)))
                }
                let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
                XCTAssertEqual(solver.currentValue(of: width[7]), 50)
                XCTAssertEqual(solver.isDirectlyResolved, direct)
                try solver.setConstant(ids[0], -canvasWidth(45))
                XCTAssertEqual(solver.isDirectlyResolved, direct)  // followed, the class moved whole
                XCTAssertEqual(solver.currentValue(of: width[7]), 45, accuracy: 1e-9)
                XCTAssertEqual(solver.currentValue(of: left[count - 1]), 47 * Double(count - 1), accuracy: 1e-9)
                if scenario == 0 {
                    try solver.setConstant(ids[0], -canvasWidth(30))
                    XCTAssertEqual(solver.isDirectlyResolved, direct)  // replayed: sides changed
                    XCTAssertEqual(solver.currentValue(of: width[7]), 30, accuracy: 1e-9)
                } else {
                    XCTAssertThrowsError(try solver.setConstant(ids[0], -canvasWidth(4)))
                    XCTAssertFalse(solver.isDirectlyResolved)
                    XCTAssertEqual(solver.currentValue(of: width[7]), 45, accuracy: 1e-9)
                    try solver.setConstant(ids[0], -canvasWidth(40))
                    XCTAssertEqual(solver.currentValue(of: width[7]), 40, accuracy: 1e-9)
                }
                results.append((left + width).map { solver.currentValue(of: $0) })
                XCTAssertTrue(solver.ambiguousVariables().isEmpty)
                solver.assertHealthy()
            }
            for (a, b) in zip(results[0], results[1]) { XCTAssertEqual(a, b, accuracy: 1e-9, "scenario \(scenario)") }
        }
    }

    /// A class moved whole after a merge step of the same follow moved some of its
    /// members' offsets (commit 07bfb1a). The equal-width stack of
    /// `testClassMovedWholeFollowsAndFallsBack`: its last gap grows (2 → 3, the row of the
    /// last spacing, a merge step that put `left[23]` in the widths' class), so the merge
    /// steps of `left[23]` and of the canvas (aliased through the last edge) move their
    /// offsets, the class's rows are dropped, and the canvas pin's step moves the common
    /// width. The class is still moved whole (its rows made again from the moved
    /// offsets): only the two members the merge steps moved count as moved one by one, so
    /// the follow is cheap and the next change (a canvas resize) is followed too, where
    /// moving the class's 48 members one by one sent it to the LP. The values are the LP-only
    /// solver's on every step.
    func testClassMovedWholeAfterAMergeStepMovedItsOffsets() throws {
        let count = 24
        let intrinsic = (0..<count).map { Double(10 + (7 * $0) % 31) }
        var results: [[Double]] = []
        for direct in [true, false] {
            let solver = Solver()
            solver.usesDirectResolution = direct
            let left = intrinsic.map { _ in solver.newVariable() }
            let width = intrinsic.map { _ in solver.newVariable() }
            let canvas = solver.newVariable()
            var batch: [Solver.PendingConstraint] = []
            batch.append(.init(LinearExpression([(canvas, 1)], constant: -1246), .equal))
            batch.append(.init(LinearExpression([(left[0], 1)], constant: 0), .equal))
            var lastSpacing = 0
            for index in 1..<count {
                lastSpacing = batch.count
                batch.append(.init(LinearExpression([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)],
                                                    constant: -2), .equal))
                batch.append(.init(LinearExpression([(width[index], 1), (width[0], -1)], constant: 0), .equal))
            }
            batch.append(.init(LinearExpression([(left[count - 1], 1), (width[count - 1], 1), (canvas, -1)], constant: 0), .equal))
            for index in 0..<count {
                batch.append(.init(LinearExpression([(width[index], 1)], constant: -intrinsic[index]), .greaterThanOrEqual,
                                   priority: .optional(750)))
                batch.append(.init(LinearExpression([(width[index], 1)], constant: -intrinsic[index]), .lessThanOrEqual,
                                   priority: .optional(250)))
            }
            let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
            XCTAssertEqual(solver.currentValue(of: width[7]), 50)
            XCTAssertEqual(solver.isDirectlyResolved, direct)
            var values: [Double] = []
            try solver.setConstant(ids[lastSpacing], -3)
            XCTAssertEqual(solver.isDirectlyResolved, direct)
            if direct {
                let resolution = try XCTUnwrap(solver.directSolution?.resolution)
                // The class: every width, left[1…23] and the canvas (left[0] is pinned on
                // its own). All of it moved, all but left[23] and the canvas with the class.
                XCTAssertEqual(Set(resolution.movedColumns).count, 2 * count)
                XCTAssertEqual(resolution.wholeClassMoves, 2 * count - 2)
                XCTAssertEqual(solver.directSolution?.lastFollowWasCostly, false)
            }
            values += (left + width).map { solver.currentValue(of: $0) }
            try solver.setConstant(ids[0], -1126)
            XCTAssertEqual(solver.isDirectlyResolved, direct)  // followed again, not handed to the LP
            values += (left + width).map { solver.currentValue(of: $0) }
            XCTAssertEqual(solver.currentValue(of: left[count - 1]) + solver.currentValue(of: width[count - 1]), 1126,
                           accuracy: 1e-9)
            results.append(values)
            XCTAssertTrue(solver.ambiguousVariables().isEmpty)
            solver.assertHealthy()
        }
        for (a, b) in zip(results[0], results[1]) { XCTAssertEqual(a, b, accuracy: 1e-9) }
    }

    // MARK: Differential fuzzing

    struct XorShift {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    /// One random layout-shaped problem: a row of views (left, width) in a container,
    /// chained with spacings (equalities, or minimums with equal-gap preferences), sized by
    /// hugging / compression pairs or equal / proportional widths (with UIKit's countdown
    /// priorities), pinned or not at the end, with stray preferences, conflicting required
    /// rows and duplicate rows.
    static func problem(_ random: inout XorShift) -> [(LinearExpression, Relation, Priority, [Int])] {
        var rows: [(LinearExpression, Relation, Priority, [Int])] = []
        let count = 1 + random.below(7)
        // Variables: 0 = container left, 1 = container width, then left/width per view.
        func left(_ index: Int) -> Int { 2 + 2 * index }
        func width(_ index: Int) -> Int { 3 + 2 * index }
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Priority) {
            rows.append((LinearExpression([], constant: constant), relation, priority, terms.map(\.0)))
            rows[rows.count - 1].0.terms = terms.map { (Variable(column: $0.0), $0.1) }
        }
        let levels: [Priority] = [.required, .optional(999), .optional(750), .optional(500), .optional(251),
                                  .optional(250), .optional(249), .optional(1)]
        add([(0, 1)], -Double(random.pick([0, 8, 16])), .equal, .required)
        add([(1, 1)], -Double(random.pick([0, 100, 320, 375, 1000])), .equal, random.chance(85) ? .required : .optional(1000))
        add([(left(0), 1), (0, -1)], -Double(random.pick([0, 4])), .equal, random.chance(90) ? .required : random.pick(levels))
        let equalGaps = random.chance(25)
        let spacing = Double(random.pick([0, 2, 8]))
        for index in 1..<max(count, 1) {
            let terms: [(Int, Double)] = [(left(index), 1), (left(index - 1), -1), (width(index - 1), -1)]
            if equalGaps {
                add(terms, -spacing, .greaterThanOrEqual, .required)
                if index > 1 {
                    // gap(index) == gap(1), countdown-free (equalSpacing).
                    add([(left(index), 1), (left(index - 1), -1), (width(index - 1), -1),
                         (left(1), -1), (left(0), 1), (width(0), 1)], 0, .equal, .optional(Double(random.pick([1000, 999, 500]))))
                }
            } else {
                add(terms, -spacing, .equal, random.chance(95) ? .required : random.pick(levels))
            }
        }
        switch random.below(4) {
        case 0, 1: add([(left(count - 1), 1), (width(count - 1), 1), (0, -1), (1, -1)], 0, .equal, .required)
        case 2: add([(left(count - 1), 1), (width(count - 1), 1), (0, -1), (1, -1)], 0, .lessThanOrEqual, .required)
        default: break
        }
        let sizing = random.below(4)
        for index in 0..<count {
            let intrinsic = Double(random.pick([0, 10, 20, 31.5, 44, 200]))
            switch sizing {
            case 1 where index > 0:
                add([(width(index), 1), (width(0), -1)], 0, .equal, .required)  // fillEqually
            case 2 where index > 0:
                // fillProportionally with UIKit's countdown priorities.
                add([(width(index), 1), (width(0), -Double(1 + random.below(3)))], 0, .equal,
                    .optional(Double(270 - index)))
            default:
                break
            }
            if random.chance(85) {
                add([(width(index), 1)], -intrinsic, .greaterThanOrEqual, random.pick([.optional(750), .optional(751), .required, .optional(250)]))
                add([(width(index), 1)], -intrinsic, .lessThanOrEqual, random.pick([.optional(250), .optional(249), .optional(251), .optional(750)]))
            }
            if random.chance(10) { add([(width(index), 1)], 0, .greaterThanOrEqual, .required) }
        }
        for _ in 0..<random.below(3) {
            let variable = random.below(2 + 2 * count)
            add([(variable, 1)], -Double(random.pick([0, 5, 60, 500])), random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                random.pick(levels))
        }
        if random.chance(15) {
            let variable = 2 + random.below(2 * count)
            add([(variable, 1)], -Double(random.pick([1, 2])), .equal, .required)
            add([(variable, 1)], -Double(random.pick([3, 4])), .equal, .required)
        }
        if random.chance(10), let duplicate = rows.last { rows.append(duplicate) }
        return rows
    }

    /// Builds the problem (a batch, or one by one) and runs a few changes, reading every
    /// variable after each; returns the readings and the refusals.
    private static func run(_ rows: [(LinearExpression, Relation, Priority, [Int])], direct: Bool, oneByOne: Bool,
                            changes: [(row: Int, constant: Double)], variables: Int)
        -> (values: [[Double]], refused: [Bool], ambiguous: [Int], directlyResolved: Int, ambiguousAtStep: [Set<Int>]) {
        let solver = Solver()
        solver.usesDirectResolution = direct
        let vars = (0..<variables).map { _ in solver.newVariable() }
        var ids: [ConstraintID?] = []
        var refused: [Bool] = []
        func remap(_ expression: LinearExpression) -> LinearExpression {
            LinearExpression(expression.terms.map { (vars[$0.variable.column], $0.coefficient) }, constant: expression.constant)
        }
        if !oneByOne, let batch = solver.addConstraintsIfAllFit(rows.map { .init(remap($0.0), $0.1, priority: $0.2) }) {
            ids = batch
            refused = Array(repeating: false, count: rows.count)
        } else {
            for row in rows {
                do {
                    ids.append(try solver.addConstraint(remap(row.0), row.1, priority: row.2))
                    refused.append(false)
                } catch {
                    ids.append(nil)
                    refused.append(true)
                }
            }
        }
        // The LP-only side also says which variables are ambiguous after each reading (an
        // analysis, which would build the LP on the direct side, so only there).
        func ambiguity() -> Set<Int> { direct ? [] : Set(solver.ambiguousVariables().map(\.column)) }
        var readings: [[Double]] = [vars.map { solver.currentValue(of: $0) }]
        var ambiguousAtStep = [ambiguity()]
        var directlyResolved = solver.isDirectlyResolved ? 1 : 0
        for change in changes {
            guard change.row < ids.count, let id = ids[change.row] else { continue }
            do { try solver.setConstant(id, change.constant) } catch { refused.append(true) }
            readings.append(vars.map { solver.currentValue(of: $0) })
            ambiguousAtStep.append(ambiguity())
            directlyResolved += solver.isDirectlyResolved ? 1 : 0
        }
        let ambiguous = solver.ambiguousVariables().map(\.column).sorted()
        return (readings, refused, ambiguous, directlyResolved, ambiguousAtStep)
    }

    /// Twenty equal widths merged into one class (w₁ … w₁₉ = w₀, each a merge step), chained
    /// at gaps of 2 between 0 and a canvas of 1038: w = (1038 − 38) / 20 = 50, its hugging
    /// rows (≤ 30 at 250) violated. The canvas then shrinks to 538: w = 25 violates the
    /// compression rows (≥ 30 at 750) instead, a change of sides that following cannot
    /// take, so the steps are replayed on the merged classes (round 10: the classes' member
    /// lists are emptied and rebuilt by the replay's merges) and the point certified again,
    /// still in direct mode; then back to 1038. The LP-only solver gives the same values.
    func testMergedClassesAreReplayedWhenAChangeSwitchesSides() throws {
        let count = 20
        var results: [[Double]] = []
        for direct in [true, false] {
            let solver = Solver()
            solver.usesDirectResolution = direct
            let left = (0..<count).map { _ in solver.newVariable() }
            let width = (0..<count).map { _ in solver.newVariable() }
            var batch: [Solver.PendingConstraint] = []
            batch.append(.init(LinearExpression([(left[count - 1], 1), (width[count - 1], 1)], constant: -1038), .equal))
            batch.append(.init(LinearExpression([(left[0], 1)], constant: 0), .equal))
            for index in 1..<count {
                batch.append(.init(LinearExpression([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)],
                                                    constant: -2), .equal))
                batch.append(.init(LinearExpression([(width[index], 1), (width[0], -1)], constant: 0), .equal))
            }
            for index in 0..<count {
                batch.append(.init(LinearExpression([(width[index], 1)], constant: -30), .greaterThanOrEqual,
                                   priority: .optional(750)))
                batch.append(.init(LinearExpression([(width[index], 1)], constant: -30), .lessThanOrEqual,
                                   priority: .optional(250)))
            }
            let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
            var readings: [Double] = []
            XCTAssertEqual(solver.isDirectlyResolved, direct)
            readings += [solver.currentValue(of: width[13]), solver.currentValue(of: left[count - 1])]
            try solver.setConstant(ids[0], -538)
            XCTAssertEqual(solver.isDirectlyResolved, direct)
            readings += [solver.currentValue(of: width[13]), solver.currentValue(of: left[count - 1])]
            try solver.setConstant(ids[0], -1038)
            readings += [solver.currentValue(of: width[0]), solver.currentValue(of: left[count - 1])]
            XCTAssertEqual(readings, [50, 988, 25, 513, 50, 988])
            XCTAssertTrue(solver.ambiguousVariables().isEmpty)
            solver.assertHealthy()
            results.append(readings)
        }
        XCTAssertEqual(results[0], results[1])
    }

    /// A resolution is a value: its per-column state lives in storage of its own
    /// (`DirectResolution.ColumnStorage`), shared by copies until one of them writes. A copy
    /// of the kept resolution is taken, then the solver follows a resize (its resolution
    /// moves the common width 50 → 50.1), replays its steps after a change of sides
    /// (25), and a copy of the kept one replays on its own: the kept copy still reads the
    /// point it was taken at. Fails if a follow or a replay writes storage it shares.
    func testCopiesOfAResolutionDoNotSeeEachOthersWrites() throws {
        let count = 20
        let solver = Solver()
        let left = (0..<count).map { _ in solver.newVariable() }
        let width = (0..<count).map { _ in solver.newVariable() }
        var batch: [Solver.PendingConstraint] = []
        batch.append(.init(LinearExpression([(left[count - 1], 1), (width[count - 1], 1)], constant: -1038), .equal))
        batch.append(.init(LinearExpression([(left[0], 1)], constant: 0), .equal))
        for index in 1..<count {
            batch.append(.init(LinearExpression([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)],
                                                constant: -2), .equal))
            batch.append(.init(LinearExpression([(width[index], 1), (width[0], -1)], constant: 0), .equal))
        }
        for index in 0..<count {
            batch.append(.init(LinearExpression([(width[index], 1)], constant: -30), .greaterThanOrEqual,
                               priority: .optional(750)))
            batch.append(.init(LinearExpression([(width[index], 1)], constant: -30), .lessThanOrEqual,
                               priority: .optional(250)))
        }
        let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
        XCTAssertTrue(solver.isDirectlyResolved)
        let kept = try XCTUnwrap(solver.directSolution?.resolution)
        let columns = (left + width).map(\.column)
        let keptValues = columns.map { kept.value(of: $0) }
        XCTAssertEqual(kept.value(of: width[13].column), 50)
        XCTAssertEqual(kept.value(of: left[count - 1].column), 988)

        try solver.setConstant(ids[0], -1040)  // followed: the class moves whole
        XCTAssertTrue(solver.isDirectlyResolved)
        XCTAssertEqual(try XCTUnwrap(solver.directSolution?.resolution).value(of: width[13].column), 50.1, accuracy: 1e-9)
        XCTAssertEqual(columns.map { kept.value(of: $0) }, keptValues)

        try solver.setConstant(ids[0], -538)  // sides change: the steps are replayed
        XCTAssertTrue(solver.isDirectlyResolved)
        XCTAssertEqual(try XCTUnwrap(solver.directSolution?.resolution).value(of: width[13].column), 25, accuracy: 1e-9)
        XCTAssertEqual(columns.map { kept.value(of: $0) }, keptValues)

        var copy = kept
        XCTAssertTrue(copy.replay(from: solver))  // on the constants now (the canvas at 538)
        XCTAssertEqual(copy.value(of: width[13].column), 25, accuracy: 1e-9)
        XCTAssertEqual(columns.map { kept.value(of: $0) }, keptValues)
        XCTAssertTrue(columns.allSatisfy { kept.isDetermined($0) })
        solver.assertHealthy()
    }

    func testDirectResolutionAgreesWithTheLinearProgramOnRandomProblems() {
        let cases = Int(environmentValue("TRELLIS_DIRECT_SOLVER_CASES") ?? "") ?? 2000
        var random = XorShift(state: UInt64(environmentValue("TRELLIS_DIRECT_SEED").flatMap { UInt64($0) } ?? 0x2545_F491) | 1)
        var certified = 0
        for index in 0..<cases {
            let rows = Self.problem(&random)
            let variables = 1 + rows.flatMap(\.3).max()!
            let oneByOne = random.chance(30)
            var changes: [(row: Int, constant: Double)] = []
            for _ in 0..<random.below(3) {
                changes.append((random.below(rows.count), -Double(random.pick([0, 50, 320, 414, 2000]))))
            }
            let direct = Self.run(rows, direct: true, oneByOne: oneByOne, changes: changes, variables: variables)
            let linear = Self.run(rows, direct: false, oneByOne: oneByOne, changes: changes, variables: variables)
            certified += direct.directlyResolved
            XCTAssertEqual(direct.refused, linear.refused, "case \(index): refusals")
            XCTAssertEqual(direct.ambiguous, linear.ambiguous, "case \(index): ambiguous variables")
            for (step, (a, b)) in zip(direct.values, linear.values).enumerated() {
                // An ambiguous variable's value is a tie the LP's basis breaks: the hand-over
                // from direct mode builds the LP on the certified point's basis, not on the
                // one the LP-only solver's crash left (the ambiguous sets must still agree,
                // above).
                for (column, (u, v)) in zip(a, b).enumerated()
                where !(abs(u - v) <= 1e-7 * max(1, abs(u), abs(v))) && !linear.ambiguousAtStep[step].contains(column) {
                    let listing = rows.map { "\($0.0.terms.map { ($0.variable.column, $0.coefficient) }) \($0.0.constant) \($0.1) \($0.2)" }
                    XCTFail("case \(index), step \(step), variable \(column): \(u) direct, \(v) LP; one by one \(oneByOne); "
                            + "changes \(changes)\n" + listing.joined(separator: "\n"))
                    return
                }
            }
        }
        print("direct resolution solver differential: \(cases) problems, \(certified) readings in direct mode")
        XCTAssertGreaterThan(certified, cases / 10)
    }

    private func environmentValue(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
