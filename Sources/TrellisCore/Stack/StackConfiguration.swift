/// The resolved inputs of one stack view's constraint generator (docs/uikit-behaviours.md §1): the
/// stack's properties for the current traits and what the generator needs to know about
/// each arranged view. `StackLayout.constraints(for:)` turns it into `ArrangementConstraint`s.
public struct StackConfiguration: Hashable, Sendable {
    /// What the generator needs to know about one arranged view.
    public struct Item: Hashable, Sendable {
        /// Hidden views collapse to zero length along the axis (S3).
        public var isHidden: Bool
        /// The intrinsic content size along the stack's axis, nil when the view has none.
        /// Only `fillProportionally` reads it (S4).
        public var intrinsicLength: Double?
        /// The view's length along the axis when the stack generates its constraints (its
        /// bounds; a storyboard view's stored frame before the first layout), nil for none
        /// (zero). `fillProportionally` uses it for a view without an intrinsic length (S4).
        public var currentLength: Double?
        /// The view's breadth across the axis when the stack generates its constraints (its
        /// bounds; a storyboard view's stored frame), nil for none (zero): what
        /// `UISV-ambiguity-suppression` holds it at (S5).
        public var currentBreadth: Double?
        /// The compression resistance along the stack's axis (750 by default). Only the
        /// text-width disambiguation reads it (S7).
        public var compressionResistance: Double
        /// A label that may wrap (`lines` other than 1). In a horizontal `fill` stack it gets
        /// a `UISV-text-width-disambiguation` constraint (S7).
        public var isMultilineLabel: Bool

        /// An arranged view; every argument has UIKit's default.
        public init(isHidden: Bool = false, intrinsicLength: Double? = nil,
                    compressionResistance: Double = 750, isMultilineLabel: Bool = false,
                    currentLength: Double? = nil, currentBreadth: Double? = nil) {
            self.currentBreadth = currentBreadth
            self.isHidden = isHidden
            self.intrinsicLength = intrinsicLength
            self.currentLength = currentLength
            self.compressionResistance = compressionResistance
            self.isMultilineLabel = isMultilineLabel
        }
    }

    /// The axis the views are arranged along.
    public var axis: LayoutAxis
    /// How the views share the length along the axis (S4).
    public var distribution: StackDistribution
    /// How the views are placed across the axis (S5).
    public var alignment: StackAlignment
    /// The space between adjacent visible views (S2); negative values overlap.
    public var spacing: Double
    /// Space after the arranged view at that index, replacing `spacing` for the gap that
    /// follows it (`setCustomSpacing(_:after:)`). Indices outside `items` are ignored.
    /// A hidden view's own entry is ignored while it is hidden: the gap between two
    /// visible views is always the one after the first of them (see `StackLayout`).
    public var customSpacing: [Int: Double]
    /// Measures vertical spacing from last baseline to first baseline (vertical stacks
    /// only; ignored for horizontal ones, S2).
    public var baselineRelative: Bool
    /// Lays the views out inside the stack's layout margins instead of its bounds (S1).
    public var marginsRelative: Bool
    /// The arranged views, in order.
    public var items: [Item]
    /// The stack's own length along its axis when it generates its constraints (its
    /// bounds; a storyboard stack's stored frame), nil for none (zero): what
    /// `UISV-canvas-fit` along the axis holds it at (S1, S4; IB6).
    public var currentLength: Double?
    /// The stack's own breadth across its axis when it generates its constraints, nil for
    /// none (zero): what `UISV-canvas-fit` and `UISV-spanning-fit` across the axis hold it
    /// at (S5; IB6).
    public var currentBreadth: Double?

    /// `value` when it is a usable current length (finite, > 0), else 0.
    static func fitTarget(_ value: Double?) -> Double {
        guard let value, value.isFinite, value > 0 else { return 0 }
        return value
    }

    /// A stack configuration; every argument but `items` has UIKit's default.
    public init(axis: LayoutAxis = .horizontal, distribution: StackDistribution = .fill,
                alignment: StackAlignment = .fill, spacing: Double = 0,
                customSpacing: [Int: Double] = [:], baselineRelative: Bool = false,
                marginsRelative: Bool = false, items: [Item]) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.baselineRelative = baselineRelative
        self.marginsRelative = marginsRelative
        self.items = items
    }

    /// The indices of the visible arranged views, in order (docs/uikit-behaviours.md's **V**).
    public var visibleIndices: [Int] {
        items.indices.filter { !items[$0].isHidden }
    }

    /// The space that follows the view at `index` when the next visible view comes after
    /// it: its custom spacing if it has one, else `spacing`.
    public func spacing(after index: Int) -> Double {
        customSpacing[index] ?? spacing
    }

    /// Whether spacing runs between baselines: a vertical stack with `baselineRelative`.
    public var usesBaselineSpacing: Bool {
        baselineRelative && axis == .vertical
    }
}
