import Cassowary

/// The key of the text-measurement cache.
struct MeasurementKey: Hashable {
    var text: String
    var pointSize: Double
    var maxWidth: Double
    var lines: Int
}

/// Intrinsic content size: declared sizes and measured text, turned into hugging (`<=`)
/// and compression-resistance (`>=`) constraints per axis (docs/uikit-behaviours.md A3).
extension Scene {
    /// The four intrinsic constraints of a view, created once and switched on and off (and
    /// their constants changed) as the intrinsic size changes.
    ///
    /// A view that cannot have an intrinsic size until the host gives it one (a plain view
    /// or stack without a declared size: a list's rows, most containers) gets its four
    /// later, when it first has a size (`makeDeferredIntrinsicConstraints`): until then
    /// they would be inactive objects that nothing reads. Their places in the scene's
    /// order — sequence numbers and `#n` numbering — are taken now, so that making them
    /// later changes no order: the order decides which constraint a conflict breaks.
    func createIntrinsicConstraints(for view: ViewNode) {
        noteNeedsMeasurement(view)
        if hasNoIntrinsicSizeUntilTheHostGivesOne(view) || mayBeSealed(view) {
            // Held for a stack that may be sealed (`Scene+SealedStacks.swift`): made, in
            // these places, only if the stack generates its constraints.
            if mayBeSealed(view) { view.intrinsicConstraintsHeld = true }
            view.deferredIntrinsicSequence = nextConstraintSequence
            nextConstraintSequence += 4
            nextGeneratedKey += 4
            return
        }
        // While the scene is built: four slots of flat storage, no objects (`FlatIntrinsicConstraints`).
        if mayMakeFlatIntrinsicBlock(for: view) {
            makeFlatIntrinsicBlock(for: view)
            return
        }
        makeIntrinsicConstraints(for: view, sequence: nil)
    }

    /// A view that measures nothing, declares no intrinsic size in any size class and has
    /// no control size: only the host's `setIntrinsicSize` can give it one.
    private func hasNoIntrinsicSizeUntilTheHostGivesOne(_ view: ViewNode) -> Bool {
        guard !view.measuresText, !view.isCustom, view.hostIntrinsicSize == nil,
              case .plain(let declared) = view.description.intrinsicSize, declared == .none else { return false }
        return controlIntrinsicSize(of: view) == .none
    }

    /// Makes the four constraints, numbered from `sequence` when their places were taken
    /// at creation (and put in those places in the scene's and the view's lists), else next.
    ///
    /// With `collected`, the constraints (in reserved places only) go into the view's list
    /// at once but into the scene's list only at `flushCollectedConstraints`, in one merge:
    /// a stack of n views unsealed at once would otherwise shift the scene's list 4n times.
    func makeIntrinsicConstraints(for view: ViewNode, sequence: Int?, collected: Bool = false) {
        let hugging = view.description.hugging
        let resistance = view.description.compressionResistance
        view.intrinsicConstraints.reserveCapacity(4)
        // The four below and a few more (its place in a stack or its document constraints).
        view.constraints.reserveCapacity(8)
        // Unrolled: a literal list of the four would be an array made per view.
        var next = sequence
        func make(_ attribute: LayoutAttribute, _ relation: LayoutRelation, _ priority: Double, _ label: String) {
            let first = ConstraintAnchor(view: view, attribute: attribute)
            let constraint: SceneConstraint
            if let reserved = next {
                constraint = makeConstraint(inReservedPlace: reserved, owner: .intrinsic, source: .intrinsic(label: label),
                                            first: first, relation: relation, constant: 0, priority: priority,
                                            collected: collected)
                next = reserved + 1
            } else {
                constraint = makeConstraint(key: nil, owner: .intrinsic, source: .intrinsic(label: label),
                                            description: nil, first: first, second: nil,
                                            relation: relation, multiplier: 1, constant: 0, priority: priority)
            }
            constraint.active = false
            view.intrinsicConstraints.append(constraint)
        }
        make(.width, .lessThanOrEqual, hugging[.horizontal], "hugging")
        make(.width, .greaterThanOrEqual, resistance[.horizontal], "compressionResistance")
        make(.height, .lessThanOrEqual, hugging[.vertical], "hugging")
        make(.height, .greaterThanOrEqual, resistance[.vertical], "compressionResistance")
    }

