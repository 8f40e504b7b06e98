/// A sealed stack nested in another sealed stack, seen from the outer one (docs/solver.md,
/// "Nested stacks"): for each extent of the inner stack's canvas (its length along its own
/// axis, its breadth across it), what its rows make of that extent — the *natural* extent
/// they choose when nothing else holds it, and the priority levels at which they resist a
/// longer and a shorter one. The outer stack's closed forms then take the inner stack as an
/// item with that intrinsic length and those priorities.
public struct StackExtentProfile: Hashable, Sendable {
    /// The extent the inner stack's rows choose alone: their unique optimum.
    public var natural: Double
    /// The level of the first row that grows when the extent is longer than `natural`
    /// (nothing above it moves, and its violation grows strictly): the item's hugging.
    public var hugging: Double
    /// The same for a shorter extent: the item's compression resistance.
    public var compression: Double
    /// `.exact` when the rows' least violations, as a function of the extent, are exactly
    /// one hugging and one compression row (each costing its violation once, nothing else
    /// moving): the inner stack then *is* such an item to every closed form; `.itemLike`
    /// when only the weaker property above holds; `.decidedOnly` when neither is proven
    /// (then `natural` and the priorities are placeholders).
    public var rows: StackItemRows

    /// A profile.
    public init(natural: Double, hugging: Double, compression: Double, rows: StackItemRows) {
        self.natural = natural
        self.hugging = hugging
        self.compression = compression
        self.rows = rows
    }

    /// A stack whose extent only required rows may decide.
    public static let decidedOnly = StackExtentProfile(natural: 0, hugging: 500, compression: 500, rows: .decidedOnly)
}

extension StackClosedForm {
    /// The profile of a stack's length along its own axis (`.decidedOnly` when its rows are
    /// not proven to behave like an item's in the sense of `StackExtentProfile`):
    /// - **fill**, every visible view with an intrinsic length: natural = Σ I + gaps; a
    ///   longer canvas is taken by the lowest-hugging views alone (their hugging rows grow
    ///   by exactly the difference in all), a shorter one by the lowest-compression views:
    ///   exact, with those two priorities — even when several views share the lowest
    ///   priority: the least violation is the same, only how they share it is not (then
    ///   the stack's own closed form declines such a canvas, and the nest unseals).
    /// - **fillEqually**, every visible view with an intrinsic length, every hugging
    ///   priority below every compression priority, and a view of the largest intrinsic
    ///   length M resisting at the highest compression priority: the common length is M
    ///   (natural = n·M + gaps); longer, every hugging row grows and the highest is the
    ///   first level that moves; shorter, that view's compression row is violated at the
    ///   highest compression level, nothing above it. Exact when every visible view has the
    ///   same intrinsic length and priorities.
    /// - anything else: `.decidedOnly`.
    public static func lengthProfile(_ configuration: StackConfiguration,
                                     _ items: [StackClosedFormItem]) -> StackExtentProfile {
        guard items.count == configuration.items.count,
              let free = alongAxis(StackClosedFormInput(configuration: configuration, items: items,
                                                        length: .free, breadth: .free)) else { return .decidedOnly }
        var count = 0
        var lowestHugging = Double.infinity, lowestCompression = Double.infinity
        var highestHugging = -Double.infinity, highestCompression = -Double.infinity
        var largest = -Double.infinity
        var first: StackClosedFormItem?
        var allAlike = true, unsized = false, pinned = false, itemLike = false
        for index in items.indices where !configuration.items[index].isHidden {
            let item = items[index]
            // An item-like item (a deeper nest, a view's own rows) makes the stack item-like
            // at best (docs/solver.md, "Three levels and more"); the free fillEqually closed
            // form declines it above.
            guard item.alongRows != .decidedOnly else { return .decidedOnly }
            if item.alongRows == .itemLike { itemLike = true }
            guard let intrinsic = item.intrinsicLength else {
                // fillEqually: a view without rows along the axis only shares the common length.
                guard configuration.distribution == .fillEqually else { return .decidedOnly }
                unsized = true
                continue
            }
            if item.huggingAlong >= 1000 && item.compressionAlong >= 1000 { pinned = true }
            count += 1
            lowestHugging = min(lowestHugging, item.huggingAlong)
            lowestCompression = min(lowestCompression, item.compressionAlong)
            highestHugging = max(highestHugging, item.huggingAlong)
            highestCompression = max(highestCompression, item.compressionAlong)
            largest = max(largest, intrinsic)
            if let first {
                if first.intrinsicLength != intrinsic || first.huggingAlong != item.huggingAlong
                    || first.compressionAlong != item.compressionAlong { allAlike = false }
            } else {
                first = item
            }
        }
        guard count > 0, free.canvasLength.isFinite else { return .decidedOnly }
        switch configuration.distribution {
        case .fill:
            return StackExtentProfile(natural: free.canvasLength, hugging: lowestHugging,
                                      compression: lowestCompression, rows: itemLike ? .itemLike : .exact)
        case .fillEqually:
            // A view whose length required rows pin (`view.height == 50`) pins the common
            // length, so the stack's: only that length is feasible, whatever the other rows
            // ("Required item rows": a side a required row closes is exact). The free closed
            // form answered, so every required row holds there.
            if pinned && !itemLike {
                return StackExtentProfile(natural: free.canvasLength, hugging: 1000, compression: 1000, rows: .exact)
            }
            guard highestHugging < lowestCompression else { return .decidedOnly }
            var largestResistsMost = false
            for index in items.indices where !configuration.items[index].isHidden {
                if items[index].intrinsicLength == largest, items[index].compressionAlong == highestCompression {
                    largestResistsMost = true
                }
            }
            // The closed form's own answer must be that common length (it is, by the above).
            guard largestResistsMost,
                  let view = configuration.items.indices.first(where: { !configuration.items[$0].isHidden }),
                  free.lengths[view] == largest else { return .decidedOnly }
            return StackExtentProfile(natural: free.canvasLength, hugging: highestHugging,
                                      compression: highestCompression, rows: allAlike && !unsized && !itemLike ? .exact : .itemLike)
        default:
            return .decidedOnly
        }
    }

