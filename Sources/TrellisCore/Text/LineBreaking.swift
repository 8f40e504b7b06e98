/// Where the default measurer breaks text into lines, as UILabel does with its default
/// `NSLineBreakMode.byWordWrapping` ("wrapping occurs at word boundaries, unless the word
/// itself doesn't fit on a single line"; developer.apple.com/documentation/uikit/nslinebreakmode/bywordwrapping),
/// with every Unicode scalar the same width (docs/document-format.md, "Text").
///
/// - A line break (U+000A, U+000D, U+000D U+000A, U+2028, U+2029) ends a paragraph; each
///   paragraph starts a new line and the break itself has no width.
/// - A paragraph that fits on a line is one line, spaces included.
/// - A longer paragraph wraps greedily at spaces (U+0020, U+0009): a line takes as many whole
///   words as fit; the spaces where it breaks hang past its end and do not count in its width.
/// - A word longer than a line is broken by characters, a full line at a time.
///
/// Lines are described by scalar offsets so that the measurer only counts and the
/// preview (trellis-cli render) draws exactly the same lines.
public enum LineBreaking {
    /// One line: the scalar offsets `start..<end` into the text's scalars (trailing
    /// spaces at a wrap left out), so its width is `end - start` characters.
    public struct Line: Hashable, Sendable {
        /// Offset of the first scalar.
        public var start: Int
        /// Offset past the last scalar shown.
        public var end: Int
        /// The line's width in characters.
        public var length: Int { end - start }
    }

    /// Breaks `scalars` into lines of at most `perLine` characters (at least 1), calling
    /// `body` for each line in order until it returns false.
    public static func forEachLine(of scalars: [Unicode.Scalar], perLine: Int,
                                   _ body: (Line) -> Bool) {
        let perLine = max(1, perLine)
        var paragraphStart = 0
        var index = 0
        while index <= scalars.count {
            guard index == scalars.count || isLineBreak(scalars[index]) else {
                index += 1
                continue
            }
            if !wrapParagraph(scalars, paragraphStart..<index, perLine: perLine, body) { return }
            guard index < scalars.count else { return }
            // CR LF is one break.
            let breakLength = scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
            index += breakLength
            paragraphStart = index
        }
    }

    /// The lines of `text` at `perLine` characters a line (nil: unbounded, paragraphs only).
    public static func lines(of text: String, perLine: Int?) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var result: [String] = []
        forEachLine(of: scalars, perLine: perLine ?? Int.max) { line in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[line.start..<line.end])
            result.append(String(view))
            return true
        }
        return result
    }

    /// Whether `scalar` ends a paragraph.
    public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Whether a line may break after `scalar` (which then hangs at the line's end).
    static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    /// Wraps one paragraph; false when `body` asked to stop.
    private static func wrapParagraph(_ scalars: [Unicode.Scalar], _ paragraph: Range<Int>, perLine: Int,
                                      _ body: (Line) -> Bool) -> Bool {
        if paragraph.count <= perLine {
            return body(Line(start: paragraph.lowerBound, end: paragraph.upperBound))
        }
        // The line being filled: from `lineStart` to the end of its last word.
        var lineStart: Int?
        var lineEnd = paragraph.lowerBound
        var wordStart = paragraph.lowerBound
        while wordStart < paragraph.upperBound {
            var wordEnd = wordStart
            while wordEnd < paragraph.upperBound && !isBreakingSpace(scalars[wordEnd]) { wordEnd += 1 }
            var spacesEnd = wordEnd
            while spacesEnd < paragraph.upperBound && isBreakingSpace(scalars[spacesEnd]) { spacesEnd += 1 }
            if let start = lineStart, wordEnd - start <= perLine {
                lineEnd = wordEnd
            } else {
                // A line holding only leading spaces is not drawn: the word starts it instead.
                if let start = lineStart, lineEnd > start, !body(Line(start: start, end: lineEnd)) { return false }
                var pieceStart = wordStart
                while wordEnd - pieceStart > perLine {
                    if !body(Line(start: pieceStart, end: pieceStart + perLine)) { return false }
                    pieceStart += perLine
                }
                lineStart = pieceStart
                lineEnd = wordEnd
            }
            wordStart = spacesEnd
        }
        return body(Line(start: lineStart ?? paragraph.lowerBound, end: lineEnd))
    }
}
