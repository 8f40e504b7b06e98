import XCTest
@testable import TrellisCore

final class LayoutDirectionTests: XCTestCase {
    func testLeadingIsLeftAndTrailingIsRightInLeftToRight() {
        // docs/document-format.md "Layout rules": leading/trailing are left/right in left-to-right.
        XCTAssertEqual(LayoutAttribute.leading.resolved(for: .leftToRight), .left)
        XCTAssertEqual(LayoutAttribute.trailing.resolved(for: .leftToRight), .right)
        XCTAssertEqual(LayoutAttribute.leadingMargin.resolved(for: .leftToRight), .leftMargin)
        XCTAssertEqual(LayoutAttribute.trailingMargin.resolved(for: .leftToRight), .rightMargin)
    }

    func testLeadingAndTrailingSwapInRightToLeft() {
        // docs/document-format.md "Layout rules"; docs/uikit-behaviours.md A1 (leading/trailing map to right/left in RTL).
        XCTAssertEqual(LayoutAttribute.leading.resolved(for: .rightToLeft), .right)
        XCTAssertEqual(LayoutAttribute.trailing.resolved(for: .rightToLeft), .left)
        XCTAssertEqual(LayoutAttribute.leadingMargin.resolved(for: .rightToLeft), .rightMargin)
        XCTAssertEqual(LayoutAttribute.trailingMargin.resolved(for: .rightToLeft), .leftMargin)
    }

    func testNonDirectionalAttributesAreUnchangedByDirection() {
        for attribute in LayoutAttribute.allCases where !attribute.isDirectional {
            XCTAssertEqual(attribute.resolved(for: .rightToLeft), attribute)
            XCTAssertEqual(attribute.resolved(for: .leftToRight), attribute)
        }
    }

    func testDirectionReadsLongAndShortNames() {
        XCTAssertEqual(LayoutDirection(name: "ltr"), .leftToRight)
        XCTAssertEqual(LayoutDirection(name: "rtl"), .rightToLeft)
        XCTAssertEqual(LayoutDirection(name: "leftToRight"), .leftToRight)
        XCTAssertEqual(LayoutDirection(name: "rightToLeft"), .rightToLeft)
        XCTAssertNil(LayoutDirection(name: "RTL"))
        XCTAssertEqual(LayoutDirection.leftToRight.flipped, .rightToLeft)
    }
}
