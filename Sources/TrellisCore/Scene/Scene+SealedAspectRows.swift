/// Aspect rows of a sealed stack's arranged view (docs/solver.md, "Aspect rows of an
/// arranged view"): a document constraint between the view's own width and height
/// (`icon.width == icon.height`, `photo.width == 0.9 * photo.height`), with one of the two
/// pinned by a required own-size equality (`icon.width == 16`). On every point the required
/// rows allow, the pinned side is its constant, so the aspect row says exactly what an own
/// row on the other side says — with the same violation where the other side's coefficient
/// is 1 — and the sealed stack absorbs it as that own row (`Scene+SealedItems.swift`).
extension Scene {
    /// Whether `constraint` is an aspect row of the leaf `view`: a document constraint
    /// relating its width and its height, both of this view.
    func isAspectRow(_ constraint: SceneConstraint, of view: ViewNode) -> Bool {
        guard constraint.owner == .document, let second = constraint.second, view.kind != .stack else { return false }
        return constraint.first.view === view && second.view === view
            && constraint.first.attribute.isSize && second.attribute.isSize
            && constraint.first.attribute != second.attribute
    }

    /// The constant of a required own-size equality on `view`'s `attribute` (`width` or
    /// `height`) that holds now (active, installed for the traits), or nil when none does.
    /// Two that disagree conflict: the own-row profile of that side finds it and declines.
    func requiredPin(of view: ViewNode, _ attribute: LayoutAttribute) -> Double? {
        for constraint in view.constraints where isOwnSizeRow(constraint, of: view) && constraint.active
            && constraint.installedForTraits && constraint.first.attribute == attribute
            && constraint.relation == .equal && constraint.priority >= 1000 {
            return constraint.constant
        }
        return nil
    }

    /// The aspect row as an own row on one of the view's sizes, or nil when it is not one:
    /// `first REL m·second + c`.
    /// - `second` pinned at p: `first REL m·p + c` — the compiled row `first − m·second − c`
    ///   has first's coefficient 1, so its violation is the own row's at every point where
    ///   the pin holds, whatever the priority.
    /// - else `first` pinned at p: `second REL′ (p − c)/m` (REL′ reversed when m < 0); the
    ///   violation is |m| times the own row's, so only a required row (no violation) or
    ///   |m| = 1 keeps the cost; anything else declines, as does m = 0.
    func aspectRowAsOwnRow(_ constraint: SceneConstraint, of view: ViewNode)
        -> (attribute: LayoutAttribute, row: StackItemRow)? {
        guard isAspectRow(constraint, of: view), let second = constraint.second else { return nil }
        let priority = min(constraint.priority, 1000), multiplier = constraint.multiplier
        if let pinned = requiredPin(of: view, second.attribute) {
            let target = multiplier * pinned + constraint.constant
            guard target.isFinite else { return nil }
            return (constraint.first.attribute, StackItemRow(relation: constraint.relation, target: target, priority: priority))
        }
        guard let pinned = requiredPin(of: view, constraint.first.attribute), multiplier != 0,
              priority >= 1000 || abs(multiplier) == 1 else { return nil }
        let target = (pinned - constraint.constant) / multiplier
        guard target.isFinite else { return nil }
        // p REL m·s + c: for m > 0, s REL⁻¹ (p − c)/m (≤ becomes ≥); for m < 0 it stays.
        let relation: LayoutRelation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = multiplier > 0 ? .greaterThanOrEqual : .lessThanOrEqual
        case .greaterThanOrEqual: relation = multiplier > 0 ? .lessThanOrEqual : .greaterThanOrEqual
        }
        return (second.attribute, StackItemRow(relation: relation, target: target, priority: priority))
    }

    /// Whether the aspect row leaves the view sealable: it holds no row now (inactive, or
    /// not installed for the traits), or it is an own row (`aspectRowAsOwnRow`).
    func aspectRowIsAbsorbable(_ constraint: SceneConstraint, of view: ViewNode) -> Bool {
        guard isAspectRow(constraint, of: view) else { return false }
        return !(constraint.active && constraint.installedForTraits) || aspectRowAsOwnRow(constraint, of: view) != nil
    }

    /// The view's aspect rows that hold now, as own rows on `attribute`.
    func aspectOwnRows(of view: ViewNode, on attribute: LayoutAttribute) -> [StackItemRow] {
        var rows: [StackItemRow] = []
        var seen: [ObjectIdentifier] = []
        for constraint in view.constraints where isAspectRow(constraint, of: view) && constraint.active
            && constraint.installedForTraits && !seen.contains(ObjectIdentifier(constraint)) {
            seen.append(ObjectIdentifier(constraint))
            if let (side, row) = aspectRowAsOwnRow(constraint, of: view), side == attribute { rows.append(row) }
        }
        return rows
    }
}
