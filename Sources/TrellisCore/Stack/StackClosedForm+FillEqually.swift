/// `fillEqually` along the axis in closed form (docs/solver.md, "Along the axis", fillEqually).
extension StackClosedForm {
    /// S4 makes every visible length equal (required), so the views share one length w.
    /// Fixed canvas: w = (canvas − gaps) / visible views, whatever the priorities. Free
    /// canvas: w is the lexicographic optimum of the views' hugging and compression rows on
    /// that one length (`CommonLengthSearch`), nil when it is not a single point.
    static func fillEquallyAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? {
        var common = 0.0
        var fixedLength: Double? = nil
        switch input.length {
        case .fixed(let length):
            fixedLength = length
            if stack.visibleCount > 0 { common = (length - stack.gapSum) / Double(stack.visibleCount) }
        case .free:
            if stack.visibleCount > 0 {
                var search = CommonLengthSearch(input)
                guard let length = search.optimum() else { return nil }
                common = length
            }
        }
        let items = input.configuration.items
        return chainedLayout(input, stack, fixedLength: fixedLength, commonLength: common) {
            items[$0].isHidden ? 0 : common
        }
    }
}

/// The lexicographic optimum of one length w shared by the visible views, each holding it
/// with `w <= intrinsic` at its hugging priority and `w >= intrinsic` at its compression
/// priority. Level by level, strongest first, the set of optimal w is an interval (the
/// minimisers of a convex piecewise-linear sum over the previous interval); the optimum is
/// unique when it shrinks to a point. Each level costs a pass over the views; the search
/// gives up (nil) past a few levels or a few breakpoints per level, and when the interval
/// stays wider than a point.
struct CommonLengthSearch {
    let items: [StackConfiguration.Item]
    let closedFormItems: [StackClosedFormItem]
    /// The optimal interval so far.
    var lower = -Double.infinity
    var upper = Double.infinity

    /// Passes over the views allowed in all (levels and breakpoints walked).
    static let passLimit = 48

    init(_ input: StackClosedFormInput) {
        items = input.configuration.items
        closedFormItems = input.items
    }

    /// The optimal common length, nil unless it is unique.
    mutating func optimum() -> Double? {
        var level = Double.infinity
        var passes = 0
        while lower < upper {
            // The next level down: the strongest priority below `level`.
            var next = -Double.infinity
            forEachRow { priority, _, _ in
                if priority < level && priority > next { next = priority }
            }
            passes += 1
            guard next > -Double.infinity, passes < Self.passLimit else { return nil }
            level = next
            guard settle(level, passes: &passes) else { return nil }
        }
        return lower == upper && lower.isFinite ? lower : nil
    }

    /// Calls `body(priority, intrinsic, isUpper)` for every hugging (upper) and compression
    /// (lower) row of a visible view with an intrinsic length.
    func forEachRow(_ body: (Double, Double, Bool) -> Void) {
        for index in items.indices where !items[index].isHidden {
            guard let intrinsic = closedFormItems[index].intrinsicLength else { continue }
            body(closedFormItems[index].huggingAlong, intrinsic, true)
            body(closedFormItems[index].compressionAlong, intrinsic, false)
        }
    }

    /// Narrows [lower, upper] to the minimisers of level `level`'s violations
    /// Σ (w − a)⁺ over its upper rows + Σ (b − w)⁺ over its lower rows; false when it
    /// cannot tell them within the pass budget.
    mutating func settle(_ level: Double, passes: inout Int) -> Bool {
        // Every row of the level satisfiable at once: the interval's intersection with them.
        var largestLower = -Double.infinity, smallestUpper = Double.infinity
        forEachRow { priority, intrinsic, isUpper in
            guard priority == level else { return }
            if isUpper { smallestUpper = min(smallestUpper, intrinsic) } else { largestLower = max(largestLower, intrinsic) }
        }
        passes += 1
        let low = max(lower, largestLower), high = min(upper, smallestUpper)
        if low <= high {
            (lower, upper) = (low, high)
            return true
        }
        // Otherwise walk up from `lower` through the level's breakpoints while the slope
        // (upper rows at or below w minus lower rows above w) is negative.
        var point = lower
        while passes < Self.passLimit {
            var slope = 0, nextBreak = Double.infinity
            forEachRow { priority, intrinsic, isUpper in
                guard priority == level else { return }
                if isUpper {
                    if intrinsic <= point { slope += 1 }
                } else if intrinsic > point {
                    slope -= 1
                }
                if intrinsic > point && intrinsic < nextBreak { nextBreak = intrinsic }
            }
            passes += 1
            if slope > 0 {
                (lower, upper) = (point, point)
                return true
            }
            if slope == 0 {
                // Flat up to the next breakpoint: an interval (a later level may narrow it).
                (lower, upper) = (point, min(upper, nextBreak))
                return true
            }
            if nextBreak >= upper {
                // Still descending at the interval's end.
                (lower, upper) = (upper, upper)
                return true
            }
            point = nextBreak
        }
        return false
    }
}
