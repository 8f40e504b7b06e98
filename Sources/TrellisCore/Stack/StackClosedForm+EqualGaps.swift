/// What equalSpacing and equalCentering share (docs/solver.md, "Along the axis"): S2's
/// `>=` spacing rows, S4's gap guides between consecutive visible views and
/// `UISV-canvas-fit` at 49; views without an intrinsic length leave a tie (nil).
struct EqualGapPlan {
    let input: StackClosedFormInput
    let stack: AlongAxisSummary

    init?(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) {
        guard stack.unsizedCount == 0 else { return nil }
        self.input = input
        self.stack = stack
    }

    /// Whether every hugging and compression row stands above `UISV-canvas-fit` (49), so
    /// that the fit decides only what those rows leave free.
    var rowsStandAboveCanvasFit: Bool {
        min(stack.lowestHugging, stack.lowestCompression) > 49
    }

    /// Places the views at `lengths`: the first visible at the canvas's leading edge, each
    /// next visible view `edgeGap(k, a, b).gap` after the previous one's trailing edge. A
    /// hidden view rests only on `>=` rows, so its place is unique only between two
    /// visible views whose gap is at its S2 minimum (`edgeGap(…).tight`): there it sits
    /// half the gap after the first (S2 splits the spacing). Anywhere else: nil.
    func place(lengths: [Double], edgeGap: (Int, Int, Int) -> (gap: Double, tight: Bool)) -> StackAlongAxisLayout? {
        let items = input.configuration.items
        var offsets: [Double] = []
        guard stack.visibleCount > 0 else {
            // Only the empty spacer's leading edge holds a hidden view, and only the first.
            guard items.count <= 1 else { return nil }
            for _ in items { offsets.append(0) }
            return finish(offsets: offsets, lengths: lengths, end: 0)
        }
        guard stack.firstVisible == 0, stack.lastVisible == items.count - 1 else { return nil }
        if stack.hiddenCount == 0 {
            let end = EqualGapPlan.placeAllVisible(lengths: lengths, into: &offsets) { k in edgeGap(k, k, k + 1).gap }
            return finish(offsets: offsets, lengths: lengths, end: end)
        }
        offsets.reserveCapacity(items.count)
        var previous = 0, trail = lengths[0], k = 0
        var hiddenSincePrevious = false
        // While every gap so far is the same G (and no view is hidden), the k-th visible view
        // sits at Σ lengths before it + k·G, as the solver evaluates the chain through its
        // alias for G (docs/solver.md, "Direct resolution"); a running sum rounds otherwise.
        var lengthsBefore = 0.0, uniformGap: Double? = nil, uniform = stack.hiddenCount == 0
        offsets.append(0)
        for index in 1..<items.count {
            if items[index].isHidden {
                offsets.append(trail + stack.gap(after: previous) / 2)
                hiddenSincePrevious = true
                continue
            }
            let step = edgeGap(k, previous, index)
            if hiddenSincePrevious && !step.tight { return nil }
            lengthsBefore += lengths[previous]
            if uniform, let gap = uniformGap, gap != step.gap { uniform = false }
            if uniformGap == nil { uniformGap = step.gap }
            offsets.append(uniform ? lengthsBefore + Double(k + 1) * step.gap : trail + step.gap)
            trail = offsets[index] + lengths[index]
            (previous, k, hiddenSincePrevious) = (index, k + 1, false)
        }
        return finish(offsets: offsets, lengths: lengths, end: trail)
    }

    /// `place` when every view is visible (no gap needs to be tight): the offsets into
    /// `offsets` (resized to the views' count; written in place when its buffer is not
    /// shared) and where the last view ends. `edgeGap(k)` is the gap after view k. While
    /// every gap so far is the same G, view k sits at Σ lengths before it + k·G (the
    /// solver's alias for G); after the first differing gap, at the previous view's
    /// trailing edge plus its gap. `EqualGapRelayout` runs the same loop on a new canvas
    /// length, so both give the same floating-point results.
    static func placeAllVisible(lengths: [Double], into offsets: inout [Double],
                                edgeGap: (Int) -> Double) -> Double {
        let count = lengths.count
        if offsets.count != count { offsets = [Double](repeating: 0, count: count) }
        guard count > 0 else { return 0 }
        return lengths.withUnsafeBufferPointer { lengths in
            offsets.withUnsafeMutableBufferPointer { offsets in
                var trail = lengths[0], lengthsBefore = 0.0
                var uniformGap = 0.0, uniform = true
                offsets[0] = 0
                for index in 1..<count {
                    let gap = edgeGap(index - 1)
                    lengthsBefore += lengths[index - 1]
                    if index == 1 {
                        uniformGap = gap
                    } else if uniform && gap != uniformGap {
                        uniform = false
                    }
                    let offset = uniform ? lengthsBefore + Double(index) * gap : trail + gap
                    offsets[index] = offset
                    trail = offset + lengths[index]
                }
                return trail
            }
        }
    }

    /// The answer: the fixed canvas, or (free) where the last view ends, the fit target
    /// for a stack without visible views.
    func finish(offsets: [Double], lengths: [Double], end: Double) -> StackAlongAxisLayout {
        let canvas: Double
        switch input.length {
        case .fixed(let length): canvas = length
        case .free: canvas = stack.visibleCount == 0 ? stack.fitLength : end
        }
        return StackAlongAxisLayout(offsets: offsets, lengths: lengths, canvasLength: canvas)
    }
}
