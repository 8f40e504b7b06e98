/// The countdown pass: direct resolution of a priority countdown that must break.
///
/// An equalCentering stack asks for every centre-to-centre gap to equal the first one, at
/// 149, 148, … (docs/uikit-behaviours.md S4), while required `>=` spacing rows keep each
/// gap above its minimum. When the room is short, the lexicographic optimum is greedy:
/// gap k equals gap 0 as long as the minima allow; at the first gap that cannot (the
/// *break*), that gap's row is as little violated as the required rows allow, which puts
/// every later gap at its minimum and the common gap at a limit. The ordinary pass aliases
/// every gap to the first and then violates the spacing rows; the countdown pass finds the
/// break instead (docs/solver.md, "Direct resolution", equalCentering):
///
/// - The *countdown rows* are the optional equalities the ordinary pass merged into the
///   classes of the required rows it violated. A *cut* at level c lets those at c and above
///   act as usual; those at the next level down (the *break rows*) may only decide their
///   last unknown, clamped into the limits the required rows put on it; weaker ones never
///   act (the certificate still judges them).
/// - When nothing is ready, a representative with a limit on one side only, from a
///   required row, is fixed at it (a *tight step*), newest first: from the far end of the
///   chain, each later gap at its minimum. The break rows' classes are left to them.
/// - A break row that fits its limits means the cut merged too few rows; limits that
///   cross, too many; a clamp, the break. The cut is found by bisection over the
///   countdown's levels (a pass per probe: O(N log levels)), and the clamped point is
///   certified with one-sided multipliers for the tight steps (`uncertifiedRows`).
///
/// Anything else — several countdowns breaking at different levels, a break among rows of
/// one level (the countdown's floor of 1), a tight step no level proves — goes to the LP.
extension DirectResolution {
    /// The part a row plays in a countdown pass.
    enum CountdownRole: UInt8 {
        /// Acts as in an ordinary pass.
        case acts
        /// A break row: only decides its last unknown, clamped into its limits.
        case breaks
        /// Never acts.
        case excluded
    }

    /// Which rows of the countdown act in a countdown pass.
    struct CountdownCut {
        /// Each row's role.
        var roles: [CountdownRole]
        /// The break rows.
        var breakRows: [Int32]
        /// Their level: the level tight steps rest on.
        var breakLevel: Double

        @inline(__always)
        func role(of row: Int) -> CountdownRole { row < roles.count ? roles[row] : .acts }
    }

    /// What the break rows met in a countdown pass.
    struct CountdownOutcome {
        /// A break row's value lay within its unknown's limits: too few rows merged.
        var fitted = false
        /// A break row's unknown went to a limit: the break.
        var clamped = false
        /// A break row's unknown had crossing limits: too many rows merged.
        var crossed = false
        /// The width of the break row's unknown's limits (upper − lower; negative when they
        /// cross): a quantity that falls as the cut merges more rows, crossing zero after
        /// the break (the search interpolates on it).
        var room = Double.nan
    }

    /// Break levels with more rows than this are left to the LP (rows of one level add up:
    /// a sum of violations, not a greedy).
    static let maximumBreakRows = 4

    /// After the ordinary pass `first` failed with `failures`: the countdown pass's
    /// certified resolution, or nil when there is no countdown to break or its point is
    /// not certified. `hint`, the break level of the point this solve replaces (a relayout
    /// moves the break by a few levels): the search gallops out from it before bisecting.
    static func resolvingCountdown(_ solver: Solver, after first: DirectResolution,
                                   failures: [(row: Int, reason: Fallback)], hint: Double? = nil) -> DirectResolution? {
        guard let countdown = countdownRows(solver, after: first, failures: failures) else { return nil }
        return resolvingCountdown(solver, countdown: countdown, hint: hint)
    }

    /// The countdown rows of a problem whose ordinary pass `first` failed with `failures`
    /// (sorted as found), or nil when there is no countdown to break.
    static func countdownRows(_ solver: Solver, after first: DirectResolution,
                              failures: [(row: Int, reason: Fallback)]) -> [CountdownRow]? {
        guard failures.contains(where: { $0.reason == .requiredRowViolated }),
              !failures.contains(where: { $0.reason == .undetermined || $0.reason == .numericallyUnsafe })
        else { return nil }
        // The classes the violated required rows lie in (the weakest-determined variables
        // of each: a spacing row's views' positions, not their widths), and the optional
        // equalities that merged into them or determined them.
        var conflicted = Set<Int32>()
        for (row, reason) in failures where reason == .requiredRowViolated {
            var weakest = Double.infinity
            for term in first.terms(of: row) { weakest = min(weakest, first.level(of: Int(first.termColumns[term]))) }
            for term in first.terms(of: row) where first.level(of: Int(first.termColumns[term])) == weakest {
                conflicted.insert(first.representative(of: Int(first.termColumns[term])))
            }
        }
        var countdown: [CountdownRow] = []
        for event in first.events {
            let record = first.rows[Int(event.row)]
            guard !record.isRequired, event.secondRow < 0, record.relation == .equal else { continue }
            var isInConflictedClass = false
            for term in first.terms(of: Int(event.row))
            where conflicted.contains(first.representative(of: Int(first.termColumns[term]))) {
                isInConflictedClass = true
            }
            if isInConflictedClass { countdown.append(CountdownRow(level: record.level, row: event.row)) }
        }
        return countdown.isEmpty ? nil : countdown
    }

    /// A countdown row and its level.
    struct CountdownRow {
        var level: Double
        var row: Int32
    }

