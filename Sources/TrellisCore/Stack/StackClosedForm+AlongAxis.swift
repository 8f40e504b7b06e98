/// The layout along a sealed stack's axis in closed form (docs/solver.md, "Stacks in closed
/// form", "Along the axis"): each distribution's unique lexicographic optimum of the rows
/// `StackLayout` generates along the axis (S1 canvas, S2 spacing, S3 hiding, S4
/// distribution) with each visible view's hugging (`len <= intrinsic`) and compression
/// (`len >= intrinsic`) rows, or nil when uniqueness is not proven.
extension StackClosedForm {
    /// Each arranged view's offset from the canvas's leading (top) edge and its length, and
    /// the canvas's length, exactly as the solver would find them on the stack's rows along
    /// the axis; nil whenever that optimum is not proven unique by this closed form (the
    /// scene then generates the constraints as before).
    public static func alongAxis(_ input: StackClosedFormInput) -> StackAlongAxisLayout? {
        var relayout: EqualGapRelayout?
        return alongAxis(input, relayout: &relayout)
    }

    /// `alongAxis`, and for an equalSpacing or equalCentering stack on a fixed canvas in the
    /// regime `EqualGapRelayout` covers, that relayout made from the parts computed on the
    /// way (nil otherwise): a sealed stack keeps it for the next canvas lengths, so that
    /// its first relayout costs what the later ones cost (docs/solver.md, "Relayout of an
    /// equal-gap stack").
    static func alongAxis(_ input: StackClosedFormInput, relayout: inout EqualGapRelayout?) -> StackAlongAxisLayout? {
        let configuration = input.configuration
        // Baseline spacing ties the axis to the views' baselines (across-axis content).
        guard !configuration.usesBaselineSpacing,
              input.items.count == configuration.items.count,
              let stack = AlongAxisSummary(input) else { return nil }
        // Nested stacks (docs/solver.md, "Nested stacks"): rows that only behave like an
        // item's are answered by fill's arguments (every row holds, or the absorber) and by a
        // fixed fillEqually (required rows decide); rows that do not, only where required
        // rows decide the extent.
        if stack.hasItemLikeItem || stack.hasDecidedOnlyItem {
            switch (configuration.distribution, input.length) {
            case (.fillEqually, .fixed): break
            case (.fill, .fixed) where !stack.hasDecidedOnlyItem || stack.visibleCount == 1: break
            case (.fill, .free) where !stack.hasDecidedOnlyItem: break
            default: return nil
            }
        }
        let layout: StackAlongAxisLayout?
        switch configuration.distribution {
        case .fill: layout = fillAlongAxis(input, stack)
        case .fillEqually: layout = fillEquallyAlongAxis(input, stack)
        case .fillProportionally: layout = fillProportionallyAlongAxis(input, stack)
        case .equalSpacing: layout = equalSpacingAlongAxis(input, stack, relayout: &relayout)
        case .equalCentering: layout = equalCenteringAlongAxis(input, stack, relayout: &relayout)
        }
        // Required item rows (priority 1000) were taken as the strongest optional level:
        // the answer stands only where it keeps them (docs/solver.md, "Required item rows").
        guard let layout, !stack.hasRequiredRows || holdsRequiredRows(input, lengths: layout.lengths) else {
            relayout = nil
            return nil
        }
        return layout
    }

    /// Whether every visible item's required rows hold at `lengths`: a required hugging row
    /// (priority 1000) keeps it at most its intrinsic length, a required compression row at
    /// least. (Hidden items with required rows were declined: their length is 0.)
    static func holdsRequiredRows(_ input: StackClosedFormInput, lengths: [Double]) -> Bool {
        guard lengths.count == input.items.count else { return false }
        for index in input.items.indices where !input.configuration.items[index].isHidden {
            let item = input.items[index]
            guard let intrinsic = item.intrinsicLength else { continue }
            if item.huggingAlong >= 1000 && !(lengths[index] <= intrinsic) { return false }
            if item.compressionAlong >= 1000 && !(lengths[index] >= intrinsic) { return false }
        }
        return true
    }

