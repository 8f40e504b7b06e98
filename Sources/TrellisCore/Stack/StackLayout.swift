/// UIStackView's constraint generator (docs/uikit-behaviours.md §1, docs/document-format.md "Layout rules"): a pure function
/// from a `StackConfiguration` to the constraints UIKit would install, with UIKit's
/// `UISV-*` identifiers and priorities. No solver and no scene are involved; the caller
/// maps `ArrangementItem`s to its own views and guides.
///
/// The constraints come in a fixed order, each group in item order:
/// 1. canvas connections along the axis (S1),
/// 2. spacing (S2),
/// 3. hiding (S3),
/// 4. distribution (S4),
/// 5. alignment, spanner, ambiguity suppression and canvas connections across the axis (S5),
/// 6. text-width disambiguation (S7).
///
/// Conventions:
/// - Along a horizontal axis the generator uses `leading`/`trailing`, so right-to-left
///   layouts mirror the stack like any other directional constraint; along a vertical axis
///   `top`/`bottom`. Across a vertical stack, alignment uses `leading`/`trailing`.
/// - The canvas **S** is the stack, or with `marginsRelative` its margin attributes
///   (`leadingMargin`, `topMargin`, `centerYWithinMargins`, …) and `parentMargins` for
///   its width and height.
/// - Centre alignment ties the canvas to the spanner at both edges; the first-baseline
///   top edge is `S.top <= items[0].top` (docs/document-format.md "Layout rules"; docs/uikit-behaviours.md §8.1, §8.2).
///
/// Decisions where UIKit's behaviour is undocumented:
/// - **Custom spacing and hidden views.** The gap between two consecutive visible views is
///   the custom spacing after the first of them, or `spacing`. Hidden views in between
///   split it as S2 splits `spacing`: half on the pair next to each visible view, 0
///   between two hidden ones. A hidden view's own custom spacing is not used while it is
///   hidden. Without custom spacing this is exactly S2's `spacing − spacing/2 × hidden`.
/// - **Baseline-relative spacing next to a hidden view.** Inside the visible span, a
///   visible view's side of a spacing constraint uses its baseline and a hidden view's
///   side its edge, so the baseline-to-baseline gap survives hiding. Pairs outside the
///   visible span use edges.
/// - **fillProportionally** counts the priorities down by visible index (999 for the
///   first visible view), spends one step on visible views without an intrinsic size too,
///   and uses the real gaps (custom spacing included) in the denominator. If the
///   denominator is not positive it falls back to fillEqually.
/// - **No visible view.** Besides S1's spacer edges, the spacer fits to zero length
///   (`UISV-canvas-fit` @49) and the hidden views are pinned to its leading edge, so an
///   empty stack collapses and its hidden views keep a place. The spanner then spans
///   every arranged view (all hidden). A stack with no arranged views at all also gets
///   `S.len′ == 0` @49 across the axis.
/// - **Baseline alignment in a vertical stack** generates no `UISV-alignment` constraints
///   (docs/uikit-behaviours.md S5) but keeps the spanner, ambiguity suppression and canvas
///   connections of a baseline alignment.
public enum StackLayout {
    /// The constraints of a stack view with this configuration, in the order above.
    public static func constraints(for configuration: StackConfiguration) -> [ArrangementConstraint] {
        var builder = StackConstraintBuilder(configuration)
        builder.addCanvasConnectionsAlongAxis()
        builder.addSpacing()
        builder.addHiding()
        builder.addDistribution()
        builder.addAlignment()
        builder.addTextWidthDisambiguation()
        return builder.constraints
    }

    /// The guides `constraints` refer to, in order of first appearance.
    public static func guides(in constraints: [ArrangementConstraint]) -> [ArrangementGuide] {
        var seen = Set<ArrangementGuide>()
        var guides: [ArrangementGuide] = []
        for constraint in constraints {
            for anchor in [constraint.first, constraint.second] {
                if case .guide(let guide)? = anchor?.item, seen.insert(guide).inserted {
                    guides.append(guide)
                }
            }
        }
        return guides
    }
}