    /// The certified resolution of the countdown pass with `countdown` as the countdown
    /// rows, or nil when its point is not certified. A relayout of a broken countdown
    /// passes the rows its last solve found (the coefficients and levels did not change,
    /// and the certificate judges whatever cut is tried), saving the ordinary pass.
    ///
    /// `slackPerLevel`: how fast the slack fell per level in the search that found the
    /// replaced point (`countdownSlackPerLevel`); with it, the first probe's slack says how
    /// far the break moved, and the search jumps there instead of galloping.
    static func resolvingCountdown(_ solver: Solver, countdown: [CountdownRow], hint: Double?,
                                   slackPerLevel: Double? = nil) -> DirectResolution? {
        guard !countdown.isEmpty else { return nil }
        for entry in countdown where Int(entry.row) >= solver.directRowCount || solver.directRows[Int(entry.row)].state != .live {
            return nil
        }
        var levels = Array(Set(countdown.map(\.level)))
        levels.sort(by: >)

        /// What a cut whose break rows are those of `levels[index]` found.
        enum Probe {
            case tooFewMerged(room: Double), tooManyMerged(room: Double), broken(DirectResolution), hopeless
        }
        func probe(_ index: Int) -> Probe {
            let breakLevel = levels[index]
            var roles = [CountdownRole](repeating: .acts, count: solver.directRowCount)
            var breakRows: [Int32] = []
            for (level, row) in countdown.lazy.map({ ($0.level, $0.row) }) where level <= breakLevel {
                if level == breakLevel {
                    roles[Int(row)] = .breaks
                    breakRows.append(row)
                } else {
                    roles[Int(row)] = .excluded
                }
            }
            // Rows of one level add up (a sum of violations, not a greedy): for the LP.
            guard breakRows.count <= maximumBreakRows else { return .tooManyMerged(room: .nan) }
            var pass = DirectResolution(solver)
            pass.cut = CountdownCut(roles: roles, breakRows: breakRows, breakLevel: breakLevel)
            pass.propagate()
            let outcome = pass.cutOutcome
            if outcome.crossed { return .tooManyMerged(room: outcome.room) }
            if outcome.clamped {
                pass.cut = nil
                pass.countdownBreakLevel = breakLevel
                pass.countdownRows = countdown
                return .broken(pass)
            }
            return outcome.fitted ? .tooFewMerged(room: outcome.room) : .hopeless
        }
        // The last probes on either side of the break, with their rooms.
        var few: (index: Int, room: Double)?
        var many: (index: Int, room: Double)?
        func certified(_ pass: DirectResolution) -> DirectResolution? {
            var pass = pass
            pass.countdownSlackPerLevel = slackPerLevel
            if let few, let many, many.index > few.index {
                let slope = (Double(few.index + 1) * few.room - Double(many.index + 1) * many.room)
                    / Double(many.index - few.index)
                if slope.isFinite && slope > 0 { pass.countdownSlackPerLevel = slope }
            }
            return pass.uncertifiedRows().isEmpty ? pass : nil
        }
        /// The index the slack at `index` (room `room`) points at, if the slope is known.
        func predictedBreak(from index: Int, room: Double) -> Int? {
            guard let slackPerLevel, slackPerLevel > 0 else { return nil }
            let levelsAhead = Double(index + 1) * room / slackPerLevel
            guard levelsAhead.isFinite, abs(levelsAhead) < Double(levels.count) else { return nil }
            return index + Int(levelsAhead.rounded(.down))
        }

        // The break lies in low...high. Galloping from the hint narrows it in
        // O(log distance) probes; then the room, interpolated between the two sides,
        // points at the cut where it crosses zero (a few times), and bisection finishes.
        var low = 0, high = levels.count - 1
        if let hint, let start = levels.firstIndex(where: { $0 <= hint }) {
            var index = start, step = 1
            var direction = 0
            var jumped = false
            while index >= low && index <= high {
                switch probe(index) {
                case .broken(let pass): return certified(pass)
                case .hopeless: return nil
                case .tooFewMerged(let room):
                    low = index + 1
                    few = (index, room)
                    if direction < 0 { index = high + 1; break }
                    direction = 1
                    if !jumped, let target = predictedBreak(from: index, room: room), target > index {
                        // The first probe's slack over the last search's slope: where the break went.
                        jumped = true
                        index = min(target, high)
                        continue
                    }
                    index += step
                case .tooManyMerged(let room):
                    high = index - 1
                    many = (index, room)
                    if direction > 0 { index = low - 1; break }
                    direction = -1
                    if !jumped, let target = predictedBreak(from: index, room: room), target < index {
                        jumped = true
                        index = max(target, low)
                        continue
                    }
                    index -= step
                }
                step *= 2
            }
        }
        var interpolations = 0
        var probedTop = false
        while low <= high {
            var index = (low + high) / 2
            if few == nil && !probedTop {
                // No probe below the break yet: the top of the range gives the
                // interpolation its first side (or is the break itself).
                index = low
                probedTop = true
            } else if interpolations < 4, let few, let many {
                // The room times the cuts merged, (t + 1)·(U − M), is the slack left when the
                // merged gaps sit at their largest minimum: it falls by about one gap's
                // difference per level, so the last index where it is ≥ 0 is estimated
                // linearly between the two sides.
                let slackFew = Double(few.index + 1) * few.room, slackMany = Double(many.index + 1) * many.room
                if slackFew.isFinite, slackMany.isFinite, slackFew > slackMany {
                    let crossing = Double(few.index) + slackFew / (slackFew - slackMany) * Double(many.index - few.index)
                    if crossing.isFinite { index = min(max(Int(crossing.rounded(.down)), low), high) }
                    interpolations += 1
                }
            }
            switch probe(index) {
            case .broken(let pass): return certified(pass)
            case .hopeless: return nil
            case .tooFewMerged(let room):
                low = index + 1
                few = (index, room)
            case .tooManyMerged(let room):
                high = index - 1
                many = (index, room)
            }
        }
        return nil
    }
}
