import Cassowary

/// Who made a constraint; the owner decides when it is rebuilt or dropped.
enum ConstraintOwner {
    /// Written in the document or added through the API.
    case document
    /// A view's intrinsic content size (hugging or compression resistance on one axis).
    case intrinsic
    /// The scene itself (the root view pinned at the origin).
    case scene
}

/// One side of a constraint: an attribute of a view.
struct ConstraintAnchor {
    unowned let view: ViewNode
    let attribute: LayoutAttribute
}

/// A constraint of a scene: what it says, and whether and how it is in the solver.
///
/// It is in the solver when it is active, installed for the current traits, all its
/// views are in the hierarchy, and it is not broken (a required constraint that conflicts
/// with required constraints added before it). Everything that can change about it
/// (`constant`, `priority`, activation, the expression after a direction flip) goes
/// through `Scene.refresh(_:)`, which pushes only the difference into the solver.
final class SceneConstraint {
    /// The id given in the document or API; generated constraints get a key of their own.
    let key: String
    let hasUserID: Bool
    let owner: ConstraintOwner
    /// The text that states it, for messages and diagnostics.
    let source: String
    let descriptionVariants: ConstraintDescription?

    var first: ConstraintAnchor
    var second: ConstraintAnchor?
    var relation: LayoutRelation
    var multiplier: Double
    /// The constant and priority in effect (document value, variant or API override).
    var constant: Double
    var priority: Double

    /// Set through `trellis_scene_set_active`.
    var active = true
    /// Resolved `installed` variant.
    var installedForTraits = true
    /// Set through set_constant / set_priority: overrides the size-class variants.
    var constantOverridden = false
    var priorityOverridden = false

    // Solver state.
    var solverID: ConstraintID?
    var installedTerms: [(variable: Variable, coefficient: Double)] = []
    var installedConstant = 0.0
    var installedRelation = LayoutRelation.equal
    var installedPriority = 0.0
    /// A required constraint the solver refused: it conflicts with earlier ones.
    var isBroken = false
    /// Changed since the last layout; `Scene.refresh` will look at it.
    var isDirty = true
    /// Order of addition, so that conflicts are settled the same way every time.
    let sequence: Int

    init(key: String, hasUserID: Bool, owner: ConstraintOwner, source: String,
         description: ConstraintDescription?, first: ConstraintAnchor, second: ConstraintAnchor?,
         relation: LayoutRelation, multiplier: Double, constant: Double, priority: Double, sequence: Int) {
        self.key = key
        self.hasUserID = hasUserID
        self.owner = owner
        self.source = source
        self.descriptionVariants = description
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.sequence = sequence
    }

    /// The views it mentions.
    var views: [ViewNode] { second.map { [first.view, $0.view] } ?? [first.view] }

    /// Whether it should be in the solver now.
    var wantsInstallation: Bool {
        active && installedForTraits && first.view.inHierarchy && (second?.view.inHierarchy ?? true)
    }

    /// Name for messages: the id when it has one, else its equation text.
    var displayName: String { hasUserID ? key : source }
}
