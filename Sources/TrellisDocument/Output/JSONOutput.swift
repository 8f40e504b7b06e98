import TrellisCore

/// A JSON value to write out: what Trellis reports to hosts (diagnostics, segues, the
/// CLI's `--json`). Objects keep their keys in the order given, so the text is stable and
/// can be compared literally in tests.
public enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    /// Written in the shortest form that reads back as the same number; integral values
    /// without a fraction ("390", not "390.0"). NaN and infinities, which JSON cannot hold,
    /// are written as null.
    case number(Double)
    case string(String)
    case array([JSONOutput])
    /// Keys in order; a key given twice is written twice (callers do not).
    case object([(String, JSONOutput)])

    /// The compact JSON text: no spaces, no newlines.
    public var text: String {
        var out = ""
        write(to: &out, style: .compact, level: 0)
        return out
    }

    /// The JSON text indented by two spaces per level, for people to read; containers of
    /// plain values that fit in 100 characters stay on one line (`{"x": 0, "y": 8}`).
    public var prettyText: String {
        var out = ""
        write(to: &out, style: .pretty, level: 0)
        return out
    }

    /// Equal when the written texts are equal.
    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.text == rhs.text }

    private enum Style { case compact, inline, pretty }

    private func write(to out: inout String, style: Style, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += JSONOutput.format(value)
        case .string(let value): JSONLiteral.append(value, to: &out)
        case .array(let items):
            writeContainer(items.map { (nil, $0) }, open: "[", close: "]", to: &out, style: style, level: level)
        case .object(let members):
            writeContainer(members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &out, style: style, level: level)
        }
    }

    private func writeContainer(_ entries: [(String?, JSONOutput)], open: String, close: String,
                                to out: inout String, style: Style, level: Int) {
        if style == .pretty, entries.allSatisfy({ $0.1.isScalar }) {
            var line = ""
            writeContainer(entries, open: open, close: close, to: &line, style: .inline, level: level)
            if line.count <= 100 {
                out += line
                return
            }
        }
        out += open
        guard !entries.isEmpty else { out += close; return }
        for (position, (key, value)) in entries.enumerated() {
            if position > 0 { out += style == .inline ? ", " : "," }
            if style == .pretty { out += "\n" + String(repeating: "  ", count: level + 1) }
            if let key {
                JSONLiteral.append(key, to: &out)
                out += style == .compact ? ":" : ": "
            }
            value.write(to: &out, style: style, level: level + 1)
        }
        if style == .pretty { out += "\n" + String(repeating: "  ", count: level) }
        out += close
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Formats a number for JSON (see `number`).
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
