/// One constraint a stack view (`StackLayout`) or a WatchKit group (`GroupLayout`)
/// generates: `first RELATION multiplier × second + constant` at `priority`, or
/// `first RELATION constant` when there is no second anchor. The scene swaps the
/// constraints of both kinds of arrangement the same way (`Scene+Stacks.swift`).
///
/// `identifier` names the constraint's role: UIKit's for stacks (`UISV-spacing`,
/// `UISV-canvas-connection`, …; docs/uikit-behaviours.md §1), Trellis's `WKG-*` for groups.
/// Priorities are Auto Layout numbers: 1000 is required.
public struct ArrangementConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's role, e.g. `UISV-spacing` or `WKG-flow`.
    public var identifier: String
    /// The constrained side.
    public var first: ArrangementAnchor
    /// `==`, `<=` or `>=`.
    public var relation: LayoutRelation
    /// The factor on `second` (1 except for proportional and text-width constraints).
    public var multiplier: Double
    /// The side `first` is related to, or nil for a constant.
    public var second: ArrangementAnchor?
    /// The constant term.
    public var constant: Double
    /// The Auto Layout priority, 1 ... 1000 (1000 is required).
    public var priority: Double

    /// A generated constraint; see the type's summary for the meaning of each part.
    public init(identifier: String, first: ArrangementAnchor, relation: LayoutRelation,
                multiplier: Double = 1, second: ArrangementAnchor?, constant: Double = 0,
                priority: Double = 1000) {
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.multiplier = multiplier
        self.second = second
        self.constant = constant
        self.priority = priority
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    /// The constraint in the equation syntax, prefixed with its identifier:
    /// `UISV-spacing: arranged[1].leading == arranged[0].trailing + 10 @1000`.
    /// A zero constant after a second anchor and a multiplier of 1 are left out.
    public var description: String {
        "\(identifier): " + EquationStatement.text(first: first.description, relation: relation, second: second?.description,
                                                   multiplier: multiplier, constant: constant, priority: priority)
    }
}
