import TrellisCore

/// Rebuilds `first.attr REL m × second.attr + c` (a location, m ≠ 1) as UIKit means it:
/// both locations measured from the origin of the items' nearest common ancestor A
/// (Auto Layout Guide, "Anatomy of a Constraint": constraints are evaluated in the
/// coordinate system of the items' closest common ancestor). Trellis measures locations
/// from the root's origin, so two helper guides carry the offsets:
/// `P` spans from A's leading (or left/top) edge to `second.attr`, `Q` from the same edge
/// with width `m × P.width`, and the constraint becomes `first.attr REL Q.far + c`.
enum IBLocationMultiplier {
    static func rebuild(_ equation: Equation, second: AnchorReference, ancestor: String, root: String, prefix: String,
                        guideHost: inout [ViewDescription], add: (Equation) -> Void, final: (Equation) -> Void) {
        let vertical = equation.first.attribute.axis == .vertical
        func edges(_ attribute: LayoutAttribute) -> (near: LayoutAttribute, far: LayoutAttribute, size: LayoutAttribute) {
            if vertical { return (.top, .bottom, .height) }
            return attribute.isDirectional ? (.leading, .trailing, .width) : (.left, .right, .width)
        }
        let secondEdges = edges(second.attribute)
        let firstEdges = edges(equation.first.attribute)
        let crossEdge: LayoutAttribute = vertical ? .left : .top
        let crossSize: LayoutAttribute = vertical ? .width : .height
        let p = prefix + ".p"
        let q = prefix + ".q"
        guideHost.append(ViewDescription(id: p, kind: .guide))
        guideHost.append(ViewDescription(id: q, kind: .guide))
        add(Equation(first: AnchorReference(p, secondEdges.near), relation: .equal, second: AnchorReference(ancestor, secondEdges.near)))
        add(Equation(first: AnchorReference(p, secondEdges.far), relation: .equal, second: second))
        add(Equation(first: AnchorReference(q, firstEdges.near), relation: .equal, second: AnchorReference(ancestor, firstEdges.near)))
        add(Equation(first: AnchorReference(q, firstEdges.size), relation: .equal, second: AnchorReference(p, secondEdges.size),
                     multiplier: equation.multiplier))
        for guide in [p, q] {
            add(Equation(first: AnchorReference(guide, crossEdge), relation: .equal, second: AnchorReference(root, crossEdge)))
            add(Equation(first: AnchorReference(guide, crossSize), relation: .equal, constant: 0))
        }
        var rebuilt = equation
        rebuilt.second = AnchorReference(q, firstEdges.far)
        rebuilt.multiplier = 1
        final(rebuilt)
    }
}
