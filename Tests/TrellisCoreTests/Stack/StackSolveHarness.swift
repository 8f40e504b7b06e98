import XCTest
import Cassowary
@testable import TrellisCore

/// A brute-force check of `StackLayout`: boxes of four solver variables (x, y, width,
/// height, in root coordinates), intrinsic sizes as `<= @hugging` / `>= @CR`, and the
/// generated stack constraints, solved with the project's Cassowary solver. Leading and
/// trailing follow the layout direction the way `Scene` compiles them (docs/document-format.md "Layout rules").
final class StackSolveHarness {
    /// A view, stack or guide: its alignment rect and, for stacks, its layout margins.
    struct Box {
        let name: String
        let x: Variable
        let y: Variable
        let width: Variable
        let height: Variable
        /// Layout margins (top, left, bottom, right).
        var margins: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
        /// Baselines: first from the top, last from the bottom (nil: the bottom edge).
        var firstBaseline: Double?
        var lastBaselineFromBottom: Double?
    }

    let solver = Solver()
    let rightToLeft: Bool

    init(rightToLeft: Bool = false) {
        self.rightToLeft = rightToLeft
    }

    func box(_ name: String) -> Box {
        Box(name: name, x: solver.newVariable(name: name + ".x"), y: solver.newVariable(name: name + ".y"),
            width: solver.newVariable(name: name + ".width"), height: solver.newVariable(name: name + ".height"))
    }

    /// The attribute as `Σ terms + constant`.
    func expression(_ box: Box, _ attribute: LayoutAttribute) -> LinearExpression {
        let margins = box.margins
        func horizontal(_ fraction: Double, _ constant: Double = 0) -> LinearExpression {
            LinearExpression(fraction == 0 ? [(box.x, 1)] : [(box.x, 1), (box.width, fraction)], constant: constant)
        }
        func vertical(_ fraction: Double, _ constant: Double = 0) -> LinearExpression {
            LinearExpression(fraction == 0 ? [(box.y, 1)] : [(box.y, 1), (box.height, fraction)], constant: constant)
        }
        let leadingMargin = rightToLeft ? horizontal(1, -margins.right) : horizontal(0, margins.left)
        let trailingMargin = rightToLeft ? horizontal(0, margins.left) : horizontal(1, -margins.right)
        switch attribute {
        case .left: return horizontal(0)
        case .right: return horizontal(1)
        case .leading: return horizontal(rightToLeft ? 1 : 0)
        case .trailing: return horizontal(rightToLeft ? 0 : 1)
        case .centerX: return horizontal(0.5)
        case .width: return LinearExpression([(box.width, 1)])
        case .top: return vertical(0)
        case .bottom: return vertical(1)
        case .centerY: return vertical(0.5)
        case .height: return LinearExpression([(box.height, 1)])
        case .leftMargin: return horizontal(0, margins.left)
        case .rightMargin: return horizontal(1, -margins.right)
        case .leadingMargin: return leadingMargin
        case .trailingMargin: return trailingMargin
        case .centerXWithinMargins: return horizontal(0.5, (margins.left - margins.right) / 2)
        case .topMargin: return vertical(0, margins.top)
        case .bottomMargin: return vertical(1, -margins.bottom)
        case .centerYWithinMargins: return vertical(0.5, (margins.top - margins.bottom) / 2)
        case .firstBaseline:
            if let first = box.firstBaseline { return vertical(0, first) }
            return vertical(1)
        case .lastBaseline:
            if let fromBottom = box.lastBaselineFromBottom { return vertical(1, -fromBottom) }
            return vertical(1)
        }
    }

    /// `first.attribute REL multiplier × second.attribute + constant`; a location without a
    /// second side is measured from the root's origin (0, 0).
    func add(_ first: Box, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
             _ second: Box? = nil, _ secondAttribute: LayoutAttribute? = nil,
             multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) throws {
        let mirrored = rightToLeft && (firstAttribute.isDirectional || (secondAttribute?.isDirectional ?? false))
        var result = expression(first, firstAttribute)
        result.constant += mirrored ? constant : -constant
        if let second, let secondAttribute {
            let other = expression(second, secondAttribute)
            for term in other.terms {
                result.terms.append((term.variable, -multiplier * term.coefficient))
            }
            result.constant -= multiplier * other.constant
        }
        let finalRelation = mirrored ? relation.reversed : relation
        let solverRelation: Relation
        switch finalRelation {
        case .equal: solverRelation = .equal
        case .lessThanOrEqual: solverRelation = .lessThanOrEqual
        case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
        }
        try solver.addConstraint(result, solverRelation, priority: priority >= 1000 ? .required : .optional(priority))
    }

