import TrellisCore

/// The numbers the compiled form writes for flags and choices, shared by
/// ``DocumentEncoder`` and ``DocumentDecoder``. Changing any of them changes the format:
/// bump ``CompiledFormat/version``.
enum CompiledTags {
    /// Which of a view's properties differ from their defaults (and so are written).
    struct ViewFields: OptionSet {
        let rawValue: UInt32
        static let intrinsicSize = ViewFields(rawValue: 1 << 0)
        static let hugging = ViewFields(rawValue: 1 << 1)
        static let compressionResistance = ViewFields(rawValue: 1 << 2)
        static let text = ViewFields(rawValue: 1 << 3)
        static let textStyle = ViewFields(rawValue: 1 << 4)
        static let fontSize = ViewFields(rawValue: 1 << 5)
        static let lines = ViewFields(rawValue: 1 << 6)
        static let layoutMargins = ViewFields(rawValue: 1 << 7)
        static let alignmentInsets = ViewFields(rawValue: 1 << 8)
        static let baselines = ViewFields(rawValue: 1 << 9)
        static let hidden = ViewFields(rawValue: 1 << 10)
        static let installed = ViewFields(rawValue: 1 << 11)
        static let stack = ViewFields(rawValue: 1 << 12)
        static let group = ViewFields(rawValue: 1 << 13)
        static let groupItem = ViewFields(rawValue: 1 << 14)
        static let containerScene = ViewFields(rawValue: 1 << 15)
        /// A custom view's name (`custom:<Name>`), its properties, a button's content insets.
        static let customKind = ViewFields(rawValue: 1 << 16)
        static let properties = ViewFields(rawValue: 1 << 17)
        static let contentInsets = ViewFields(rawValue: 1 << 18)
        /// A byte of ``MarginBehaviour`` flags: margins not from the safe area, preserving
        /// the superview's, following the readable width.
        static let marginBehaviour = ViewFields(rawValue: 1 << 19)
        /// A control kind's contents (``ControlDescription``).
        static let control = ViewFields(rawValue: 1 << 20)
        /// A table view's row height, separator style and rows (``TableDescription``).
        static let table = ViewFields(rawValue: 1 << 21)
        /// A collection view's flow layout and items (``CollectionDescription``).
        static let collection = ViewFields(rawValue: 1 << 22)
        /// An arranged view's size before its first layout (``ViewDescription/initialSize``):
        /// two numbers ≥ 0 after every other field. Files without it read as before.
        static let initialSize = ViewFields(rawValue: 1 << 23)
        static let all = ViewFields(rawValue: (1 << 24) - 1)
    }

    /// How a view's margins depart from UIKit's defaults.
    struct MarginBehaviour: OptionSet {
        let rawValue: UInt8
        static let ignoresSafeArea = MarginBehaviour(rawValue: 1 << 0)
        static let preservesSuperviewMargins = MarginBehaviour(rawValue: 1 << 1)
        static let followsReadableWidth = MarginBehaviour(rawValue: 1 << 2)
        static let all: MarginBehaviour = [.ignoresSafeArea, .preservesSuperviewMargins, .followsReadableWidth]
    }

    /// What a constraint record holds.
    struct ConstraintFields: OptionSet {
        let rawValue: UInt8
        static let id = ConstraintFields(rawValue: 1 << 0)
        static let visual = ConstraintFields(rawValue: 1 << 1)
        static let constant = ConstraintFields(rawValue: 1 << 2)
        static let priority = ConstraintFields(rawValue: 1 << 3)
        static let installed = ConstraintFields(rawValue: 1 << 4)
        /// The text the document wrote, stored only when it is not the text its form
        /// states (``ConstraintDescription/source`` of a constraint without written text):
        /// since version 7, so that a document of canonical equations stores, decodes and
        /// keeps no text per constraint.
        static let writtenSource = ConstraintFields(rawValue: 1 << 5)
        static let all = ConstraintFields(rawValue: (1 << 6) - 1)
    }

    /// What an equation record holds besides its first item and relation (numbers left out
    /// are the defaults: multiplier 1, constant 0, priority 1000).
    struct EquationFields: OptionSet {
        let rawValue: UInt8
        static let second = EquationFields(rawValue: 1 << 0)
        static let multiplier = EquationFields(rawValue: 1 << 1)
        static let constant = EquationFields(rawValue: 1 << 2)
        static let priority = EquationFields(rawValue: 1 << 3)
        static let all = EquationFields(rawValue: (1 << 4) - 1)
    }

    /// A variant: one value, or a map by size class.
    static let plainVariant: UInt8 = 0
    static let sizeClassVariant: UInt8 = 1

