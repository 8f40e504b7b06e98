/// The text measurer used when the host installs none (docs/document-format.md, "Text"): every Unicode
/// scalar is 0.6 × the point size wide and lines are 1.25 × the point size apart, so
/// layouts come out the same on every machine.
///
/// For point size p and n scalars:
/// - width = 0.6·p·n on one line; line height = 1.25·p; height = 1.25·p·lines;
/// - first baseline = p from the top; last baseline = p + 1.25·p·(lines − 1);
/// - `lines == 1` never wraps: the width is the whole text's, whatever `maxWidth` is;
/// - otherwise (`lines == 0`, or N > 1 as `UILabel.numberOfLines`) text wider than
///   `maxWidth` wraps into ceil(n / max(1, floor(maxWidth / (0.6·p)))) lines, at most N
///   when N > 0; the width is then that of the fullest line, so a `maxWidth` narrower
///   than one character still holds one character per line and measures wider than
///   `maxWidth`;
/// - empty text measures 0 × 0 with both baselines at 0, as an empty `UILabel` has no
///   intrinsic size;
/// - every scalar counts the same, a newline included (no forced line breaks).
///
/// To absorb rounding in widths the layout hands back, `maxWidth` is treated as
/// 1e-7 characters wider than given.
public struct DefaultMeasurer: TextMeasuring, Hashable, Sendable {
    /// A character's width as a fraction of the point size.
    public static let characterWidthFactor = 0.6
    /// The line height as a fraction of the point size.
    public static let lineHeightFactor = 1.25

    /// Creates the default measurer.
    public init() {}

    /// Measures `request` with the fixed-advance model above.
    ///
    /// - Throws: ``TextMeasurementError`` if the point size is not a finite positive
    ///   number, `maxWidth` is NaN or negative, or `lines` is negative.
    public func measure(_ request: TextMeasurementRequest) throws(TextMeasurementError) -> TextMeasurement {
        let p = request.pointSize
        guard p.isFinite && p > 0 else {
            throw TextMeasurementError(message: "point size must be a finite number greater than 0, got \(p)")
        }
        guard !request.maxWidth.isNaN && request.maxWidth >= 0 else {
            throw TextMeasurementError(message: "maximum width must be at least 0 or infinite, got \(request.maxWidth)")
        }
        guard request.lines >= 0 else {
            throw TextMeasurementError(message: "lines must be 0 (unlimited) or more, got \(request.lines)")
        }
        let count = Double(request.text.unicodeScalars.count)
        guard count > 0 else { return .zero }

        let characterWidth = DefaultMeasurer.characterWidthFactor * p
        let lineHeight = DefaultMeasurer.lineHeightFactor * p
        var lineCount = 1.0
        var charactersPerLine = count
        if request.lines != 1 {
            let fit = max(1, (request.maxWidth / characterWidth + 1e-7).rounded(.down))
            if fit < count {
                charactersPerLine = fit
                lineCount = (count / fit).rounded(.up)
                if request.lines > 0 {
                    lineCount = min(lineCount, Double(request.lines))
                }
            }
        }
        return TextMeasurement(
            width: DefaultMeasurer.characterWidthFactor * p * charactersPerLine,
            height: lineHeight * lineCount,
            firstBaseline: p,
            lastBaseline: p + lineHeight * (lineCount - 1))
    }

    /// Measures `text` at `pointSize`; shorthand for ``measure(_:)``.
    public func measure(_ text: String, pointSize: Double, maxWidth: Double = .infinity,
                        lines: Int = 1) throws(TextMeasurementError) -> TextMeasurement {
        try measure(TextMeasurementRequest(text: text, pointSize: pointSize, maxWidth: maxWidth, lines: lines))
    }
}
