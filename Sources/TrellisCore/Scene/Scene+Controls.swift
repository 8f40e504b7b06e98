/// The intrinsic sizes of the UIKit control kinds (docs/uikit-behaviours.md §10 "Controls"): fixed
/// sizes from ``ControlMetrics``, page controls by their pages, image views by their
/// image, and the controls sized by text — text fields, non-scrolling text views and
/// segmented controls — measured through the scene's measurer like labels, plus the
/// space UIKit puts around the text. A declared `intrinsicSize` (or the host's) wins in
/// each axis it gives, as an Interface Builder placeholder size does.
extension Scene {
    /// The size a control kind has of itself, before any declared size: nil in an axis
    /// without an intrinsic metric, `.none` for kinds without one.
    func controlIntrinsicSize(of view: ViewNode) -> IntrinsicSize {
        // The control's properties are read only by the kinds that have them: most views
        // (plain views, labels, buttons) read none. (Their getter, out of line, copied the
        // view's description to read them: ~400 instructions a view, issue 18.)
        switch view.kind {
        case .pageControl:
            return ControlMetrics.pageControlSize(pages: view.description.control.numberOfPages)
        case .image:
            return view.description.control.imageSize.map { IntrinsicSize(width: $0.width, height: $0.height) } ?? .none
        case .activityIndicator:
            return ControlMetrics.fixedSize(of: .activityIndicator, style: view.description.control.activityIndicatorStyle) ?? .none
        default:
            // The style matters to activity indicators alone.
            return ControlMetrics.fixedSize(of: view.kind, style: .medium) ?? .none
        }
    }

    /// The declared size where it gives an axis, the control's own size elsewhere.
    func declaredOrControlSize(of view: ViewNode) -> IntrinsicSize {
        let declared = view.declaredIntrinsicSize
        let own = controlIntrinsicSize(of: view)
        return IntrinsicSize(width: declared.width ?? own.width, height: declared.height ?? own.height)
    }

    /// The space around a text-sized view's text: a titled button's content insets, a
    /// text field's border, a text view's container inset and line padding; none for labels.
    func textInsets(of view: ViewNode) -> DirectionalInsets {
        switch view.kind {
        case .button: return view.description.contentInsets
        case .textField: return ControlMetrics.textFieldInsets
        case .textView: return ControlMetrics.textViewInsets
        default: return DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        }
    }

    /// The least height of a text-sized view (a text field's border is never lower).
    private func minimumTextViewHeight(of view: ViewNode) -> Double {
        view.kind == .textField ? ControlMetrics.textFieldMinimumHeight : 0
    }

    /// The view's size from its text's measurement: the text grown by ``textInsets(of:)``
    /// (leading and trailing add to the width whatever the layout direction), at least
    /// the view's least height with the text centred in it; baselines move with the text.
    func paddedMeasurement(_ text: TextMeasurement, of view: ViewNode) -> TextMeasurement {
        let insets = textInsets(of: view)
        let padded = text.height + insets.top + insets.bottom
        let height = max(padded, minimumTextViewHeight(of: view))
        let top = insets.top + (height - padded) / 2
        return TextMeasurement(width: text.width + insets.leading + insets.trailing, height: height,
                               firstBaseline: text.firstBaseline + top, lastBaseline: text.lastBaseline + top)
    }

    /// The view's text measured in a width `width` wide (its insets taken off), padded.
    func measuredTextSize(of view: ViewNode, width: Double) -> TextMeasurement {
        let insets = textInsets(of: view)
        let room = width.isFinite ? max(width - insets.leading - insets.trailing, 0) : width
        return paddedMeasurement(measure(view, maxWidth: room), of: view)
    }

    /// A segmented control's size (C6): as many equal segments as titles, each as wide
    /// as the widest title plus ``ControlMetrics/segmentPadding`` (UIKit's default
    /// `apportionsSegmentWidthsByContent == false`: "all segments are equal in width",
    /// HIG), 32 high or the title's height if taller, the titles centred.
    func segmentedControlMeasurement(of view: ViewNode) -> TextMeasurement {
        let segments = view.description.control.segments
        var widest = TextMeasurement.zero
        for title in segments {
            let measured = measure(view, text: title, maxWidth: .infinity)
            widest = TextMeasurement(width: max(widest.width, measured.width), height: max(widest.height, measured.height),
                                     firstBaseline: max(widest.firstBaseline, measured.firstBaseline),
                                     lastBaseline: max(widest.lastBaseline, measured.lastBaseline))
        }
        let height = max(ControlMetrics.segmentedControlHeight, widest.height)
        let top = (height - widest.height) / 2
        let width = segments.isEmpty ? 0 : Double(segments.count) * (widest.width + ControlMetrics.segmentPadding)
        return TextMeasurement(width: width, height: height,
                               firstBaseline: widest.firstBaseline + top, lastBaseline: widest.lastBaseline + top)
    }
}
