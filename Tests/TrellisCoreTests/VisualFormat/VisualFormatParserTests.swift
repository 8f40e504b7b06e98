import XCTest
@testable import TrellisCore

/// The Visual Format Language grammar (docs/uikit-behaviours.md V1, Apple's "Visual Format Syntax"),
/// production by production, and the caret diagnostics of syntax errors.
final class VisualFormatParserTests: XCTestCase {
    private func number(_ operand: VisualFormat.Operand?) -> Double? {
        guard case .number(let value)? = operand?.value else { return nil }
        return value
    }

    private func name(_ operand: VisualFormat.Operand?) -> String? {
        guard case .name(let value)? = operand?.value else { return nil }
        return value
    }

    private func predicates(_ connection: VisualFormat.Connection?) -> [VisualFormat.Predicate] {
        guard case .predicates(let predicates)? = connection?.spacing else { return [] }
        return predicates
    }

    // MARK: Orientation, bars and views

    func testOrientationDefaultsToHorizontal() {
        XCTAssertEqual(visualParse("[a]")?.orientation, .horizontal)
        XCTAssertEqual(visualParse("H:[a]")?.orientation, .horizontal)
        XCTAssertEqual(visualParse("V:[a]")?.orientation, .vertical)
    }

    func testSingleViewWithoutBars() {
        let format = visualParse("[a]")
        XCTAssertEqual(format?.views.map(\.name), ["a"])
        XCTAssertEqual(format?.views.first?.column, 1)
        XCTAssertNil(format?.leadingSuperview)
        XCTAssertNil(format?.trailingSuperview)
        XCTAssertEqual(format?.connections, [])
    }

    func testSuperviewBarsWithStandardAdjacentAndExplicitConnections() {
        let standard = visualParse("H:|-[a]-|")
        XCTAssertEqual(standard?.leadingSuperview, VisualFormat.Connection(spacing: .standard, column: 4))
        XCTAssertEqual(standard?.trailingSuperview, VisualFormat.Connection(spacing: .standard, column: 8))

        let adjacent = visualParse("|[a]|")
        XCTAssertEqual(adjacent?.leadingSuperview?.spacing, .adjacent)
        XCTAssertEqual(adjacent?.trailingSuperview?.spacing, .adjacent)

        let explicit = visualParse("V:|-10-[a]-pad-|")
        XCTAssertEqual(number(predicates(explicit?.leadingSuperview).first?.object), 10)
        XCTAssertEqual(name(predicates(explicit?.trailingSuperview).first?.object), "pad")
    }

