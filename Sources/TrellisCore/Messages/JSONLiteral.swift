/// JSON string literals: the one place Trellis escapes text, for the JSON it writes
/// (documents, diagnostics, view info, segues, through every layer above this one) and for
/// the texts its messages quote (`Quoting`), so a quoted text in a message reads as JSON.
public enum JSONLiteral {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (`\n`, `\r`, `\t`, `\u00XX`), everything else as is (UTF-8 output).
    public static func string(_ text: String) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }

    /// Appends `text` to `out` as a JSON string literal (see `string(_:)`).
    public static func append(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars { appendEscaped(scalar, to: &out) }
        out += "\""
    }

    /// Appends one scalar as it stands inside a JSON string literal. With `escapingDelete`
    /// U+007F is written `\u007f` too (JSON allows it raw; a one-line message should not).
    public static func appendEscaped(_ scalar: Unicode.Scalar, to out: inout String, escapingDelete: Bool = false) {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || (escapingDelete && scalar.value == 0x7F) {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
}
