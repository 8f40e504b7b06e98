/// Why an equation breaks the rules for a layout constraint.
public struct ConstraintValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule an equation broke.
    public enum Reason: Hashable, Sendable {
        /// A size (`width`, `height`) related to a location (edge, centre, baseline).
        case sizeWithLocation
        /// A horizontal location related to a vertical one (`left` with `top`).
        case horizontalWithVerticalLocation
        /// `leading`/`trailing` related to `left`/`right` (margin variants included).
        case directionalWithAbsolute
        /// A multiplier of 0, or a multiplier other than 1 without a second item.
        case invalidMultiplier
        /// `superview` as the first item.
        case superviewAsFirstItem
        /// A NaN or infinite number, or one larger than 1e9 in magnitude.
        case numberOutOfRange
        /// A priority outside 1...1000.
        case priorityOutOfRange
    }

    /// The rule that was broken.
    public var reason: Reason
    /// A one-line explanation naming the attributes or numbers involved.
    public var message: String

    /// Creates an error for `reason` with `message`.
    public init(reason: Reason, message: String) {
        self.reason = reason
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension Equation {
    /// Checks the rules UIKit enforces when a constraint is created (docs/uikit-behaviours.md A8),
    /// as Trellis adapts them.
    ///
    /// Rejected:
    /// - a size attribute related to a location attribute (`a.width == b.leading`);
    /// - a horizontal location related to a vertical one (`a.left == b.top`,
    ///   `a.centerX == b.firstBaseline`);
    /// - `leading`/`trailing` related to `left`/`right`, margin variants included
    ///   (`a.leading == b.leftMargin`); `centerX` goes with either;
    /// - a multiplier of 0, and a multiplier other than 1 without a second item;
    /// - `superview` as the first item;
    /// - NaN, infinite, or larger than 1e9 constants and multipliers, multipliers smaller
    ///   than 1e-9 in magnitude, priorities outside 1...1000.
    ///
    /// Allowed, unlike UIKit (Trellis documents use them, e.g. planets.json):
    /// - a location compared with a bare constant (`x.left == 20`);
    /// - any non-zero multiplier on locations when both items are given
    ///   (`p1.centerX == 0.5 * root.centerX`);
    /// - `width` related to `height` (aspect ratios), as in UIKit.
    ///
    /// - Throws: ``ConstraintValidationError`` describing the first rule broken.
    public func validate() throws(ConstraintValidationError) {
        try Equation.checkNumber(constant, "constant")
        try Equation.checkNumber(multiplier, "multiplier")
        guard priority >= 1 && priority <= 1000 else {
            throw ConstraintValidationError(
                reason: .priorityOutOfRange,
                message: "priority must be between 1 and 1000, got \(NumberFormatting.format(priority))")
        }
        if first.item == .superview {
            throw ConstraintValidationError(
                reason: .superviewAsFirstItem,
                message: "\"superview\" can only be the second item: it names the first item's superview")
        }
        guard let second else {
            if multiplier != 1 {
                throw ConstraintValidationError(
                    reason: .invalidMultiplier,
                    message: "a multiplier (\(NumberFormatting.format(multiplier))) needs a second item to multiply")
            }
            return
        }
        if multiplier == 0 {
            throw ConstraintValidationError(
                reason: .invalidMultiplier,
                message: "multiplier must not be 0 (as in UIKit); relate \(first) to a constant instead")
        }
        if abs(multiplier) < Limits.minimumMultiplierMagnitude {
            throw ConstraintValidationError(
                reason: .numberOutOfRange,
                message: "the multiplier \(NumberFormatting.format(multiplier)) is too small; a multiplier must be at least 1e-9 in magnitude (docs/document-format.md, Limits)")
        }
        let a = first.attribute
        let b = second.attribute
        if a.isSize != b.isSize {
            let (size, location) = a.isSize ? (a, b) : (b, a)
            throw ConstraintValidationError(
                reason: .sizeWithLocation,
                message: "cannot relate a size attribute (\(size)) to a location attribute (\(location))")
        }
        if a.isSize { return }
        if a.axis != b.axis {
            throw ConstraintValidationError(
                reason: .horizontalWithVerticalLocation,
                message: "cannot relate a \(a.axis.name) location (\(a)) to a \(b.axis.name) location (\(b))")
        }
        if (a.isDirectional && b.isAbsoluteHorizontalEdge) || (a.isAbsoluteHorizontalEdge && b.isDirectional) {
            throw ConstraintValidationError(
                reason: .directionalWithAbsolute,
                message: "cannot relate \(a) to \(b): use leading/trailing for both or for neither")
        }
    }

    private static func checkNumber(_ value: Double, _ role: String) throws(ConstraintValidationError) {
        guard value.isFinite else {
            throw ConstraintValidationError(
                reason: .numberOutOfRange, message: "the \(role) must be a finite number, got \(value)")
        }
        guard Limits.isWithinMagnitude(value) else {
            throw ConstraintValidationError(
                reason: .numberOutOfRange,
                message: "the \(role) \(NumberFormatting.format(value)) is too large; numbers must be \(Limits.magnitudePhrase)")
        }
    }
}
