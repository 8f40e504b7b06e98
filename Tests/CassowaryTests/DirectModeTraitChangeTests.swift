import XCTest
@testable import Cassowary

/// What a trait change asks of the solver in direct mode (round 23): a pair of bounds moved
/// together is followed; a large batch of constants is resolved directly even after a costly
/// follow; restated constraints are replaced without building the LP, or not at all.
final class DirectModeTraitChangeTests: XCTestCase {
    /// Views in a row from x = 0, 8 apart, each width held at its intrinsic width by a
    /// compression (750) and a hugging (250) row: `pairs[i]` is view i's (≥, ≤).
    private func row(_ solver: Solver, widths: [Double])
        -> (lefts: [Variable], sizes: [Variable], pairs: [(ConstraintID, ConstraintID)])? {
        let lefts = widths.map { _ in solver.newVariable() }
        let sizes = widths.map { _ in solver.newVariable() }
        var batch: [Solver.PendingConstraint] = [.init(LinearExpression([(lefts[0], 1)], constant: 0), .equal)]
        for index in 1..<widths.count {
            batch.append(.init(LinearExpression([(lefts[index], 1), (lefts[index - 1], -1), (sizes[index - 1], -1)],
                                                constant: -8), .equal))
        }
        for (index, width) in widths.enumerated() {
            batch.append(.init(LinearExpression([(sizes[index], 1)], constant: -width), .greaterThanOrEqual, priority: .optional(750)))
            batch.append(.init(LinearExpression([(sizes[index], 1)], constant: -width), .lessThanOrEqual, priority: .optional(250)))
        }
        guard let ids = solver.addConstraintsIfAllFit(batch) else { return nil }
        let first = widths.count
        let pairs = widths.indices.map { (ids[first + 2 * $0], ids[first + 2 * $0 + 1]) }
        return (lefts, sizes, pairs)
    }

    /// Moves constants together as a scene does: in one call, else one by one.
    private func move(_ solver: Solver, _ changes: [(constraint: ConstraintID, constant: Double)]) throws {
        if solver.setConstantsWithoutPivots(changes) { return }
        for (constraint, constant) in changes { try solver.setConstant(constraint, constant) }
    }

    /// Both rows of a pair moved (a size class changing a button's intrinsic width) are
    /// followed: no replay, no new pass (main replayed every step). One row moved alone
    /// leaves the pair's bounds apart: the compression row wins, as on the LP.
    func testPairWhoseBoundsMoveTogetherIsFollowed() throws {
        var finals: [[Double]] = []
        for direct in [true, false] {
            let solver = Solver()
            solver.usesDirectResolution = direct
            solver.recordsDirectResolution = true
            let (lefts, sizes, pairs) = try XCTUnwrap(row(solver, widths: [30, 64, 40]))
            let attempts = solver.directResolutionReport.attempts
            try move(solver, [(pairs[1].0, -88), (pairs[1].1, -88)])
            XCTAssertEqual(solver.isDirectlyResolved, direct)
            if direct {
                XCTAssertEqual(solver.directResolutionReport.attempts, attempts, "followed, not replayed")
                XCTAssertEqual(solver.pivotCount, 0)
            }
            XCTAssertEqual(sizes.map { solver.currentValue(of: $0) }, [30, 88, 40])
            XCTAssertEqual(lefts.map { solver.currentValue(of: $0) }, [0, 38, 134])
            try move(solver, [(pairs[1].0, -100), (pairs[2].0, -45), (pairs[2].1, -45)])
            finals.append((sizes + lefts).map { solver.currentValue(of: $0) })
            solver.assertHealthy()
        }
        XCTAssertEqual(finals[0], finals[1])
        XCTAssertEqual(finals[0], [30, 100, 45, 0, 38, 146])
    }

