/// What a label asks its measurer: the text, its font size and the room it has.
public struct TextMeasurementRequest: Hashable, Sendable {
    /// The id of the label being measured (host callbacks receive it).
    public var viewID: String
    /// The text to measure.
    public var text: String
    /// The font size in points; finite and greater than 0.
    public var pointSize: Double
    /// The widest a line may be; `.infinity` means unbounded.
    public var maxWidth: Double
    /// The most lines the label shows, as `UILabel.numberOfLines`: 1 never wraps,
    /// 0 wraps without limit, N > 1 wraps into at most N lines.
    public var lines: Int
    /// Set when the request measures a custom view (`"custom:<Name>"`) rather than text:
    /// its name (`"Rating"`). `text` is then empty and C callbacks get NULL for it;
    /// `pointSize` is the view's text style or font size if it has one, else 0.
    public var customKind: String?

    /// Creates a request.
    public init(viewID: String = "", text: String, pointSize: Double,
                maxWidth: Double = .infinity, lines: Int = 1, customKind: String? = nil) {
        self.viewID = viewID
        self.text = text
        self.pointSize = pointSize
        self.maxWidth = maxWidth
        self.lines = lines
        self.customKind = customKind
    }
}

/// Why text could not be measured (a bad request, or a host measurer that failed).
public struct TextMeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A one-line explanation.
    public var message: String

    /// Creates an error with `message`.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Measures label text. The scene uses ``DefaultMeasurer`` unless the host installs its
/// own (`trellis_scene_set_measure`), which is adapted to this protocol.
///
/// Measurers that cannot limit the number of lines may ignore
/// ``TextMeasurementRequest/lines`` beyond whether it is 1.
public protocol TextMeasuring {
    /// Measures the text of `request`.
    ///
    /// - Throws: ``TextMeasurementError`` when the request is invalid or measuring failed.
    func measure(_ request: TextMeasurementRequest) throws(TextMeasurementError) -> TextMeasurement
}
