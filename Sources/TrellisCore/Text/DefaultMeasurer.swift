/// The text measurer used when the host installs none (docs/document-format.md, "Text"): every Unicode
/// scalar is 0.6 × the point size wide and lines are 1.25 × the point size apart, so
/// layouts come out the same on every machine.
///
/// For point size p:
/// - line height = 1.25·p; height = 1.25·p·lines; first baseline = p from the top;
///   last baseline = p + 1.25·p·(lines − 1);
/// - `lines == 1` never wraps: the width is 0.6·p per scalar of the whole text, whatever
///   `maxWidth` is (every scalar counts, a line break included);
/// - otherwise (`lines == 0`, or N > 1 as `UILabel.numberOfLines`) the text is broken into
///   lines as UILabel's word wrapping does (``LineBreaking``): at line breaks, and where a
///   paragraph is wider than `maxWidth` at the spaces between words, a word longer than a
///   line by characters; at most N lines are kept when N > 0. The width is that of the
///   widest line kept, so a `maxWidth` narrower than one character still holds one
///   character per line and measures wider than `maxWidth`;
/// - empty text measures 0 × 0 with both baselines at 0, as an empty `UILabel` has no
///   intrinsic size.
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
        if request.lines == 1 { return DefaultMeasurer.oneLine(request.text, pointSize: p) }
        let characterWidth = DefaultMeasurer.characterWidthFactor * p
        let lineHeight = DefaultMeasurer.lineHeightFactor * p
        let scalars = Array(request.text.unicodeScalars)
        guard !scalars.isEmpty else { return .zero }
        var lineCount = 0
        var widestLine = 0
        let perLine = DefaultMeasurer.charactersPerLine(maxWidth: request.maxWidth, pointSize: p)
        LineBreaking.forEachLine(of: scalars, perLine: perLine) { line in
            lineCount += 1
            widestLine = max(widestLine, line.length)
            return request.lines == 0 || lineCount < request.lines
        }
        return TextMeasurement(
            width: characterWidth * Double(widestLine),
            height: lineHeight * Double(lineCount),
            firstBaseline: p,
            lastBaseline: p + lineHeight * Double(lineCount - 1))
    }

    /// What `measure` answers for `text` on one line (`lines == 1`) at `pointSize`, at most
    /// `maxWidth` wide (one line never wraps: the width does not matter), without a request;
    /// nil where `measure` refuses the request. The scene asks this for every one-line label
    /// (`Scene.measure`): a request copies the view's id and text.
    static func oneLineMeasurement(of text: String, pointSize: Double, maxWidth: Double) -> TextMeasurement? {
        guard pointSize.isFinite && pointSize > 0, !maxWidth.isNaN && maxWidth >= 0 else { return nil }
        return oneLine(text, pointSize: pointSize)
    }

    /// One line is a count of scalars: counted in the UTF-8 bytes, not copied out. The point
    /// size is finite and positive (checked by the callers).
    @inline(__always)
    private static func oneLine(_ text: String, pointSize p: Double) -> TextMeasurement {
        let count = scalarCount(of: text)
        guard count > 0 else { return .zero }
        return TextMeasurement(width: characterWidthFactor * p * Double(count), height: lineHeightFactor * p,
                               firstBaseline: p, lastBaseline: p)
    }

    /// The number of Unicode scalars of `text`: its UTF-8 bytes that start a scalar (a
    /// Swift string's UTF-8 is always valid, so every scalar has exactly one such byte).
    static func scalarCount(of text: String) -> Int {
        func count<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count &+= 1 }
            return count
        }
        return text.utf8.withContiguousStorageIfAvailable { count($0) } ?? count(text.utf8)
    }

    /// How many characters of point size `pointSize` a line `maxWidth` wide holds: at
    /// least 1, `Int.max` for an unbounded width.
    public static func charactersPerLine(maxWidth: Double, pointSize: Double) -> Int {
        let fit = (maxWidth / (characterWidthFactor * pointSize) + 1e-7).rounded(.down)
        guard fit < Double(Int.max / 2) else { return Int.max }
        return max(1, Int(fit))
    }

    /// The lines the default measurer breaks `text` into (the preview draws these): all of
    /// them, also beyond a line limit; with `lines == 1` the whole text as one line.
    public static func lines(of text: String, pointSize: Double, maxWidth: Double, lines: Int) -> [String] {
        guard lines != 1 else { return [text] }
        guard pointSize.isFinite && pointSize > 0, !maxWidth.isNaN, maxWidth >= 0 else { return [text] }
        return LineBreaking.lines(of: text, perLine: charactersPerLine(maxWidth: maxWidth, pointSize: pointSize))
    }

    /// Measures `text` at `pointSize`; shorthand for ``measure(_:)``.
    public func measure(_ text: String, pointSize: Double, maxWidth: Double = .infinity,
                        lines: Int = 1) throws(TextMeasurementError) -> TextMeasurement {
        try measure(TextMeasurementRequest(text: text, pointSize: pointSize, maxWidth: maxWidth, lines: lines))
    }
}
