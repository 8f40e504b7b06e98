/// S4. Distribution along the axis, and S7's text-width disambiguation.
extension StackConstraintBuilder {
    mutating func addDistribution() {
        switch configuration.distribution {
        case .fill:
            break
        case .fillEqually:
            addFillEqually()
        case .fillProportionally:
            addFillProportionally()
        case .equalSpacing:
            addEqualGaps(from: trail, to: lead, equalityPriority: { _ in 1000 })
        case .equalCentering:
            // docs/uikit-behaviours.md S4: 149, counting down per further gap ([TZ]; later ones unverified).
            addEqualGaps(from: center, to: center, equalityPriority: { max(1, 150 - Double($0)) })
        }
    }

    /// `V[k].len == V[0].len` at `priority` (1000 for fillEqually itself).
    mutating func addFillEqually(priority: Double = 1000) {
        guard let first = visible.first else { return }
        for index in visible.dropFirst() {
            add(StackIdentifier.fillEqually, item(index, length), .equal, item(first, length), priority: priority)
        }
    }

    /// `v.len == S.len × b / (Σb + gaps)`, priorities 999, 998, … by visible index;
    /// 1000 when only one view has a basis and it fills the whole canvas. A view's basis b
    /// is its intrinsic length or, when it has no intrinsic metric, its current length (its
    /// bounds when the stack generates its constraints; a storyboard view's stored frame).
    /// Visible views whose intrinsic length is 0 get `len == 0` at 1000 [ARR]; views with
    /// no basis at all (no intrinsic metric, zero bounds: a `UIView()` made in code) get it
    /// at their place in the same countdown, so that their own constraints win. Without any
    /// basis it is fillEqually [ARR] — at 999 when some view has no intrinsic metric, for
    /// the same reason.
    ///
    /// The bounds basis is what Interface Builder's stored frames show (issue-20 survey):
    /// in all nine documents whose fillProportionally stacks arrange plain or stack views
    /// with their siblings, IB keeps those views at the lengths they were stored with (a
    /// nested stack of 22.5 beside a label of 42.5; plain views of 51.5, 88.5, 70, … in a
    /// vertical stack of seven; 215, 180, 30 and 123 points where the views also have
    /// height constraints), where a zero basis collapses them or shares the room equally.
    mutating func addFillProportionally() {
        let items = configuration.items
        func basis(_ index: Int) -> Double? {
            let item = items[index]
            let value = item.intrinsicLength ?? item.currentLength
            guard let value, value > 0, value.isFinite else { return nil }
            return value
        }
        let sized = visible.filter { basis($0) != nil }
        let gaps = visibleGaps.reduce(0, +)
        let denominator = sized.reduce(0) { $0 + (basis($1) ?? 0) } + gaps
        guard !sized.isEmpty, denominator > 0, denominator.isFinite else {
            let someHaveNoMetric = visible.contains { items[$0].intrinsicLength == nil }
            addFillEqually(priority: someHaveNoMetric ? 999 : 1000)
            return
        }
        let exact = sized.count == 1 && (visible.count == 1 || gaps == 0)
        for (position, index) in visible.enumerated() {
            let id = StackIdentifier.fillProportionally
            if let size = basis(index) {
                add(id, item(index, length), .equal, canvas(length), multiplier: size / denominator,
                    priority: exact ? 1000 : max(1, 999 - Double(position)))
            } else if items[index].intrinsicLength == nil {
                add(id, item(index, length), .equal, nil, priority: max(1, 999 - Double(position)))
            } else {
                add(id, item(index, length), .equal, nil)
            }
        }
    }

    /// One gap guide per pair of consecutive visible views, from `start` of the first to
    /// `end` of the second (`UISV-distributing-edge`); the gaps equal the first one
    /// (`UISV-fill-equally`, at `equalityPriority(k)` for gap k); and `S.len == 0` at 49
    /// (`UISV-canvas-fit`).
    mutating func addEqualGaps(from start: LayoutAttribute, to end: LayoutAttribute,
                               equalityPriority: (Int) -> Double) {
        guard !visible.isEmpty else { return }
        let pairs = Array(zip(visible, visible.dropFirst()))
        for (k, pair) in pairs.enumerated() {
            add(StackIdentifier.distributingEdge, guide(.gap(k), lead), .equal, item(pair.0, start))
            add(StackIdentifier.distributingEdge, guide(.gap(k), trail), .equal, item(pair.1, end))
        }
        for k in pairs.indices.dropFirst() {
            add(StackIdentifier.fillEqually, guide(.gap(k), length), .equal, guide(.gap(0), length),
                priority: equalityPriority(k))
        }
        add(StackIdentifier.canvasFit, canvas(length), .equal, nil,
            constant: StackConfiguration.fitTarget(configuration.currentLength), priority: 49)
    }

    // MARK: S7. Text-width disambiguation

    /// For each visible multi-line label in a horizontal fill stack:
    /// `label.width == S.width / N − gaps / N` at the label's compression resistance + 10
    /// (at most 999), N being the number of visible views: an equal share of the room
    /// left by the spacing.
    mutating func addTextWidthDisambiguation() {
        guard configuration.axis == .horizontal, configuration.distribution == .fill,
              !visible.isEmpty else { return }
        let count = Double(visible.count)
        let gaps = visibleGaps.reduce(0, +)
        for index in visible where configuration.items[index].isMultilineLabel {
            let priority = min(999, max(1, configuration.items[index].compressionResistance + 10))
            add(StackIdentifier.textWidthDisambiguation, item(index, length), .equal, canvas(length),
                multiplier: 1 / count, constant: -gaps / count, priority: priority)
        }
    }
}
