/// `equalCentering` along the axis in closed form (docs/solver.md, "Along the axis",
/// equalCentering; the greedy optimum of "Direct resolution", "equalCentering: a countdown
/// that breaks").
extension StackClosedForm {
    /// S2 keeps each pair of visible views at least its spacing apart (`>=`), so centre gap
    /// k is at least mₖ = (wₐ + w_b)/2 + sₖ; S4 asks gap k to equal gap 0 at 150 − k (149,
    /// 148, …, floor 1) and the canvas to fit at 49. Fixed canvas, room T = canvas − half
    /// the first and the last view: when T ≥ (gaps)·max mₖ every row holds; when
    /// Σ mₖ ≤ T < that, the countdown breaks and the gaps are shared greedily
    /// (`CenterGapCountdown`), every view's rows standing above 149; when T < Σ mₖ every
    /// spacing row is tight and the unique lowest-compression view (above 149) absorbs the
    /// shortfall. Free canvas: every gap equals max(max mₖ, what the fit target leaves),
    /// every view's rows and every gap row standing above 49 (at most 101 gaps).
    ///
    /// `relayout`: on a fixed canvas where every view keeps its intrinsic length (no view
    /// hidden), what `EqualGapRelayout` keeps for the next canvas lengths, from the parts
    /// computed here (docs/solver.md, "Relayout of an equal-gap stack").
    static func equalCenteringAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary,
                                        relayout: inout EqualGapRelayout?) -> StackAlongAxisLayout? {
        guard let plan = EqualGapPlan(input, stack) else { return nil }
        let items = input.items
        var countdown = CenterGapCountdown(input.configuration.items, items, stack)
        let gaps = stack.visibleCount - 1
        switch input.length {
        case .free:
            // The canvas fit (49) must stand below every gap row (150 − k ≥ 50: at most 101
            // gaps) and every view's rows: then all gaps are equal and the fit decides them.
            guard plan.rowsStandAboveCanvasFit, gaps <= 101 else { return nil }
            if gaps >= 1 {
                let ends = ((items[stack.firstVisible].intrinsicLength ?? 0) + (items[stack.lastVisible].intrinsicLength ?? 0)) / 2
                countdown.shareEqually(max(countdown.largestMinimum, (stack.fitLength - ends) / Double(gaps)))
            }
        case .fixed(let length):
            if gaps < 1 {
                // One view (or none) spans the canvas.
                let lengths = intrinsicLengths(input, absorber: stack.firstVisible,
                                               excess: length - stack.intrinsicSum)
                return plan.place(lengths: lengths) { _, _, _ in (0, true) }
            }
            let ends = ((items[stack.firstVisible].intrinsicLength ?? 0) + (items[stack.lastVisible].intrinsicLength ?? 0)) / 2
            let room = length - ends
            if room < countdown.minimumSum {
                // Compressed: every spacing row tight (S2's chain), the lowest-compression
                // view shrinks; no gap row stands above its compression row.
                // Hidden views outside the visible span rest on one `>=` row only.
                guard !stack.lowestCompressionTied, stack.lowestCompression > 149,
                      stack.firstVisible == 0, stack.lastVisible == input.configuration.items.count - 1 else { return nil }
                let absorber = stack.lowestCompressionIndex, excess = length - stack.intrinsicSum - stack.gapSum
                return chainedLayout(input, stack, fixedLength: length) {
                    intrinsicLength(input, $0, absorber: absorber, excess: excess)
                }
            }
            if room < Double(gaps) * countdown.largestMinimum {
                // The countdown breaks: the views' rows must stand above every gap row.
                guard min(stack.lowestHugging, stack.lowestCompression) > 149,
                      countdown.share(room) else { return nil }
            } else {
                countdown.shareEqually(room / Double(gaps))
            }
        }
        let lengths = intrinsicLengths(input, absorber: -1, excess: 0)
        if case .fixed = input.length, stack.hiddenCount == 0 {
            let ends = ((items[stack.firstVisible].intrinsicLength ?? 0) + (items[stack.lastVisible].intrinsicLength ?? 0)) / 2
            relayout = EqualGapRelayout(centering: countdown, lengths: lengths, ends: ends, stack: stack)
        }
        return plan.place(lengths: lengths) { k, a, b in
            let minimum = countdown.minima[k]
            let gap = countdown.gap(k, minimum: minimum)
            return (gap - (lengths[a] + lengths[b]) / 2, gap == minimum)
        }
    }
}

