/// S2. Spacing between adjacent arranged views.
extension StackConstraintBuilder {
    /// `items[i+1].lead R items[i].trail + c` for every adjacent pair, hidden views included.
    ///
    /// R is `==` for fill, fillEqually and fillProportionally and `>=` for equalSpacing and
    /// equalCentering. c is 0 outside the visible span (before the first visible view or
    /// after the last); inside it, c = g − g/2 × (hidden views in the pair), where g is the
    /// gap after the nearest visible view at or before the pair (its custom spacing, else
    /// `spacing`). Baseline-relative vertical stacks relate `lastBaseline` to
    /// `firstBaseline` on the visible sides of pairs inside the visible span.
    mutating func addSpacing() {
        guard itemCount > 1 else { return }
        let relation: LayoutRelation
        switch configuration.distribution {
        case .fill, .fillEqually, .fillProportionally: relation = .equal
        case .equalSpacing, .equalCentering: relation = .greaterThanOrEqual
        }
        let items = configuration.items
        let firstVisible = visible.first ?? itemCount
        let lastVisible = visible.last ?? -1
        // The nearest visible view at or before each index.
        var owner: Int? = nil
        for previous in 0 ..< itemCount - 1 {
            let next = previous + 1
            if !items[previous].isHidden { owner = previous }
            var constant = 0.0
            var previousAttribute = trail
            var nextAttribute = lead
            if next > firstVisible, previous < lastVisible, let owner {
                let gap = configuration.spacing(after: owner)
                let hiddenCount = (items[previous].isHidden ? 1.0 : 0) + (items[next].isHidden ? 1.0 : 0)
                constant = gap - gap / 2 * hiddenCount
                if configuration.usesBaselineSpacing {
                    if !items[previous].isHidden { previousAttribute = .lastBaseline }
                    if !items[next].isHidden { nextAttribute = .firstBaseline }
                }
            }
            add(StackIdentifier.spacing, item(next, nextAttribute), relation, item(previous, previousAttribute),
                constant: constant)
        }
    }

    /// The gaps between consecutive visible views (custom spacing included), in order.
    var visibleGaps: [Double] {
        zip(visible, visible.dropFirst()).map { previous, _ in configuration.spacing(after: previous) }
    }
}
