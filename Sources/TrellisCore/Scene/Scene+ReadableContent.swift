/// A view's readable content guide (docs/uikit-behaviours.md M11): inside its layout
/// margins, as tall as they are, centred between them and at most the readable width for
/// the current text size (`UIView.readableContentGuide`, iOS 9).
///
/// The readable width is 672 points at the default text size ("an area that is 672 points
/// wide and inset 176 points from the edges" of a 1024-point iPad root: useyourloaf.com,
/// "Readable Content Guides", 2015); Apple says it follows Dynamic Type, and Trellis scales it
/// with the body style's point size (an assumption: the other sizes are not measured).
extension Scene {
    /// The readable width for a content size category.
    static func readableWidth(for category: ContentSizeCategory) -> Double {
        let large = 672.0
        return (large * TextStyle.body.pointSize(in: category) / TextStyle.body.pointSize(in: .large)).rounded()
    }

    /// The guide, made on first use with its constraints: top and bottom at the margins,
    /// centred within them, no wider than they are, and as wide as the readable width allows.
    func readableContentGuide(of owner: ViewNode) -> ViewNode {
        if let existing = owner.readableGuide { return existing.node }
        let node = makeInternalGuide(id: "\(owner.id).\(GuideReference.readableContentGuideName)", owner: owner)
        func pin(_ attribute: LayoutAttribute, _ relation: LayoutRelation, to ownerAttribute: LayoutAttribute?,
                 constant: Double = 0, priority: Double = 1000) -> SceneConstraint {
            makeConstraint(key: nil, owner: .window, source: .generated(identifier: "UIViewReadableContentGuide"),
                           description: nil, first: ConstraintAnchor(view: node, attribute: attribute),
                           second: ownerAttribute.map { ConstraintAnchor(view: owner, attribute: $0) },
                           relation: relation, multiplier: 1, constant: constant, priority: priority)
        }
        _ = pin(.top, .equal, to: .topMargin)
        _ = pin(.bottom, .equal, to: .bottomMargin)
        _ = pin(.centerX, .equal, to: .centerXWithinMargins)
        _ = pin(.left, .greaterThanOrEqual, to: .leftMargin)
        let width = Scene.readableWidth(for: traits.contentSizeCategory)
        let limit = pin(.width, .lessThanOrEqual, to: nil, constant: width)
        let fill = pin(.width, .equal, to: nil, constant: width, priority: 999)
        owner.readableGuide = ReadableGuide(node: node, widthConstraints: [limit, fill])
        return node
    }

    /// Gives every readable guide the readable width of the current text size.
    func updateReadableWidths() {
        let width = Scene.readableWidth(for: traits.contentSizeCategory)
        for view in views {
            guard let guide = view.readableGuide else { continue }
            for constraint in guide.widthConstraints where constraint.constant != width {
                constraint.constant = width
                markDirty(constraint)
            }
        }
    }
}

/// A view's readable content guide and the two constraints that carry the readable width.
struct ReadableGuide {
    let node: ViewNode
    let widthConstraints: [SceneConstraint]
}
