import XCTest
@testable import TrellisDocument
import TrellisCore

/// Input that is not JSON: kind .parse, message at `$` with the position.
final class SyntaxErrorTests: XCTestCase {
    func testEmptyInput() {
        assertError("", .parse, "$: the document is empty")
        assertError(" \n\t ", .parse, "$: the document is empty")
    }

    func testTruncatedDocument() {
        let error = loadError(#"{"format": "trellis/1", "scenes": [{"id": "ma"#)
        XCTAssertEqual(error?.kind, .parse)
        XCTAssertEqual(error?.message.hasPrefix("$: the document ends too early (a string is not closed) at line 1"), true, error?.message ?? "")
        let brackets = loadError(#"{"format": "trellis/1", "scenes": [{"id": "main""#)
        XCTAssertEqual(brackets?.message.hasPrefix("$: the document ends too early (3 brackets are not closed)"), true, brackets?.message ?? "")
    }

    func testSyntaxErrorGivesLineAndColumn() {
        assertError("{\n  \"format\": trellis}", .parse, "$: invalid JSON at line 2, column 13 (byte 14)")
    }

    func testTextAfterTheValue() {
        assertError(document() + " x", .parse, "$: unexpected text after the JSON value at line 1, column \(document().count + 2) (byte \(document().count + 1))")
        assertError("{} {}", .parse, "$: unexpected text after the JSON value at line 1, column 4 (byte 3)")
    }

    func testInvalidUTF8() {
        var bytes = Array(document(subviews: #"{"id": "x", "text": "caf?"}"#).utf8)
        guard let mark = bytes.firstIndex(of: UInt8(ascii: "?")) else { return XCTFail() }
        bytes[mark] = 0xC3 // a lead byte without its continuation
        let error = loadBytes(bytes).failure
        XCTAssertEqual(error?.kind, .parse)
        XCTAssertEqual(error?.message, "$: invalid UTF-8 at line 1, column \(mark + 1) (byte \(mark))")
        for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            let input = Array(#"{"format": ""#.utf8) + bad + Array(#""}"#.utf8)
            let error = loadBytes(input).failure
            XCTAssertEqual(error?.kind, .parse, "\(bad)")
            XCTAssertEqual(error?.message.hasPrefix("$: invalid UTF-8 at line 1, column 13 (byte 12)"), true, error?.message ?? "\(bad)")
        }
    }

    func testRawControlCharacters() {
        assertError("{\"format\": \"a\tb\"}", .parse,
                    "$: control character U+0009 at line 1, column 14 (byte 13); write it as an escape such as \\n inside strings")
        assertError("{\u{0}}", .parse, "$: control character U+0000 at line 1, column 2 (byte 1)")
    }

    func testNulEscapesAreRefused() {
        assertError(#"{"format": "trellis\u0000/1"}"#, .parse,
                    #"$: \u0000 (a NUL character) is not allowed in strings, at line 1, column 20 (byte 19)"#)
        let text = load(document(subviews: #"{"id": "x", "text": "a\\u0000b \u0041"}"#))?.scenes.first?.root.subviews.first?.text
        XCTAssertEqual(text, "a\\u0000b A")
    }

    func testDeeplyNestedArraysAreRejectedNotCrashing() {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        assertError(#"{"format": "trellis/1", "comment": \#(deep)}"#, .parse,
                    "$: JSON nests deeper than 1000 levels at line 1, column 1035 (byte 1034)")
        let unbalanced = String(repeating: "[", count: 100_000)
        XCTAssertEqual(loadError(unbalanced)?.kind, .parse)
    }

    func testNestingWithinTheLimitParses() {
        let deep = String(repeating: "[", count: 997) + String(repeating: "]", count: 997)
        XCTAssertNotNil(load(document(scene: #", "comment": \#(deep)"#)))
    }

    func testUTF8ByteOrderMarkAndUnicodeTextAreFine() {
        let document = load("\u{FEFF}" + document(subviews: #"{"id": "x", "text": "naïve \u00e9 😀 \ud83d\ude00"}"#))
        XCTAssertEqual(document?.scenes.first?.root.subviews.first?.text, "naïve é 😀 😀")
    }
}
