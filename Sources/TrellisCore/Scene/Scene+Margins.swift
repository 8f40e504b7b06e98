/// Layout margins as UIKit computes them (docs/uikit-behaviours.md §9, M1–M3, M7).
///
/// A view's margins start from its `layoutMargins` (8 points on every side unless given). A
/// view controller's root view starts from the system minimum margins instead, or the
/// larger of the two when the document gives margins (Apple,
/// `UIViewController.systemMinimumLayoutMargins`: "the root view's actual margins are set
/// to either your custom values or the system minimum values, whichever is greater").
/// Then, with `insetsLayoutMarginsFromSafeArea` (on by default), the margins are measured
/// from the safe area: each grows by the view's safe-area inset on that side (Apple,
/// `UIView.directionalLayoutMargins`: "For the root view of a view controller, the default
/// value of this property reflects the system minimum margins and safe area insets"; WWDC
/// 2017 session 204, "Updating Your App for iOS 11"). Last, with
/// `preservesSuperviewLayoutMargins`, each grows to keep content inside the superview's
/// margins too, by "the smallest amount needed" (Apple, `preservesSuperviewLayoutMargins`),
/// measured on the part of the view inside its superview (M7).
///
/// With `layoutMarginsFollowReadableWidth` the side margins then widen, equally, until
/// what lies between them is no wider than the readable width (`Scene+ReadableContent.swift`;
/// Apple, `layoutMarginsFollowReadableWidth`).
///
/// Only views some constraint names by a margin attribute need their margins; those are
/// the scene's margin dependents, brought up to date by each layout pass
/// (`updateSafeAreaDependents`) because the last two steps depend on frames.
extension Scene {
    /// The left, top, right and bottom margins an attribute expression uses.
    func layoutMargins(of view: ViewNode) -> EdgeInsets {
        view.computedMargins ?? view.margins.resolved(for: traits.layoutDirection)
    }

    /// Records that a constraint names one of `view`'s margins.
    func noteMarginDependent(_ view: ViewNode) {
        guard !view.isMarginDependent else { return }
        view.isMarginDependent = true
        safeArea.marginDependents.append(view)
    }

    /// Whether a view's margins can change while nothing but frames and the scene size
    /// does (the window resized, a view moved): the layout pass computes only these again
    /// when `MarginInputs` are unchanged (`updateSafeAreaDependents`).
    ///
    /// `effectiveMargins` reads, besides the view's description (fixed for the scene's
    /// life): its own margins (resolved again on a trait change, which counts in
    /// `MarginInputs.generation`), the layout direction and the root's safe-area insets
    /// (in `MarginInputs`), and then, step by step:
    /// - the root view's system minimum margins, which depend on the scene width;
    /// - its safe-area insets, when `insetsLayoutMarginsFromSafeArea`: zero for every view
    ///   while the root's are zero (`safeAreaInsets(of:)`), else read from frames;
    /// - its superview's margins and both frames, when `preservesSuperviewLayoutMargins`;
    /// - its width, when `layoutMarginsFollowReadableWidth`.
    /// A view none of these applies to has margins that only `MarginInputs` decide: a resize
    /// of the 1000-view list document (333 rows whose titles sit on their margins) computed
    /// each row's margins, always its own 8 points, twice a relayout (0.13 M of 0.96 M).
    func marginsFollowFrames(_ view: ViewNode) -> Bool {
        if view === root && sceneDescription.viewController?.respectsSystemMinimumLayoutMargins == true { return true }
        let description = view.description
        if description.insetsLayoutMarginsFromSafeArea && rootSafeAreaInsets != .zero { return true }
        return (description.preservesSuperviewLayoutMargins && view.superview != nil)
            || description.layoutMarginsFollowReadableWidth
    }

    /// Recomputes a margin dependent's margins; when they changed, marks the constraints on
    /// its margins dirty and returns true.
    func updateMargins(of view: ViewNode) -> Bool {
        let margins = effectiveMargins(of: view)
        guard margins != view.computedMargins else { return false }
        view.computedMargins = margins
        settleFlatDocumentRecords(naming: view)
        for constraint in view.constraints where constraint.namesMargin(of: view) { markDirty(constraint) }
        return true
    }

    /// The margins of the view for the current traits, safe area and frames.
    private func effectiveMargins(of view: ViewNode) -> EdgeInsets {
        var margins = baseMargins(of: view).resolved(for: traits.layoutDirection)
        if view.description.insetsLayoutMarginsFromSafeArea {
            margins = margins + safeAreaInsets(of: view)
        }
        if view.description.preservesSuperviewLayoutMargins, let superview = view.superview {
            let outer = effectiveMargins(of: superview)
            let superframe = currentFrame(of: superview)
            // Only the part of the view inside its superview can reach into the superview's
            // margins. A view sticking out (a layout that broke a constraint, or a cell's
            // content measured in a cell still too short for it) would otherwise take a
            // margin as large as the overhang, which the next layout turns into more overhang.
            let frame = currentFrame(of: view).clamped(to: superframe)
            margins.left = max(margins.left, superframe.x + outer.left - frame.x)
            margins.top = max(margins.top, superframe.y + outer.top - frame.y)
            margins.right = max(margins.right, frame.x + frame.width - (superframe.x + superframe.width - outer.right))
            margins.bottom = max(margins.bottom, frame.y + frame.height - (superframe.y + superframe.height - outer.bottom))
        }
        if view.description.layoutMarginsFollowReadableWidth {
            let width = currentFrame(of: view).width
            let excess = width - margins.left - margins.right - Scene.readableWidth(for: traits.contentSizeCategory)
            if excess > 0 {
                margins.left += excess / 2
                margins.right += excess / 2
            }
        }
        return margins
    }

    /// The margins before the safe area and the superview's margins: the view's own, or a
    /// view controller root's system minimum.
    private func baseMargins(of view: ViewNode) -> DirectionalInsets {
        guard view === root, let controller = sceneDescription.viewController,
              controller.respectsSystemMinimumLayoutMargins else { return view.margins }
        let minimum = ViewControllerDescription.systemMinimumLayoutMargins(forWidth: size.width)
        // Margins a document leaves at UIKit's default are not "custom values".
        let declared = view.description.layoutMargins != .plain(.defaultMargins)
        return declared ? .maximum(view.margins, minimum) : minimum
    }
}

extension SceneConstraint {
    /// Whether the constraint reads one of `view`'s margins.
    func namesMargin(of view: ViewNode) -> Bool {
        (first.view === view && first.attribute.isMargin) || (second.map { $0.view === view && $0.attribute.isMargin } ?? false)
    }
}