    /// The profile of a stack's breadth across its axis:
    /// - **fill**: every item (hidden ones too) has the canvas's breadth. Over the items
    ///   with an intrinsic breadth, every item narrower than the largest breadth M hugging
    ///   below the highest compression priority c, and an item of breadth M resisting at c:
    ///   natural = M; broader, every hugging row grows (the highest first); narrower, that
    ///   item's compression row at c, the narrower items improving only below it. Exact
    ///   with a single such item (and no item-like one); an item pinned by required rows
    ///   pins the breadth (exact at 1000).
    /// - **leading/top, center, trailing/bottom**, every item with an intrinsic breadth and
    ///   priorities above the fit row's level λ (51, or 49 with one item), the stack's
    ///   current breadth F at most the largest visible breadth M, and a visible view of
    ///   breadth M resisting at the highest compression priority among visible views:
    ///   natural = M; broader, only the fit row |B − F| grows (at λ, by exactly the
    ///   difference); narrower, the visible views broader than B are compressed, that one at
    ///   the highest level. Not exact (narrower, the fit row improves).
    /// - anything else (baselines, no visible view): `.decidedOnly`.
    public static func breadthProfile(_ configuration: StackConfiguration,
                                      _ items: [StackClosedFormItem]) -> StackExtentProfile {
        guard items.count == configuration.items.count, !items.isEmpty,
              configuration.items.contains(where: { !$0.isHidden }) else { return .decidedOnly }
        let alignment = StackConstraintBuilder.Alignment(configuration.alignment)
        let itemLike = items.contains { $0.acrossRows == .itemLike }
        // The free closed form's breadth; a fill stack of item-like items has none (the free
        // fill closed form reads rows as pairs) and is argued below without it.
        let freeBreadth = acrossAxis(StackClosedFormInput(configuration: configuration, items: items,
                                                          length: .free, breadth: .free))?.canvasBreadth
        guard freeBreadth?.isFinite ?? (alignment == .fill && itemLike) else { return .decidedOnly }
        let fitLevel: Double = items.count > 1 ? 51 : 49
        var sized = 0, pinned = false
        var highestHugging = -Double.infinity, highestCompression = -Double.infinity
        var largest = -Double.infinity
        for index in items.indices {
            let item = items[index]
            guard item.acrossRows != .decidedOnly else { return .decidedOnly }
            guard let intrinsic = item.intrinsicBreadth else {
                if alignment == .fill { continue }  // no rows on its breadth
                return .decidedOnly
            }
            if alignment != .fill {
                guard item.huggingAcross > fitLevel, item.compressionAcross > fitLevel else { return .decidedOnly }
                // Hidden views are bounded by nothing: their breadth does not move with B.
                if configuration.items[index].isHidden { continue }
            }
            sized += 1
            if item.huggingAcross >= 1000 && item.compressionAcross >= 1000 { pinned = true }
            highestHugging = max(highestHugging, item.huggingAcross)
            highestCompression = max(highestCompression, item.compressionAcross)
            largest = max(largest, intrinsic)
        }
        guard sized > 0 else { return .decidedOnly }
        // fill: an item whose breadth required rows pin pins the canvas's (every item has
        // it): only that breadth is feasible ("Required item rows"); the free closed form
        // answered, so every required row holds there.
        if alignment == .fill && pinned && !itemLike, let freeBreadth {
            return StackExtentProfile(natural: freeBreadth, hugging: 1000, compression: 1000, rows: .exact)
        }
        var largestResistsMost = false
        // The highest hugging among items narrower than the broadest: for a narrower canvas
        // those are the items that shrink toward their natural breadth (fill), which must
        // move only below the broadest item's compression level.
        var highestHuggingBelowLargest = -Double.infinity
        for index in items.indices where alignment == .fill || !configuration.items[index].isHidden {
            if items[index].intrinsicBreadth == largest, items[index].compressionAcross == highestCompression {
                largestResistsMost = true
            }
            if let intrinsic = items[index].intrinsicBreadth, intrinsic < largest {
                highestHuggingBelowLargest = max(highestHuggingBelowLargest, items[index].huggingAcross)
            }
        }
        guard largestResistsMost, freeBreadth == nil || freeBreadth == largest else { return .decidedOnly }
        switch alignment {
        case .fill:
            // One item with rows: they are the profile, whatever their order.
            // Broader: every item grows, the highest hugging first, strictly. Narrower: the
            // broadest item's compression at the highest level, strictly, every narrower item
            // improving only below it (docs/solver.md, "Three levels and more").
            guard sized == 1 || highestHuggingBelowLargest < highestCompression else { return .decidedOnly }
            return StackExtentProfile(natural: largest, hugging: highestHugging,
                                      compression: highestCompression, rows: sized == 1 && !itemLike ? .exact : .itemLike)
        case .start, .center, .end:
            guard StackConfiguration.fitTarget(configuration.currentBreadth) <= largest else { return .decidedOnly }
            return StackExtentProfile(natural: largest, hugging: fitLevel,
                                      compression: highestCompression, rows: .itemLike)
        case .firstBaseline, .lastBaseline:
            return .decidedOnly
        }
    }
}
