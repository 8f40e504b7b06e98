/// Quoting text inside one-line messages, the same way in every layer.
public enum Quoting {
    /// The most characters of a quoted text a message shows before "…".
    public static let defaultLimit = 60

    /// `text` in double quotes, with quotes, backslashes and control characters escaped, so
    /// the message stays on one line; texts longer than `limit` Unicode scalars are cut
    /// and end in "…" (nil: never cut).
    public static func quoted(_ text: String, limit: Int? = defaultLimit) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if let limit, count == limit {
                result += "…"
                break
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += scalar.escaped(asASCII: true)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            count += 1
        }
        return result + "\""
    }
}
