import Cassowary

/// Safe areas (docs/uikit-behaviours.md §9, M4–M6): the root's, as the host reports it
/// (`trellis_scene_set_safe_area_insets`) plus the view controller's
/// `additionalSafeAreaInsets`, and every other view's, the part of its superview's safe
/// area that it overlaps.
///
/// UIKit computes a subview's `safeAreaInsets` from its frame after layout and lays out
/// again when they change; so does the scene (`updateSafeAreaDependents`, called by the
/// layout pass until nothing moves). On each side a view's inset is how far its
/// superview's safe area reaches into it, never more than the superview's own inset on
/// that side: "if the top right view is moved still further up, the safe area inset does
/// not continue to expand. It is capped at the size of the superview's safe area inset"
/// (martiancraft.com, "Notes from the Margins", 2019; Apple, `UIView.safeAreaInsets`:
/// "For other views in the view hierarchy, the insets reflect only the portion of the view
/// that is covered").
///
/// Equations reach the guides as `<view>.safeArea.<attr>` (or `safeAreaLayoutGuide`),
/// `topLayoutGuide.<attr>`, `bottomLayoutGuide.<attr>` and `root.keyboardLayoutGuide.<attr>`
/// (`GuideReference`). Each guide is made the first time a constraint names it, held by four
/// required constraints to its owner's edges whose constants follow the insets: an in-place
/// change, as cheap as a size change. They belong to the window: a conflict never breaks
/// them while a user constraint can give way (`Scene+ConflictResolution.swift`).
extension Scene {
    /// The safe-area insets the host set for the root, in points (zero by default).
    public var safeAreaInsets: EdgeInsets { safeArea.hostInsets }

    /// Sets the root's safe-area insets (applied at the next layout).
    public func setSafeAreaInsets(_ insets: EdgeInsets) throws(SceneError) {
        for value in [insets.top, insets.left, insets.bottom, insets.right]
        where !(value >= 0 && Limits.isWithinMagnitude(value)) {
            throw SceneError(.argument, "safe-area insets must be finite, at least 0 and \(Limits.magnitudePhrase), got \(NumberFormatting.format(value))")
        }
        safeArea.hostInsets = insets
    }

    /// The height of the keyboard docked at the bottom of the window (0: no keyboard), which
    /// `root.keyboardLayoutGuide` covers.
    public var keyboardHeight: Double { safeArea.keyboardHeight }

    /// Sets the height of the keyboard docked at the bottom of the window; 0 hides it
    /// (applied at the next layout).
    public func setKeyboardHeight(_ height: Double) throws(SceneError) {
        guard height >= 0, Limits.isWithinMagnitude(height) else {
            throw SceneError(.argument, "the keyboard height must be finite, at least 0 and \(Limits.magnitudePhrase), got \(NumberFormatting.format(height))")
        }
        safeArea.keyboardHeight = height
    }

    /// The root's safe-area insets in effect: the host's plus the view controller's
    /// additional insets.
    var rootSafeAreaInsets: EdgeInsets {
        guard let additional = sceneDescription.viewController?.additionalSafeAreaInsets else { return safeArea.hostInsets }
        return safeArea.hostInsets + additional
    }

    /// A view's safe-area insets as of the last layout pass (zero before the first).
    public func safeAreaInsets(ofView id: String) throws(SceneError) -> EdgeInsets {
        layoutIfNeverLaidOut()
        let view = try view(id)
        safeArea.epoch &+= 1
        return safeAreaInsets(of: view)
    }

    /// The view an equation's item name stands for: a view of the scene, or a guide of one;
    /// nil when no view has the name.
    ///
    /// - Throws: `.schema` for a guide only the root has named on another view, or
    ///   `superview.<guide>` for a first item without a superview.
    func item(named name: String, firstView: ViewNode?, source: String) throws(SceneError) -> ViewNode? {
        if let view = viewsByID[name] { return view }
        guard let reference = GuideReference(itemName: name) else { return nil }
        guard let ownerID = reference.ownerID(rootID: root.id, firstItemSuperview: firstView?.superview?.id) else {
            throw SceneError(.schema, "\(source): \(GuideReference.problemMessage(.guideWithoutOwner(name), item: name))")
        }
        guard let owner = viewsByID[ownerID] else { return nil }
        if reference.guide.belongsToRoot && owner !== root {
            throw SceneError(.schema, "\(source): \(GuideReference.problemMessage(.rootOnlyGuide(name), item: name))")
        }
        if reference.guide.belongsToScrollViews && !owner.kind.isScrollView {
            throw SceneError(.schema, "\(source): \(Quoting.quoted(owner.id)) is a \(owner.kind.rawValue), not a scroll view: "
                             + "only scroll, table and collection views have \(Quoting.quoted(reference.guide.nodeName))")
        }
        if reference.guide == .readableContent { return readableContentGuide(of: owner) }
        return insetGuide(reference.guide, of: owner).node
    }

