import Cassowary

/// The window a scene is laid out in (CONTRACT.md §4): the root view's frame is always
/// (0, 0, width, height) of the scene size, as a view controller's root view fills its
/// window in UIKit.
///
/// UIKit holds that size with two required constraints, which public console dumps of
/// "Unable to simultaneously satisfy constraints" list among the conflicting set as
/// `'UIView-Encapsulated-Layout-Width' UIView.width == 375` (johnpatrickmorgan/wtfautolayout
/// inputs; SEMANTICS.md A6): required constraints that cannot fit the window conflict with
/// it, and one of *them* is broken, never the window. Trellis does the same with two
/// required constraints of its own, named like UIKit's, whose constants follow
/// `setSize` (an in-place constant change in the solver, as cheap as an edit). Which
/// constraint breaks instead is settled in `Scene+ConflictResolution.swift`.
///
/// The window's constraints are not among the root's `constraints`: self-sizing
/// (`fittingSize`) works from a subtree's own constraints, never the scene size.
extension Scene {
    /// UIKit's identifiers of the constraints that hold a root view at its window's size.
    static let windowWidthIdentifier = "UIView-Encapsulated-Layout-Width"
    static let windowHeightIdentifier = "UIView-Encapsulated-Layout-Height"

    /// Creates the two window constraints (`root.width == width`, `root.height == height`),
    /// before any other constraint, so that they are the oldest of the scene.
    func makeWindowConstraints() {
        for attribute in [LayoutAttribute.width, .height] {
            let constraint = SceneConstraint(
                key: "#window.\(attribute.name)", hasUserID: false, owner: .window, source: "",
                description: nil, first: ConstraintAnchor(view: root, attribute: attribute), second: nil,
                relation: .equal, multiplier: 1, constant: 0, priority: 1000, sequence: nextConstraintSequence)
            nextConstraintSequence += 1
            constraints.append(constraint)
            windowConstraints.append(constraint)
            markDirty(constraint)
        }
        updateWindowConstraints()
    }

    /// Gives the window constraints the current scene size (applied at the next layout).
    func updateWindowConstraints() {
        for constraint in windowConstraints {
            let isWidth = constraint.first.attribute == .width
            let value = isWidth ? size.width : size.height
            let identifier = isWidth ? Scene.windowWidthIdentifier : Scene.windowHeightIdentifier
            constraint.constant = value
            constraint.source = "\(identifier): \(root.id).\(constraint.first.attribute.name) == \(NumberFormatting.format(value))"
            markDirty(constraint)
        }
    }
}
