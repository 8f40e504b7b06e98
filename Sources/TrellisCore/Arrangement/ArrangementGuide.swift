/// A layout guide that a stack view or WatchKit group generates for its own constraints
/// (docs/uikit-behaviours.md §1, §6).
///
/// Each guide is constrained along one axis only; its position on the other axis is
/// left free, as in UIKit, and means nothing.
public enum ArrangementGuide: Hashable, Sendable, CustomStringConvertible {
    /// `UISV-alignment-spanner` (S5): spans a stack's visible views across the axis when
    /// the alignment has a weak side and the stack has more than one arranged view.
    /// Constrained across the axis only.
    case alignmentSpanner
    /// The gap between visible views `k` and `k + 1` (counted among the visible views)
    /// of an `equalSpacing` or `equalCentering` stack (S4). Constrained along the axis only.
    case gap(Int)
    /// The spacer a stack's canvas edges along the axis tie to when no arranged view is
    /// visible (S1). Constrained along the axis only.
    case emptySpacer
    /// A WatchKit group's block of centre-positioned children, centred in the group.
    /// Constrained along the flow only.
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
