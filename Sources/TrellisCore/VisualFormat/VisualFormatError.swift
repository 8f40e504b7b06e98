/// Why a visual format could not be parsed or expanded, and where.
///
/// Its ``description`` is the message, the format and a caret under the offending
/// character, on three lines:
/// ```
/// expected ']' after view name, got "-"
/// H:|-[icon-|
///          ^
/// ```
/// Problems that are not in the format string (an unknown option, an option that does not
/// fit the orientation) have no column, and their description is the message alone.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The format string the error is about.
    public var format: String
    /// The 1-based position of the problem in ``format``, counted in Unicode scalars; one
    /// past the last scalar when the format ended too early; nil when the problem is not
    /// in the format string.
    public var column: Int?
    /// What went wrong, on one line, without the format or the column.
    public var message: String

    /// Creates an error about `format` at `column` (1-based, or nil) with `message`.
    public init(format: String, column: Int?, message: String) {
        self.format = format
        self.column = column
        self.message = message
    }

    /// The format as shown in ``description``: line breaks and other control characters
    /// become spaces (tabs are kept) so that the caret stays under the right character.
    public var displayedFormat: String {
        var shown = String.UnicodeScalarView()
        for scalar in format.unicodeScalars {
            shown.append(VisualFormatError.isHidden(scalar) ? " " : scalar)
        }
        return String(shown)
    }

    /// Spaces (and the format's own tabs) up to the column, then `^`; nil without a column
    /// (or with one below 1). A column past the end is drawn one past the last character.
    public var caretLine: String? {
        guard let written = column, written >= 1 else { return nil }
        let column = Swift.min(written, format.unicodeScalars.count + 1)
        var line = String.UnicodeScalarView()
        var index = 1
        for scalar in format.unicodeScalars {
            guard index < column else { break }
            line.append(scalar == "\t" ? "\t" : " ")
            index += 1
        }
        while index < column {
            line.append(" ")
            index += 1
        }
        line.append("^")
        return String(line)
    }

    /// The message, then (when there is a column) the format and a caret under the problem.
    public var description: String {
        guard let caretLine else { return message }
        return message + "\n" + displayedFormat + "\n" + caretLine
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
            || scalar == "\u{2028}" || scalar == "\u{2029}")
    }
}
