import XCTest
@testable import TrellisCore

final class SizeClassKeyTests: XCTestCase {
    private func keyError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SizeClassKeyError? {
        do {
            let key = try SizeClassKey(parsing: text)
            XCTFail("\(text) parsed as \(key)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testTheNineContractKeysParse() throws {
        // docs/document-format.md: any, wC, wR, hC, hR and the four wX hY pairs (IB's nine classes, docs/uikit-behaviours.md T1).
        XCTAssertEqual(try SizeClassKey(parsing: "any"), .any)
        XCTAssertEqual(try SizeClassKey(parsing: "wC"), SizeClassKey(horizontal: .compact))
        XCTAssertEqual(try SizeClassKey(parsing: "wR"), SizeClassKey(horizontal: .regular))
        XCTAssertEqual(try SizeClassKey(parsing: "hC"), SizeClassKey(vertical: .compact))
        XCTAssertEqual(try SizeClassKey(parsing: "hR"), SizeClassKey(vertical: .regular))
        XCTAssertEqual(try SizeClassKey(parsing: "wC hC"), SizeClassKey(horizontal: .compact, vertical: .compact))
        XCTAssertEqual(try SizeClassKey(parsing: "wC hR"), SizeClassKey(horizontal: .compact, vertical: .regular))
        XCTAssertEqual(try SizeClassKey(parsing: "wR hC"), SizeClassKey(horizontal: .regular, vertical: .compact))
        XCTAssertEqual(try SizeClassKey(parsing: "wR hR"), SizeClassKey(horizontal: .regular, vertical: .regular))
        XCTAssertEqual(try SizeClassKey(parsing: "  wR\thR "), SizeClassKey(horizontal: .regular, vertical: .regular))
        XCTAssertEqual(SizeClassKey.allKeys.count, 9)
        XCTAssertEqual(try SizeClassKey.allKeys.map { try SizeClassKey(parsing: $0.description) }, SizeClassKey.allKeys)
    }

    func testCanonicalSpellings() {
        XCTAssertEqual(SizeClassKey.allKeys.map(\.description),
                       ["any", "hC", "hR", "wC", "wR", "wC hC", "wC hR", "wR hC", "wR hR"])
    }

    func testUnknownKeysAreRejectedWithTheAcceptedSpellings() {
        XCTAssertEqual(keyError("wc")?.message,
                       "unknown size class key \"wc\"; expected any, wC, wR, hC, hR, \"wC hC\", \"wC hR\", \"wR hC\" or \"wR hR\"")
        XCTAssertEqual(keyError("wc")?.key, "wc")
        XCTAssertNotNil(keyError("compact"))
        XCTAssertNotNil(keyError(""))
        XCTAssertNotNil(keyError("wC hC wR"))
        XCTAssertNotNil(keyError("Any"))
    }

    func testMalformedPairsExplainTheProblem() {
        XCTAssertEqual(keyError("hC wC")?.message.hasPrefix("write the width class first in \"hC wC\""), true)
        XCTAssertEqual(keyError("wC wR")?.message.hasPrefix("the width is given twice in \"wC wR\""), true)
        XCTAssertEqual(keyError("hC hR")?.message.hasPrefix("the height is given twice"), true)
        XCTAssertEqual(keyError("any wC")?.message.hasPrefix("\"any\" cannot be combined with another class"), true)
    }

    func testRankOrdersPairThenWidthThenHeightThenAny() {
        XCTAssertEqual(SizeClassKey(horizontal: .compact, vertical: .regular).rank, 3)
        XCTAssertEqual(SizeClassKey(horizontal: .compact).rank, 2)
        XCTAssertEqual(SizeClassKey(vertical: .regular).rank, 1)
        XCTAssertEqual(SizeClassKey.any.rank, 0)
    }

    func testUnspecifiedTraitIsMatchedOnlyByKeysLeavingThatAxisOpen() {
        // docs/document-format.md
        let traits = Traits(horizontalSizeClass: .unspecified, verticalSizeClass: .compact)
        let matching = SizeClassKey.allKeys.filter { $0.matches(traits) }.map(\.description)
        XCTAssertEqual(matching, ["any", "hC"])
    }

    func testDisplayScaleIsCheckedBeforeUse() throws {
        XCTAssertEqual(try Traits.checkedDisplayScale(0), 0)
        XCTAssertEqual(try Traits.checkedDisplayScale(3), 3)
        XCTAssertThrowsError(try Traits.checkedDisplayScale(-1))
        XCTAssertThrowsError(try Traits.checkedDisplayScale(.nan))
        XCTAssertThrowsError(try Traits.checkedDisplayScale(.infinity))
    }

    func testDefaultTraitsAreUnspecifiedLeftToRightLargeUnrounded() {
        let traits = Traits()
        XCTAssertEqual(traits.horizontalSizeClass, .unspecified)
        XCTAssertEqual(traits.verticalSizeClass, .unspecified)
        XCTAssertEqual(traits.layoutDirection, .leftToRight)
        XCTAssertEqual(traits.contentSizeCategory, .large)
        XCTAssertEqual(traits.displayScale, 0)
        XCTAssertEqual(SizeClass(name: "compact"), .compact)
        XCTAssertNil(SizeClass(name: "Compact"))
    }
}
