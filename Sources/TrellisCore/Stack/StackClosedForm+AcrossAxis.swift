/// Across the axis: where each arranged view sits and how broad it is, in closed form
/// (docs/solver.md, "Stacks in closed form", "Across the axis"; docs/uikit-behaviours.md S5).
///
/// The rows this answers for are the across-axis rows `StackLayout.constraints(for:)`
/// generates — alignment over every item (hidden ones included), the spanner guide (strong
/// side `==` at 999.5, weak side required, `UISV-spanning-fit` at 51), ambiguity suppression
/// at 25, the canvas connections and `UISV-canvas-fit` at 49 — plus each view's across-axis
/// hugging (`breadth <= intrinsic`) and compression-resistance (`breadth >= intrinsic`) rows.
/// Priorities are strict levels, each violated row costing its violation at its level.
///
/// What the rows come to, per alignment (B the canvas breadth, bᵢ a view's breadth):
/// - **fill**: every view's top and bottom are the canvas's, so bᵢ = B for every item.
///   A fixed canvas decides everything; a free one takes the breadth the views' hugging and
///   compression rows, level by level, narrow a single number to.
/// - **leading/top, center, trailing/bottom**: the required rows leave each *spanned* view
///   (the visible ones, or every one when none is visible) only `bᵢ <= B`, and each other
///   view no bound at all; the spanner's strong rows (999.5) always hold, and the spanner's
///   breadth is B, so `UISV-spanning-fit` (or, with one item, `UISV-canvas-fit`) is the row
///   `B == currentBreadth` at 51 (49). Each view then minimises its own three rows
///   (hugging, compression, suppression at 25) below that bound. A free canvas takes
///   max(currentBreadth, the intrinsic breadth of every spanned view that resists
///   compression above the fit row's level).
///   The offset follows from the aligned edge: 0, (B − bᵢ) / 2 or B − bᵢ.
///
/// Anything else — baseline alignments, a required or non-positive intrinsic priority, a
/// compression row trading against the fit row in a free canvas, a tie that leaves a
/// breadth undecided, a free fill level pulling both ways among many targets — answers nil.
extension StackClosedForm {
    /// The across-axis layout of a sealed stack, or nil when the closed form cannot prove it
    /// is the unique lexicographic optimum of the stack's across-axis rows (the scene then
    /// generates the constraints). Offsets are measured from the canvas's top edge (leading
    /// edge for a vertical stack); `input.length` is not read.
    public static func acrossAxis(_ input: StackClosedFormInput) -> StackAcrossAxisLayout? {
        let configuration = input.configuration
        let count = configuration.items.count
        let alignment = StackConstraintBuilder.Alignment(configuration.alignment)
        guard input.items.count == count, !alignment.isBaseline else { return nil }
        let fitTarget = StackConfiguration.fitTarget(configuration.currentBreadth)
        var fixedBreadth: Double?
        if case .fixed(let breadth) = input.breadth {
            guard breadth.isFinite, breadth >= 0 else { return nil }
            fixedBreadth = breadth
        }
        // No arranged view: only `UISV-canvas-fit` at 49 holds the canvas.
        guard count > 0 else {
            return StackAcrossAxisLayout(offsets: [], breadths: [], canvasBreadth: fixedBreadth ?? fitTarget)
        }
        // A nested stack whose rows are not exactly an item's (docs/solver.md, "Nested
        // stacks"): a fixed fill canvas decides it through required rows; with a weak side,
        // rows that behave like an item's settle alone below their bound when their levels
        // stand above the suppression (fixed canvas) or above the fit row (free canvas).
        let fitLevel: Double = count > 1 ? 51 : 49
        for item in input.items where item.acrossRows != .exact {
            if alignment == .fill {
                guard fixedBreadth != nil else { return nil }
            } else {
                guard item.acrossRows == .itemLike else { return nil }
                let floor = fixedBreadth != nil ? suppressionLevel : fitLevel
                guard item.huggingAcross > floor, item.compressionAcross > floor else { return nil }
            }
        }
        let layout = alignment == .fill
            ? filledLayout(input.items, fixedBreadth: fixedBreadth)
            : alignedLayout(input, alignment: alignment, fixedBreadth: fixedBreadth, fitTarget: fitTarget)
        // Required item rows (priority 1000) were taken as the strongest optional level:
        // the answer stands only where it keeps them (docs/solver.md, "Required item rows").
        guard let layout, holdsRequiredRows(input.items, breadths: layout.breadths) else { return nil }
        return layout
    }

