/// The LP built on a certified direct solution (issue 18): the hand-over from direct mode.
///
/// A certified point rests on its determining rows, a triangular, non-singular system in
/// every variable (docs/solver.md, "Direct resolution"). Solving each of those rows for the
/// variable its step fixed, and covering every other row with its own logical or error
/// column, is therefore a basis whose basic solution is the certified point: the crash
/// chosen from the point instead of from the structure. Building the LP then costs a
/// factorization (mostly singleton passes: the basis is triangular), the values, the
/// reduced costs, and the degenerate pivots that turn this basis into an optimal one where
/// the point's own basis is not (it is optimal as a point, not necessarily as a basis);
/// not a solve from a crash that knows nothing of the point, followed by a replay of every
/// change made in direct mode.
extension Solver {
    /// Builds the LP on the current (certified) values from `resolution`'s steps and
    /// settles it. Returns false when the required rows cannot hold together (numerical
    /// trouble: the point satisfied them all).
    func settleFromDirectSeed(_ resolution: DirectResolution) -> Bool {
        materializeLazyColumns()
        purgeDeadRows()
        var crash = Crash(columnCount: columnKind.count, rowCount: rows.count)
        for (row32, column32) in resolution.determiningRowsAndColumns() {
            let row = Int(row32), column = Int(column32)
            guard row >= 0, row < rows.count, rows[row].state == .live,
                  column >= 0, column < columnKind.count, columnKind[column] == .external,
                  crash.holder[column] < 0, crash.columnOf[row] < 0 else { continue }
            crash.assign(column, to: row)
        }
        for row in rows.indices where rows[row].state == .live && crash.columnOf[row] < 0 {
            coverWithUnitColumn(row, &crash)
        }
        install(crash)
        invertBasis()
        recomputeBasicValues()
        chooseUnitColumns()
        recomputeReducedCosts()
        rebuildCandidates()
        return finishCrashSolve()
    }
}
