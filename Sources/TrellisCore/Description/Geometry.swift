/// A pair of values, one per axis (hugging and compression-resistance priorities).
public struct AxisPair<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value for the horizontal axis (widths, x).
    public var horizontal: Value
    /// The value for the vertical axis (heights, y).
    public var vertical: Value

    /// A pair from its two values.
    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The value for `axis`.
    public subscript(axis: LayoutAxis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// Intrinsic content size; nil in an axis means no intrinsic metric there (UIKit's -1).
public struct IntrinsicSize: Hashable, Sendable {
    /// The intrinsic width; nil: none.
    public var width: Double?
    /// The intrinsic height; nil: none.
    public var height: Double?

    /// An intrinsic size; nil in an axis for no intrinsic metric.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic metric in either axis (a plain UIView).
    public static let none = IntrinsicSize(width: nil, height: nil)

    /// The intrinsic length along `axis`, or nil.
    public subscript(axis: LayoutAxis) -> Double? {
        axis == .horizontal ? width : height
    }
}

/// Insets relative to the layout direction (layout margins): leading and trailing swap
/// sides in right-to-left layouts.
public struct DirectionalInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the leading edge, in points.
    public var leading: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the trailing edge, in points.
    public var trailing: Double

    /// Insets from their four sides.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// UIKit's default layout margins: 8 points on every side.
    public static let defaultMargins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// No inset on any side.
    public static let zero = DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// A titled UIButton's space around its title when its content insets are left at
    /// zero: UIKit adds 6 points above and below the title label and none at the sides
    /// (Stack Overflow answer 70778238: an 18-pt title label 21 tall makes a 33-pt button;
    /// codeandtheory/YMatterType#77: "as if the system adds content insets of {6, 0, 6, 0}").
    public static let buttonContentDefault = DirectionalInsets(top: 6, leading: 0, bottom: 6, trailing: 0)

    /// The larger of the two insets on each side.
    public static func maximum(_ lhs: DirectionalInsets, _ rhs: DirectionalInsets) -> DirectionalInsets {
        DirectionalInsets(top: max(lhs.top, rhs.top), leading: max(lhs.leading, rhs.leading),
                          bottom: max(lhs.bottom, rhs.bottom), trailing: max(lhs.trailing, rhs.trailing))
    }

    /// The left and right insets for a layout direction.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

/// Insets by absolute side (alignment-rect insets, group insets).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the right edge, in points.
    public var right: Double

    /// Insets from their four sides.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The insets side by side added.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}

/// A rectangle: origin top-left, y grows down, in points.
public struct Rect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge (y grows down).
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// This rectangle cut to `bounds` on each side; empty at `bounds`' nearest edge when
    /// the two do not overlap.
    func clamped(to bounds: Rect) -> Rect {
        let left = min(max(x, bounds.x), bounds.x + bounds.width)
        let top = min(max(y, bounds.y), bounds.y + bounds.height)
        let right = max(min(x + width, bounds.x + bounds.width), left)
        let bottom = max(min(y + height, bounds.y + bounds.height), top)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// A size in points.
public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