/// The centre gaps of an equalCentering stack whose visible views keep their intrinsic
/// lengths: their minima mₖ, and the greedy lexicographic optimum of UIKit's countdown
/// (docs/solver.md): gaps 0…K* equal to a common G, gap K*+1 breaking, every later gap at
/// its minimum.
struct CenterGapCountdown {
    /// mₖ for each pair k of consecutive visible views, in order (made once: the greedy
    /// share, the placement and an `EqualGapRelayout` read them).
    let minima: [Double]
    /// Σ mₖ and max mₖ.
    let minimumSum: Double
    let largestMinimum: Double
    /// The common gap of gaps 0…`equalThrough`, the breaking gap (at `equalThrough` + 1);
    /// later gaps sit at their minima.
    private var common = 0.0
    private var equalThrough = Int.max
    private var breaking = 0.0

    init(_ items: [StackConfiguration.Item], _ closedFormItems: [StackClosedFormItem], _ stack: AlongAxisSummary) {
        var sum = 0.0, largest = -Double.infinity
        var minima: [Double] = []
        minima.reserveCapacity(max(0, stack.visibleCount - 1))
        stack.forEachVisiblePair(items) { _, a, b in
            // Half of each one's length plus the spacing after `a`.
            let minimum = ((closedFormItems[a].intrinsicLength ?? 0) + (closedFormItems[b].intrinsicLength ?? 0)) / 2
                + stack.gap(after: a)
            minima.append(minimum)
            sum += minimum
            largest = max(largest, minimum)
            return true
        }
        self.minima = minima
        (minimumSum, largestMinimum) = (sum, largest)
    }

    /// Every gap equal to `value`.
    mutating func shareEqually(_ value: Double) {
        (common, equalThrough) = (value, Int.max)
    }

    /// Shares `room` (Σ mₖ ≤ room < gaps × max mₖ) greedily; false when the break falls
    /// among the countdown's floor of ties (gap 149 or later, all at priority 1).
    mutating func share(_ room: Double) -> Bool {
        // The largest K whose gaps 0…K can be equal: (K+1)·max₍ₖ≤K₎ mₖ + Σ₍ₖ>K₎ mₖ ≤ room
        // (that room grows with K). Gap K+1 breaks.
        var prefix = 0.0, largest = -Double.infinity
        var last = -1, lastLargest = 0.0, lastPrefix = 0.0
        var breakMinimum = 0.0
        for (k, minimum) in minima.enumerated() {
            let largestSoFar = max(largest, minimum)
            guard Double(k + 1) * largestSoFar + (minimumSum - prefix - minimum) <= room else {
                breakMinimum = minimum
                break
            }
            prefix += minimum
            largest = largestSoFar
            (last, lastLargest, lastPrefix) = (k, largestSoFar, prefix)
        }
        let breakAt = last + 1
        guard last >= 0, breakAt < 149, breakAt < minima.count else { return false }
        let later = minimumSum - lastPrefix - breakMinimum
        equalThrough = last
        if breakMinimum <= lastLargest {
            common = lastLargest
            breaking = room - Double(last + 1) * lastLargest - later
        } else {
            breaking = breakMinimum
            common = (room - breakMinimum - later) / Double(last + 1)
        }
        return true
    }

    /// Centre gap k, whose minimum is `minimum`.
    func gap(_ k: Int, minimum: Double) -> Double {
        if k <= equalThrough { return common }
        if k == equalThrough + 1 { return breaking }
        return minimum
    }
}
