/// The basis inverse as the simplex uses it: the LU factors of the last INVERT followed by
/// the eta file of the updates since (FTRAN: B·x = b; BTRAN: yᵀ·B = cᵀ), and the rule for
/// when to factor afresh.
struct BasisFactor {
    private(set) var lu = LUFactor()
    private(set) var etas = EtaFile()

    /// Replaces the factors (after INVERT).
    mutating func install(_ lu: LUFactor) {
        self.lu = lu
        etas.removeAll()
    }

    /// Drops everything: the next solve factors from scratch.
    mutating func reset() {
        lu = LUFactor()
        etas.removeAll()
    }

    /// Past this many updates an INVERT is cheaper than carrying the etas through every
    /// solve (and it clears the rounding they accumulate).
    var wantsRefactor: Bool {
        etas.count > 120 || etas.nonzeroCount > 4 * lu.nonzeroCount + 4000
    }

    /// B·x = b in place: `vector` holds b by row on entry, x by position on exit.
    mutating func ftran(_ vector: inout ScratchVector) {
        lu.solve(&vector)
        for row in etas.appendedRows {
            let value = vector[Int(row)]
            if value != 0 { vector.set(Int(row), -value) }
        }
        etas.applyForward(&vector)
    }

    /// yᵀ·B = cᵀ in place: `vector` holds c by position on entry, y by row on exit.
    mutating func btran(_ vector: inout ScratchVector) {
        etas.applyBackward(&vector)
        for row in etas.appendedRows {
            let value = vector[Int(row)]
            if value != 0 { vector.set(Int(row), -value) }
        }
        lu.solveTransposed(&vector)
    }

    mutating func appendColumnEta(position: Int32, alpha: ScratchVector) {
        etas.appendColumnEta(position: position, alpha: alpha)
    }

    mutating func appendRowEta(row: Int32, terms: [(position: Int32, coefficient: Double)]) {
        etas.appendRowEta(row: row, terms: terms)
    }

    mutating func setUnitPivot(row: Int, to value: Double) {
        lu.setUnitPivot(row: row, to: value)
    }

    var etaMark: EtaFile.Mark { etas.mark }

    mutating func truncateEtas(to mark: EtaFile.Mark) {
        etas.truncate(to: mark)
    }
}