    /// The layout of views chained by S2's equalities (fill, fillEqually,
    /// fillProportionally, and a compressed equalCentering stack whose spacing rows are all
    /// tight): `length(index)` per arranged view (0 for hidden ones), the first visible view
    /// at the canvas's leading edge and each next one after the previous plus the pair's S2
    /// constant. The canvas is `fixedLength` or, when nil, where the last view ends. One
    /// pass, lengths and offsets together.
    ///
    /// `commonLength`: every visible view has that length (fillEqually). The offsets are
    /// then `k·w + constants` (k visible views before), as the solver evaluates the chain
    /// through its alias `leftₖ = k·w + o` (docs/solver.md, "Direct resolution"), not a
    /// running sum, whose rounding grows with k and can flip a pixel-rounded edge at an
    /// exact half pixel (verify-findings.md).
    static func chainedLayout(_ input: StackClosedFormInput, _ stack: AlongAxisSummary, fixedLength: Double?,
                              commonLength: Double? = nil,
                              length: (Int) -> Double) -> StackAlongAxisLayout {
        let items = input.configuration.items
        var offsets: [Double] = [], lengths: [Double] = []
        offsets.reserveCapacity(items.count)
        lengths.reserveCapacity(items.count)
        // Without hidden views every pair lies inside the visible span and its constant is
        // the gap after its first view.
        let allVisible = stack.hiddenCount == 0
        var position = 0.0
        var ownerGap = 0.0
        // With a common length: visible views so far and the S2 constants so far.
        var visibleBefore = 0.0, constants = 0.0
        let last = items.count - 1
        for index in items.indices {
            let viewLength = length(index)
            if let common = commonLength {
                position = visibleBefore * common + constants
                if !items[index].isHidden { visibleBefore += 1 }
            }
            offsets.append(position)
            lengths.append(viewLength)
            position += viewLength
            if index < last {
                let constant = allVisible ? stack.gap(after: index) : stack.pairConstant(index, ownerGap: &ownerGap, items)
                position += constant
                constants += constant
            }
        }
        if let common = commonLength { position = visibleBefore * common + constants }
        let natural = stack.visibleCount == 0 ? stack.fitLength : position
        return StackAlongAxisLayout(offsets: offsets, lengths: lengths, canvasLength: fixedLength ?? natural)
    }
}

/// One pass over a stack's arranged views: what every distribution's closed form reads,
/// validated (nil for a priority outside (0, 1000] — outside (0, 1000) for a hidden view —,
/// a length that is not finite, a negative intrinsic length).
struct AlongAxisSummary {
    /// Visible arranged views, the first's and the last's index (-1 with none).
    var visibleCount = 0
    var firstVisible = -1
    var lastVisible = -1
    var hiddenCount = 0
    /// Σ of the visible views' intrinsic lengths (a view without one counts 0).
    var intrinsicSum = 0.0
    /// Visible views without an intrinsic length; the last of them.
    var unsizedCount = 0
    var unsizedIndex = -1
    /// Σ of the gaps between consecutive visible views (custom spacing included).
    var gapSum = 0.0
    /// The largest of those gaps (-infinity with fewer than two visible views).
    var largestGap = -Double.infinity
    /// The lowest hugging and compression priority among visible views with an intrinsic
    /// length, which view has it, and whether another has it too.
    var lowestHugging = Double.infinity
    var lowestHuggingIndex = -1
    var lowestHuggingTied = false
    var lowestCompression = Double.infinity
    var lowestCompressionIndex = -1
    var lowestCompressionTied = false
    /// Whether a visible view is a multi-line label (S7 in a horizontal fill stack).
    var hasMultilineLabel = false
    /// Whether an arranged view is a nested stack that is not exactly an item
    /// (`StackClosedFormItem.alongRows`), and of which kind.
    var hasItemLikeItem = false
    var hasDecidedOnlyItem = false
    /// Whether a visible item has a required hugging or compression row (priority 1000:
    /// a required own size, a required intrinsic priority).
    var hasRequiredRows = false
    /// The stack's `UISV-canvas-fit` target (its current length, or 0).
    var fitLength = 0.0
    /// Whether the stack has custom spacing (read only then: it is a dictionary).
    let hasCustomSpacing: Bool
    let customSpacing: [Int: Double]
    let spacing: Double

