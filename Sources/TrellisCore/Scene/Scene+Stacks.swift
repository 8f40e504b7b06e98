import Cassowary

/// Stack views: each stack owns the constraints `StackLayout` generates for it (the UISV-*
/// set of SEMANTICS.md §1) and the layout guides they use. When anything they depend on
/// changes — axis, distribution, alignment, spacing, an arranged view's hidden flag or
/// intrinsic size, the arranged views themselves — the stack generates its set again and
/// only the constraints that differ leave or enter the solver.
extension Scene {
    /// Records that a stack must generate its constraints again at the next layout.
    func markStackDirty(_ stack: ViewNode?) {
        guard let stack, stack.kind == .stack, !stack.stackIsDirty else { return }
        stack.stackIsDirty = true
        dirtyStacks.append(stack)
    }

    /// The stack's resolved properties for the current traits.
    func stackConfiguration(of stack: ViewNode, arranged: [ViewNode]) -> StackConfiguration {
        let description = stack.description.stack ?? StackDescription()
        let axis = description.axis.resolved(for: traits) ?? .horizontal
        var custom: [Int: Double] = [:]
        for (index, view) in arranged.enumerated() {
            // Custom spacing is keyed by the view id as written; inserted scenes prefix ids.
            if let value = description.customSpacing[view.id] { custom[index] = value }
        }
        let items = arranged.map { view in
            StackConfiguration.Item(
                isHidden: view.hidden,
                intrinsicLength: axis == .horizontal ? view.intrinsicSize.width : view.intrinsicSize.height,
                compressionResistance: view.description.compressionResistance[axis],
                isMultilineLabel: view.wraps)
        }
        return StackConfiguration(axis: axis,
                                  distribution: description.distribution.resolved(for: traits) ?? .fill,
                                  alignment: description.alignment.resolved(for: traits) ?? .fill,
                                  spacing: description.spacing.resolved(for: traits) ?? 0,
                                  customSpacing: custom,
                                  baselineRelative: description.baselineRelative,
                                  marginsRelative: description.marginsRelative,
                                  items: items)
    }

    /// Generates the constraints of every dirty stack and swaps in the difference.
    func regenerateDirtyStacks() {
        guard !dirtyStacks.isEmpty else { return }
        let stacks = dirtyStacks
        dirtyStacks.removeAll()
        for stack in stacks {
            stack.stackIsDirty = false
            regenerate(stack)
        }
    }

    private func regenerate(_ stack: ViewNode) {
        // Arranged views out of the hierarchy (uninstalled) are not arranged, as in UIKit.
        let arranged = stack.subviews.filter { $0.isArranged && $0.ownInstalled }
        let generated = stack.inHierarchy
            ? StackLayout.constraints(for: stackConfiguration(of: stack, arranged: arranged)) : []

        var wanted: [String: StackConstraint] = [:]
        var order: [String] = []
        for constraint in generated {
            let key = stackConstraintKey(constraint, stack: stack, arranged: arranged)
            if wanted[key] == nil { order.append(key) }
            wanted[key] = constraint
        }
        for (key, existing) in stack.stackConstraints where wanted[key] == nil {
            discard(existing)
            stack.stackConstraints[key] = nil
        }
        for key in order where stack.stackConstraints[key] == nil {
            guard let constraint = wanted[key],
                  let first = anchor(constraint.first, stack: stack, arranged: arranged) else { continue }
            let second = constraint.second.flatMap { anchor($0, stack: stack, arranged: arranged) }
            if constraint.second != nil && second == nil { continue }
            let made = makeConstraint(key: nil, owner: .stack, source: key, description: nil,
                                      first: first, second: second, relation: constraint.relation,
                                      multiplier: constraint.multiplier, constant: constraint.constant,
                                      priority: constraint.priority)
            stack.stackConstraints[key] = made
        }
    }

    /// A stable name for a generated constraint, with view ids in place of indices: two
    /// generations that produce the same constraint produce the same key, so it stays put.
    private func stackConstraintKey(_ constraint: StackConstraint, stack: ViewNode, arranged: [ViewNode]) -> String {
        func name(_ anchor: StackAnchor) -> String {
            let item: String
            switch anchor.item {
            case .stack: item = stack.id
            case .stackMargins: item = stack.id + ".layoutMarginsGuide"
            case .arranged(let index): item = index < arranged.count ? arranged[index].id : "?"
            case .guide(let guide): item = "\(stack.id).\(guide)"
            }
            return "\(item).\(anchor.attribute.name)"
        }
        var text = "\(constraint.identifier): \(name(constraint.first)) \(constraint.relation.symbol) "
        if let second = constraint.second {
            text += constraint.multiplier == 1 ? name(second) : "\(constraint.multiplier) * \(name(second))"
            if constraint.constant != 0 { text += constraint.constant > 0 ? " + \(constraint.constant)" : " - \(-constraint.constant)" }
        } else {
            text += "\(constraint.constant)"
        }
        return text + " @\(constraint.priority)"
    }

    private func anchor(_ anchor: StackAnchor, stack: ViewNode, arranged: [ViewNode]) -> ConstraintAnchor? {
        switch anchor.item {
        case .stack:
            return ConstraintAnchor(view: stack, attribute: anchor.attribute)
        case .stackMargins:
            return ConstraintAnchor(view: marginsGuide(of: stack), attribute: anchor.attribute)
        case .arranged(let index):
            guard index >= 0, index < arranged.count else { return nil }
            return ConstraintAnchor(view: arranged[index], attribute: anchor.attribute)
        case .guide(let guide):
            return ConstraintAnchor(view: layoutGuide(guide, of: stack), attribute: anchor.attribute)
        }
    }

    /// A layout guide owned by the stack: variables in the solver, never reported as a view.
    private func layoutGuide(_ guide: StackGuide, of stack: ViewNode) -> ViewNode {
        if let existing = stack.stackGuides[guide] { return existing }
        let node = makeGuide(id: "\(stack.id).\(guide)", in: stack)
        stack.stackGuides[guide] = node
        return node
    }

    /// UIKit's layoutMarginsGuide of the stack: its edges are the stack's margins.
    private func marginsGuide(of stack: ViewNode) -> ViewNode {
        if let existing = stack.marginsGuide { return existing }
        let node = makeGuide(id: "\(stack.id).layoutMarginsGuide", in: stack)
        stack.marginsGuide = node
        for (edge, margin) in [(LayoutAttribute.left, LayoutAttribute.leftMargin), (.right, .rightMargin),
                               (.top, .topMargin), (.bottom, .bottomMargin)] {
            makeConstraint(key: nil, owner: .scene, source: "\(node.id).\(edge.name) == \(stack.id).\(margin.name)",
                           description: nil, first: ConstraintAnchor(view: node, attribute: edge),
                           second: ConstraintAnchor(view: stack, attribute: margin), relation: .equal,
                           multiplier: 1, constant: 0, priority: 1000)
        }
        return node
    }

    private func makeGuide(id: String, in stack: ViewNode) -> ViewNode {
        let node = ViewNode(description: ViewDescription(id: id, kind: .guide), solver: solver)
        node.superview = stack
        node.isInternalGuide = true
        node.inHierarchy = stack.inHierarchy
        stack.internalGuides.append(node)
        return node
    }
}
