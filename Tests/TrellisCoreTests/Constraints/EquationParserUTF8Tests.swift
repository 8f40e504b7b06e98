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

    /// The one-pass reading of common equations (EquationParser+CommonForms) gives what
    /// the full parser gives, for every combination of the parts below: the same equation,
    /// or the same error.
    func testTheCommonFormShortcutAgreesWithTheFullParser() {
        let items = ["a", "cell.title", "_x", "x-y", "superview", "a1.b2", "é"]
        let attributes = ["width", "leadingMargin", "centerYWithinMargins", "wdth", "", "width-8"]
        let relations = ["==", "<=", ">=", "=", "=>"]
        let numbers = ["8", "8.5", "-8", ".5", "1e2", "1000000000", "1000000001", "007", "8.", "-0", "0x1", "1_0"]
        let spaces = ["", " ", "  ", "\t"]
        var rightSides: [String] = numbers
        for item in ["b", "superview", "b.c"] {
            for attribute in ["height", "trailing", "bogus"] {
                let anchor = "\(item).\(attribute)"
                rightSides += [anchor, "\(anchor) + 4", "\(anchor) - 4", "\(anchor) -4", "\(anchor)+ 4.5", "\(anchor) + -4",
                               "\(anchor) * 2", "2 * \(anchor)", "\(anchor) / 2", "\(anchor) + 1e9", "\(anchor) + 2000000000",
                               "\(anchor) +", "\(anchor) 4"]
            }
        }
        let priorities = ["", " @750", "@1000", " @0", " @1001", " @high", " @ 750", " @750.5", " @", " @750 x"]
        var compared = 0
        for item in items {
            for attribute in attributes {
                for relation in relations {
                    for (index, right) in rightSides.enumerated() {
                        let space = spaces[index % spaces.count]
                        let priority = priorities[(index + compared) % priorities.count]
                        let text = "\(space)\(item).\(attribute)\(space)\(relation) \(right)\(priority)\(space)"
                        let fast = Result { () throws(EquationParseError) in try EquationParser.parse(text) }
                        let full = Result { () throws(EquationParseError) in try EquationParser.parseWithoutShortcut(text) }
                        XCTAssertEqual(fast, full, text)
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }
}
