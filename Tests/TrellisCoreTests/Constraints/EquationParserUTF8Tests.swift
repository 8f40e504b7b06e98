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

    /// `parse(utf8:resolvingItems:)` (the document loader's reading, issue 18) gives the
    /// equation `parse(_:)` gives, or the same error, for the shortcut test's texts and more;
    /// says a text is canonical only when it is exactly `Equation.description`; and says
    /// its items are resolved only when the resolver knew every name but `superview`.
    func testReadingFromBytesAgreesAndCanonicalMeansTheDescription() {
        let items = ["a", "cell.title", "_x", "superview", "é", "'8b-X'"]
        let rightSides = ["8", "-8", "0", "-0", "8.5", "007", "8.", "b.height", "b.height + 4", "b.height - 4",
                          "b.height + 0", "b.height - 0", "b.height+4", "b.height  + 4", "superview.top",
                          "2 * b.height", "b.height * 2", "b.height + 04", "unknown.width", "b.height - 1000000000"]
        let priorities = ["", " @750", " @1000", " @1", "@750", " @ 750", " @750 ", " @750.5", " @high", " @0750"]
        let known: Set<String> = ["a", "cell.title", "_x", "b"]
        var canonical = 0, compared = 0, resolved = 0
        for item in items {
            for relation in ["==", "<=", ">="] {
                for right in rightSides {
                    for priority in priorities {
                        for spacing in [" ", "  ", ""] {
                            let text = "\(item).width\(spacing)\(relation)\(spacing)\(right)\(priority)"
                            var resolvedNames: [String] = []
                            var bytes = Array(text.utf8)
                            let reading = bytes.withUnsafeMutableBufferPointer { buffer in
                                Result { () throws(EquationParseError) in
                                    try EquationParser.parse(utf8: UnsafeBufferPointer(buffer)) { name in
                                        let string = String(decoding: name, as: UTF8.self)
                                        guard known.contains(string) else { return nil }
                                        resolvedNames.append(string)
                                        return string
                                    }
                                }
                            }
                            let plain = Result { () throws(EquationParseError) in try EquationParser.parse(text) }
                            XCTAssertEqual(reading.map(\.equation), plain, text)
                            compared += 1
                            guard case .success(let read) = reading else { continue }
                            if read.isCanonical {
                                XCTAssertEqual(read.equation.description, text)
                                canonical += 1
                            }
                            let names = [read.equation.first.item, read.equation.second?.item].compactMap { item -> String? in
                                if case .named(let name) = item { return name }
                                return nil
                            }
                            // The one-pass reading resolves; the full grammar (rarer shapes) does not.
                            if read.itemsResolved {
                                XCTAssertTrue(names.allSatisfy(known.contains) && !text.hasPrefix("'"), text)
                                resolved += 1
                            } else if read.isCanonical {
                                XCTAssertFalse(names.allSatisfy(known.contains), text)
                            }
                            XCTAssertTrue(resolvedNames.allSatisfy(names.contains), text)
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
        // The texts the loader writes itself, and the list documents': the common shapes.
        XCTAssertGreaterThan(canonical, 200)
        XCTAssertGreaterThan(resolved, 200)
        for text in ["a.top == b.bottom + 4", "a.width == 44", "a.width == -8", "a.leading == root.leadingMargin",
                     "b.trailing <= a.leading - 8", "_c.top == a.top @249", "a.top == superview.top", "a.width == 0"] {
            var bytes = Array(text.utf8)
            let read = bytes.withUnsafeMutableBufferPointer { buffer in
                try? EquationParser.parse(utf8: UnsafeBufferPointer(buffer)) { _ in nil }
            }
            XCTAssertEqual(read?.isCanonical, true, text)
            XCTAssertEqual(read?.itemsResolved, false, text)
        }
    }
}
