/// When direct resolution is used, and how the LP takes over.
///
/// A cold solve — a scene's first layout, a batch of additions, anything recorded past the
/// incremental budget — first tries `DirectResolution`. When the point is certified, only
/// the external variables' values are written: no crash basis, no factorization, no
/// reduced costs. The solver is then in *direct mode*: reads see the certified point, and
/// the LP is not built.
///
/// The LP is built lazily, at the first call that needs it — any change (constraint added
/// or removed, constant, priority, suggestion) or any analysis (ambiguity, what determines
/// a variable, the invariants). It is built on the certified point itself
/// (`settleFromDirectSeed`: the determining rows solved for the variables their steps
/// fixed), which costs a factorization rather than a solve. The point is the unique
/// optimum, so the values are those the LP-only solver has; only a tie that a later change
/// creates may be broken otherwise, by the different (equally optimal) basis. With
/// `seedsLinearProgramFromDirectSolution` off, it is built from exactly the state the solve
/// found instead: the values from before the direct pass are put back, the same crash basis
/// runs and the direct-mode changes are replayed, so everything after behaves bit for bit
/// as without direct resolution.
extension Solver {
    /// The state of direct mode: the external values the certified point replaced, to be
    /// put back before the LP is built. A class, so that a read in direct mode (four per
    /// view on every relayout) tests and marks it in place instead of copying its arrays.
    final class DirectSolution {
        /// The columns whose value the direct points replaced, in the order they were
        /// first replaced (each once).
        private(set) var replacedColumns: [Int32] = []
        /// The replaced values that were not 0, as (place in `replacedColumns`, value), in
        /// that order. A first layout replaces every variable's resting 0: four bytes per
        /// variable rather than sixteen (docs/solver.md, "Where the solver's heap is now").
        private var nonZeroReplacedValues: [(place: Int32, value: Double)] = []
        /// Which columns `replacedColumns` holds (sized on first use).
        private var isRecorded: [Bool] = []
        /// Constants changed in direct mode (each re-resolved directly), in order: put
        /// back before the LP's crash and replayed after it, so that the LP goes the way
        /// it would have gone without direct resolution.
        var changes: [DirectConstantChange] = []
        /// `changes` stopped being recorded (past `directChangeLimit`, with the seeded
        /// hand-over, which builds on the point reached and needs no replay).
        var changesAreIncomplete = false
        /// The resolution that found the point (detached from the solver's arrays), for
        /// replaying its steps when a constant moves.
        var resolution: DirectResolution?
        /// The last change needed a whole pass again (a replay or a fresh direct pass), or
        /// moved more than a quarter of the variables one by one: the LP's relayout moves
        /// such a point faster, so the next change builds the LP.
        var lastFollowWasCostly = false
        /// How many variables (external columns) the point has.
        var variableCount = 0

        init() {}

        /// Notes `value` as column's value from before direct mode, unless one is noted.
        @inline(__always)
        func recordPreviousValue(_ column: Int, _ value: Double, columnCount: Int) {
            if isRecorded.count < columnCount {
                isRecorded.append(contentsOf: repeatElement(false, count: columnCount - isRecorded.count))
            }
            guard column < isRecorded.count, !isRecorded[column] else { return }
            isRecorded[column] = true
            if value != 0 || value.sign == .minus {  // a negative zero is kept as it was
                nonZeroReplacedValues.append((Int32(truncatingIfNeeded: replacedColumns.count), value))
            }
            replacedColumns.append(Int32(truncatingIfNeeded: column))
        }

        /// `recordPreviousValue` for each of `columns` in order (`values[i]` the value of
        /// `columns[i]`), through buffers taken once: a scene's first layout replaces every
        /// variable, and each call checked the uniqueness of the arrays it wrote.
        func recordPreviousValues(_ columns: UnsafeBufferPointer<Int32>, _ values: UnsafeBufferPointer<Double>,
                                  columnCount: Int) {
            if isRecorded.count < columnCount {
                isRecorded.append(contentsOf: repeatElement(false, count: columnCount - isRecorded.count))
            }
            let firstPlace = replacedColumns.count
            let count = min(columns.count, values.count)
            let newColumns = [Int32](unsafeUninitializedCapacity: count) { newColumns, made in
                isRecorded.withUnsafeMutableBufferPointer { isRecorded in
                    for index in 0..<count {
                        let column = Int(columns[index])
                        guard column >= 0, column < isRecorded.count, !isRecorded[column] else { continue }
                        isRecorded[column] = true
                        let value = values[index]
                        if value != 0 || value.sign == .minus {  // a negative zero is kept as it was
                            nonZeroReplacedValues.append((Int32(truncatingIfNeeded: firstPlace + made), value))
                        }
                        newColumns.initializeElement(at: made, to: columns[index])
                        made += 1
                    }
                }
            }
            if replacedColumns.isEmpty {
                replacedColumns = newColumns
            } else {
                replacedColumns.append(contentsOf: newColumns)
            }
        }