    /// Whether every item's required rows across the axis hold at `breadths` (hidden items
    /// too: they keep their breadth rows).
    static func holdsRequiredRows(_ items: [StackClosedFormItem], breadths: [Double]) -> Bool {
        guard breadths.count == items.count else { return false }
        for index in items.indices {
            let item = items[index]
            guard item.huggingAcross >= 1000 || item.compressionAcross >= 1000 else { continue }
            guard let intrinsic = item.intrinsicBreadth else { continue }
            if item.huggingAcross >= 1000 && !(breadths[index] <= intrinsic) { return false }
            if item.compressionAcross >= 1000 && !(breadths[index] >= intrinsic) { return false }
        }
        return true
    }

    /// Whether a view's across-axis intrinsic rows are ones the closed form reasons about:
    /// none, or a finite, non-negative breadth held at two priorities in (0, 1000] (a
    /// required one taken as the strongest level, the answer checked by `holdsRequiredRows`).
    static func hasUsableAcrossRows(_ item: StackClosedFormItem) -> Bool {
        guard let intrinsic = item.intrinsicBreadth else { return true }
        return intrinsic.isFinite && intrinsic >= 0
            && isItemPriority(item.huggingAcross) && isItemPriority(item.compressionAcross)
    }

    /// A priority above 0 and at most required (NaN is not).
    static func isItemPriority(_ priority: Double) -> Bool {
        priority > 0 && priority <= 1000
    }

    // MARK: fill

    /// fill: the alignment rows make every item's top and bottom the canvas's.
    static func filledLayout(_ items: [StackClosedFormItem], fixedBreadth: Double?) -> StackAcrossAxisLayout? {
        let breadth: Double
        if let fixedBreadth {
            for item in items where !hasUsableAcrossRows(item) { return nil }
            breadth = fixedBreadth
        } else {
            guard let natural = naturalFilledBreadth(items) else { return nil }
            breadth = natural
        }
        return StackAcrossAxisLayout(offsets: Array(repeating: 0, count: items.count),
                                     breadths: Array(repeating: breadth, count: items.count),
                                     canvasBreadth: breadth)
    }

    /// How many priority levels a free fill canvas is narrowed through before giving up:
    /// each level is one pass over the views, and real stacks use two or three levels.
    static let filledLevelLimit = 16

    /// The one breadth B every item of a free fill stack shares: each view with an intrinsic
    /// breadth I asks `B >= I` at its compression resistance and `B <= I` at its hugging.
    /// Levels are taken strongest first; at each, the set of optimal B (an interval) shrinks
    /// to where that level's violations are least. nil when the levels leave an interval
    /// rather than a point, after `filledLevelLimit` levels, or when a level's rows pull
    /// against each other inside the interval with more than `filledMedianCandidateLimit`
    /// targets there.
    static func naturalFilledBreadth(_ items: [StackClosedFormItem]) -> Double? {
        var level = -Double.infinity
        for item in items {
            guard hasUsableAcrossRows(item) else { return nil }
            if item.intrinsicBreadth != nil { level = max(level, item.huggingAcross, item.compressionAcross) }
        }
        var interval = BreadthInterval.unbounded
        for _ in 0 ..< filledLevelLimit {
            guard level > 0 else { return nil }  // no row left to decide B
            var atLeast = -Double.infinity  // the largest `B >= I` of this level
            var atMost = Double.infinity  // the smallest `B <= I` of this level
            var next = -Double.infinity  // the strongest level below this one
            for item in items {
                guard let intrinsic = item.intrinsicBreadth else { continue }
                let compression = item.compressionAcross, hugging = item.huggingAcross
                if compression == level {
                    atLeast = max(atLeast, intrinsic)
                } else if compression < level {
                    next = max(next, compression)
                }
                if hugging == level {
                    atMost = min(atMost, intrinsic)
                } else if hugging < level {
                    next = max(next, hugging)
                }
            }
            if !interval.narrow(atLeast: atLeast, atMost: atMost) {
                // The rows pull both ways inside the interval: the least cost is a weighted
                // median of their targets, found from the slopes at each target (a pass
                // each), so only for a few.
                guard let leastCost = leastCostInterval(items, level: level, within: interval) else { return nil }
                interval = leastCost
            }
            if interval.lower == interval.upper { return interval.lower }
            level = next
        }
        return nil
    }

    /// How many targets inside the interval a free fill level pulling both ways may have
    /// for `leastCostInterval` (a pass over the views per target).
    static let filledMedianCandidateLimit = 12

