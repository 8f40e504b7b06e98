/// A layout guide that a stack view generates for its own constraints (docs/uikit-behaviours.md §1).
///
/// Each guide is constrained along one axis only; its position on the other axis is
/// left free, as in UIKit, and means nothing.
public enum StackGuide: Hashable, Sendable, CustomStringConvertible {
    /// `UISV-alignment-spanner` (S5): spans the visible views across the axis when the
    /// alignment has a weak side and the stack has more than one arranged view.
    /// Constrained across the axis only.
    case alignmentSpanner
    /// The gap between visible views `k` and `k + 1` (counted among the visible views)
    /// of an `equalSpacing` or `equalCentering` stack (S4). Constrained along the axis only.
    case gap(Int)
    /// The spacer the canvas edges along the axis tie to when no arranged view is
    /// visible (S1). Constrained along the axis only.
    case emptySpacer
    /// A WatchKit group's block of centre-positioned children, centred in the group.
    case centerBlock

    /// `spanner`, `gap[k]`, `emptySpacer` or `centerBlock`.
    public var description: String {
        switch self {
        case .alignmentSpanner: return "spanner"
        case .gap(let index): return "gap[\(index)]"
        case .emptySpacer: return "emptySpacer"
        case .centerBlock: return "centerBlock"
        }
    }
}

/// What a stack-generated constraint refers to.
public enum StackAnchorItem: Hashable, Sendable, CustomStringConvertible {
    /// The stack view itself. With `marginsRelative`, its edges and centres are referred
    /// to through the margin attributes (`leadingMargin`, `topMargin`,
    /// `centerYWithinMargins`, …).
    case stack
    /// The stack's layout-margins guide (`UIViewLayoutMarginsGuide`). Used only with
    /// `marginsRelative`, and only for `width` and `height`, which have no margin
    /// attribute: its width is the stack's width less the left and right margins.
    case stackMargins
    /// The arranged view at that index of `StackConfiguration.items`.
    case arranged(Int)
    /// A guide the stack generates.
    case guide(StackGuide)

    /// `stack`, `stackMargins`, `arranged[i]` or the guide's name.
    public var description: String {
        switch self {
        case .stack: return "stack"
        case .stackMargins: return "stackMargins"
        case .arranged(let index): return "arranged[\(index)]"
        case .guide(let guide): return guide.description
        }
    }
}

/// One side of a stack-generated constraint: an item and one of its attributes.
public struct StackAnchor: Hashable, Sendable, CustomStringConvertible {
    /// The view or guide.
    public var item: StackAnchorItem
    /// The attribute of `item`.
    public var attribute: LayoutAttribute

    /// The anchor `item.attribute`.
    public init(_ item: StackAnchorItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute`, e.g. `arranged[0].trailing`.
    public var description: String { "\(item).\(attribute)" }
}
