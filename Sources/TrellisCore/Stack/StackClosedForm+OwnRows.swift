/// An arranged view's own rows on one extent, folded into the item the closed forms take
/// (docs/solver.md, "Own rows of an arranged view"): its intrinsic pair and the document's
/// constraints on its width or height alone (`image.width == 40`, `button.height >= 44 @750`),
/// each a row on that one number. Their least violations as a function of the extent are
/// what the outer stack sees, exactly as for a nested stack (`StackExtentProfile`).
public struct StackItemRow: Hashable, Sendable {
    /// `extent relation target`.
    public var relation: LayoutRelation
    /// The constant the extent is compared with.
    public var target: Double
    /// The row's priority; 1000 (or more) is required.
    public var priority: Double

    /// A row on one extent.
    public init(relation: LayoutRelation, target: Double, priority: Double) {
        self.relation = relation
        self.target = target
        self.priority = priority
    }

    /// Whether the row bounds the extent from above (`<=`, `==`).
    var bindsAbove: Bool { relation != .greaterThanOrEqual }
    /// Whether the row bounds the extent from below (`>=`, `==`).
    var bindsBelow: Bool { relation != .lessThanOrEqual }
    /// Whether the row is required.
    var isRequired: Bool { priority >= 1000 }
}

extension StackClosedForm {
    /// How many distinct priority levels the own rows of one view may have: real views
    /// have two or three; more declines.
    static let ownRowLevelLimit = 12

    /// The profile of one extent held by `rows` alone (each costing its violation once at
    /// its level, the required ones at a level above every optional one), or nil when it is
    /// not one the closed forms can take:
    /// - the *natural* extent N is the rows' unique lexicographic optimum, found level by
    ///   level, strongest first: each level's cost Σ (x − t)⁺ over rows bounding from above
    ///   plus Σ (t − x)⁺ over rows bounding from below is convex and piecewise linear with
    ///   integer slopes, so its minimisers over the previous interval are an interval whose
    ///   ends are among that interval's ends and the targets (exact, no tolerance); the
    ///   required level must cost 0 there (else the rows conflict: nil); nil when the
    ///   interval is not a point at the end.
    /// - **longer**: when a required row bounds it from above at N, a longer extent is
    ///   infeasible: the hugging level is 1000, and the side is exact (the closed forms
    ///   check that their answer keeps such an item at most N: `holdsRequiredRows`).
    ///   Otherwise a required row above N would make a longer extent infeasible further
    ///   out while the rows below it allow it: nil. Else the hugging level h is the
    ///   highest priority of the rows bounding from above (all grow eventually, so the
    ///   first level that moves is never above h; rows bounding from below at levels above
    ///   h hold at N, or N would not be optimal); at h the cost's slope just above N, (rows
    ///   from above with t ≤ N) − (rows from below with t > N), must be positive, and then
    ///   the cost grows strictly (convex). Exact when exactly one row's violation varies
    ///   above N: a row from above with t ≤ N, whose violation grows by exactly L − N.
    /// - **shorter**: the mirror image, with the compression level c.
    /// Exact on both sides: `.exact` (the view's intrinsic pair alone is such); else
    /// `.itemLike` (docs/solver.md, "Nested stacks", the weaker property).
    public static func extentProfile(ofRows rows: [StackItemRow]) -> StackExtentProfile? {
        guard !rows.isEmpty else { return nil }
        for row in rows { guard row.target.isFinite, row.priority > 0 else { return nil } }
        guard let natural = ownRowsOptimum(rows) else { return nil }
        guard let above = side(rows, natural: natural, above: true),
              let below = side(rows, natural: natural, above: false) else { return nil }
        return StackExtentProfile(natural: natural, hugging: above.level, compression: below.level,
                                  rows: above.exact && below.exact ? .exact : .itemLike)
    }

