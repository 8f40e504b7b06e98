import Cassowary

/// The root view's safe area (docs/c-api.md, docs/document-format.md): the window less the status bar, home
/// indicator, notch and the like, as a host reports it (`trellis_scene_set_safe_area_insets`).
/// Equations reach it as `root.safeArea.<attr>` (`SafeAreaReference`).
///
/// Like UIKit's `safeAreaLayoutGuide`, it is a layout guide of the root, held by four
/// required constraints at the root's edges inset by the host's insets; the guide's
/// leading and trailing follow the layout direction as every view's do (insets are given
/// left and right, as UIKit's `safeAreaInsets` are). The guide is made the first time a
/// constraint names it; changing the insets changes those constraints' constants, an
/// in-place change as cheap as a size change. It belongs to the window: a conflict never
/// breaks it while a user constraint can give way (`Scene+ConflictResolution.swift`).
extension Scene {
    /// The safe-area insets of the root, in points (zero by default).
    public var safeAreaInsets: EdgeInsets { safeArea.insets }

    /// Sets the root's safe-area insets (applied at the next layout).
    public func setSafeAreaInsets(_ insets: EdgeInsets) throws(SceneError) {
        for value in [insets.top, insets.left, insets.bottom, insets.right]
        where !(value >= 0 && Limits.isWithinMagnitude(value)) {
            throw SceneError(.argument, "safe-area insets must be finite, at least 0 and \(Limits.magnitudePhrase), got \(NumberFormatting.format(value))")
        }
        guard insets != safeArea.insets else { return }
        safeArea.insets = insets
        updateSafeAreaConstraints()
    }

    /// The view an equation's item name stands for: a view of the scene, or the root's
    /// safe-area guide; nil when no view has the name.
    ///
    /// - Throws: `.schema` for `<owner>.safeArea` when the owner is not the root.
    func item(named name: String, firstView: ViewNode?, source: String) throws(SceneError) -> ViewNode? {
        if let view = viewsByID[name] { return view }
        guard let owner = SafeAreaReference.owner(ofItemNamed: name) else { return nil }
        guard SafeAreaReference.isRootSafeArea(owner: owner, rootID: root.id, firstItemSuperview: firstView?.superview?.id)
                && (owner != ItemReference.superviewKeyword || firstView?.superview === root) else {
            throw SceneError(.schema, "\(source): only the root view has a safe area; write \(SafeAreaReference.rootItemName).<attribute>")
        }
        return safeAreaGuide()
    }

    /// The guide, made with its four constraints on first use.
    private func safeAreaGuide() -> ViewNode {
        if let guide = safeArea.guide { return guide }
        let guide = ViewNode(description: ViewDescription(id: "\(root.id).\(SafeAreaReference.guideName)", kind: .guide),
                             solver: solver)
        guide.superview = root
        guide.isInternalGuide = true
        guide.inHierarchy = root.inHierarchy
        // Among the root's guides: self-sizing the root maps its variables too.
        root.internalGuides.append(guide)
        safeArea.guide = guide
        for edge in [LayoutAttribute.left, .right, .top, .bottom] {
            let constraint = makeConstraint(key: nil, owner: .window, source: .text(""), description: nil,
                                            first: ConstraintAnchor(view: guide, attribute: edge),
                                            second: ConstraintAnchor(view: root, attribute: edge), relation: .equal,
                                            multiplier: 1, constant: 0, priority: 1000)
            safeArea.constraints.append(constraint)
        }
        updateSafeAreaConstraints()
        return guide
    }

    /// Gives the guide's constraints the current insets: `guide.left == root.left + left`,
    /// `guide.right == root.right - right`, and the same for top and bottom. Their names
    /// follow UIKit's (`UIViewSafeAreaLayoutGuide-left`, … in console dumps).
    private func updateSafeAreaConstraints() {
        let insets = safeArea.insets
        for constraint in safeArea.constraints {
            let edge = constraint.first.attribute
            let constant: Double
            switch edge {
            case .left: constant = insets.left
            case .right: constant = -insets.right
            case .top: constant = insets.top
            default: constant = -insets.bottom
            }
            constraint.constant = constant
            let sign = constant < 0 ? "-" : "+"
            constraint.source = "UIViewSafeAreaLayoutGuide-\(edge.name): \(root.id).\(SafeAreaReference.guideName).\(edge.name) == "
                + "\(root.id).\(edge.name) \(sign) \(NumberFormatting.format(abs(constant)))"
            markDirty(constraint)
        }
    }
}

/// The root's safe area: its insets, and its guide once a constraint names it.
struct SafeAreaState {
    var insets = EdgeInsets.zero
    var guide: ViewNode?
    var constraints: [SceneConstraint] = []
}
