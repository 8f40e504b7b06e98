import XCTest
@testable import Cassowary

/// Edit variables: an optional `variable == suggestion` whose suggestion the host moves
/// (Solver+EditVariables.swift). Unlike kiwi, the first suggestion is the current value.
final class EditVariableTests: XCTestCase {
    func testSuggestValueMovesTheEditVariable() {
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(y, 1), (x, -2)], 0, .equal); s.assertHealthy()  // y == 2x
        XCTAssertNoThrow(try s.addEditVariable(x, priority: optional(500))); s.assertHealthy()
        XCTAssertTrue(s.isEditVariable(x))
        XCTAssertFalse(s.isEditVariable(y))
        XCTAssertNoThrow(try s.suggestValue(x, 10)); s.assertHealthy()
        assertValues(s, [(x, 10), (y, 20)])
        XCTAssertNoThrow(try s.suggestValue(x, -3.5)); s.assertHealthy()
        assertValues(s, [(x, -3.5), (y, -7)])
    }

    func testAddingAnEditVariableDoesNotMoveTheLayout() throws {
        // The edit starts at the variable's current value (kiwi would suggest 0 → y = 0, x = 100).
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1), (y, 1)], -100, .equal)
        s.add([(x, 1)], -40, .equal, optional(100)); s.assertHealthy()
        assertValues(s, [(x, 40), (y, 60)])
        try s.addEditVariable(y, priority: optional(500)); s.assertHealthy()
        XCTAssertEqual(s.updateVariables(), [])
        assertValues(s, [(x, 40), (y, 60)])
        try s.suggestValue(y, 10); s.assertHealthy()
        assertValues(s, [(x, 90), (y, 10)])
    }

    func testEditStartsAtTheUnpublishedCurrentValue() throws {
        // The current value counts, not the last published one.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -7, .equal, optional(100))
        XCTAssertEqual(s.value(of: x), 0)  // not published yet
        try s.addEditVariable(x, priority: optional(500)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 7)
    }

    func testSuggestingManyTimesMatchesAFreshSolver() throws {
        // After every suggestion the incremental solver must equal a solver built from
        // scratch with the same constraints and that single suggestion.
        func build() -> (Solver, [Variable]) {
            let s = Solver()
            let left = s.newVariable(), width = s.newVariable(), right = s.newVariable(), total = s.newVariable()
            s.add([(left, 1)], 0, .greaterThanOrEqual)
            s.add([(right, 1), (left, -1), (width, -1)], 0, .equal)
            s.add([(width, 1)], -20, .greaterThanOrEqual)
            s.add([(right, 1), (total, -1)], 0, .lessThanOrEqual)
            s.add([(width, 1)], -200, .equal, optional(250))
            s.add([(left, 1)], 0, .equal, optional(100))
            return (s, [left, width, right, total])
        }
        let (s, vars) = build()
        try s.addEditVariable(vars[3], priority: optional(900))
        let suggestions: [Double] = [500, 150, 10, 300, 1e4, 199.5, -50, 20, 20, 200, 200.25, 0, 1e6, 37]
        for value in suggestions {
            try s.suggestValue(vars[3], value); s.assertHealthy()
            let (fresh, freshVars) = build()
            try fresh.addEditVariable(freshVars[3], priority: optional(900))
            try fresh.suggestValue(freshVars[3], value)
            fresh.assertHealthy()
            for (a, b) in zip(vars, freshVars) {
                XCTAssertEqual(s.solved(a), fresh.solved(b), accuracy: 1e-9, "suggestion \(value)")
            }
            // The closed form: total = max(t, 20); width = min(200, total); left = 0.
            let total = max(value, 20)
            XCTAssertEqual(s.solved(vars[3]), total, accuracy: 1e-9)
            XCTAssertEqual(s.solved(vars[1]), min(200, total), accuracy: 1e-9)
            XCTAssertEqual(s.solved(vars[0]), 0, accuracy: 1e-9)
        }
    }

    func testRequiredConstraintBeatsTheEdit() throws {
        // Edits are optional: x <= 100 (required) caps a suggestion at 999 or even 1000.
        for level in [999.0, 1000.0] {
            let s = Solver()
            let x = s.newVariable()
            s.add([(x, 1)], -100, .lessThanOrEqual)
            try s.addEditVariable(x, priority: optional(level))
            try s.suggestValue(x, 150); s.assertHealthy()
            XCTAssertEqual(s.solved(x), 100)
            try s.suggestValue(x, 50); s.assertHealthy()
            XCTAssertEqual(s.solved(x), 50)
        }
    }

    func testEditAt1000BeatsEveryOptionalLevel() throws {
        // Priority.optional(1000): "an edit that must beat every optional constraint".
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -5, .equal, optional(999.99))
        try s.addEditVariable(x, priority: optional(1000))
        try s.suggestValue(x, 7); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 7)
    }

    func testTwoEditVariablesAtDifferentLevels() throws {
        // x <= y required; suggest x = 80, y = 50. The stronger edit wins.
        for xIsStronger in [true, false] {
            let s = Solver()
            let x = s.newVariable(), y = s.newVariable()
            s.add([(x, 1), (y, -1)], 0, .lessThanOrEqual)
            try s.addEditVariable(x, priority: optional(xIsStronger ? 800 : 700))
            try s.addEditVariable(y, priority: optional(xIsStronger ? 700 : 800))
            try s.suggestValue(x, 80); s.assertHealthy()
            try s.suggestValue(y, 50); s.assertHealthy()
            if xIsStronger {
                assertValues(s, [(x, 80), (y, 80)])
            } else {
                assertValues(s, [(x, 50), (y, 50)])
            }
            try s.suggestValue(x, 10); s.assertHealthy()
            assertValues(s, [(x, 10), (y, 50)])
        }
    }

    func testRemovingTheEditRestoresThePreviousOptimum() throws {
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1)], -40, .equal, optional(100))
        s.add([(y, 1), (x, -1)], -5, .equal)
        let before = (s.rowCount, s.tableauTermCount, s.symbolCount, s.constraintCount)
        try s.addEditVariable(x, priority: optional(500))
        XCTAssertEqual(s.constraintCount, 3)  // the edit is a constraint
        try s.suggestValue(x, 90); s.assertHealthy()
        assertValues(s, [(x, 90), (y, 95)])
        try s.removeEditVariable(x); s.assertHealthy()
        XCTAssertFalse(s.isEditVariable(x))
        assertValues(s, [(x, 40), (y, 45)])
        XCTAssertTrue(before == (s.rowCount, s.tableauTermCount, s.symbolCount, s.constraintCount))
    }

    func testReAddedEditStartsFromTheCurrentValue() throws {
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -40, .equal, optional(100))
        try s.addEditVariable(x, priority: optional(500))
        try s.suggestValue(x, 90)
        try s.removeEditVariable(x)
        try s.addEditVariable(x, priority: optional(50)); s.assertHealthy()  // weaker than the wish
        XCTAssertEqual(s.solved(x), 40)
        try s.suggestValue(x, 90); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 40)
    }

    func testLastSuggestionHoldsAcrossConstraintChanges() throws {
        // The suggestion is remembered: a required cap overrides it while present only.
        let s = Solver()
        let x = s.newVariable()
        try s.addEditVariable(x, priority: optional(900))
        try s.suggestValue(x, 90)
        let cap = s.add([(x, 1)], -50, .lessThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 50)
        try s.suggestValue(x, 30); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 30)
        try s.suggestValue(x, 70); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 50)
        s.remove(cap); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 70)
    }

    func testEditOnAVariableFixedByRequiredConstraints() throws {
        // x == 5 (required): the edit's row has no external symbol left; suggestions change nothing.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1)], -5, .equal)
        s.add([(y, 1), (x, -1)], 0, .equal, optional(10))
        try s.addEditVariable(x, priority: optional(999)); s.assertHealthy()
        for value in [10.0, -10, 5, 1e6] {
            try s.suggestValue(x, value); s.assertHealthy()
            assertValues(s, [(x, 5), (y, 5)])
        }
    }

    func testEditErrors() throws {
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1), (y, -1)], 0, .equal)
        assertSolverError(.requiredEditVariable) { try s.addEditVariable(x, priority: .required) }
        assertSolverError(.unknownVariable) { try s.addEditVariable(Variable(rawID: 77), priority: optional(500)) }
        assertSolverError(.unknownEditVariable) { try s.suggestValue(x, 1) }
        assertSolverError(.unknownEditVariable) { try s.removeEditVariable(x) }
        try s.addEditVariable(x, priority: optional(500))
        try s.suggestValue(x, 3)
        let before = s.snapshot([x, y])
        assertSolverError(.duplicateEditVariable) { try s.addEditVariable(x, priority: optional(400)) }
        assertSolverError(.nonFiniteNumber) { try s.suggestValue(x, .nan) }
        assertSolverError(.nonFiniteNumber) { try s.suggestValue(x, .infinity) }
        assertSolverError(.nonFiniteNumber) { try s.suggestValue(x, -.infinity) }
        assertSolverError(.unknownEditVariable) { try s.suggestValue(y, 1) }
        assertSolverError(.nonFiniteNumber) { try s.addEditVariable(y, priority: optional(.nan)) }
        XCTAssertFalse(s.isEditVariable(y))
        // Nothing changed: the last good suggestion still holds and further edits work.
        XCTAssertEqual(s.snapshot([x, y]), before)
        s.assertHealthy()
        assertValues(s, [(x, 3), (y, 3)])
        try s.suggestValue(x, 4); s.assertHealthy()
        assertValues(s, [(x, 4), (y, 4)])
        try s.removeEditVariable(x)
        assertSolverError(.unknownEditVariable) { try s.removeEditVariable(x) }
        s.assertHealthy()
    }

    func testSuggestingTheSameValueChangesNothing() throws {
        let s = Solver()
        let x = s.newVariable()
        try s.addEditVariable(x, priority: optional(500))
        try s.suggestValue(x, 12)
        XCTAssertEqual(s.updateVariables(), [x])
        let before = s.snapshot([x])
        try s.suggestValue(x, 12); s.assertHealthy()
        XCTAssertEqual(s.snapshot([x]), before)
        XCTAssertEqual(s.updateVariables(), [])
    }

    func testEditsOnManyVariablesOfAChain() throws {
        // Twenty boxes of width >= 10 in a row (x_(i+1) >= x_i + 10); drag each left edge in turn.
        // A dragged edge pushes the ones after it (required spacing) and the weak
        // x_i == 10·i wish keeps the rest where they were.
        let s = Solver()
        let xs = (0..<20).map { _ in s.newVariable() }
        for i in 0..<19 { s.add([(xs[i + 1], 1), (xs[i], -1)], -10, .greaterThanOrEqual) }
        for i in 0..<20 { s.add([(xs[i], 1)], -10 * Double(i), .equal, optional(1)) }
        for x in xs { try s.addEditVariable(x, priority: optional(500 - Double(x.id))) }
        s.assertHealthy()
        for i in stride(from: 0, to: 20, by: 3) {
            try s.suggestValue(xs[i], 10 * Double(i) + 55); s.assertHealthy()
            for j in 0..<20 {
                // The edits of earlier variables are stronger (500 - id): later boxes move.
                let pushed = j >= i ? max(10 * Double(j), 10 * Double(i) + 55 + 10 * Double(j - i)) : 10 * Double(j)
                XCTAssertEqual(s.solved(xs[j]), pushed, accuracy: 1e-9, "drag \(i), box \(j)")
            }
            try s.suggestValue(xs[i], 10 * Double(i)); s.assertHealthy()
        }
    }
}
