import TrellisCore

/// What ``Equation/validate()`` accepts, asked of the parts a compiled equation is read
/// from before an `Equation` is made: a compiled document holds thousands of equations
/// that its compiler validated, and checking them this way costs a few comparisons each.
///
/// Only ever a yes that `validate()` would give; an equation these checks do not accept is
/// validated in full, which gives its message. The pairs of attributes follow
/// `validate()`'s rules on the attributes' own properties (sizes with sizes, locations on
/// one axis, leading/trailing never with left/right), and a test asks `validate()` itself
/// about every pair (`CompiledDocumentTests`): asking it here, at the first load, cost that
/// load a third of its time in the messages of the 300 refused pairs. A decoder keeps one
/// value (reading a global, a `swift_once` each time, cost as much as the check).
struct EquationRules {
    /// Per pair of attribute numbers (first × count + second), whether the pair is valid.
    private let validPairs: [Bool]
    private let attributeCount: Int

    init() {
        self = EquationRules.shared
    }

    private init(attributes: [LayoutAttribute]) {
        var pairs: [Bool] = []
        pairs.reserveCapacity(attributes.count * attributes.count)
        for first in attributes {
            for second in attributes {
                pairs.append(EquationRules.isValidPair(first, second))
            }
        }
        validPairs = pairs
        attributeCount = attributes.count
    }

    private static let shared = EquationRules(attributes: LayoutAttribute.allCases)

    /// Whether `validate()` accepts relating `first` to `second` (with a valid multiplier):
    /// sizes with sizes, vertical locations with vertical ones, horizontal ones with
    /// horizontal ones but for a directional edge (leading, trailing) with an absolute one
    /// (left, right). Told by each attribute's ``PairClass`` in a switch: asking the
    /// attributes' `isSize`, `axis` and edge getters, calls into TrellisCore, cost the
    /// JSON reader 35 instructions an equation (issue 18). Never inlined: inlined, it grew
    /// the JSON reader's constraint reading enough that the compiler no longer inlined
    /// ``ConstraintReader/appendEquationString(_:at:views:rootID:to:)`` into the scene's
    /// loop (85 instructions an equation more).
    @inline(never)
    static func isValidPair(_ first: LayoutAttribute, _ second: LayoutAttribute) -> Bool {
        let a = PairClass(first), b = PairClass(second)
        return a == b || (a.isHorizontal && b.isHorizontal && (a == .horizontalCenter || b == .horizontalCenter))
    }

    /// What decides which attributes an attribute may be related to.
    private enum PairClass: UInt8 {
        case size, verticalLocation, directionalEdge, absoluteEdge, horizontalCenter

        @inline(__always)
        init(_ attribute: LayoutAttribute) {
            switch attribute {
            case .width, .height:
                self = .size
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
                self = .verticalLocation
            case .leading, .trailing, .leadingMargin, .trailingMargin:
                self = .directionalEdge
            case .left, .right, .leftMargin, .rightMargin:
                self = .absoluteEdge
            case .centerX, .centerXWithinMargins:
                self = .horizontalCenter
            }
        }

        var isHorizontal: Bool { rawValue >= PairClass.directionalEdge.rawValue }
    }

    /// Whether `validate()` accepts the pair of attributes numbered `first` and `second`
    /// (their positions in `LayoutAttribute.allCases`).
    func pairIsValid(_ first: UInt8, _ second: UInt8) -> Bool {
        // Codes are bytes and the count small: no product can overflow.
        let index = Int(first) &* attributeCount &+ Int(second)
        return index < validPairs.count && validPairs[index]
    }

    /// Whether the numbers are ones `validate()` accepts for certain: a constant within
    /// the documents' range, a priority of 1...1000, and a multiplier of 1 without a
    /// second item or of 1 or -1 with one. (Other multipliers may well be valid;
    /// `validate()` decides for them.)
    static func numbersAreValid(multiplier: Double, constant: Double, priority: Double, hasSecond: Bool) -> Bool {
        Limits.isWithinMagnitude(constant) && priority >= 1 && priority <= 1000
            && (multiplier == 1 || (hasSecond && multiplier == -1))
    }
}
