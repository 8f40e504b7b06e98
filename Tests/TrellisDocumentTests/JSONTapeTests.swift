import XCTest
@testable import TrellisDocument
import TrellisCore

/// The JSON tape (JSONTape.swift) reads documents as cJSON 1.7 did before it, including
/// cJSON's leniencies, so that no document changes meaning; the texts it refuses keep
/// cJSON's messages (SyntaxErrorTests).
final class JSONTapeTests: XCTestCase {
    /// Texts where a strict JSON parser and cJSON differ, or where getting it right is
    /// fiddly: each must be read as cJSON reads it (JSONTapeCrossCheck compares both).
    static let texts: [String] = [
        "{}", "[]", " [ ] ", "[1,2,3]", #"{"a":1,"a":2}"#, "[01]", "[1.]", "[-.5]", "[-0]", "[1e5]", "[1E+05]",
        "[1e]", "[1e+]", "[1.e5]", "[.5]", "[+1]", "[-]", "[--1]", "[1e5.5]", "[0x10]", "[1.2.3]", "[1e400]", "[-1e400]",
        "[1e-400]", "[123456789012345678901234567890]", "[" + String(repeating: "1", count: 70) + "]",
        "[0." + String(repeating: "0", count: 61) + "1]", "[4.9e-324]", "[2.4703282292062328e-324]", "[9007199254740993]",
        #"["\u00e9\ud83d\ude00"]"#, #"["\ud800"]"#, #"["\udc00"]"#, #"["\ud800\u0041"]"#, #"["\ud800\udbff"]"#,
        #"["\x"]"#, #"["\/\b\f\n\r\t\"\\"]"#, #"["\u00"]"#, #"["\u00zz"]"#, #"["a\"#, #"["\"]"#,
        "\u{FEFF}{}", "\u{FEFF}1", "\u{FEFF}[1]", "nul", "null", "nullx", "[nullnull]", "[true,false,null]", "[tru]",
        "[1]x", "[1] ", "{\"a\":}", "{\"a\" 1}", "{1:2}", "{\"a\":1,}", "[1,]", "[,1]", "{,}", "[[[]]]", "[[]",
        "{\"a\":{\"b\":[{},{\"c\":\"d\"}]}}", "\"top\"", "42", "-", "[1 2]",
        // Found by fuzz-document's cross-check: the four digits of a `\u` escape take a
        // backslash, which leaves the last backslash to escape the closing quote.
        #""\u9e;\\""#, #"["\u9e;\\"]"#, #"{"\u12\\": 1}"#,
        // Integers of up to 15 digits are read in one pass (`JSONTape.shortInteger`), any
        // other number as cJSON's strtod reads it: each side of that line, and every byte
        // that ends such an integer or makes it something else.
        "[123456789012345]", "[1234567890123456]", "[-999999999999999]", "[-1000000000000000]", "[007]",
        "[-0,0,-00]", "[5-]", "[5+1]", "[5e]", "[5E2]", "[5.]", "[5.0]", "[12,-34]", "-7", "999999999999999",
        "[64 ,32\t]", "{\"a\":-1}", "[9\n]", "[1]", "[0]", "-", "[-x]",
    ]

    func testTheTapeReadsEveryTextAsCJSONDoes() {
        for text in Self.texts {
            var copy = text
            let difference = copy.withUTF8 { JSONTapeCrossCheck.difference(UnsafeRawBufferPointer($0)) }
            XCTAssertNil(difference, text)
        }
    }

    func testLenientNumbersKeepCJSONsValues() throws {
        let document = try DocumentLoader.load(json: document(subviews: #"{"id": "v", "intrinsicSize": [01, 2.], "alignmentInsets": [-.5, 1E1, 0, -0]}"#))
        let view = try XCTUnwrap(document.scenes.first?.root.subviews.first)
        XCTAssertEqual(view.intrinsicSize, .plain(IntrinsicSize(width: 1, height: 2)))
        XCTAssertEqual(view.alignmentInsets, EdgeInsets(top: -0.5, left: 10, bottom: 0, right: 0))
    }

    func testEscapedKeysAndStringsAreDecoded() throws {
        let document = try DocumentLoader.load(json: #"{"form\u0061t": "trellis\/1", "scenes": [{"id": "m", "root": {"id": "r", "subviews": [{"id": "t", "kind": "label", "text": "tab\there \ud83d\ude00"}]}}]}"#)
        XCTAssertEqual(document.scenes.first?.root.subviews.first?.text, "tab\there 😀")
    }
}