    /// After a follow that moved most of the point one variable at a time (every width of
    /// a proportional stack), a small change builds the LP; a large batch (a trait
    /// change) is resolved directly all the same, and leaves that judgement for the next
    /// small change (main built the LP for the batch).
    func testLargeBatchIsResolvedDirectlyAfterACostlyFollow() throws {
        let solver = Solver()
        let intrinsic = [10.0, 20.0, 30.0, 40.0]
        let left = intrinsic.map { _ in solver.newVariable() }
        let width = intrinsic.map { _ in solver.newVariable() }
        let canvas = solver.newVariable()
        let pinned = (0..<Solver.largeConstantBatch).map { _ in solver.newVariable() }
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
        let firstPin = batch.count
        for (index, variable) in pinned.enumerated() {
            batch.append(.init(LinearExpression([(variable, 1)], constant: -Double(index)), .equal))
        }
        let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
        try solver.setConstant(ids[0], -200)
        XCTAssertTrue(solver.isDirectlyResolved)  // followed, every width moved one by one
        let moves = pinned.indices.map { (ids[firstPin + $0], -Double($0) - 100) }
        XCTAssertTrue(solver.setConstantsWithoutPivots(moves))
        XCTAssertTrue(solver.isDirectlyResolved)  // the large batch: still direct
        XCTAssertEqual(pinned.map { solver.currentValue(of: $0) }, pinned.indices.map { Double($0) + 100 })
        XCTAssertEqual(width.map { solver.currentValue(of: $0) }, [20, 40, 60, 80])
        try solver.setConstant(ids[0], -300)
        XCTAssertFalse(solver.isDirectlyResolved)  // the small change after the costly follow built the LP
        XCTAssertEqual(width.map { solver.currentValue(of: $0) }, [30, 60, 90, 120])
        solver.assertHealthy()
    }

    /// A parent 300 wide at x = 0 and two children 50 and 60 wide (hugging and compression
    /// pairs), each placed by its leading edge: stated left to right (`child.left −
    /// parent.left − inset = 0`), to be restated right to left (`child.left + child.width −
    /// parent.left − parent.width + inset = 0`).
    private struct Mirrored {
        var parentLeft: Variable, parentWidth: Variable
        var lefts: [Variable], widths: [Variable]
        var leading: [ConstraintID]
        var variables: [Variable] { lefts + widths }
    }

    private func mirroredScene(_ solver: Solver) -> Mirrored? {
        let parentLeft = solver.newVariable(), parentWidth = solver.newVariable()
        let lefts = [solver.newVariable(), solver.newVariable()]
        let widths = [solver.newVariable(), solver.newVariable()]
        var batch: [Solver.PendingConstraint] = [
            .init(LinearExpression([(parentLeft, 1)], constant: 0), .equal),
            .init(LinearExpression([(parentWidth, 1)], constant: -300), .equal),
            .init(LinearExpression([(lefts[0], 1), (parentLeft, -1)], constant: -10), .equal),
            .init(LinearExpression([(lefts[1], 1), (parentLeft, -1)], constant: -20), .equal),
        ]
        for (index, intrinsic) in [50.0, 60].enumerated() {
            batch.append(.init(LinearExpression([(widths[index], 1)], constant: -intrinsic), .greaterThanOrEqual, priority: .optional(750)))
            batch.append(.init(LinearExpression([(widths[index], 1)], constant: -intrinsic), .lessThanOrEqual, priority: .optional(250)))
        }
        guard let ids = solver.addConstraintsIfAllFit(batch) else { return nil }
        return Mirrored(parentLeft: parentLeft, parentWidth: parentWidth, lefts: lefts, widths: widths, leading: [ids[2], ids[3]])
    }

    /// Child `index`'s leading row right to left, with `inset`.
    private func appendRightToLeft(_ scene: Mirrored, _ index: Int, inset: Double, to batch: inout ConstraintBatch) {
        batch.appendTerm(scene.lefts[index], 1)
        batch.appendTerm(scene.widths[index], 1)
        batch.appendTerm(scene.parentLeft, -1)
        batch.appendTerm(scene.parentWidth, -1)
        batch.endConstraint(constant: inset, relation: .equal, priority: .required)
    }

