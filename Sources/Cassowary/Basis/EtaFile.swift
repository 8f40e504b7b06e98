/// The changes to the basis since the last INVERT, kept as a product of elementary
/// matrices instead of refactoring: the product form of the inverse (Dantzig & Orchard-Hays
/// 1954), as GLPK and HiGHS keep between refactorizations.
///
/// Two kinds of update, each `Bₖ = Bₖ₋₁·Eₖ`:
/// - a column eta: a pivot put a new column at position p; with α = Bₖ₋₁⁻¹·a the entering
///   column, `Eₖ = I + (α − eₚ)eₚᵀ`;
/// - a row eta: a new row r was appended with its logical basic. With the previous basis
///   extended by −1 at (r, r), `Eₖ = [[I, 0], [−v, 1]]`, v being the new row's coefficients
///   at the positions of its basic columns.
/// FTRAN applies the inverses in order after the LU solve, BTRAN their transposes in
/// reverse before it. Both are append-only, so a transaction rolls back by truncation.
struct EtaFile {
    private enum Kind: UInt8 {
        case column
        case row
    }

    private var kinds: [Kind] = []
    /// The pivot position (column eta) or the appended row (row eta).
    private var pivots: [Int32] = []
    /// α at the pivot position (column etas only).
    private var pivotValues: [Double] = []
    private var starts: [Int32] = [0]
    private var positions: [Int32] = []
    private var values: [Double] = []
    /// Rows appended since INVERT: the factored basis treats them as −1 on the diagonal.
    private(set) var appendedRows: [Int32] = []

    var count: Int { kinds.count }
    var nonzeroCount: Int { positions.count }

    /// A state to return to (`truncate(to:)`).
    struct Mark {
        fileprivate var count: Int
        fileprivate var entries: Int
        fileprivate var appended: Int
    }

    var mark: Mark { Mark(count: kinds.count, entries: positions.count, appended: appendedRows.count) }

    mutating func truncate(to mark: Mark) {
        kinds.removeLast(kinds.count - mark.count)
        pivots.removeLast(pivots.count - mark.count)
        pivotValues.removeLast(pivotValues.count - mark.count)
        starts.removeLast(starts.count - mark.count - 1)
        positions.removeLast(positions.count - mark.entries)
        values.removeLast(values.count - mark.entries)
        appendedRows.removeLast(appendedRows.count - mark.appended)
    }

    mutating func removeAll() {
        self = EtaFile()
    }

    /// Records a pivot at `position` with the entering column's FTRAN result `alpha`.
    mutating func appendColumnEta(position: Int32, alpha: ScratchVector) {
        kinds.append(.column)
        pivots.append(position)
        pivotValues.append(alpha[Int(position)])
        for index in alpha.touched where index != position {
            let value = alpha[Int(index)]
            if value != 0 {
                positions.append(index)
                values.append(value)
            }
        }
        starts.append(Int32(truncatingIfNeeded: positions.count))
    }

    /// Records a new row `row` whose logical is basic at its own position; `terms` are its
    /// coefficients at the positions of its basic columns.
    mutating func appendRowEta(row: Int32, terms: [(position: Int32, coefficient: Double)]) {
        kinds.append(.row)
        pivots.append(row)
        pivotValues.append(0)
        for term in terms {
            positions.append(term.position)
            values.append(term.coefficient)
        }
        starts.append(Int32(truncatingIfNeeded: positions.count))
        appendedRows.append(row)
    }

    /// x ← E⁻¹·x for every update in order (after the LU solve).
    func applyForward(_ x: inout ScratchVector) {
        for update in 0..<kinds.count {
            let start = Int(starts[update]), end = Int(starts[update + 1])
            let pivot = Int(pivots[update])
            switch kinds[update] {
            case .column:
                var t = x[pivot]
                if t == 0 { continue }
                t /= pivotValues[update]
                x.set(pivot, t)
                for entry in start..<end { x.add(Int(positions[entry]), -values[entry] * t) }
            case .row:
                var sum = 0.0
                for entry in start..<end { sum += values[entry] * x[Int(positions[entry])] }
                if sum != 0 { x.add(pivot, sum) }
            }
        }
    }

    /// cᵀ ← cᵀ·E⁻¹ for every update in reverse order (before the transposed LU solve).
    func applyBackward(_ c: inout ScratchVector) {
        for update in stride(from: kinds.count - 1, through: 0, by: -1) {
            let start = Int(starts[update]), end = Int(starts[update + 1])
            let pivot = Int(pivots[update])
            switch kinds[update] {
            case .column:
                var sum = 0.0
                for entry in start..<end { sum += values[entry] * c[Int(positions[entry])] }
                let current = c[pivot]
                if sum == 0 && current == 0 { continue }
                c.set(pivot, (current - sum) / pivotValues[update])
            case .row:
                let t = c[pivot]
                if t == 0 { continue }
                for entry in start..<end { c.add(Int(positions[entry]), values[entry] * t) }
            }
        }
    }
}
