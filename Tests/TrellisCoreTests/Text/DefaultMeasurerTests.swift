import XCTest
@testable import TrellisCore

final class DefaultMeasurerTests: XCTestCase {
    private let measurer = DefaultMeasurer()

    private func measure(_ text: String, _ pointSize: Double, maxWidth: Double = .infinity,
                         lines: Int = 1, file: StaticString = #filePath, line: UInt = #line) -> TextMeasurement? {
        do {
            return try measurer.measure(text, pointSize: pointSize, maxWidth: maxWidth, lines: lines)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    private func assertMeasurement(_ actual: TextMeasurement?, _ width: Double, _ height: Double,
                                   _ firstBaseline: Double, _ lastBaseline: Double,
                                   file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no measurement", file: file, line: line) }
        XCTAssertEqual(actual.width, width, accuracy: 1e-9, "width", file: file, line: line)
        XCTAssertEqual(actual.height, height, accuracy: 1e-9, "height", file: file, line: line)
        XCTAssertEqual(actual.firstBaseline, firstBaseline, accuracy: 1e-9, "firstBaseline", file: file, line: line)
        XCTAssertEqual(actual.lastBaseline, lastBaseline, accuracy: 1e-9, "lastBaseline", file: file, line: line)
    }

    func testHelloWorldInBodyAtLargeMatchesHelloExpected() {
        // docs/document-format.md, "Text"; examples/hello.expected.json: label 132.6 × 21.25 (13 scalars, 17 pt).
        let pointSize = DynamicType.pointSize(.body, .large)
        assertMeasurement(measure("Hello, World!", pointSize), 132.6, 21.25, 17, 17)
    }

    func testHelloWorldAtAccessibilityLargeUsesAX2() {
        // examples/hello.expected.json "accessibility large text": 257.4 × 41.25 (body AX2 = 33 pt).
        let pointSize = DynamicType.pointSize(.body, .accessibilityLarge)
        XCTAssertEqual(pointSize, 33)
        assertMeasurement(measure("Hello, World!", pointSize), 257.4, 41.25, 33, 33)
    }

    func testSingleLineLabelNeverWrapsWhateverTheMaxWidth() {
        // lines: 1 (the default) keeps the whole text width; compression is the constraints' job.
        assertMeasurement(measure("abcdefghij", 10, maxWidth: 20, lines: 1), 60, 12.5, 10, 10)
    }

    func testAWordLongerThanALineBreaksByCharacters() {
        // NSLineBreakMode.byWordWrapping: "unless the word itself doesn't fit on a single line".
        // 10 scalars at 10 pt are 6 pt each; 25 pt hold 4 per line → 4 + 4 + 2, 3 lines.
        assertMeasurement(measure("abcdefghij", 10, maxWidth: 25, lines: 0), 24, 37.5, 10, 35)
    }

    func testWrappingTextMeasuresItsFullestLine() {
        // 11 scalars, 5 per line → 3 lines of 30 pt at most.
        assertMeasurement(measure("abcdefghijk", 10, maxWidth: 33, lines: 0), 30, 37.5, 10, 35)
    }

    func testTextThatFitsStaysOnOneLine() {
        assertMeasurement(measure("abc", 10, maxWidth: 100, lines: 0), 18, 12.5, 10, 10)
        assertMeasurement(measure("abc", 10, lines: 0), 18, 12.5, 10, 10)
    }

    func testLineLimitCapsWrappingAsNumberOfLines() {
        // UILabel.numberOfLines = 2: wraps, but shows at most two lines.
        assertMeasurement(measure("abcdefghij", 10, maxWidth: 25, lines: 2), 24, 25, 10, 22.5)
        assertMeasurement(measure("abcdefghij", 10, maxWidth: 25, lines: 5), 24, 37.5, 10, 35)
    }

    func testMaxWidthNarrowerThanOneCharacterStillHoldsOneCharacterPerLine() {
        assertMeasurement(measure("abc", 10, maxWidth: 2, lines: 0), 6, 37.5, 10, 35)
        assertMeasurement(measure("abc", 10, maxWidth: 0, lines: 0), 6, 37.5, 10, 35)
    }

    func testExactWidthFromTheLayoutDoesNotWrapDespiteRounding() {
        let full = 0.6 * 17 * 13
        assertMeasurement(measure("Hello, World!", 17, maxWidth: full, lines: 0), 132.6, 21.25, 17, 17)
        assertMeasurement(measure("Hello, World!", 17, maxWidth: 132.6 - 1e-9, lines: 0), 132.6, 21.25, 17, 17)
        // One character short: the line breaks at the space, "Hello," (6 × 10.2) over "World!".
        assertMeasurement(measure("Hello, World!", 17, maxWidth: 132.5, lines: 0), 61.2, 42.5, 17, 38.25)
    }

    // MARK: Word wrapping (UILabel's default NSLineBreakMode.byWordWrapping,
    // developer.apple.com/documentation/uikit/nslinebreakmode/bywordwrapping)

    func testWrappingBreaksAtWordBoundaries() {
        // 10 pt: 6 pt a character; 60 pt hold 10. "the quick brown fox" → "the quick" (9),
        // "brown fox" (9): 2 lines 54 wide, not "the quick " / "brown fox" cut mid-word.
        assertMeasurement(measure("the quick brown fox", 10, maxWidth: 60, lines: 0), 54, 25, 10, 22.5)
        XCTAssertEqual(DefaultMeasurer.lines(of: "the quick brown fox", pointSize: 10, maxWidth: 60, lines: 0),
                       ["the quick", "brown fox"])
    }

    func testSpacesAtAWrapHangAndDoNotCount() {
        // "ab cd" at 3 a line: "ab" then "cd"; the space does not widen the first line.
        XCTAssertEqual(DefaultMeasurer.lines(of: "ab    cd", pointSize: 10, maxWidth: 18, lines: 0), ["ab", "cd"])
        assertMeasurement(measure("ab    cd", 10, maxWidth: 18, lines: 0), 12, 25, 10, 22.5)
    }

    func testALongWordAfterShortOnesStartsItsOwnLineThenBreaksByCharacters() {
        // 4 a line: "a" / "bcde" / "fghi" / "j" — the long word is not glued to "a".
        XCTAssertEqual(DefaultMeasurer.lines(of: "a bcdefghij", pointSize: 10, maxWidth: 24, lines: 0),
                       ["a", "bcde", "fghi", "j"])
        assertMeasurement(measure("a bcdefghij", 10, maxWidth: 24, lines: 0), 24, 50, 10, 47.5)
    }

    func testLineBreaksStartNewLinesWhenWrapping() {
        // UILabel honours "\n"; each paragraph wraps on its own.
        XCTAssertEqual(DefaultMeasurer.lines(of: "one\ntwo three", pointSize: 10, maxWidth: 1000, lines: 0),
                       ["one", "two three"])
        assertMeasurement(measure("one\ntwo three", 10, lines: 0), 54, 25, 10, 22.5)
        XCTAssertEqual(DefaultMeasurer.lines(of: "a\r\nb\u{2028}c", pointSize: 10, maxWidth: 1000, lines: 0), ["a", "b", "c"])
    }

    func testLineLimitKeepsTheFirstLinesOfWordWrappedText() {
        // numberOfLines = 2: "the quick" / "brown fox" of "the quick brown fox jumps" (3 lines).
        assertMeasurement(measure("the quick brown fox jumps", 10, maxWidth: 60, lines: 2), 54, 25, 10, 22.5)
        assertMeasurement(measure("the quick brown fox jumps", 10, maxWidth: 60, lines: 0), 54, 37.5, 10, 35)
    }

    func testSingleLineLabelsIgnoreLineBreaksAndSpaces() {
        // lines: 1 is unchanged: every scalar counts, on one line.
        assertMeasurement(measure("one\ntwo", 10, maxWidth: 10, lines: 1), 42, 12.5, 10, 10)
        XCTAssertEqual(DefaultMeasurer.lines(of: "one two", pointSize: 10, maxWidth: 10, lines: 1), ["one two"])
    }

    func testEmptyTextMeasuresZeroLikeAnEmptyLabel() {
        assertMeasurement(measure("", 17), 0, 0, 0, 0)
        assertMeasurement(measure("", 17, maxWidth: 10, lines: 0), 0, 0, 0, 0)
    }

    func testWidthCountsUnicodeScalarsNotCharacters() {
        assertMeasurement(measure("e\u{301}", 10), 12, 12.5, 10, 10)   // é decomposed: 2 scalars
        assertMeasurement(measure("\u{e9}", 10), 6, 12.5, 10, 10)      // é precomposed: 1 scalar
        assertMeasurement(measure("👍🏽", 10), 12, 12.5, 10, 10)        // emoji + skin tone: 2 scalars
    }

    /// One line is measured from the UTF-8 bytes that start a scalar, not a copy of the
    /// scalars: 1-, 2-, 3- and 4-byte scalars, in small (inline) and heap strings.
    func testOneLineScalarCountMatchesTheUnicodeScalarsInEveryEncodingLength() {
        for text in ["a", "\u{e9}", "日本", "👍🏽", "Grüße aus Köln — 日本語のテキスト 👍🏽 end", String(repeating: "ж", count: 40)] {
            XCTAssertEqual(DefaultMeasurer.scalarCount(of: text), text.unicodeScalars.count, text)
        }
        // 20 scalars (16 one-byte, 2 three-byte, 2 four-byte) at 0.6 × 10 each.
        assertMeasurement(measure("abcdefghijklmnop日本👍🏽", 10), 120, 12.5, 10, 10)
    }

    func testInvalidRequestsThrowInsteadOfTrapping() {
        XCTAssertThrowsError(try measurer.measure("a", pointSize: 0))
        XCTAssertThrowsError(try measurer.measure("a", pointSize: -3))
        XCTAssertThrowsError(try measurer.measure("a", pointSize: .nan))
        XCTAssertThrowsError(try measurer.measure("a", pointSize: .infinity))
        XCTAssertThrowsError(try measurer.measure("a", pointSize: 10, maxWidth: .nan, lines: 0))
        XCTAssertThrowsError(try measurer.measure("a", pointSize: 10, maxWidth: -1, lines: 0))
        XCTAssertThrowsError(try measurer.measure("a", pointSize: 10, lines: -1)) { error in
            XCTAssertEqual("\(error)", "lines must be 0 (unlimited) or more, got -1")
        }
    }

    func testHugeInputsStayFinite() {
        let text = String(repeating: "x", count: 100_000)
        let tiny = measure(text, 1e-300, maxWidth: 1e300, lines: 0)
        XCTAssertEqual(tiny?.isValid, true)
        let narrow = measure(text, 1000, maxWidth: 1, lines: Int.max)
        XCTAssertEqual(narrow?.height, 1250 * 100_000)
    }

    func testMeasuringThroughTheProtocol() throws {
        let measuring: any TextMeasuring = DefaultMeasurer()
        let request = TextMeasurementRequest(viewID: "label", text: "Hi", pointSize: 20, maxWidth: .infinity, lines: 1)
        XCTAssertEqual(try measuring.measure(request),
                       TextMeasurement(width: 24, height: 25, firstBaseline: 20, lastBaseline: 20))
    }

    /// The scene measures a one-line label without a request (`oneLineMeasurement`): the
    /// answer must be the measurer's, bit for bit — 0.6·p per scalar wide, 1.25·p high,
    /// both baselines at p, zero for empty text — and nil exactly where the measurer refuses
    /// the request (point size not finite and positive, maximum width NaN or negative).
    func testOneLineMeasurementWithoutARequestIsTheMeasurersAnswer() throws {
        let texts = ["", "A", "Row number 12", "naïve café", "日本語のテキスト", "🙂🙂", "two\nlines", "e\u{301}"]
        let pointSizes: [Double] = [17, 15, 13.5, 0.1, 1e300, 0, -1, .infinity, -.infinity, .nan, 28.333333333333332]
        let widths: [Double] = [.infinity, 0, 12.5, 1e9, -1, -.infinity, .nan]
        var answered = 0, refused = 0
        for text in texts {
            for pointSize in pointSizes {
                for width in widths {
                    let oneLine = DefaultMeasurer.oneLineMeasurement(of: text, pointSize: pointSize, maxWidth: width)
                    let request = TextMeasurementRequest(text: text, pointSize: pointSize, maxWidth: width, lines: 1)
                    guard let measured = try? measurer.measure(request) else {
                        XCTAssertNil(oneLine, "\(text) \(pointSize) \(width)")
                        refused += 1
                        continue
                    }
                    XCTAssertEqual(oneLine, measured, "\(text) \(pointSize) \(width)")
                    let count = Double(text.unicodeScalars.count)
                    let expected = count == 0 ? TextMeasurement.zero
                        : TextMeasurement(width: 0.6 * pointSize * count, height: 1.25 * pointSize,
                                          firstBaseline: pointSize, lastBaseline: pointSize)
                    XCTAssertEqual(oneLine.map { $0.width.bitPattern }, expected.width.bitPattern, text)
                    XCTAssertEqual(oneLine, expected, "\(text) \(pointSize) \(width)")
                    answered += 1
                }
            }
        }
        XCTAssertGreaterThan(answered, 100)
        XCTAssertGreaterThan(refused, 100)
    }
}