    /// The guide, made with its constraints on first use.
    func insetGuide(_ role: GuideReference.Guide, of owner: ViewNode) -> InsetGuide {
        if let existing = owner.insetGuides.first(where: { $0.role == role }) { return existing }
        let node = ViewNode(description: ViewDescription(id: "\(owner.id).\(role.nodeName)", kind: .guide), solver: solver)
        node.superview = owner
        node.isInternalGuide = true
        node.inHierarchy = owner.inHierarchy
        // Among the owner's guides: self-sizing maps their variables too.
        owner.internalGuides.append(node)
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

    // MARK: The layout pass

    /// Brings every guide's constants and every margin-dependent view's margins in step
    /// with the frames of the last solve; returns whether anything changed (the layout
    /// pass then solves again, as UIKit lays out again when safe-area insets change).
    func updateSafeAreaDependents() -> Bool {
        guard !safeArea.guides.isEmpty || !safeArea.marginDependents.isEmpty else { return false }
        safeArea.epoch &+= 1
        var changed = false
        safeArea.guides.removeAll { $0.constraints.contains(where: \.isDiscarded) }
        for guide in safeArea.guides where updateConstants(of: guide) { changed = true }
        safeArea.marginDependents.removeAll { !isLive($0) }
        for view in safeArea.marginDependents where updateMargins(of: view) { changed = true }
        return changed
    }

    /// Whether the view is still one of the scene's (not removed).
    private func isLive(_ view: ViewNode) -> Bool {
        view.index < views.count && views[view.index] === view
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

    /// A view's safe-area insets from the frames of the last solve, computed once per pass
    /// (`safeArea.epoch`) and kept on the view.
    func safeAreaInsets(of view: ViewNode) -> EdgeInsets {
        if view.safeAreaEpoch == safeArea.epoch { return view.safeAreaInsets }
        let insets: EdgeInsets
        if view === root {
            insets = rootSafeAreaInsets
        } else if let superview = view.superview, !view.isInternalGuide {
            let outer = safeAreaInsets(of: superview)
            insets = outer == .zero ? .zero : Scene.overlap(of: currentFrame(of: view), with: currentFrame(of: superview), insets: outer)
        } else {
            insets = .zero
        }
        view.safeAreaInsets = insets
        view.safeAreaEpoch = safeArea.epoch
        return insets
    }

    /// How far a superview's safe area (its frame less `insets`) reaches into `frame` on each
    /// side, capped at the superview's inset on that side.
    static func overlap(of frame: Rect, with superframe: Rect, insets: EdgeInsets) -> EdgeInsets {
        func clamped(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), limit) }
        return EdgeInsets(top: clamped(superframe.y + insets.top - frame.y, insets.top),
                          left: clamped(superframe.x + insets.left - frame.x, insets.left),
                          bottom: clamped(frame.y + frame.height - (superframe.y + superframe.height - insets.bottom), insets.bottom),
                          right: clamped(frame.x + frame.width - (superframe.x + superframe.width - insets.right), insets.right))
    }

    /// A view's frame in root coordinates from the solver's current values (the root's is
    /// the window).
    func currentFrame(of view: ViewNode) -> Rect {
        view === root ? Rect(x: 0, y: 0, width: size.width, height: size.height) : rootFrame(of: view)
    }
}

/// The safe-area state of a scene: the host's insets and keyboard, the guides made so far,
/// and the views whose margins follow their frames.
struct SafeAreaState {
    var hostInsets = EdgeInsets.zero
    var keyboardHeight = 0.0
    var guides: [InsetGuide] = []
    /// Views named by a margin attribute (`Scene+Margins.swift`), each once.
    var marginDependents: [ViewNode] = []
    /// Stamps the views whose insets one pass has computed.
    var epoch = 0
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
