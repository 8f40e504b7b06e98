/// `fillProportionally` along the axis in closed form (docs/solver.md, "Along the axis",
/// fillProportionally).
extension StackClosedForm {
    /// S4 asks each visible view with a basis b (its intrinsic length, else its current
    /// one) for `len == canvas × b / D`, D = Σb + gaps, at 999, 998, … by visible index (a
    /// view without any basis: `len == 0` at its place in the countdown; an intrinsic
    /// length of 0: `len == 0` required). Free canvas: at canvas = D every row holds (each
    /// view at its basis), and a view with an intrinsic length fixes the canvas there.
    /// Fixed canvas: every view at its proportion but the last one the countdown holds
    /// (the *absorber*), which takes what S1 and S2 leave — its own proportion when the
    /// gaps add up to 0 — and `proportionsAreOptimal` proves the point optimal. The
    /// fallback to fillEqually at 999 beside views with an intrinsic length, and basis
    /// lengths that are not the rows' intrinsic lengths, give nil.
    static func fillProportionallyAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? {
        let items = input.configuration.items
        var sizedCount = 0, basisSum = 0.0, someHaveNoMetric = false, someHaveIntrinsicBasis = false
        // The absorber: the last visible view not held at 0 by a required row.
        var absorber = -1, absorberPosition = 0, absorberBasis = 0.0, position = 0
        for index in items.indices where !items[index].isHidden {
            defer { position += 1 }
            // The rows' intrinsic length must be the one the countdown divides.
            guard items[index].intrinsicLength == input.items[index].intrinsicLength else { return nil }
            if items[index].intrinsicLength == nil { someHaveNoMetric = true }
            let basis = proportionalBasis(items[index])
            if items[index].intrinsicLength != 0 { (absorber, absorberPosition, absorberBasis) = (index, position, basis ?? 0) }
            guard let basis else { continue }
            sizedCount += 1
            basisSum += basis
            if items[index].intrinsicLength != nil { someHaveIntrinsicBasis = true }
        }
        let denominator = basisSum + stack.gapSum
        guard sizedCount > 0, denominator > 0, denominator.isFinite else {
            // UIKit's fallback: fillEqually, required unless a view has no intrinsic metric;
            // then at 999, which is fillEqually too when no visible view has an intrinsic
            // length (no row competes with the equalities), and a tie with rows at 999
            // otherwise.
            let noneHasAMetric = someHaveNoMetric && stack.unsizedCount == stack.visibleCount
            return someHaveNoMetric && !noneHasAMetric ? nil : fillEquallyAlongAxis(input, stack)
        }
        // Every view at its proportion (0 without a basis), the absorber (fixed canvas, not
        // the exact case) at what S1 and S2 leave.
        let canvas: Double
        let absorberLength: Double?
        switch input.length {
        case .free:
            guard someHaveIntrinsicBasis else { return nil }
            (canvas, absorberLength) = (denominator, nil)
        case .fixed(let length):
            canvas = length
            if sizedCount == 1 && (stack.visibleCount == 1 || stack.gapSum == 0) {
                absorberLength = nil
            } else {
                guard absorber >= 0 else { return nil }
                absorberLength = length - stack.gapSum - length * ((basisSum - absorberBasis) / denominator)
            }
        }
        let lengthOf = { (index: Int) -> Double in
            if index == absorber, let absorberLength { return absorberLength }
            guard !items[index].isHidden, let basis = proportionalBasis(items[index]) else { return 0 }
            return canvas * (basis / denominator)
        }
        if absorberLength != nil {
            guard proportionsAreOptimal(input, stack, length: lengthOf, absorber: absorber,
                                        absorberPosition: absorberPosition) else { return nil }
        }
        return chainedLayout(input, stack, fixedLength: canvas, length: lengthOf)
    }

    /// A view's basis in the proportions: its intrinsic length, else its current length,
    /// when positive and finite (StackLayout's `addFillProportionally`).
    static func proportionalBasis(_ item: StackConfiguration.Item) -> Double? {
        guard let value = item.intrinsicLength ?? item.currentLength, value > 0, value.isFinite else { return nil }
        return value
    }

    /// The countdown priority of the proportion row of the visible view at `position`.
    static func countdownPriority(_ position: Int) -> Double {
        max(1, 999 - Double(position))
    }

    /// Whether `length` — every view at its proportion, the absorber at the rest — is the
    /// unique lexicographic optimum (docs/solver.md, "Along the axis", fillProportionally).
    /// Each view is determined at the level λ of its own proportion row (the absorber: of
    /// the weakest other proportion row, through the chain, or its own when it holds). A
    /// violated row at level q is dominated when its view's λ > q; the absorber's own
    /// proportion row, violated unless the gaps add up to 0, must be dominated. Otherwise
    /// the views free at q (λ ≤ q: a suffix of the countdown, always with the absorber)
    /// share what the stronger rows leave, a constant; if each violates a row of the same
    /// side at q, level q's violations sum to that constant at every point. So: at most one
    /// such level — the absorber's violated row's — and every view free there violates a
    /// row at it alike.
    static func proportionsAreOptimal(_ input: StackClosedFormInput, _ stack: AlongAxisSummary,
                                      length: (Int) -> Double, absorber: Int, absorberPosition: Int) -> Bool {
        let items = input.configuration.items
        /// The intrinsic row the view at `index` violates: (priority, hugging?), or nil.
        func violated(_ index: Int) -> (level: Double, hugging: Bool)? {
            guard let intrinsic = input.items[index].intrinsicLength else { return nil }
            let viewLength = length(index)
            if viewLength > intrinsic { return (input.items[index].huggingAlong, true) }
            if viewLength < intrinsic { return (input.items[index].compressionAlong, false) }
            return nil
        }
        // The weakest proportion row of the other views not held at 0 by a required row:
        // the one just before the absorber (the countdown falls with the position).
        var absorberLevel = 1000.0
        var position = 0
        for index in items.indices where !items[index].isHidden {
            if index == absorber { break }
            if items[index].intrinsicLength != 0 { absorberLevel = countdownPriority(position) }
            position += 1
        }
        let absorberOwn = countdownPriority(absorberPosition)
        if stack.gapSum == 0 {
            absorberLevel = max(absorberLevel, absorberOwn)
        } else if !(absorberOwn < absorberLevel) {
            return false
        }
        let absorberRow = violated(absorber)
        position = 0
        var allFreeViolateAlike = true, someUndominated = false
        for index in items.indices where !items[index].isHidden {
            defer { position += 1 }
            let level = index == absorber ? absorberLevel
                : items[index].intrinsicLength == 0 ? 1000 : countdownPriority(position)
            let row = violated(index)
            if let row, level <= row.level {
                someUndominated = true
                guard let absorberRow, row.level == absorberRow.level, row.hugging == absorberRow.hugging else { return false }
            }
            if let absorberRow, level <= absorberRow.level {
                guard let row, row.level == absorberRow.level, row.hugging == absorberRow.hugging else {
                    allFreeViolateAlike = false
                    continue
                }
            }
        }
        return !someUndominated || allFreeViolateAlike
    }
}
