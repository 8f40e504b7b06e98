/// `equalSpacing` along the axis in closed form (docs/solver.md, "Along the axis", equalSpacing).
extension StackClosedForm {
    /// S2 keeps each gap at least its spacing (`>=`), S4 makes the gaps between visible
    /// views equal (required) and holds the canvas at its current length at 49. With every
    /// view at its intrinsic length the common gap G is what the canvas leaves; when that is
    /// below the largest spacing M, G = M and the unique lowest-compression view absorbs the
    /// shortfall. Free canvas: G = max(M, what the canvas-fit target leaves), the views'
    /// rows all standing above 49. Hidden views (their places between `>=` rows are free)
    /// and views without an intrinsic length give nil.
    static func equalSpacingAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? {
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
        var offsets: [Double] = []
        offsets.reserveCapacity(lengths.count)
        var position = 0.0
        for length in lengths {
            offsets.append(position)
            position += length + gap
        }
        return plan.layout(offsets: offsets, lengths: lengths, end: position - gap)
    }
}

/// What equalSpacing and equalCentering share: the conditions under which every view's
/// length is held by its own rows and every position by the gaps (no hidden views, every
/// visible view with an intrinsic length), and the canvas of the answer.
struct EqualGapPlan {
    let input: StackClosedFormInput
    let stack: AlongAxisSummary

    init?(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) {
        // A hidden view between `>=` spacing rows has a free place unless the gap around it
        // is at its minimum; before the first or after the last visible view, always.
        guard stack.hiddenCount == 0, stack.unsizedCount == 0 else { return nil }
        self.input = input
        self.stack = stack
    }

    /// Whether every hugging and compression row stands above `UISV-canvas-fit` (49), so
    /// that the fit decides only what those rows leave free.
    var rowsStandAboveCanvasFit: Bool {
        min(stack.lowestHugging, stack.lowestCompression) > 49
    }

    /// The answer: the fixed canvas, or (free) where the last view ends, the fit target
    /// for a stack without arranged views.
    func layout(offsets: [Double], lengths: [Double], end: Double) -> StackAlongAxisLayout {
        let canvas: Double
        switch input.length {
        case .fixed(let length): canvas = length
        case .free: canvas = stack.visibleCount == 0 ? stack.fitLength : end
        }
        return StackAlongAxisLayout(offsets: offsets, lengths: lengths, canvasLength: canvas)
    }
}
