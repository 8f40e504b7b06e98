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
        /// An arranged view of a sealed stack, which has no variables yet
        /// (`Scene+SealedStacks.swift`): by the object. Such keys are only compared while
        /// the views they name are alive (counting what a sealed stack would have made),
        /// never kept, so an address reused by a later view cannot be confused with it.
        case sealedArranged(ObjectIdentifier)
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
            case .arranged(let index):
                if index >= 0 && index < arranged.count {
                    let view = arranged[index]
                    item = view.left == .unallocated ? .sealedArranged(ObjectIdentifier(view)) : .arranged(view.left)
                } else {
                    item = .missing
                }
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
    /// so a key is compared only with the keys filed under the same slot. A constraint's
    /// slot is the highest one its anchors name — arranged view i is slot i, gap guide k
    /// is slot n + k — or a last slot for constraints naming neither (parent, spanner and
    /// margins only: a handful). Each slot gets a few constraints (a view's alignment,
    /// its spacing to the view before it, a gap's two edges and its equality with the
    /// first gap), so the whole is linear in the number of constraints.
    ///
    /// Each key comes with the index in `generated` of the constraint it was made from (no
    /// copy of the constraint: a thousand-view stack generates thousands).
    static func distinctKeys(of generated: [ArrangementConstraint], arranged: [ViewNode])
        -> [(key: GeneratedConstraintKey, index: Int)] {
        let count = arranged.count
        let otherSlot = 2 * count
        func slot(_ anchor: ArrangementAnchor?) -> Int {
            switch anchor?.item {
            case .arranged(let index)? where index >= 0 && index < count: return index
            case .guide(.gap(let index))? where index >= 0 && index < count: return count + index
            default: return -1
            }
        }
        var keys: [(key: GeneratedConstraintKey, index: Int)] = []
        keys.reserveCapacity(generated.count)
        // Slots as linked lists through `next`: `head[s]` is the last key filed under slot
        // s, -1 when none.
        var head = [Int32](repeating: -1, count: otherSlot + 1)
        var next: [Int32] = []
        next.reserveCapacity(generated.count)
        for index in generated.indices {
            let key = GeneratedConstraintKey(generated[index], arranged: arranged)
            let highest = max(slot(generated[index].first), slot(generated[index].second))
            let bucket = highest >= 0 ? highest : otherSlot
            var entry = head[bucket]
            var duplicate = false
            while entry >= 0 {
                if keys[Int(entry)].key == key { duplicate = true; break }
                entry = next[Int(entry)]
            }
            if duplicate { continue }
            next.append(head[bucket])
            head[bucket] = Int32(truncatingIfNeeded: keys.count)
            keys.append((key, index))
        }
        return keys
    }
}
