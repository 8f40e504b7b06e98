/// Variables whose LP entries are made only when the LP needs them (docs/solver.md, "The
/// flat arena and lazy materialization").
///
/// A scene makes four variables per view before its first layout, and a certified first
/// layout keeps its rows flat (`RowArena`) and never builds the LP. Each variable used to
/// get, at once, the entries of seven per-column arrays that only the LP reads — bounds,
/// basis position, owning row, column list, required-row count, reduced cost — about 72
/// bytes (0.29 KB per view of the list document with the four reserved per view), and the
/// pricing scratch grew with them. A *lazy* column has only what direct resolution and the
/// reads use: its kind, value, witness, published value and dirty flag.
///
/// A lazy column is an external column that no row mentions: its LP entries would be the
/// defaults `allocateColumn` gives a fresh variable (unbounded, non-basic, owned by no row,
/// an empty list, no required row, a zero reduced cost). The lazy columns are always the
/// last ones — `materializeLazyColumns` appends those defaults to the LP's arrays up to
/// `columnKind.count`, which is exactly what eager allocation would have stored, so nothing
/// after it can tell the difference.
///
/// Where it runs: before any column is allocated (`allocateColumn`, `appendFreshColumns`:
/// a row's logical comes after every variable, and a row may only name materialized
/// columns), when the arena moves into the LP's storage, when the LP is built or changed
/// (`materializeLinearProgram`: every addition, removal, edit, priority, constant the direct
/// mode does not follow, analysis and invariant), before a batch is stored for the LP, before
/// a crash basis or a refactorization (which visit every column), and when direct
/// resolution reads the LP's storage. What runs with lazy columns present — reads, the
/// flat batch, direct-mode followed constants, questions about constraints, and the
/// incremental simplex of a settle (which visits only the columns of pivot rows and
/// candidate lists, never a column in no row) — reads none of the LP's arrays at a lazy
/// column.
extension Solver {
    /// True while some variables have no LP entries yet.
    @inline(__always)
    var hasLazyColumns: Bool { lowerBound.count < columnKind.count }

    /// Gives every lazy column its LP entries (the defaults of a fresh variable).
    @inline(__always)
    func materializeLazyColumns() {
        if hasLazyColumns { appendLinearProgramEntriesOfLazyColumns() }
    }

    @inline(never)
    private func appendLinearProgramEntriesOfLazyColumns() {
        let count = columnKind.count - lowerBound.count
        lowerBound.append(contentsOf: repeatElement(-.infinity, count: count))
        upperBound.append(contentsOf: repeatElement(.infinity, count: count))
        basisPosition.append(contentsOf: repeatElement(-1, count: count))
        columnRow.append(contentsOf: repeatElement(-1, count: count))
        columnEntries.appendColumns(count)
        requiredRowCount.append(contentsOf: repeatElement(0, count: count))
        reducedCost.append(contentsOf: repeatElement(CostVector(), count: count))
        workPrice.reserve(columnKind.count)
    }

    /// Room for `count` columns in every per-column array, the LP's included.
    func reserveColumns(_ count: Int) {
        guard count > columnKind.count else { return }
        columnKind.reserveCapacity(count)
        lowerBound.reserveCapacity(count)
        upperBound.reserveCapacity(count)
        value.reserveCapacity(count)
        basisPosition.reserveCapacity(count)
        columnRow.reserveCapacity(count)
        columnEntries.reserveColumns(count)
        requiredRowCount.reserveCapacity(count)
        reducedCost.reserveCapacity(count)
        publishedValues.reserveCapacity(count)
        isDirty.reserveCapacity(count)
        witnessValue.reserveCapacity(count)
        witnessStamp.reserveCapacity(count)
        workPrice.reserve(count)
    }

    /// A new external column without LP entries: `allocateColumn`'s appends for the arrays
    /// that cover every column (resting at 0, as an unbounded column rests).
    func appendLazyColumn() -> Int32 {
        let column = Int32(truncatingIfNeeded: columnKind.count)
        columnKind.append(.external)
        value.append(0)
        publishedValues.append(0)
        isDirty.append(false)
        witnessValue.append(0)
        witnessStamp.append(0)
        return column
    }

    /// Four new external columns without LP entries, as four calls of `appendLazyColumn`
    /// make them; returns the first. Appended one element at a time: `append(contentsOf:)`
    /// of a repeated element took about 115 instructions an array where four single
    /// appends into reserved room take about 70 (a scene makes four columns a view: issue 18).
    func appendFourLazyColumns() -> Int32 {
        let first = Int32(truncatingIfNeeded: columnKind.count)
        Solver.appendFour(.external, to: &columnKind)
        Solver.appendFour(0, to: &value)
        Solver.appendFour(0, to: &publishedValues)
        Solver.appendFour(false, to: &isDirty)
        Solver.appendFour(0, to: &witnessValue)
        Solver.appendFour(0, to: &witnessStamp)
        return first
    }

    /// Makes `4 × count` unnamed variables at once, as `count` calls of `newFourVariables()`
    /// would make them (the same ids, in the same order), to be handed out four at a time
    /// (`PreparedVariables.takeFour`). Each per-column array grows once for all of them: a
    /// scene's views made four appends each per array, about 390 instructions a view
    /// (issue 18, round 20). Nothing is made (an empty lot) when fresh columns would not be
    /// appended (a released column to recycle, an open transaction) or `count` is not positive.
    public func newVariableRectangles(_ count: Int) -> PreparedVariables {
        materializeArena()
        guard count > 0, freeColumns.isEmpty, !journal.isActive,
              count <= (Int(Int32.max) - columnKind.count) / 4 else { return PreparedVariables() }
        let first = columnKind.count, total = 4 * count
        columnKind.append(contentsOf: repeatElement(.external, count: total))
        value.append(contentsOf: repeatElement(0, count: total))
        publishedValues.append(contentsOf: repeatElement(0, count: total))
        isDirty.append(contentsOf: repeatElement(false, count: total))
        witnessValue.append(contentsOf: repeatElement(0, count: total))
        witnessStamp.append(contentsOf: repeatElement(0, count: total))
        return PreparedVariables(first: UInt32(truncatingIfNeeded: first), end: UInt32(truncatingIfNeeded: first + total))
    }

    @inline(__always)
    private static func appendFour<Element>(_ element: Element, to array: inout [Element]) {
        array.append(element)
        array.append(element)
        array.append(element)
        array.append(element)
    }

    /// Whether an external column is basic, for callers that may meet a lazy one (never
    /// basic: it is in no row).
    @inline(__always)
    func isBasicOrLazy(_ column: Int) -> Bool {
        column < basisPosition.count && basisPosition[column] >= 0
    }
}

/// Variables made together (`Solver.newVariableRectangles`), handed out four at a time — a
/// rectangle's left, top, width and height — in the order they were made.
public struct PreparedVariables {
    /// The next variable's id and the end of the lot.
    private var next: UInt32
    private let end: UInt32

    /// No variables.
    public init() {
        next = 0
        end = 0
    }

    init(first: UInt32, end: UInt32) {
        next = first
        self.end = end
    }

    /// How many variables are left.
    public var count: Int { Int(end - next) }

    /// The next four, nil when fewer are left.
    public mutating func takeFour() -> (Variable, Variable, Variable, Variable)? {
        guard end - next >= 4 else { return nil }
        let first = Int(next)
        next += 4
        return (Variable(column: first), Variable(column: first + 1), Variable(column: first + 2), Variable(column: first + 3))
    }
}