    /// The text's point size: a Dynamic Type style scales with the content size category;
    /// `fontSize` is fixed; the default is UILabel's 17, UIButton's 15 for a title, or a
    /// segmented control's 13 for its segments.
    func pointSize(of view: ViewNode) -> Double {
        if let style = view.description.textStyle?.resolved(for: traits) {
            return DynamicType.pointSize(style, traits.contentSizeCategory)
        }
        let fallback: Double
        switch view.kind {
        case .button: fallback = Scene.buttonTitlePointSize
        case .segmentedControl: fallback = ControlMetrics.segmentTitlePointSize
        default: fallback = 17
        }
        return view.description.fontSize?.resolved(for: traits) ?? fallback
    }

    /// The view's text (a text field's placeholder when it has none) measured at most
    /// `maxWidth` wide.
    func measure(_ view: ViewNode, maxWidth: Double) -> TextMeasurement {
        measure(view, text: view.measuredText, maxWidth: maxWidth)
    }

    /// `text` measured at the view's point size and lines, at most `maxWidth` wide.
    func measure(_ view: ViewNode, text: String, maxWidth: Double) -> TextMeasurement {
        let pointSize = view.pointSize ?? 17
        let lines = view.measuredLines
        // The default measurer's one-line answer (a count of the text's scalars) costs less
        // than hashing the text to look it up, let alone storing it: every label of a new
        // scene was a miss and an insertion. Asked without a request: making one copied the
        // view's id and text and destroyed them again, about 250 instructions a label
        // (issue 18, round 22). Nil only for what the measurer refuses: that takes the
        // request's path below, as before.
        if !hostMeasures && lines == 1,
           let measurement = DefaultMeasurer.oneLineMeasurement(of: text, pointSize: pointSize, maxWidth: maxWidth) {
            return measurement
        }
        let key = MeasurementKey(text: text, pointSize: pointSize, maxWidth: maxWidth, lines: lines)
        let request = TextMeasurementRequest(viewID: view.id, text: key.text, pointSize: key.pointSize,
                                             maxWidth: maxWidth, lines: key.lines)
        if !hostMeasures && key.lines == 1 { return defaultMeasurement(request) }
        if let cached = measurementCache[key] { return cached }
        var result: TextMeasurement
        do {
            result = try measurer.measure(request)
        } catch {
            // A failing host measurer must not fail the layout: fall back to the default one.
            result = defaultMeasurement(request)
        }
        if !result.isValid { result = defaultMeasurement(request) }
        measurementCache[key] = result
        return result
    }

    /// The default measurer's answer. It refuses only requests the scene never makes (a
    /// point size that is not positive, a NaN width, negative lines: point sizes come from
    /// the Dynamic Type table or a document's positive `fontSize`), so a refusal is a bug.
    private func defaultMeasurement(_ request: TextMeasurementRequest) -> TextMeasurement {
        do {
            return try DefaultMeasurer().measure(request)
        } catch {
            assertionFailure("the default measurer refused a request the scene made: \(error.message)")
            return .zero
        }
    }

    /// Flags the view for measuring at the next layout (a flag, not a set: building a
    /// scene flags every view, and a set hashed each one).
    func noteNeedsMeasurement(_ view: ViewNode) {
        view.needsMeasurement = true
        anyViewNeedsMeasurement = true
    }

    /// Measures the views that need it and updates their intrinsic constraints.
    func updateIntrinsicSizes() {
        guard anyViewNeedsMeasurement else { return }
        for view in views where view.needsMeasurement {
            if view.kind == .segmentedControl {
                view.pointSize = pointSize(of: view)
                applyTextMeasurement(segmentedControlMeasurement(of: view), to: view)
            } else if view.measuresText {
                view.pointSize = pointSize(of: view)
                // A wrapping label is measured unconstrained first; the layout pass measures
                // it again at its solved width (two-pass layout).
                view.measuredAtWidth = .infinity
                applyTextMeasurement(measuredTextSize(of: view, width: .infinity), to: view)
            } else if view.isCustom {
                updateCustomViewSize(view)
            } else {
                setIntrinsicSize(declaredOrControlSize(of: view), of: view)
            }
        }
        // Flags set while measuring are dropped with the rest, as the pass promised.
        for view in views { view.needsMeasurement = false }
        anyViewNeedsMeasurement = false
    }

    func applyTextMeasurement(_ measurement: TextMeasurement, to view: ViewNode) {
        let declared = view.declaredIntrinsicSize
        setIntrinsicSize(IntrinsicSize(width: declared.width ?? measurement.width,
                                       height: declared.height ?? measurement.height), of: view)
        setBaselines(first: measurement.firstBaseline, lastFromBottom: measurement.height - measurement.lastBaseline,
                     of: view)
    }

