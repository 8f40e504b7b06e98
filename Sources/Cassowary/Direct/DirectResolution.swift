/// Direct resolution: solving a problem without the LP when its answer is a chain of
/// substitutions, and proving that the answer is the unique lexicographic optimum.
///
/// Most of a layout is triangular: a position is an anchor plus a constant, a width is an
/// intrinsic size held by a hugging / compression-resistance pair, the last view of a fill
/// stack takes what is left. Propagation finds that point in one pass over the terms; the
/// certificate then decides whether it is the answer (see docs/solver.md, "Direct
/// resolution", for the argument in full):
///
/// 1. **Propagation.** A row with one unknown variable left determines it: an equality
///    outright; an inequality gives a bound, and a variable whose tightest lower and upper
///    bounds meet (a hugging / compression pair on one size) is determined by the pair.
///    Every determination has a *level*: the weakest priority in the chain of rows it
///    rests on (required rows count as +∞). Ready rows are taken strongest level first (a
///    bottleneck-path order), so a variable is determined by the strongest chain there is.
/// 2. **Certificate.** Every variable of every live row is determined; every required row
///    holds at the point; and every optional row the point violates is *dominated*: each
///    of its variables was determined at a level strictly above the row's. Then, level by
///    level from the top, the rows above a violated row's level fix its variables, so its
///    violation is the same at every point that is optimal for the levels above, and the
///    rows the point satisfies are satisfied by every optimum too; at the end, the
///    determining rows (all satisfied) fix every variable: the point is the **unique**
///    lexicographic optimum, so the LP (whatever its basis) would find the same point and
///    no variable is ambiguous.
///
/// Anything else — an undetermined variable (a free or ambiguous one, or a genuine
/// optimisation like a compressed stack whose views tie), a violated required row (a
/// compression the chain did not foresee), a violated preference whose variables rest on
/// rows no stronger than itself (ties, trade-offs between levels) — is not certified and
/// the LP decides. Being conservative costs only time.
struct DirectResolution {
    /// Why a connected component could not be resolved directly.
    enum Fallback: Int, CaseIterable {
        /// A variable no chain of rows determines (free, ambiguous, or an optimisation the
        /// propagation cannot see through, such as equal widths summing to a width).
        case undetermined
        /// A required row fails at the propagated point.
        case requiredRowViolated
        /// An optional row fails at the point and its variables rest on rows no stronger
        /// than itself: a tie or a trade-off between levels, for the LP.
        case preferenceNotDominated
        /// The only row left to determine a variable divides by a coefficient too small
        /// to trust, or the point is not finite.
        case numericallyUnsafe
    }

    /// A variable's value and the level of the weakest row its determination rests on;
    /// `-∞` while undetermined.
    private(set) var value: [Double]
    private(set) var level: [Double]
    /// Per row: how many of its variables are still undetermined, and the activity of the
    /// determined ones.
    private var unknowns: [Int32]
    private var knownActivity: [Double]
    /// The tightest bounds single-unknown inequality rows put on each variable so far.
    private var lowerLimit: [Double]
    private var upperLimit: [Double]
    /// Rows with one unknown left, strongest level first.
    private var ready = BinaryHeap<ReadyRow>()
    /// Variables that could not be determined safely (a tiny pivot).
    private(set) var sawUnsafePivot = false

    /// A row ready to determine its last unknown: taken by descending level, then in the
    /// order rows were added (so that the pass is deterministic).
    struct ReadyRow: Comparable {
        var level: Double
        var sequence: Int
        var row: Int32

        static func < (a: ReadyRow, b: ReadyRow) -> Bool {
            a.level != b.level ? a.level > b.level : a.sequence < b.sequence
        }
    }

    init(columnCount: Int, rowCount: Int) {
        value = Array(repeating: 0, count: columnCount)
        level = Array(repeating: -.infinity, count: columnCount)
        unknowns = Array(repeating: 0, count: rowCount)
        knownActivity = Array(repeating: 0, count: rowCount)
        lowerLimit = Array(repeating: -.infinity, count: columnCount)
        upperLimit = Array(repeating: .infinity, count: columnCount)
    }

    @inline(__always)
    func isDetermined(_ column: Int) -> Bool { level[column] > -.infinity }

    /// The level a row stands at: +∞ for required rows.
    @inline(__always)
    static func level(of record: RowRecord) -> Double {
        record.isRequired ? .infinity : record.level
    }

