/// The one message for a view id the scene does not have, with a suggestion when the id
/// looks like a misspelling of one it has (`unknown view "titel" (did you mean "title"?)`):
/// used by every lookup by id — frames, constraints and equations added to a live scene,
/// the C calls, the CLI's `--view`.
extension Scene {
    /// `unknown view "id"`, followed by a "did you mean" when a view id of the scene is
    /// close to `id`.
    public func unknownViewMessage(_ id: String) -> String {
        "unknown view \(Quoting.quoted(id))" + viewSuggestion(for: id)
    }

    /// `" (did you mean "id"?)"` when a view id of the scene (stacks' internal guides aside)
    /// is close to `id`, else the empty string. Ties go to the earlier view in document order.
    public func viewSuggestion(for id: String) -> String {
        let ids = views.compactMap { $0.isInternalGuide ? nil : $0.id }
        if let guide = GuideReference.suggestion(forItem: id, views: ids) {
            return " (did you mean \(Quoting.quoted(guide))?)"
        }
        return Spelling.suggestion(for: id, in: ids)
    }
}
