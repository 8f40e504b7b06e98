/// What a host needs to draw a view, resolved for the scene's current traits
/// (`trellis_scene_view_info`): a custom view's kind and properties above all.
public struct ViewInfo: Hashable, Sendable {
    /// The view's id.
    public var id: String
    /// The kind as documents write it: `"label"`, `"custom:Rating"`.
    public var kind: String
    /// A custom view's properties in document order, each resolved for the current size
    /// classes; a property whose size-class map has no matching key is left out.
    public var properties: [PropertyValue.Member]
    /// The label's text or the button's title, as last set.
    public var text: String?
    /// The Dynamic Type style in effect, if the view has one.
    public var textStyle: TextStyle?
    /// The point size the text is measured at (a label's or titled button's): its Dynamic
    /// Type style's size for the current content size category, or its fixed `fontSize`;
    /// nil for a view without text. A host draws the text at this size: its measure
    /// callback is not asked again for a question it answered before (for another view, or
    /// before a category change and back), so it cannot learn the size from the callback.
    public var pointSize: Double?
    /// `hidden` for the current traits (or as set by the host).
    public var hidden: Bool
    /// Whether the view is in the hierarchy for the current traits.
    public var installed: Bool
}

extension Scene {
    /// The view's kind, properties, text, text style, point size, hidden and installed state
    /// for the current traits.
    public func viewInfo(_ id: String) throws(SceneError) -> ViewInfo {
        layoutIfNeverLaidOut()
        let view = try view(id)
        let description = view.description
        var properties: [PropertyValue.Member] = []
        for property in description.properties {
            if let value = property.value.resolved(for: traits) {
                properties.append(PropertyValue.Member(name: property.name, value: value))
            }
        }
        return ViewInfo(id: view.id, kind: description.kindName, properties: properties, text: view.text,
                        textStyle: description.textStyle?.resolved(for: traits),
                        pointSize: view.measuresText ? pointSize(of: view) : nil, hidden: view.hidden,
                        installed: view.inHierarchy)
    }
}
