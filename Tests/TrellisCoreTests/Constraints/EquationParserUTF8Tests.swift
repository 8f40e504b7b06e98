import XCTest
@testable import TrellisCore

/// The equation parser reads the UTF-8 bytes of the text; columns still count Unicode
/// scalars, and every attribute name is recognised.
final class EquationParserUTF8Tests: XCTestCase {
    func testEveryAttributeNameIsRecognised() throws {
        for attribute in LayoutAttribute.allCases {
            let equation = try Equation(parsing: "a.\(attribute.name) == b.\(attribute.name) + 1")
            XCTAssertEqual(equation.first.attribute, attribute)
            XCTAssertEqual(equation.second?.attribute, attribute)
            XCTAssertEqual(equation.constant, 1)
        }
        XCTAssertThrowsError(try Equation(parsing: "a.Width == 1"))
        XCTAssertThrowsError(try Equation(parsing: "a.centerZ == 1"))
    }

    func testColumnsCountUnicodeScalarsNotBytes() {
        XCTAssertThrowsError(try Equation(parsing: "a.width == é")) { error in
            XCTAssertEqual((error as? EquationParseError)?.description,
                           #"column 12: expected a number or an item and attribute after "==", got "é""#)
        }
        XCTAssertThrowsError(try Equation(parsing: "a.width == 😀 b.width")) { error in
            XCTAssertEqual((error as? EquationParseError)?.column, 12)
        }
    }

    func testNumbersReadAsBefore() throws {
        XCTAssertEqual(try Equation(parsing: "a.width == 123456789").constant, 123_456_789)
        XCTAssertEqual(try Equation(parsing: "a.width == 0.1").constant, 0.1)
        XCTAssertEqual(try Equation(parsing: "a.width == -.5").constant, -0.5)
        XCTAssertEqual(try Equation(parsing: "a.width == 1e2 @999.5").priority, 999.5)
        XCTAssertEqual(try Equation(parsing: "a.width == 000000000000000000042").constant, 42)
        XCTAssertThrowsError(try Equation(parsing: "a.width == 1000000001")) { error in
            XCTAssertEqual((error as? EquationParseError)?.message,
                           "number 1000000001 is too large; numbers must be at most 1e9 in magnitude")
        }
        XCTAssertEqual(try Equation(parsing: "a.width == b.width / -4").multiplier, -0.25)
    }
}
