import XCTest
@testable import TrellisCore

final class DynamicTypeTests: XCTestCase {
    func testBodyIsSeventeenPointsAtTheDefaultCategory() {
        // docs/document-format.md, "Text"; docs/uikit-behaviours.md §4
        XCTAssertEqual(ContentSizeCategory.default, .large)
        XCTAssertEqual(DynamicType.pointSize(.body, .default), 17)
        XCTAssertEqual(TextStyle.body.pointSize(in: .large), 17)
    }

    func testEveryEntryOfTheTableMatchesApple() {
        // docs/uikit-behaviours.md §4; temoki/UIKit_DynamicType (iOS 13.3 simulator), matches the HIG.
        let table: [TextStyle: [Double]] = [
            .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
        ]
        XCTAssertEqual(table.count, 11)
        XCTAssertEqual(TextStyle.allCases.count, 11)
        XCTAssertEqual(ContentSizeCategory.allCases.count, 12)
        for style in TextStyle.allCases {
            let expected = table[style] ?? []
            let actual = ContentSizeCategory.allCases.map { DynamicType.pointSize(style, $0) }
            XCTAssertEqual(actual, expected, "\(style)")
        }
    }

    func testAccessibilityCategoriesAreTheAXColumns() {
        // docs/document-format.md names: accessibilityMedium = AX1 ... accessibilityExtraExtraExtraLarge = AX5.
        XCTAssertEqual(DynamicType.pointSize(.body, .accessibilityMedium), 28)
        XCTAssertEqual(DynamicType.pointSize(.body, .accessibilityLarge), 33)
        XCTAssertEqual(DynamicType.pointSize(.body, .accessibilityExtraExtraExtraLarge), 53)
        XCTAssertEqual(DynamicType.pointSize(.caption2, .extraSmall), 11)
    }

    func testCategoriesParseFromTheContractNames() {
        // docs/c-api.md, trellis_scene_set_content_size_category.
        let names = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                     "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
                     "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                     "accessibilityExtraExtraExtraLarge"]
        XCTAssertEqual(names.compactMap(ContentSizeCategory.init(name:)), ContentSizeCategory.allCases)
        XCTAssertEqual(ContentSizeCategory.allCases.map(\.name), names)
        XCTAssertEqual(ContentSizeCategory.allCases.map(\.index), Array(0...11))
        XCTAssertNil(ContentSizeCategory(name: "Large"))
        XCTAssertNil(ContentSizeCategory(name: "xL"))
        XCTAssertNil(ContentSizeCategory(name: "UICTContentSizeCategoryL"))
    }

    func testCategoriesAreOrderedAndFlagAccessibilitySizes() {
        XCTAssertLessThan(ContentSizeCategory.large, .extraLarge)
        XCTAssertLessThan(ContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
        XCTAssertEqual(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count, 5)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    func testTextStylesParseFromTheirNames() {
        let names = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout",
                     "subheadline", "footnote", "caption1", "caption2"]
        XCTAssertEqual(names.compactMap(TextStyle.init(name:)), TextStyle.allCases)
        XCTAssertNil(TextStyle(name: "Body"))
        XCTAssertNil(TextStyle(name: "extraLargeTitle"))
    }
}
