import TrellisCore

/// Breaks a label's text into the lines the preview draws: the very lines the default
/// text measurer measured (``DefaultMeasurer/lines(of:pointSize:maxWidth:lines:)``, word
/// wrapping as UILabel's), every character 0.6·p wide and lines 1.25·p apart. Only text
/// the frame cannot hold is cut, ending in "…" as UILabel truncates: a line wider than the
/// frame (a one-line label squeezed narrower than its text), or lines beyond `lines` or
/// beyond the frame's height. A `lines: 0` label at its measured size is never cut.
struct PreviewText {
    /// The lines to draw, top to bottom.
    var lines: [String]
    /// Width of one character and the distance between baselines, in points.
    var characterWidth: Double
    var lineHeight: Double

    init(text: String, pointSize: Double, lines maximumLines: Int, width: Double, height: Double) {
        characterWidth = DefaultMeasurer.characterWidthFactor * pointSize
        lineHeight = DefaultMeasurer.lineHeightFactor * pointSize
        let perLine = DefaultMeasurer.charactersPerLine(maxWidth: width, pointSize: pointSize)
        let fitting = max(1, Int(min((height + 1e-6) / lineHeight, Double(Int32.max))))
        let allowed = maximumLines == 0 ? fitting : min(maximumLines, fitting)
        var wrapped = DefaultMeasurer.lines(of: text, pointSize: pointSize, maxWidth: width, lines: maximumLines)
        if wrapped.count > allowed {
            wrapped = Array(wrapped.prefix(allowed))
            wrapped[allowed - 1] = PreviewText.truncate(wrapped[allowed - 1] + "…", perLine: perLine)
        }
        self.lines = wrapped.map { PreviewText.truncate($0, perLine: perLine) }
    }

    /// `line` cut to `perLine` characters, ending in "…" when it had to be cut.
    static func truncate(_ line: String, perLine: Int) -> String {
        let scalars = line.unicodeScalars
        guard scalars.count > perLine else { return line }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: scalars.prefix(max(0, perLine - 1)))
        cut.append("…")
        return String(cut)
    }
}
