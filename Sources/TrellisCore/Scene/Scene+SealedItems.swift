/// An arranged view of a sealed stack as the closed forms' item (docs/solver.md, "Own rows
/// of an arranged view"): its intrinsic size and priorities, and the document's constraints
/// on its own width or height alone (`image.width == 40`), which the sealed stack absorbs:
/// they enter no solver while the view is sealed (`SceneConstraint.wantsInstallation`) and
/// are folded with the intrinsic pair into one profile per extent
/// (`StackClosedForm.extentProfile`), and so are its aspect rows with one side pinned
/// (`Scene+SealedAspectRows.swift`). A change to one of them regenerates the stack
/// (`markDirty`); unsealing installs them in their own places (`unseal`).
extension Scene {
    /// Whether `constraint` is an own-size row of the leaf `view`: a document constraint on
    /// its width or height alone, with no second item.
    func isOwnSizeRow(_ constraint: SceneConstraint, of view: ViewNode) -> Bool {
        constraint.owner == .document && constraint.second == nil && constraint.first.view === view
            && constraint.first.attribute.isSize && view.kind != .stack
    }

    /// The closed forms' item for an arranged view on a stack of `axis`, or nil when its own
    /// rows on an extent do not come to a profile the closed forms take (a conflict among
    /// required rows, no unique natural extent, levels that change beyond a required bound).
    /// Priorities of 1000 or more are required rows, taken as 1000.
    func sealedItem(for view: ViewNode, axis: LayoutAxis) -> StackClosedFormItem? {
        let size = view.intrinsicSize
        let hugging = view.description.hugging, resistance = view.description.compressionResistance
        let cross: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
        var item = StackClosedFormItem(
            intrinsicLength: axis == .horizontal ? size.width : size.height,
            intrinsicBreadth: axis == .horizontal ? size.height : size.width,
            huggingAlong: min(hugging[axis], 1000), compressionAlong: min(resistance[axis], 1000),
            huggingAcross: min(hugging[cross], 1000), compressionAcross: min(resistance[cross], 1000))
        // The common case, a view named by nothing but its intrinsic rows: no array made.
        guard view.constraints.contains(where: {
            (isOwnSizeRow($0, of: view) || isAspectRow($0, of: view)) && $0.active && $0.installedForTraits
        }) else { return item }
        for along in [true, false] {
            let attribute: LayoutAttribute = (along ? axis : cross) == .horizontal ? .width : .height
            var rows: [StackItemRow] = []
            for constraint in view.constraints where isOwnSizeRow(constraint, of: view) && constraint.active
                && constraint.installedForTraits && constraint.first.attribute == attribute {
                rows.append(StackItemRow(relation: constraint.relation, target: constraint.constant,
                                         priority: min(constraint.priority, 1000)))
            }
            // Aspect rows with the other side pinned, as rows on this side (`Scene+SealedAspectRows.swift`).
            rows += aspectOwnRows(of: view, on: attribute)
            guard !rows.isEmpty else { continue }
            let intrinsic = along ? item.intrinsicLength : item.intrinsicBreadth
            if let intrinsic {
                rows.append(StackItemRow(relation: .lessThanOrEqual, target: intrinsic,
                                         priority: along ? item.huggingAlong : item.huggingAcross))
                rows.append(StackItemRow(relation: .greaterThanOrEqual, target: intrinsic,
                                         priority: along ? item.compressionAlong : item.compressionAcross))
            }
            guard let profile = StackClosedForm.extentProfile(ofRows: rows) else { return nil }
            if along {
                item.intrinsicLength = profile.natural
                item.huggingAlong = profile.hugging
                item.compressionAlong = profile.compression
                item.alongRows = profile.rows
            } else {
                item.intrinsicBreadth = profile.natural
                item.huggingAcross = profile.hugging
                item.compressionAcross = profile.compression
                item.acrossRows = profile.rows
            }
        }
        return item
    }
}
