import XCTest
@testable import Cassowary

/// Small helpers that let solver tests read like the constraints they state.
extension Solver {
    /// Adds `Σ terms + constant RELATION 0`; fails the test on error.
    @discardableResult
    func add(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
             _ priority: Priority = .required, file: StaticString = #filePath, line: UInt = #line) -> ConstraintID {
        do {
            return try addConstraint(LinearExpression(terms.map { ($0.0, $0.1) }, constant: constant), relation, priority: priority)
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return ConstraintID(rawValue: 0)
        }
    }

    /// The solution, published.
    func solved(_ variable: Variable) -> Double {
        updateVariables()
        return value(of: variable)
    }

    func assertHealthy(file: StaticString = #filePath, line: UInt = #line) {
        let problems = invariantViolations()
        XCTAssert(problems.isEmpty, problems.joined(separator: "\n"), file: file, line: line)
    }
}

func optional(_ level: Double) -> Priority { .optional(level) }