    /// The minimisers over `interval` of one level's cost Σ (I − B)⁺ (compression rows at
    /// `level`) + Σ (B − I)⁺ (hugging rows at `level`): convex, piecewise linear, with integer
    /// slopes, so they run from the lowest candidate (the interval's ends and the targets)
    /// where the slope to the right is ≥ 0 to the highest where the slope to the left is ≤ 0.
    /// nil with more than `filledMedianCandidateLimit` targets inside the interval.
    static func leastCostInterval(_ items: [StackClosedFormItem], level: Double,
                                  within interval: BreadthInterval) -> BreadthInterval? {
        let (first, last) = (interval.lower, interval.upper)
        var candidates = 0
        for item in items where item.compressionAcross == level || item.huggingAcross == level {
            if let target = item.intrinsicBreadth, target >= first, target <= last { candidates += 1 }
        }
        guard candidates <= filledMedianCandidateLimit else { return nil }
        var low = Double.infinity, high = -Double.infinity
        func consider(_ x: Double) {
            guard x.isFinite, x >= first, x <= last else { return }
            var rightSlope = 0, leftSlope = 0
            for item in items {
                guard let target = item.intrinsicBreadth else { continue }
                if item.compressionAcross == level {
                    rightSlope -= target > x ? 1 : 0
                    leftSlope -= target >= x ? 1 : 0
                }
                if item.huggingAcross == level {
                    rightSlope += target <= x ? 1 : 0
                    leftSlope += target < x ? 1 : 0
                }
            }
            if x == last || rightSlope >= 0 { low = min(low, x) }
            if x == first || leftSlope <= 0 { high = max(high, x) }
        }
        consider(first)
        consider(last)
        for item in items where item.compressionAcross == level || item.huggingAcross == level {
            if let target = item.intrinsicBreadth { consider(target) }
        }
        guard low <= high else { return nil }  // cannot happen for a convex cost; decline if it does
        return BreadthInterval(lower: low, upper: high)
    }

    // MARK: leading/top, center, trailing/bottom

    /// An alignment with a weak side: each view's breadth is decided by its own rows below
    /// the canvas breadth (spanned views) or without a bound (hidden views beside visible
    /// ones, which the spanner does not enclose).
    static func alignedLayout(_ input: StackClosedFormInput, alignment: StackConstraintBuilder.Alignment,
                              fixedBreadth: Double?, fitTarget: Double) -> StackAcrossAxisLayout? {
        let items = input.items
        let arrangedItems = input.configuration.items
        let count = items.count
        // With no visible view the spanner encloses every item (`StackLayout.addSpanner`);
        // a single item is held by the canvas directly, which comes to the same.
        var spansEveryItem = true
        for arranged in arrangedItems where !arranged.isHidden {
            spansEveryItem = false
            break
        }
        // The row holding the canvas at the stack's current breadth: the spanner's fit at 51,
        // or with a single item (no spanner) the canvas fit at 49.
        let fitLevel: Double = count > 1 ? 51 : 49
        let breadth: Double
        if let fixedBreadth {
            breadth = fixedBreadth
        } else {
            // Above the fit level each spanned view settles alone (nothing above bounds B),
            // at a breadth ≥ I exactly when its compression row stands above the fit level;
            // the fit row then takes B as near its target as those allow. A hugging row at
            // the fit level holds beside it (the view can always be narrower); a compression
            // row there holds too when its I fits in that B, and would trade against the fit
            // row otherwise (not decided here).
            var natural = fitTarget
            var compressedAtFitLevel = -Double.infinity
            for index in 0 ..< count where spansEveryItem || !arrangedItems[index].isHidden {
                let item = items[index]
                guard let intrinsic = item.intrinsicBreadth else { continue }
                if item.compressionAcross > fitLevel {
                    natural = max(natural, intrinsic)
                } else if item.compressionAcross == fitLevel {
                    compressedAtFitLevel = max(compressedAtFitLevel, intrinsic)
                }
            }
            guard compressedAtFitLevel <= natural else { return nil }
            breadth = natural
        }
        // The result arrays are written in place (an append checks capacity and uniqueness
        // per element: a third of the cost per view).
        var declined = false
        let breadths = [Double](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            for index in 0 ..< count {
                let item = items[index], arranged = arrangedItems[index]
                let spanned = spansEveryItem || !arranged.isHidden
                guard hasUsableAcrossRows(item),
                      let viewBreadth = alignedViewBreadth(item, suppression: StackConfiguration.fitTarget(arranged.currentBreadth),
                                                           limit: spanned ? breadth : .infinity) else {
                    declined = true
                    return
                }
                buffer[index] = viewBreadth
            }
            initializedCount = count
        }
        guard !declined else { return nil }
        // Each view's aligned edge is the canvas's: its top, centre or bottom.
        let offsets = [Double](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            for index in 0 ..< count {
                switch alignment {
                case .start: buffer[index] = 0
                case .center: buffer[index] = (breadth - breadths[index]) / 2
                default: buffer[index] = breadth - breadths[index]
                }
            }
            initializedCount = count
        }
        return StackAcrossAxisLayout(offsets: offsets, breadths: breadths, canvasBreadth: breadth)
    }

