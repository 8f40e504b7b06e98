import TrellisCore

/// What ``Equation/validate()`` accepts, asked of the parts a compiled equation is read
/// from before an `Equation` is made: a compiled document holds thousands of equations
/// that its compiler validated, and checking them this way costs a few comparisons each.
///
/// Only ever a yes that `validate()` would give: the rules are not restated here. The
/// pairs of attributes are `validate()`'s own answers, asked once per pair; an equation
/// these checks do not accept is validated in full, which gives its message. A decoder
/// keeps one value (reading a global, a `swift_once` each time, cost as much as the check).
struct EquationRules {
    /// Per pair of attribute numbers (first × count + second), whether `validate()`
    /// accepts `a.first == 1 * b.second`.
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
                let equation = Equation(first: AnchorReference("a", first), relation: .equal,
                                        second: AnchorReference("b", second))
                pairs.append((try? equation.validate()) != nil)
            }
        }
        validPairs = pairs
        attributeCount = attributes.count
    }

    private static let shared = EquationRules(attributes: LayoutAttribute.allCases)

    /// Whether `validate()` accepts the pair of attributes numbered `first` and `second`
    /// (their positions in `LayoutAttribute.allCases`).
    func pairIsValid(_ first: UInt8, _ second: UInt8) -> Bool {
        let index = Int(first) * attributeCount + Int(second)
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
