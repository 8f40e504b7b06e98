/// A parsed constraint equation, `first REL multiplier × second + constant @priority`
/// (docs/uikit-behaviours.md A1), with item names not yet resolved to views.
///
/// Without a second item the equation is `first REL constant` and ``multiplier`` is 1.
/// Parse one with ``EquationParser/parse(_:)``; check UIKit's pairing rules with
/// ``validate()``.
public struct Equation: Hashable, Sendable, CustomStringConvertible {
    // `constant` is declared before `multiplier` so that the memberwise initializer the
    // compiler makes, `init(first:relation:second:constant:multiplier:priority:)`, differs
    // from the public one (in an extension, so that the compiler still makes it), which
    // calls it: an initializer setting the properties one by one built the equation in a
    // temporary, then copied it out and destroyed the temporary (135 instructions an
    // equation, a tenth of a compiled document's load, issue 18); the memberwise one builds
    // it in place. (Two Doubles swapped: the layout keeps its size.)
    /// The constrained side, `item1.attr1`.
    public var first: AnchorReference
    /// How the first side relates to the right-hand side.
    public var relation: LayoutRelation
    /// Where the first item's view probably is in its scene's views (depth first, subviews
    /// before arranged views, the root 0), as the document loader met it; -1 when unknown.
    /// Only a hint: a scene uses it when the view there has the item's id, and looks the
    /// id up otherwise (issue 18: most of a list document's scene build was those lookups).
    /// Not part of the value. Declared here, it fills the padding after ``relation``, as
    /// ``secondViewHint`` does after ``second``: an equation stays 72 bytes.
    public var firstViewHint: Int32 = -1
    /// The right-hand item and attribute; nil when the right-hand side is a bare constant.
    public var second: AnchorReference?
    /// ``firstViewHint`` for the second item.
    public var secondViewHint: Int32 = -1
    /// The points added to the right-hand side; 0 when none was written.
    public var constant: Double
    /// The factor on ``second``; 1 when none was written (and always 1 without a second item).
    public var multiplier: Double
    /// The priority, 1...1000; 1000 (required) when none was written.
    public var priority: Double

    /// The priority of a constraint written without `@`: required.
    public static let requiredPriority: Double = 1000

    /// Whether the priority is required (1000).
    public var isRequired: Bool { priority >= Equation.requiredPriority }

    /// The canonical text of the equation, which parses back to an equal value:
    /// `title.leading == superview.leadingMargin + 8 @750`, `icon.width == 0.5 * root.width`,
    /// `title.width >= 44`. A multiplier of 1, a constant of 0 and priority 1000 are left out.
    public var description: String {
        // Appended piece by piece rather than interpolated: importers make one such text
        // per constraint (a storyboard's thousands), and interpolation costs several times more.
        var text = ""
        text.reserveCapacity(48)
        first.appendDescription(to: &text)
        text += " "
        text += relation.symbol
        text += " "
        guard let second else {
            text += NumberFormatting.format(constant)
            appendPriority(to: &text)
            return text
        }
        if multiplier != 1 {
            text += NumberFormatting.format(multiplier)
            text += " * "
        }
        second.appendDescription(to: &text)
        if constant != 0 {
            let negative = constant < 0
            text += negative ? " - " : " + "
            text += NumberFormatting.format(negative ? -constant : constant)
        }
        appendPriority(to: &text)
        return text
    }

    private func appendPriority(to text: inout String) {
        guard priority != Equation.requiredPriority else { return }
        text += " @"
        text += NumberFormatting.format(priority)
    }
}

extension Equation {
    /// Equal when everything but the view hints is equal.
    public static func == (lhs: Equation, rhs: Equation) -> Bool {
        lhs.first == rhs.first && lhs.relation == rhs.relation && lhs.second == rhs.second
            && lhs.constant == rhs.constant && lhs.multiplier == rhs.multiplier && lhs.priority == rhs.priority
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(relation)
        hasher.combine(second)
        hasher.combine(constant)
        hasher.combine(multiplier)
        hasher.combine(priority)
    }

    /// Creates an equation from its parts.
    public init(first: AnchorReference, relation: LayoutRelation, second: AnchorReference? = nil,
                multiplier: Double = 1, constant: Double = 0,
                priority: Double = Equation.requiredPriority) {
        self.init(first: first, relation: relation, second: second, constant: constant, multiplier: multiplier,
                  priority: priority)
    }

    /// Creates an equation from its parts with the places of its items' views a loader
    /// found (``firstViewHint``, ``secondViewHint``), made in place as the other is.
    public init(first: AnchorReference, relation: LayoutRelation, second: AnchorReference?,
                multiplier: Double, constant: Double, priority: Double,
                firstViewHint: Int32, secondViewHint: Int32) {
        self.init(first: first, relation: relation, firstViewHint: firstViewHint, second: second,
                  secondViewHint: secondViewHint, constant: constant, multiplier: multiplier, priority: priority)
    }

    /// Parses an equation string; shorthand for ``EquationParser/parse(_:)``.
    public init(parsing text: String) throws(EquationParseError) {
        self = try EquationParser.parse(text)
    }
}