    /// Size classes by number, and keys as `horizontal * 3 + vertical`.
    static let sizeClasses: [SizeClass] = [.unspecified, .compact, .regular]

    static func code(_ key: SizeClassKey) -> UInt8 {
        UInt8(code(key.horizontal) * 3 + code(key.vertical))
    }

    static func key(_ code: UInt8) -> SizeClassKey? {
        guard code < 9 else { return nil }
        return SizeClassKey(horizontal: sizeClasses[Int(code / 3)], vertical: sizeClasses[Int(code % 3)])
    }

    private static func code(_ sizeClass: SizeClass) -> Int {
        switch sizeClass {
        case .unspecified: return 0
        case .compact: return 1
        case .regular: return 2
        }
    }

    /// A custom view's property value: its kind, then what it holds (a number, a string,
    /// a count and elements, a count and named members).
    static let nullProperty: UInt8 = 0
    static let falseProperty: UInt8 = 1
    static let trueProperty: UInt8 = 2
    static let numberProperty: UInt8 = 3
    static let stringProperty: UInt8 = 4
    static let arrayProperty: UInt8 = 5
    static let objectProperty: UInt8 = 6

    /// A group child's size mode.
    static let fitMode: UInt8 = 0
    static let fixedMode: UInt8 = 1
    static let relativeMode: UInt8 = 2

    /// A visual format's connection spacing and operands.
    static let adjacentSpacing: UInt8 = 0
    static let standardSpacing: UInt8 = 1
    static let predicateSpacing: UInt8 = 2
    static let numberOperand: UInt8 = 0
    static let nameOperand: UInt8 = 1

    /// An equation item: 0 is `superview`, n > 0 the string n - 1.
    static let superviewItem: UInt64 = 0

    /// The cases of the enums a compiled document stores, numbered by position (their
    /// declaration order, `allCases`).
    static let viewKinds = ViewKind.allCases
    static let activityIndicatorStyles = ActivityIndicatorStyle.allCases
    static let separatorStyles = SeparatorStyle.allCases
    /// How a table's row height is written: a tag, then the height for a fixed one.
    static let automaticRowHeight: UInt8 = 0
    static let fixedRowHeight: UInt8 = 1
    static let scrollDirections = ScrollDirection.allCases
    /// How a collection's estimated item size is written: a tag, then the size for a given one.
    static let noEstimatedItemSize: UInt8 = 0
    static let automaticEstimatedItemSize: UInt8 = 1
    static let givenEstimatedItemSize: UInt8 = 2
    static let textStyles = TextStyle.allCases
    static let axes = LayoutAxis.allCases
    static let distributions = StackDistribution.allCases
    static let alignments = StackAlignment.allCases
    static let relations = LayoutRelation.allCases
    static let attributes = LayoutAttribute.allCases
    static let positions: [GroupPosition] = [.left, .center, .right, .top, .bottom]

    /// The attribute numbered `code` (its position in `LayoutAttribute.allCases`), read
    /// without touching an array: equations hold two each.
    @inline(__always)
    static func attribute(_ code: UInt8) -> LayoutAttribute? {
        switch code {
        case 0: return .left
        case 1: return .right
        case 2: return .top
        case 3: return .bottom
        case 4: return .leading
        case 5: return .trailing
        case 6: return .width
        case 7: return .height
        case 8: return .centerX
        case 9: return .centerY
        case 10: return .firstBaseline
        case 11: return .lastBaseline
        case 12: return .leftMargin
        case 13: return .rightMargin
        case 14: return .topMargin
        case 15: return .bottomMargin
        case 16: return .leadingMargin
        case 17: return .trailingMargin
        case 18: return .centerXWithinMargins
        case 19: return .centerYWithinMargins
        default: return nil
        }
    }

    /// The relation numbered `code` (its position in `LayoutRelation.allCases`), read
    /// without touching an array.
    @inline(__always)
    static func relation(_ code: UInt8) -> LayoutRelation? {
        switch code {
        case 0: return .equal
        case 1: return .lessThanOrEqual
        case 2: return .greaterThanOrEqual
        default: return nil
        }
    }

    /// The number of `value` in `cases`.
    static func code<T: Equatable>(_ value: T, in cases: [T]) -> UInt8 {
        UInt8(truncatingIfNeeded: cases.firstIndex(of: value) ?? 0)
    }

    /// The case numbered `code` in `cases`, or nil.
    static func value<T>(_ code: UInt8, in cases: [T]) -> T? {
        Int(code) < cases.count ? cases[Int(code)] : nil
    }
}
