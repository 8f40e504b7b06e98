/// Direct resolution: solving a problem without the LP when its answer is a chain of
/// substitutions, and proving that the answer is the unique lexicographic optimum.
///
/// Most of a layout is triangular: a position is an anchor plus a constant, a width is an
/// intrinsic size held by a hugging / compression-resistance pair, the last view of a fill
/// stack takes what is left. Propagation finds that point in one pass over the terms; the
/// certificate then decides whether it is the answer (see docs/solver.md, "Direct
/// resolution", for the argument in full):
///
/// 1. **Propagation.** A row with one unknown left determines it: an equality outright;
///    an inequality gives a bound, and a variable whose tightest lower and upper bounds
///    meet (a hugging / compression pair on one size) is determined by the pair. An
///    equality with two unknowns left makes one an affine function of the other (an
///    *alias*: x = s·y + o), so that equal widths, equal gaps and a chain of views whose
///    common width the end of the chain decides are solved in one pass too. Every
///    determination has a *level*: the weakest priority in the chain of rows it rests on
///    (required rows count as +∞). Ready rows are taken strongest level first (a
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
        /// propagation cannot see through).
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

    // Every variable is an affine function of its class's representative:
    // x = scale[x]·x_rep + offset[x], through alias rows whose weakest level is
    // aliasLevel[x] (+∞ for the representative itself).
    private var representative: [Int32]
    private var scale: [Double]
    private var offset: [Double]
    private var aliasLevel: [Double]
    /// The members of each representative's class (the representative included).
    private var members: [[Int32]]
    /// A representative's value and the level of the weakest row its determination rests
    /// on; `-∞` while undetermined.
    private var repValue: [Double]
    private var repLevel: [Double]
    /// The tightest bounds single-unknown inequality rows put on each representative, with
    /// the level each rests on.
    private var lowerLimit: [Double]
    private var upperLimit: [Double]
    private var lowerLimitLevel: [Double]
    private var upperLimitLevel: [Double]
    /// Rows ready to act (one unknown left, or an equality with two), strongest first:
    /// required rows (most of a layout) on a plain stack taken before every optional
    /// level, optional rows in a heap by level.
    private var readyRequired: [Int32] = []
    private var ready = BinaryHeap<ReadyRow>()
    /// A row's unknowns in its reduced form (scratch).
    private var unknownRep: [Int32] = []
    private var unknownCoefficient: [Double] = []
    /// Some row was not used because its pivot was too small or its value not finite:
    /// undetermined variables are then reported as numerically unsafe.
    private(set) var sawUnsafePivot = false
    /// Rows in the ready heap (each is queued once; it is reduced again when taken).
    private var isQueued: [Bool]

    // The solver's problem, read only (copy-on-write references, never copied).
    private let rows: [RowRecord]
    private let termColumns: [Int32]
    private let termCoefficients: [Double]
    private let columnEntries: [[ColumnEntry]]
    private let lowerBound: [Double]
    private let upperBound: [Double]

    /// A row ready to act: taken by descending level, then in the order rows were added
    /// (so that the pass is deterministic).
    struct ReadyRow: Comparable {
        var level: Double
        var sequence: Int
        var row: Int32

        static func < (a: ReadyRow, b: ReadyRow) -> Bool {
            a.level != b.level ? a.level > b.level : a.sequence < b.sequence
        }
    }

    /// A row in terms of representatives: `Σ c·rep + constant`, its undetermined
    /// representatives in the scratch arrays; `level`, the weakest level the reduction
    /// rests on (the alias paths used and the determined representatives).
    private struct Reduction {
        var constant = 0.0
        var level = Double.infinity
        var largest = 0.0
        var unknownCount = 0
    }

    init(_ solver: Solver) {
        rows = solver.rows
        termColumns = solver.termColumns
        termCoefficients = solver.termCoefficients
        columnEntries = solver.columnEntries
        lowerBound = solver.lowerBound
        upperBound = solver.upperBound
        let columnCount = solver.columnKind.count
        isQueued = Array(repeating: false, count: rows.count)
        representative = (0..<columnCount).map { Int32(truncatingIfNeeded: $0) }
        scale = Array(repeating: 1, count: columnCount)
        offset = Array(repeating: 0, count: columnCount)
        aliasLevel = Array(repeating: .infinity, count: columnCount)
        members = Array(repeating: [], count: columnCount)
        repValue = Array(repeating: 0, count: columnCount)
        repLevel = Array(repeating: -.infinity, count: columnCount)
        lowerLimit = Array(repeating: -.infinity, count: columnCount)
        upperLimit = Array(repeating: .infinity, count: columnCount)
        lowerLimitLevel = Array(repeating: .infinity, count: columnCount)
        upperLimitLevel = Array(repeating: .infinity, count: columnCount)
    }

    @inline(__always)
    func isDetermined(_ column: Int) -> Bool { repLevel[Int(representative[column])] > -.infinity }

    /// The determined value of a variable.
    @inline(__always)
    func value(of column: Int) -> Double {
        scale[column] * repValue[Int(representative[column])] + offset[column]
    }

    /// The level of the weakest row a determined variable rests on.
    @inline(__always)
    func level(of column: Int) -> Double {
        min(aliasLevel[column], repLevel[Int(representative[column])])
    }

    @inline(__always)
    private func terms(of row: Int) -> Range<Int> {
        let record = rows[row]
        return Int(record.termStart)..<Int(record.termStart + record.termCount)
    }

    /// The level a row stands at: +∞ for required rows.
    @inline(__always)
    static func level(of record: RowRecord) -> Double {
        record.isRequired ? .infinity : record.level
    }

    /// Runs the propagation over the solver's live rows.
    mutating func propagate() {
        for row in rows.indices where rows[row].state == .live {
            enqueueIfReady(row)
        }
        while true {
            let row: Int
            if let required = readyRequired.popLast() {
                row = Int(required)
            } else if let next = ready.pop() {
                row = Int(next.row)
            } else {
                break
            }
            isQueued[row] = false
            act(on: row)
        }
    }

    /// Reduces row `row` to its representatives (unknowns into the scratch arrays).
    private mutating func reduce(_ row: Int) -> Reduction {
        var reduction = Reduction()
        unknownRep.removeAll(keepingCapacity: true)
        unknownCoefficient.removeAll(keepingCapacity: true)
        for term in terms(of: row) {
            let column = Int(termColumns[term])
            let a = termCoefficients[term]
            let rep = Int(representative[column])
            let coefficient = a * scale[column]
            reduction.constant += a * offset[column]
            reduction.largest = max(reduction.largest, abs(coefficient))
            reduction.level = min(reduction.level, aliasLevel[column])
            if repLevel[rep] > -.infinity {
                reduction.constant += coefficient * repValue[rep]
                reduction.level = min(reduction.level, repLevel[rep])
            } else if let index = unknownRep.firstIndex(of: Int32(truncatingIfNeeded: rep)) {
                unknownCoefficient[index] += coefficient
            } else {
                unknownRep.append(Int32(truncatingIfNeeded: rep))
                unknownCoefficient.append(coefficient)
            }
        }
        // Terms that cancel through their aliases (w₁ − w₀ with w₁ = w₀) are no unknowns.
        let cancelled = 1e-9 * reduction.largest
        var index = 0
        while index < unknownRep.count {
            if abs(unknownCoefficient[index]) <= cancelled {
                unknownRep.remove(at: index)
                unknownCoefficient.remove(at: index)
            } else {
                index += 1
            }
        }
        reduction.unknownCount = unknownRep.count
        return reduction
    }

    /// Queues row `row` when it can act: one unknown left, or an equality with two.
    private mutating func enqueueIfReady(_ row: Int) {
        guard !isQueued[row] else { return }
        let record = rows[row]
        let reduction = reduce(row)
        let isEquality = lowerBound[Int(record.logical)] == upperBound[Int(record.logical)]
        guard reduction.unknownCount == 1 || (reduction.unknownCount == 2 && isEquality) else { return }
        isQueued[row] = true
        let level = min(Self.level(of: record), reduction.level)
        if level == .infinity {
            readyRequired.append(Int32(truncatingIfNeeded: row))
        } else {
            ready.push(ReadyRow(level: level, sequence: record.sequence, row: Int32(truncatingIfNeeded: row)))
        }
    }

    /// Row `row` is taken: it determines its unknown, tightens its bound, or aliases one
    /// of its two unknowns to the other — if it still can.
    private mutating func act(on row: Int) {
        let record = rows[row]
        let reduction = reduce(row)
        let level = min(Self.level(of: record), reduction.level)
        let logical = Int(record.logical)
        let lowerBound = lowerBound[logical], upperBound = upperBound[logical]
        let isEquality = lowerBound == upperBound
        let safe = max(Tolerance.pivotAbsolute, 1e-7 * reduction.largest)
        switch reduction.unknownCount {
        case 1:
            let rep = Int(unknownRep[0])
            let coefficient = unknownCoefficient[0]
            guard abs(coefficient) >= safe else {
                sawUnsafePivot = true
                return
            }
            let lower = lowerBound - reduction.constant
            let upper = upperBound - reduction.constant
            if isEquality {
                determine(rep, lower / coefficient, at: level)
                return
            }
            // c·y ∈ [lower, upper] bounds y on one side or both.
            let low = coefficient > 0 ? lower / coefficient : upper / coefficient
            let high = coefficient > 0 ? upper / coefficient : lower / coefficient
            var tightened = false
            if low.isFinite && low > lowerLimit[rep] {
                lowerLimit[rep] = low
                lowerLimitLevel[rep] = level
                tightened = true
            }
            if high.isFinite && high < upperLimit[rep] {
                upperLimit[rep] = high
                upperLimitLevel[rep] = level
                tightened = true
            }
            guard tightened, lowerLimit[rep].isFinite, upperLimit[rep].isFinite else { return }
            let a = lowerLimit[rep], b = upperLimit[rep]
            // The bounds meet: the rows that set them hold only at this value, which rests
            // on both.
            if abs(a - b) <= 1e-12 * max(1, abs(a)) {
                determine(rep, a, at: min(lowerLimitLevel[rep], upperLimitLevel[rep]))
            }
        case 2 where isEquality:
            // c₀·y₀ + c₁·y₁ = bound − constant: express the smaller class through the larger.
            var moved = 0, kept = 1
            if members[Int(unknownRep[0])].count > members[Int(unknownRep[1])].count { moved = 1; kept = 0 }
            if abs(unknownCoefficient[moved]) < safe { swap(&moved, &kept) }
            guard abs(unknownCoefficient[moved]) >= safe else {
                sawUnsafePivot = true
                return
            }
            let from = Int(unknownRep[moved]), into = Int(unknownRep[kept])
            let factor = -unknownCoefficient[kept] / unknownCoefficient[moved]
            let shift = (lowerBound - reduction.constant) / unknownCoefficient[moved]
            guard factor.isFinite, shift.isFinite, factor != 0 else {
                sawUnsafePivot = true
                return
            }
            merge(from, into: into, factor: factor, shift: shift, at: level)
        default:
            return
        }
    }

    /// Makes class `from` part of class `into`: from = factor·into + shift, through a row
    /// at `level`. The moved members' rows are looked at again.
    private mutating func merge(_ from: Int, into: Int, factor: Double, shift: Double, at level: Double) {
        var moved = members[from]
        if moved.isEmpty { moved = [Int32(truncatingIfNeeded: from)] }
        members[from] = []
        if members[into].isEmpty { members[into] = [Int32(truncatingIfNeeded: into)] }
        for member in moved {
            let index = Int(member)
            // x = s·from + o = s·(factor·into + shift) + o.
            offset[index] += scale[index] * shift
            scale[index] *= factor
            representative[index] = Int32(truncatingIfNeeded: into)
            aliasLevel[index] = min(aliasLevel[index], level)
            members[into].append(member)
        }
        for member in moved { revisitRows(of: Int(member)) }
    }

    /// Fixes representative `rep` at `x`, determined at `determinationLevel`; the rows of
    /// its class are looked at again.
    private mutating func determine(_ rep: Int, _ x: Double, at determinationLevel: Double) {
        guard x.isFinite else {
            sawUnsafePivot = true
            return
        }
        repValue[rep] = x
        repLevel[rep] = determinationLevel
        if members[rep].isEmpty {
            revisitRows(of: rep)
        } else {
            for member in members[rep] { revisitRows(of: Int(member)) }
        }
    }

    private mutating func revisitRows(of column: Int) {
        for entry in columnEntries[column] where rows[Int(entry.row)].state == .live {
            enqueueIfReady(Int(entry.row))
        }
    }

    /// Why row `row` is not certified at the propagated point, or nil when it is: all its
    /// variables determined, and it holds — or, optional, is dominated.
    func fallback(forRow row: Int) -> Fallback? {
        let record = rows[row]
        var activity = 0.0
        var largest = 0.0
        for term in terms(of: row) {
            let column = Int(termColumns[term])
            guard isDetermined(column) else { return sawUnsafePivot ? .numericallyUnsafe : .undetermined }
            let product = termCoefficients[term] * value(of: column)
            activity += product
            largest = max(largest, abs(product))
        }
        guard activity.isFinite else { return .numericallyUnsafe }
        let logical = Int(record.logical)
        let lower = lowerBound[logical], upper = upperBound[logical]
        // The LP's own idea of "on the bound", and the rounding of the activity's terms.
        let slack = 8 * largest.ulp
        let holds = activity >= lower - Tolerance.primal(for: lower) - slack
            && activity <= upper + Tolerance.primal(for: upper) + slack
        if holds { return nil }
        if record.isRequired { return .requiredRowViolated }
        for term in terms(of: row) where level(of: Int(termColumns[term])) <= record.level {
            return .preferenceNotDominated
        }
        return nil
    }
}
