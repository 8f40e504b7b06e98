/// Quoting text inside one-line messages, the same way in every layer.
public enum Quoting {
    /// The most characters of a quoted text a message shows before "…".
    public static let defaultLimit = 60

    /// `text` in double quotes, escaped as a JSON string literal (`JSONLiteral`, DEL
    /// included) so the message stays on one line; texts longer than `limit` Unicode
    /// scalars are cut and end in "…" (nil: never cut).
    public static func quoted(_ text: String, limit: Int? = defaultLimit) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if let limit, count == limit {
                result += "…"
                break
            }
            JSONLiteral.appendEscaped(scalar, to: &result, escapingDelete: true)
            count += 1
        }
        return result + "\""
    }
}
