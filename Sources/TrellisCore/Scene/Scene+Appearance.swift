/// What a host needs to draw a view besides its frame: its kind, its text and the point
/// size the text is laid out at, for the current traits.
public struct ViewAppearance: Hashable, Sendable {
    /// The view's kind as the document names it (`"label"`, `"stack"`, …).
    public var kind: String
    /// The text of a label or button (after `trellis_scene_set_text`), nil when it has none.
    public var text: String?
    /// The point size the text is measured at (Dynamic Type style for the current content
    /// size category, or the fixed `fontSize`; 17 when neither is given, as UILabel's).
    /// nil for views without text.
    public var pointSize: Double?
    /// Maximum number of text lines; 0 wraps without limit.
    public var lines: Int
    /// `hidden` for the current traits: a host does not draw a hidden view.
    public var hidden: Bool
    /// The first baseline, from the top of the frame, when the view has one.
    public var firstBaseline: Double?
}

extension Scene {
    /// How the view looks for the current traits; nil for an unknown id.
    public func appearance(ofView id: String) -> ViewAppearance? {
        layoutIfNeverLaidOut()
        guard let view = viewsByID[id] else { return nil }
        let text = view.text
        let hasText = text != nil && (view.kind == .label || view.kind == .button)
        let baseline = view.firstBaseline ?? view.declaredBaselines?.first
        return ViewAppearance(kind: view.kind.rawValue,
                              text: hasText ? text : nil,
                              pointSize: hasText ? (view.pointSize ?? pointSize(of: view)) : nil,
                              lines: view.description.lines,
                              hidden: view.hidden,
                              firstBaseline: baseline)
    }
}

extension Scene {
    /// The id of the document scene this scene was made from.
    public var sceneID: String { sceneDescription.id }
}