/// UIKit's identifiers for the roles of stack constraints.
enum StackIdentifier {
    static let canvasConnection = "UISV-canvas-connection"
    static let canvasFit = "UISV-canvas-fit"
    static let spacing = "UISV-spacing"
    static let hiding = "UISV-hiding"
    static let fillEqually = "UISV-fill-equally"
    static let fillProportionally = "UISV-fill-proportionally"
    static let distributingEdge = "UISV-distributing-edge"
    static let alignment = "UISV-alignment"
    static let spanningBoundary = "UISV-spanning-boundary"
    static let spanningFit = "UISV-spanning-fit"
    static let ambiguitySuppression = "UISV-ambiguity-suppression"
    static let textWidthDisambiguation = "UISV-text-width-disambiguation"
}

/// Accumulates the constraints of one configuration; one method per rule of docs/uikit-behaviours.md §1.
struct StackConstraintBuilder {
    let configuration: StackConfiguration
    /// The visible items' indices (**V**).
    let visible: [Int]
    var constraints: [ArrangementConstraint] = []

    // Along the axis.
    let lead: LayoutAttribute
    let trail: LayoutAttribute
    let length: LayoutAttribute
    let center: LayoutAttribute
    // Across the axis.
    let crossTop: LayoutAttribute
    let crossBottom: LayoutAttribute
    let crossLength: LayoutAttribute
    let crossCenter: LayoutAttribute

    init(_ configuration: StackConfiguration) {
        self.configuration = configuration
        self.visible = configuration.visibleIndices
        switch configuration.axis {
        case .horizontal:
            (lead, trail, length, center) = (.leading, .trailing, .width, .centerX)
            (crossTop, crossBottom, crossLength, crossCenter) = (.top, .bottom, .height, .centerY)
        case .vertical:
            (lead, trail, length, center) = (.top, .bottom, .height, .centerY)
            (crossTop, crossBottom, crossLength, crossCenter) = (.leading, .trailing, .width, .centerX)
        }
    }

    var itemCount: Int { configuration.items.count }

    /// The canvas **S**: the stack, or its margins with `marginsRelative`.
    func canvas(_ attribute: LayoutAttribute) -> ArrangementAnchor {
        guard configuration.marginsRelative else { return ArrangementAnchor(.parent, attribute) }
        if let margin = attribute.withMargins { return ArrangementAnchor(.parent, margin) }
        return ArrangementAnchor(.parentMargins, attribute)
    }

    func item(_ index: Int, _ attribute: LayoutAttribute) -> ArrangementAnchor {
        ArrangementAnchor(.arranged(index), attribute)
    }

    func guide(_ guide: ArrangementGuide, _ attribute: LayoutAttribute) -> ArrangementAnchor {
        ArrangementAnchor(.guide(guide), attribute)
    }

    mutating func add(_ identifier: String, _ first: ArrangementAnchor, _ relation: LayoutRelation,
                      _ second: ArrangementAnchor?, multiplier: Double = 1, constant: Double = 0,
                      priority: Double = 1000) {
        constraints.append(ArrangementConstraint(identifier: identifier, first: first, relation: relation,
                                           multiplier: multiplier, second: second,
                                           constant: constant, priority: priority))
    }

    // MARK: S1. Canvas along the axis

    /// `S.lead == V.first.lead`, `S.trail == V.last.trail`; with no visible view, the
    /// edges tie to the empty spacer (plus this module's decisions, see `StackLayout`).
    mutating func addCanvasConnectionsAlongAxis() {
        let id = StackIdentifier.canvasConnection
        if let first = visible.first, let last = visible.last {
            add(id, canvas(lead), .equal, item(first, lead))
            add(id, canvas(trail), .equal, item(last, trail))
            return
        }
        add(id, canvas(lead), .equal, guide(.emptySpacer, lead))
        add(id, canvas(trail), .equal, guide(.emptySpacer, trail))
        if itemCount > 0 {
            add(id, guide(.emptySpacer, lead), .equal, item(0, lead))
        }
        add(StackIdentifier.canvasFit, guide(.emptySpacer, length), .equal, nil,
            constant: StackConfiguration.fitTarget(configuration.currentLength), priority: 49)
    }

    // MARK: S3. Hidden views

    /// `hidden.len == 0` at 1000 for every hidden view.
    mutating func addHiding() {
        for (index, item) in configuration.items.enumerated() where item.isHidden {
            add(StackIdentifier.hiding, self.item(index, length), .equal, nil)
        }
    }
}
