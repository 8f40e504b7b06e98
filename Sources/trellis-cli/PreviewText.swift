/// Breaks a label's text into the lines the preview draws, with the metrics of the
/// default text measurer the layout used (docs/document-format.md, "Text"): every
/// character 0.6·p wide, lines 1.25·p apart. Words wrap at spaces (the measurer counts
/// characters, so word wrapping can need a line more than the frame holds); a line that
/// does not fit, or text beyond the lines that fit, ends in "…", as UILabel truncates.
struct PreviewText {
    /// The lines to draw, top to bottom.
    var lines: [String]
    /// Width of one character and the distance between baselines, in points.
    var characterWidth: Double
    var lineHeight: Double

    init(text: String, pointSize: Double, lines maximumLines: Int, width: Double, height: Double) {
        characterWidth = 0.6 * pointSize
        lineHeight = 1.25 * pointSize
        let perLine = max(1, Int((width + 1e-6) / characterWidth))
        let fitting = max(1, Int((height + 1e-6) / lineHeight))
        let allowed = maximumLines == 0 ? fitting : min(maximumLines, fitting)
        var wrapped = maximumLines == 1 ? [text] : PreviewText.wrap(text, perLine: perLine)
        if wrapped.count > allowed {
            wrapped = Array(wrapped.prefix(allowed))
            wrapped[allowed - 1] = PreviewText.truncate(wrapped[allowed - 1] + "…", perLine: perLine)
        }
        self.lines = wrapped.map { PreviewText.truncate($0, perLine: perLine) }
    }

    /// Greedy word wrap at `perLine` characters; a word longer than a line is cut.
    static func wrap(_ text: String, perLine: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count <= perLine {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            while word.count > perLine {
                lines.append(String(word.prefix(perLine)))
                word = word.dropFirst(perLine)
            }
            current = String(word)
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `line` cut to `perLine` characters, ending in "…" when it had to be cut.
    static func truncate(_ line: String, perLine: Int) -> String {
        guard line.count > perLine else { return line }
        return String(line.prefix(max(0, perLine - 1))) + "…"
    }
}
