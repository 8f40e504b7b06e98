/// `equalSpacing` along the axis in closed form (docs/solver.md, "Along the axis", equalSpacing).
extension StackClosedForm {
    /// S2 keeps each gap at least its spacing (`>=`), S4 makes the gaps between visible
    /// views equal (required) and holds the canvas at its current length at 49. With every
    /// view at its intrinsic length the common gap G is what the canvas leaves; when that is
    /// below the largest spacing M, G = M and the unique lowest-compression view absorbs the
    /// shortfall. Free canvas: G = max(M, what the canvas-fit target leaves), the views'
    /// rows all standing above 49. Hidden views only between two views whose gap is at its
    /// spacing (`EqualGapPlan.place`).
    ///
    /// `relayout`: on a fixed canvas where every view keeps its intrinsic length (no view
    /// hidden, none absorbing), what `EqualGapRelayout` keeps for the next canvas lengths.
    static func equalSpacingAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary,
                                      relayout: inout EqualGapRelayout?) -> StackAlongAxisLayout? {
        guard let plan = EqualGapPlan(input, stack) else { return nil }
        let count = stack.visibleCount
        let content = stack.intrinsicSum
        var gap = 0.0
        var absorber = -1, excess = 0.0
        switch input.length {
        case .fixed(let length):
            if count >= 2 {
                gap = (length - content) / Double(count - 1)
                if gap < stack.largestGap {
                    gap = stack.largestGap
                    guard !stack.lowestCompressionTied else { return nil }
                    absorber = stack.lowestCompressionIndex
                    excess = length - content - Double(count - 1) * gap
                }
            } else if count == 1 {
                absorber = stack.firstVisible
                excess = length - content
            }
        case .free:
            guard plan.rowsStandAboveCanvasFit else { return nil }
            if count >= 2 { gap = max(stack.largestGap, (stack.fitLength - content) / Double(count - 1)) }
        }
        let lengths = intrinsicLengths(input, absorber: absorber, excess: excess)
        if case .fixed = input.length, count >= 2, absorber < 0, stack.hiddenCount == 0 {
            relayout = EqualGapRelayout(spacingWithLengths: lengths, stack: stack)
        }
        return plan.place(lengths: lengths) { _, a, _ in (gap, gap == stack.gap(after: a)) }
    }
}
