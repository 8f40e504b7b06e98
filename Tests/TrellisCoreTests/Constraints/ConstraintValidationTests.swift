import XCTest
@testable import TrellisCore

final class ConstraintValidationTests: XCTestCase {
    private func validationError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConstraintValidationError? {
        do {
            try Equation(parsing: text).validate()
            XCTFail("\(text) passed validation", file: file, line: line)
            return nil
        } catch let error as ConstraintValidationError {
            return error
        } catch {
            XCTFail("\(text) did not parse: \(error)", file: file, line: line)
            return nil
        }
    }

    private func assertValid(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNoThrow(try Equation(parsing: text).validate(), text, file: file, line: line)
    }

    private func reason(validating equation: Equation) -> ConstraintValidationError.Reason? {
        do {
            try equation.validate()
            return nil
        } catch {
            return error.reason
        }
    }

    func testSizeRelatedToLocationIsRejected() {
        // docs/uikit-behaviours.md A8
        let error = validationError("a.width == b.leading")
        XCTAssertEqual(error?.reason, .sizeWithLocation)
        XCTAssertEqual(error?.message, "cannot relate a size attribute (width) to a location attribute (leading)")
        XCTAssertEqual(validationError("a.top == 2 * b.height")?.reason, .sizeWithLocation)
    }

    func testHorizontalLocationRelatedToVerticalLocationIsRejected() {
        // docs/uikit-behaviours.md A8
        let error = validationError("a.left == b.top")
        XCTAssertEqual(error?.reason, .horizontalWithVerticalLocation)
        XCTAssertEqual(error?.message, "cannot relate a horizontal location (left) to a vertical location (top)")
        XCTAssertEqual(validationError("a.centerX == b.firstBaseline")?.reason, .horizontalWithVerticalLocation)
    }

    func testLeadingTrailingMixedWithLeftRightIsRejected() {
        // docs/uikit-behaviours.md A8; UIKit: "use leading/trailing for both or neither".
        let error = validationError("a.leading == b.right")
        XCTAssertEqual(error?.reason, .directionalWithAbsolute)
        XCTAssertEqual(error?.message, "cannot relate leading to right: use leading/trailing for both or for neither")
        XCTAssertEqual(validationError("a.leftMargin == superview.trailingMargin")?.reason, .directionalWithAbsolute)
        XCTAssertEqual(validationError("a.trailing <= b.left - 8")?.reason, .directionalWithAbsolute)
    }

    func testCenterXGoesWithDirectionalAndAbsoluteEdges() {
        assertValid("a.centerX == b.leading")
        assertValid("a.centerX == b.left")
        assertValid("a.centerXWithinMargins == b.trailingMargin")
        assertValid("a.leading == superview.leadingMargin + 8")
        assertValid("a.right == b.left - 8")
    }

    func testWidthRelatedToHeightIsAnAllowedAspectRatio() {
        // friends-cell.json: photo.width == photo.height
        assertValid("photo.width == photo.height")
        assertValid("a.height == 0.75 * a.width")
    }

    func testLocationAgainstABareConstantIsAllowedInTrellis() {
        assertValid("x.left == 20")
        assertValid("x.centerY >= -4")
    }

    func testMultipliersOnLocationsAreAllowedWhenBothItemsAreGiven() {
        // planets.json
        assertValid("p1.centerX == 0.5 * root.centerX")
        assertValid("p3.centerX == 1.5 * root.centerX")
    }

    func testBaselinesAreVerticalLocations() {
        assertValid("a.firstBaseline == b.lastBaseline + 8")
        assertValid("a.firstBaseline >= b.top")
    }

    func testZeroMultiplierOrMultiplierWithoutSecondItemIsRejected() {
        let zero = Equation(first: AnchorReference("a", .width), relation: .equal,
                            second: AnchorReference("b", .width), multiplier: 0)
        XCTAssertThrowsError(try zero.validate()) { error in
            XCTAssertEqual((error as? ConstraintValidationError)?.reason, .invalidMultiplier)
        }
        let lonely = Equation(first: AnchorReference("a", .width), relation: .equal, multiplier: 2, constant: 4)
        XCTAssertThrowsError(try lonely.validate()) { error in
            XCTAssertEqual("\(error)", "a multiplier (2) needs a second item to multiply")
        }
    }

    func testNonFiniteOrOutOfRangeNumbersAreRejected() {
        let base = Equation(first: AnchorReference("a", .width), relation: .equal)
        var nan = base
        nan.constant = .nan
        var huge = base
        huge.constant = 2e9
        var infinite = base
        infinite.second = AnchorReference("b", .width)
        infinite.multiplier = .infinity
        var weak = base
        weak.priority = 0
        var superview = base
        superview.first = AnchorReference(item: .superview, attribute: .width)
        let reasons = [nan, huge, infinite, weak, superview].map(reason(validating:))
        XCTAssertEqual(reasons, [.numberOutOfRange, .numberOutOfRange, .numberOutOfRange,
                                 .priorityOutOfRange, .superviewAsFirstItem])
        XCTAssertNoThrow(try base.validate())
    }
}
