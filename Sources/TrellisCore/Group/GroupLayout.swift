/// WKInterfaceGroup's flow layout (docs/uikit-behaviours.md §6, docs/document-format.md) as constraints, in the
/// same form as a stack's (`ArrangementConstraint`), so that the scene swaps them the same
/// way. A pure function of a `GroupConfiguration`, like `StackLayout`.
///
/// The constraints come in a fixed order, one builder method per rule:
/// 1. hiding: hidden children collapse to zero size (`WKG-hiding`);
/// 2. sizes per axis: `fixed` points, `relative` fraction of the content area (the group
///    inside its insets; spacing not subtracted) plus the adjustment, or `fit`: the
///    intrinsic size, never larger than the content area (`WKG-size`, `WKG-fit`);
/// 3. along the flow, three chains (`WKG-flow`): children placed at the start edge
///    (left/top) chain from it, children at the end edge (right/bottom) chain back from
///    that edge in their order, and children at the centre form one block centred in the
///    content area (`WKG-center`); consecutive children of a chain are `spacing` apart
///    (default 2);
/// 4. across the flow, each child at its own position inside the insets (`WKG-cross`);
/// 5. every child stays inside the insets when it can (`WKG-enclosure` @999);
/// 6. the group fits its content when nothing else sizes it: its size is pulled to zero
///    at 49, below fittingSizeLevel (`WKG-fit-content`).
///
/// Left and right are absolute: WatchKit has no right-to-left mirroring of positions.
public enum GroupLayout {
    /// The constraints of a group with this configuration, in the order above.
    public static func constraints(for configuration: GroupConfiguration) -> [ArrangementConstraint] {
        var builder = GroupConstraintBuilder(configuration)
        builder.addHiding()
        builder.addSizes()
        builder.addStartChain()
        builder.addEndChain()
        builder.addCenterBlock()
        builder.addCrossPlacement()
        builder.addEnclosure()
        builder.addFitContent()
        return builder.constraints
    }
}

/// The identifiers of the roles of group constraints (Trellis's, in the manner of UIKit's
/// `UISV-*`).
enum GroupIdentifier {
    static let hiding = "WKG-hiding"
    static let size = "WKG-size"
    static let fit = "WKG-fit"
    static let flow = "WKG-flow"
    static let center = "WKG-center"
    static let cross = "WKG-cross"
    static let enclosure = "WKG-enclosure"
    static let fitContent = "WKG-fit-content"
}

/// Where a child sits along one axis: WatchKit's left/top, center, right/bottom.
enum GroupPlacement {
    case start, center, end

    init(_ position: GroupPosition) {
        switch position {
        case .left, .top: self = .start
        case .center: self = .center
        case .right, .bottom: self = .end
        }
    }
}

/// The attributes and insets of one axis of a group.
struct GroupAxis {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let center: LayoutAttribute
    let length: LayoutAttribute
    let startInset: Double
    let endInset: Double

    var insetSum: Double { startInset + endInset }
    /// The offset of the content area's centre from the group's centre.
    var centerOffset: Double { (startInset - endInset) / 2 }

    static func horizontal(_ insets: EdgeInsets) -> GroupAxis {
        GroupAxis(start: .left, end: .right, center: .centerX, length: .width,
                  startInset: insets.left, endInset: insets.right)
    }

    static func vertical(_ insets: EdgeInsets) -> GroupAxis {
        GroupAxis(start: .top, end: .bottom, center: .centerY, length: .height,
                  startInset: insets.top, endInset: insets.bottom)
    }
}

/// Accumulates the constraints of one group configuration; one method per rule of
/// `GroupLayout`.
struct GroupConstraintBuilder {
    let configuration: GroupConfiguration
    /// The visible children's indices.
    let visible: [Int]
    let horizontal: GroupAxis
    let vertical: GroupAxis
    /// The layout direction's axis, and the other one.
    let flow: GroupAxis
    let cross: GroupAxis
    var constraints: [ArrangementConstraint] = []

    init(_ configuration: GroupConfiguration) {
        self.configuration = configuration
        visible = configuration.visibleIndices
        horizontal = .horizontal(configuration.group.insets)
        vertical = .vertical(configuration.group.insets)
        let flowIsHorizontal = configuration.group.layout == .horizontal
        flow = flowIsHorizontal ? horizontal : vertical
        cross = flowIsHorizontal ? vertical : horizontal
    }

    var spacing: Double { configuration.group.spacing }

    func item(_ index: Int, _ attribute: LayoutAttribute) -> ArrangementAnchor {
        ArrangementAnchor(.arranged(index), attribute)
    }

    func group(_ attribute: LayoutAttribute) -> ArrangementAnchor {
        ArrangementAnchor(.parent, attribute)
    }

    func centerBlock(_ attribute: LayoutAttribute) -> ArrangementAnchor {
        ArrangementAnchor(.guide(.centerBlock), attribute)
    }

