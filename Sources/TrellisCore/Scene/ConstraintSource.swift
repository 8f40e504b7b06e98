/// How a constraint is stated in messages and diagnostics.
///
/// Generated constraints are stated from what they are, when a message needs them: a scene
/// makes four intrinsic-size constraints per view and a few per arranged view, and writing
/// their text out as they are made (formatting priorities and constants) cost more than
/// solving them.
enum ConstraintSource {
    /// The text itself: what the document or the API wrote, or a fixed description.
    case text(String)
    /// A document constraint an importer made without text (``ConstraintDescription/writtenSource``
    /// nil): stated from the equation as written, e.g. `'8bC-Xf-vdC'.top == view.top + 20`.
    /// Boxed: an equation is five times the size of the other cases, and every constraint
    /// of a scene would carry its size (only constraints added one by one state it).
    indirect case equation(Equation)
    /// Constraint `index` of a scene description's list, stated as the description states
    /// it (``ConstraintDescription/source``): what a scene's own and inserted constraints
    /// keep while it is built, a reference to the list the description already holds,
    /// neither a copy of the equation nor text (`Scene.addDescribedConstraint`).
    case described([ConstraintDescription], index: Int)
    /// A view's hugging (`<=`) or compression resistance (`>=`) on the axis of the
    /// constraint's attribute, e.g. `title.width <= intrinsic @250 (hugging)`.
    case intrinsic(label: String)
    /// A constraint a stack view or group generated, stated from the constraint with the
    /// generator's identifier, e.g. `UISV-spacing: b.leading == a.trailing + 8 @1000`
    /// (guides are named after their stack: `stack.gap[0]`, `stack.layoutMarginsGuide`).
    case generated(identifier: String)
    /// A window constraint, stated with its current constant as UIKit states it, e.g.
    /// `UIView-Encapsulated-Layout-Width: root.width == 375`: made when read, as every
    /// `setSize` would otherwise format a number and two strings nobody may read.
    case window(identifier: String)
}

extension SceneConstraint {
    /// The text that states the constraint, for messages and diagnostics.
    var source: String {
        get {
            switch statement {
            case .text(let text):
                return text
            case .equation(let equation):
                return equation.description
            case .described(let list, let index):
                return index < list.count ? list[index].source : ""
            case .intrinsic(let label):
                return "\(first.view.id).\(first.attribute.name) \(relation.symbol) intrinsic "
                    + "@\(NumberFormatting.format(priority)) (\(label))"
            case .generated(let identifier):
                func name(_ anchor: ConstraintAnchor) -> String { "\(anchor.view.id).\(anchor.attribute.name)" }
                return "\(identifier): " + EquationStatement.text(
                    first: name(first), relation: relation, second: second.map(name),
                    multiplier: multiplier, constant: constant, priority: priority)
            case .window(let identifier):
                return "\(identifier): \(first.view.id).\(first.attribute.name) == \(NumberFormatting.format(constant))"
            }
        }
        set { statement = .text(newValue) }
    }
}
