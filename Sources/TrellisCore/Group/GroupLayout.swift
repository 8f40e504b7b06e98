/// The inputs of a WatchKit group's layout, resolved for the current traits.
public struct GroupConfiguration: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var isHidden: Bool
        public var placement: GroupItemDescription

        public init(isHidden: Bool = false, placement: GroupItemDescription = GroupItemDescription()) {
            self.isHidden = isHidden
            self.placement = placement
        }
    }

    public var group: GroupDescription
    public var items: [Item]

    public init(group: GroupDescription, items: [Item]) {
        self.group = group
        self.items = items
    }
}

/// WKInterfaceGroup's flow layout (docs/uikit-behaviours.md §6, docs/document-format.md) as constraints, in the
/// same form as a stack's so that the scene swaps them the same way.
///
/// - Along the flow axis, children positioned at the start edge (left/top) chain from it,
///   children at the end edge (right/bottom) chain back from that edge in their order, and
///   children at the centre form one block centred in the content area. Consecutive
///   children of one chain are `spacing` apart (default 2).
/// - Across the flow, each child sits at its own position (start, centre or end) inside
///   the insets.
/// - Sizes per axis: `fixed` points; `relative` fraction of the content area (the group
///   inside its insets; spacing not subtracted) plus the adjustment; `fit` the intrinsic
///   size, never larger than the content area.
/// - Hidden children collapse: they take no place and no spacing.
/// - The group fits its content when nothing else sizes it: children stay inside its
///   insets (@999) and its size is pulled to zero at 49, below fittingSizeLevel.
/// Left and right are absolute: WatchKit has no right-to-left mirroring of positions.
public enum GroupLayout {
    public static func constraints(for configuration: GroupConfiguration) -> [StackConstraint] {
        let group = configuration.group
        let insets = group.insets
        let flowIsHorizontal = group.layout == .horizontal
        var result: [StackConstraint] = []
        func add(_ identifier: String, _ first: StackAnchor, _ relation: LayoutRelation, _ second: StackAnchor?,
                 multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
            result.append(StackConstraint(identifier: identifier, first: first, relation: relation,
                                          multiplier: multiplier, second: second, constant: constant, priority: priority))
        }
        func item(_ index: Int, _ attribute: LayoutAttribute) -> StackAnchor { StackAnchor(.arranged(index), attribute) }
        func box(_ attribute: LayoutAttribute) -> StackAnchor { StackAnchor(.stack, attribute) }

        // Per-axis names: start edge, end edge, centre, length, and the insets on each side.
        struct Axis {
            var start: LayoutAttribute, end: LayoutAttribute, center: LayoutAttribute, length: LayoutAttribute
            var startInset: Double, endInset: Double
        }
        let horizontal = Axis(start: .left, end: .right, center: .centerX, length: .width,
                              startInset: insets.left, endInset: insets.right)
        let vertical = Axis(start: .top, end: .bottom, center: .centerY, length: .height,
                            startInset: insets.top, endInset: insets.bottom)
        let flow = flowIsHorizontal ? horizontal : vertical
        let cross = flowIsHorizontal ? vertical : horizontal

        func place(_ position: GroupPosition) -> Int {  // 0 start, 1 centre, 2 end
            switch position {
            case .left, .top: return 0
            case .center: return 1
            case .right, .bottom: return 2
            }
        }
        let visible = configuration.items.indices.filter { !configuration.items[$0].isHidden }

        for index in configuration.items.indices where configuration.items[index].isHidden {
            add("WKG-hiding", item(index, flow.length), .equal, nil)
            add("WKG-hiding", item(index, cross.length), .equal, nil)
        }

        // Sizes.
        for index in visible {
            let placement = configuration.items[index].placement
            for (axis, mode) in [(horizontal, placement.widthMode), (vertical, placement.heightMode)] {
                let insetSum = axis.startInset + axis.endInset
                switch mode {
                case .fixed(let points):
                    add("WKG-size", item(index, axis.length), .equal, nil, constant: points)
                case .relative(let fraction, let adjust):
                    add("WKG-size", item(index, axis.length), .equal, box(axis.length),
                        multiplier: fraction, constant: adjust - fraction * insetSum)
                case .fit:
                    add("WKG-fit", item(index, axis.length), .lessThanOrEqual, box(axis.length), constant: -insetSum)
                }
            }
        }

        // Along the flow: three chains.
        let positions = visible.map { index -> Int in
            let placement = configuration.items[index].placement
            return place(flowIsHorizontal ? placement.horizontalPosition : placement.verticalPosition)
        }
        let starts = zip(visible, positions).filter { $0.1 == 0 }.map(\.0)
        let centers = zip(visible, positions).filter { $0.1 == 1 }.map(\.0)
        let ends = zip(visible, positions).filter { $0.1 == 2 }.map(\.0)
        for (offset, index) in starts.enumerated() {
            if offset == 0 {
                add("WKG-flow", item(index, flow.start), .equal, box(flow.start), constant: flow.startInset)
            } else {
                add("WKG-flow", item(index, flow.start), .equal, item(starts[offset - 1], flow.end), constant: group.spacing)
            }
        }
        for (offset, index) in ends.enumerated().reversed() {
            if offset == ends.count - 1 {
                add("WKG-flow", item(index, flow.end), .equal, box(flow.end), constant: -flow.endInset)
            } else {
                add("WKG-flow", item(index, flow.end), .equal, item(ends[offset + 1], flow.start), constant: -group.spacing)
            }
        }
        if let first = centers.first, let last = centers.last {
            let block = StackAnchor(.guide(.centerBlock), flow.start)
            add("WKG-center", block, .equal, item(first, flow.start))
            add("WKG-center", StackAnchor(.guide(.centerBlock), flow.end), .equal, item(last, flow.end))
            add("WKG-center", StackAnchor(.guide(.centerBlock), flow.center), .equal, box(flow.center),
                constant: (flow.startInset - flow.endInset) / 2)
            for offset in centers.indices.dropFirst() {
                add("WKG-flow", item(centers[offset], flow.start), .equal, item(centers[offset - 1], flow.end),
                    constant: group.spacing)
            }
        }

        // Across the flow, and inside the insets on both axes.
        for index in visible {
            let placement = configuration.items[index].placement
            switch place(flowIsHorizontal ? placement.verticalPosition : placement.horizontalPosition) {
            case 0: add("WKG-cross", item(index, cross.start), .equal, box(cross.start), constant: cross.startInset)
            case 1: add("WKG-cross", item(index, cross.center), .equal, box(cross.center),
                        constant: (cross.startInset - cross.endInset) / 2)
            default: add("WKG-cross", item(index, cross.end), .equal, box(cross.end), constant: -cross.endInset)
            }
            for axis in [horizontal, vertical] {
                add("WKG-enclosure", item(index, axis.start), .greaterThanOrEqual, box(axis.start),
                    constant: axis.startInset, priority: 999)
                add("WKG-enclosure", item(index, axis.end), .lessThanOrEqual, box(axis.end),
                    constant: -axis.endInset, priority: 999)
            }
        }
        add("WKG-fit-content", box(.width), .equal, nil, constant: 0, priority: 49)
        add("WKG-fit-content", box(.height), .equal, nil, constant: 0, priority: 49)
        return result
    }
}