    /// The level at which the rows resist an extent beyond `natural` on one side (above:
    /// longer; else shorter), and whether that side is exact; nil when not item-like.
    private static func side(_ rows: [StackItemRow], natural: Double,
                             above: Bool) -> (level: Double, exact: Bool)? {
        // On this side a row *resists* when it bounds the extent toward it (its violation
        // grows there, at once when its target is reached at `natural`) and *pulls* when it
        // bounds it from the other side with its target beyond `natural` (its violation
        // falls there).
        func resists(_ row: StackItemRow) -> Bool { above ? row.bindsAbove : row.bindsBelow }
        func reached(_ row: StackItemRow) -> Bool { above ? row.target <= natural : row.target >= natural }
        func pulls(_ row: StackItemRow) -> Bool {
            above ? row.bindsBelow && row.target > natural : row.bindsAbove && row.target < natural
        }
        // A required row closing this side at `natural`: nothing beyond it is feasible.
        if rows.contains(where: { $0.isRequired && resists($0) && reached($0) }) { return (1000, true) }
        // A required row closing it further out: the levels would change past it.
        if rows.contains(where: { $0.isRequired && resists($0) }) { return nil }
        var level = -Double.infinity
        for row in rows where resists(row) { level = max(level, row.priority) }
        guard level > 0 else { return nil }
        var slope = 0, varying = 0, exactRow = false
        for row in rows where resists(row) || pulls(row) {
            varying += 1
            if resists(row) && reached(row) && !pulls(row) { exactRow = true }
            // Nothing above the level may move on this side (a row pulling there above it
            // would contradict the optimum: declined all the same).
            if row.priority > level { return nil }
            guard row.priority == level else { continue }
            if resists(row) && reached(row) { slope += 1 }
            if pulls(row) { slope -= 1 }
        }
        guard slope > 0 else { return nil }
        return (level, varying == 1 && exactRow)
    }

    /// The unique lexicographic optimum of one number under `rows`, or nil (a conflict
    /// among the required rows, more than `ownRowLevelLimit` levels, or an interval left).
    static func ownRowsOptimum(_ rows: [StackItemRow]) -> Double? {
        var interval = BreadthInterval.unbounded
        var level = Double.infinity
        for _ in 0 ..< ownRowLevelLimit {
            // The next level down (required rows are one level, at 1000).
            var next = -Double.infinity
            for row in rows {
                let priority = min(row.priority, 1000)
                if priority < level && priority > next { next = priority }
            }
            guard next > 0 else { break }
            level = next
            interval = leastCost(rows, level: level, within: interval)
            if level >= 1000 {
                // Required rows must all hold: a conflict is the solver's to report.
                for row in rows where row.isRequired {
                    guard interval.lower.isFinite || interval.upper.isFinite else { continue }
                    let point = interval.lower.isFinite ? interval.lower : interval.upper
                    if (row.bindsAbove && point > row.target) || (row.bindsBelow && point < row.target) { return nil }
                }
            }
            if interval.lower == interval.upper { return interval.lower.isFinite ? interval.lower : nil }
        }
        return nil
    }

    /// The minimisers over `interval` of one level's cost: convex and piecewise linear with
    /// integer slopes (slope just right of x: rows from above with t ≤ x less rows from below
    /// with t > x), so they run from the lowest candidate (the interval's ends and the
    /// targets) where the slope to the right is ≥ 0 to the highest where the slope to the
    /// left is ≤ 0; an end stays infinite when the cost is flat out to it.
    private static func leastCost(_ rows: [StackItemRow], level: Double, within interval: BreadthInterval) -> BreadthInterval {
        func atLevel(_ row: StackItemRow) -> Bool { min(row.priority, 1000) == level }
        var pullsUp = false, pullsDown = false
        for row in rows where atLevel(row) {
            if row.bindsBelow { pullsUp = true }
            if row.bindsAbove { pullsDown = true }
        }
        let (first, last) = (interval.lower, interval.upper)
        // With nothing pulling up the cost never falls to the right: flat down to −∞ when
        // the interval is open there (the symmetric for the upper end).
        var low = !pullsUp && !first.isFinite ? -Double.infinity : Double.infinity
        var high = !pullsDown && !last.isFinite ? Double.infinity : -Double.infinity
        func consider(_ x: Double) {
            guard x.isFinite, x >= first, x <= last else { return }
            var rightSlope = 0, leftSlope = 0
            for row in rows where atLevel(row) {
                if row.bindsAbove {
                    if row.target <= x { rightSlope += 1 }
                    if row.target < x { leftSlope += 1 }
                }
                if row.bindsBelow {
                    if row.target > x { rightSlope -= 1 }
                    if row.target >= x { leftSlope -= 1 }
                }
            }
            if x == last || rightSlope >= 0 { low = min(low, x) }
            if x == first || leftSlope <= 0 { high = max(high, x) }
        }
        consider(first)
        consider(last)
        for row in rows where atLevel(row) { consider(row.target) }
        guard low <= high else { return interval }  // cannot happen for a convex cost
        return BreadthInterval(lower: low, upper: high)
    }
}
