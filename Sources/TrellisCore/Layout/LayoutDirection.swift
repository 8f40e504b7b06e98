/// The direction in which leading-to-trailing runs, as in `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Leading is left, trailing is right (English, the default).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft

    /// Reads a direction from `"leftToRight"`/`"rightToLeft"` or the short forms
    /// `"ltr"`/`"rtl"`; nil for anything else.
    public init?(name: String) {
        switch name {
        case "leftToRight", "ltr": self = .leftToRight
        case "rightToLeft", "rtl": self = .rightToLeft
        default: return nil
        }
    }

    /// The long name, `"leftToRight"` or `"rightToLeft"`.
    public var name: String { rawValue }

    /// The opposite direction.
    public var flipped: LayoutDirection {
        switch self {
        case .leftToRight: return .rightToLeft
        case .rightToLeft: return .leftToRight
        }
    }

    /// The on-screen attribute a directional attribute stands for in this direction:
    /// `leading` → `left` (left-to-right) or `right` (right-to-left), `trailingMargin` →
    /// `rightMargin` or `leftMargin`. Every other attribute is returned unchanged.
    public func physicalAttribute(for attribute: LayoutAttribute) -> LayoutAttribute {
        let leftToRight = self == .leftToRight
        switch attribute {
        case .leading: return leftToRight ? .left : .right
        case .trailing: return leftToRight ? .right : .left
        case .leadingMargin: return leftToRight ? .leftMargin : .rightMargin
        case .trailingMargin: return leftToRight ? .rightMargin : .leftMargin
        default: return attribute
        }
    }
}

extension LayoutAttribute {
    /// This attribute as it lies on screen in `direction`: leading/trailing (and their
    /// margin variants) become left/right; every other attribute is unchanged.
    /// docs/document-format.md "Layout rules": leading/trailing are left/right in left-to-right, swapped in right-to-left.
    public func resolved(for direction: LayoutDirection) -> LayoutAttribute {
        direction.physicalAttribute(for: self)
    }
}
