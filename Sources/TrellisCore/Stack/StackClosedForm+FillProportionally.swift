/// `fillProportionally` along the axis in closed form (docs/solver.md, "Along the axis",
/// fillProportionally).
extension StackClosedForm {
    /// S4 asks each visible view with a basis b (its intrinsic length, else its current
    /// one) for `len == canvas × b / D`, D = Σb + gaps, at 999, 998, … by visible index (a
    /// view without any basis: `len == 0` at its place in the countdown; an intrinsic
    /// length of 0: `len == 0` required). Free canvas: at canvas = D every row holds (each
    /// view at its basis), and a view with an intrinsic length fixes the canvas there. Fixed
    /// canvas with gaps adding up to 0: the proportions p add up to the room, so every
    /// proportion row holds at p; a view's violated hugging or compression row is dominated
    /// by its own proportion row when that is stronger, and otherwise the violations at its
    /// level must sum to a constant (`proportionsAreOptimal`). Gaps not adding up to 0
    /// (the proportions cannot all hold), the fallback to fillEqually at 999, and basis
    /// lengths that are not the rows' intrinsic lengths give nil.
    static func fillProportionallyAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? {
        let items = input.configuration.items
        var sizedCount = 0, basisSum = 0.0, someHaveNoMetric = false, someHaveIntrinsicBasis = false
        for index in items.indices where !items[index].isHidden {
            // The rows' intrinsic length must be the one the countdown divides.
            guard items[index].intrinsicLength == input.items[index].intrinsicLength else { return nil }
            if items[index].intrinsicLength == nil { someHaveNoMetric = true }
            guard let basis = proportionalBasis(items[index]) else { continue }
            sizedCount += 1
            basisSum += basis
            if items[index].intrinsicLength != nil { someHaveIntrinsicBasis = true }
        }
        let denominator = basisSum + stack.gapSum
        guard sizedCount > 0, denominator > 0, denominator.isFinite else {
            // UIKit's fallback: fillEqually, required unless a view has no intrinsic metric.
            return someHaveNoMetric ? nil : fillEquallyAlongAxis(input, stack)
        }
        var canvas = denominator
        switch input.length {
        case .free:
            guard someHaveIntrinsicBasis else { return nil }
        case .fixed(let length):
            canvas = length
            let exact = sizedCount == 1 && (stack.visibleCount == 1 || stack.gapSum == 0)
            guard exact || (stack.gapSum == 0
                            && proportionsAreOptimal(input, stack, canvas: canvas, denominator: denominator)) else { return nil }
        }
        var lengths: [Double] = []
        lengths.reserveCapacity(items.count)
        for item in items {
            let basis = item.isHidden ? nil : proportionalBasis(item)
            lengths.append(basis.map { canvas * ($0 / denominator) } ?? 0)
        }
        let layout = chainedLayout(input, stack, lengths: lengths, fixedLength: canvas)
        return layout
    }

    /// A view's basis in the proportions: its intrinsic length, else its current length,
    /// when positive and finite (StackLayout's `addFillProportionally`).
    static func proportionalBasis(_ item: StackConfiguration.Item) -> Double? {
        guard let value = item.intrinsicLength ?? item.currentLength, value > 0, value.isFinite else { return nil }
        return value
    }

    /// Whether the point where every view has its proportion p (summing to the room) is the
    /// lexicographic optimum. A violated hugging (p > intrinsic) or compression
    /// (p < intrinsic) row at level q on a view whose proportion row stands above q is
    /// dominated. Otherwise the views free at q (proportion rows at q or below: a suffix,
    /// as the countdown falls with the index, ending with the last view) only share what
    /// the stronger rows leave, a constant; if each of them violates a row of the same side
    /// at q, level q's violations sum to that constant at every point. So: at most one such
    /// level, the last view's violated row's, and every view free there violates it alike.
    static func proportionsAreOptimal(_ input: StackClosedFormInput, _ stack: AlongAxisSummary,
                                      canvas: Double, denominator: Double) -> Bool {
        let items = input.configuration.items
        /// The row a view at `index` violates at p: (priority, grows: hugging), or nil.
        func violated(_ index: Int) -> (level: Double, hugging: Bool)? {
            guard let intrinsic = input.items[index].intrinsicLength,
                  let basis = proportionalBasis(items[index]) else { return nil }
            let proportion = canvas * (basis / denominator)
            if proportion > intrinsic { return (input.items[index].huggingAlong, true) }
            if proportion < intrinsic { return (input.items[index].compressionAlong, false) }
            return nil
        }
        let lastRow = violated(stack.lastVisible)
        var position = 0
        var allFreeViolateAlike = true, someUndominated = false
        for index in items.indices where !items[index].isHidden {
            defer { position += 1 }
            // A view whose intrinsic length is 0 and which has no basis is held at 0 (required).
            let countdown = items[index].intrinsicLength == 0 ? 1000 : max(1, 999 - Double(position))
            let row = violated(index)
            if let row, countdown <= row.level {
                someUndominated = true
                guard let lastRow, row.level == lastRow.level, row.hugging == lastRow.hugging else { return false }
            }
            if let lastRow, countdown <= lastRow.level {
                guard let row, row.level == lastRow.level, row.hugging == lastRow.hugging else {
                    allFreeViolateAlike = false
                    continue
                }
            }
        }
        return !someUndominated || allFreeViolateAlike
    }
}
