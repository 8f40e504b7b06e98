import TrellisCore

/// UIKit's translation of an autoresizing mask into constraints
/// (`translatesAutoresizingMaskIntoConstraints`,
/// https://developer.apple.com/documentation/uikit/uiview/1622572-translatesautoresizingmaskintoco):
/// the view keeps its stored frame at the stored superview size, and when the superview's
/// width (height) changes by Δ, the flexible parts of the axis — left margin, width, right
/// margin — share Δ in proportion to their stored lengths (equally when those are all 0),
/// as UIView's autoresizing does
/// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask). With no
/// flexible part the left margin and width stay fixed.
enum IBAutoresizing {
    /// Emits the constraints for one view. A position that moves with the superview's size
    /// is `left == superview.left + a + s × Δ`; equations have one right-hand item, so a
    /// helper guide at the superview's left edge with width `s × superview.width + a − s × W`
    /// carries it.
    static func constraints(for id: String, frame: Rect, superview: String, superviewSize: (width: Double, height: Double),
                            mask: XMLElement?, guideHost: inout [ViewDescription], add: (Equation) -> Void) {
        let horizontal = shares(lengths: (frame.x, frame.width, superviewSize.width - frame.x - frame.width),
                                flexible: (mask?["flexibleMinX"] == "YES", mask?["widthSizable"] == "YES",
                                           mask?["flexibleMaxX"] == "YES"))
        let vertical = shares(lengths: (frame.y, frame.height, superviewSize.height - frame.y - frame.height),
                              flexible: (mask?["flexibleMinY"] == "YES", mask?["heightSizable"] == "YES",
                                         mask?["flexibleMaxY"] == "YES"))
        axis(id: id, superview: superview, origin: frame.x, length: frame.width, stored: superviewSize.width,
             shares: horizontal, edge: .left, size: .width, crossEdge: .top, crossSize: .height,
             guideHost: &guideHost, add: add)
        axis(id: id, superview: superview, origin: frame.y, length: frame.height, stored: superviewSize.height,
             shares: vertical, edge: .top, size: .height, crossEdge: .left, crossSize: .width,
             guideHost: &guideHost, add: add)
    }

    /// The share of a change each part takes: (left margin, size).
    private static func shares(lengths: (Double, Double, Double), flexible: (Bool, Bool, Bool)) -> (Double, Double) {
        let parts = [(lengths.0, flexible.0), (lengths.1, flexible.1), (lengths.2, flexible.2)]
        let flexibleParts = parts.filter(\.1)
        guard !flexibleParts.isEmpty else { return (0, 0) }
        let total = flexibleParts.reduce(0) { $0 + $1.0 }
        func share(_ part: (Double, Bool)) -> Double {
            guard part.1 else { return 0 }
            return total != 0 ? part.0 / total : 1 / Double(flexibleParts.count)
        }
        return (share(parts[0]), share(parts[1]))
    }

    private static func axis(id: String, superview: String, origin: Double, length: Double, stored: Double,
                             shares: (Double, Double), edge: LayoutAttribute, size: LayoutAttribute,
                             crossEdge: LayoutAttribute, crossSize: LayoutAttribute,
                             guideHost: inout [ViewDescription], add: (Equation) -> Void) {
        let (marginShare, sizeShare) = shares
        if marginShare == 0 {
            add(Equation(first: AnchorReference(id, edge), relation: .equal, second: AnchorReference(superview, edge),
                         constant: origin))
        } else {
            let guide = "\(id).autoresizing.\(edge.name)"
            guideHost.append(ViewDescription(id: guide, kind: .guide))
            add(Equation(first: AnchorReference(guide, edge), relation: .equal, second: AnchorReference(superview, edge)))
            add(Equation(first: AnchorReference(guide, size), relation: .equal, second: AnchorReference(superview, size),
                         multiplier: marginShare, constant: origin - marginShare * stored))
            add(Equation(first: AnchorReference(guide, crossEdge), relation: .equal, second: AnchorReference(superview, crossEdge)))
            add(Equation(first: AnchorReference(guide, crossSize), relation: .equal, constant: 0))
            let far: LayoutAttribute = edge == .left ? .right : .bottom
            add(Equation(first: AnchorReference(id, edge), relation: .equal, second: AnchorReference(guide, far)))
        }
        if sizeShare == 0 {
            add(Equation(first: AnchorReference(id, size), relation: .equal, constant: length))
        } else {
            add(Equation(first: AnchorReference(id, size), relation: .equal, second: AnchorReference(superview, size),
                         multiplier: sizeShare, constant: length - sizeShare * stored))
        }
    }
}
