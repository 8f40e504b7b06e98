/// The environment a scene is laid out for, as a `UITraitCollection`: size classes,
/// layout direction, content size category and display scale.
public struct Traits: Hashable, Sendable {
    /// The width's size class.
    public var horizontalSizeClass: SizeClass
    /// The height's size class.
    public var verticalSizeClass: SizeClass
    /// Which way leading-to-trailing runs.
    public var layoutDirection: LayoutDirection
    /// The preferred text size for Dynamic Type.
    public var contentSizeCategory: ContentSizeCategory
    /// Pixels per point used to round frame edges; 0 means no rounding.
    public var displayScale: Double

    /// Creates traits; the defaults are a scene's initial traits (unspecified size classes,
    /// left-to-right, large text, no pixel rounding).
    public init(horizontalSizeClass: SizeClass = .unspecified,
                verticalSizeClass: SizeClass = .unspecified,
                layoutDirection: LayoutDirection = .leftToRight,
                contentSizeCategory: ContentSizeCategory = .default,
                displayScale: Double = 0) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.displayScale = displayScale
    }

    /// Whether the size classes differ from `other`'s: the only traits that size-class
    /// variants depend on.
    public func sizeClassesDiffer(from other: Traits) -> Bool {
        horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    /// Checks a display scale from the host: finite and at least 0 (0 turns rounding off).
    ///
    /// - Throws: ``TraitsError`` for NaN, infinite or negative scales.
    public static func checkedDisplayScale(_ scale: Double) throws(TraitsError) -> Double {
        guard scale.isFinite && scale >= 0 else {
            throw TraitsError(message: "display scale must be a finite number of at least 0 (0 = no rounding), got \(scale)")
        }
        return scale
    }
}

/// Why a trait value from the host was refused.
public struct TraitsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A one-line explanation.
    public var message: String

    /// Creates an error with `message`.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