    init?(_ input: StackClosedFormInput) {
        let configuration = input.configuration
        spacing = configuration.spacing
        customSpacing = configuration.customSpacing
        hasCustomSpacing = !customSpacing.isEmpty
        guard spacing.isFinite else { return nil }
        fitLength = StackConfiguration.fitTarget(configuration.currentLength)
        if case .fixed(let length) = input.length, !(length.isFinite && length >= 0) { return nil }
        let items = configuration.items
        let closedFormItems = input.items
        // Locals in the loop (the fields are written once after it): the pass is the one
        // every layout pays per view.
        var visibleCount = 0, firstVisible = -1, lastVisible = -1, hiddenCount = 0
        var intrinsicSum = 0.0, unsizedCount = 0, unsizedIndex = -1
        var gapSum = 0.0, largestGap = -Double.infinity
        var lowestHugging = Double.infinity, lowestHuggingIndex = -1, lowestHuggingTied = false
        var lowestCompression = Double.infinity, lowestCompressionIndex = -1, lowestCompressionTied = false
        var hasMultilineLabel = false, hasItemLikeItem = false, hasDecidedOnlyItem = false, hasRequiredRows = false
        let spacing = self.spacing
        for index in items.indices {
            let intrinsicLength = closedFormItems[index].intrinsicLength
            switch closedFormItems[index].alongRows {
            case .exact: break
            case .itemLike: hasItemLikeItem = true
            case .decidedOnly: hasDecidedOnlyItem = true
            }
            let hugging = closedFormItems[index].huggingAlong, compression = closedFormItems[index].compressionAlong
            if items[index].isHidden {
                // A hidden view's rows are constants at its length 0 — unless one is
                // required (a conflict) or cannot be read.
                hiddenCount += 1
                if let intrinsic = intrinsicLength {
                    guard intrinsic.isFinite, intrinsic >= 0, hugging < 1000, compression < 1000 else { return nil }
                }
                continue
            }
            if lastVisible >= 0 {
                let gap = hasCustomSpacing ? (customSpacing[lastVisible] ?? spacing) : spacing
                guard gap.isFinite else { return nil }
                gapSum += gap
                if gap > largestGap { largestGap = gap }
            } else {
                firstVisible = index
            }
            lastVisible = index
            visibleCount += 1
            if items[index].isMultilineLabel { hasMultilineLabel = true }
            guard let intrinsic = intrinsicLength else {
                unsizedCount += 1
                unsizedIndex = index
                continue
            }
            // A required row (1000) is taken as the strongest level; `alongAxis` checks the
            // answer keeps it.
            guard intrinsic.isFinite, intrinsic >= 0,
                  hugging > 0, hugging <= 1000, compression > 0, compression <= 1000 else { return nil }
            if hugging == 1000 || compression == 1000 { hasRequiredRows = true }
            intrinsicSum += intrinsic
            if hugging < lowestHugging {
                (lowestHugging, lowestHuggingIndex, lowestHuggingTied) = (hugging, index, false)
            } else if hugging == lowestHugging {
                lowestHuggingTied = true
            }
            if compression < lowestCompression {
                (lowestCompression, lowestCompressionIndex, lowestCompressionTied) = (compression, index, false)
            } else if compression == lowestCompression {
                lowestCompressionTied = true
            }
        }
        (self.visibleCount, self.firstVisible, self.lastVisible, self.hiddenCount) =
            (visibleCount, firstVisible, lastVisible, hiddenCount)
        (self.intrinsicSum, self.unsizedCount, self.unsizedIndex) = (intrinsicSum, unsizedCount, unsizedIndex)
        (self.gapSum, self.largestGap, self.hasMultilineLabel) = (gapSum, largestGap, hasMultilineLabel)
        (self.hasItemLikeItem, self.hasDecidedOnlyItem) = (hasItemLikeItem, hasDecidedOnlyItem)
        self.hasRequiredRows = hasRequiredRows
        (self.lowestHugging, self.lowestHuggingIndex, self.lowestHuggingTied) =
            (lowestHugging, lowestHuggingIndex, lowestHuggingTied)
        (self.lowestCompression, self.lowestCompressionIndex, self.lowestCompressionTied) =
            (lowestCompression, lowestCompressionIndex, lowestCompressionTied)
        guard intrinsicSum.isFinite, gapSum.isFinite else { return nil }
    }

    /// The gap after the visible view at `index`: its custom spacing, else `spacing`.
    func gap(after index: Int) -> Double {
        guard hasCustomSpacing else { return spacing }
        return customSpacing[index] ?? spacing
    }

    /// S2's constant between `items[index]` and `items[index + 1]`: 0 outside the visible
    /// span; inside it the gap after the nearest visible view at or before `index`
    /// (`ownerGap`, updated here as the views are walked in order), less half of it per
    /// hidden view in the pair.
    func pairConstant(_ index: Int, ownerGap: inout Double, _ items: [StackConfiguration.Item]) -> Double {
        let previousHidden = items[index].isHidden
        guard index + 1 > firstVisible, index < lastVisible, firstVisible >= 0 else { return 0 }
        if !previousHidden { ownerGap = gap(after: index) }
        let hidden = (previousHidden ? 1.0 : 0) + (items[index + 1].isHidden ? 1.0 : 0)
        return ownerGap - ownerGap / 2 * hidden
    }

}

extension AlongAxisSummary {
    /// Calls `body(k, a, b)` for the k-th pair of consecutive visible views `a`, `b`
    /// (item indices) in order, while it returns true.
    func forEachVisiblePair(_ items: [StackConfiguration.Item], _ body: (Int, Int, Int) -> Bool) {
        guard visibleCount >= 2 else { return }
        var previous = firstVisible
        var k = 0
        for index in (firstVisible + 1)...lastVisible where !items[index].isHidden {
            guard body(k, previous, index) else { return }
            previous = index
            k += 1
        }
    }
}
