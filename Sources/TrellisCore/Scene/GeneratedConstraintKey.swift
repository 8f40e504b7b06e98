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

/// A constraint a stack or group generated, with its key; a stack keeps them in the
/// order of its last generation (`ViewNode.stackConstraints`).
struct GeneratedConstraint {
    var key: GeneratedConstraintKey
    var constraint: SceneConstraint
}

extension GeneratedConstraintKey {
    /// The keys of `generated` in order, each once (a generator may state a constraint
    /// twice, e.g. the first and last view's canvas constraint of a one-view stack), with
    /// the constraint that has it — found without hashing: equal keys have equal anchors,
    /// so a key is compared only with the keys filed under the same arranged view (the
    /// lowest index either anchor names), a handful each, or under "no arranged view"
    /// (the few parent-to-guide constraints). Linear in the number of constraints.
    static func distinctKeys(of generated: [ArrangementConstraint], arranged: [ViewNode])
        -> [(key: GeneratedConstraintKey, constraint: ArrangementConstraint)] {
        var result: [(key: GeneratedConstraintKey, constraint: ArrangementConstraint)] = []
        result.reserveCapacity(generated.count)
        // Buckets as linked lists through `next`: `head[b]` is the last entry filed under
        // bucket b (arranged index b, or `arranged.count` for none), -1 when empty.
        let otherBucket = arranged.count
        var head = [Int32](repeating: -1, count: arranged.count + 1)
        var next: [Int32] = []
        next.reserveCapacity(generated.count)
        func arrangedIndex(_ anchor: ArrangementAnchor?) -> Int? {
            guard case .arranged(let index)? = anchor?.item, index >= 0, index < arranged.count else { return nil }
            return index
        }
        for constraint in generated {
            let key = GeneratedConstraintKey(constraint, arranged: arranged)
            let indices = (arrangedIndex(constraint.first), arrangedIndex(constraint.second))
            let bucket: Int
            switch indices {
            case let (first?, second?): bucket = min(first, second)
            case let (first?, nil): bucket = first
            case let (nil, second?): bucket = second
            case (nil, nil): bucket = otherBucket
            }
            var entry = head[bucket]
            var duplicate = false
            while entry >= 0 {
                if result[Int(entry)].key == key { duplicate = true; break }
                entry = next[Int(entry)]
            }
            if duplicate { continue }
            next.append(head[bucket])
            head[bucket] = Int32(truncatingIfNeeded: result.count)
            result.append((key, constraint))
        }
        return result
    }
}
