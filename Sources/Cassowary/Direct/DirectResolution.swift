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

    /// The per-column state (`ColumnStorage`: records, member lists, levels), owned by
    /// the resolution and copied before a write when a copy shares it
    /// (`makeColumnsUnique`); read and written through the pointers below.
    private var columns: ColumnStorage
    /// The number of columns (`columns.count`): the per-column pointers end there.
    private var columnCount: Int
    /// Every variable is an affine function of its class's representative:
    /// x = scale·value[rep] + offset, through alias rows (see `ColumnRecord`). One record
    /// per column, not parallel arrays: `reduce` reads a term's column and its class's
    /// representative, two records, where it read six arrays (round 13). In `columns`,
    /// indexed by column (every index comes from the resolution's own structures: a
    /// term's column, a representative, a class's member — all below `columnCount`).
    private var columnRecords: UnsafeMutablePointer<ColumnRecord>
    /// The levels the pass reasons with, per column (`ColumnLevels`), while `levelCount`
    /// is `columnCount`. Only the propagation, the certificate and a replay read them:
    /// released by `detach`, which keeps one byte per column (`keptLevels`) for what a
    /// kept resolution is asked (`isDetermined`, `isFixedByRequiredRows`), and made again
    /// by `replay`. In `columns`.
    private var columnLevels: UnsafeMutablePointer<ColumnLevels>
    /// `columnCount` while the levels are held, 0 once `detach` released them.
    private var levelCount: Int
    /// While detached: per column, `determinedFlag` and `requiredFlag` (its level is +∞).
    private var keptLevels: [UInt8] = []
    private static let determinedFlag: UInt8 = 1, requiredFlag: UInt8 = 2
    /// The members of each representative's class (the representative included), as a
    /// list threaded through `ColumnRecord.next` in the order they joined: no array per
    /// class (a merge moved and grew one, an allocation per class of a scene's first
    /// layout). An empty list (`count` 0) is a class of the representative alone. In
    /// `columns`, indexed by column.
    private var memberList: UnsafeMutablePointer<MemberList>

    /// One column's place in its class: x = scale·x_rep + offset, x_rep the `value` of the
    /// representative's record. What the point is made of, kept between solves (32 bytes).
    struct ColumnRecord {
        var scale: Double = 1
        var offset: Double = 0
        /// A representative's value (meaningful once its class is determined).
        var value: Double = 0
        var representative: Int32
        /// The member after this column in its class's list, or -1 (meaningful for members
        /// of a list only).
        var next: Int32 = -1

        init(representative: Int32) { self.representative = representative }
    }

    /// The levels of one column: `alias`, the weakest level of the alias rows that
    /// express it through its representative (+∞ for a representative); `determination`,
    /// for a representative, the weakest level its determination rests on (−∞ while
    /// undetermined).
    struct ColumnLevels {
        var alias = Double.infinity
        var determination = -Double.infinity
    }

    /// The tightest bounds single-unknown inequality rows put on a representative, the
    /// level each rests on and the row that set it (for the certificate's multipliers).
    /// Propagation scratch (in `passScratch`), released by `detach`.
    struct Limits {
        var lower = -Double.infinity
        var upper = Double.infinity
        var lowerLevel = Double.infinity
        var upperLevel = Double.infinity
        var lowerRow: Int32 = -1
        var upperRow: Int32 = -1
    }
    /// One entry per column, in `passScratch`'s storage: only the propagation reads and
    /// writes them (a representative is a column, below `columnCount`).
    private var limits: UnsafeMutablePointer<Limits>

    /// Where a class's member list starts and ends, and its length.
    struct MemberList {
        var head: Int32 = -1
        var tail: Int32 = -1
        var count: Int32 = 0
    }
    /// With `defersBoundPairs`, a representative whose bounds meet is determined by the
    /// pair only once no row is ready (strongest pair first): rows of any level that can
    /// determine it take precedence (a fillProportionally view wider than its intrinsic
    /// size: its proportion, not its hugging pair, decides; see `propagate`).
    private let defersBoundPairs: Bool
    private var deferredPairs = BinaryHeap<ReadyRow>()
    /// Some representative was determined by a meeting pair of bounds.
    private(set) var usedBoundPair = false
    /// What determined the point, in order: the certificate's multipliers are found by
    /// going through it backwards (`levelIsOptimal`).
    private(set) var events: [Event] = []
    /// The members a merge moved, for each merge event (a range of `events`' entries).
    private var eventMembers: [Int32] = []
    /// Rows ready to act (one unknown left, or an equality with two), strongest first:
    /// required rows (most of a layout) taken before every optional level, last queued
    /// first; optional rows by level (`ReadyRowQueue`: a heap's order).
    ///
    /// Required rows all stand at +∞, so their order changes neither a determination's
    /// level nor the certificate's verdict, only the steps — and with them what a relayout
    /// costs. Last queued first takes a scene's first rows (its root pins, a stack's
    /// canvas) last, so the rows hanging from them are merged into classes first and a
    /// pin whose constant a resize moves determines a whole class (`follow` moves it in
    /// one step). First queued first (measured in round 13, not adopted) determines down
    /// the chains from the pins: a cheaper build (the list document's pass 10.73 M →
    /// 8.42 M instructions, merges 2,331 → 999), but every resize then moves those
    /// variables one by one (the list's steady relayout 1.18 M → 1.29 M), and an
    /// equal-width class whose canvas is pinned first is aliased to it from both ends, so
    /// its follow moves half its members one by one and the next change builds the LP
    /// (docs/solver.md, "Where the direct pass spends its time").
    ///
    /// The required rows are a stack in `passScratch`'s storage (`requiredCount` of them):
    /// a row is on it at most once (queued rows are not queued again until taken), so one
    /// entry per row is room enough, and a push or a pop checks no array's uniqueness.
    private var readyRequired: UnsafeMutablePointer<Int32>
    private var requiredCount = 0
    /// The room of `readyRequired` (the problem's rows).
    private var requiredCapacity: Int
    private var ready: ReadyRowQueue
    /// Some row was not used because its pivot was too small or its value not finite:
    /// undetermined variables are then reported as numerically unsafe.
    private(set) var sawUnsafePivot = false
    /// Each row's state in the pass (`RowProgress.state`), as flags: `queued` (in a ready list); `settled` (every
    /// variable determined: a determination is final, so the row can never act again and is
    /// not reduced again when its columns are revisited); `mayShareClass` (two of its terms
    /// may stand for one class, or one may cancel: a merge moved one of its columns and
    /// `termsStandForDistinctClasses` could not rule it out, or a column appears twice);
    /// `reductionIsCurrent` (queued, and no class of its columns was determined or
    /// merged since: `queuedReduction[row]` is what `reduce` would give);
    /// `waitsForOneUnknown` (an inequality: its bounds differ, so it acts only on its last
    /// unknown); `mayCancel` (a coefficient of it is not finite, or within 1e-9 of its
    /// largest: `reduce` may drop an unknown as cancelled); `unknownsCancel` (its last
    /// reduction found undetermined classes, every one of them cancelled, and no merge has
    /// moved one of its columns since).
    ///
    /// A row flagged `unknownsCancel` is not reduced when a determination revisits it: it
    /// is still not ready, and settled once its count of undetermined terms reaches 0 —
    /// exactly what `reduce` would find. Whether a class cancels in a row depends only on
    /// the row's coefficients and its columns' scales: the class's coefficient is the sum,
    /// in term order, of `a·scale` over the row's terms in the class, and the threshold is
    /// 1e-9 of the largest `|a·scale|` over all its terms, determined or not. Only a merge
    /// changes a scale or a class's terms, and it moves one of the row's columns, so its
    /// revisit clears the flag (and reduces the row); a determination only takes a whole
    /// class out of the unknowns, so every class left still cancels. The list document's
    /// `row.trailing == root.trailing`, once `row.x` shares the root's x class and `row.w`
    /// the root's width class, was reduced four times after its own merge to find it not
    /// ready or settled (1,332 of the pass's 3,997 reductions); it is now reduced once
    /// (issue 18, round 21).
    ///
    /// An inequality with two undetermined terms that neither may share a class nor cancel
    /// has exactly two unknowns, so it is not ready: `revisitRows` passes it over without
    /// reducing it (it was reduced at every revisit from two undetermined terms down, to find
    /// it not ready: 1,665 reductions of the list document's pass, each row's
    /// `title.trailing <= action.leading - 8` about five times; issue 18, round 20). For
    /// that, such a row's `mayShareClass` is kept from two undetermined terms up (for other
    /// rows, from three).
    ///
    /// Kept beside the row's count of undetermined terms in one record: a revisit
    /// reads and writes both, and two arrays cost two checks of bounds and uniqueness per row
    /// revisited. In `passScratch`'s storage (one record per row of the problem), read and
    /// written by the row's index: every row index the pass uses comes from its own
    /// structures (the rows, the column lists, the ready lists), so it is in range.
    private var rowProgress: UnsafeMutablePointer<RowProgress>
    private static let idle: UInt8 = 0, queued: UInt8 = 1, settled: UInt8 = 2, mayShareClass: UInt8 = 4,
                       reductionIsCurrent: UInt8 = 8, waitsForOneUnknown: UInt8 = 16, mayCancel: UInt8 = 32,
                       unknownsCancel: UInt8 = 64
    /// The reduction each queued row was queued with, for `act` (valid while the row's
    /// `reductionIsCurrent` flag is set). Every change to a class — a determination, a
    /// merge — revisits the rows of the columns it touches (`revisitRows`), which clears the
    /// flag of a row still queued; so a row taken with the flag set reads exactly what a
    /// fresh `reduce` would (a row was reduced twice, when queued and when taken: a sixth of
    /// the pass on a scene's first layout). One entry per row: the first scan queues most
    /// of a layout's rows before any is taken, so a smaller cache indexed by row lost most
    /// of them (256 entries, rows taken last queued first: 4,373 of 5,665 rows reduced
    /// again on the list document, against 668). In `passScratch`'s storage, one entry per
    /// row (never read before it is written: the flag is set only when it is), released by
    /// `detach`.
    private var queuedReduction: UnsafeMutablePointer<Reduction>
    /// The storage of `rowProgress`, `queuedReduction`, `readyRequired`, `limits` and the
    /// ready queue's links and buckets (`ready`): the pass's own, not
    /// arrays, so that a row's record is read and written without a check of uniqueness
    /// and bounds (a revisit, a queueing and a taking of a row each made one or two: 0.82 M
    /// instructions of a list document's first layout, round 17). A copy of the resolution
    /// shares it; only the propagation writes it, and it runs on a fresh resolution only.
    private var passScratch: PassScratch
    /// The column lists, copied into `passScratch`'s storage when the pass is made
    /// (`ColumnEntryLists.copyRows`): column `c`'s rows are `entryRows[entryStarts[c] ..<
    /// entryStarts[c + 1]]`, `entryStarts` having `columnCount + 1` entries that never
    /// decrease. `revisitRows` reads them without a check of bounds: the column it is given
    /// is a term's, a class member's or a representative (all below `columnCount`), and
    /// the rows they list are the problem's (as `rowProgress` is indexed by them). Released
    /// by `detach` with the rest of the scratch (no pass runs on a detached resolution).
    private var entryStarts: UnsafeMutablePointer<Int32>
    private var entryRows: UnsafeMutablePointer<Int32>

    /// Scratch of one propagation: per row (`rowProgress`, `queuedReduction`, the stack
    /// `readyRequired`, the ready queue's links), per column (`limits`) and the ready
    /// queue's buckets, carved out of one block that comes from
    /// and goes back to `PassBlockCache` (the next pass, this scene's or another's, writes
    /// pages already mapped: see `PassBlockCache`).
    private final class PassScratch {
        let progress: UnsafeMutablePointer<RowProgress>
        let reductions: UnsafeMutablePointer<Reduction>
        let limits: UnsafeMutablePointer<Limits>
        let requiredRows: UnsafeMutablePointer<Int32>
        /// The ready queue's storage: a link per row, and its buckets (`ReadyRowQueue`).
        let readyLinks: UnsafeMutablePointer<ReadyRowQueue.Link>
        let readyBuckets: UnsafeMutablePointer<ReadyRowQueue.Bucket>
        /// The pass's copy of the column lists (`columnCount + 1` starts, `entryCount` rows:
        /// see `entryStarts`).
        let entryStarts: UnsafeMutablePointer<Int32>
        let entryRows: UnsafeMutablePointer<Int32>
        /// The block the eight are carved from; given back by `deinit` (the last resolution
        /// sharing this scratch has let it go, so no pointer into it is used again).
        private let block: PassBlockCache.Block

        /// Every row's progress uninitialized (`DirectResolution.init` writes each before
        /// the pass reads it); the reductions, links, buckets and column lists uninitialized
        /// (plain values, written before they are read); every column without limits.
        init(rowCount: Int, columnCount: Int, entryCount: Int) {
            // Each part starts at a multiple of its alignment: the strides are multiples of
            // the alignments, and the parts go strictest first (8-byte, then 4-byte ones).
            let reductionBytes = rowCount * MemoryLayout<Reduction>.stride
            let limitBytes = columnCount * MemoryLayout<Limits>.stride
            let bucketBytes = ReadyRowQueue.maximumLevels * MemoryLayout<ReadyRowQueue.Bucket>.stride
            let progressBytes = rowCount * MemoryLayout<RowProgress>.stride
            let linkBytes = rowCount * MemoryLayout<ReadyRowQueue.Link>.stride
            let requiredBytes = rowCount * MemoryLayout<Int32>.stride
            let startBytes = (columnCount + 1) * MemoryLayout<Int32>.stride
            let entryBytes = entryCount * MemoryLayout<Int32>.stride
            block = PassBlockCache.take(byteCount: reductionBytes + limitBytes + bucketBytes + progressBytes + linkBytes
                                        + requiredBytes + startBytes + entryBytes)
            var next = block.base
            reductions = next.bindMemory(to: Reduction.self, capacity: rowCount)
            next += reductionBytes
            limits = next.bindMemory(to: Limits.self, capacity: columnCount)
            next += limitBytes
            readyBuckets = next.bindMemory(to: ReadyRowQueue.Bucket.self, capacity: ReadyRowQueue.maximumLevels)
            next += bucketBytes
            progress = next.bindMemory(to: RowProgress.self, capacity: rowCount)
            next += progressBytes
            readyLinks = next.bindMemory(to: ReadyRowQueue.Link.self, capacity: rowCount)
            next += linkBytes
            requiredRows = next.bindMemory(to: Int32.self, capacity: rowCount)
            next += requiredBytes
            entryStarts = next.bindMemory(to: Int32.self, capacity: columnCount + 1)
            next += startBytes
            entryRows = next.bindMemory(to: Int32.self, capacity: entryCount)
            limits.initialize(repeating: Limits(), count: columnCount)
        }

        deinit {
            // Plain values: nothing to deinitialize.
            PassBlockCache.give(block)
        }
    }

    /// One row's progress in the pass: its undetermined terms and its flags.
    private struct RowProgress {
        /// How many of the row's terms have a column not determined yet. While no two of
        /// its terms can share a class, that is its number of unknowns before cancellation,
        /// so a row with more than two is not ready, which is known without reducing it (a
        /// row was reduced again each time one of its columns was determined: most
        /// reductions of a scene's first layout found three or more unknowns).
        var undeterminedTerms: Int32 = 0
        /// The row's flags (`idle`, `queued`, `settled`, `mayShareClass`, `reductionIsCurrent`,
        /// `waitsForOneUnknown`, `mayCancel`, `unknownsCancel`).
        var state: UInt8 = DirectResolution.idle
    }

    /// The countdown pass's cut (nil in an ordinary pass): which rows of a countdown act,
    /// which one may only clamp, which never act (`DirectResolution+Countdown.swift`).
    var cut: CountdownCut?
    /// What the countdown pass found at its break rows.
    private(set) var cutOutcome = CountdownOutcome()
    /// The break level of a certified countdown pass (a hint for the next solve's search).
    var countdownBreakLevel: Double?
    /// The countdown rows of a certified countdown pass (the next solve's search starts
    /// from them, without the ordinary pass).
    var countdownRows: [CountdownRow] = []
    /// How much the countdown search's slack fell per level when it found this point.
    var countdownSlackPerLevel: Double?
    /// Representatives that got a one-sided limit from a required row, newest last: the
    /// countdown pass fixes them at that limit when nothing else is ready.
    private var tightenCandidates: [Int32] = []
    /// Some step is a tight step (an inequality held at one bound).
    private(set) var hasTightSteps = false
    /// For each tight step, the highest level whose proof showed that every optimum holds
    /// its row at its bound (a positive one-sided multiplier); -∞ if none (scratch of
    /// `uncertifiedRows`).
    private var tightActivation: [Double] = []

    // The solver's problem, read only (copy-on-write references, never copied).
    // Released while the resolution is kept between solves (`detach`), so that the
    // solver's own arrays stay uniquely referenced and are changed in place.
    private(set) var rows: [RowRecord]
    private(set) var termColumns: [Int32]
    private var termCoefficients: [Double]
    private var columnEntries: ColumnEntryLists
    /// The rows' bounds by logical, read through `bounds(of:)` only (a flat arena keeps one
    /// bound per row, both arrays being that one).
    private var lowerBound: [Double]
    private var upperBound: [Double]
    /// The number of rows the resolution was made for (kept when detached).
    private var rowCount = 0
    /// The number of the solver's columns (all kinds) when the resolution was made.
    private var solverColumnCount = 0
    /// While replaying, a step does not look at the rows of what it changed.
    private var isReplaying = false

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
    ///
    /// 56 bytes (a queued row keeps one, and `reduce` returns one): the counts are bytes,
    /// and the doubles go first.
    private struct Reduction {
        var constant = 0.0
        var level = Double.infinity
        var largest = 0.0
        /// The first two unknown representatives and their coefficients (-1, 0 if fewer).
        var coefficients: (Double, Double) = (0, 0)
        var reps: (Int32, Int32) = (-1, -1)
        /// The unknowns after cancellation, 3 standing for three or more (every reader
        /// asks only whether it is 1 or 2).
        var unknownCount: Int8 = 0
        /// The unknown classes before cancellation, when at most two (3 stands for more).
        var classCount: Int8 = 3
        /// Every term's class is determined (no unknown even before cancellation).
        var isSettled = false

        func rep(_ index: Int) -> Int32 { index == 0 ? reps.0 : reps.1 }
        func coefficient(_ index: Int) -> Double { index == 0 ? coefficients.0 : coefficients.1 }
    }

    /// One step of the propagation. `determine`: `row` (and, for a meeting pair of bounds,
    /// `secondRow`: `row` set the lower bound, `secondRow` the upper) fixed representative
    /// `rep`, whose class is final from then on. `merge`: `row` expressed class `rep`
    /// (the members in `eventMembers[membersStart..<membersStart + membersCount]`)
    /// through another class.
    struct Event {
        // 24 bytes (a direct solution keeps a step per row): a merge's members and a
        // determination's second row and tight side share two fields.
        /// The level the step rests on (the determination's, or the alias's).
        var level: Double
        var row: Int32
        var rep: Int32
        /// A merge: where its members start in `eventMembers`; a determination: its pair's
        /// second row, or -1.
        private var startOrSecondRow: Int32
        /// A merge: how many members it moved (at least one, the representative it moved);
        /// a determination: `tightSide − 2` (−3, −2 or −1).
        private var countOrSide: Int32

        init(isMerge: Bool, tightSide: Int8 = 0, level: Double, row: Int32, secondRow: Int32, rep: Int32,
             membersStart: Int32, membersCount: Int32) {
            self.level = level
            self.row = row
            self.rep = rep
            // A merge always moves its representative: a count of at least one tells it apart.
            startOrSecondRow = isMerge ? membersStart : secondRow
            countOrSide = isMerge ? max(1, membersCount) : Int32(tightSide) - 2
        }

        var isMerge: Bool { countOrSide >= 0 }
        /// A merge's members, a range of `eventMembers` (empty for a determination).
        var membersStart: Int32 { isMerge ? startOrSecondRow : 0 }
        var membersCount: Int32 { isMerge ? countOrSide : 0 }
        /// A meeting pair's second row (`row` set the lower bound, this one the upper), or -1.
        var secondRow: Int32 { isMerge ? -1 : startOrSecondRow }
        /// A *tight step*: `row`, an inequality, fixed `rep` at one of its bounds (−1 its
        /// lower, +1 its upper; 0 for any other step). Only the countdown pass takes such
        /// steps (`DirectResolution+Countdown.swift`); the certificate then proves, with a
        /// one-sided multiplier, that every optimum holds the row at that bound.
        var tightSide: Int8 { isMerge ? 0 : Int8(truncatingIfNeeded: countOrSide + 2) }
    }

    init(_ solver: Solver, defersBoundPairs: Bool = false) {
        self.defersBoundPairs = defersBoundPairs
        let problem = solver.directProblem
        rows = problem.rows
        termColumns = problem.termColumns
        termCoefficients = problem.termCoefficients
        columnEntries = problem.columnEntries
        lowerBound = problem.lowerBound
        upperBound = problem.upperBound
        solverColumnCount = solver.columnKind.count
        // Only external columns appear in rows' terms: the per-column storage ends after the
        // last one (a scene's variables come first, its rows' logicals and errors after —
        // two thirds of the columns of a first build, never looked at here).
        var columnCount = solver.columnKind.count
        while columnCount > 0 && solver.columnKind[columnCount - 1] != .external { columnCount -= 1 }
        let entryCount = problem.columnEntries.entryCount(ofColumns: columnCount)
        let scratch = PassScratch(rowCount: rows.count, columnCount: columnCount, entryCount: entryCount)
        problem.columnEntries.copyRows(ofColumns: columnCount, starts: scratch.entryStarts,
                                       rows: UnsafeMutableBufferPointer(start: scratch.entryRows, count: entryCount))
        entryStarts = scratch.entryStarts
        entryRows = scratch.entryRows
        passScratch = scratch
        rowProgress = scratch.progress
        queuedReduction = scratch.reductions
        limits = scratch.limits
        readyRequired = scratch.requiredRows
        requiredCapacity = rows.count
        ready = ReadyRowQueue(links: scratch.readyLinks, rowCapacity: rows.count, buckets: scratch.readyBuckets)
        // A step determines a class or merges two, so there are at most as many steps as
        // columns (each starts as a class of its own): a first layout that determines every
        // column fills this exactly, and `detach` keeps the array as it is rather than
        // copying it to its length (room for a step per row was a copy of 4,000 steps on the
        // list document; issue 18, round 20).
        events.reserveCapacity(columnCount)
        let storage = ColumnStorage(count: columnCount)
        columns = storage
        self.columnCount = columnCount
        columnRecords = storage.records
        memberList = storage.members
        columnLevels = storage.levels
        levelCount = storage.levelCount
        let termColumns = termColumns, termCoefficients = termCoefficients
        let lowerBound = lowerBound, upperBound = upperBound
        let progress = rowProgress  // one record per row, written here for every row
        rows.withUnsafeBufferPointer { rows in
        termColumns.withUnsafeBufferPointer { columns in
        termCoefficients.withUnsafeBufferPointer { coefficients in
            for row in rows.indices {
                let record = rows[row]
                let start = Int(record.termStart), count = Int(record.termCount)
                // Only live rows are ever looked at: the others are settled from the start,
                // so that `revisitRows` passes them over without reading their records.
                guard record.state == .live else {
                    progress[row] = RowProgress(undeterminedTerms: record.termCount, state: Self.settled)
                    continue
                }
                var state = Self.idle
                // Their terms lie in the pool (checked all the same: the reads below are
                // unchecked).
                if count > 1, start >= 0, start + count <= columns.count, start + count <= coefficients.count {
                    // A column twice in one row (rows combine their terms, so never expected).
                    // Most rows have two to four terms: every pair compared straight away (a
                    // loop over the earlier terms for each term cost about 0.1 M instructions
                    // of the list document's first layout; issue 18, round 22).
                    var repeats: Bool
                    let a = columns[start], b = columns[start + 1]
                    switch count {
                    case 2:
                        repeats = a == b
                    case 3:
                        let c = columns[start + 2]
                        repeats = a == b || a == c || b == c
                    case 4:
                        let c = columns[start + 2], d = columns[start + 3]
                        repeats = a == b || a == c || a == d || b == c || b == d || c == d
                    default:
                        repeats = false
                        for term in start + 1 ..< start + count where !repeats {
                            for earlier in start..<term where columns[earlier] == columns[term] {
                                repeats = true
                                break
                            }
                        }
                    }
                    if repeats { state = Self.mayShareClass }
                    // An inequality (read as `enqueueReducing` reads it), and whether a
                    // coefficient of it may cancel (`termsStandForDistinctClasses`' test, every
                    // scale 1).
                    let logical = Int(record.logical)
                    if logical >= 0, logical < lowerBound.count, logical < upperBound.count {
                        let lower = record.relation == .lessThanOrEqual ? -.infinity : lowerBound[logical]
                        let upper = record.relation == .greaterThanOrEqual ? .infinity : upperBound[logical]
                        if lower != upper {
                            state |= Self.waitsForOneUnknown
                            var largest = 0.0, smallest = Double.infinity
                            var isFinite = true
                            for term in start ..< start + count {
                                let magnitude = abs(coefficients[term])
                                isFinite = isFinite && magnitude.isFinite
                                largest = max(largest, magnitude)
                                smallest = min(smallest, magnitude)
                            }
                            if !(isFinite && smallest > 1e-9 * largest) { state |= Self.mayCancel }
                        }
                    }
                }
                progress[row] = RowProgress(undeterminedTerms: record.termCount, state: state)
            }
        }}}
    }

    /// Reads and writes the per-column state through `storage` from now on.
    private mutating func useColumns(_ storage: ColumnStorage) {
        columnCount = storage.count
        columnRecords = storage.records
        memberList = storage.members
        columnLevels = storage.levels
        levelCount = storage.levelCount
    }

    /// Makes the per-column storage this resolution's own before a write: a copy of the
    /// resolution (`var replayed = resolution`) shares it until then, and neither may see
    /// the other's writes. Called by every mutating entry point that writes it
    /// (`propagate`, `follow`, `replay`; `detach` replaces it); a copy only when shared.
    private mutating func makeColumnsUnique() {
        guard !isKnownUniquelyReferenced(&columns) else { return }
        columns = ColumnStorage(copying: columns, keepingLevels: true)
        useColumns(columns)
    }

    /// Whether a variable is determined (false for a column past the per-column storage: no
    /// row of the resolution's problem has it). Answered while detached too.
    @inline(__always)
    func isDetermined(_ column: Int) -> Bool {
        guard column >= 0, column < columnCount else { return false }
        if column < levelCount {
            let rep = Int(columnRecords[column].representative)
            return columnLevels[rep].determination > -.infinity
        }
        return column < keptLevels.count && keptLevels[column] & Self.determinedFlag != 0
    }

    /// Whether a variable is determined through required rows only (its level is +∞):
    /// every point satisfying the required rows gives it this value. Answered while
    /// detached too.
    func isFixedByRequiredRows(_ column: Int) -> Bool {
        guard column >= 0, column < columnCount else { return false }
        if column < levelCount { return isDetermined(column) && level(of: column) == .infinity }
        return column < keptLevels.count && keptLevels[column] & Self.requiredFlag != 0
    }

    /// The determined value of a variable (0 past the per-column storage).
    @inline(__always)
    func value(of column: Int) -> Double {
        guard column >= 0, column < columnCount else { return 0 }
        let record = columnRecords[column]
        return record.scale * columnRecords[Int(record.representative)].value + record.offset
    }

    /// The representative of a column's class (the column itself past the per-column
    /// arrays).
    @inline(__always)
    func representative(of column: Int) -> Int32 {
        guard column >= 0, column < columnCount else { return Int32(truncatingIfNeeded: column) }
        return columnRecords[column].representative
    }

    /// The level of the weakest row a determined variable rests on (−∞ past the
    /// per-column storage, and while detached: ask `isFixedByRequiredRows` then).
    @inline(__always)
    func level(of column: Int) -> Double {
        guard column >= 0, column < levelCount else { return -.infinity }
        return min(columnLevels[column].alias, columnLevels[Int(columnRecords[column].representative)].determination)
    }

    @inline(__always)
    func terms(of row: Int) -> Range<Int> {
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
        makeColumnsUnique()
        // Nothing determined or merged yet: rows are read as they stand.
        let isFresh = events.isEmpty
        if isFresh && cut == nil {
            scanFresh()
        } else {
            for row in rows.indices where rows[row].state == .live {
                enqueueIfReady(row, fresh: isFresh)
            }
        }
        while true {
            let row: Int
            if requiredCount > 0 {
                requiredCount -= 1
                row = Int(readyRequired[requiredCount])
            } else if let next = ready.pop() {
                row = Int(next.row)
            } else if let pair = deferredPairs.pop() {
                determineByDeferredPair(Int(pair.row))
                continue
            } else if cut != nil, tightenNextCandidate() {
                continue
            } else {
                break
            }
            let progress = rowProgress[row]
            let state = progress.state
            rowProgress[row].state = state & ~(Self.queued | Self.reductionIsCurrent)
            // Every column of the row determined while it waited (its reduction is stale
            // then): `reduce` would find no unknown, and `act` does nothing with none. The
            // list document's `title.trailing <= action.leading - 8`, queued on its last
            // unknown, which another row determines before it is taken: a reduction per list
            // row (issue 18, round 21).
            guard state & Self.reductionIsCurrent != 0 || progress.undeterminedTerms != 0 else { continue }
            act(on: row, reusingReduction: state & Self.reductionIsCurrent != 0)
        }
    }

    /// Reduces row `row` to its representatives: the first two unknowns in the result,
    /// further ones (only counted) through the scratch arrays. The inner loop of the
    /// propagation and of a replay, hence the unchecked reads.
    private mutating func reduce(_ row: Int) -> Reduction {
        var reduction = Reduction()
        let range = terms(of: row)
        var count = 0
        var rep0: Int32 = -1, rep1: Int32 = -1, rep2: Int32 = -1, rep3: Int32 = -1
        var coefficient0 = 0.0, coefficient1 = 0.0, coefficient2 = 0.0, coefficient3 = 0.0
        var spilled = false
        // Unchecked reads, in range by construction: a live row's terms lie in the term
        // pool (the solver stores them so), and a term's column is an external column, all
        // of which come before `columnCount` in `init` (the per-column storage ends at the
        // last external column); a representative is a column.
        let records = columnRecords, levels = columnLevels
        termColumns.withUnsafeBufferPointer { columns in
        termCoefficients.withUnsafeBufferPointer { coefficients in
            for term in range {
                let column = Int(columns[term])
                let a = coefficients[term]
                let record = records[column]
                let rep = record.representative
                let coefficient = a * record.scale
                reduction.constant += a * record.offset
                reduction.largest = max(reduction.largest, abs(coefficient))
                reduction.level = min(reduction.level, levels[column].alias)
                let repDetermination = levels[Int(rep)].determination
                if repDetermination > -.infinity {
                    reduction.constant += coefficient * records[Int(rep)].value
                    reduction.level = min(reduction.level, repDetermination)
                } else if count > 0 && rep == rep0 {
                    coefficient0 += coefficient
                } else if count > 1 && rep == rep1 {
                    coefficient1 += coefficient
                } else if count > 2 && rep == rep2 {
                    coefficient2 += coefficient
                } else if count > 3 && rep == rep3 {
                    coefficient3 += coefficient
                } else if count == 0 {
                    rep0 = rep; coefficient0 = coefficient; count = 1
                } else if count == 1 {
                    rep1 = rep; coefficient1 = coefficient; count = 2
                } else if count == 2 {
                    rep2 = rep; coefficient2 = coefficient; count = 3
                } else if count == 3 {
                    rep3 = rep; coefficient3 = coefficient; count = 4
                } else {
                    spilled = true
                    count = 5
                }
            }
        }}
        if spilled { return reduceSpilled(row, reduction) }
        if count > 2 {
            // Three or four unknown classes (a stack's spacing row before its widths are
            // known, its bottom-alignment row): what `reduceSpilled` makes of them.
            return reduceFew(reduction, count, (rep0, coefficient0), (rep1, coefficient1), (rep2, coefficient2),
                             (rep3, coefficient3))
        }
        reduction.isSettled = count == 0
        reduction.classCount = Int8(truncatingIfNeeded: count)  // at most 2 here
        // Terms that cancel through their aliases (w₁ − w₀ with w₁ = w₀) are no unknowns.
        let cancelled = 1e-9 * reduction.largest
        if count > 1 && abs(coefficient1) <= cancelled { count = 1 }
        if count > 0 && abs(coefficient0) <= cancelled {
            rep0 = rep1; coefficient0 = coefficient1
            count -= 1
        }
        reduction.unknownCount = Int8(truncatingIfNeeded: count)  // at most 2 here
        reduction.reps = (rep0, rep1)
        reduction.coefficients = (coefficient0, coefficient1)
        return reduction
    }

    /// `reduce` of a row with one or two terms whose columns are distinct, before anything
    /// is determined or merged (the first scan of a pass): every column is its own class,
    /// at scale 1, offset 0 and alias level +∞, so the terms are the unknowns as they stand
    /// — `reduce`'s result, term for term, without reading the per-column storage.
    @inline(__always)
    private func freshReduction(_ row: Int) -> Reduction {
        let range = terms(of: row)
        // In the pool, by construction (as in `reduce`).
        return termColumns.withUnsafeBufferPointer { columns in
            termCoefficients.withUnsafeBufferPointer { coefficients in
                Self.freshReduction(of: range, columns: columns, coefficients: coefficients)
            }
        }
    }

    /// `freshReduction` of the terms `range`, which lie in `columns` and `coefficients`
    /// (the caller made sure of it).
    @inline(__always)
    private static func freshReduction(of range: Range<Int>, columns: UnsafeBufferPointer<Int32>,
                                       coefficients: UnsafeBufferPointer<Double>) -> Reduction {
        var reduction = Reduction()
        var count = 0
        var rep0: Int32 = -1, rep1: Int32 = -1
        var coefficient0 = 0.0, coefficient1 = 0.0
        for term in range {
            let a = coefficients[term]
            reduction.largest = max(reduction.largest, abs(a))
            if count == 0 {
                rep0 = columns[term]; coefficient0 = a
            } else {
                rep1 = columns[term]; coefficient1 = a
            }
            count += 1
        }
        reduction.isSettled = count == 0
        reduction.classCount = Int8(truncatingIfNeeded: count)  // at most 2 here
        let cancelled = 1e-9 * reduction.largest
        if count > 1 && abs(coefficient1) <= cancelled { count = 1 }
        if count > 0 && abs(coefficient0) <= cancelled {
            rep0 = rep1; coefficient0 = coefficient1
            count -= 1
        }
        reduction.unknownCount = Int8(truncatingIfNeeded: count)  // at most 2 here
        reduction.reps = (rep0, rep1)
        reduction.coefficients = (coefficient0, coefficient1)
        return reduction
    }

    /// `reduce` for a row with three or four (`count`) unknown classes before cancellation,
    /// in the order of their first terms: those whose coefficient cancels (at most 1e-9 of
    /// the row's largest) dropped, and the first two of the rest kept when no more than two
    /// are left — `reduceSpilled`'s result, term for term.
    @inline(__always)
    private func reduceFew(_ partial: Reduction, _ count: Int, _ first: (Int32, Double), _ second: (Int32, Double),
                           _ third: (Int32, Double), _ fourth: (Int32, Double)) -> Reduction {
        var reduction = partial
        let cancelled = 1e-9 * reduction.largest
        var kept = 0
        var reps: (Int32, Int32) = (-1, -1)
        var coefficients = (0.0, 0.0)
        // Unrolled: a literal list of the three would be an array per call.
        func keep(_ unknown: (Int32, Double)) {
            guard !(abs(unknown.1) <= cancelled) else { return }
            if kept == 0 {
                reps.0 = unknown.0; coefficients.0 = unknown.1
            } else if kept == 1 {
                reps.1 = unknown.0; coefficients.1 = unknown.1
            }
            kept += 1
        }
        keep(first)
        keep(second)
        keep(third)
        if count > 3 { keep(fourth) }
        reduction.unknownCount = Int8(truncatingIfNeeded: min(kept, 3))
        if kept <= 2 {
            reduction.reps = reps
            reduction.coefficients = coefficients
        }
        return reduction
    }

    /// `reduce` for a row with more than four unknown classes before cancellation: all of
    /// them, in the order of their first terms, in scratch space on the stack.
    private func reduceSpilled(_ row: Int, _ partial: Reduction) -> Reduction {
        var reduction = partial
        let range = terms(of: row)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: range.count) { reps in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: range.count) { coefficients in
            var count = 0
            for term in range {
                let column = Int(termColumns[term])
                let rep = columnRecords[column].representative
                guard columnLevels[Int(rep)].determination == -.infinity else { continue }
                let coefficient = termCoefficients[term] * columnRecords[column].scale
                var index = 0
                while index < count && reps[index] != rep { index += 1 }
                if index < count {
                    coefficients[index] += coefficient
                } else {
                    reps[count] = rep
                    coefficients[count] = coefficient
                    count += 1
                }
            }
            // Terms that cancel through their aliases are no unknowns; the rest keep their order.
            let cancelled = 1e-9 * reduction.largest
            var kept = 0
            for index in 0..<count where !(abs(coefficients[index]) <= cancelled) {
                reps[kept] = reps[index]
                coefficients[kept] = coefficients[index]
                kept += 1
            }
            reduction.unknownCount = Int8(truncatingIfNeeded: min(kept, 3))
            if kept <= 2 {
                reduction.reps = (kept > 0 ? reps[0] : -1, kept > 1 ? reps[1] : -1)
                reduction.coefficients = (kept > 0 ? coefficients[0] : 0, kept > 1 ? coefficients[1] : 0)
            }
        }}
        return reduction
    }

    /// Queues row `row` when it can act: one unknown left, or an equality with two. The
    /// checks that need no reduction are made inline (most revisited rows stop there).
    @inline(__always)
    private mutating func enqueueIfReady(_ row: Int, fresh: Bool = false) {
        let progress = rowProgress[row]
        let state = progress.state
        guard state & (Self.queued | Self.settled) == 0 else { return }
        // Three or more unknowns, none sharing a class: not ready, nothing to reduce.
        let undetermined = progress.undeterminedTerms
        guard state & Self.mayShareClass != 0 || undetermined <= 2 else { return }
        // Every column determined (what `reduce` would find, without it).
        guard undetermined > 0 else {
            rowProgress[row].state = state | Self.settled
            return
        }
        enqueueReducing(row, state: state, fresh: fresh)
    }

    /// The first scan of a fresh pass without a cut: `enqueueIfReady(row, fresh: true)` of
    /// every live row, in order, with the same checks, reductions and queueing, in one loop
    /// over buffers taken once. Most rows are queued here (two thirds of the list
    /// document's), each through a call of `enqueueReducing` that read the row, its terms
    /// and its bounds through checked arrays (about 160 instructions a row, besides the
    /// queue; issue 18, round 21). A row the loop does not read as it stands (one flagged
    /// `mayShareClass`, or whose terms or bounds are not where they should be) goes through
    /// `enqueueReducing` as before.
    private mutating func scanFresh() {
        let rows = rows, termColumns = termColumns, termCoefficients = termCoefficients
        let lowerBound = lowerBound, upperBound = upperBound
        let progress = rowProgress
        rows.withUnsafeBufferPointer { rows in
        termColumns.withUnsafeBufferPointer { columns in
        termCoefficients.withUnsafeBufferPointer { coefficients in
        lowerBound.withUnsafeBufferPointer { lowerBounds in
        upperBound.withUnsafeBufferPointer { upperBounds in
            let termLimit = min(columns.count, coefficients.count)
            let logicalLimit = min(lowerBounds.count, upperBounds.count)
            for row in rows.indices where rows[row].state == .live {
                // `enqueueIfReady`'s checks.
                let state = progress[row].state
                guard state & (Self.queued | Self.settled) == 0 else { continue }
                let undetermined = progress[row].undeterminedTerms
                guard state & Self.mayShareClass != 0 || undetermined <= 2 else { continue }
                guard undetermined > 0 else {
                    progress[row].state = state | Self.settled
                    continue
                }
                // `enqueueReducing`'s, with the reads checked here once.
                let record = rows[row]
                let start = Int(record.termStart), end = start + Int(record.termCount)
                let logical = Int(record.logical)
                guard state & Self.mayShareClass == 0, start >= 0, start <= end, end <= termLimit,
                      logical >= 0, logical < logicalLimit else {
                    enqueueReducing(row, state: state, fresh: true)
                    continue
                }
                let reduction = Self.freshReduction(of: start..<end, columns: columns, coefficients: coefficients)
                if reduction.isSettled {
                    progress[row].state |= Self.settled
                    continue
                }
                guard reduction.unknownCount != 0 else {
                    progress[row].state |= Self.unknownsCancel
                    continue
                }
                let lower = record.relation == .lessThanOrEqual ? -.infinity : lowerBounds[logical]
                let upper = record.relation == .greaterThanOrEqual ? .infinity : upperBounds[logical]
                let isEquality = lower == upper
                guard reduction.unknownCount == 1 || (reduction.unknownCount == 2 && isEquality) else { continue }
                queue(row, reduction, level: min(Self.level(of: record), reduction.level), sequence: record.sequence)
            }
        }}}}}
    }

    /// Puts row `row` in the ready lists at `level` with the reduction it was queued with:
    /// on the stack of required rows at +∞, else in the ready queue by level and `sequence`.
    @inline(__always)
    private mutating func queue(_ row: Int, _ reduction: Reduction, level: Double, sequence: Int32) {
        if level == .infinity {
            // Never full (a row is on the stack once at most); were it, the row would not
            // act and its variables would go to the LP.
            guard requiredCount < requiredCapacity else { return }
            readyRequired[requiredCount] = Int32(truncatingIfNeeded: row)
            requiredCount += 1
        } else {
            ready.push(ReadyRow(level: level, sequence: Int(sequence), row: Int32(truncatingIfNeeded: row)))
        }
        rowProgress[row].state |= Self.queued | Self.reductionIsCurrent
        queuedReduction[row] = reduction
    }

    /// `enqueueIfReady` past the checks that need no reduction.
    @inline(never)
    private mutating func enqueueReducing(_ row: Int, state: UInt8, fresh: Bool) {
        let role = cut?.role(of: row) ?? .acts
        guard role != .excluded else { return }
        let record = rows[row]
        // Up to two terms of distinct columns (the filter above) on a fresh pass.
        let reduction = fresh && state & Self.mayShareClass == 0 ? freshReduction(row) : reduce(row)
        if reduction.isSettled {
            rowProgress[row].state |= Self.settled
            return
        }
        // Every undetermined class cancels: not ready until a merge moves one of the row's
        // columns (see `unknownsCancel`).
        guard reduction.unknownCount != 0 else {
            rowProgress[row].state |= Self.unknownsCancel
            return
        }
        let (lowerBound, upperBound) = bounds(of: record)
        let isEquality = lowerBound == upperBound
        guard reduction.unknownCount == 1 || (reduction.unknownCount == 2 && isEquality) else { return }
        // A break row only ever decides its last unknown (clamped), never aliases two.
        guard role == .acts || (reduction.unknownCount == 1 && isEquality) else { return }
        queue(row, reduction, level: min(Self.level(of: record), reduction.level), sequence: record.sequence)
    }

    /// Row `row` is taken: it determines its unknown, tightens its bound, or aliases one
    /// of its two unknowns to the other — if it still can.
    /// `reusingReduction`: the reduction the row was queued with is still current.
    private mutating func act(on row: Int, reusingReduction: Bool = false) {
        let record = rows[row]
        let reduction = reusingReduction ? queuedReduction[row] : reduce(row)
        let level = min(Self.level(of: record), reduction.level)
        let (lowerBound, upperBound) = bounds(of: record)
        let isEquality = lowerBound == upperBound
        let safe = max(Tolerance.pivotAbsolute, 1e-7 * reduction.largest)
        switch reduction.unknownCount {
        case 1:
            let rep = Int(reduction.rep(0))
            let coefficient = reduction.coefficient(0)
            guard abs(coefficient) >= safe else {
                sawUnsafePivot = true
                return
            }
            let lower = lowerBound - reduction.constant
            let upper = upperBound - reduction.constant
            if isEquality {
                if let cut, cut.role(of: row) == .breaks {
                    clampOrDetermine(rep, lower / coefficient, at: level, byRow: row)
                } else {
                    determine(rep, lower / coefficient, at: level, byRow: row)
                }
                return
            }
            // c·y ∈ [lower, upper] bounds y on one side or both.
            let low = coefficient > 0 ? lower / coefficient : upper / coefficient
            let high = coefficient > 0 ? upper / coefficient : lower / coefficient
            var tightened = false
            if low.isFinite && low > limits[rep].lower {
                limits[rep].lower = low
                limits[rep].lowerLevel = level
                limits[rep].lowerRow = Int32(truncatingIfNeeded: row)
                tightened = true
            }
            if high.isFinite && high < limits[rep].upper {
                limits[rep].upper = high
                limits[rep].upperLevel = level
                limits[rep].upperRow = Int32(truncatingIfNeeded: row)
                tightened = true
            }
            if tightened, cut != nil, record.isRequired {
                tightenCandidates.append(Int32(truncatingIfNeeded: rep))
            }
            guard tightened, limits[rep].lower.isFinite, limits[rep].upper.isFinite else { return }
            let a = limits[rep].lower, b = limits[rep].upper
            // The bounds meet: the rows that set them hold only at this value, which rests
            // on both.
            guard abs(a - b) <= 1e-12 * max(1, abs(a)) else { return }
            let pairLevel = min(limits[rep].lowerLevel, limits[rep].upperLevel)
            if defersBoundPairs {
                deferredPairs.push(ReadyRow(level: pairLevel, sequence: rep, row: Int32(truncatingIfNeeded: rep)))
            } else {
                determine(rep, a, at: pairLevel, byRow: Int(limits[rep].lowerRow), secondRow: Int(limits[rep].upperRow))
            }
        case 2 where isEquality:
            // c₀·y₀ + c₁·y₁ = bound − constant: express the smaller class through the larger.
            var moved = 0, kept = 1
            if memberList[Int(reduction.rep(0))].count > memberList[Int(reduction.rep(1))].count { moved = 1; kept = 0 }
            if abs(reduction.coefficient(moved)) < safe { swap(&moved, &kept) }
            guard abs(reduction.coefficient(moved)) >= safe else {
                sawUnsafePivot = true
                return
            }
            let from = Int(reduction.rep(moved)), into = Int(reduction.rep(kept))
            let factor = -reduction.coefficient(kept) / reduction.coefficient(moved)
            let shift = (lowerBound - reduction.constant) / reduction.coefficient(moved)
            guard factor.isFinite, shift.isFinite, factor != 0 else {
                sawUnsafePivot = true
                return
            }
            // Its two classes are about to be one and its unknown then cancels (to the
            // rounding of its own terms, far below the 1e-9 that `reduce` drops), whatever
            // scales later merges give the class: the row can never act again. Settled before
            // the merge, so that the merge's revisits pass it over (they reduced it, to find
            // nothing to do: a reduction per merge).
            if reduction.classCount == 2 { rowProgress[row].state |= Self.settled }
            merge(from, into: into, factor: factor, shift: shift, at: level, byRow: row)
        default:
            return
        }
    }

    /// Makes class `from` part of class `into`: from = factor·into + shift, through a row
    /// at `level`. The moved members' rows are looked at again.
    private mutating func merge(_ from: Int, into: Int, factor: Double, shift: Double, at level: Double,
                                byRow row: Int) {
        // The moved members, in their list's order, are the event's members.
        let movedStart = eventMembers.count
        var movedList = memberList[from]
        if movedList.count == 0 {
            movedList = MemberList(head: Int32(truncatingIfNeeded: from), tail: Int32(truncatingIfNeeded: from), count: 1)
            columnRecords[from].next = -1
        }
        var member = movedList.head
        while member >= 0 {
            eventMembers.append(member)
            member = columnRecords[Int(member)].next
        }
        let movedEnd = eventMembers.count
        events.append(Event(isMerge: true, level: level, row: Int32(truncatingIfNeeded: row), secondRow: -1,
                            rep: Int32(truncatingIfNeeded: from),
                            membersStart: Int32(truncatingIfNeeded: movedStart),
                            membersCount: Int32(truncatingIfNeeded: movedEnd - movedStart)))
        memberList[from] = MemberList()
        if memberList[into].count == 0 {
            memberList[into] = MemberList(head: Int32(truncatingIfNeeded: into), tail: Int32(truncatingIfNeeded: into),
                                          count: 1)
            columnRecords[into].next = -1
        }
        // The moved list goes after the last member of `into`'s, in one link.
        columnRecords[Int(memberList[into].tail)].next = movedList.head
        memberList[into].tail = movedList.tail
        memberList[into].count += movedList.count
        let into32 = Int32(truncatingIfNeeded: into)
        for position in movedStart..<movedEnd {
            let index = Int(eventMembers[position])
            // x = s·from + o = s·(factor·into + shift) + o.
            var record = columnRecords[index]
            record.offset += record.scale * shift
            record.scale *= factor
            record.representative = into32
            columnRecords[index] = record
            columnLevels[index].alias = min(columnLevels[index].alias, level)
        }
        if !isReplaying {
            for position in movedStart..<movedEnd { revisitRows(of: Int(eventMembers[position]), determined: false) }
        }
    }

    /// Fixes representative `rep` at `x`, determined at `determinationLevel`; the rows of
    /// its class are looked at again.
    private mutating func determine(_ rep: Int, _ x: Double, at determinationLevel: Double,
                                    byRow row: Int, secondRow: Int = -1, tightSide: Int8 = 0) {
        guard x.isFinite else {
            sawUnsafePivot = true
            return
        }
        events.append(Event(isMerge: false, tightSide: tightSide, level: determinationLevel,
                            row: Int32(truncatingIfNeeded: row),
                            secondRow: Int32(truncatingIfNeeded: secondRow), rep: Int32(truncatingIfNeeded: rep),
                            membersStart: 0, membersCount: 0))
        if secondRow >= 0 { usedBoundPair = true }
        if tightSide != 0 { hasTightSteps = true }
        columnRecords[rep].value = x
        columnLevels[rep].determination = determinationLevel
        if isReplaying { return }
        if memberList[rep].count == 0 {
            revisitRows(of: rep, determined: true)
        } else {
            var member = memberList[rep].head
            while member >= 0 {
                revisitRows(of: Int(member), determined: true)
                member = columnRecords[Int(member)].next
            }
        }
    }

    // MARK: Tight steps (the countdown pass)

    /// A break row of the countdown pass has one unknown left and wants `rep` at `x`. If
    /// the representative's limits allow `x`, the row decides (the cut merged too few
    /// rows: `fitted`); if not, the representative goes to the nearer limit, held by that
    /// limit's row as a tight step (`clamped`: the LP's optimum at this level, when the
    /// certificate agrees); limits that cross mean the cut merged too many (`crossed`).
    private mutating func clampOrDetermine(_ rep: Int, _ x: Double, at level: Double, byRow row: Int) {
        let low = limits[rep].lower, high = limits[rep].upper
        cutOutcome.room = high - low
        if low > high + Tolerance.primal(for: high) {
            cutOutcome.crossed = true
        } else if x < low - Tolerance.primal(for: low) {
            cutOutcome.clamped = true
            tighten(rep, atLowerLimit: true, level: level)
        } else if x > high + Tolerance.primal(for: high) {
            cutOutcome.clamped = true
            tighten(rep, atLowerLimit: false, level: level)
        } else {
            cutOutcome.fitted = true
            determine(rep, x, at: level, byRow: row)
        }
    }

    /// Fixes `rep` at one of its limits, held there by the row that set it (a tight step,
    /// resting on that row's level and on `level`).
    private mutating func tighten(_ rep: Int, atLowerLimit: Bool, level: Double) {
        let row = Int(atLowerLimit ? limits[rep].lowerRow : limits[rep].upperRow)
        guard row >= 0 else { return }
        let reduction = reduce(row)
        guard reduction.unknownCount == 1, Int(reduction.rep(0)) == rep, reduction.coefficient(0) != 0 else { return }
        // c·rep on the row's lower bound gives a lower limit when c > 0, an upper one when c < 0.
        let atRowLower = atLowerLimit == (reduction.coefficient(0) > 0)
        let limitLevel = atLowerLimit ? limits[rep].lowerLevel : limits[rep].upperLevel
        determine(rep, atLowerLimit ? limits[rep].lower : limits[rep].upper, at: min(level, limitLevel),
                  byRow: row, tightSide: atRowLower ? -1 : 1)
    }

    /// The countdown pass found nothing ready: the newest representative with a limit on
    /// one side only, set by a required row, is fixed at that limit (the gaps after the
    /// break sit at their minima). The classes of the break rows' unknowns are left to
    /// the break rows. Returns false when there is none.
    private mutating func tightenNextCandidate() -> Bool {
        guard let cut else { return false }
        while let candidate = tightenCandidates.popLast() {
            let rep = Int(candidate)
            guard columnLevels[rep].determination == -.infinity, Int(columnRecords[rep].representative) == rep,
                  limits[rep].lower.isFinite != limits[rep].upper.isFinite else { continue }
            let atLowerLimit = limits[rep].lower.isFinite
            let row = Int(atLowerLimit ? limits[rep].lowerRow : limits[rep].upperRow)
            guard row >= 0, rows[row].isRequired else { continue }
            var isBreakClass = false
            for breakRow in cut.breakRows {
                for term in terms(of: Int(breakRow)) where Int(columnRecords[Int(termColumns[term])].representative) == rep {
                    isBreakClass = true
                }
            }
            guard !isBreakClass else { continue }
            tighten(rep, atLowerLimit: atLowerLimit, level: cut.breakLevel)
            return true
        }
        return false
    }

    // MARK: Following a constant change

    /// For each row, the step that used it (its row, or a pair's second row), or -1.
    private var stepOfRow: [Int32] = []
    /// Each live row's side at the certified point: 0 holds, ±1 violated above / below.
    private var certifiedSide: [Int8] = []
    // Scratch for `follow`, left cleared after each call.
    /// Which columns moved, which rows were noted, which steps wait (`FollowScratch`).
    private var followScratch = FollowScratch(columnCount: 0, rowCount: 0, stepCount: 0, memberCount: 0)
    /// How many rows `followScratch.checkedRows` lists.
    private var checkedCount = 0
    /// The columns the last successful `follow` moved.
    private var movedCount = 0
    /// How many of them the last `follow` moved as members of a class moved whole (a few
    /// instructions each), not through the general path (their rows visited one by one).
    private(set) var wholeClassMoves = 0
    /// The rows of the classes `follow` moved whole, made on first use; a class's entry
    /// goes when a merge step moves its members' offsets, all of them on a replay.
    private var classRowsCache = ClassRowsCache()
    /// Scratch for `makeClassRows`: the call that last looked at each row.
    private var classRowStamp: [UInt32] = []
    private var classRowGeneration: UInt32 = 0
    /// What `follow` changed, to undo it when the change cannot be followed.
    /// How many entries `followScratch.undo` holds.
    private var undoCount = 0
    /// The classes whose members' offsets a merge step of the current `follow` moved
    /// (their cached `ClassRows`, if made again in it, hold only for the moved offsets).
    private var classesWithMovedOffsets: [Int32] = []

    /// Moves the certified point after the constants of `changedRows` moved, touching only
    /// what moves: the determining rows form a triangular system T·x = b (each step pins
    /// one direction: the class it fixed, or the members a merge moved), so the new point
    /// is x + T⁻¹·Δb, solved step by step in the recorded order — a step acts only when
    /// its row's residual is no longer zero (its constant moved, or one of its variables
    /// did), and moving its direction keeps every earlier step's row satisfied. The
    /// certificate's structure (its steps, levels and multipliers) does not depend on the
    /// constants; what does is rechecked on the rows that moved: each holds, or is violated
    /// on the same side, as at the certified point, and a pair's second row is still tight.
    /// Returns true with the moved columns in `movedColumns`, or false when the change
    /// cannot be followed so (then the moves are undone: the resolution is still the
    /// certified point's, for the seeded hand-over).
    ///
    /// A class that moves as a whole (a step fixing a representative with many members: a
    /// fillEqually stack's common width, an equalSpacing stack's gap) is moved in one
    /// step: its rows that lie wholly inside it are rechecked from their precomputed
    /// affine form in the representative (`ClassRows`), only the rows reaching outside it
    /// take the general path.
    mutating func follow(_ changedRows: [Int], in solver: Solver) -> Bool {
        makeColumnsUnique()
        undoCount = 0
        movedCount = 0
        classesWithMovedOffsets.removeAll(keepingCapacity: true)
        wholeClassMoves = 0
        // The changed rows, looked up for every checked step row: marked by row for a large
        // batch (a trait change moves a thousand; a search of the list for each was most of
        // what following one cost).
        let followed = followSteps(changedRows, in: solver,
                                   changedMarks: changedRows.count > 8 ? Self.marks(changedRows, count: solver.directRowCount) : [])
        let scratch = followScratch
        for column in movedColumns { scratch.isMoved[Int(column)] = false }
        for index in 0..<checkedCount { scratch.isRowChecked[Int(scratch.checkedRows[index])] = false }
        checkedCount = 0
        scratch.pendingSteps.update(repeating: 0, count: scratch.stepWordCount)
        if followed { return true }
        for entry in UnsafeBufferPointer(start: scratch.undo, count: undoCount).reversed() {
            if entry.isRepresentative {
                columnRecords[Int(entry.index)].value = entry.value
            } else {
                columnRecords[Int(entry.index)].offset = entry.value
            }
        }
        for rep in classesWithMovedOffsets { classRowsCache[rep] = nil }
        undoCount = 0
        movedCount = 0
        return false
    }

    /// The columns the last successful `follow` moved, each once (in `followScratch`: read
    /// them before this resolution, or a copy sharing its storage, follows again).
    var movedColumns: UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: followScratch.movedColumns, count: movedCount)
    }

    /// Notes `entry` in the undo log; false when the log is full (it cannot be: a step acts
    /// at most once a follow, and logs one entry, or one per member it moves).
    @inline(__always)
    private mutating func logUndo(_ entry: FollowUndo) -> Bool {
        guard undoCount < followScratch.undoCapacity else { return false }
        followScratch.undo[undoCount] = entry
        undoCount += 1
        return true
    }

    /// Lists `column` among the moved ones (each once: its flag in `isMoved` is set with it).
    @inline(__always)
    private mutating func listMoved(_ column: Int32) {
        followScratch.movedColumns[movedCount] = column
        movedCount += 1
    }

    @inline(__always)
    private mutating func queueStep(_ step: Int) {
        followScratch.pendingSteps[step >> 6] |= 1 << UInt64(step & 63)
    }

    @inline(__always)
    private mutating func noteChecked(_ row: Int) {
        if !followScratch.isRowChecked[row] {
            followScratch.isRowChecked[row] = true
            followScratch.checkedRows[checkedCount] = Int32(truncatingIfNeeded: row)
            checkedCount += 1
        }
    }

    /// A column moved by step `step`: noted, its live rows to be checked, the later steps
    /// among them queued.
    @inline(__always)
    private mutating func noteMoved(_ column: Int, byStep step: Int) {
        if !followScratch.isMoved[column] {
            followScratch.isMoved[column] = true
            listMoved(Int32(truncatingIfNeeded: column))
        }
        // By index, as `revisitRows` reads its lists.
        for index in columnEntries.range(of: column) {
            let entryRow = Int(columnEntries.rows[index])
            guard rows[entryRow].state == .live else { continue }
            noteChecked(entryRow)
            let later = Int(stepOfRow[entryRow])
            if later > step { queueStep(later) }
        }
    }

    /// `follow` without the undo and the clean-up of its scratch.
    private mutating func followSteps(_ changedRows: [Int], in solver: Solver, changedMarks: [Bool]) -> Bool {
        load(solver.directProblem)
        guard certifiedSide.count == rows.count else { return false }
        if stepOfRow.count != rows.count {
            stepOfRow = Array(repeating: -1, count: rows.count)
            for (index, event) in events.enumerated() {
                stepOfRow[Int(event.row)] = Int32(truncatingIfNeeded: index)
                if event.secondRow >= 0 { stepOfRow[Int(event.secondRow)] = Int32(truncatingIfNeeded: index) }
            }
        }
        // The steps waiting to act are a bit set over step indices: a step only ever
        // queues later steps, so they are taken in order by a cursor that never goes back.
        if !isKnownUniquelyReferenced(&followScratch)
            || !followScratch.fits(columnCount: columnCount, rowCount: rows.count, stepCount: events.count,
                                   memberCount: eventMembers.count) {
            followScratch = FollowScratch(columnCount: columnCount, rowCount: rows.count, stepCount: events.count,
                                          memberCount: eventMembers.count)
        }
        let pendingSteps = followScratch.pendingSteps, pendingWordCount = followScratch.stepWordCount
        let moveMarks = followScratch.moveMarks
        // Classes moved whole, their inner rows checked at the end.
        var wholeClasses: [Int32] = []
        for row in changedRows {
            guard row >= 0 && row < rows.count else { return false }
            noteChecked(row)
            let step = Int(stepOfRow[row])
            guard step >= 0 else { continue }
            // A pair's rows may move (an intrinsic width's hugging and compression rows move
            // together): its first row moves the representative to the bound it sets, and
            // its second row must still be tight there (checked below, as for any row a
            // moved column reaches), or the change is not followed.
            queueStep(step)
        }
        var word = 0
        while word < pendingWordCount {
            let bits = pendingSteps[word]
            guard bits != 0 else {
                word += 1
                continue
            }
            let bit = bits.trailingZeroBitCount
            pendingSteps[word] = bits & ~(1 << UInt64(bit))
            let step = word << 6 + bit
            let event = events[step]
            let row = Int(event.row)
            let rep = Int(event.rep)
            let (lowerBound, upperBound) = bounds(of: rows[row])
            // The residual of the step's row at the point so far, and the row along the
            // step's direction.
            var activity = 0.0
            var along = 0.0
            let repScale = event.isMerge ? columnRecords[rep].scale : 1
            let mark = Int32(truncatingIfNeeded: step)
            if event.isMerge {
                let start = Int(event.membersStart)
                for position in start..<(start + Int(event.membersCount)) { moveMarks[Int(eventMembers[position])] = mark }
            }
            for term in terms(of: row) {
                let column = Int(termColumns[term])
                let a = termCoefficients[term]
                activity += a * value(of: column)
                let isAlong = event.isMerge ? moveMarks[column] == mark : Int(columnRecords[column].representative) == rep
                if isAlong { along += a * columnRecords[column].scale / repScale }
            }
            if event.isMerge {  // the marks cleared again: none is left outside a step
                let start = Int(event.membersStart)
                for position in start..<(start + Int(event.membersCount)) { moveMarks[Int(eventMembers[position])] = -1 }
            }
            let bound: Double
            if lowerBound == upperBound {
                bound = lowerBound
            } else if event.tightSide != 0 {
                // A tight step: its row stays at the bound it was held at.
                bound = event.tightSide < 0 ? lowerBound : upperBound
            } else {
                // A pair's first row: it holds the representative at the bound it set.
                bound = along * repScale > 0 ? lowerBound : upperBound
            }
            let residual = bound - activity
            guard residual != 0 else { continue }
            guard abs(along) >= Tolerance.pivotAbsolute, bound.isFinite else { return false }
            let move = residual / along
            guard move.isFinite else { return false }
            if event.isMerge {
                let start = Int(event.membersStart)
                for position in start..<(start + Int(event.membersCount)) {
                    let member = Int(eventMembers[position])
                    guard logUndo(FollowUndo(isRepresentative: false, index: eventMembers[position],
                                             value: columnRecords[member].offset)) else { return false }
                    columnRecords[member].offset += move * columnRecords[member].scale / repScale
                }
                if event.membersCount > 0 {
                    let finalClass = columnRecords[Int(eventMembers[start])].representative
                    classRowsCache[finalClass] = nil
                    classesWithMovedOffsets.append(finalClass)
                }
                for position in start..<(start + Int(event.membersCount)) {
                    noteMoved(Int(eventMembers[position]), byStep: step)
                }
                continue
            }
            guard logUndo(FollowUndo(isRepresentative: true, index: event.rep, value: columnRecords[rep].value)) else { return false }
            columnRecords[rep].value += move
            let memberCount = Int(memberList[rep].count)
            if memberCount >= Self.wholeClassMinimum {
                // The whole class moves along its representative: its members are noted,
                // its outer rows looked at; its inner rows are checked at the end. A merge
                // step of this follow that moved members' offsets (a class whose alias row
                // reaches a moved constant: an equal-width stack's last edge aliased to a
                // canvas pinned first) dropped the class's rows, which are made again here
                // from the moved offsets; the rows of the members it moved were noted by
                // it, so the general path checks them (and the inner check passes them
                // over). Undone with the offsets if the follow fails (`follow`).
                if classRowsCache[event.rep] == nil { classRowsCache[event.rep] = makeClassRows(rep, determinedAt: step) }
                var member32 = memberList[rep].head
                while member32 >= 0 {
                    let member = Int(member32)
                    if !followScratch.isMoved[member] {
                        followScratch.isMoved[member] = true
                        listMoved(member32)
                        wholeClassMoves += 1
                    }
                    member32 = columnRecords[member].next
                }
                if let outer = classRowsCache[event.rep]?.outerRows {
                    for row32 in outer {
                        let entryRow = Int(row32)
                        noteChecked(entryRow)
                        let later = Int(stepOfRow[entryRow])
                        if later > step { queueStep(later) }
                    }
                }
                wholeClasses.append(event.rep)
            } else if memberCount == 0 {
                noteMoved(rep, byStep: step)
            } else {
                var member = memberList[rep].head
                while member >= 0 {
                    noteMoved(Int(member), byStep: step)
                    member = columnRecords[Int(member)].next
                }
            }
        }
        // What depends on the constants: each row moved holds or is violated on the side it
        // was; a pair's second row is still tight.
        let checkedRows = followScratch.checkedRows
        for index in 0..<checkedCount {
            let row32 = checkedRows[index]
            let row = Int(row32)
            guard rows[row].state == .live else { continue }
            let isPairSecondRow = stepOfRow[row] >= 0 && events[Int(stepOfRow[row])].secondRow == row32
            // A step's own row holds by construction: its step zeroed its residual or found
            // it zero, and later steps keep it so.
            if stepOfRow[row] >= 0 && !isPairSecondRow && !(changedMarks.isEmpty ? changedRows.contains(row) : row < changedMarks.count && changedMarks[row]) { continue }
            guard let side = side(ofRow: row, requiringTight: isPairSecondRow), side == certifiedSide[row] else { return false }
        }
        for rep in wholeClasses {
            guard let classRows = classRowsCache[rep], innerRowsKeepTheirSides(classRows, at: columnRecords[Int(rep)].value) else {
                return false
            }
        }
        return true
    }

    /// `count` flags, those of `rows` set.
    private static func marks(_ rows: [Int], count: Int) -> [Bool] {
        var marks = Array(repeating: false, count: count)
        for row in rows where row >= 0 && row < count { marks[row] = true }
        return marks
    }

    // MARK: Classes moved whole

    /// Classes with at least this many members are moved whole by `follow`.
    static let wholeClassMinimum = 16

    /// The rows of a class, for moving it whole: `outerRows` reach outside the class (or
    /// are a pair's second row) and take `follow`'s general path; every other live row
    /// lying wholly inside the class that is no step's row is an *inner* row, whose
    /// activity is `slope·v + intercept` in the representative's value v (members are
    /// x = scale·v + offset, fixed while only v moves). A step's row inside the class (a
    /// merge) holds by construction, as in the general path.
    struct ClassRows {
        var outerRows: [Int32] = []
        var innerRows: [Int32] = []
        /// Each inner row's logical column (whose bounds are the row's).
        var innerLogicals: [Int32] = []
        var slope: [Double] = []
        var intercept: [Double] = []
        /// Σ|a·scale| and Σ|a·offset| over the row's terms: a bound on the rounding of the
        /// activity computed term by term.
        var slopeMagnitude: [Double] = []
        var interceptMagnitude: [Double] = []
    }

    /// An entry of `follow`'s undo log: a representative's value or a member's offset.
    struct FollowUndo {
        var isRepresentative: Bool
        var index: Int32
        var value: Double
    }

    /// Inner rows with more terms than this are outer rows (the rounding bound below
    /// assumes a short sum).
    private static let innerRowTermLimit = 64

    ///
    /// `determiningStep`: the step that fixes the representative. An outer row that is the
    /// row of an earlier step (a merge that put a member in the class through another
    /// class's variable: an equalSpacing stack's position rows, through the widths) is left
    /// out: the general path neither checks it (it holds by construction) nor finds a later
    /// step there; a changed one is checked all the same (`follow` notes changed rows first).
    private mutating func makeClassRows(_ rep: Int, determinedAt determiningStep: Int) -> ClassRows {
        var classRows = ClassRows()
        let rep32 = Int32(truncatingIfNeeded: rep)
        if classRowStamp.count != rows.count {
            classRowStamp = Array(repeating: 0, count: rows.count)
            classRowGeneration = 0
        }
        // A fresh stamp per call: a row is looked at once per class.
        classRowGeneration &+= 1
        if classRowGeneration == 0 {  // wrapped: every stamp forgotten
            for row in classRowStamp.indices { classRowStamp[row] = 0 }
            classRowGeneration = 1
        }
        let stamp = classRowGeneration
        var member = memberList[rep].head
        while member >= 0 {
            defer { member = columnRecords[Int(member)].next }
            for entry in columnEntries.rows(of: Int(member)) {
                let row = Int(entry)
                guard classRowStamp[row] != stamp, rows[row].state == .live else { continue }
                classRowStamp[row] = stamp
                let range = terms(of: row)
                var isInside = range.count <= Self.innerRowTermLimit
                var slope = 0.0, intercept = 0.0, slopeMagnitude = 0.0, interceptMagnitude = 0.0
                for term in range where isInside {
                    let column = Int(termColumns[term])
                    guard columnRecords[column].representative == rep32 else {
                        isInside = false
                        break
                    }
                    let a = termCoefficients[term]
                    slope += a * columnRecords[column].scale
                    intercept += a * columnRecords[column].offset
                    slopeMagnitude += abs(a * columnRecords[column].scale)
                    interceptMagnitude += abs(a * columnRecords[column].offset)
                }
                let step = Int(stepOfRow[row])
                let isPairSecondRow = step >= 0 && events[step].secondRow == Int32(truncatingIfNeeded: row)
                if !isInside || isPairSecondRow {
                    if step >= 0 && step < determiningStep && !isPairSecondRow { continue }
                    classRows.outerRows.append(Int32(truncatingIfNeeded: row))
                } else if step < 0 {
                    classRows.innerRows.append(Int32(truncatingIfNeeded: row))
                    classRows.innerLogicals.append(rows[row].logical)
                    classRows.slope.append(slope)
                    classRows.intercept.append(intercept)
                    classRows.slopeMagnitude.append(slopeMagnitude)
                    classRows.interceptMagnitude.append(interceptMagnitude)
                }
            }
        }
        return classRows
    }

    /// Whether every inner row of a class moved whole still holds, or is violated on the
    /// side it was, with the representative at `v`: decided from the affine form when the
    /// activity is clear of the thresholds by more than its rounding, by `side` (the
    /// general check, term by term) otherwise. Rows already checked by the general path
    /// (a changed constant) are left to it.
    private mutating func innerRowsKeepTheirSides(_ classRows: ClassRows, at v: Double) -> Bool {
        let magnitudeOfV = abs(v)
        var undecided: [Int] = []
        let count = classRows.innerRows.count
        let isChecked = UnsafeBufferPointer(start: followScratch.isRowChecked, count: followScratch.rowCount)
        let keeps: Bool = classRows.innerRows.withUnsafeBufferPointer { innerRows in
        classRows.innerLogicals.withUnsafeBufferPointer { logicals in
        rows.withUnsafeBufferPointer { rows in
        classRows.slope.withUnsafeBufferPointer { slopes in
        classRows.intercept.withUnsafeBufferPointer { intercepts in
        classRows.slopeMagnitude.withUnsafeBufferPointer { slopeMagnitudes in
        classRows.interceptMagnitude.withUnsafeBufferPointer { interceptMagnitudes in
        lowerBound.withUnsafeBufferPointer { lowerBounds in
        upperBound.withUnsafeBufferPointer { upperBounds in
        certifiedSide.withUnsafeBufferPointer { sides in
            for index in 0..<count {
                let row = Int(innerRows[index])
                guard row < isChecked.count, row < sides.count else { return false }
                if isChecked[row] { continue }
                let activity = slopes[index] * v + intercepts[index]
                let magnitude = slopeMagnitudes[index] * magnitudeOfV + interceptMagnitudes[index]
                let rounding = 1e-12 * magnitude
                let logical = Int(logicals[index])
                // The finite bounds only: which are, the row's relation says (`bounds(of:)`).
                guard logical < lowerBounds.count, logical < upperBounds.count, row < rows.count else { return false }
                let relation = rows[row].relation
                let lower = relation == .lessThanOrEqual ? -.infinity : lowerBounds[logical]
                let upper = relation == .greaterThanOrEqual ? .infinity : upperBounds[logical]
                let lowerThreshold = lower - Tolerance.primal(for: lower)
                let upperThreshold = upper + Tolerance.primal(for: upper)
                // `side` adds up to 8 ulps of the largest term to each threshold.
                let slack = 8 * magnitude.ulp
                let clearSide: Int8
                if activity - rounding >= lowerThreshold && activity + rounding <= upperThreshold {
                    clearSide = 0
                } else if activity - rounding > upperThreshold + slack {
                    clearSide = 1
                } else if activity + rounding < lowerThreshold - slack {
                    clearSide = -1
                } else {
                    undecided.append(row)  // near a threshold, or not finite
                    continue
                }
                guard clearSide == sides[row] else { return false }
            }
            return true
        }}}}}}}}}}
        guard keeps else { return false }
        for row in undecided {
            guard let side = side(ofRow: row, requiringTight: false), side == certifiedSide[row] else { return false }
        }
        return true
    }

    /// Row `row`'s side at the point (0 holds, ±1 violated above / below, as `status`
    /// judges it), or nil when it is required and violated, not finite, or — with
    /// `requiringTight` — holds off both its bounds.
    ///
    /// Mutating though it writes nothing: called from `followSteps` (mutating) as a plain
    /// method, each call first copied the whole resolution (584 bytes, a `memcpy` of ~90
    /// instructions) to pass as `self` — 0.03 M of a list document's resize, for its 334
    /// checked rows (round 23); a mutating call passes `self`'s address.
    private mutating func side(ofRow row: Int, requiringTight: Bool) -> Int8? {
        var activity = 0.0
        var largest = 0.0
        for term in terms(of: row) {
            let product = termCoefficients[term] * value(of: Int(termColumns[term]))
            activity += product
            largest = max(largest, abs(product))
        }
        guard activity.isFinite else { return nil }
        let slack = 8 * largest.ulp
        let (lower, upper) = bounds(of: rows[row])
        let lowerTolerance = Tolerance.primal(for: lower) + slack
        let upperTolerance = Tolerance.primal(for: upper) + slack
        if requiringTight {
            guard abs(activity - lower) <= lowerTolerance || abs(activity - upper) <= upperTolerance else { return nil }
        }
        let side: Int8 = activity > upper + upperTolerance ? 1 : (activity < lower - lowerTolerance ? -1 : 0)
        if side != 0 && rows[row].isRequired { return nil }
        return side
    }

    // MARK: Replaying after a constant change

    /// Lets go of the solver's arrays and of what only the propagation and the proofs use,
    /// keeping what `follow` and `replay` need (the point, its classes and steps).
    mutating func detach() {
        rowCount = rows.count
        let scratch = PassScratch(rowCount: 0, columnCount: 0, entryCount: 0)
        passScratch = scratch
        entryStarts = scratch.entryStarts
        entryRows = scratch.entryRows
        rowProgress = scratch.progress
        queuedReduction = scratch.reductions
        limits = scratch.limits
        readyRequired = scratch.requiredRows
        requiredCount = 0
        requiredCapacity = 0
        ready = ReadyRowQueue(links: scratch.readyLinks, rowCapacity: 0, buckets: scratch.readyBuckets)
        if levelCount == columnCount && levelCount > 0 {
            // What a kept resolution is asked of its levels, one byte per column where the
            // levels took sixteen (`follow` moves values, never levels; `replay` makes the
            // levels again).
            let records = columnRecords, levels = columnLevels
            keptLevels = [UInt8](unsafeUninitializedCapacity: columnCount) { flags, made in
                for column in 0..<columnCount {
                    // A representative is a column: in range by construction.
                    let rep = Int(records[column].representative)
                    let determination = levels[rep].determination
                    var flag: UInt8 = 0
                    if determination > -.infinity {
                        let isRequired = min(levels[column].alias, determination) == .infinity
                        flag = Self.determinedFlag | (isRequired ? Self.requiredFlag : 0)
                    }
                    flags.initializeElement(at: column, to: flag)
                }
                made = columnCount
            }
            // The levels go; the records and member lists stay. A copy that shares the
            // storage keeps the levels: this one then keeps a copy without them.
            if isKnownUniquelyReferenced(&columns) {
                columns.releaseLevels()
            } else {
                columns = ColumnStorage(copying: columns, keepingLevels: false)
            }
            useColumns(columns)
        }
        // Kept between solves: at their length (a step per row was reserved; the members
        // grew by doubling).
        events = Self.exactCopy(events)
        eventMembers = Self.exactCopy(eventMembers)
        deferredPairs = BinaryHeap()
        gradient = []
        isInGradient = []
        gradientColumns = []
        tightenCandidates = []
        tightActivation = []
        cut = nil
        rows = []
        termColumns = []
        termCoefficients = []
        columnEntries = ColumnEntryLists()
        lowerBound = []
        upperBound = []
    }

    /// `array` at its length: itself when it wastes less than an eighth, else a copy (made
    /// in one block copy: appending the elements one by one was 0.1 M instructions of the
    /// list document's first layout, for its steps).
    private static func exactCopy<Element: BitwiseCopyable>(_ array: [Element]) -> [Element] {
        guard array.capacity > array.count + array.count / 8, !array.isEmpty else { return array }
        return array.withUnsafeBufferPointer { source in
            [Element](unsafeUninitializedCapacity: source.count) { copy, made in
                guard let from = source.baseAddress, let to = copy.baseAddress else { return }
                Self.copyPlainValues(from: from, to: to, count: source.count)
                made = source.count
            }
        }
    }

    /// The determining rows with the variable each is solved for in a basis standing on the
    /// certified point (the LP's seeded crash): a step that fixed a representative, that
    /// representative; a step that moved a class, the class's representative then. Every
    /// variable the steps reach is in exactly one pair; a meeting pair of bounds gives its
    /// first row (its second is left to its own unit column).
    func determiningRowsAndColumns() -> [(row: Int32, column: Int32)] {
        events.map { (row: $0.row, column: $0.rep) }
    }

    /// Whether this resolution was made for a problem of `solver`'s shape (same columns and
    /// rows: no constraint added or removed since, only constants moved).
    func fits(_ solver: Solver) -> Bool {
        solverColumnCount == solver.columnKind.count && rowCount == solver.directRowCount
    }

    /// Whether this resolution was made for a flat arena of `rowCount` rows over
    /// `columnCount` columns (`Solver.materializeArena`).
    func fitsArena(columnCount: Int, rowCount: Int) -> Bool {
        solverColumnCount == columnCount && self.rowCount == rowCount
    }

    /// Row `record`'s bounds (its logical's): the finite ones from the problem, the relation
    /// saying which sides are bounded — so that a flat arena, which keeps each row's one
    /// finite bound in a single array (`DirectProblem`), reads as the LP's storage does.
    @inline(__always)
    private func bounds(of record: RowRecord) -> (lower: Double, upper: Double) {
        let logical = Int(record.logical)
        return (record.relation == .lessThanOrEqual ? -.infinity : lowerBound[logical],
                record.relation == .greaterThanOrEqual ? .infinity : upperBound[logical])
    }

    /// Takes the problem's arrays (copy-on-write references) for a pass over them.
    private mutating func load(_ problem: DirectProblem) {
        rows = problem.rows
        termColumns = problem.termColumns
        termCoefficients = problem.termCoefficients
        columnEntries = problem.columnEntries
        lowerBound = problem.lowerBound
        upperBound = problem.upperBound
    }

    /// The solver moved this resolution's rows from its flat arena into the LP's storage
    /// (`Solver.materializeArena`): the same rows under the same ids, each now with a
    /// logical column (`logicals[row]`) in place of its own index, among `columnCount`
    /// columns. The resolution's steps and point are unchanged; the cached class rows
    /// name the new logicals.
    mutating func noteMaterialized(logicals: [Int32], columnCount: Int) {
        solverColumnCount = columnCount
        for key in classRowsCache.representatives {
            guard var classRows = classRowsCache[key] else { continue }
            for index in classRows.innerLogicals.indices {
                let row = Int(classRows.innerLogicals[index])
                if row >= 0 && row < logicals.count { classRows.innerLogicals[index] = logicals[row] }
            }
            classRowsCache[key] = classRows
        }
    }

    /// Runs the recorded steps again, in the same order and on the same classes, on the
    /// solver's current constants: the point a moved constant leads to, in one pass with no
    /// queue. The certificate then judges the new point as it would any other (how a point
    /// is found does not matter to the proof). Returns false when a step no longer applies:
    /// a pivot too small, a pair of bounds that no longer meet (a pair must hold the
    /// representative from both sides, or the point is not unique).
    mutating func replay(from solver: Solver) -> Bool {
        load(solver.directProblem)
        makeColumnsUnique()
        if levelCount != columnCount {
            // Detached: the levels are made again (every column undetermined, aliased at
            // +∞, as `resetColumn` leaves the columns the steps touched; the others were
            // never determined or moved).
            columns.makeLevels()
            useColumns(columns)
            keptLevels = []
        }
        let steps = events
        let stepMembers = eventMembers
        stepOfRow = []
        classRowsCache.removeAll()
        // Back to the state before the first step: only what the steps touched. The
        // classes merges moved members into are emptied too (an undetermined one would
        // otherwise keep a list the replay's merges link into again).
        var mergeTargets: [Int32] = []
        for event in steps where event.isMerge && event.membersCount > 0 {
            mergeTargets.append(columnRecords[Int(stepMembers[Int(event.membersStart)])].representative)
        }
        for event in steps {
            let rep = Int(event.rep)
            if event.isMerge {
                let start = Int(event.membersStart)
                for position in start..<(start + Int(event.membersCount)) { resetColumn(Int(stepMembers[position])) }
            } else {
                // Each member's link is read before `resetColumn` clears it.
                var member = memberList[rep].head
                while member >= 0 {
                    let next = columnRecords[Int(member)].next
                    resetColumn(Int(member))
                    member = next
                }
                resetColumn(rep)
            }
        }
        for target in mergeTargets { resetColumn(Int(target)) }
        events.removeAll(keepingCapacity: true)
        eventMembers.removeAll(keepingCapacity: true)
        usedBoundPair = false
        hasTightSteps = false
        isReplaying = true
        defer { isReplaying = false }
        for event in steps {
            let row = Int(event.row)
            let rep = Int32(truncatingIfNeeded: Int(event.rep))
            let reduction = reduce(row)
            let (lowerBound, upperBound) = bounds(of: rows[row])
            let lower = lowerBound - reduction.constant
            let upper = upperBound - reduction.constant
            let safe = max(Tolerance.pivotAbsolute, 1e-7 * reduction.largest)
            if event.isMerge {
                guard reduction.unknownCount == 2, lowerBound == upperBound else { return false }
                let moved = reduction.rep(0) == rep ? 0 : 1
                guard reduction.rep(moved) == rep, abs(reduction.coefficient(moved)) >= safe else { return false }
                let factor = -reduction.coefficient(1 - moved) / reduction.coefficient(moved)
                let shift = lower / reduction.coefficient(moved)
                guard factor.isFinite, shift.isFinite, factor != 0 else { return false }
                merge(Int(rep), into: Int(reduction.rep(1 - moved)), factor: factor, shift: shift, at: event.level, byRow: row)
                continue
            }
            guard reduction.unknownCount == 1, reduction.rep(0) == rep, abs(reduction.coefficient(0)) >= safe else { return false }
            let coefficient = reduction.coefficient(0)
            if event.tightSide != 0 {
                // A tight step: the row held at the same bound.
                let bound = event.tightSide < 0 ? lower : upper
                guard bound.isFinite else { return false }
                determine(Int(rep), bound / coefficient, at: event.level, byRow: row, tightSide: event.tightSide)
                continue
            }
            if event.secondRow < 0 {
                determine(Int(rep), lower / coefficient, at: event.level, byRow: row)
                continue
            }
            // A pair: the lower bound this row puts on the representative, and the upper
            // bound the second row puts on it, must still meet.
            let low = coefficient > 0 ? lower / coefficient : upper / coefficient
            let second = Int(event.secondRow)
            let secondReduction = reduce(second)
            guard secondReduction.unknownCount == 1, secondReduction.rep(0) == rep,
                  abs(secondReduction.coefficient(0)) >= max(Tolerance.pivotAbsolute, 1e-7 * secondReduction.largest) else { return false }
            let (secondLower, secondUpper) = bounds(of: rows[second])
            let secondCoefficient = secondReduction.coefficient(0)
            let high = secondCoefficient > 0
                ? (secondUpper - secondReduction.constant) / secondCoefficient
                : (secondLower - secondReduction.constant) / secondCoefficient
            guard low.isFinite, high.isFinite, abs(low - high) <= 1e-12 * max(1, abs(low)) else { return false }
            determine(Int(rep), low, at: event.level, byRow: row, secondRow: second)
        }
        return true
    }

    private mutating func resetColumn(_ column: Int) {
        columnRecords[column].representative = Int32(truncatingIfNeeded: column)
        columnRecords[column].scale = 1
        columnRecords[column].offset = 0
        columnLevels[column].alias = .infinity
        memberList[column] = MemberList()
        columnRecords[column].next = -1
        columnRecords[column].value = 0
        columnLevels[column].determination = -.infinity
    }

    /// A deferred pair is taken: its bounds still meet and nothing determined it since.
    private mutating func determineByDeferredPair(_ rep: Int) {
        guard columnLevels[rep].determination == -.infinity, Int(columnRecords[rep].representative) == rep,
              limits[rep].lower.isFinite, limits[rep].upper.isFinite else { return }
        let a = limits[rep].lower, b = limits[rep].upper
        guard abs(a - b) <= 1e-12 * max(1, abs(a)) else { return }
        determine(rep, a, at: min(limits[rep].lowerLevel, limits[rep].upperLevel),
                  byRow: Int(limits[rep].lowerRow), secondRow: Int(limits[rep].upperRow))
    }

    /// Looks again at the live rows of `column`, which was just `determined` (its class
    /// fixed) or moved into another class by a merge.
    /// The column's rows are read from the pass's own copy of the lists (`entryStarts`,
    /// `entryRows`), unchecked (see there).
    ///
    /// A settled row (a row that is not live is settled from the start) is passed over: it
    /// never acts again and nothing else of it is read (its count and flags included), so
    /// neither is updated. The checks of `enqueueIfReady` follow on the state just written.
    private mutating func revisitRows(of column: Int, determined: Bool) {
        let entryRows = entryRows
        var index = Int(entryStarts[column])
        let end = Int(entryStarts[column + 1])
        while index < end {
            let row = Int(entryRows[index])
            index += 1
            var progress = rowProgress[row]
            guard progress.state & Self.settled == 0 else { continue }
            if determined {
                progress.undeterminedTerms &-= 1
            } else if progress.state & Self.mayShareClass == 0
                        && (progress.undeterminedTerms > 2
                            || (progress.undeterminedTerms == 2 && progress.state & Self.waitsForOneUnknown != 0))
                        && !termsStandForDistinctClasses(row, movedColumn: column) {
                // With two undetermined terms or fewer the row is reduced at every revisit
                // whatever its flag (and its count only falls): the flag is not needed —
                // except by an inequality at two (see `waitsForOneUnknown`).
                progress.state |= Self.mayShareClass
            }
            // A merge may change what cancels in the row (see `unknownsCancel`).
            progress.state &= determined ? ~Self.reductionIsCurrent : ~(Self.reductionIsCurrent | Self.unknownsCancel)
            // Every column determined (what `reduce` would find, without it): settled, unless
            // queued (then `act` finds it so). Written once with the count.
            let undetermined = progress.undeterminedTerms
            let state = progress.state
            if state & Self.queued == 0 && undetermined == 0 { progress.state = state | Self.settled }
            rowProgress[row] = progress
            guard state & Self.queued == 0 else { continue }
            // Three or more unknowns, none sharing a class: not ready, nothing to reduce.
            guard state & Self.mayShareClass != 0 || undetermined <= 2 else { continue }
            guard undetermined > 0 else { continue }
            // Its undetermined classes all cancel, as they did at its last reduction: not
            // ready (what `reduce` would find, without it).
            guard state & Self.unknownsCancel == 0 else { continue }
            // An inequality with two unknowns that can neither share a class nor cancel: not
            // ready (what `reduce` would find, without it).
            guard undetermined != 2
                    || state & (Self.waitsForOneUnknown | Self.mayShareClass | Self.mayCancel) != Self.waitsForOneUnknown
            else { continue }
            enqueueReducing(row, state: state, fresh: false)
        }
    }

    /// Whether each term of row `row` still stands for a class of its own after a merge
    /// moved `column`, one of its columns, with a coefficient (`a·scale`) that `reduce`
    /// cannot drop as cancelled (all finite, none within 1e-9 of the row's largest): then
    /// the row's unknowns are exactly its undetermined terms, as `undeterminedTerms`
    /// counts them, and it need not be flagged `mayShareClass` (and reduced at every
    /// revisit). Rows a merge touches mostly keep distinct classes (a list row's trailing
    /// edge when its leading edge joins the root's class): flagging them all made most of
    /// a first layout's reductions.
    ///
    /// Asked of an unflagged row with more than two undetermined terms only, whose terms
    /// stood for distinct classes before the merge (it was asked at every earlier merge
    /// that moved one of its columns): only the classes merged (now `column`'s) can be
    /// shared. Only a merge makes two terms share a class or changes a scale, and it moves
    /// one of the row's columns, so `revisitRows` asks again then; a determination changes
    /// neither.
    ///
    /// The terms are read through unchecked buffers, as in `reduce` (a row's terms were
    /// checked at a bound per read: most of `revisitRows`' own cost on a first layout).
    @inline(__always)
    private func termsStandForDistinctClasses(_ row: Int, movedColumn column: Int) -> Bool {
        let merged = columnRecords[column].representative
        let range = terms(of: row)
        var sharing = 0
        var largest = 0.0, smallest = Double.infinity
        var isFinite = true
        // Unchecked reads, in range by construction (as in `reduce`): `row` is a live row
        // (a row that is not live is settled in `init` and never revisited), whose terms lie
        // in the term pool (the solver stores them so); a term's column is an external
        // column, all of which come before `columnCount` in `init` (`columnRecords` ends at
        // the last external column).
        // Through pointers, with no branch but the loop's for most terms: a non-finite
        // magnitude makes the answer false whatever `largest` and `smallest` hold, so the
        // comparisons need not order NaN (the loop was 36 instructions a term, round 20).
        let records = columnRecords
        termColumns.withUnsafeBufferPointer { columns in
        termCoefficients.withUnsafeBufferPointer { coefficients in
            guard let columnBase = columns.baseAddress, let coefficientBase = coefficients.baseAddress,
                  !range.isEmpty else { return }
            var column = columnBase + range.lowerBound
            var coefficient = coefficientBase + range.lowerBound
            let end = columnBase + range.upperBound
            while column < end {
                let record = records[Int(column.pointee)]
                let magnitude = abs(coefficient.pointee * record.scale)
                if !magnitude.isFinite { isFinite = false }
                if magnitude > largest { largest = magnitude }
                if magnitude < smallest { smallest = magnitude }
                sharing &+= record.representative == merged ? 1 : 0
                column += 1
                coefficient += 1
            }
        }}
        return sharing < 2 && isFinite && smallest > 1e-9 * largest
    }

    /// A violated optional row at the point: its level, the sign of its violation (+1
    /// above its upper bound, −1 below its lower), and whether every variable of it was
    /// determined at a level strictly above the row's.
    struct Violation {
        var row: Int32
        var level: Double
        var sign: Double
        var isDominated: Bool
    }

    /// What the certificate says about one row at the point.
    enum RowStatus {
        case holds
        case failed(Fallback)
        case violated(Violation)
    }

    /// Row `row` at the propagated point: all its variables determined and holding, or
    /// violated (optional rows), or failing the certificate outright.
    func status(ofRow row: Int) -> RowStatus {
        let record = rows[row]
        var activity = 0.0
        var largest = 0.0
        for term in terms(of: row) {
            let column = Int(termColumns[term])
            guard isDetermined(column) else { return .failed(sawUnsafePivot ? .numericallyUnsafe : .undetermined) }
            let product = termCoefficients[term] * value(of: column)
            activity += product
            largest = max(largest, abs(product))
        }
        guard activity.isFinite else { return .failed(.numericallyUnsafe) }
        let (lower, upper) = bounds(of: record)
        // The LP's own idea of "on the bound", and the rounding of the activity's terms.
        let slack = 8 * largest.ulp
        let isBelow = activity < lower - Tolerance.primal(for: lower) - slack
        let isAbove = activity > upper + Tolerance.primal(for: upper) + slack
        guard isBelow || isAbove else { return .holds }
        if record.isRequired { return .failed(.requiredRowViolated) }
        var isDominated = true
        for term in terms(of: row) where level(of: Int(termColumns[term])) <= record.level {
            isDominated = false
            break
        }
        return .violated(Violation(row: Int32(truncatingIfNeeded: row), level: record.level,
                                   sign: isAbove ? 1 : -1, isDominated: isDominated))
    }

    /// Sets the certified side of every live row that `status(ofRow:)` would say `.holds`
    /// of to 0 — every variable determined, the activity finite and within the row's
    /// bounds, the same sums in the same order — and returns the other live rows, in order
    /// (for `status`). The arrays are read through unchecked buffers taken once for the
    /// whole pass (a first layout asks it of every row; a call per row copied the
    /// resolution, as a non-mutating method called from a mutating one).
    private mutating func markRowsHolding() -> [Int32] {
        var others: [Int32] = []
        var sides = certifiedSide
        certifiedSide = []  // `sides` is then the only reference: written in place
        let rows = rows, termColumns = termColumns, termCoefficients = termCoefficients
        let records = columnRecords, levels = columnLevels
        let lowerBound = lowerBound, upperBound = upperBound
        // The ranges the reads below are checked against, each test one unsigned comparison
        // (a negative index is a huge `UInt`).
        let columnLimit = UInt(min(self.columnCount, levelCount))
        // The point, column by column, made once: `value(of:)`'s sum for a determined column,
        // NaN for an undetermined one. A term's product is then the same number as from
        // the records (the same operations in the same order), and an undetermined column
        // makes the row's activity NaN — not finite, so the row goes to `status`, as it did
        // when the loop stopped at it. A first layout's rows have about three terms for
        // each column: the records and the levels were read at every term (issue 18,
        // round 22).
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Int(columnLimit)) { point in
        // Unchecked reads: a column below `columnLimit`, and its representative a column
        // (the records and levels hold `columnLimit` entries at least).
        for column in 0..<Int(columnLimit) {
            let record = records[column]
            let rep = Int(record.representative)
            point.initializeElement(at: column, to: levels[rep].determination > -.infinity
                                    ? record.scale * records[rep].value + record.offset : .nan)
        }
        sides.withUnsafeMutableBufferPointer { sides in
        rows.withUnsafeBufferPointer { rows in
        termColumns.withUnsafeBufferPointer { columns in
        termCoefficients.withUnsafeBufferPointer { coefficients in
        lowerBound.withUnsafeBufferPointer { lowerBounds in
        upperBound.withUnsafeBufferPointer { upperBounds in
            let termLimit = UInt(min(columns.count, coefficients.count))
            let logicalLimit = UInt(min(lowerBounds.count, upperBounds.count))
            for row in 0..<min(rows.count, sides.count) where rows[row].state == .live {
                let record = rows[row]
                let start = Int(record.termStart), end = start + Int(record.termCount)
                let logical = Int(record.logical)
                var holds = start >= 0 && start <= end && UInt(bitPattern: end) <= termLimit
                    && UInt(bitPattern: logical) < logicalLimit
                var activity = 0.0
                if holds {
                    for term in start..<end {
                        let column = Int(columns[term])
                        guard UInt(bitPattern: column) < columnLimit else {
                            holds = false
                            break
                        }
                        activity += coefficients[term] * point[column]
                    }
                }
                if holds && activity.isFinite {
                    let lower = record.relation == .lessThanOrEqual ? -.infinity : lowerBounds[logical]
                    let upper = record.relation == .greaterThanOrEqual ? .infinity : upperBounds[logical]
                    // Within the bounds themselves: then within them widened by the
                    // tolerance and the slack below, so the answer is the same without
                    // them (see `rowHoldsWithinItsBounds`). Most rows of a layout are.
                    if Self.rowHoldsWithinItsBounds(activity: activity, lower: lower, upper: upper) {
                        sides[row] = 0
                        continue
                    }
                    // The largest product, only for the rows outside their bounds: the same
                    // products as the sum's (every column was checked by the loop above).
                    var largest = 0.0
                    for term in start..<end {
                        largest = max(largest, abs(coefficients[term] * point[Int(columns[term])]))
                    }
                    let slack = 8 * largest.ulp
                    let isBelow = activity < lower - Tolerance.primal(for: lower) - slack
                    let isAbove = activity > upper + Tolerance.primal(for: upper) + slack
                    if !(isBelow || isAbove) {
                        sides[row] = 0
                        continue
                    }
                }
                others.append(Int32(truncatingIfNeeded: row))
            }
        }}}}}}
        }
        certifiedSide = sides
        return others
    }

    /// Whether a finite `activity` lies within `[lower, upper]` as they stand — a test that
    /// decides `status(ofRow:)`'s "holds" without the tolerances whenever it is true.
    /// `status` asks `activity < lower − Tolerance.primal(for: lower) − slack` (and the
    /// mirror for `upper`), with a tolerance above 0 and a slack (8 ulps of the largest
    /// product) at least 0. Subtracting a value at least 0 from `lower` gives a result no
    /// greater than `lower` in floating point too: rounding is monotone and `lower` is
    /// representable, and −∞ stays −∞. So `activity >= lower` rules out "below" and
    /// `activity <= upper` rules out "above". When the test is false (a bound NaN, or
    /// the activity outside by any amount), the tolerances are computed as before: the
    /// verdict is the same bit for bit, only cheaper for the rows that sit inside their
    /// bounds (issue 18, round 22).
    @inline(__always)
    static func rowHoldsWithinItsBounds(activity: Double, lower: Double, upper: Double) -> Bool {
        activity >= lower && activity <= upper
    }

    /// Levels whose optimality `levelIsOptimal` is asked to prove, at most: each costs a
    /// pass over the propagation's steps.
    static let maximumLevelsToProve = 16

    /// The certificate over the live rows: the rows that fail it, each with its reason;
    /// empty when the point is the unique lexicographic optimum (docs/solver.md, "Direct
    /// resolution": the certificate, and the multipliers for a level whose violated rows
    /// are not dominated one by one).
    mutating func uncertifiedRows() -> [(row: Int, reason: Fallback)] {
        var failures: [(row: Int, reason: Fallback)] = []
        var violations: [Violation] = []
        if certifiedSide.count != rows.count { certifiedSide = Array(repeating: 0, count: rows.count) }
        // Most rows hold: that is decided first for every live row, in one pass over
        // unchecked buffers (`markRowsHolding`); the others, in order, get `status`'s answer.
        for row32 in markRowsHolding() {
            let row = Int(row32)
            switch status(ofRow: row) {
            case .holds:
                certifiedSide[row] = 0
            case .failed(let reason):
                failures.append((row, reason))
            case .violated(let violation):
                violations.append(violation)
                certifiedSide[row] = violation.sign > 0 ? 1 : -1
            }
        }
        let undominated = violations.filter { !$0.isDominated }
        guard !undominated.isEmpty || hasTightSteps else { return failures }
        guard failures.isEmpty else {
            for violation in undominated { failures.append((Int(violation.row), .preferenceNotDominated)) }
            return failures
        }
        if hasTightSteps { tightActivation = Array(repeating: -.infinity, count: events.count) }
        var levels: [Double] = []
        var seenLevels = Set<Double>()
        for violation in undominated where seenLevels.insert(violation.level).inserted { levels.append(violation.level) }
        // Strongest first: a tight step's row counts as an equality below the level that
        // proved it tight for every optimum (its activation).
        levels.sort(by: >)
        for level in levels {
            let proven = failures.isEmpty && levels.count <= Self.maximumLevelsToProve
                && levelIsOptimal(level, violations: violations.filter { $0.level == level })
            if !proven {
                for violation in undominated where violation.level == level {
                    failures.append((Int(violation.row), .preferenceNotDominated))
                }
            }
        }
        // Every tight step must be proven tight for every optimum at a level no weaker than
        // the one it was given (what rests on it is dominated only below that level), or
        // the point need not be the only optimum.
        if hasTightSteps {
            for (index, event) in events.enumerated() where event.tightSide != 0 && tightActivation[index] < event.level {
                failures.append((Int(event.row), .undetermined))
                break
            }
        }
        return failures
    }

    // Scratch for `levelIsOptimal`, sized on first use.
    private var gradient: [Double] = []
    private var isInGradient: [Bool] = []
    private var gradientColumns: [Int32] = []
    private var movedMark: [Int32] = []

    private mutating func addToGradient(_ column: Int, _ amount: Double) {
        if !isInGradient[column] {
            isInGradient[column] = true
            gradientColumns.append(Int32(truncatingIfNeeded: column))
        }
        gradient[column] += amount
    }

    /// Whether the point minimises level `level`'s objective over the points optimal for
    /// the levels above, given the rows it violates there (`violations`, all of them).
    ///
    /// The level's objective is Σ|violation| ≥ L(x) := Σ sign·(row activity − bound), with
    /// equality at the point. Going through the propagation's steps backwards writes
    /// ∇L = Σ y_d·a_d over the rows d that determined the point (each step pinned one
    /// direction: the representative it fixed, or the class it expressed through
    /// another). If every row with y_d ≠ 0 stands above `level` — and, for a meeting
    /// pair of bounds, the side the sign of y_d leans on does — then on every point that
    /// satisfies the rows above `level` that the point satisfies, L(x) ≥ L(point): the
    /// point is optimal for the level.
    ///
    /// A tight step (an inequality held at one bound) contributes y_d·(a_d·x − bound): not
    /// negative on those points when y_d leans on the side the inequality allows, which is
    /// checked unless a stronger level already proved the row tight for every optimum
    /// (then it is an equality there). A positive y_d proves it tight for every optimum of
    /// this level and below: recorded in `tightActivation` when the level is proven.
    private mutating func levelIsOptimal(_ level: Double, violations: [Violation]) -> Bool {
        var activated: [Int] = []
        if gradient.isEmpty {
            gradient = Array(repeating: 0, count: columnCount)
            isInGradient = Array(repeating: false, count: columnCount)
            movedMark = Array(repeating: -1, count: columnCount)
        }
        defer {
            for column in gradientColumns {
                gradient[Int(column)] = 0
                isInGradient[Int(column)] = false
            }
            gradientColumns.removeAll(keepingCapacity: true)
        }
        for violation in violations {
            for term in terms(of: Int(violation.row)) {
                addToGradient(Int(termColumns[term]), violation.sign * termCoefficients[term])
            }
        }
        var magnitude = 1.0
        for column in gradientColumns { magnitude = max(magnitude, abs(gradient[Int(column)])) }
        let negligible = 1e-9 * magnitude
        for index in events.indices.reversed() {
            let event = events[index]
            let rep = Int(event.rep)
            let mark = Int32(truncatingIfNeeded: index)
            // ∂L/∂rep along the direction the step pinned: the members it moved (a merge)
            // or its class (a determination), scaled relative to the representative.
            var along = 0.0
            let repScale = event.isMerge ? columnRecords[rep].scale : 1
            if event.isMerge {
                let start = Int(event.membersStart)
                for position in start..<(start + Int(event.membersCount)) {
                    let member = Int(eventMembers[position])
                    movedMark[member] = mark
                    along += gradient[member] * columnRecords[member].scale / repScale
                }
            } else if memberList[rep].count == 0 {
                along = gradient[rep]
            } else {
                var member = memberList[rep].head
                while member >= 0 {
                    along += gradient[Int(member)] * columnRecords[Int(member)].scale
                    member = columnRecords[Int(member)].next
                }
            }
            guard abs(along) > negligible else { continue }
            // A meeting pair: the lower bound holds the point where L grows upwards.
            let row = Int(event.secondRow >= 0 && along < 0 ? event.secondRow : event.row)
            guard row >= 0, row < rows.count, Self.level(of: rows[row]) > level else { return false }
            var pinned = 0.0
            for term in terms(of: row) {
                let column = Int(termColumns[term])
                let isAlong = event.isMerge ? movedMark[column] == mark : Int(columnRecords[column].representative) == rep
                if isAlong { pinned += termCoefficients[term] * columnRecords[column].scale / repScale }
            }
            let multiplier = along / pinned
            guard abs(pinned) >= Tolerance.pivotAbsolute, multiplier.isFinite else { return false }
            if event.tightSide != 0 && !(tightActivation[index] > level) {
                // Held at its lower bound (side −1), the row's activity can only grow:
                // the term is ≥ 0 when y_d ≥ 0; at its upper bound, when y_d ≤ 0.
                let leaning = -Double(event.tightSide) * multiplier
                guard leaning > 0 else { return false }
                activated.append(index)
            }
            for term in terms(of: row) {
                addToGradient(Int(termColumns[term]), -multiplier * termCoefficients[term])
            }
        }
        // Every direction was pinned by some step: nothing of ∇L may be left over.
        for column in gradientColumns where abs(gradient[Int(column)]) > 1e-7 * magnitude { return false }
        for index in activated where tightActivation[index] < level { tightActivation[index] = level }
        return true
    }
}