    /// The priority of `UISV-ambiguity-suppression`.
    static let suppressionLevel: Double = 25

    /// One view's breadth b ≤ `limit` under its hugging row `b <= I`, compression row
    /// `b >= I` and suppression row `b == suppression` at 25, levels strongest first; nil
    /// when a tie leaves it undecided.
    static func alignedViewBreadth(_ item: StackClosedFormItem, suppression: Double, limit: Double) -> Double? {
        guard let intrinsic = item.intrinsicBreadth else {
            // Only the suppression row: the nearest point to its target.
            return min(suppression, limit)
        }
        let hugging = item.huggingAcross, compression = item.compressionAcross
        if hugging > suppressionLevel && compression > suppressionLevel {
            // The two intrinsic rows, whichever comes first, leave the point nearest I.
            return min(intrinsic, limit)
        }
        var interval = BreadthInterval(lower: -.infinity, upper: limit)
        var level = max(hugging, compression, suppressionLevel)
        while level > 0 {
            let suppresses = level == suppressionLevel
            interval.narrowExactly(atLeast: compression == level ? intrinsic : -.infinity,
                                   suppresses ? suppression : -.infinity,
                                   atMost: hugging == level ? intrinsic : .infinity,
                                   suppresses ? suppression : .infinity)
            if interval.lower == interval.upper { return interval.lower }
            var next = suppressionLevel < level ? suppressionLevel : -.infinity
            if hugging < level { next = max(next, hugging) }
            if compression < level { next = max(next, compression) }
            level = next
        }
        return nil
    }
}

/// The set of optimal values of one breadth so far, a closed interval (bounds may be
/// infinite), shrunk level by level to where that level's violations are least.
struct BreadthInterval {
    var lower: Double
    var upper: Double

    static let unbounded = BreadthInterval(lower: -.infinity, upper: .infinity)

    /// Narrows to the least violation of one level whose rows are `x >= a` (the largest of
    /// them `atLeast`) and `x <= z` (the smallest `atMost`). When atLeast ≤ atMost the level
    /// holds everywhere on [atLeast, atMost]; if that misses the interval, its violation
    /// grows away from the nearer end, which is then the only optimum. When atLeast >
    /// atMost the rows pull against each other; decided only when the interval lies wholly
    /// on one side of the pull (false otherwise).
    mutating func narrow(atLeast: Double, atMost: Double) -> Bool {
        if atLeast <= atMost {
            let low = max(lower, atLeast), high = min(upper, atMost)
            if low <= high {
                (lower, upper) = (low, high)
            } else if atMost < lower {
                upper = lower
            } else {
                lower = upper
            }
            return true
        }
        if upper <= atMost {
            // Every `<=` row holds on the interval; the `>=` row at atLeast > upper falls.
            lower = upper
        } else if lower >= atLeast {
            upper = lower
        } else {
            return false
        }
        return true
    }

    /// Narrows exactly to the minimisers of Σ (aᵢ − x)⁺ + Σ (x − zⱼ)⁺ over the interval, for
    /// two `x >= a` and two `x <= z` rows (an infinite target is no row). The sum is convex and
    /// piecewise linear with integer slopes, so its minimisers are an interval whose ends are
    /// among the interval's ends and the targets: the lowest such point where the slope to the
    /// right is ≥ 0, and the highest where the slope to the left is ≤ 0.
    mutating func narrowExactly(atLeast a0: Double, _ a1: Double, atMost z0: Double, _ z1: Double) {
        func rightSlope(_ x: Double) -> Int {
            (z0 <= x ? 1 : 0) + (z1 <= x ? 1 : 0) - (a0 > x ? 1 : 0) - (a1 > x ? 1 : 0)
        }
        func leftSlope(_ x: Double) -> Int {
            (z0 < x ? 1 : 0) + (z1 < x ? 1 : 0) - (a0 >= x ? 1 : 0) - (a1 >= x ? 1 : 0)
        }
        let hasLowerPull = a0.isFinite || a1.isFinite, hasUpperPull = z0.isFinite || z1.isFinite
        // Without a `>=` row the sum never falls to the right: optimal all the way down.
        var low = hasLowerPull || lower.isFinite ? Double.infinity : -.infinity
        var high = hasUpperPull || upper.isFinite ? -Double.infinity : .infinity
        let (first, last) = (lower, upper)
        func consider(_ x: Double) {
            guard x.isFinite, x >= first, x <= last else { return }
            if x == last || rightSlope(x) >= 0 { low = min(low, x) }
            if x == first || leftSlope(x) <= 0 { high = max(high, x) }
        }
        consider(first)
        consider(last)
        consider(a0)
        consider(a1)
        consider(z0)
        consider(z1)
        (lower, upper) = (low, high)
    }
}
