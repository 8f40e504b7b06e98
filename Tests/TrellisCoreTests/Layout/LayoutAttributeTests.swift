import XCTest
@testable import TrellisCore

final class LayoutAttributeTests: XCTestCase {
    func testAllTwentyContractNamesParseAndPrintBack() {
        // docs/document-format.md, attribute list.
        let names = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height",
                     "centerX", "centerY", "firstBaseline", "lastBaseline", "leftMargin",
                     "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin",
                     "centerXWithinMargins", "centerYWithinMargins"]
        XCTAssertEqual(LayoutAttribute.allNames, names)
        for name in names {
            XCTAssertEqual(LayoutAttribute(name: name)?.name, name)
        }
    }

    func testNamesAreExactAndCaseSensitive() {
        XCTAssertNil(LayoutAttribute(name: "centerx"))
        XCTAssertNil(LayoutAttribute(name: "Leading"))
        XCTAssertNil(LayoutAttribute(name: " width"))
        XCTAssertNil(LayoutAttribute(name: ""))
    }

    func testAxisOfEachAttribute() {
        let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .width, .centerX,
                                             .leftMargin, .rightMargin, .leadingMargin,
                                             .trailingMargin, .centerXWithinMargins]
        let vertical: [LayoutAttribute] = [.top, .bottom, .height, .centerY, .firstBaseline,
                                           .lastBaseline, .topMargin, .bottomMargin,
                                           .centerYWithinMargins]
        XCTAssertEqual(horizontal.count + vertical.count, 20)
        for attribute in horizontal { XCTAssertEqual(attribute.axis, .horizontal, "\(attribute)") }
        for attribute in vertical { XCTAssertEqual(attribute.axis, .vertical, "\(attribute)") }
        XCTAssertEqual(LayoutAxis.horizontal.perpendicular, .vertical)
        XCTAssertEqual(LayoutAxis(name: "vertical"), .vertical)
        XCTAssertNil(LayoutAxis(name: "diagonal"))
    }

    func testOnlyWidthAndHeightAreSizes() {
        let sizes = LayoutAttribute.allCases.filter(\.isSize)
        XCTAssertEqual(sizes, [.width, .height])
        XCTAssertTrue(LayoutAttribute.firstBaseline.isLocation)
        XCTAssertFalse(LayoutAttribute.height.isLocation)
    }

    func testMarginVariantsMapToTheirPlainAttributes() {
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.isMargin).count, 8)
        XCTAssertEqual(LayoutAttribute.leadingMargin.withoutMargins, .leading)
        XCTAssertEqual(LayoutAttribute.centerYWithinMargins.withoutMargins, .centerY)
        XCTAssertEqual(LayoutAttribute.width.withoutMargins, .width)
        XCTAssertEqual(LayoutAttribute.top.withMargins, .topMargin)
        XCTAssertEqual(LayoutAttribute.centerX.withMargins, .centerXWithinMargins)
        XCTAssertEqual(LayoutAttribute.rightMargin.withMargins, .rightMargin)
        XCTAssertNil(LayoutAttribute.width.withMargins)
        XCTAssertNil(LayoutAttribute.firstBaseline.withMargins)
    }

    func testDirectionalAndAbsoluteHorizontalEdgesAreDisjoint() {
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.isDirectional),
                       [.leading, .trailing, .leadingMargin, .trailingMargin])
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.isAbsoluteHorizontalEdge),
                       [.left, .right, .leftMargin, .rightMargin])
        XCTAssertFalse(LayoutAttribute.centerX.isDirectional)
        XCTAssertFalse(LayoutAttribute.centerX.isAbsoluteHorizontalEdge)
    }

    func testCentersAndBaselines() {
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.isCenter),
                       [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins])
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.isBaseline), [.firstBaseline, .lastBaseline])
    }

    func testRelationSymbols() {
        XCTAssertEqual(LayoutRelation(symbol: "=="), .equal)
        XCTAssertEqual(LayoutRelation(symbol: "<="), .lessThanOrEqual)
        XCTAssertEqual(LayoutRelation(symbol: ">="), .greaterThanOrEqual)
        XCTAssertNil(LayoutRelation(symbol: "="))
        XCTAssertNil(LayoutRelation(symbol: "=>"))
        XCTAssertEqual(LayoutRelation.lessThanOrEqual.reversed, .greaterThanOrEqual)
        XCTAssertEqual(LayoutRelation.equal.reversed, .equal)
        XCTAssertEqual("\(LayoutRelation.greaterThanOrEqual)", ">=")
    }
}
