import Cassowary

/// Every layout attribute as a linear expression of a view's four variables (its alignment
/// rect in root coordinates) plus a constant that depends on the current traits: layout
/// direction for leading/trailing, layout margins, baselines.
///
/// One or two terms, held inline: compiling a constraint reads two of these, and a heap
/// array for each was most of what compiling cost on a build.
struct AttributeExpression {
    var first: (variable: Variable, coefficient: Double)
    var second: (variable: Variable, coefficient: Double)?
    var constant: Double

    init(_ first: (variable: Variable, coefficient: Double), _ second: (variable: Variable, coefficient: Double)? = nil,
         constant: Double) {
        self.first = first
        self.second = second
        self.constant = constant
    }

    var termCount: Int { second == nil ? 1 : 2 }

    /// Hands the terms to `append`, each coefficient multiplied by `factor`.
    func appendTerms(times factor: Double = 1, to append: (Variable, Double) -> Void) {
        append(first.variable, factor * first.coefficient)
        if let second { append(second.variable, factor * second.coefficient) }
    }
}

extension Scene {
    func expression(for anchor: ConstraintAnchor) -> AttributeExpression {
        let view = anchor.view
        let direction = traits.layoutDirection
        let rightToLeft = direction == .rightToLeft
        let left = view.left, top = view.top, width = view.width, height = view.height

        func horizontal(_ fraction: Double, _ constant: Double = 0) -> AttributeExpression {
            AttributeExpression((left, 1), fraction == 0 ? nil : (width, fraction), constant: constant)
        }
        func vertical(_ fraction: Double, _ constant: Double = 0) -> AttributeExpression {
            AttributeExpression((top, 1), fraction == 0 ? nil : (height, fraction), constant: constant)
        }

        switch anchor.attribute {
        case .left: return horizontal(0)
        case .right: return horizontal(1)
        case .leading: return horizontal(rightToLeft ? 1 : 0)
        case .trailing: return horizontal(rightToLeft ? 0 : 1)
        case .centerX: return horizontal(0.5)
        case .width: return AttributeExpression((width, 1), constant: 0)
        case .top: return vertical(0)
        case .bottom: return vertical(1)
        case .centerY: return vertical(0.5)
        case .height: return AttributeExpression((height, 1), constant: 0)
        // The margins are worked out only for the attributes that use them.
        case .leftMargin: return horizontal(0, layoutMargins(of: view).left)
        case .rightMargin: return horizontal(1, -layoutMargins(of: view).right)
        case .leadingMargin:
            return rightToLeft ? horizontal(1, -layoutMargins(of: view).right) : horizontal(0, layoutMargins(of: view).left)
        case .trailingMargin:
            return rightToLeft ? horizontal(0, layoutMargins(of: view).left) : horizontal(1, -layoutMargins(of: view).right)
        case .centerXWithinMargins:
            let margins = layoutMargins(of: view)
            return horizontal(0.5, (margins.left - margins.right) / 2)
        case .topMargin: return vertical(0, layoutMargins(of: view).top)
        case .bottomMargin: return vertical(1, -layoutMargins(of: view).bottom)
        case .centerYWithinMargins:
            let margins = layoutMargins(of: view)
            return vertical(0.5, (margins.top - margins.bottom) / 2)
        case .firstBaseline:
            let standIn = baselineView(of: view, first: true)
            if standIn !== view { return expression(for: ConstraintAnchor(view: standIn, attribute: .firstBaseline)) }
            if let first = view.firstBaseline { return vertical(0, first) }
            if let declared = view.declaredBaselines { return vertical(0, declared.first) }
            return vertical(1)
        case .lastBaseline:
            let standIn = baselineView(of: view, first: false)
            if standIn !== view { return expression(for: ConstraintAnchor(view: standIn, attribute: .lastBaseline)) }
            if let fromBottom = view.lastBaselineFromBottom { return vertical(1, -fromBottom) }
            if let declared = view.declaredBaselines { return vertical(0, declared.last) }
            return vertical(1)
        }
    }

    /// The constraint as `Σ terms + constant REL 0`.
    ///
    /// Leading/trailing constraints are stated in the layout direction's own coordinates:
    /// their values grow towards the trailing edge (Auto Layout Guide, "Anatomy of a
    /// Constraint"), so in right-to-left layouts x is mirrored — `b.leading == a.trailing + 8`
    /// puts b 8 points to the LEFT of a. Mirroring both sides negates the constant and turns
    /// the inequalities around.
    func compile(_ constraint: SceneConstraint) -> CompiledConstraint {
        var terms: [(variable: Variable, coefficient: Double)] = []
        // One array, sized for both sides' terms (an origin or superview term, rare, grows it).
        terms.reserveCapacity(4)
        let (constant, relation) = compile(constraint) { variable, coefficient in terms.append((variable, coefficient)) }
        return CompiledConstraint(terms: terms, constant: constant, relation: relation)
    }