    /// Restated in direct mode: the old rows die, the new ones are added and one direct pass
    /// resolves the problem; the LP is not built, and the values are those the LP reaches by
    /// removing and adding (main's path). A change that needs the LP afterwards builds it on
    /// the restated point.
    func testRestatedConstraintsAreResolvedDirectly() throws {
        var finals: [[Double]] = []
        for direct in [true, false] {
            let solver = Solver()
            solver.usesDirectResolution = direct
            let scene = try XCTUnwrap(mirroredScene(solver))
            var batch = ConstraintBatch()
            appendRightToLeft(scene, 0, inset: 10, to: &batch)
            appendRightToLeft(scene, 1, inset: 20, to: &batch)
            if direct {
                let ids = try XCTUnwrap(solver.replaceConstraintsDirectly(removing: scene.leading, adding: batch))
                XCTAssertTrue(solver.isDirectlyResolved)
                XCTAssertEqual(solver.pivotCount, 0)
                XCTAssertFalse(solver.contains(scene.leading[0]))
                XCTAssertEqual(ids.map { solver.constant(of: $0) }, [10, 20])
            } else {
                XCTAssertNil(solver.replaceConstraintsDirectly(removing: scene.leading, adding: batch))
                for id in scene.leading { solver.remove(id) }
                XCTAssertNotNil(solver.addConstraintsIfAllFit(batch))
            }
            XCTAssertEqual(scene.variables.map { solver.currentValue(of: $0) }, [240, 220, 50, 60])
            // Needs the LP: built on the restated point.
            solver.add([(scene.widths[0], 1)], -70, .equal)
            XCTAssertFalse(solver.isDirectlyResolved)
            finals.append(scene.variables.map { solver.currentValue(of: $0) })
            solver.assertHealthy()
        }
        XCTAssertEqual(finals[0], finals[1])
        XCTAssertEqual(finals[0], [220, 220, 70, 60])
    }

    /// Everything a restatement writes, as text: rows, terms, columns (kind, bounds,
    /// value, basis position, reduced cost, entry list), the basis header, the constraint
    /// records and ids, the pending rows, the counts.
    private func directState(_ solver: Solver, _ variables: [Variable]) -> String {
        let rows = solver.rows.map {
            "\($0.state) \($0.termStart) \($0.termCount) \($0.logical) \($0.positiveError) \($0.negativeError) \($0.sequence)"
        }
        let columns = solver.columnKind.indices.map { column -> String in
            let entries = column < solver.columnEntries.columnCount
                ? solver.columnEntries[column].map { "\($0.row):\($0.coefficient)" }.joined(separator: " ") : "lazy"
            let bounds = column < solver.lowerBound.count
                ? "\(solver.lowerBound[column]) \(solver.upperBound[column]) \(solver.basisPosition[column]) "
                    + "\(solver.reducedCost[column]) [\(entries)]" : "lazy"
            return "\(solver.columnKind[column]) \(solver.value[column]) \(bounds)"
        }
        let records = solver.constraints.keys.sorted().map { "\($0): \(String(describing: solver.constraints[$0]))" }
        return [rows.joined(separator: ","), "\(solver.termColumns) \(solver.termCoefficients)", columns.joined(separator: ","),
                records.joined(separator: ","), "\(solver.pendingRows) \(solver.liveRowCount) \(solver.deadRowCount)",
                "\(solver.nextConstraintID) \(solver.requiredRowCount) \(solver.basisHeader)",
                "\(solver.freeColumns) \(solver.freeRowIDs) \(solver.needsSettle) \(solver.pendingOperationCount)",
                "\(variables.map { solver.currentValue(of: $0) }) \(solver.isDirectlyResolved)"].joined(separator: "\n")
    }