        /// The values from before direct mode, last replaced first: (column, value).
        var previousValuesLastFirst: [(column: Int32, value: Double)] {
            var result: [(column: Int32, value: Double)] = []
            result.reserveCapacity(replacedColumns.count)
            var nonZero = nonZeroReplacedValues.count - 1
            for place in replacedColumns.indices.reversed() {
                var previous = 0.0
                if nonZero >= 0 && Int(nonZeroReplacedValues[nonZero].place) == place {
                    previous = nonZeroReplacedValues[nonZero].value
                    nonZero -= 1
                }
                result.append((replacedColumns[place], previous))
            }
            return result
        }
    }

    /// How many constant changes direct mode records for the crash-and-replay hand-over
    /// (`seedsLinearProgramFromDirectSolution` off), which replays every one of them: past
    /// it, that hand-over takes over, so that a host resizing a scene for a long time does
    /// not pile them up. The seeded hand-over builds on the point reached and needs none of
    /// them, so with it direct mode follows changes without limit (they stop being recorded).
    static let directChangeLimit = 64

    /// A batch of at least this many constant changes is *large*: a trait change (a size
    /// class rewrites every row height, inset and intrinsic width of a list: a thousand
    /// constants for the 333-row benchmark), not a host's resize (a window's width and
    /// height). A large batch is followed (or resolved again) directly even after a costly
    /// follow, and its own cost does not make the next change build the LP: the reason for
    /// `lastFollowWasCostly` is a run of relayouts, each cheaper on the LP once it is built,
    /// and the LP's relayout of such a batch is no cheaper than following it (docs/solver.md,
    /// "Large batches of constants").
    static let largeConstantBatch = 16

    /// A constant changed in direct mode; `wasRead`: the solution was read before the
    /// next change (the replay settles there too).
    struct DirectConstantChange {
        var constraint: ConstraintID
        var oldConstant: Double
        var newConstant: Double
        var wasRead = false
    }

    /// Tries to resolve every live row directly. On success the solver is in direct mode
    /// (settled, LP not built) and true is returned; otherwise nothing has changed.
    ///
    /// `countdownHint`: the break level of the countdown the replaced point broke at, if any
    /// (the search for the new break starts there).
    ///
    /// `countdownRows`: the countdown rows of that point; the search then runs on them
    /// first, without the ordinary pass (whose only use there is to find them), and the
    /// whole pass runs only if it finds no certified point.
    func resolveDirectly(countdownHint: Double? = nil, countdownRows: [DirectResolution.CountdownRow] = [],
                         countdownSlackPerLevel: Double? = nil) -> Bool {
        guard let resolution = directlyResolvedPoint(countdownHint: countdownHint, countdownRows: countdownRows,
                                                     countdownSlackPerLevel: countdownSlackPerLevel) else { return false }
        adopt(consume resolution)
        return true
    }

