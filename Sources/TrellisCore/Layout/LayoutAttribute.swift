/// An attribute of a view's alignment rectangle that a constraint can relate, as in
/// `NSLayoutConstraint.Attribute`.
///
/// The raw value is the attribute's name in equation strings and documents
/// (docs/document-format.md), spelled exactly as there.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge, whatever the layout direction.
    case left
    /// The right edge, whatever the layout direction.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the top-most line of text.
    case firstBaseline
    /// The baseline of the bottom-most line of text.
    case lastBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The horizontal centre of the rectangle inside the left and right margins.
    case centerXWithinMargins
    /// The vertical centre of the rectangle inside the top and bottom margins.
    case centerYWithinMargins

    /// Reads an attribute from its document name (exact, case-sensitive spelling),
    /// e.g. `"leadingMargin"`; nil for anything else.
    public init?(name: String) {
        // The edges and sizes most constraints use, compared first: a String-switched
        // `init(rawValue:)` hashes the name (hundreds of instructions), an equality test of
        // two short Strings costs tens. Measured on storyboard loads, where every
        // constraint names one or two attributes.
        for common in LayoutAttribute.mostUsed where common.rawValue == name {
            self = common
            return
        }
        self.init(rawValue: name)
    }

    private static let mostUsed: [LayoutAttribute] = [.top, .leading, .trailing, .bottom, .height, .width, .centerY, .centerX]

    /// The attribute's name as written in equations, e.g. `"leadingMargin"`.
    public var name: String { rawValue }

    /// The attribute's name.
    public var description: String { rawValue }

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a location.
    public var isSize: Bool {
        self == .width || self == .height
    }

    /// Whether the attribute is a location (an edge, a centre or a baseline).
    public var isLocation: Bool { !isSize }

    /// Whether the attribute is one of the margin variants (`leftMargin` …
    /// `trailingMargin`, `centerXWithinMargins`, `centerYWithinMargins`).
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// The attribute without margins: `leadingMargin` → `leading`,
    /// `centerXWithinMargins` → `centerX`; every other attribute is returned unchanged.
    public var withoutMargins: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// The margin variant of the attribute: `leading` → `leadingMargin`,
    /// `centerX` → `centerXWithinMargins`; nil for sizes and baselines, which have none.
    /// Margin variants are returned unchanged.
    public var withMargins: LayoutAttribute? {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        case .width, .height, .firstBaseline, .lastBaseline: return nil
        default: return self
        }
    }

    /// Whether the attribute follows the layout direction: `leading`, `trailing`
    /// and their margin variants.
    public var isDirectional: Bool {
        switch self.withoutMargins {
        case .leading, .trailing: return true
        default: return false
        }
    }

    /// Whether the attribute is a left or right edge fixed on screen: `left`, `right`
    /// and their margin variants. UIKit refuses to relate these to directional ones.
    public var isAbsoluteHorizontalEdge: Bool {
        switch self.withoutMargins {
        case .left, .right: return true
        default: return false
        }
    }

    /// Whether the attribute is a centre (`centerX`, `centerY`, or within margins).
    public var isCenter: Bool {
        switch self.withoutMargins {
        case .centerX, .centerY: return true
        default: return false
        }
    }

    // Inlined: asked twice for every document constraint a scene builds (issue 18).
    /// Whether the attribute is a text baseline (`firstBaseline`, `lastBaseline`).
    @inline(__always)
    public var isBaseline: Bool {
        self == .firstBaseline || self == .lastBaseline
    }

    /// Every attribute name, in the order of docs/document-format.md, for error messages.
    public static var allNames: [String] { allCases.map(\.rawValue) }
}