    /// A restatement the direct pass cannot certify (here its two rows contradict each
    /// other) changes nothing: the same rows, columns, records and values (the flat arena
    /// moved into the LP's storage first, as the call does), still direct; so does one
    /// naming a constraint twice.
    func testFailedRestatementLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        let scene = try XCTUnwrap(mirroredScene(solver))
        solver.materializeArena()
        XCTAssertTrue(solver.isDirectlyResolved)
        let before = directState(solver, scene.variables)
        var conflicting = ConstraintBatch()
        appendRightToLeft(scene, 0, inset: 10, to: &conflicting)  // the first child at 240
        conflicting.appendTerm(scene.lefts[0], 1)                   // and at 0, both required
        conflicting.endConstraint(constant: 0, relation: .equal, priority: .required)
        XCTAssertNil(solver.replaceConstraintsDirectly(removing: scene.leading, adding: conflicting))
        XCTAssertEqual(directState(solver, scene.variables), before)
        XCTAssertTrue(solver.isDirectlyResolved)
        var twice = ConstraintBatch()
        appendRightToLeft(scene, 0, inset: 10, to: &twice)
        appendRightToLeft(scene, 0, inset: 10, to: &twice)
        XCTAssertNil(solver.replaceConstraintsDirectly(removing: [scene.leading[0], scene.leading[0]], adding: twice))
        XCTAssertEqual(directState(solver, scene.variables), before)
        // Refused before the pass: a required row without variables that never holds
        // (`0 = 5`), after a row that was appended.
        var impossible = ConstraintBatch()
        appendRightToLeft(scene, 0, inset: 10, to: &impossible)
        impossible.endConstraint(constant: 5, relation: .equal, priority: .required)
        XCTAssertNil(solver.replaceConstraintsDirectly(removing: scene.leading, adding: impossible))
        XCTAssertEqual(directState(solver, scene.variables), before)
        // And it goes on as before.
        try solver.setConstant(scene.leading[0], -30)
        XCTAssertEqual(scene.variables.map { solver.currentValue(of: $0) }, [30, 20, 50, 60])
        solver.assertHealthy()
    }

    /// A refused restatement of optional rows (a view's compression and hugging rows, whose
    /// errors the restatement fixes at zero) and of rows given back after a restatement
    /// was kept: every slot written is restored, the error columns' bounds and costs too.
    func testFailedRestatementOfOptionalRowsLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        let scene = try XCTUnwrap(mirroredScene(solver))
        solver.materializeArena()
        // A kept restatement first: dead rows and appended ones are then part of the state.
        var rightToLeft = ConstraintBatch()
        appendRightToLeft(scene, 0, inset: 10, to: &rightToLeft)
        appendRightToLeft(scene, 1, inset: 20, to: &rightToLeft)
        let restated = try XCTUnwrap(solver.replaceConstraintsDirectly(removing: scene.leading, adding: rightToLeft))
        XCTAssertEqual(scene.variables.map { solver.currentValue(of: $0) }, [240, 220, 50, 60])
        let pairs = solver.constraints.keys.sorted().compactMap { key -> ConstraintID? in
            solver.constraints[key].map { $0.priority.isRequired ? nil : ConstraintID(rawValue: key) } ?? nil
        }
        XCTAssertEqual(pairs.count, 4)
        let before = directState(solver, scene.variables)
        // The first view's pair restated as two required widths that contradict each other.
        var conflicting = ConstraintBatch()
        conflicting.appendTerm(scene.widths[0], 1)
        conflicting.endConstraint(constant: -50, relation: .equal, priority: .required)
        conflicting.appendTerm(scene.widths[0], 1)
        conflicting.endConstraint(constant: -70, relation: .equal, priority: .required)
        XCTAssertNil(solver.replaceConstraintsDirectly(removing: [pairs[0], pairs[1]], adding: conflicting))
        XCTAssertEqual(directState(solver, scene.variables), before)
        XCTAssertTrue(solver.isDirectlyResolved)
        // And it goes on as before.
        try solver.setConstant(restated[0], 30)
        XCTAssertEqual(scene.variables.map { solver.currentValue(of: $0) }, [220, 220, 50, 60])
        solver.assertHealthy()
    }
}
