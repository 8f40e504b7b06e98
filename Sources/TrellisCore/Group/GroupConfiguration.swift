/// The inputs of a WatchKit group's layout, resolved for the current traits:
/// `GroupLayout.constraints(for:)` turns it into `ArrangementConstraint`s.
public struct GroupConfiguration: Hashable, Sendable {
    /// What the layout needs to know about one arranged child.
    public struct Item: Hashable, Sendable {
        /// Hidden children collapse: they take no place and no spacing.
        public var isHidden: Bool
        /// Where the child sits and how it sizes itself.
        public var placement: GroupItemDescription

        /// A child; every argument has WatchKit's default.
        public init(isHidden: Bool = false, placement: GroupItemDescription = GroupItemDescription()) {
            self.isHidden = isHidden
            self.placement = placement
        }
    }

    /// The group's layout direction, insets and spacing.
    public var group: GroupDescription
    /// The arranged children, in order.
    public var items: [Item]

    /// A group configuration.
    public init(group: GroupDescription, items: [Item]) {
        self.group = group
        self.items = items
    }

    /// The indices of the visible children, in order.
    public var visibleIndices: [Int] {
        items.indices.filter { !items[$0].isHidden }
    }
}
