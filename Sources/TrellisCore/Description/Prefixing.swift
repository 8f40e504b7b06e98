/// Renaming a scene's ids under a prefix, the one routine for containers
/// (`<containerId>.<id>`, at load time) and `trellis_scene_insert_scene` (`<prefix>.<id>`).
extension ViewDescription {
    /// This view and its subtree with every id (and custom-spacing key) prefixed, built
    /// without recursion.
    public func prefixingIDs(with prefix: String) -> ViewDescription {
        mapTree { node, _ in
            node.id = prefix + node.id
            if var stack = node.stack {
                var spacing: [String: Double] = [:]
                for (key, value) in stack.customSpacing { spacing[prefix + key] = value }
                stack.customSpacing = spacing
                node.stack = stack
            }
        }
    }
}

extension ConstraintDescription {
    /// The constraint with its id and every view it names prefixed.
    ///
    /// With `sceneRoot` (the root of the scene the constraint belongs to), references to
    /// that root's safe area (`root.safeArea`, `<rootId>.safeArea`, and `superview.safeArea`
    /// from a child of the root) become `root.safeArea`, unprefixed: an embedded or
    /// inserted scene's safe area is the window's, the hosting scene root's.
    public func prefixingIDs(with prefix: String, sceneRoot: ViewDescription? = nil) -> ConstraintDescription {
        var copy = self
        copy.id = id.map { prefix + $0 }
        switch form {
        case .equation(var equation):
            let firstName: String? = if case .named(let name) = equation.first.item { name } else { nil }
            func renamed(_ reference: AnchorReference) -> AnchorReference {
                guard case .named(let name) = reference.item else { return reference }
                if let sceneRoot, let owner = SafeAreaReference.owner(ofItemNamed: name) {
                    let childOfRoot = firstName.map { first in sceneRoot.children.contains { $0.id == first } } ?? false
                    if SafeAreaReference.isRootSafeArea(owner: owner, rootID: sceneRoot.id,
                                                        firstItemSuperview: childOfRoot ? sceneRoot.id : nil) {
                        return AnchorReference(item: .named(SafeAreaReference.rootItemName), attribute: reference.attribute)
                    }
                }
                return AnchorReference(item: .named(prefix + name), attribute: reference.attribute)
            }
            equation.first = renamed(equation.first)
            equation.second = equation.second.map(renamed)
            copy.form = .equation(equation)
        case .visual(var visual):
            visual.namePrefix = prefix + visual.namePrefix
            copy.form = .visual(visual)
        }
        return copy
    }
}

extension SceneDescription {
    /// The scene's root subtree, constraints and dock views with every id prefixed by
    /// `prefix` (pass `"cell."` to get ids like `cell.title`); references to the root's
    /// safe area become the hosting scene's (see ``ConstraintDescription/prefixingIDs(with:sceneRoot:)``).
    public func prefixingIDs(with prefix: String) -> (root: ViewDescription, constraints: [ConstraintDescription], dock: [ViewDescription]) {
        (root.prefixingIDs(with: prefix),
         constraints.map { $0.prefixingIDs(with: prefix, sceneRoot: root) },
         dock.map { $0.prefixingIDs(with: prefix) })
    }
}
