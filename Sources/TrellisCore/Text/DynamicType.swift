/// A Dynamic Type text style, as in `UIFont.TextStyle`: its point size follows the
/// content size category (docs/uikit-behaviours.md §4).
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// Large title, 34 pt at the default category.
    case largeTitle
    /// First-level title, 28 pt.
    case title1
    /// Second-level title, 22 pt.
    case title2
    /// Third-level title, 20 pt.
    case title3
    /// Headline, 17 pt (semibold on iOS).
    case headline
    /// Body text, 17 pt.
    case body
    /// Callout, 16 pt.
    case callout
    /// Subheadline, 15 pt.
    case subheadline
    /// Footnote, 13 pt.
    case footnote
    /// First caption, 12 pt.
    case caption1
    /// Second caption, 11 pt.
    case caption2

    /// Reads a style from its document name (exact spelling), e.g. `"body"`.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// The style's document name.
    public var name: String { rawValue }

    /// The style's point size at `category`; see ``DynamicType/pointSize(_:_:)``.
    public func pointSize(in category: ContentSizeCategory) -> Double {
        DynamicType.pointSize(self, category)
    }
}

/// The user's preferred text size, as in `UIContentSizeCategory`; ordered from smallest
/// to largest. The default is ``large``.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    /// xS.
    case extraSmall
    /// S.
    case small
    /// M.
    case medium
    /// L, the system default.
    case large
    /// xL.
    case extraLarge
    /// xxL.
    case extraExtraLarge
    /// xxxL, the largest non-accessibility size.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5, the largest size.
    case accessibilityExtraExtraExtraLarge

    /// The category used when none is set: ``large``.
    public static let `default`: ContentSizeCategory = .large

    /// Reads a category from its contract name (docs/c-api.md, exact spelling),
    /// e.g. `"accessibilityLarge"`; nil for anything else.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// The category's contract name.
    public var name: String { rawValue }

    /// Whether this is one of the five accessibility sizes (AX1–AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category's column in the Dynamic Type table, 0 (xS) ... 11 (AX5).
    public var index: Int {
        switch self {
        case .extraSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .extraLarge: return 4
        case .extraExtraLarge: return 5
        case .extraExtraExtraLarge: return 6
        case .accessibilityMedium: return 7
        case .accessibilityLarge: return 8
        case .accessibilityExtraLarge: return 9
        case .accessibilityExtraExtraLarge: return 10
        case .accessibilityExtraExtraExtraLarge: return 11
        }
    }

    /// Orders categories from smallest to largest text.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.index < rhs.index
    }
}

/// Apple's Dynamic Type point-size table for iOS (docs/uikit-behaviours.md §4; temoki/UIKit_DynamicType,
/// measured on the iOS 13.3 simulator, matching the HIG).
public enum DynamicType {
    /// The point size of `style` at `category`, e.g. body at large is 17.
    public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        let sizes = row(style)
        let index = category.index
        return sizes.indices.contains(index) ? sizes[index] : 17
    }

    /// The twelve sizes of one style, xS ... AX5.
    private static func row(_ style: TextStyle) -> [Double] {
        switch style {
        //                   xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        case .largeTitle:  return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1:      return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2:      return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3:      return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline:    return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body:        return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout:     return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote:    return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1:    return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2:    return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }
}
