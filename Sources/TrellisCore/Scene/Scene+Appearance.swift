/// What a host needs to draw a view besides its frame: its kind, its text and the point
/// size the text is laid out at, for the current traits.
public struct ViewAppearance: Hashable, Sendable {
    /// The view's kind as the document names it (`"label"`, `"stack"`, …).
    public var kind: String
    /// The text of a label, button, text field or text view (after `trellis_scene_set_text`;
    /// a text field without text shows its placeholder), nil when it has none.
    public var text: String?
    /// The point size the text is measured at (Dynamic Type style for the current content
    /// size category, or the fixed `fontSize`; 17 when neither is given, as UILabel's).
    /// nil for views without text.
    public var pointSize: Double?
    /// Maximum number of text lines; 0 wraps without limit (a text view's text wraps, a
    /// text field's stays on one line).
    public var lines: Int
    /// The space between the frame and the text of a text field or text view (UIKit's
    /// border and container insets, docs/uikit-behaviours.md C1, C2); zero for other views.
    public var textInsets = DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// A segmented control's segment titles, in order (`pointSize` is theirs); empty for
    /// other views.
    public var segments: [String] = []
    /// `hidden` for the current traits: a host does not draw a hidden view.
    public var hidden: Bool
    /// The first baseline, from the top of the frame, when the view has one.
    public var firstBaseline: Double?
}

extension Scene {
    /// How the view looks for the current traits; nil for an unknown id.
    public func appearance(ofView id: String) -> ViewAppearance? {
        layoutIfNeverLaidOut()
        guard let view = namedView(id) else { return nil }
        let isTextControl = view.kind == .textField || view.kind == .textView
        let text = isTextControl ? view.measuredText : view.text
        let hasText = text != nil && (view.kind == .label || view.kind == .button || isTextControl)
        let baseline = view.firstBaseline ?? view.declaredBaselines?.first
        var appearance = ViewAppearance(kind: view.kind.rawValue,
                                        text: hasText ? text : nil,
                                        pointSize: hasText ? (view.pointSize ?? pointSize(of: view)) : nil,
                                        lines: view.kind == .textView ? 0 : view.measuredLines,
                                        hidden: view.hidden,
                                        firstBaseline: baseline)
        if isTextControl { appearance.textInsets = textInsets(of: view) }
        if view.kind == .segmentedControl {
            appearance.segments = view.description.control.segments
            if !appearance.segments.isEmpty { appearance.pointSize = view.pointSize ?? pointSize(of: view) }
        }
        return appearance
    }
}

extension Scene {
    /// The id of the document scene this scene was made from.
    public var sceneID: String { sceneDescription.id }
}
