/// UIStackView's distribution (docs/uikit-behaviours.md §1 S4).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// UIStackView's alignment (docs/uikit-behaviours.md §1 S5). `leading`/`top` and `trailing`/`bottom`
/// are the same alignment named for either axis.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
}

/// The stack-view properties of a `stack` node.
public struct StackDescription: Hashable, Sendable {
    /// The spacing value that asks for UIKit's system spacing, as `UIStackView.spacingUseSystem`
    /// does (a document writes `"system"`): ``SystemSpacing/betweenSiblings`` between views.
    /// Usable for `spacing` and for custom spacings; no spacing a document can write in
    /// points equals it (they are within ±1e9).
    public static let spacingUseSystem = -Double.greatestFiniteMagnitude

    /// `value` with ``spacingUseSystem`` replaced by the system spacing in points.
    public static func points(_ value: Double) -> Double {
        value == spacingUseSystem ? SystemSpacing.betweenSiblings : value
    }

    /// Whether the stack asks for the system spacing anywhere (its spacing, in any size
    /// class, or a custom spacing).
    public var usesSystemSpacing: Bool {
        let inSpacing: Bool
        switch spacing {
        case .plain(let value): inSpacing = value == Self.spacingUseSystem
        case .sizeClasses(let values): inSpacing = values.values.contains(Self.spacingUseSystem)
        }
        return inSpacing || customSpacing.values.contains(Self.spacingUseSystem)
    }

    /// The direction the stack lays its arranged views out in, per size class.
    public var axis: Variant<LayoutAxis>
    /// How the arranged views share the length along the axis (S4).
    public var distribution: Variant<StackDistribution>
    /// How the arranged views line up across the axis (S5).
    public var alignment: Variant<StackAlignment>
    /// Space between arranged views (S2).
    public var spacing: Variant<Double>
    /// Space after the arranged view with that id, overriding `spacing`.
    public var customSpacing: [String: Double]
    /// Whether vertical spacing is measured between baselines.
    public var baselineRelative: Bool
    /// Whether the arranged views fill the stack's layout margins instead of its edges.
    public var marginsRelative: Bool

    /// A stack's properties; the defaults are UIStackView's.
    public init(axis: Variant<LayoutAxis> = .plain(.horizontal),
                distribution: Variant<StackDistribution> = .plain(.fill),
                alignment: Variant<StackAlignment> = .plain(.fill),
                spacing: Variant<Double> = .plain(0),
                customSpacing: [String: Double] = [:],
                baselineRelative: Bool = false, marginsRelative: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.baselineRelative = baselineRelative
        self.marginsRelative = marginsRelative
    }
}
