import XCTest
@testable import TrellisCore

final class EquationParserTests: XCTestCase {
    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Equation? {
        do {
            return try EquationParser.parse(text)
        } catch {
            XCTFail("\(text): \(error)", file: file, line: line)
            return nil
        }
    }

    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> EquationParseError? {
        do {
            let equation = try EquationParser.parse(text)
            XCTFail("\(text) parsed as \(equation)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    // MARK: The contract's examples (docs/document-format.md)

    func testMarginConstraintWithConstantAndPriority() {
        XCTAssertEqual(parse("title.leading == superview.leadingMargin + 8 @750"),
                       Equation(first: AnchorReference("title", .leading), relation: .equal,
                                second: AnchorReference(item: .superview, attribute: .leadingMargin),
                                multiplier: 1, constant: 8, priority: 750))
    }

    func testMultiplierWrittenBeforeTheSecondItem() {
        XCTAssertEqual(parse("icon.width == 0.5 * root.width"),
                       Equation(first: AnchorReference("icon", .width), relation: .equal,
                                second: AnchorReference("root", .width), multiplier: 0.5))
    }

    func testItemEqualToAnotherAttributeOfItself() {
        XCTAssertEqual(parse("icon.height == icon.width"),
                       Equation(first: AnchorReference("icon", .height), relation: .equal,
                                second: AnchorReference("icon", .width)))
    }

    func testBareConstantWithInequalityHasNoSecondItem() {
        let equation = parse("title.width >= 44")
        XCTAssertEqual(equation, Equation(first: AnchorReference("title", .width),
                                          relation: .greaterThanOrEqual, constant: 44))
        XCTAssertNil(equation?.second)
        XCTAssertEqual(equation?.priority, 1000)
        XCTAssertEqual(equation?.isRequired, true)
    }

    func testMinusGivesANegativeConstant() {
        // planets.json
        XCTAssertEqual(parse("p1.centerY == root.centerY - 40")?.constant, -40)
    }

    func testLessThanOrEqualRelation() {
        // friends-cell.json
        XCTAssertEqual(parse("row.trailing <= cell.trailingMargin")?.relation, .lessThanOrEqual)
    }

    // MARK: Other accepted forms

    func testMultiplierWrittenAfterTheSecondItem() {
        XCTAssertEqual(parse("a.width == b.width * 2")?.multiplier, 2)
        let equation = parse("a.width == b.width * 2 + 8")
        XCTAssertEqual(equation?.multiplier, 2)
        XCTAssertEqual(equation?.constant, 8)
    }

    func testDivisionSetsTheReciprocalMultiplier() {
        XCTAssertEqual(parse("a.width == b.width / 4")?.multiplier, 0.25)
    }

    func testNegativeNumbersAsBareConstantMultiplierAndOffset() {
        XCTAssertEqual(parse("x.left == -20")?.constant, -20)
        XCTAssertEqual(parse("x.left == - 20")?.constant, -20)
        XCTAssertEqual(parse("a.width == -1 * b.width")?.multiplier, -1)
        XCTAssertEqual(parse("a.top == b.top + -8")?.constant, -8)
        XCTAssertEqual(parse("a.top == b.top - -8")?.constant, 8)
    }

    func testNumberSpellings() {
        XCTAssertEqual(parse("a.width == 1e2")?.constant, 100)
        XCTAssertEqual(parse("a.width == 0.5")?.constant, 0.5)
        XCTAssertEqual(parse("a.width == .5")?.constant, 0.5)
        XCTAssertEqual(parse("a.width == 1.")?.constant, 1)
        XCTAssertEqual(parse("a.width == 2.5E-1")?.constant, 0.25)
        XCTAssertEqual(parse("a.width == 1e+3")?.constant, 1000)
        XCTAssertEqual(parse("a.width == 1e9")?.constant, 1e9)
    }

    func testWhitespaceIsOptionalAndMayBeTabsOrNewlines() {
        let spaced = parse("a.width == 0.5 * b.width + 8 @750")
        XCTAssertNotNil(spaced)
        XCTAssertEqual(parse("a.width==0.5*b.width+8@750"), spaced)
        XCTAssertEqual(parse("  a.width\t==\n0.5 *b.width +8 @ 750  "), spaced)
    }

    func testDottedIdsSplitItemAndAttributeAtTheLastDot() {
        // Inserted scenes prefix ids with "<prefix>." (docs/c-api.md, insert_scene).
        let equation = parse("cell.title.leading == cell.content.leadingMargin")
        XCTAssertEqual(equation?.first, AnchorReference("cell.title", .leading))
        XCTAssertEqual(equation?.second, AnchorReference("cell.content", .leadingMargin))
    }

    func testHyphensAndUnderscoresBelongToIds() {
        let equation = parse("side-bar.width == _main_2.width")
        XCTAssertEqual(equation?.first.item, .named("side-bar"))
        XCTAssertEqual(equation?.second?.item, .named("_main_2"))
    }

    func testHyphenRightAfterAnAttributeIsAMinusSign() {
        XCTAssertEqual(parse("a.width == b.width-8"),
                       Equation(first: AnchorReference("a", .width), relation: .equal,
                                second: AnchorReference("b", .width), constant: -8))
        let dotted = parse("cell.title.width == cell.icon.width-8.5")
        XCTAssertEqual(dotted?.second, AnchorReference("cell.icon", .width))
        XCTAssertEqual(dotted?.constant, -8.5)
    }

    func testSuperviewIsKeptAsAReferenceForLaterResolution() {
        XCTAssertEqual(parse("a.top == superview.top")?.second?.item, .superview)
        XCTAssertEqual(parse("a.top == superview.content.top")?.second?.item, .named("superview.content"))
    }

    func testNamedPrioritiesAndOffsets() {
        // docs/uikit-behaviours.md A2: required 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50.
        XCTAssertEqual(parse("a.width == 10 @required")?.priority, 1000)
        XCTAssertEqual(parse("a.width == 10 @defaultHigh")?.priority, 750)
        XCTAssertEqual(parse("a.width == 10 @high")?.priority, 750)
        XCTAssertEqual(parse("a.width == 10 @defaultLow")?.priority, 250)
        XCTAssertEqual(parse("a.width == 10 @low")?.priority, 250)
        XCTAssertEqual(parse("a.width == 10 @fittingSizeLevel")?.priority, 50)
        XCTAssertEqual(parse("a.width == 10 @required - 1")?.priority, 999)
        XCTAssertEqual(parse("a.width == 10 @defaultHigh+1")?.priority, 751)
    }

    func testFractionalPrioritiesAreAllowed() {
        // UISV-spanning-boundary uses 999.5 (docs/uikit-behaviours.md S5).
        XCTAssertEqual(parse("a.top == b.top @999.5")?.priority, 999.5)
        XCTAssertEqual(parse("a.top == b.top @1")?.priority, 1)
    }

    func testDescriptionIsCanonicalAndParsesBack() {
        let cases = [
            ("title.leading == superview.leadingMargin + 8 @750", "title.leading == superview.leadingMargin + 8 @750"),
            ("icon.width==0.5*root.width", "icon.width == 0.5 * root.width"),
            ("a.width == b.width * 2 - 4.5", "a.width == 2 * b.width - 4.5"),
            ("title.width >= 44", "title.width >= 44"),
            ("x.left == -20 @low", "x.left == -20 @250"),
            ("a.top == b.top @999.5", "a.top == b.top @999.5"),
        ]
        for (input, canonical) in cases {
            guard let equation = parse(input) else { continue }
            XCTAssertEqual(equation.description, canonical)
            XCTAssertEqual(parse(canonical), equation)
        }
    }

    // MARK: Errors, with columns

    func testWrongRelationReportsItsColumn() {
        let error = parseError("title.leading => superview.leading")
        XCTAssertEqual(error?.column, 15)
        XCTAssertEqual(error?.description, "column 15: expected a relation (==, <=, >=), got \"=>\"")
    }

    func testSingleEqualsSignSuggestsDoubleEquals() {
        XCTAssertEqual(parseError("a.top = b.top")?.description,
                       "column 7: expected a relation (==, <=, >=), got \"=\" (write \"==\" for equality)")
    }

    func testNonASCIIColumnsCountUnicodeScalars() {
        XCTAssertEqual(parseError("a.width ≥ 10")?.description,
                       "column 9: expected a relation (==, <=, >=), got \"≥\"")
        XCTAssertEqual(parseError("a.width == 10 @ é")?.column, 17)
    }

    func testMisspeltAttributeSuggestsTheClosestName() {
        XCTAssertEqual(parseError("a.widht == 10")?.description,
                       "column 3: unknown attribute \"widht\" (did you mean \"width\"?)")
        XCTAssertEqual(parseError("a.top == cell.title.centerx")?.description,
                       "column 21: unknown attribute \"centerx\" (did you mean \"centerX\"?)")
    }

    func testUnknownAttributeListsTheValidOnesWhenNothingIsClose() {
        let error = parseError("a.size == 10")
        XCTAssertEqual(error?.column, 3)
        XCTAssertEqual(error?.message.hasPrefix("unknown attribute \"size\"; expected one of left right top"), true)
    }

    func testItemWithoutAttributeIsRejected() {
        XCTAssertEqual(parseError("title == 5")?.description,
                       "column 1: expected an attribute after the item, as in \"title.width\", got \"title\"")
        XCTAssertEqual(parseError("a.top == b.top + c")?.description,
                       "column 18: expected a number after \"+\", got \"c\"")
    }

    func testDotWithoutAttributeIsRejectedAtTheEndOfTheItem() {
        let error = parseError("title. == 5")
        XCTAssertEqual(error?.column, 7)
        XCTAssertEqual(error?.message.hasPrefix("expected an attribute after \"title.\""), true)
    }

    func testEmptyTextIsRejected() {
        XCTAssertEqual(parseError("")?.description,
                       "column 1: expected an item and attribute like \"title.leading\", got end of text")
        XCTAssertEqual(parseError("   ")?.column, 4)
    }

    func testMissingRightHandSideIsRejected() {
        XCTAssertEqual(parseError("a.width ==")?.description,
                       "column 11: expected a number or an item and attribute after \"==\", got end of text")
        XCTAssertEqual(parseError("a.width == b.width +")?.description,
                       "column 21: expected a number after \"+\", got end of text")
    }

    func testTrailingTextIsRejectedWithWhatCouldFollow() {
        XCTAssertEqual(parseError("a.width == 10 px")?.description,
                       "column 15: expected \"@\" or end of text, got \"px\"")
        XCTAssertEqual(parseError("a.width == b.width c")?.description,
                       "column 20: expected \"*\", \"/\", \"+\", \"-\", \"@\" or end of text, got \"c\"")
        XCTAssertEqual(parseError("a.width == b.width @750 + 1")?.description,
                       "column 25: expected end of text, got \"+\"")
    }

    func testNumbersBeyondOneBillionAndInfinityAreRejected() {
        XCTAssertEqual(parseError("a.width == 1e12")?.description,
                       "column 12: number 1e12 is too large; numbers must be at most 1e9 in magnitude")
        XCTAssertEqual(parseError("a.width == -1e400")?.column, 12)
        XCTAssertEqual(parseError("a.width == b.width + 2000000000")?.column, 22)
    }

    func testNaNAndInfWordsAreNotNumbers() {
        XCTAssertEqual(parseError("a.width == nan")?.column, 12)
        XCTAssertEqual(parseError("a.width == b.width * inf")?.description,
                       "column 22: expected a number after \"*\", got \"inf\"")
    }

    func testMalformedNumbersAreRejected() {
        XCTAssertEqual(parseError("a.width == 1.2.3")?.description, "column 12: malformed number \"1.2.3\"")
        XCTAssertEqual(parseError("a.width == 10px")?.description, "column 12: malformed number \"10px\"")
        XCTAssertEqual(parseError("a.width == 1e")?.column, 12)
    }

    func testZeroMultiplierIsRejectedAsInUIKit() {
        XCTAssertEqual(parseError("a.width == 0 * b.width")?.description,
                       "column 12: multiplier must not be 0 (as in UIKit); relate the item to a constant instead")
        XCTAssertEqual(parseError("a.width == b.width * 0.0")?.column, 22)
        XCTAssertEqual(parseError("a.width == b.width / 0")?.description, "column 22: cannot divide by 0")
    }

    func testMultiplierGivenTwiceIsRejected() {
        XCTAssertEqual(parseError("a.width == 2 * b.width * 3")?.description,
                       "column 24: the multiplier is already given at column 12")
    }

    func testPriorityOutsideOneToThousandIsRejected() {
        XCTAssertEqual(parseError("a.width == 10 @0")?.description,
                       "column 16: priority must be between 1 and 1000, got 0")
        XCTAssertEqual(parseError("a.width == 10 @1001")?.column, 16)
        XCTAssertEqual(parseError("a.width == 10 @required + 1")?.description,
                       "column 16: priority must be between 1 and 1000, got 1001")
        XCTAssertEqual(parseError("a.width == 10 @")?.description,
                       "column 16: expected a priority (1...1000 or a name like \"required\") after \"@\", got end of text")
    }

    func testUnknownPriorityNameListsTheKnownNames() {
        XCTAssertEqual(parseError("a.width == 10 @urgent")?.description,
                       "column 16: unknown priority \"urgent\"; use a number 1...1000 or one of required, defaultHigh, high, defaultLow, low, fittingSizeLevel")
    }

    func testSuperviewCannotBeTheFirstItem() {
        XCTAssertEqual(parseError("  superview.width == a.width")?.description,
                       "column 3: \"superview\" can only be the second item: it names the first item's superview")
    }

    func testLongOffendingTokensAreShortened() {
        let error = parseError("a.width >> " + String(repeating: ">", count: 40))
        XCTAssertEqual(error?.column, 9)
        XCTAssertEqual(error?.message, "expected a relation (==, <=, >=), got \">>\"")
        let long = parseError("a.width == 1 " + String(repeating: "x", count: 40))
        XCTAssertEqual(long?.message, "expected \"@\" or end of text, got \"xxxxxxxxxxxxxxxxxxxxxxxx…\"")
    }

    func testControlCharactersAreEscapedInMessages() {
        XCTAssertEqual(parseError("a.width \u{1} 10")?.message,
                       "expected a relation (==, <=, >=), got \"\\u0001\"")
    }

    func testArbitraryInputEitherParsesAndRoundTripsOrFailsInsideTheText() {
        // No input may trap; every error points into the text (or just past its end);
        // every parsed equation prints to text that parses back to it.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        func pick(_ options: [String]) -> String { options[next(options.count)] }
        let items = ["a", "cell.title", "x-y", "superview", "b_2", "top"]
        let attributes = LayoutAttribute.allNames + ["widht", "size"]
        let numbers = ["0", "1", "-2", ".5", "8", "1e2", "2.5E-1", "999.5", "1e9", "1e10", "-0"]
        let noise = [".", "-", "=", "*", "/", "+", "@", " ", "é", "e", "\t", "\u{0}", "1"]
        var parsed = 0
        var failed = 0
        for _ in 0..<20_000 {
            var text = pick(items) + "." + pick(attributes) + pick([" ", ""]) + pick(["==", "<=", ">=", "=>"]) + " "
            switch next(4) {
            case 0: text += pick(numbers)
            case 1: text += pick(numbers) + " * " + pick(items) + "." + pick(attributes)
            case 2: text += pick(items) + "." + pick(attributes) + pick(["", " * " + pick(numbers), " / " + pick(numbers)])
            default: text += pick(items) + "." + pick(attributes) + pick([" + ", " - ", "-", "+"]) + pick(numbers)
            }
            if next(2) == 0 { text += " @" + pick(numbers + ["required", "low", "high - 1", "urgent"]) }
            if next(2) == 0 {
                var scalars = Array(text.unicodeScalars)
                let index = next(scalars.count + 1)
                switch next(3) {
                case 0 where index < scalars.count: scalars.remove(at: index)
                case 1 where index < scalars.count: scalars[index] = pick(noise).unicodeScalars.first ?? " "
                default: scalars.insert(contentsOf: pick(noise).unicodeScalars, at: index)
                }
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars)
                text = String(view)
            }
            do {
                let equation = try EquationParser.parse(text)
                parsed += 1
                XCTAssertEqual(try EquationParser.parse(equation.description), equation, text)
            } catch {
                failed += 1
                XCTAssertTrue((1...(text.unicodeScalars.count + 1)).contains(error.column), "\(text): \(error)")
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        XCTAssertGreaterThan(parsed, 2_000)
        XCTAssertGreaterThan(failed, 2_000)
    }
}