    /// Sets the measured baselines (nil: none, the view's baselines are then its declared
    /// ones or its bottom) and recompiles the constraints that use them.
    func setBaselines(first: Double?, lastFromBottom: Double?, of view: ViewNode) {
        guard view.firstBaseline != first || view.lastBaselineFromBottom != lastFromBottom else { return }
        view.firstBaseline = first
        view.lastBaselineFromBottom = lastFromBottom
        invalidateStackBaselines(choice: false)
        for constraint in view.constraints
        where constraint.first.view === view && constraint.first.attribute.isBaseline
            || (constraint.second?.view === view && (constraint.second?.attribute.isBaseline ?? false)) {
            markDirty(constraint)
        }
    }

    /// Switches the hugging/compression constraints on (with the size as constant) or off.
    func setIntrinsicSize(_ size: IntrinsicSize, of view: ViewNode) {
        if view.intrinsicSize != size, view.isArranged { markStackDirty(view.superview) }
        view.intrinsicSize = size
        if view.intrinsicConstraints.isEmpty {
            if view.deferredIntrinsicSequence >= 0, size != .none, !view.intrinsicConstraintsHeld {
                makeIntrinsicConstraints(for: view, sequence: view.deferredIntrinsicSequence)
                view.deferredIntrinsicSequence = -1
            } else {
                // No objects: a flat block, if any, takes the size (`FlatIntrinsicConstraints`).
                if view.flatIntrinsicBlock >= 0 { setFlatIntrinsicSize(size, of: view) }
                return
            }
        }
        for constraint in view.intrinsicConstraints {
            let value = constraint.first.attribute == .width ? size.width : size.height
            let active = value != nil
            if constraint.active != active || (value.map { $0 != constraint.constant } ?? false) {
                constraint.active = active
                if let value { constraint.constant = value }
                markDirty(constraint)
            }
        }
    }

    /// Second pass for wrapping labels: measure again at the width the solver gave them and
    /// update their height, until the heights stop changing (bounded).
    func remeasureWrappingLabels() -> Bool {
        var changed = false
        for view in wrappingLabels where view.inHierarchy {
            let width = solver.currentValue(of: view.width)
            if abs(width - view.measuredAtWidth) < 1e-9 { continue }
            let unconstrained = measuredTextSize(of: view, width: .infinity)
            let measurement = width + 1e-9 >= unconstrained.width
                ? unconstrained : measuredTextSize(of: view, width: max(width, 0))
            view.measuredAtWidth = width
            let declared = view.declaredIntrinsicSize
            let size = IntrinsicSize(width: declared.width ?? unconstrained.width,
                                     height: declared.height ?? measurement.height)
            if size != view.intrinsicSize {
                setIntrinsicSize(size, of: view)
                changed = true
            }
            if view.firstBaseline != measurement.firstBaseline
                || view.lastBaselineFromBottom != measurement.height - measurement.lastBaseline {
                view.firstBaseline = measurement.firstBaseline
                view.lastBaselineFromBottom = measurement.height - measurement.lastBaseline
                invalidateStackBaselines(choice: false)
            }
        }
        return changed
    }

    // MARK: Host changes

    /// Sets a view's intrinsic size (nil in an axis: no intrinsic metric there).
    public func setIntrinsicSize(_ id: String, width: Double?, height: Double?) throws(SceneError) {
        let view = try view(id)
        for value in [width, height].compactMap({ $0 }) where !(value >= 0 && Limits.isWithinMagnitude(value)) {
            throw SceneError(.argument, "intrinsic sizes must be finite, >= 0 and \(Limits.magnitudePhrase) (or -1 for none), got \(NumberFormatting.format(value))")
        }
        let size = IntrinsicSize(width: width, height: height)
        view.hostIntrinsicSize = size
        view.declaredIntrinsicSize = size
        noteNeedsMeasurement(view)
    }

    /// Replaces a label's text or a button's title (measured again at the next layout).
    public func setText(_ id: String, _ text: String) throws(SceneError) {
        let view = try view(id)
        guard view.isLabel || view.kind == .button || view.kind == .textField || view.kind == .textView else {
            throw SceneError(.argument, "view \"\(id)\" is a \(view.description.kindName), only labels, buttons, text fields and text views have text")
        }
        if view.text != text {
            view.hostText = text
            noteNeedsMeasurement(view)
        }
    }
}