    /// Pins the box's origin.
    func pin(_ box: Box, x: Double = 0, y: Double = 0) throws {
        try add(box, .left, .equal, constant: x)
        try add(box, .top, .equal, constant: y)
    }

    /// Fixes the box's size (either dimension may be left free).
    func size(_ box: Box, width: Double? = nil, height: Double? = nil) throws {
        if let width { try add(box, .width, .equal, constant: width) }
        if let height { try add(box, .height, .equal, constant: height) }
    }

    /// A view with an intrinsic content size: `<= ics @hugging`, `>= ics @CR` per axis.
    func view(_ name: String, width: Double?, height: Double?, hugging: (Double, Double) = (250, 250),
              compressionResistance: (Double, Double) = (750, 750)) throws -> Box {
        let view = box(name)
        if let width {
            try add(view, .width, .lessThanOrEqual, constant: width, priority: hugging.0)
            try add(view, .width, .greaterThanOrEqual, constant: width, priority: compressionResistance.0)
        }
        if let height {
            try add(view, .height, .lessThanOrEqual, constant: height, priority: hugging.1)
            try add(view, .height, .greaterThanOrEqual, constant: height, priority: compressionResistance.1)
        }
        return view
    }

    /// Adds the constraints `StackLayout` generates for `stack` arranging `items`.
    @discardableResult
    func arrange(_ stack: Box, _ items: [Box], _ configuration: StackConfiguration) throws -> [ArrangementConstraint] {
        XCTAssertEqual(items.count, configuration.items.count, "one box per arranged item")
        let constraints = StackLayout.constraints(for: configuration)
        var guides: [ArrangementGuide: Box] = [:]
        for guide in StackLayout.guides(in: constraints) {
            guides[guide] = box("\(stack.name).\(guide)")
        }
        func resolve(_ item: ArrangementItem) -> Box? {
            switch item {
            case .parent: return stack
            case .parentMargins: return nil
            case .arranged(let index): return items.indices.contains(index) ? items[index] : nil
            case .guide(let guide): return guides[guide]
            }
        }
        for constraint in constraints {
            let (first, firstAttribute) = try side(constraint.first, resolve)
            var second: Box?
            var secondAttribute: LayoutAttribute?
            if let anchor = constraint.second {
                let resolved = try side(anchor, resolve)
                second = resolved.0
                secondAttribute = resolved.1
            }
            try add(first, firstAttribute, constraint.relation, second, secondAttribute,
                    multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority)
        }
        return constraints
    }

    /// `parentMargins.width` is the stack's width less its margins: a margins box tied to the stack.
    private var marginBoxes: [String: Box] = [:]

    private func side(_ anchor: ArrangementAnchor, _ resolve: (ArrangementItem) -> Box?) throws -> (Box, LayoutAttribute) {
        if let box = resolve(anchor.item) { return (box, anchor.attribute) }
        guard anchor.item == .parentMargins, let stack = resolve(.parent) else {
            throw HarnessError.unknownItem("\(anchor)")
        }
        if let margins = marginBoxes[stack.name] { return (margins, anchor.attribute) }
        let margins = box(stack.name + ".margins")
        for (edge, inset) in [(LayoutAttribute.left, LayoutAttribute.leftMargin), (.right, .rightMargin),
                              (.top, .topMargin), (.bottom, .bottomMargin)] {
            try add(margins, edge, .equal, stack, inset)
        }
        marginBoxes[stack.name] = margins
        return (margins, anchor.attribute)
    }

    enum HarnessError: Error { case unknownItem(String) }

    /// Solves and returns the box's frame (x, y, width, height).
    func frame(_ box: Box) -> [Double] {
        solver.updateVariables()
        return [solver.value(of: box.x), solver.value(of: box.y),
                solver.value(of: box.width), solver.value(of: box.height)]
    }
}

/// Frames equal to 1e-3, as the example runner compares them.
func assertStackFrame(_ actual: [Double], _ expected: [Double], _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    let close = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= 1e-3 }
    XCTAssertTrue(close, "\(message) frame \(actual) is not \(expected)", file: file, line: line)
}