    /// Runs the propagation over the solver's live rows.
    mutating func propagate(_ solver: Solver) {
        for row in solver.rows.indices where solver.rows[row].state == .live {
            let record = solver.rows[row]
            unknowns[row] = record.termCount
            if record.termCount == 1 {
                ready.push(ReadyRow(level: Self.level(of: record), sequence: record.sequence,
                                    row: Int32(truncatingIfNeeded: row)))
            }
        }
        while let next = ready.pop() {
            let row = Int(next.row)
            guard unknowns[row] == 1 else { continue }
            determineLastUnknown(of: row, at: next.level, solver)
        }
    }

    /// Row `row` has one unknown left: solve it for it (an equality), or tighten its bound
    /// (an inequality) and determine it when its bounds meet.
    private mutating func determineLastUnknown(of row: Int, at rowLevel: Double, _ solver: Solver) {
        let record = solver.rows[row]
        var column = -1
        var coefficient = 0.0
        var largest = 0.0
        for term in solver.terms(of: row) {
            let candidate = Int(solver.termColumns[term])
            let a = solver.termCoefficients[term]
            largest = max(largest, abs(a))
            if !isDetermined(candidate) {
                column = candidate
                coefficient = a
            }
        }
        guard column >= 0 else { return }
        guard abs(coefficient) >= max(Tolerance.pivotAbsolute, 1e-7 * largest) else {
            sawUnsafePivot = true
            return
        }
        let logical = Int(record.logical)
        let lower = solver.lowerBound[logical] - knownActivity[row]
        let upper = solver.upperBound[logical] - knownActivity[row]
        if solver.lowerBound[logical] == solver.upperBound[logical] {
            determine(column, lower / coefficient, at: rowLevel, solver)
            return
        }
        // a·x ∈ [lower, upper] bounds x on one side or both.
        let low = coefficient > 0 ? lower / coefficient : upper / coefficient
        let high = coefficient > 0 ? upper / coefficient : lower / coefficient
        var tightened = false
        if low.isFinite && low > lowerLimit[column] { lowerLimit[column] = low; tightened = true }
        if high.isFinite && high < upperLimit[column] { upperLimit[column] = high; tightened = true }
        guard tightened, lowerLimit[column].isFinite, upperLimit[column].isFinite else { return }
        let a = lowerLimit[column], b = upperLimit[column]
        // The pair meets: both rows hold only at this value. It rests on both rows, the one
        // just taken being the weaker (rows are taken strongest first).
        if abs(a - b) <= 1e-12 * max(1, abs(a)) {
            determine(column, a, at: rowLevel, solver)
        }
    }

    /// Fixes `column` at `x`, determined at `determinationLevel`; rows left with one
    /// unknown become ready at the weaker of their own level and this one.
    private mutating func determine(_ column: Int, _ x: Double, at determinationLevel: Double, _ solver: Solver) {
        guard x.isFinite else {
            sawUnsafePivot = true
            return
        }
        value[column] = x
        level[column] = determinationLevel
        for entry in solver.columnEntries[column] {
            let row = Int(entry.row)
            let record = solver.rows[row]
            guard record.state == .live else { continue }
            knownActivity[row] += entry.coefficient * x
            unknowns[row] -= 1
            if unknowns[row] == 1 {
                ready.push(ReadyRow(level: min(Self.level(of: record), determinationLevel),
                                    sequence: record.sequence, row: Int32(truncatingIfNeeded: row)))
            }
        }
    }

    /// Why row `row` is not certified at the propagated point, or nil when it is: all its
    /// variables determined, and it holds — or, optional, is dominated.
    func fallback(forRow row: Int, _ solver: Solver) -> Fallback? {
        let record = solver.rows[row]
        var activity = 0.0
        var scale = 0.0
        for term in solver.terms(of: row) {
            let column = Int(solver.termColumns[term])
            guard isDetermined(column) else { return sawUnsafePivot ? .numericallyUnsafe : .undetermined }
            let product = solver.termCoefficients[term] * value[column]
            activity += product
            scale = max(scale, abs(product))
        }
        guard activity.isFinite else { return .numericallyUnsafe }
        let logical = Int(record.logical)
        let lower = solver.lowerBound[logical], upper = solver.upperBound[logical]
        // Rounding of the activity's own terms, and the LP's own idea of "on the bound".
        let slack = 8 * scale.ulp
        let holds = activity >= lower - Tolerance.primal(for: lower) - slack
            && activity <= upper + Tolerance.primal(for: upper) + slack
        if holds { return nil }
        if record.isRequired { return .requiredRowViolated }
        for term in solver.terms(of: row) where level[Int(solver.termColumns[term])] <= record.level {
            return .preferenceNotDominated
        }
        return nil
    }
}