    /// The constraint compiled straight into a solver batch (a first layout states
    /// thousands: no array of terms each), at its priority; returns its constant and
    /// relation, which the scene records once the solver has it.
    func compile(_ constraint: SceneConstraint, into batch: inout ConstraintBatch) -> (constant: Double, relation: LayoutRelation) {
        let (constant, relation) = compile(constraint) { variable, coefficient in batch.appendTerm(variable, coefficient) }
        batch.endConstraint(constant: constant, relation: relation.solverRelation,
                            priority: CompiledConstraint.solverPriority(constraint.priority))
        return (constant, relation)
    }

    /// `compile`'s work: the terms, in order, to `appendTerm`; the constant and relation returned.
    private func compile(_ constraint: SceneConstraint,
                         appendTerm: (Variable, Double) -> Void) -> (constant: Double, relation: LayoutRelation) {
        compile(first: constraint.first, second: constraint.second, relation: constraint.relation,
                multiplier: constraint.multiplier, constant: constraint.constant, appendTerm: appendTerm)
    }

    /// A constraint's statement compiled: what objects and flat document records
    /// (`FlatDocumentConstraints`) share, so that both state the same bits.
    func compile(first anchor: ConstraintAnchor, second: ConstraintAnchor?, relation statedRelation: LayoutRelation,
                 multiplier: Double, constant statedConstant: Double,
                 appendTerm: (Variable, Double) -> Void) -> (constant: Double, relation: LayoutRelation) {
        let mirrored = traits.layoutDirection == .rightToLeft
            && (anchor.attribute.isLeadingOrTrailing || (second?.attribute.isLeadingOrTrailing ?? false))
        let first = expression(for: anchor)
        var constant = first.constant
        let relation = mirrored ? statedRelation.reversed : statedRelation
        first.appendTerms(to: appendTerm)
        constant += mirrored ? statedConstant : -statedConstant
        if let second {
            let other = expression(for: second)
            other.appendTerms(times: -multiplier, to: appendTerm)
            constant -= multiplier * other.constant
            if multiplier != 1, anchor.attribute.isLocation, second.attribute.isLocation {
                constant += coordinateOrigin(of: anchor, second: second, multiplier: multiplier, mirrored: mirrored,
                                             appendTerm: appendTerm)
            }
        } else if !anchor.attribute.isSize, let superview = anchor.view.superview {
            // A location compared with a bare number is measured from the superview's origin
            // (`x.left == 20` is 20 points into its superview), as frames are — from its
            // leading edge for leading/trailing, which is the right edge in right-to-left.
            if anchor.attribute.axis == .vertical {
                appendTerm(superview.top, -1)
            } else {
                appendTerm(superview.left, -1)
                if mirrored { appendTerm(superview.width, -1) }
            }
        }
        return (constant, relation)
    }

    /// A multiplied location (`a.centerX == 0.5 * b.centerX`) is measured in the coordinates
    /// of the two items' nearest common ancestor, the view UIKit installs the constraint on
    /// (docs/uikit-behaviours.md A9), not in the root's: with that ancestor's origin O (its
    /// trailing edge in right-to-left layouts), `a − O == m·(b − O) + c`, so the root-coordinate
    /// form gains `−(1 − m)·O`. With a multiplier of 1 the origins cancel. Hands the origin's
    /// terms to `appendTerm` and returns what it adds to the constant.
    private func coordinateOrigin(of first: ConstraintAnchor, second: ConstraintAnchor, multiplier: Double,
                                  mirrored: Bool, appendTerm: (Variable, Double) -> Void) -> Double {
        let ancestor = Scene.nearestCommonAncestor(first.view, second.view)
        let weight = 1 - multiplier
        let insets = ancestor.description.alignmentInsets
        if first.attribute.axis == .vertical {
            appendTerm(ancestor.top, -weight)
            return weight * insets.top
        } else if mirrored {
            // In right-to-left coordinates x' = R − x from the ancestor's right edge R; stated
            // negated as `compile` states mirrored constraints, that is `a − m·b − (1 − m)·R + c`.
            appendTerm(ancestor.left, -weight)
            appendTerm(ancestor.width, -weight)
            return -weight * insets.right
        } else {
            appendTerm(ancestor.left, -weight)
            return weight * insets.left
        }
    }

    /// The nearest view that contains both items, each counted as containing itself; a
    /// layout guide stands for the view that owns it.
    static func nearestCommonAncestor(_ first: ViewNode, _ second: ViewNode) -> ViewNode {
        func owner(_ node: ViewNode) -> ViewNode { node.isInternalGuide ? (node.superview ?? node) : node }
        var chain = Set<ObjectIdentifier>()
        var current: ViewNode? = owner(first)
        while let view = current {
            chain.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = owner(second)
        while let view = current {
            if chain.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return owner(first)
    }
}
