/// The working state of the witness's repair search (`Solver+Witness.swift`): the moves
/// chosen so far and the stack of rows still to check, changed in place and rolled back
/// through undo logs when the search backtracks.
///
/// Why not copies: the search branches on a row with several candidate repairs, and each
/// branch used to start from its own copy of the moves (a dictionary) and of the queue, so a
/// failing search that ran to its budget paid a copy of everything at every branch
/// (quadratic in the budget; issue 18, the fuzz finding `scene-slow-4s`). Here a branch
/// records a `Mark` and pays only for what it changes: each move is logged once (a column
/// moves at most once in a search), each push over a slot below the stack's high-water
/// line logs the row it covers, and rolling back replays the logs backwards.
///
/// The storage is kept between searches (the solver owns one trail); a search stamps the
/// columns it moves with its own number, so starting one clears nothing.
struct WitnessRepairTrail {
    /// The step of a column moved in this search: valid where `movedStamp` is `stamp`.
    private var step: [Double] = []
    private var movedStamp: [Int] = []
    /// Columns of the row being certified, which never move: marked where
    /// `certifiedStamp` is `stamp`.
    private var certifiedStamp: [Int] = []
    /// This search's number.
    private var stamp = 0
    /// The moved columns in the order they moved: the result, and the moves' undo log.
    private(set) var movedColumns: [Int32] = []
    /// The stack of rows to check is `queue[0 ..< queueCount]`; slots beyond may hold rows a
    /// rolled-back branch pushed.
    private var queue: [Int32] = []
    private var queueCount = 0
    /// Slots of `queue` overwritten by a push, with the row each held: the queue's undo log.
    private var overwritten: [(slot: Int32, row: Int32)] = []

    /// A variable that may repair a broken row: its coefficient there, and how many live
    /// required rows it is in (the search tries the fewest first).
    struct Candidate {
        var column: Int
        var coefficient: Double
        var count: Int32
    }

    /// The candidate repairs of the rows the search is branching on, each level of the
    /// search's above its callers' (one array for the whole search: no allocation per row).
    var candidates: [Candidate] = []

    /// Sorts `candidates[base...]` in place, fewest rows first, then by column. Sorting the
    /// array's slice (`candidates[base...].sort`) copied it out and back at every row the
    /// search checked (a fifth of a failing search's time, issue 18 round 13); the buffer's
    /// slice is sorted where it lies, by the same algorithm, so in the same order.
    mutating func sortCandidates(from base: Int) {
        guard candidates.count - base > 1 else { return }
        candidates.withUnsafeMutableBufferPointer { buffer in
            buffer[base...].sort { $0.count != $1.count ? $0.count < $1.count : $0.column < $1.column }
        }
    }

    /// Rollbacks since the trail was made (a test checks that its case backtracks).
    private(set) var rollBackCount = 0

    /// A point to roll back to.
    struct Mark {
        fileprivate let movedCount: Int
        fileprivate let queueCount: Int
        fileprivate let overwrittenCount: Int
    }

    /// Starts a search over `columnCount` columns, with nothing moved and nothing queued,
    /// the columns of `certified` held still.
    mutating func begin(columnCount: Int, certified: [(column: Int, coefficient: Double)]) {
        if step.count < columnCount {
            let extra = columnCount - step.count
            step.append(contentsOf: repeatElement(0, count: extra))
            movedStamp.append(contentsOf: repeatElement(0, count: extra))
            certifiedStamp.append(contentsOf: repeatElement(0, count: extra))
        }
        stamp &+= 1
        movedColumns.removeAll(keepingCapacity: true)
        queueCount = 0
        overwritten.removeAll(keepingCapacity: true)
        candidates.removeAll(keepingCapacity: true)
        for term in certified where term.column >= 0 && term.column < columnCount {
            certifiedStamp[term.column] = stamp
        }
    }

    /// The step chosen for `column`, or nil when it has not moved.
    @inline(__always)
    func step(of column: Int) -> Double? {
        movedStamp[column] == stamp ? step[column] : nil
    }

    /// Whether `column` is one of the certified row's columns.
    @inline(__always)
    func isCertified(_ column: Int) -> Bool { certifiedStamp[column] == stamp }

    /// Moves `column` (not moved yet) by `amount`.
    @inline(__always)
    mutating func move(_ column: Int, by amount: Double) {
        movedStamp[column] = stamp
        step[column] = amount
        movedColumns.append(Int32(truncatingIfNeeded: column))
    }

    /// Puts `row` on top of the stack of rows to check.
    @inline(__always)
    mutating func push(_ row: Int32) {
        if queueCount < queue.count {
            overwritten.append((Int32(truncatingIfNeeded: queueCount), queue[queueCount]))
            queue[queueCount] = row
        } else {
            queue.append(row)
        }
        queueCount += 1
    }

    /// Takes the top row off the stack, or nil when it is empty.
    @inline(__always)
    mutating func pop() -> Int32? {
        guard queueCount > 0 else { return nil }
        queueCount -= 1
        return queue[queueCount]
    }

    /// The state now, to roll back to.
    var mark: Mark {
        Mark(movedCount: movedColumns.count, queueCount: queueCount, overwrittenCount: overwritten.count)
    }

    /// Undoes every move and every change to the stack made since `mark`.
    mutating func rollBack(to mark: Mark) {
        rollBackCount &+= 1
        while movedColumns.count > mark.movedCount, let column = movedColumns.popLast() {
            movedStamp[Int(column)] = 0
        }
        while overwritten.count > mark.overwrittenCount, let (slot, row) = overwritten.popLast() {
            queue[Int(slot)] = row
        }
        queueCount = mark.queueCount
    }
}
