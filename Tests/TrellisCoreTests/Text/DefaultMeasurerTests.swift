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

    func testUnlimitedLinesWrapIntoCeilOfCountOverCharactersPerLine() {
        // docs/document-format.md, "Text": ceil(n / floor(maxWidth / (0.6·p))) lines.
        // 10 scalars at 10 pt are 6 pt each; 25 pt hold 4 per line → 3 lines.
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
        assertMeasurement(measure("Hello, World!", 17, maxWidth: 132.5, lines: 0), 122.4, 42.5, 17, 38.25)
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
}
