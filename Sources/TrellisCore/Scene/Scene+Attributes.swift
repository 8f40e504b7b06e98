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
        if let expression = edgeExpression(anchor.attribute, left: view.left, top: view.top, width: view.width,
                                           height: view.height, margins: { layoutMargins(of: view) }) {
            return expression
        }
        return baselineExpression(of: view, first: anchor.attribute == .firstBaseline)
    }

    /// Any attribute but a baseline, from a view's four variables and its margins (asked
    /// only for a margin attribute) alone; nil for a baseline. Inlined, and given values
    /// rather than the view: a flat record's views are read by place (`compile(record:…)`),
    /// and a call taking the view would hold a reference to it (issue 18, round 18).
    @inline(__always)
    private func edgeExpression(_ attribute: LayoutAttribute, left: Variable, top: Variable, width: Variable,
                                height: Variable, margins: () -> EdgeInsets) -> AttributeExpression? {
        let rightToLeft = traits.layoutDirection == .rightToLeft

        func horizontal(_ fraction: Double, _ constant: Double = 0) -> AttributeExpression {
            AttributeExpression((left, 1), fraction == 0 ? nil : (width, fraction), constant: constant)
        }
        func vertical(_ fraction: Double, _ constant: Double = 0) -> AttributeExpression {
            AttributeExpression((top, 1), fraction == 0 ? nil : (height, fraction), constant: constant)
        }

        switch attribute {
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
        case .leftMargin: return horizontal(0, margins().left)
        case .rightMargin: return horizontal(1, -margins().right)
        case .leadingMargin:
            return rightToLeft ? horizontal(1, -margins().right) : horizontal(0, margins().left)
        case .trailingMargin:
            return rightToLeft ? horizontal(0, margins().left) : horizontal(1, -margins().right)
        case .centerXWithinMargins:
            let insets = margins()
            return horizontal(0.5, (insets.left - insets.right) / 2)
        case .topMargin: return vertical(0, margins().top)
        case .bottomMargin: return vertical(1, -margins().bottom)
        case .centerYWithinMargins:
            let insets = margins()
            return vertical(0.5, (insets.top - insets.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            return nil
        }
    }

    /// The first or last baseline of a view (or of the view standing in for it).
    private func baselineExpression(of view: ViewNode, first: Bool) -> AttributeExpression {
        if first {
            let standIn = baselineView(of: view, first: true)
            if standIn !== view { return expression(for: ConstraintAnchor(view: standIn, attribute: .firstBaseline)) }
            if let first = view.firstBaseline { return AttributeExpression((view.top, 1), constant: first) }
            if let declared = view.declaredBaselines { return AttributeExpression((view.top, 1), constant: declared.first) }
            return AttributeExpression((view.top, 1), (view.height, 1), constant: 0)
        }
        let standIn = baselineView(of: view, first: false)
        if standIn !== view { return expression(for: ConstraintAnchor(view: standIn, attribute: .lastBaseline)) }
        if let fromBottom = view.lastBaselineFromBottom {
            return AttributeExpression((view.top, 1), (view.height, 1), constant: -fromBottom)
        }
        if let declared = view.declaredBaselines { return AttributeExpression((view.top, 1), constant: declared.last) }
        return AttributeExpression((view.top, 1), (view.height, 1), constant: 0)
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

    /// A constraint's statement compiled (`compileStatement`, which flat document records
    /// share: `compile(record:…)`).
    func compile(first anchor: ConstraintAnchor, second: ConstraintAnchor?, relation statedRelation: LayoutRelation,
                 multiplier: Double, constant statedConstant: Double,
                 appendTerm: (Variable, Double) -> Void) -> (constant: Double, relation: LayoutRelation) {
        compileStatement(first: expression(for: anchor), anchor.attribute,
                         second: second.map { (expression(for: $0), $0.attribute) },
                         relation: statedRelation, multiplier: multiplier, constant: statedConstant,
                         superview: { anchor.view.superview.map { ($0.left, $0.top, $0.width) } },
                         // Read only with a second item.
                         multipliedOrigin: { mirrored in
                             coordinateOrigin(of: anchor, second: second ?? anchor, multiplier: multiplier, mirrored: mirrored)
                         },
                         appendTerm: appendTerm)
    }

    /// A flat document record's statement compiled (`FlatDocumentConstraints`), as
    /// `compile(first:second:…)` compiles the anchors it stands for, with the same bits
    /// (`compileStatement`). Its views are read by their places in `views`: no reference to
    /// them is held (about 0.5M instructions of retains and releases on the list document's
    /// first layout, issue 18, round 18). Nil for a place out of range.
    /// Inlined into its one caller, so that `appendTerm` is too (a call a term otherwise).
    @inline(__always)
    func compile(record stored: FlatDocumentConstraints.Record, multiplier: Double,
                 appendTerm: (Variable, Double) -> Void) -> (constant: Double, relation: LayoutRelation)? {
        let first = Int(stored.first), second = Int(stored.second)
        guard first >= 0, first < views.count, second < views.count else { return nil }
        return compileStatement(first: expression(at: first, stored.firstAttribute), stored.firstAttribute,
                                second: second < 0 ? nil : (expression(at: second, stored.secondAttribute), stored.secondAttribute),
                                relation: stored.relation, multiplier: multiplier, constant: stored.constant,
                                superview: {
                                    guard let superview = views[first].superview else { return nil }
                                    return (superview.left, superview.top, superview.width)
                                },
                                multipliedOrigin: { mirrored in
                                    // Read only with a second item: `second` is a place.
                                    coordinateOrigin(of: ConstraintAnchor(view: views[first], attribute: stored.firstAttribute),
                                                     second: ConstraintAnchor(view: views[max(second, 0)], attribute: stored.secondAttribute),
                                                     multiplier: multiplier, mirrored: mirrored)
                                },
                                appendTerm: appendTerm)
    }

    /// The attribute of the view at `place` in `views` (checked by the caller); a baseline
    /// (no record names one) through its anchor.
    @inline(__always)
    private func expression(at place: Int, _ attribute: LayoutAttribute) -> AttributeExpression {
        if let expression = edgeExpression(attribute, left: views[place].left, top: views[place].top,
                                           width: views[place].width, height: views[place].height,
                                           margins: { layoutMargins(of: views[place]) }) {
            return expression
        }
        return expression(for: ConstraintAnchor(view: views[place], attribute: attribute))
    }

    /// A statement compiled from its items' expressions: what objects and flat document
    /// records share, so that both state the same bits. `superview` gives the first view's
    /// superview's left, top and width (read only for a location compared with a bare
    /// number); `multipliedOrigin` gives a multiplied location's origin (`coordinateOrigin`).
    @inline(__always)
    private func compileStatement(first: AttributeExpression, _ firstAttribute: LayoutAttribute,
                                  second: (expression: AttributeExpression, attribute: LayoutAttribute)?,
                                  relation statedRelation: LayoutRelation, multiplier: Double, constant statedConstant: Double,
                                  superview: () -> (left: Variable, top: Variable, width: Variable)?,
                                  multipliedOrigin: (_ mirrored: Bool) -> AttributeExpression,
                                  appendTerm: (Variable, Double) -> Void) -> (constant: Double, relation: LayoutRelation) {
        let mirrored = traits.layoutDirection == .rightToLeft
            && (firstAttribute.isLeadingOrTrailing || (second?.attribute.isLeadingOrTrailing ?? false))
        var constant = first.constant
        let relation = mirrored ? statedRelation.reversed : statedRelation
        first.appendTerms(to: appendTerm)
        constant += mirrored ? statedConstant : -statedConstant
        if let second {
            second.expression.appendTerms(times: -multiplier, to: appendTerm)
            constant -= multiplier * second.expression.constant
            if multiplier != 1, firstAttribute.isLocation, second.attribute.isLocation {
                let origin = multipliedOrigin(mirrored)
                origin.appendTerms(to: appendTerm)
                constant += origin.constant
            }
        } else if !firstAttribute.isSize, let superview = superview() {
            // A location compared with a bare number is measured from the superview's origin
            // (`x.left == 20` is 20 points into its superview), as frames are — from its
            // leading edge for leading/trailing, which is the right edge in right-to-left.
            if firstAttribute.axis == .vertical {
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
    /// form gains `−(1 − m)·O`. With a multiplier of 1 the origins cancel. Returns the origin's
    /// terms and what it adds to the constant.
    private func coordinateOrigin(of first: ConstraintAnchor, second: ConstraintAnchor, multiplier: Double,
                                  mirrored: Bool) -> AttributeExpression {
        let ancestor = Scene.nearestCommonAncestor(first.view, second.view)
        let weight = 1 - multiplier
        let insets = ancestor.description.alignmentInsets
        if first.attribute.axis == .vertical {
            return AttributeExpression((ancestor.top, -weight), constant: weight * insets.top)
        } else if mirrored {
            // In right-to-left coordinates x' = R − x from the ancestor's right edge R; stated
            // negated as `compile` states mirrored constraints, that is `a − m·b − (1 − m)·R + c`.
            return AttributeExpression((ancestor.left, -weight), (ancestor.width, -weight), constant: -weight * insets.right)
        } else {
            return AttributeExpression((ancestor.left, -weight), constant: weight * insets.left)
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
