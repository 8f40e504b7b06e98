/// Renaming a scene's ids under a prefix, for containers (`<containerId>.<id>`) and
/// `trellis_scene_insert_scene` (`<prefix>.<id>`).
extension ViewDescription {
    /// This view and its subtree with every id (and custom-spacing key) prefixed.
    public func prefixingIDs(with prefix: String) -> ViewDescription {
        var copy = self
        copy.id = prefix + id
        copy.subviews = subviews.map { $0.prefixingIDs(with: prefix) }
        copy.arranged = arranged.map { $0.prefixingIDs(with: prefix) }
        if var stack = copy.stack {
            stack.customSpacing = Dictionary(uniqueKeysWithValues: stack.customSpacing.map { (prefix + $0.key, $0.value) })
            copy.stack = stack
        }
        return copy
    }

    /// Every id in this subtree, depth first.
    public var allIDs: [String] {
        var ids = [id]
        for child in children { ids.append(contentsOf: child.allIDs) }
        return ids
    }
}

extension AnchorReference {
    func prefixingItem(with prefix: String) -> AnchorReference {
        switch item {
        case .superview: return self
        case .named(let name): return AnchorReference(item: .named(prefix + name), attribute: attribute)
        }
    }
}

extension ConstraintDescription {
    /// The constraint with its id and every view it names prefixed.
    public func prefixingIDs(with prefix: String) -> ConstraintDescription {
        var copy = self
        copy.id = id.map { prefix + $0 }
        switch form {
        case .equation(var equation):
            equation.first = equation.first.prefixingItem(with: prefix)
            equation.second = equation.second?.prefixingItem(with: prefix)
            copy.form = .equation(equation)
        case .visual(var visual):
            visual.namePrefix = prefix + visual.namePrefix
            copy.form = .visual(visual)
        }
        return copy
    }
}

extension SceneDescription {
    /// The scene's root subtree and constraints with every id prefixed by `prefix`
    /// (pass `"cell."` to get ids like `cell.title`).
    public func prefixingIDs(with prefix: String) -> (root: ViewDescription, constraints: [ConstraintDescription], dock: [ViewDescription]) {
        (root.prefixingIDs(with: prefix),
         constraints.map { $0.prefixingIDs(with: prefix) },
         dock.map { $0.prefixingIDs(with: prefix) })
    }
}
