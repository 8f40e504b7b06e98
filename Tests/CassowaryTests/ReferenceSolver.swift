@testable import Cassowary

/// A brute-force lexicographic solver for tiny systems, independent of the simplex: the
/// reference the randomized tests compare the real solver against.
///
/// Every level's error (|e| for `e == 0`, max(0, -e) for `e >= 0`, max(0, e) for `e <= 0`,
/// summed within the level) is convex and piecewise linear, linear on each face of the
/// arrangement of the constraints' hyperplanes. So the lexicographic argmin, when it is a
/// single point, is a vertex of that arrangement: enumerate the vertices (every n-subset of
/// hyperplanes with a unique intersection), keep the ones that satisfy the required
/// constraints, and take the lexicographically smallest error vector. Adding `v == c` for
/// each variable at its own low level makes the optimum a single point.
struct ReferenceSolver {
    struct Constraint {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        /// nil for required.
        var level: Double?

        func evaluate(_ point: [Double]) -> Double {
            var sum = constant
            for (a, x) in zip(coefficients, point) { sum += a * x }
            return sum
        }

        func error(_ point: [Double]) -> Double {
            let e = evaluate(point)
            switch relation {
            case .equal: return abs(e)
            case .greaterThanOrEqual: return max(0, -e)
            case .lessThanOrEqual: return max(0, e)
            }
        }
    }

    enum Outcome {
        case infeasible
        case optimum([Double])
        /// Two different vertices tie: the test's data does not pin a single point.
        case ambiguous([Double], [Double])
    }

    var dimension: Int
    var constraints: [Constraint] = []
    var feasibilityTolerance = 1e-7
    var comparisonTolerance = 1e-6

    init(dimension: Int) { self.dimension = dimension }

    func solve() -> Outcome {
        let hyperplanes = constraints.filter { $0.coefficients.contains { $0 != 0 } }
        let levels = Array(Set(constraints.compactMap(\.level))).sorted(by: >)
        var best: (point: [Double], errors: [Double])?
        var tie: [Double]?
        forEachSubset(of: hyperplanes.count, size: dimension) { subset in
            guard let point = intersect(subset.map { hyperplanes[$0] }) else { return }
            for constraint in constraints where constraint.level == nil {
                if constraint.error(point) > feasibilityTolerance { return }
            }
            let errors = levels.map { level in
                constraints.reduce(0.0) { $1.level == level ? $0 + $1.error(point) : $0 }
            }
            guard let current = best else { best = (point, errors); return }
            switch compare(errors, current.errors) {
            case .less:
                best = (point, errors)
                tie = nil
            case .equal:
                if distance(point, current.point) > comparisonTolerance { tie = point }
            case .greater:
                break
            }
        }
        guard let best else { return .infeasible }
        if let tie { return .ambiguous(best.point, tie) }
        return .optimum(best.point)
    }

    private enum Order { case less, equal, greater }

    private func compare(_ lhs: [Double], _ rhs: [Double]) -> Order {
        for (l, r) in zip(lhs, rhs) where abs(l - r) > comparisonTolerance {
            return l < r ? .less : .greater
        }
        return .equal
    }

    private func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }

    /// The single point where the hyperplanes `Σ a·x + c = 0` meet (Gaussian elimination
    /// with partial pivoting), or nil when they do not meet in exactly one point.
    private func intersect(_ planes: [Constraint]) -> [Double]? {
        let n = dimension
        var m = planes.map { $0.coefficients + [-$0.constant] }
        for column in 0..<n {
            var pivot = column
            for r in column..<n where abs(m[r][column]) > abs(m[pivot][column]) { pivot = r }
            guard abs(m[pivot][column]) > 1e-9 else { return nil }
            m.swapAt(column, pivot)
            for r in 0..<n where r != column {
                let factor = m[r][column] / m[column][column]
                if factor == 0 { continue }
                for c in column...n { m[r][c] -= factor * m[column][c] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }

    private func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        guard size <= count else { return }
        var indices = Array(0..<size)
        while true {
            body(indices)
            var i = size - 1
            while i >= 0 && indices[i] == count - size + i { i -= 1 }
            if i < 0 { return }
            indices[i] += 1
            for j in (i + 1)..<size { indices[j] = indices[j - 1] + 1 }
        }
    }
}
