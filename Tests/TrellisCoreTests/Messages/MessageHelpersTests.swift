import XCTest
import TrellisCore

/// The message helpers every layer shares (`Sources/TrellisCore/Messages`).
final class MessageHelpersTests: XCTestCase {
    func testQuotingEscapesAndShortens() {
        XCTAssertEqual(Quoting.quoted("say \"hi\"\n\\"), #""say \"hi\"\n\\""#)
        // JSON escapes (JSONLiteral), so a quoted text in a message reads as a JSON string.
        XCTAssertEqual(Quoting.quoted("tab\there\u{1}\u{7F}"), #""tab\there\u0001\u007f""#)
        XCTAssertEqual(Quoting.quoted("café ✓"), "\"café ✓\"")
        XCTAssertEqual(Quoting.quoted(String(repeating: "x", count: 61)), "\"" + String(repeating: "x", count: 60) + "…\"")
        XCTAssertEqual(Quoting.quoted(String(repeating: "x", count: 61), limit: nil), "\"" + String(repeating: "x", count: 61) + "\"")
    }

    func testNumbersAreWrittenAsPeopleWriteThem() {
        XCTAssertEqual(NumberFormatting.format(8), "8")
        XCTAssertEqual(NumberFormatting.format(-4), "-4")
        XCTAssertEqual(NumberFormatting.format(999.5), "999.5")
        XCTAssertEqual(NumberFormatting.format(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(NumberFormatting.format(1e20), "1e+20")
        XCTAssertEqual(NumberFormatting.format(.nan), "nan")
        XCTAssertEqual(NumberFormatting.format(-.infinity), "-inf")
    }

    func testListsEndWithTheConjunction() {
        XCTAssertEqual(Alternatives.list([]), "")
        XCTAssertEqual(Alternatives.list(["a"]), "a")
        XCTAssertEqual(Alternatives.list(["a", "b", "c"]), "a, b or c")
        XCTAssertEqual(Alternatives.list(["a", "b"], conjunction: "and"), "a and b")
        XCTAssertEqual(Alternatives.quoted(["fill", "center"]), #""fill" or "center""#)
    }

    func testSpellingSuggestionsGrowWithTheWord() {
        XCTAssertEqual(Spelling.closest(to: "widht", in: ["width", "right"]), "width")  // a swap is one edit
        XCTAssertEqual(Spelling.closest(to: "LABEL", in: ["view", "label"]), "label")
        XCTAssertEqual(Spelling.closest(to: "lbl", in: ["label"]), nil)                  // 2 edits for 3 letters
        XCTAssertEqual(Spelling.closest(to: "lbl", in: ["label"], maximumDistance: 2), "label")
        XCTAssertEqual(Spelling.closest(to: "ab", in: ["AB", "ac"]), "AB")               // short words: case only
        XCTAssertEqual(Spelling.closest(to: String(repeating: "a", count: 41), in: ["a"]), nil)
        XCTAssertEqual(Spelling.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)), 3)
    }

    func testMagnitudeLimit() {
        XCTAssertTrue(Limits.isWithinMagnitude(1e9))
        XCTAssertTrue(Limits.isWithinMagnitude(-1e9))
        XCTAssertFalse(Limits.isWithinMagnitude(1.0000001e9))
        XCTAssertFalse(Limits.isWithinMagnitude(.nan))
        XCTAssertFalse(Limits.isWithinMagnitude(.infinity))
    }
}
