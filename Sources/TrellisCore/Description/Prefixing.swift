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
    /// Guides follow their owners (`title.safeArea` becomes `<prefix>title.safeArea`); with
    /// `sceneRoot` (the root of the scene the constraint belongs to), `root.<guide>` names
    /// that root (`<prefix><rootId>.safeArea`: an embedded scene's root has its own safe
    /// area, the part of the window's it overlaps), while the view controller's guides
    /// (`topLayoutGuide`, `bottomLayoutGuide`, `root.keyboardLayoutGuide`) stay the hosting
    /// scene's, unprefixed.
    public func prefixingIDs(with prefix: String, sceneRoot: ViewDescription? = nil) -> ConstraintDescription {
        var copy = self
        copy.id = id.map { prefix + $0 }
        if writtenAsStated {
            // The text the document wrote, which the renamed form no longer states.
            copy.writtenSource = source
            copy.writtenAsStated = false
        }
        switch form {
        case .equation(var equation):
            func renamed(_ reference: AnchorReference) -> AnchorReference {
                guard case .named(let name) = reference.item else { return reference }
                if let sceneRoot, let guide = GuideReference(itemName: name) {
                    if guide.guide.belongsToRoot { return reference }
                    switch guide.owner {
                    case ItemReference.superviewKeyword:
                        return reference
                    case GuideReference.rootKeyword:
                        return AnchorReference(item: .named(guide.itemName(owner: prefix + sceneRoot.id)),
                                               attribute: reference.attribute)
                    default:
                        break
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
    /// `prefix` (pass `"cell."` to get ids like `cell.title`); guides follow their owners
    /// (see ``ConstraintDescription/prefixingIDs(with:sceneRoot:)``).
    public func prefixingIDs(with prefix: String) -> (root: ViewDescription, constraints: [ConstraintDescription], dock: [ViewDescription]) {
        (root.prefixingIDs(with: prefix),
         constraints.map { $0.prefixingIDs(with: prefix, sceneRoot: root) },
         dock.map { $0.prefixingIDs(with: prefix) })
    }
}
