/// The options of a visual format, as in `NSLayoutConstraint.FormatOptions`, under their
/// Swift names (`alignAllCenterY`, `directionLeftToRight`, …).
///
/// - `alignAll*` options (any number, combined) align every view of the format with the
///   first one on that attribute. They must be perpendicular to the orientation:
///   top, bottom, centerY and the baselines with `H:`; left, right, leading, trailing and
///   centerX with `V:` (UIKit rejects the others, and so does the expander).
/// - At most one `direction*` option; ``directionLeadingToTrailing`` is the default.
///   They only affect `H:` formats.
/// - At most one `spacing*` option; ``spacingEdgeToEdge`` is the default.
///   ``spacingBaselineToBaseline`` is for `V:` formats only.
///
/// The raw values are Trellis's own, one bit per option, not UIKit's.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    /// One bit per option.
    public let rawValue: UInt32

    /// Creates options from their bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Align the left edges of all views (`V:` only).
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    /// Align the right edges of all views (`V:` only).
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    /// Align the top edges of all views (`H:` only).
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    /// Align the bottom edges of all views (`H:` only).
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    /// Align the leading edges of all views (`V:` only).
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    /// Align the trailing edges of all views (`V:` only).
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    /// Align the horizontal centres of all views (`V:` only).
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    /// Align the vertical centres of all views (`H:` only).
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    /// Align the first baselines of all views (`H:` only).
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 8)
    /// Align the last baselines of all views (`H:` only).
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 9)
    /// Lay `H:` formats out from leading to trailing (the default): the constraints use
    /// `leading`/`trailing`, so the order flips in right-to-left layouts.
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 1 << 16)
    /// Lay `H:` formats out from left to right whatever the layout direction.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 17)
    /// Lay `H:` formats out from right to left whatever the layout direction: the first
    /// view is the rightmost.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 1 << 18)
    /// Measure spacing between the views' edges (the default).
    public static let spacingEdgeToEdge = VisualFormatOptions(rawValue: 1 << 19)
    /// Measure spacing between views from the last baseline of the upper view to the
    /// first baseline of the lower one (`V:` only).
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 20)

    /// Every option with its name, in the order of `NSLayoutConstraint.FormatOptions`.
    public static let named: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllFirstBaseline", .alignAllFirstBaseline), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
        ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// Every option name, for documents and error messages.
    public static var allNames: [String] { named.map(\.name) }

    /// The alignment options with the attribute each aligns, in the order the expander
    /// emits them.
    public static let alignments: [(option: VisualFormatOptions, attribute: LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllFirstBaseline, .firstBaseline), (.alignAllLastBaseline, .lastBaseline),
    ]

    /// Reads one option from its name (exact spelling); nil for anything else.
    public init?(name: String) {
        guard let match = VisualFormatOptions.named.first(where: { $0.name == name }) else { return nil }
        self = match.option
    }

    /// Reads options from their names; duplicates are allowed.
    ///
    /// - Throws: ``VisualFormatError`` (without a column, and with an empty format) naming
    ///   the first unknown option.
    public init(names: [String]) throws(VisualFormatError) {
        var options: VisualFormatOptions = []
        for name in names {
            guard let option = VisualFormatOptions(name: name) else {
                throw VisualFormatError(format: "", column: nil,
                                        message: VisualFormatOptions.unknownOptionMessage(name))
            }
            options.insert(option)
        }
        self = options
    }

    /// The attributes of the alignment options set, in the order of ``alignments``.
    public var alignmentAttributes: [LayoutAttribute] {
        VisualFormatOptions.alignments.filter { contains($0.option) }.map(\.attribute)
    }

    /// The names of the options set, in the order of ``named``.
    public var names: [String] {
        VisualFormatOptions.named.filter { contains($0.option) }.map(\.name)
    }

    private static func unknownOptionMessage(_ name: String) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in name.unicodeScalars.prefix(40) {
            shown.append(contentsOf: scalar.escaped(asASCII: false).unicodeScalars)
        }
        return "unknown visual format option \"\(String(shown))\"; expected one of "
            + allNames.joined(separator: ", ")
    }
}
