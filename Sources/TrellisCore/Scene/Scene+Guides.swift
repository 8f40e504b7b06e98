import Cassowary

/// The layout guides the scene keeps for its views (`GuideReference`): safe areas, the view
/// controller's top and bottom layout guides, the keyboard's, a scroll view's content and
/// frame guides (and, with constraints of its own, the readable content guide,
/// `Scene+ReadableContent.swift`).
///
/// Each guide is made the first time a constraint names it, held by required constraints to
/// its owner's edges whose constants the scene computes (insets, the keyboard's height, the
/// content offset): changing them is an in-place change, as cheap as a size change. They
/// belong to the window: a conflict never breaks them while a user constraint can give way
/// (`Scene+ConflictResolution.swift`).
extension Scene {
    /// The view an equation's item name stands for: a view of the scene, or a guide of one;
    /// nil when no view has the name.
    ///
    /// - Throws: `.schema` for a guide only the root has named on another view, or
    ///   `superview.<guide>` for a first item without a superview.
    func item(named name: String, firstView: ViewNode?, source: @autoclosure () -> String) throws(SceneError) -> ViewNode? {
        try item(named: name, firstItemSuperview: firstView?.superview, source: source()).map { found in
            switch found {
            case .view(let view): return view
            case .guide(let reference, let owner):
                if reference.guide == .readableContent { return readableContentGuide(of: owner) }
                return insetGuide(reference.guide, of: owner).node
            }
        }
    }

    /// What an item name stands for, checked but not made: a view, or a guide of a view
    /// (which `item(named:firstView:source:)` makes on first use). Lets a constraint check
    /// every item before it makes any guide, so that a refused constraint adds nothing.
    enum NamedItem {
        case view(ViewNode)
        case guide(GuideReference, owner: ViewNode)

        /// The superview the item will have: a guide's is its owner.
        var superview: ViewNode? {
            switch self {
            case .view(let view): return view.superview
            case .guide(_, let owner): return owner
            }
        }
    }

    /// The item a name stands for, nil when no view has the name; nothing is made.
    ///
    /// - Throws: `.schema` for a guide only the root has named on another view, a scroll
    ///   view's guide on another kind, or `superview.<guide>` for a first item without a
    ///   superview.
    func item(named name: String, firstItemSuperview: ViewNode?, source: @autoclosure () -> String) throws(SceneError) -> NamedItem? {
        if let view = namedView(name) { return .view(view) }
        guard let reference = GuideReference(itemName: name) else { return nil }
        guard let ownerID = reference.ownerID(rootID: root.id, firstItemSuperview: firstItemSuperview?.id) else {
            throw SceneError(.schema, "\(source()): \(GuideReference.problemMessage(.guideWithoutOwner(name), item: name))")
        }
        guard let owner = namedView(ownerID) else { return nil }
        if reference.guide.belongsToRoot && owner !== root {
            throw SceneError(.schema, "\(source()): \(GuideReference.problemMessage(.rootOnlyGuide(name), item: name))")
        }
        if reference.guide.belongsToScrollViews && !owner.kind.isScrollView {
            throw SceneError(.schema, "\(source()): \(Quoting.quoted(owner.id)) is a \(owner.kind.rawValue), not a scroll view: "
                             + "only scroll, table and collection views have \(Quoting.quoted(reference.guide.nodeName))")
        }
        return .guide(reference, owner: owner)
    }

    /// A layout guide of `owner` made by the scene: variables in the solver, never reported as
    /// a view, among the owner's guides (so hierarchy changes and self-sizing reach it).
    func makeInternalGuide(id: String, owner: ViewNode) -> ViewNode {
        let node = ViewNode(description: ViewDescription(id: id, kind: .guide), solver: solver)
        node.superview = owner
        node.isInternalGuide = true
        node.inHierarchy = owner.inHierarchy
        rankVariables(of: node)
        owner.internalGuides.append(node)
        return node
    }

    /// The guide, made with its constraints on first use.
    func insetGuide(_ role: GuideReference.Guide, of owner: ViewNode) -> InsetGuide {
        if let existing = owner.insetGuides.first(where: { $0.role == role }) { return existing }
        let node = makeInternalGuide(id: "\(owner.id).\(role.nodeName)", owner: owner)
        var constraints: [SceneConstraint] = []
        for (edge, ownerEdge) in InsetGuide.anchors(of: role) {
            constraints.append(makeConstraint(key: nil, owner: .window, source: .text(""), description: nil,
                                              first: ConstraintAnchor(view: node, attribute: edge),
                                              second: ConstraintAnchor(view: owner, attribute: ownerEdge), relation: .equal,
                                              multiplier: 1, constant: 0, priority: 1000))
        }
        let guide = InsetGuide(role: role, owner: owner, node: node, constraints: constraints)
        owner.insetGuides.append(guide)
        safeArea.guides.append(guide)
        safeArea.epoch &+= 1
        updateConstants(of: guide)
        return guide
    }