    /// Where the child at `index` sits along the flow, or across it.
    func placement(_ index: Int, alongFlow: Bool) -> GroupPlacement {
        let item = configuration.items[index].placement
        let flowIsHorizontal = configuration.group.layout == .horizontal
        return GroupPlacement(alongFlow == flowIsHorizontal ? item.horizontalPosition : item.verticalPosition)
    }

    mutating func add(_ identifier: String, _ first: ArrangementAnchor, _ relation: LayoutRelation,
                      _ second: ArrangementAnchor?, multiplier: Double = 1, constant: Double = 0,
                      priority: Double = 1000) {
        constraints.append(ArrangementConstraint(identifier: identifier, first: first, relation: relation,
                                                 multiplier: multiplier, second: second,
                                                 constant: constant, priority: priority))
    }

    // MARK: Rules

    /// Hidden children take no place: zero length on both axes.
    mutating func addHiding() {
        for index in configuration.items.indices where configuration.items[index].isHidden {
            add(GroupIdentifier.hiding, item(index, flow.length), .equal, nil)
            add(GroupIdentifier.hiding, item(index, cross.length), .equal, nil)
        }
    }

    /// Each visible child's width, then height, by its size mode.
    mutating func addSizes() {
        for index in visible {
            let placement = configuration.items[index].placement
            for (axis, mode) in [(horizontal, placement.widthMode), (vertical, placement.heightMode)] {
                switch mode {
                case .fixed(let points):
                    add(GroupIdentifier.size, item(index, axis.length), .equal, nil, constant: points)
                case .relative(let fraction, let adjust):
                    add(GroupIdentifier.size, item(index, axis.length), .equal, group(axis.length),
                        multiplier: fraction, constant: adjust - fraction * axis.insetSum)
                case .fit:
                    add(GroupIdentifier.fit, item(index, axis.length), .lessThanOrEqual, group(axis.length),
                        constant: -axis.insetSum)
                }
            }
        }
    }

    /// Children at the start edge chain from it, `spacing` apart.
    mutating func addStartChain() {
        let chain = visible.filter { placement($0, alongFlow: true) == .start }
        for (offset, index) in chain.enumerated() {
            if offset == 0 {
                add(GroupIdentifier.flow, item(index, flow.start), .equal, group(flow.start), constant: flow.startInset)
            } else {
                add(GroupIdentifier.flow, item(index, flow.start), .equal, item(chain[offset - 1], flow.end),
                    constant: spacing)
            }
        }
    }

    /// Children at the end edge chain back from it in their order: the last one at the edge.
    mutating func addEndChain() {
        let chain = visible.filter { placement($0, alongFlow: true) == .end }
        for (offset, index) in chain.enumerated().reversed() {
            if offset == chain.count - 1 {
                add(GroupIdentifier.flow, item(index, flow.end), .equal, group(flow.end), constant: -flow.endInset)
            } else {
                add(GroupIdentifier.flow, item(index, flow.end), .equal, item(chain[offset + 1], flow.start),
                    constant: -spacing)
            }
        }
    }

    /// Children at the centre form one block, `spacing` apart inside it, centred in the
    /// content area.
    mutating func addCenterBlock() {
        let chain = visible.filter { placement($0, alongFlow: true) == .center }
        guard let first = chain.first, let last = chain.last else { return }
        add(GroupIdentifier.center, centerBlock(flow.start), .equal, item(first, flow.start))
        add(GroupIdentifier.center, centerBlock(flow.end), .equal, item(last, flow.end))
        add(GroupIdentifier.center, centerBlock(flow.center), .equal, group(flow.center), constant: flow.centerOffset)
        for offset in chain.indices.dropFirst() {
            add(GroupIdentifier.flow, item(chain[offset], flow.start), .equal, item(chain[offset - 1], flow.end),
                constant: spacing)
        }
    }

    /// Across the flow, each child at its own position inside the insets.
    mutating func addCrossPlacement() {
        for index in visible {
            switch placement(index, alongFlow: false) {
            case .start:
                add(GroupIdentifier.cross, item(index, cross.start), .equal, group(cross.start), constant: cross.startInset)
            case .center:
                add(GroupIdentifier.cross, item(index, cross.center), .equal, group(cross.center), constant: cross.centerOffset)
            case .end:
                add(GroupIdentifier.cross, item(index, cross.end), .equal, group(cross.end), constant: -cross.endInset)
            }
        }
    }

    /// Every visible child inside the insets on both axes, when it can be (@999).
    mutating func addEnclosure() {
        for index in visible {
            for axis in [horizontal, vertical] {
                add(GroupIdentifier.enclosure, item(index, axis.start), .greaterThanOrEqual, group(axis.start),
                    constant: axis.startInset, priority: 999)
                add(GroupIdentifier.enclosure, item(index, axis.end), .lessThanOrEqual, group(axis.end),
                    constant: -axis.endInset, priority: 999)
            }
        }
    }

    /// The group's size pulled to zero at 49, below fittingSizeLevel: it fits its content
    /// when nothing else sizes it.
    mutating func addFitContent() {
        add(GroupIdentifier.fitContent, group(.width), .equal, nil, priority: 49)
        add(GroupIdentifier.fitContent, group(.height), .equal, nil, priority: 49)
    }
}
