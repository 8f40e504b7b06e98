/// `fill` along the axis in closed form (docs/solver.md, "Along the axis", fill).
extension StackClosedForm {
    /// S1 pins the first visible view to the canvas's leading edge and the last to its
    /// trailing edge, S2 chains the views with equalities, so the visible lengths add up to
    /// the canvas less the gaps. Free canvas: every view at its intrinsic length. Fixed
    /// canvas: every view at its intrinsic length but one, which takes the difference —
    /// the only view without an intrinsic length, else the unique lowest-hugging view when
    /// the canvas is longer than the content, the unique lowest-compression view when it is
    /// shorter. Ties, two views without an intrinsic length, or S7's text-width rows
    /// (multi-line labels in a horizontal stack) give nil.
    static func fillAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? {
        if stack.hasMultilineLabel && input.configuration.axis == .horizontal { return nil }
        var absorber = -1
        var excess = 0.0
        var fixedLength: Double? = nil
        switch input.length {
        case .free:
            // Nothing below the views' own rows decides an unsized view's length.
            guard stack.unsizedCount == 0 else { return nil }
        case .fixed(let length):
            fixedLength = length
            guard stack.unsizedCount <= 1 else { return nil }
            excess = length - stack.gapSum - stack.intrinsicSum
            guard stack.visibleCount > 0 else { break }
            if stack.unsizedCount == 1 {
                absorber = stack.unsizedIndex
            } else if excess > 0 {
                guard !stack.lowestHuggingTied else { return nil }
                absorber = stack.lowestHuggingIndex
            } else if excess < 0 {
                guard !stack.lowestCompressionTied else { return nil }
                absorber = stack.lowestCompressionIndex
            }
        }
        return chainedLayout(input, stack, fixedLength: fixedLength) {
            intrinsicLength(input, $0, absorber: absorber, excess: excess)
        }
    }

    /// The view at `index`'s intrinsic length (0 when hidden or without one), plus
    /// `excess` when it is the `absorber`.
    @inline(__always)
    static func intrinsicLength(_ input: StackClosedFormInput, _ index: Int, absorber: Int, excess: Double) -> Double {
        let length = input.configuration.items[index].isHidden ? 0 : (input.items[index].intrinsicLength ?? 0)
        return index == absorber ? length + excess : length
    }

    /// Each arranged view's intrinsic length (0 for a hidden view or one without), plus
    /// `excess` for the view at `absorber` (none when it is -1).
    static func intrinsicLengths(_ input: StackClosedFormInput, absorber: Int, excess: Double) -> [Double] {
        var lengths: [Double] = []
        lengths.reserveCapacity(input.items.count)
        for index in input.items.indices { lengths.append(intrinsicLength(input, index, absorber: absorber, excess: excess)) }
        return lengths
    }
}