    /// `resolveDirectly` up to the adoption: the certified resolution that `adopt` would
    /// make the solution, or nil (nothing has changed either way). A caller holding copies
    /// of the solver's arrays for an undo (`addKeepingFlat`'s snapshot) lets them go before
    /// adopting, so that the values are written in place rather than copied first.
    func directlyResolvedPoint(countdownHint: Double? = nil, countdownRows: [DirectResolution.CountdownRow] = [],
                               countdownSlackPerLevel: Double? = nil) -> DirectResolution? {
        guard !journal.isActive else { return nil }
        guard usesDirectResolution else {
            if recordsDirectResolution { directResolutionReport.disabled += 1 }
            return nil
        }
        if !countdownRows.isEmpty,
           let countdown = DirectResolution.resolvingCountdown(self, countdown: countdownRows, hint: countdownHint,
                                                               slackPerLevel: countdownSlackPerLevel) {
            return adoptableIfEveryVariableIsDetermined(countdown)
        }
        var resolution = DirectResolution(self)
        resolution.propagate()
        var failures = resolution.uncertifiedRows()
        if !failures.isEmpty, let countdown = DirectResolution.resolvingCountdown(
            self, after: resolution, failures: failures, hint: countdownHint) {
            // A countdown whose room runs out (an equalCentering stack): its break found.
            resolution = countdown
            failures = []
        }
        if !failures.isEmpty && resolution.usedBoundPair {
            // A second look: hugging / compression pairs decide a size only when no row of
            // any level can (a fillProportionally view wider than its intrinsic size).
            var deferring = DirectResolution(self, defersBoundPairs: true)
            deferring.propagate()
            let deferringFailures = deferring.uncertifiedRows()
            if deferringFailures.isEmpty {
                resolution = deferring
                failures = []
            }
        }
        guard failures.isEmpty else {
            // The undetermined variable is reported first, as it always was.
            if recordsDirectResolution, isEveryVariableDetermined(resolution) { countComponents(failures) }
            return nil
        }
        return adoptableIfEveryVariableIsDetermined(resolution)
    }

    /// A certified resolution, unless it leaves a variable undetermined that the LP would
    /// move (see `isEveryVariableDetermined`); counted in the report as resolved.
    private func adoptableIfEveryVariableIsDetermined(_ resolution: DirectResolution) -> DirectResolution? {
        guard isEveryVariableDetermined(resolution) else { return nil }
        if recordsDirectResolution { countComponents([]) }
        return resolution
    }

    /// Whether every external variable the LP would move is determined by `resolution`;
    /// counts an undetermined one in the report when it is not.
    private func isEveryVariableDetermined(_ resolution: DirectResolution) -> Bool {
        // A variable no live row mentions is left as it is by this pass, but the crash
        // returns one that was basic to its resting value (a row solved for it was removed).
        // Such a variable is free, so only the LP's choice is today's answer: fall back
        // (fuzz-scene finding: a label's x kept at 8 by the direct pass, 0 by the LP, after
        // its only horizontal constraint was deactivated).
        for column in columnKind.indices where columnKind[column] == .external && !resolution.isDetermined(column)
            && (isBasicOrLazy(column) || value[column] != (hasLazyColumns && column >= lowerBound.count
                                                                ? 0 : restingValue(of: column))) {
            if recordsDirectResolution {
                var report = DirectResolutionReport()
                report.attempts = 1
                report.count(.undetermined)
                directResolutionReport.add(report)
            }
            return false
        }
        return true
    }

