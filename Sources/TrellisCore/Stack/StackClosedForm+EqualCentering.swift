/// `equalCentering` along the axis in closed form (docs/solver.md, "Along the axis",
/// equalCentering; the greedy optimum of "Direct resolution", "equalCentering: a countdown
/// that breaks").
extension StackClosedForm {
    /// S2 keeps each pair at least its spacing apart (`>=`), so centre gap k is at least
    /// mₖ = (wₖ + wₖ₊₁)/2 + sₖ; S4 asks gap k to equal gap 0 at 150 − k (149, 148, …, floor
    /// 1) and the canvas to fit at 49. Every view's rows must stand above 149, so the views
    /// keep their intrinsic lengths while they fit (the lowest-compression view absorbs the
    /// shortfall when they do not, every spacing row tight). Fixed canvas: the room
    /// T = canvas − w₀/2 − wₙ₋₁/2 is shared greedily (`CenterGapCountdown`). Free canvas:
    /// every gap equals max(max mₖ, what the fit target leaves).
    static func equalCenteringAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? {
        guard let plan = EqualGapPlan(input, stack),
              min(stack.lowestHugging, stack.lowestCompression) > 149 else { return nil }
        let count = stack.visibleCount
        let items = input.items
        guard count >= 2 else {
            // One view (or none): the canvas is its length (fixed), or its intrinsic one.
            var absorber = -1, excess = 0.0
            if case .fixed(let length) = input.length, count == 1 {
                (absorber, excess) = (0, length - stack.intrinsicSum)
            }
            let lengths = intrinsicLengths(input, absorber: absorber, excess: excess)
            return plan.layout(offsets: lengths.map { _ in 0 }, lengths: lengths, end: lengths.first ?? 0)
        }
        let firstHalf = (items[0].intrinsicLength ?? 0) / 2
        let lastHalf = (items[count - 1].intrinsicLength ?? 0) / 2
        var countdown = CenterGapCountdown(items: items, stack: stack)
        switch input.length {
        case .free:
            countdown.shareEqually(max(countdown.largestMinimum,
                                       (stack.fitLength - firstHalf - lastHalf) / Double(count - 1)))
        case .fixed(let length):
            let room = length - firstHalf - lastHalf
            if room < countdown.minimumSum {
                // Compressed: every spacing row tight, the lowest-compression view shrinks.
                guard !stack.lowestCompressionTied else { return nil }
                let lengths = intrinsicLengths(input, absorber: stack.lowestCompressionIndex,
                                               excess: length - stack.intrinsicSum - stack.gapSum)
                return tightLayout(plan, lengths: lengths)
            }
            guard countdown.share(room) else { return nil }
        }
        let lengths = intrinsicLengths(input, absorber: -1, excess: 0)
        var offsets: [Double] = []
        offsets.reserveCapacity(count)
        var center = firstHalf
        for index in 0..<count {
            offsets.append(center - lengths[index] / 2)
            if index + 1 < count { center += countdown.gap(index) }
        }
        return plan.layout(offsets: offsets, lengths: lengths, end: center + lastHalf)
    }

    /// Views at `lengths`, each after the previous plus its spacing (every S2 row tight).
    static func tightLayout(_ plan: EqualGapPlan, lengths: [Double]) -> StackAlongAxisLayout {
        var offsets: [Double] = []
        offsets.reserveCapacity(lengths.count)
        var position = 0.0
        for index in lengths.indices {
            offsets.append(position)
            position += lengths[index] + (index + 1 < lengths.count ? plan.stack.gap(after: index) : 0)
        }
        return plan.layout(offsets: offsets, lengths: lengths, end: position)
    }
}

/// The centre gaps of an equalCentering stack whose views keep their intrinsic lengths
/// (no hidden view): their minima mₖ, and the greedy lexicographic optimum of UIKit's
/// countdown (docs/solver.md): gaps 0…K* equal to a common G, gap K*+1 breaking, every
/// later gap at its minimum.
struct CenterGapCountdown {
    let items: [StackClosedFormItem]
    let stack: AlongAxisSummary
    /// Σ mₖ and max mₖ.
    private(set) var minimumSum = 0.0
    private(set) var largestMinimum = -Double.infinity
    /// The common gap of gaps 0…`equalThrough`, the breaking gap (at `equalThrough` + 1);
    /// later gaps sit at their minima.
    private var common = 0.0
    private var equalThrough = Int.max
    private var breaking = 0.0

    init(items: [StackClosedFormItem], stack: AlongAxisSummary) {
        self.items = items
        self.stack = stack
        for k in 0..<(stack.visibleCount - 1) {
            let minimum = self.minimum(k)
            minimumSum += minimum
            largestMinimum = max(largestMinimum, minimum)
        }
    }

    /// mₖ: half of each view's length plus the spacing after the first.
    func minimum(_ k: Int) -> Double {
        ((items[k].intrinsicLength ?? 0) + (items[k + 1].intrinsicLength ?? 0)) / 2 + stack.gap(after: k)
    }

    /// Every gap equal to `value`.
    mutating func shareEqually(_ value: Double) {
        (common, equalThrough) = (value, Int.max)
    }

    /// Shares `room` (≥ Σ mₖ) greedily; false when the break falls among the countdown's
    /// floor of ties (gap 149 or later, all at priority 1).
    mutating func share(_ room: Double) -> Bool {
        let gaps = stack.visibleCount - 1
        // The largest K whose gaps 0…K can be equal: (K+1)·max₍ₖ≤K₎ mₖ + Σ₍ₖ>K₎ mₖ ≤ room
        // (that room grows with K).
        var prefix = 0.0, largest = -Double.infinity
        var last = -1, lastLargest = 0.0
        for k in 0..<gaps {
            let minimum = self.minimum(k)
            prefix += minimum
            largest = max(largest, minimum)
            guard Double(k + 1) * largest + (minimumSum - prefix) <= room else { break }
            (last, lastLargest) = (k, largest)
        }
        if last == gaps - 1 {
            shareEqually(room / Double(gaps))
            return true
        }
        let breakAt = last + 1
        guard breakAt < 149, last >= 0 else { return false }
        let breakMinimum = minimum(breakAt)
        var later = 0.0
        for k in (breakAt + 1)..<gaps { later += minimum(k) }
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

    /// Centre gap k.
    func gap(_ k: Int) -> Double {
        if k <= equalThrough { return common }
        if k == equalThrough + 1 { return breaking }
        return minimum(k)
    }
}
