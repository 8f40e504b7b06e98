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
/// Equations reach the safe areas as `<view>.safeArea.<attr>` (or `safeAreaLayoutGuide`),
/// and the guides that follow them, `topLayoutGuide`, `bottomLayoutGuide` and
/// `root.keyboardLayoutGuide`, through `Scene+Guides.swift`.
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
        let dependentCount = safeArea.marginDependents.count
        safeArea.marginDependents.removeAll { !isLive($0) }
        if safeArea.marginDependents.count != dependentCount { safeArea.marginInputsGeneration &+= 1 }
        // Every margin dependent after a change of what margins are made of; otherwise only
        // those whose margins read frames (`marginsFollowFrames`, the argument beside it).
        let inputs = MarginInputs(layoutDirection: traits.layoutDirection, rootSafeAreaInsets: rootSafeAreaInsets,
                                  dependentCount: safeArea.marginDependents.count,
                                  generation: safeArea.marginInputsGeneration)
        if inputs != safeArea.marginsComputedFor {
            safeArea.frameDependentMargins.removeAll(keepingCapacity: true)
            for view in safeArea.marginDependents {
                if updateMargins(of: view) { changed = true }
                if marginsFollowFrames(view) { safeArea.frameDependentMargins.append(view) }
            }
            safeArea.marginsComputedFor = inputs
        } else {
            for view in safeArea.frameDependentMargins where updateMargins(of: view) { changed = true }
        }
        return changed
    }

    /// Whether the view is still one of the scene's (not removed).
    private func isLive(_ view: ViewNode) -> Bool {
        view.index < views.count && views[view.index] === view
    }

    /// A view's safe-area insets from the frames of the last solve, computed once per pass
    /// (`safeArea.epoch`) and kept on the view.
    func safeAreaInsets(of view: ViewNode) -> EdgeInsets {
        // A view's insets are the part of its superview's that reaches into it, zero when
        // those are: all are zero when the root's are (the host set none), and then nothing
        // is kept on the views (a kept value takes a box per view: `ViewNode.keepSafeAreaInsets`).
        // Every reader starts a new epoch, so no value kept for other root insets is read.
        if rootSafeAreaInsets == .zero { return .zero }
        if let kept = view.safeAreaInsets(keptFor: safeArea.epoch) { return kept }
        let insets: EdgeInsets
        if view === root {
            insets = rootSafeAreaInsets
        } else if let superview = view.superview, !view.isInternalGuide {
            let outer = safeAreaInsets(of: superview)
            insets = outer == .zero ? .zero : Scene.overlap(of: currentFrame(of: view), with: currentFrame(of: superview), insets: outer)
        } else {
            insets = .zero
        }
        view.keepSafeAreaInsets(insets, for: safeArea.epoch)
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
    /// Counts the changes to what margins are made of besides frames (a view's own margins
    /// resolved again, a margin dependent gone, margins put back by a rebuilt pass): each
    /// makes the next pass compute every margin dependent's margins. A dependent added
    /// shows in `MarginInputs.dependentCount` (a pass that also saw one go counts that).
    /// Not bumped where a dependent is added: that is on the build path, once per view a
    /// margin attribute names (a write there cost 23 k instructions of a list document's
    /// `scene_new`).
    var marginInputsGeneration = 0
    /// What the last pass over every margin dependent computed their margins from.
    var marginsComputedFor: MarginInputs?
    /// The margin dependents whose margins read frames (`Scene.marginsFollowFrames`), as of
    /// that pass: the only ones a pass with the same inputs computes again.
    var frameDependentMargins: [ViewNode] = []
}

/// What layout margins are made of besides frames and the scene size (`Scene+Margins.swift`).
struct MarginInputs: Equatable {
    var layoutDirection: LayoutDirection
    var rootSafeAreaInsets: EdgeInsets
    var dependentCount: Int
    var generation: Int
}
