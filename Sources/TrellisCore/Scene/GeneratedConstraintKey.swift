import Cassowary

/// The identity of a constraint a stack view or group generates, kept across
/// regenerations: the generated constraint with each arranged view named by the view
/// itself instead of its index. Two generations that produce the same constraint produce
/// equal keys, so the constraint stays put in the solver (inserting a view keeps its
/// neighbours' spacing constraints); anything else — another view, relation, multiplier,
/// constant or priority — is another constraint.
struct GeneratedConstraintKey: Hashable {
    enum Item: Hashable {
        case parent
        case parentMargins
        /// An arranged view, by its left-edge variable: unique to the view for the life of
        /// the scene (a view's id may be reused by a view inserted later; its variables
        /// never are), and cheap to hash, which matters with thousands of keys.
        case arranged(Variable)
        /// An index past the arranged views (the scene drops such a constraint).
        case missing
        case guide(ArrangementGuide)
    }

    struct Anchor: Hashable {
        var item: Item
        var attribute: LayoutAttribute
    }

    var identifier: String
    var first: Anchor
    var relation: LayoutRelation
    var multiplier: Double
    var second: Anchor?
    var constant: Double
    var priority: Double

    init(_ constraint: ArrangementConstraint, arranged: [ViewNode]) {
        func anchor(_ anchor: ArrangementAnchor) -> Anchor {
            let item: Item
            switch anchor.item {
            case .parent: item = .parent
            case .parentMargins: item = .parentMargins
            case .arranged(let index): item = index >= 0 && index < arranged.count ? .arranged(arranged[index].left) : .missing
            case .guide(let guide): item = .guide(guide)
            }
            return Anchor(item: item, attribute: anchor.attribute)
        }
        identifier = constraint.identifier
        first = anchor(constraint.first)
        relation = constraint.relation
        multiplier = constraint.multiplier
        second = constraint.second.map(anchor)
        constant = constraint.constant
        priority = constraint.priority
    }

    /// The two anchors only: hashing costs per field combined, and generated constraints
    /// that share both anchors are few (equality still compares every field).
    func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(second)
    }
}
