import Cassowary

/// The window a scene is laid out in (docs/uikit-behaviours.md §4): the root view's frame is always
/// (0, 0, width, height) of the scene size, as a view controller's root view fills its
/// window in UIKit.
///
/// UIKit holds that size with two required constraints, which public console dumps of
/// "Unable to simultaneously satisfy constraints" list among the conflicting set as
/// `'UIView-Encapsulated-Layout-Width' UIView.width == 375` (johnpatrickmorgan/wtfautolayout
/// inputs; docs/uikit-behaviours.md A6): required constraints that cannot fit the window conflict with
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
                key: "#window.\(attribute.name)", hasUserID: false, owner: .window, source: .text(""),
                description: nil, first: ConstraintAnchor(view: root, attribute: attribute), second: nil,
                relation: .equal, multiplier: 1, constant: 0, priority: 1000, sequence: nextConstraintSequence)
            nextConstraintSequence += 1
            storedConstraints.append(constraint)
            windowConstraints.append(constraint)
            markDirty(constraint)
        }
        updateWindowConstraints()
    }

    /// Gives the window constraints the current scene size; the next layout applies it
    /// (`applyWindowSize`).
    func updateWindowConstraints() {
        for constraint in windowConstraints {
            let isWidth = constraint.first.attribute == .width
            let value = isWidth ? size.width : size.height
            constraint.constant = value
            constraint.statement = .window(identifier: isWidth ? Scene.windowWidthIdentifier
                                                               : Scene.windowHeightIdentifier)
        }
        windowSizeChanged = true
    }

    /// Pushes a size change into the solver. The common case, a size the constraints
    /// accept, is an in-place constant change of each installed window constraint, with no
    /// pass over the scene's other constraints; a size they refuse (or a window constraint
    /// not installed yet) goes the general way, which breaks a user constraint instead
    /// (`Scene+ConflictResolution.swift`). Either way, broken constraints are tried again:
    /// a new size may let them fit.
    func applyWindowSize() {
        guard windowSizeChanged else { return }
        windowSizeChanged = false
        var needsGeneralPass = false
        for constraint in windowConstraints {
            guard let id = constraint.solverID, !constraint.isDirty else {
                markDirty(constraint)
                needsGeneralPass = true
                continue
            }
            let constant = compile(constraint).constant
            if constant == constraint.installedConstant { continue }
            if solver.attemptToSetConstant(id, constant) {
                constraint.installedConstant = constant
            } else {
                markDirty(constraint)
                needsGeneralPass = true
            }
        }
        if mayHaveBrokenConstraints {
            retryBrokenConstraints = true
            needsGeneralPass = true
        }
        if needsGeneralPass {
            refreshDirtyConstraints()
            // Flat intrinsic blocks are never broken.
            mayHaveBrokenConstraints = storedConstraints.contains(where: \.isBroken)
        }
    }
}