    func testViewsJoinedByEveryKindOfConnection() {
        let format = visualParse("[a][b]-[c]-20-[d]-gap-[e]-(>=8)-[f]")
        XCTAssertEqual(format?.views.map(\.name), ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(format?.connections.count, 5)
        XCTAssertEqual(format?.connections.first?.spacing, .adjacent)
        XCTAssertEqual(format?.connections.dropFirst().first?.spacing, .standard)
        XCTAssertEqual(format?.connections.map(\.column), [4, 7, 11, 18, 26])
        XCTAssertEqual(predicates(format?.connections.last).first?.relation, .greaterThanOrEqual)
    }

    func testNamesAreCIdentifiers() {
        XCTAssertEqual(visualParse("[_a1][a_B2][Z]")?.views.map(\.name), ["_a1", "a_B2", "Z"])
        let digit = visualParseError("[1a]")
        XCTAssertEqual(digit?.column, 2)
        XCTAssertEqual(digit?.message.hasPrefix("expected a view name after '[', got \"1a\""), true)
        XCTAssertEqual(visualParseError("[a.b]")?.message,
                       "expected ']' after view name, got \".b\" (view names in a visual format cannot contain '.')")
        XCTAssertEqual(visualParseError("[é]")?.column, 2)
    }

    func testSuperviewIsNotAViewName() {
        let error = visualParseError("|[superview]|")
        XCTAssertEqual(error?.column, 3)
        XCTAssertEqual(error?.message, "\"superview\" is not a view name in a visual format; the superview is written '|'")
    }

    func testWhitespaceMaySeparateTokens() {
        let format = visualParse(" H: | - [ a ( >= 50 @ 750 , <= 100 ) ] -\t( == 8 ) -\n[ b ] | ")
        XCTAssertEqual(format?.views.map(\.name), ["a", "b"])
        XCTAssertEqual(format?.views.first?.predicates.count, 2)
        XCTAssertEqual(number(format?.views.first?.predicates.first?.priority), 750)
        XCTAssertEqual(format?.leadingSuperview?.spacing, .standard)
        XCTAssertEqual(format?.trailingSuperview?.spacing, .adjacent)
    }

    // MARK: Predicates

    func testPredicateWithoutRelationMeansEqual() {
        let predicate = visualParse("[a(44)]")?.views.first?.predicates.first
        XCTAssertEqual(predicate?.relation, .equal)
        XCTAssertEqual(number(predicate?.object), 44)
        XCTAssertNil(predicate?.priority)
        XCTAssertEqual(predicate?.column, 4)
    }

    func testEveryRelationAndPriorityForms() {
        let list = visualParse("[a(==1,<=2@250,>=3@pri,4@999.5)]")?.views.first?.predicates ?? []
        XCTAssertEqual(list.map(\.relation), [.equal, .lessThanOrEqual, .greaterThanOrEqual, .equal])
        XCTAssertEqual(list.map { number($0.object) }, [1, 2, 3, 4])
        XCTAssertEqual(list.map { number($0.priority) }, [nil, 250, nil, 999.5])
        XCTAssertEqual(list.map { name($0.priority) }, [nil, nil, "pri", nil])
    }

    func testViewNameAsPredicateObject() {
        let predicate = visualParse("|[a][b(==a)]|")?.views.last?.predicates.first
        XCTAssertEqual(name(predicate?.object), "a")
        XCTAssertEqual(predicate?.object.column, 10)
    }

    func testNegativeSpacingNeedsParentheses() {
        XCTAssertEqual(number(predicates(visualParse("[a]-(-5)-[b]")?.connections.first).first?.object), -5)
        let error = visualParseError("[a]--5-[b]")
        XCTAssertEqual(error?.column, 5)
        XCTAssertEqual(error?.message,
                       "expected a spacing (a number, a metric name or '('), a view ('[') or '|' after '-', got \"-\" (write a negative spacing in parentheses: -(-5)-)")
    }

    func testNumbersAreReadLikeStrtod() {
        let cases: [(String, Double)] = [
            ("8", 8), (".5", 0.5), ("5.", 5), ("1e2", 100), ("2.5E-1", 0.25), ("+5", 5), ("-0.5", -0.5),
            ("0x10", 16), ("0x1.8p3", 12), ("0X.8", 0.5), ("007", 7), ("1e+3", 1000), ("1e9", 1e9),
        ]
        for (literal, value) in cases {
            let predicate = visualParse("[a(\(literal))]")?.views.first?.predicates.first
            XCTAssertEqual(number(predicate?.object), value, literal)
        }
        XCTAssertEqual(number(predicates(visualParse("|-1.5e1-[a]")?.leadingSuperview).first?.object), 15)
    }

    func testStrtodStopsAtTheLongestValidPrefix() {
        // "1e" is the number 1 followed by "e"; "0x" with no hex digit is 0 followed by "x".
        let exponent = visualParseError("[a(1e)]")
        XCTAssertEqual(exponent?.column, 5)
        XCTAssertEqual(exponent?.message, "expected ',' or ')' after the predicate, got \"e\"")
        XCTAssertEqual(visualParseError("[a(0xg)]")?.column, 5)
    }

    func testInfAndNanAreNamesNotNumbers() {
        XCTAssertEqual(name(visualParse("[a(inf)]")?.views.first?.predicates.first?.object), "inf")
        XCTAssertEqual(name(visualParse("[a(nan)]")?.views.first?.predicates.first?.object), "nan")
    }

    func testNumbersOutOfRangeAreRejected() {
        XCTAssertEqual(visualParseError("[a(1e10)]")?.message,
                       "number 1e10 is too large; numbers must be at most 1e9 in magnitude")
        XCTAssertEqual(visualParseError("[a]-1e999-[b]")?.column, 5)
        XCTAssertEqual(visualParseError("[a(-2e9)]")?.column, 4)
    }

    func testLiteralPrioritiesMustBeOneToOneThousand() {
        XCTAssertEqual(visualParseError("[a(5@0)]")?.message, "priority must be between 1 and 1000, got 0")
        XCTAssertEqual(visualParseError("[a(5@1001)]")?.column, 6)
        XCTAssertEqual(visualParseError("[a(5@-1)]")?.column, 6)
        XCTAssertNotNil(visualParse("[a(5@1,6@1000)]"))
    }

    // MARK: Syntax errors and carets

    func testCaretUnderTheMissingParenthesis() {
        let error = visualParseError("H:|-[icon(44]-|")
        XCTAssertEqual(error?.column, 13)
        XCTAssertEqual(error?.description, """
            expected ',' or ')' after the predicate, got "]"
            H:|-[icon(44]-|
                        ^
            """)
    }

    func testCaretUnderTheMissingBracket() {
        let error = visualParseError("H:|-[icon-|")
        XCTAssertEqual(error?.column, 10)
        XCTAssertEqual(error?.message, "expected ']' after view name, got \"-\"")
        XCTAssertEqual(error?.caretLine, "         ^")
        XCTAssertEqual(error?.description, "expected ']' after view name, got \"-\"\nH:|-[icon-|\n         ^")
    }

    func testCaretPastTheEndWhenTheFormatStopsShort() {
        let error = visualParseError("H:|-[icon")
        XCTAssertEqual(error?.column, 10)
        XCTAssertEqual(error?.message, "expected ']' after view name, got the end of the format")
        XCTAssertEqual(error?.caretLine, "         ^")
    }

    func testCaretKeepsTabsAndHidesLineBreaks() {
        let error = visualParseError("H:\t|\n[a]x")
        XCTAssertEqual(error?.column, 9)
        XCTAssertEqual(error?.displayedFormat, "H:\t| [a]x")
        XCTAssertEqual(error?.caretLine, "  \t     ^")
    }

    func testEmptyAndIncompleteFormats() {
        XCTAssertEqual(visualParseError("")?.message,
                       "expected \"H:\", \"V:\", '|' or a view ('[') at the start of the format, got the end of the format")
        XCTAssertEqual(visualParseError("H:")?.column, 3)
        XCTAssertEqual(visualParseError("|")?.message, "expected '-' or a view ('[') after '|', got the end of the format")
        XCTAssertEqual(visualParseError("|-|")?.message, "expected a view ('[') after the connection, got \"|\"")
        XCTAssertEqual(visualParseError("[a]-")?.message,
                       "expected a spacing (a number, a metric name or '('), a view ('[') or '|' after '-', got the end of the format")
        XCTAssertEqual(visualParseError("[a]-8-")?.message, "expected a view ('[') or '|' after the connection, got the end of the format")
        XCTAssertEqual(visualParseError("[a]-8")?.message, "expected '-' after the spacing, got the end of the format")
        XCTAssertEqual(visualParseError("[]")?.message, "expected a view name after '[', got \"]\"")
    }

    func testOrientationErrors() {
        let missingColon = visualParseError("Hx[a]")
        XCTAssertEqual(missingColon?.column, 2)
        XCTAssertEqual(missingColon?.message, "expected ':' after the orientation \"H\", got \"x\"")
        XCTAssertEqual(visualParseError("h:[a]")?.message,
                       "expected \"H:\", \"V:\", '|' or a view ('[') at the start of the format, got \"h\" (the orientation is upper-case: \"H:\" or \"V:\")")
        XCTAssertEqual(visualParseError("H:-[a]")?.column, 3)
        XCTAssertEqual(visualParseError("Z:[a]")?.column, 1)
    }

    func testBarsOnlyAtTheEnds() {
        let error = visualParseError("|[a]|[b]")
        XCTAssertEqual(error?.column, 6)
        XCTAssertEqual(error?.message, "expected the end of the format after the closing '|', got \"[\"")
        XCTAssertEqual(visualParseError("[a]x")?.message,
                       "expected a connection ('-'), a view ('['), '|' or the end of the format after view \"a\", got \"x\"")
    }

    func testRelationErrors() {
        XCTAssertEqual(visualParseError("[a(=5)]")?.message,
                       "expected a relation (==, <=, >=), got \"=\" (write \"==\" for equality)")
        XCTAssertEqual(visualParseError("[a(<5)]")?.column, 4)
        XCTAssertEqual(visualParseError("[a(=>5)]")?.column, 4)
        XCTAssertEqual(visualParseError("[a(>=)]")?.message,
                       "expected a number, a metric name or a view name after \">=\", got \")\"")
        XCTAssertEqual(visualParseError("[a]-(==)-[b]")?.message,
                       "expected a number or a metric name after \"==\", got \")\"")
    }

    func testPredicateListErrors() {
        XCTAssertEqual(visualParseError("[a()]")?.column, 4)
        XCTAssertEqual(visualParseError("[a(5,)]")?.column, 6)
        XCTAssertEqual(visualParseError("[a(5 6)]")?.message, "expected ',' or ')' after the predicate, got \"6\"")
        XCTAssertEqual(visualParseError("[a(5)x]")?.message, "expected ']' after the predicates of view \"a\", got \"x\"")
        XCTAssertEqual(visualParseError("[a(5@)]")?.message,
                       "expected a priority (a number 1...1000 or a metric name) after '@', got \")\"")
    }

    func testUnparenthesisedSpacingTakesNoRelationOrPriority() {
        XCTAssertEqual(visualParseError("[a]-10@750-[b]")?.message,
                       "expected '-' after the spacing, got \"@\" (a priority needs parentheses: -(8@750)-)")
        XCTAssertEqual(visualParseError("[a]->=10-[b]")?.message,
                       "expected a spacing (a number, a metric name or '('), a view ('[') or '|' after '-', got \">\" (a relation needs parentheses: -(>=8)-)")
        XCTAssertEqual(visualParseError("[a]-10px-[b]")?.column, 7)
    }

    func testHandMadeErrorsDrawSafeCarets() {
        XCTAssertEqual(VisualFormatError(format: "[a]", column: 1_000_000_000, message: "m").caretLine, "   ^")
        XCTAssertNil(VisualFormatError(format: "[a]", column: 0, message: "m").caretLine)
        XCTAssertEqual(VisualFormatError(format: "[a]", column: nil, message: "m").description, "m")
    }
}