    /// Gives a guide's constraints the constants of the current insets; returns whether any
    /// changed.
    @discardableResult
    func updateConstants(of guide: InsetGuide) -> Bool {
        let insets: EdgeInsets
        switch guide.role {
        case .contentLayoutGuide, .frameLayoutGuide: insets = .zero
        default: insets = guide.owner === root ? rootSafeAreaInsets : safeAreaInsets(of: guide.owner)
        }
        let constants = guide.constants(insets: insets, keyboardHeight: safeArea.keyboardHeight,
                                        contentOffset: guide.owner.contentOffset)
        var changed = false
        for (constraint, constant) in zip(guide.constraints, constants) where constraint.constant != constant || !guide.isStated {
            constraint.constant = constant
            constraint.source = guide.statement(of: constraint)
            markDirty(constraint)
            changed = true
        }
        guide.isStated = true
        return changed
    }
}

/// A layout guide the scene keeps at its owner's edges, inset by amounts it computes: a
/// view's safe area, the view controller's top and bottom layout guides, the keyboard's.
final class InsetGuide {
    let role: GuideReference.Guide
    unowned let owner: ViewNode
    let node: ViewNode
    /// `node.left`, `.right`, `.top`, `.bottom` each equal to an edge of the owner plus a
    /// constant, in that order (a content guide has only the first and the third: its size
    /// is the content's).
    let constraints: [SceneConstraint]
    /// Whether the constraints' statements have been written (at the first update).
    var isStated = false

    init(role: GuideReference.Guide, owner: ViewNode, node: ViewNode, constraints: [SceneConstraint]) {
        self.role = role
        self.owner = owner
        self.node = node
        self.constraints = constraints
    }

    /// The owner edge each of the guide's left, right, top and bottom is measured from.
    static func anchors(of role: GuideReference.Guide) -> [(LayoutAttribute, LayoutAttribute)] {
        switch role {
        case .safeArea:
            return [(.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom)]
        case .topLayoutGuide:
            return [(.left, .left), (.right, .right), (.top, .top), (.bottom, .top)]
        case .bottomLayoutGuide, .keyboard:
            return [(.left, .left), (.right, .right), (.top, .bottom), (.bottom, .bottom)]
        case .contentLayoutGuide:
            return [(.left, .left), (.top, .top)]
        case .frameLayoutGuide:
            return [(.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom)]
        case .readableContent:
            return []  // its own constraints (`Scene+ReadableContent.swift`)
        }
    }

    /// The constants of the four constraints for the owner's safe-area `insets`.
    ///
    /// The legacy guides run from the root's top to its safe area and from the safe area to
    /// its bottom (Apple, `topLayoutGuide`: "the bottom of the status bar or navigation bar";
    /// since iOS 11 they follow the safe area, WWDC 2017 session 412). The keyboard guide
    /// covers the keyboard, or the safe area's bottom strip while none is shown (Apple,
    /// `UIKeyboardLayoutGuide`; WWDC 2021 "Your guide to keyboard layout").
    ///
    /// A scroll view's content starts at its frame's origin less the content offset; its
    /// frame guide is its frame (`UIScrollView.contentLayoutGuide`, `frameLayoutGuide`).
    func constants(insets: EdgeInsets, keyboardHeight: Double, contentOffset: ContentOffset) -> [Double] {
        switch role {
        case .safeArea: return [insets.left, -insets.right, insets.top, -insets.bottom]
        case .topLayoutGuide: return [0, 0, 0, insets.top]
        case .bottomLayoutGuide: return [0, 0, -insets.bottom, 0]
        case .keyboard: return [0, 0, -(keyboardHeight > 0 ? keyboardHeight : insets.bottom), 0]
        case .contentLayoutGuide: return [-contentOffset.x, -contentOffset.y]
        case .frameLayoutGuide: return [0, 0, 0, 0]
        case .readableContent: return []
        }
    }

    /// How diagnostics state one of the guide's constraints, named like UIKit's in console
    /// dumps: `UIViewSafeAreaLayoutGuide-top: root.safeArea.top == root.top + 47`.
    func statement(of constraint: SceneConstraint) -> String {
        let prefix: String
        switch role {
        case .safeArea: prefix = "UIViewSafeAreaLayoutGuide"
        case .topLayoutGuide: prefix = "_UILayoutGuide-top"
        case .bottomLayoutGuide: prefix = "_UILayoutGuide-bottom"
        case .keyboard: prefix = "UIKeyboardLayoutGuide"
        case .contentLayoutGuide: prefix = "UIScrollView-contentLayoutGuide"
        case .frameLayoutGuide: prefix = "UIScrollView-frameLayoutGuide"
        case .readableContent: prefix = "UIViewReadableContentGuide"
        }
        let edge = constraint.first.attribute.name
        let constant = constraint.constant
        return "\(prefix)-\(edge): \(node.id).\(edge) == \(owner.id).\(constraint.second?.attribute.name ?? edge) "
            + "\(constant < 0 ? "-" : "+") \(NumberFormatting.format(abs(constant)))"
    }
}
