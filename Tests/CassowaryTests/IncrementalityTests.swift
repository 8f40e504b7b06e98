import XCTest
@testable import Cassowary

/// `updateVariables()` returns exactly the variables whose values changed, and independent
/// parts of a system never touch each other's rows (Solver.swift; docs/architecture.md "Data
/// flow of one relayout": Core reads the variables of the views whose rows changed).
final class IncrementalityTests: XCTestCase {
    /// Two independent components: a = (a0 edit, a1 = a0 + 10, a2 >= a1 + 5 wishing 0) and
    /// b = (b0 edit, b1 = 2·b0).
    private func twoComponents() throws -> (Solver, [Variable], [Variable]) {
        let s = Solver()
        let a = (0..<3).map { s.newVariable(name: "a\($0)") }
        let b = (0..<2).map { s.newVariable(name: "b\($0)") }
        s.add([(a[1], 1), (a[0], -1)], -10, .equal)
        s.add([(a[2], 1), (a[1], -1)], -5, .greaterThanOrEqual)
        s.add([(a[2], 1)], 0, .equal, optional(10))
        s.add([(b[1], 1), (b[0], -2)], 0, .equal)
        try s.addEditVariable(a[0], priority: optional(500))
        try s.addEditVariable(b[0], priority: optional(500))
        try s.suggestValue(a[0], 0)
        try s.suggestValue(b[0], 1)
        s.updateVariables()
        s.assertHealthy()
        return (s, a, b)
    }

    /// The variables connected to `seeds` through rows (a whole independent component).
    private func component(of seeds: [Variable], in s: Solver) -> Set<Int32> {
        var columns = Set(seeds.map { Int32($0.id) })
        var grew = true
        while grew {
            grew = false
            for row in s.snapshot().rows {
                let members = row.terms.map(\.column)
                if members.contains(where: columns.contains) {
                    for m in members where !columns.contains(m) { columns.insert(m); grew = true }
                }
            }
        }
        return columns
    }

    /// Everything of the component: its rows and every column that belongs to it (its
    /// variables, and the logicals and errors of its rows), with values, bounds, basis
    /// positions and reduced costs.
    private func state(of columns: Set<Int32>, in s: Solver) -> SolverSnapshot {
        let snapshot = s.snapshot()
        var part = SolverSnapshot()
        part.rows = snapshot.rows.filter { $0.terms.contains { columns.contains($0.column) } }
        let rowIDs = Set(part.rows.map { Int32($0.id) })
        part.columns = snapshot.columns.filter { columns.contains(Int32($0.id)) || rowIDs.contains($0.row) }
        return part
    }

    func testSuggestingOnOneComponentReportsOnlyItsChangedVariables() throws {
        let (s, a, b) = try twoComponents()
        assertValues(s, [(a[0], 0), (a[1], 10), (a[2], 15), (b[0], 1), (b[1], 2)])
        let bSymbols = component(of: b, in: s)
        XCTAssertTrue(component(of: a, in: s).isDisjoint(with: bSymbols))
        let bRows = state(of: bSymbols, in: s)

        try s.suggestValue(a[0], 20); s.assertHealthy()
        XCTAssertEqual(Set(s.updateVariables()), Set(a))
        XCTAssertEqual(state(of: bSymbols, in: s), bRows, "component b's rows were touched")

        try s.suggestValue(b[0], 3); s.assertHealthy()
        XCTAssertEqual(Set(s.updateVariables()), Set(b))
        assertValues(s, [(a[0], 20), (a[1], 30), (a[2], 35), (b[0], 3), (b[1], 6)])
    }

    func testUpdateWithoutChangesReportsNothing() throws {
        let (s, _, _) = try twoComponents()
        XCTAssertEqual(s.updateVariables(), [])
        XCTAssertEqual(s.updateVariables(), [])
    }

    func testValuesArePublishedOnlyByUpdateVariables() throws {
        let (s, a, _) = try twoComponents()
        try s.suggestValue(a[0], 7)
        XCTAssertEqual(s.value(of: a[0]), 0)  // still the published value
        XCTAssertEqual(s.currentValue(of: a[0]), 7)
        XCTAssertEqual(s.currentValue(of: a[1]), 17)
        s.updateVariables()
        XCTAssertEqual(s.value(of: a[0]), 7)
        XCTAssertEqual(s.value(of: a[1]), 17)
    }

    func testVariablesThatMoveAndComeBackAreNotReported() throws {
        let (s, a, b) = try twoComponents()
        try s.suggestValue(a[0], 50)
        try s.suggestValue(b[0], 9)
        try s.suggestValue(a[0], 0)  // back to the published layout
        XCTAssertEqual(Set(s.updateVariables()), Set(b))
    }

    func testSatisfiedNewConstraintReportsNothing() throws {
        // The rows change, the values do not.
        let (s, a, b) = try twoComponents()
        s.add([(a[2], 1)], -15, .equal, optional(5))
        s.add([(b[1], 1), (a[1], -1)], 8, .lessThanOrEqual)  // 2 <= 10 - 8 holds
        s.assertHealthy()
        XCTAssertEqual(s.updateVariables(), [])
    }

    func testAddingAndRemovingAConstraintReportsTheVariablesItMoves() throws {
        // a2 >= 40 moves a2 alone (a0 keeps its edit, a1 = a0 + 10).
        let (s, a, b) = try twoComponents()
        let floor = s.add([(a[2], 1)], -40, .greaterThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.updateVariables(), [a[2]])
        XCTAssertEqual(s.value(of: a[2]), 40)
        s.remove(floor); s.assertHealthy()
        XCTAssertEqual(s.updateVariables(), [a[2]])
        XCTAssertEqual(s.value(of: a[2]), 15)
        // b1 == 100 @600 beats b0's edit @500: both b's move.
        let pull = s.add([(b[1], 1)], -100, .equal, optional(600)); s.assertHealthy()
        XCTAssertEqual(Set(s.updateVariables()), Set(b))
        assertValues(s, [(b[0], 50), (b[1], 100)])
        s.remove(pull); s.assertHealthy()
        XCTAssertEqual(Set(s.updateVariables()), Set(b))
        assertValues(s, [(b[0], 1), (b[1], 2)])
    }

    func testEachChangedVariableIsReportedOnce() throws {
        let (s, a, _) = try twoComponents()
        for value in stride(from: 1.0, through: 40, by: 1) { try s.suggestValue(a[0], value) }
        let changed = s.updateVariables()
        XCTAssertEqual(changed.count, Set(changed).count)
        XCTAssertEqual(Set(changed), Set(a))
    }

    func testManyIndependentComponentsStaySeparate() throws {
        // 50 independent pairs (x_k edit, y_k = x_k + k). Dragging one reports one pair, and the
        // work done does not grow the other pairs' rows.
        let s = Solver()
        var pairs: [(Variable, Variable)] = []
        for k in 0..<50 {
            let x = s.newVariable(), y = s.newVariable()
            s.add([(y, 1), (x, -1)], -Double(k), .equal)
            try s.addEditVariable(x, priority: optional(500))
            pairs.append((x, y))
        }
        s.updateVariables()
        let terms = s.tableauTermCount
        for k in stride(from: 0, to: 50, by: 7) {
            try s.suggestValue(pairs[k].0, 100); s.assertHealthy()
            XCTAssertEqual(Set(s.updateVariables()), [pairs[k].0, pairs[k].1])
            XCTAssertEqual(s.value(of: pairs[k].1), 100 + Double(k))
        }
        XCTAssertEqual(s.tableauTermCount, terms)
    }
}
