/// S5. Alignment across the axis: alignment, spanner, ambiguity suppression, canvas.
extension StackConstraintBuilder {
    /// How strongly the views hold one side of the canvas across the axis (S5's table).
    enum Side {
        /// Every view's edge is at the canvas edge (with a spanner: `==` at 999.5).
        case strong
        /// The views only stay inside the canvas edge (`<=` / `>=` at 1000).
        case weak
    }

    /// The normalised alignment: `leading` and `top`, `trailing` and `bottom` are the same.
    enum Alignment {
        case fill, start, center, end, firstBaseline, lastBaseline

        init(_ alignment: StackAlignment) {
            switch alignment {
            case .fill: self = .fill
            case .leading, .top: self = .start
            case .center: self = .center
            case .trailing, .bottom: self = .end
            case .firstBaseline: self = .firstBaseline
            case .lastBaseline: self = .lastBaseline
            }
        }

        var topSide: Side { self == .fill || self == .start ? .strong : .weak }
        var bottomSide: Side { self == .fill || self == .end ? .strong : .weak }
        var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    }

    mutating func addAlignment() {
        let alignment = Alignment(configuration.alignment)
        let hasWeakSide = alignment.topSide == .weak || alignment.bottomSide == .weak
        let usesSpanner = hasWeakSide && itemCount > 1

        addAlignmentConstraints(alignment)
        if usesSpanner {
            addSpanner(alignment)
        }
        if hasWeakSide {
            for index in 0 ..< itemCount {
                let breadth = configuration.items[index].currentBreadth ?? 0
                add(StackIdentifier.ambiguitySuppression, item(index, crossLength), .equal, nil,
                    constant: breadth.isFinite && breadth > 0 ? breadth : 0, priority: 25)
            }
        }
        addCanvasConnectionsAcrossAxis(alignment, usesSpanner: usesSpanner)
    }

    /// `items[0].X == items[k].X` at 1000 over all items, hidden ones included, one
    /// attribute after the other. Baseline alignments only apply to horizontal stacks.
    mutating func addAlignmentConstraints(_ alignment: Alignment) {
        let attributes: [LayoutAttribute]
        switch alignment {
        case .fill: attributes = [crossTop, crossBottom]
        case .start: attributes = [crossTop]
        case .end: attributes = [crossBottom]
        case .center: attributes = [crossCenter]
        case .firstBaseline: attributes = configuration.axis == .horizontal ? [.firstBaseline] : []
        case .lastBaseline: attributes = configuration.axis == .horizontal ? [.lastBaseline] : []
        }
        for attribute in attributes {
            for index in 1 ..< max(1, itemCount) {
                add(StackIdentifier.alignment, item(0, attribute), .equal, item(index, attribute))
            }
        }
    }

    /// `UISV-spanning-boundary` for each visible view (every view if none is visible):
    /// strong side `G.top == v.top` at 999.5, weak side `G.top <= v.top` /
    /// `G.bot >= v.bot` at 1000; then `UISV-spanning-fit` `G.len′ == 0` at 51.
    mutating func addSpanner(_ alignment: Alignment) {
        let spanned = visible.isEmpty ? Array(0 ..< itemCount) : visible
        for index in spanned {
            addBoundary(crossTop, side: alignment.topSide, weakRelation: .lessThanOrEqual, index)
            addBoundary(crossBottom, side: alignment.bottomSide, weakRelation: .greaterThanOrEqual, index)
        }
        // The spanner's breadth is the stack's when both of the stack's edges across the axis
        // follow it or the first view (not for baselines, whose canvas only stays outside
        // the first view): then it is held at the stack's initial breadth (IB6).
        let target = alignment.isBaseline ? 0 : StackConfiguration.fitTarget(configuration.currentBreadth)
        add(StackIdentifier.spanningFit, guide(.alignmentSpanner, crossLength), .equal, nil,
            constant: target, priority: 51)
    }

    private mutating func addBoundary(_ attribute: LayoutAttribute, side: Side,
                                      weakRelation: LayoutRelation, _ index: Int) {
        let id = StackIdentifier.spanningBoundary
        switch side {
        case .strong:
            add(id, guide(.alignmentSpanner, attribute), .equal, item(index, attribute), priority: 999.5)
        case .weak:
            add(id, guide(.alignmentSpanner, attribute), weakRelation, item(index, attribute))
        }
    }

    /// The canvas across the axis: a strong side is `S.side == items[0].side`; a weak side
    /// is `S.side == G.side` with a spanner (first-baseline top: `S.top <= items[0].top`;
    /// last-baseline bottom: `S.bot >= items[0].bot`) and `S.top <= v.top` /
    /// `S.bot >= v.bot` with a single view; centre alignment adds `S.ctr == items[0].ctr`.
    /// Baseline alignments, and any weak side with a single view, add `UISV-canvas-fit`
    /// `S.len′ == 0` at 49.
    mutating func addCanvasConnectionsAcrossAxis(_ alignment: Alignment, usesSpanner: Bool) {
        let id = StackIdentifier.canvasConnection
        guard itemCount > 0 else {
            add(StackIdentifier.canvasFit, canvas(crossLength), .equal, nil,
                constant: StackConfiguration.fitTarget(configuration.currentBreadth), priority: 49)
            return
        }
        switch alignment.topSide {
        case .strong:
            add(id, canvas(crossTop), .equal, item(0, crossTop))
        case .weak:
            if usesSpanner, alignment != .firstBaseline {
                add(id, canvas(crossTop), .equal, guide(.alignmentSpanner, crossTop))
            } else {
                add(id, canvas(crossTop), .lessThanOrEqual, item(0, crossTop))
            }
        }
        switch alignment.bottomSide {
        case .strong:
            add(id, canvas(crossBottom), .equal, item(0, crossBottom))
        case .weak:
            if usesSpanner, alignment != .lastBaseline {
                add(id, canvas(crossBottom), .equal, guide(.alignmentSpanner, crossBottom))
            } else {
                add(id, canvas(crossBottom), .greaterThanOrEqual, item(0, crossBottom))
            }
        }
        if alignment == .center {
            add(id, canvas(crossCenter), .equal, item(0, crossCenter))
        }
        let hasWeakSide = alignment.topSide == .weak || alignment.bottomSide == .weak
        if alignment.isBaseline || (hasWeakSide && !usesSpanner) {
            add(StackIdentifier.canvasFit, canvas(crossLength), .equal, nil,
                constant: StackConfiguration.fitTarget(configuration.currentBreadth), priority: 49)
        }
    }
}