    /// Writes a certified point's values and enters (or stays in) direct mode.
    ///
    /// Takes the resolution over (`consuming`): the kept one is this very resolution,
    /// detached, so that its per-column storage is released in place rather than copied
    /// (a copy of a first layout's records: 0.18 M instructions of the list document's,
    /// round 18) — when the caller hands it over too (`consume`); a caller that keeps a
    /// copy only costs that copy.
    func adopt(_ resolution: consuming DirectResolution) {
        // Values from before direct mode are kept (the crash starts from them); a column
        // met for the first time keeps the value it has now.
        let solution = directSolution ?? DirectSolution()
        var variableCount = 0
        let columnCount = columnKind.count
        let epoch = witnessEpoch
        // Every variable of a first layout is written here, hence the unchecked buffers;
        // the journal is inactive (`resolveDirectly` runs only then), so `setValue` for an
        // external column is the witness's stamp, the dirty list and the value. The
        // replaced values and the newly dirty columns are gathered in scratch buffers and
        // handed over once (an append per variable checked its array's uniqueness).
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: columnCount) { replaced in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: columnCount) { previous in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: columnCount) { newlyDirty in
            var replacedCount = 0, newlyDirtyCount = 0
            columnKind.withUnsafeBufferPointer { kinds in
            value.withUnsafeMutableBufferPointer { values in
            witnessStamp.withUnsafeMutableBufferPointer { stamps in
            witnessValue.withUnsafeMutableBufferPointer { witnesses in
            isDirty.withUnsafeMutableBufferPointer { dirty in
                // Each buffer takes at most one entry per column (`columnCount` of them).
                for column in 0..<columnCount where kinds[column] == .external {
                    variableCount += 1
                    guard resolution.isDetermined(column) else { continue }
                    let solved = resolution.value(of: column)
                    let current = values[column]
                    guard current != solved else { continue }
                    replaced.initializeElement(at: replacedCount, to: Int32(truncatingIfNeeded: column))
                    previous.initializeElement(at: replacedCount, to: current)
                    replacedCount += 1
                    if stamps[column] != epoch {
                        stamps[column] = epoch
                        witnesses[column] = current
                    }
                    if !dirty[column] {
                        dirty[column] = true
                        newlyDirty.initializeElement(at: newlyDirtyCount, to: Int32(truncatingIfNeeded: column))
                        newlyDirtyCount += 1
                    }
                    values[column] = solved
                }
            }}}}}
            solution.recordPreviousValues(UnsafeBufferPointer(rebasing: replaced[..<replacedCount]),
                                          UnsafeBufferPointer(rebasing: previous[..<replacedCount]),
                                          columnCount: columnCount)
            dirtyVariables.append(contentsOf: UnsafeBufferPointer(rebasing: newlyDirty[..<newlyDirtyCount]))
        }}}
        solution.variableCount = variableCount
        // A whole pass again, in direct mode already (a change the steps could not follow),
        // cost as much as the LP's relayout would: the next change builds the LP. Not so
        // for a countdown broken with tight steps (equalCentering): the LP's build is
        // quadratic there (its cost vectors span the countdown's levels), a pass O(N log N).
        solution.lastFollowWasCostly = directSolution != nil && !resolution.hasTightSteps
        var kept = consume resolution
        kept.detach()
        solution.resolution = kept
        directSolution = solution
        needsSettle = false
    }

    /// Counts connected components and the reason each uncertified one failed (the first
    /// failing row found in it).
    private func countComponents(_ failures: [(row: Int, reason: DirectResolution.Fallback)]) {
        let problem = directProblem
        let rows = problem.rows, termColumns = problem.termColumns
        func terms(of row: Int) -> Range<Int> {
            Int(rows[row].termStart) ..< Int(rows[row].termStart + rows[row].termCount)
        }
        var components = ComponentSets(count: columnKind.count)
        for row in rows.indices where rows[row].state == .live {
            let range = terms(of: row)
            guard let first = range.first else { continue }
            for term in range { components.join(Int(termColumns[first]), Int(termColumns[term])) }
        }
        var reasons: [Int: DirectResolution.Fallback] = [:]
        var roots = Set<Int>()
        for row in rows.indices where rows[row].state == .live {
            guard let first = terms(of: row).first else { continue }
            roots.insert(components.root(of: Int(termColumns[first])))
        }
        for (row, reason) in failures {
            guard let first = terms(of: row).first else { continue }
            let root = components.root(of: Int(termColumns[first]))
            if reasons[root] == nil { reasons[root] = reason }
        }
        var report = DirectResolutionReport()
        report.attempts = 1
        report.components = roots.count
        report.resolvedComponents = roots.count - reasons.count
        report.resolvedAttempts = reasons.isEmpty ? 1 : 0
        for reason in reasons.values { report.count(reason) }
        directResolutionReport.add(report)
    }

    /// Leaves direct mode: builds the LP on the certified point (seeded), or — seeding off,
    /// or a resolution that no longer fits the rows — puts back the values the direct pass
    /// replaced, solves from the crash basis exactly as the cold solve would have without
    /// direct resolution, and replays the direct-mode changes.
    func materializeLinearProgram() {
        materializeArena()
        materializeLazyColumns()
        guard let solution = directSolution else { return }
        directSolution = nil
        if seedsLinearProgramFromDirectSolution, let resolution = solution.resolution, resolution.fits(self) {
            // The LP built on the point itself: a factorization, not a solve and a replay.
            needsSettle = true
            noteInfeasibleSettle(settleFromDirectSeed(resolution))
            if factor.wantsRefactor || !primalCandidates.isEmpty || !dualCandidates.isEmpty {
                refactorRecomputingCosts()
                recordOutcome(runDualSimplex())
                recordOutcome(runPrimalSimplex())
            }
            finishSettling()
            return
        }
        for (column, previous) in solution.previousValuesLastFirst {
            value[Int(column)] = previous
            markDirty(Int(column))
        }
        // Changes no longer recorded (seeded, past `directChangeLimit`; only reached when
        // the resolution does not fit): the crash solves the current constants, whose
        // certified point is the unique optimum, so the values are the same.
        let changes = solution.changesAreIncomplete ? [] : solution.changes
        for change in changes.reversed() { setRowConstant(change.constraint, change.oldConstant) }
        needsSettle = true
        // The certified point satisfies every required row: infeasible is numerical trouble.
        noteInfeasibleSettle(settleFromCrash())
        // The constants moved in direct mode, as they were moved then (each certified, so
        // feasible: a refusal here is numerical trouble).
        for change in changes {
            do {
                try setConstant(change.constraint, change.newConstant)
            } catch {
                numericalTroubleCount += 1
            }
            if change.wasRead { settle() }
        }
    }

    /// Sets a constraint's constant and its row's bounds, nothing else (direct mode).
    private func setRowConstant(_ constraint: ConstraintID, _ constant: Double) {
        if let row = arena?.row(of: constraint) {
            arena?.setConstant(ofRow: row, constant)
            return
        }
        guard let record = constraints[constraint.rawValue] else { return }
        // A stored row the arena holds a copy of: the copy moves too.
        if arena != nil { arena?.setConstant(ofRow: Int(record.row), constant) }
        let row = Int(record.row)
        let (lower, upper) = RowRecord.logicalBounds(rows[row].relation, constant: constant)
        setBounds(Int(rows[row].logical), lower: lower, upper: upper)
        constraints[constraint.rawValue]?.constant = constant
    }

    /// In direct mode, moves constants and resolves directly again: true when the new point
    /// is certified (the solver stays in direct mode, the LP still not built); false,
    /// having changed nothing, otherwise. A width change of a scene whose components are
    /// certified costs one direct pass instead of the LP.
    func changeConstantsDirectly(_ changes: [(constraint: ConstraintID, constant: Double)]) -> Bool {
        // Direct mode is kept while following it is cheap (see `lastFollowWasCostly` and
        // `directChangeLimit`); otherwise the caller builds the LP, which replays the changes.
        // A large batch (a trait change) is resolved directly whatever the last follow cost
        // (`largeConstantBatch`).
        let isLargeBatch = changes.count >= Solver.largeConstantBatch
        guard let solution = directSolution, !solution.lastFollowWasCostly || isLargeBatch,
              seedsLinearProgramFromDirectSolution
                || solution.changes.count + changes.count <= Solver.directChangeLimit,
              !journal.isActive, usesDirectResolution else { return false }
        let costlyBefore = solution.lastFollowWasCostly
        var applied: [DirectConstantChange] = []
        applied.reserveCapacity(changes.count)
        // The rows seen so far (a constraint's own): a batch names each constraint at most
        // once (marked by row for a large batch: a trait change names a thousand).
        var named = isLargeBatch ? Array(repeating: false, count: directRowCount) : []
        for (constraint, constant) in changes {
            guard constant.isFinite, let record = constraintRecord(constraint), !record.isEdit,
                  isLargeBatch ? Solver.mark(&named, Int(record.row))
                               : !applied.contains(where: { $0.constraint == constraint }) else {
                for change in applied.reversed() { setRowConstant(change.constraint, change.oldConstant) }
                return false
            }
            if constant == record.constant { continue }
            applied.append(DirectConstantChange(constraint: constraint, oldConstant: record.constant,
                                                newConstant: constant))
            setRowConstant(constraint, constant)
        }
        guard !applied.isEmpty else { return true }
        guard resolveAgainDirectly(changedRows: applied.compactMap { change in
            constraintRecord(change.constraint).map { Int($0.row) }
        }) else {
            for change in applied.reversed() { setRowConstant(change.constraint, change.oldConstant) }
            return false
        }
        // A large batch leaves the judgement of the small changes as it was: it is not one
        // of a run of relayouts that the LP would move faster (`largeConstantBatch`).
        if isLargeBatch { directSolution?.lastFollowWasCostly = costlyBefore }
        if let solution = directSolution, !solution.changesAreIncomplete {
            if solution.changes.count + applied.count <= Solver.directChangeLimit {
                solution.changes.append(contentsOf: applied)
                directChangeAwaitsRead = true
            } else {
                // Seeded: the hand-over builds on the point reached and replays nothing.
                solution.changes = []
                solution.changesAreIncomplete = true
            }
        }
        advanceWitnessEpoch()
        return true
    }

    /// Sets `marks[index]`: true when it was not set (false too for an index outside).
    private static func mark(_ marks: inout [Bool], _ index: Int) -> Bool {
        guard index >= 0, index < marks.count, !marks[index] else { return false }
        marks[index] = true
        return true
    }

    /// After constants moved in direct mode: the last resolution's steps replayed on the new
    /// constants (one pass, no queue), certified afresh; failing that, a full direct pass.
    private func resolveAgainDirectly(changedRows: [Int]) -> Bool {
        let countdownHint = directSolution?.resolution?.countdownBreakLevel
        if var resolution = directSolution?.resolution, resolution.fits(self), !journal.isActive {
            directSolution?.resolution = nil  // the local copy is now the only one: changed in place
            if resolution.follow(changedRows, in: self) {
                adoptMoved(resolution)
                return true
            }
            // A failed follow undid its moves: `resolution` is still the certified point's,
            // kept for the seeded hand-over if nothing below certifies the new point. The
            // replay works on a copy (copy-on-write: the arrays it rewrites).
            // Not for a broken countdown: a change the follow could not take moved its
            // break, which a replay (on the same cut) cannot certify.
            var replayed = resolution
            if !resolution.hasTightSteps, replayed.replay(from: self) {
                let failures = replayed.uncertifiedRows()
                if recordsDirectResolution { countComponents(failures) }
                if failures.isEmpty {
                    adopt(consume replayed)
                    return true
                }
            }
            if resolveDirectly(countdownHint: countdownHint, countdownRows: resolution.countdownRows,
                               countdownSlackPerLevel: resolution.countdownSlackPerLevel) { return true }
            resolution.detach()
            directSolution?.resolution = resolution
            return false
        }
        return resolveDirectly(countdownHint: countdownHint)
    }

    /// Writes the values of the columns a followed change moved; stays in direct mode.
    private func adoptMoved(_ resolution: DirectResolution) {
        guard let solution = directSolution else { return }
        // The inner loop of a relayout in direct mode: every moved variable (all of them
        // for an equal-width stack), hence the unchecked buffers.
        let columnCount = columnKind.count
        let epoch = witnessEpoch
        var movedVariables = 0
        columnKind.withUnsafeBufferPointer { kinds in
        value.withUnsafeMutableBufferPointer { values in
        witnessStamp.withUnsafeMutableBufferPointer { stamps in
        witnessValue.withUnsafeMutableBufferPointer { witnesses in
        isDirty.withUnsafeMutableBufferPointer { dirty in
            for column32 in resolution.movedColumns {
                let column = Int(column32)
                guard column < columnCount, kinds[column] == .external else { continue }
                let solved = resolution.value(of: column)
                let current = values[column]
                guard current != solved else { continue }
                movedVariables += 1
                solution.recordPreviousValue(column, current, columnCount: columnCount)
                // `setValue` for an external column, the journal being inactive in direct mode.
                if stamps[column] != epoch {
                    stamps[column] = epoch
                    witnesses[column] = current
                }
                if !dirty[column] {
                    dirty[column] = true
                    dirtyVariables.append(column32)
                }
                values[column] = solved
            }
        }}}}}
        var kept = resolution
        kept.detach()
        solution.resolution = kept
        // Following costs what moves: a class moved whole a few instructions per member,
        // below the LP's relayout (one FTRAN), but a variable moved on its own (a
        // fillProportionally stack's widths, each its own class) a step and a visit of its
        // rows, about three times what the LP's relayout spends on it. So the next change
        // builds the LP when more than a quarter of the variables moved one by one (the
        // hand-over then pays for itself within a few dozen relayouts); a countdown's
        // solution stays direct (the LP's build is quadratic there).
        let movedOneByOne = max(0, movedVariables - resolution.wholeClassMoves)
        solution.lastFollowWasCostly = 4 * movedOneByOne > solution.variableCount && !resolution.hasTightSteps
        needsSettle = false
    }

    /// A reader saw the direct solution: the replay settles after the last change too.
    func noteDirectSolutionRead() {
        directChangeAwaitsRead = false
        guard let solution = directSolution, let last = solution.changes.indices.last,
              !solution.changes[last].wasRead else { return }
        solution.changes[last].wasRead = true
    }

    /// A cold solve of everything recorded: crash basis, clean-up, the bookkeeping.
    /// Returns false when the required rows cannot hold together.
    func settleFromCrash() -> Bool {
        let feasible = solvePendingRowsFromCrash()
        if factor.wantsRefactor || !primalCandidates.isEmpty || !dualCandidates.isEmpty {
            // A long eta file, or a loop that gave up: start again from fresh factors.
            refactorRecomputingCosts()
            recordOutcome(runDualSimplex())
            recordOutcome(runPrimalSimplex())
        }
        finishSettling()
        return feasible
    }
}
