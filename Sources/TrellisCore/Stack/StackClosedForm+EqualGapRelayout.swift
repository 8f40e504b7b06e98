/// An equalSpacing or equalCentering stack on a fixed canvas whose length changes (a window
/// resize), laid out again without planning again (docs/solver.md, "Relayout of an
/// equal-gap stack").
///
/// With every arranged view visible and sized, `equalSpacingAlongAxis` and
/// `equalCenteringAlongAxis` on a fixed canvas of length L compute, besides what depends on
/// L, only what the stack's inputs give: the views' intrinsic lengths, their sum, the
/// largest spacing, the centre-gap minima and their sums. This keeps those, and on a new L
/// repeats only the regime test, the sharing of the room (equalCentering's greedy break
/// included) and the placement, with the same floating-point operations in the same order
/// (`EqualGapPlan.placeAllVisible`, `CenterGapCountdown`): the answer is the one the full
/// closed form gives, or nil when L falls where a view must absorb a shortfall (a
/// compressed stack) or the full closed form declines, and the caller then runs the full
/// closed form.
///
/// The closed forms make it from what they computed on the way (`StackClosedForm.alongAxis(_:
/// relayout:)`), so that a sealed stack has it from its build on at the cost of keeping a
/// few references; `init?(_:)` makes it from the inputs alone.
struct EqualGapRelayout {
    /// What the gaps are computed from.
    private enum Gaps {
        /// equalSpacing: G = (L − content) / (views − 1), valid while G ≥ the largest spacing.
        case spacing(content: Double, largestGap: Double)
        /// equalCentering: the countdown's minima and sums (`CenterGapCountdown`, shared
        /// among the lengths as the full closed form shares them: every centre gap equal, or
        /// the greedy break when `viewsAboveCountdown`) and the ends (w_first + w_last)/2.
        case centering(Centering)
    }

    /// An equalCentering stack's invariant parts.
    private struct Centering {
        let countdown: CenterGapCountdown
        let ends: Double
        /// Every view's rows stand above every gap row (149): a broken countdown is solved
        /// greedily (`equalCenteringAlongAxis`).
        let viewsAboveCountdown: Bool
    }

    private let gaps: Gaps
    /// The views' intrinsic lengths (every one visible and sized).
    private let lengths: [Double]

    /// The inputs' invariant parts; nil unless the stack is equalSpacing or equalCentering
    /// with at least two arranged views, every one visible and with an intrinsic length,
    /// and the closed form would read them (no baseline spacing, valid priorities).
    init?(_ input: StackClosedFormInput) {
        let configuration = input.configuration
        guard configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering,
              !configuration.usesBaselineSpacing, input.items.count == configuration.items.count,
              let stack = AlongAxisSummary(input),
              stack.unsizedCount == 0, stack.hiddenCount == 0, stack.visibleCount >= 2,
              // Nested stacks that are not exactly items: `alongAxis` declines equal gaps.
              !stack.hasItemLikeItem, !stack.hasDecidedOnlyItem else { return nil }
        let lengths = StackClosedForm.intrinsicLengths(input, absorber: -1, excess: 0)
        if configuration.distribution == .equalSpacing {
            self.init(spacingWithLengths: lengths, stack: stack)
            return
        }
        let countdown = CenterGapCountdown(configuration.items, input.items, stack)
        let items = input.items
        let ends = ((items[stack.firstVisible].intrinsicLength ?? 0) + (items[stack.lastVisible].intrinsicLength ?? 0)) / 2
        self.init(centering: countdown, lengths: lengths, ends: ends, stack: stack)
    }

    /// An equalSpacing stack's relayout from its validated pass (`stack`: every view visible
    /// and sized, at least two) and its intrinsic lengths.
    init(spacingWithLengths lengths: [Double], stack: AlongAxisSummary) {
        self.lengths = lengths
        gaps = .spacing(content: stack.intrinsicSum, largestGap: stack.largestGap)
    }

    /// An equalCentering stack's relayout from its validated pass (`stack`: every view
    /// visible and sized, at least two), its countdown, its intrinsic lengths and its ends
    /// (half the first and the last view's lengths).
    init(centering countdown: CenterGapCountdown, lengths: [Double], ends: Double, stack: AlongAxisSummary) {
        self.lengths = lengths
        gaps = .centering(Centering(countdown: countdown, ends: ends,
                                    viewsAboveCountdown: min(stack.lowestHugging, stack.lowestCompression) > 149))
    }

    /// The layout along the axis on a canvas of `length`, the offsets written into
    /// `offsets` (in place when its buffer is not shared); nil outside the common regime or
    /// for a length that is not finite and non-negative (the full closed form decides).
    func layout(length: Double, reusing offsets: inout [Double]) -> StackAlongAxisLayout? {
        guard length.isFinite, length >= 0 else { return nil }
        let gapCount = Double(lengths.count - 1)
        switch gaps {
        case .spacing(let content, let largestGap):
            // As `equalSpacingAlongAxis`: below the largest spacing a view absorbs the shortfall.
            let gap = (length - content) / gapCount
            guard !(gap < largestGap) else { return nil }
            _ = EqualGapPlan.placeAllVisible(lengths: lengths, into: &offsets) { _ in gap }
        case .centering(let centering):
            // As `equalCenteringAlongAxis`: compressed below Σ minima (the full closed form's
            // case); below gaps × the largest minimum the countdown breaks (shared greedily);
            // otherwise every centre gap is room / gaps.
            var countdown = centering.countdown
            let room = length - centering.ends
            guard !(room < countdown.minimumSum) else { return nil }
            if room < gapCount * countdown.largestMinimum {
                guard centering.viewsAboveCountdown, countdown.share(room) else { return nil }
            } else {
                countdown.shareEqually(room / gapCount)
            }
            // The half sums (wₖ + wₖ₊₁)/2 turn centre gap k into edge gap k, as in the full
            // closed form's placement.
            countdown.minima.withUnsafeBufferPointer { minima in
                lengths.withUnsafeBufferPointer { lengthBuffer in
                    _ = EqualGapPlan.placeAllVisible(lengths: lengths, into: &offsets) { k in
                        countdown.gap(k, minimum: minima[k]) - (lengthBuffer[k] + lengthBuffer[k + 1]) / 2
                    }
                }
            }
        }
        return StackAlongAxisLayout(offsets: offsets, lengths: lengths, canvasLength: length)
    }
}
