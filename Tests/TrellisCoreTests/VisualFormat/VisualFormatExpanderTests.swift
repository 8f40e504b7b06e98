import XCTest
@testable import TrellisCore

/// What visual formats mean as equations (docs/uikit-behaviours.md V2, V3; docs/document-format.md).
final class VisualFormatExpanderTests: XCTestCase {
    // MARK: Connections between views

    func testAdjacentAndStandardSpacingBetweenViews() {
        // docs/uikit-behaviours.md V2: [a][b] is c = 0; V3: "-" between siblings is 8.
        XCTAssertEqual(visualEquations("H:[a][b]-[c]"), ["b.leading == a.trailing", "c.leading == b.trailing + 8"])
        XCTAssertEqual(visualEquations("V:[a][b]-[c]"), ["b.top == a.bottom", "c.top == b.bottom + 8"])
    }

    func testExplicitAndMetricSpacing() {
        XCTAssertEqual(visualEquations("H:[a]-20-[b]-pad-[c]-(pad)-[d]-0.5-[e]", metrics: ["pad": 12]),
                       ["b.leading == a.trailing + 20", "c.leading == b.trailing + 12",
                        "d.leading == c.trailing + 12", "e.leading == d.trailing + 0.5"])
    }

    func testInequalityConnectionsKeepTheirDirection() {
        // docs/uikit-behaviours.md V4: autolayout.js inverts these; the gap must be at least / at most c.
        XCTAssertEqual(visualEquations("H:|-(>=10)-[a]-(>=20)-[b]-(<=30)-|"),
                       ["a.leading >= superview.leading + 10", "b.leading >= a.trailing + 20",
                        "b.trailing >= superview.trailing - 30"])
        XCTAssertEqual(visualEquations("V:[a]-(<=5)-[b]-(>=6)-|"),
                       ["b.top <= a.bottom + 5", "b.bottom <= superview.bottom - 6"])
    }

    func testPrioritiesOnConnections() {
        XCTAssertEqual(visualEquations("[a]-(8@750)-[b]-(>=4@pri)-|", metrics: ["pri": 500]),
                       ["b.leading == a.trailing + 8 @750", "b.trailing <= superview.trailing - 4 @500"])
    }

    func testSeveralPredicatesInOneConnection() {
        XCTAssertEqual(visualEquations("[a]-(>=8,<=20@500)-[b]"),
                       ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500"])
    }

    func testNegativeSpacing() {
        XCTAssertEqual(visualEquations("|-(-5)-[a]-(-5)-[b]-(-5)-|"),
                       ["a.leading == superview.leading - 5", "b.leading == a.trailing - 5",
                        "b.trailing == superview.trailing + 5"])
    }

    // MARK: Superview bars

    func testLeadingSuperviewBar() {
        XCTAssertEqual(visualEquations("H:|[a]"), ["a.leading == superview.leading"])
        XCTAssertEqual(visualEquations("H:|-12-[a]"), ["a.leading == superview.leading + 12"])
        XCTAssertEqual(visualEquations("V:|[a]"), ["a.top == superview.top"])
        XCTAssertEqual(visualEquations("V:|-12-[a]"), ["a.top == superview.top + 12"])
    }

    func testStandardSpacingToTheBarUsesTheLayoutMargins() {
        // docs/document-format.md, docs/uikit-behaviours.md V3: iOS 8 and later.
        XCTAssertEqual(visualEquations("H:|-[a]-|"),
                       ["a.leading == superview.leadingMargin", "a.trailing == superview.trailingMargin"])
        XCTAssertEqual(visualEquations("V:|-[a]-|"),
                       ["a.top == superview.topMargin", "a.bottom == superview.bottomMargin"])
    }

    func testTrailingSuperviewBarIsMirrored() {
        XCTAssertEqual(visualEquations("H:[a]|"), ["a.trailing == superview.trailing"])
        XCTAssertEqual(visualEquations("H:[a]-12-|"), ["a.trailing == superview.trailing - 12"])
        XCTAssertEqual(visualEquations("V:[a]-12-|"), ["a.bottom == superview.bottom - 12"])
    }

    // MARK: View predicates

    func testViewPredicatesConstrainWidthOrHeight() {
        XCTAssertEqual(visualEquations("H:[a(>=50,<=100@500)]"), ["a.width >= 50", "a.width <= 100 @500"])
        XCTAssertEqual(visualEquations("V:[a(44@750)]"), ["a.height == 44 @750"])
        XCTAssertEqual(visualEquations("[a(-3)]"), ["a.width == -3"])
    }

    func testViewPredicateNamingAnotherView() {
        XCTAssertEqual(visualEquations("H:[a(==b)][b]"), ["a.width == b.width", "b.leading == a.trailing"])
        XCTAssertEqual(visualEquations("V:[a(<=b@250)]"), ["a.height <= b.height @250"])
    }

    func testMetricWinsOverViewInViewPredicates() {
        XCTAssertEqual(visualEquations("[a(w)]", metrics: ["w": 30]), ["a.width == 30"])
        XCTAssertEqual(visualEquations("[a(w)]"), ["a.width == w.width"])
        XCTAssertEqual(visualEquations("[a(>=w@p)]", metrics: ["w": 30, "p": 250]), ["a.width >= 30 @250"])
    }

    // MARK: Direction options

    func testDirectionLeftToRightUsesLeftAndRight() {
        XCTAssertEqual(visualEquations("H:|-[a]-[b]-10-|", options: ["directionLeftToRight"]),
                       ["a.left == superview.leftMargin", "b.left == a.right + 8", "b.right == superview.right - 10"])
    }

    func testDirectionRightToLeftPutsTheFirstViewRightmost() {
        XCTAssertEqual(visualEquations("H:|-[a]-[b]-(>=10)-|", options: ["directionRightToLeft"]),
                       ["a.right == superview.rightMargin", "a.left == b.right + 8", "b.left >= superview.left + 10"])
        XCTAssertEqual(visualEquations("H:|-10-[a]-(<=4@300)-[b]|", options: ["directionRightToLeft"]),
                       ["a.right == superview.right - 10", "a.left <= b.right + 4 @300", "b.left == superview.left"])
    }

    func testDirectionOptionsDoNotAffectVerticalFormats() {
        for direction in ["directionLeftToRight", "directionRightToLeft", "directionLeadingToTrailing"] {
            XCTAssertEqual(visualEquations("V:|-[a]-[b]-|", options: [direction]),
                           ["a.top == superview.topMargin", "b.top == a.bottom + 8", "b.bottom == superview.bottomMargin"])
        }
    }

    func testExplicitDefaultOptionsChangeNothing() {
        let format = "H:|-[a(44)]-(>=8)-[b]-|"
        XCTAssertEqual(visualEquations(format, options: ["directionLeadingToTrailing", "spacingEdgeToEdge"]),
                       visualEquations(format))
    }

    func testConflictingOptionsAreRejected() {
        let direction = visualError("[a]", options: ["directionLeftToRight", "directionRightToLeft"])
        XCTAssertEqual(direction?.message,
                       "options \"directionLeftToRight\" and \"directionRightToLeft\" cannot be combined; choose one direction")
        XCTAssertNil(direction?.column)
        XCTAssertEqual(visualError("V:[a]", options: ["spacingEdgeToEdge", "spacingBaselineToBaseline"])?.message,
                       "options \"spacingEdgeToEdge\" and \"spacingBaselineToBaseline\" cannot be combined; choose one spacing")
    }

    func testUnknownOptionIsAnError() {
        let error = visualError("H:|[a]|", options: ["alignAllCenterY", "alignAllMiddle"])
        XCTAssertNil(error?.column)
        XCTAssertEqual(error?.format, "H:|[a]|")
        XCTAssertEqual(error?.message.hasPrefix("unknown visual format option \"alignAllMiddle\"; expected one of alignAllLeft, "), true)
        XCTAssertEqual(error?.description, error?.message)
        XCTAssertNil(VisualFormatOptions(name: "AlignAllTop"))
        XCTAssertEqual(try VisualFormatOptions(names: ["alignAllTop", "alignAllTop"]), .alignAllTop)
        XCTAssertEqual(VisualFormatOptions.allNames.count, 15)
    }

    // MARK: Alignment options

    func testAlignmentRelatesEveryLaterViewToTheFirst() {
        XCTAssertEqual(visualEquations("H:|-[a]-[b]-[c]-|", options: ["alignAllCenterY"]),
                       ["a.leading == superview.leadingMargin", "b.leading == a.trailing + 8",
                        "c.leading == b.trailing + 8", "c.trailing == superview.trailingMargin",
                        "b.centerY == a.centerY", "c.centerY == a.centerY"])
    }

    func testSeveralAlignmentsComeViewByViewInOptionOrder() {
        XCTAssertEqual(visualEquations("H:[a][b][c]", options: ["alignAllBottom", "alignAllTop"]),
                       ["b.leading == a.trailing", "c.leading == b.trailing",
                        "b.top == a.top", "b.bottom == a.bottom", "c.top == a.top", "c.bottom == a.bottom"])
        XCTAssertEqual(visualEquations("H:[a][b]", options: ["alignAllLastBaseline", "alignAllFirstBaseline"]),
                       ["b.leading == a.trailing", "b.firstBaseline == a.firstBaseline", "b.lastBaseline == a.lastBaseline"])
        XCTAssertEqual(visualEquations("V:[a][b]", options: ["alignAllCenterX", "alignAllLeading", "alignAllTrailing", "alignAllLeft", "alignAllRight"]),
                       ["b.top == a.bottom", "b.left == a.left", "b.right == a.right", "b.leading == a.leading",
                        "b.trailing == a.trailing", "b.centerX == a.centerX"])
    }

    func testAlignmentMustBePerpendicularToTheOrientation() {
        // UIKit refuses alignAllLeft in a horizontal format, and alignAllTop in a vertical one.
        let horizontal = visualError("H:[a][b]", options: ["alignAllLeft"])
        XCTAssertNil(horizontal?.column)
        XCTAssertEqual(horizontal?.message,
                       "option \"alignAllLeft\" does not fit an H: format: it aligns along the horizontal axis, the one the views are laid out along; use \"alignAllTop\", \"alignAllBottom\", \"alignAllCenterY\", \"alignAllFirstBaseline\" or \"alignAllLastBaseline\"")
        for option in ["alignAllRight", "alignAllLeading", "alignAllTrailing", "alignAllCenterX"] {
            XCTAssertNotNil(visualError("[a]", options: [option]), option)
        }
        for option in ["alignAllTop", "alignAllBottom", "alignAllCenterY", "alignAllFirstBaseline", "alignAllLastBaseline"] {
            XCTAssertEqual(visualError("V:[a]", options: [option])?.message.hasPrefix("option \"\(option)\" does not fit a"), true, option)
        }
    }

    func testAlignmentWithOneViewOrAViewWrittenTwice() {
        XCTAssertEqual(visualEquations("H:|[a]|", options: ["alignAllTop"]),
                       ["a.leading == superview.leading", "a.trailing == superview.trailing"])
        XCTAssertEqual(visualEquations("H:[a]-[b]-[a]", options: ["alignAllTop"]),
                       ["b.leading == a.trailing + 8", "a.leading == b.trailing + 8", "b.top == a.top"])
    }

    // MARK: Spacing options

    func testBaselineToBaselineSpacingBetweenViews() {
        XCTAssertEqual(visualEquations("V:|-[a]-20-[b]-(>=8)-[c][d]-|", options: ["spacingBaselineToBaseline"]),
                       ["a.top == superview.topMargin", "b.firstBaseline == a.lastBaseline + 20",
                        "c.firstBaseline >= b.lastBaseline + 8", "d.firstBaseline == c.lastBaseline",
                        "d.bottom == superview.bottomMargin"])
    }

    func testBaselineToBaselineSpacingLimits() {
        let standard = visualError("V:[a]-[b]", options: ["spacingBaselineToBaseline"])
        XCTAssertEqual(standard?.column, 6)
        XCTAssertEqual(standard?.message.hasPrefix("the standard spacing '-' between baselines depends on fonts"), true)
        XCTAssertEqual(visualError("H:[a]-8-[b]", options: ["spacingBaselineToBaseline"])?.message,
                       "option \"spacingBaselineToBaseline\" is for V: formats only")
    }

    // MARK: Metrics and names

    func testUnknownMetricInAConnection() {
        let error = visualError("H:|-pad-[a]")
        XCTAssertEqual(error?.column, 5)
        XCTAssertEqual(error?.description, """
            unknown metric "pad" (a connection's spacing is a number or a metric, not a view)
            H:|-pad-[a]
                ^
            """)
        XCTAssertEqual(visualError("[a]-(>=gap@750)-[b]")?.column, 8)
    }

    func testViewNameInAConnectionIsAnError() {
        let error = visualError("[a]-(==b)-[b]")
        XCTAssertEqual(error?.column, 8)
        XCTAssertEqual(error?.message,
                       "\"b\" is a view; a connection's spacing is a number or a metric, and only a view's own predicates can name other views, as in [a(==b)]")
    }

    func testPriorityMetrics() {
        XCTAssertEqual(visualError("[a(5@p)]")?.message, "unknown metric \"p\" for a priority")
        XCTAssertEqual(visualError("[a(5@p)]", metrics: ["p": 0])?.message, "priority must be between 1 and 1000, got 0")
        XCTAssertEqual(visualError("[a]-(5@p)-[b]", metrics: ["p": 2000])?.column, 8)
        XCTAssertEqual(visualError("[a(5@p)]", metrics: ["p": .nan])?.message, "priority must be between 1 and 1000, got nan")
    }

    func testMetricsMustBeFiniteAndInRange() {
        XCTAssertEqual(visualError("|-pad-[a]", metrics: ["pad": .infinity])?.message,
                       "metric \"pad\" is inf; metrics must be finite and at most 1e9 in magnitude")
        XCTAssertEqual(visualError("[a(w)]", metrics: ["w": .nan])?.column, 4)
        XCTAssertEqual(visualError("[a]-(-pad)-[b]", metrics: ["pad": 1])?.column, 6)  // "-pad" is not a number
        XCTAssertNotNil(visualError("[a(w)]", metrics: ["w": -2e9]))
    }

    func testNamePrefixAppliesToViewsOnly() {
        XCTAssertEqual(visualEquations("H:|-[a(==b)]-pad-[b(w)]|", options: ["alignAllTop"],
                                       metrics: ["pad": 4, "w": 10], namePrefix: "cell."),
                       ["cell.a.leading == superview.leadingMargin", "cell.a.width == cell.b.width",
                        "cell.b.leading == cell.a.trailing + 4", "cell.b.width == 10",
                        "cell.b.trailing == superview.trailing", "cell.b.top == cell.a.top"])
    }

    // MARK: Order, ids and sources

    func testOrderIndicesColumnsAndSources() throws {
        // The example of VisualFormatExpander's documentation.
        let format = "H:|-[a(44)]-[b]-|"
        let constraints = try VisualFormatExpander.expand(format, options: ["alignAllCenterY"])
        XCTAssertEqual(constraints.map(\.equation.description),
                       ["a.leading == superview.leadingMargin", "a.width == 44", "b.leading == a.trailing + 8",
                        "b.trailing == superview.trailingMargin", "b.centerY == a.centerY"])
        XCTAssertEqual(constraints.map(\.index), [0, 1, 2, 3, 4])
        XCTAssertEqual(constraints.map(\.column), [4, 8, 12, 16, 13])
        XCTAssertEqual(constraints.map(\.source), (0..<5).map { "H:|-[a(44)]-[b]-| #\($0)" })
        XCTAssertEqual(constraints.map { VisualFormatExpander.constraintID("row", index: $0.index) },
                       ["row.0", "row.1", "row.2", "row.3", "row.4"])
    }

    func testExpandsADocumentDescription() throws {
        let description = VisualFormatDescription(format: "V:|-top-[a]", options: ["alignAllLeading"],
                                                  metrics: ["top": 20], namePrefix: "x.")
        XCTAssertEqual(try VisualFormatExpander.expand(description).map(\.equation.description),
                       ["x.a.top == superview.top + 20"])
        let parsed = try VisualFormatParser.parse("V:|-top-[a]")
        XCTAssertEqual(try VisualFormatExpander.expand(parsed, options: .alignAllLeading, metrics: ["top": 20],
                                                       namePrefix: "x.").map(\.equation),
                       [Equation(first: AnchorReference("x.a", .top), relation: .equal,
                                 second: AnchorReference(item: .superview, attribute: .top), constant: 20)])
    }

    func testSyntaxErrorsComeBeforeOptionErrors() {
        let error = visualError("H:[a", options: ["bogus"])
        XCTAssertEqual(error?.column, 5)
    }

    func testGeneratedEquationsAreValidAndRoundTrip() throws {
        let formats = ["H:|-[a(>=50@750)]-(>=10,<=40@250)-[b(==a)]-8.5-|", "V:|[a(44)][b]-(-5)-[c(<=0.1)]-pad-|",
                       "H:|-(-1e3)-[a]-[b]|"]
        for format in formats {
            for options in [[], ["alignAllTop"], ["alignAllLeft"], ["directionRightToLeft", "alignAllBottom"]] {
                guard let constraints = try? VisualFormatExpander.expand(format, options: options, metrics: ["pad": 3]) else {
                    continue
                }
                for constraint in constraints {
                    let equation = constraint.equation
                    XCTAssertNoThrow(try equation.validate(), "\(constraint.source): \(equation)")
                    XCTAssertNotEqual(equation.first.item, .superview)
                    XCTAssertEqual(try Equation(parsing: equation.description), equation)
                }
            }
        }
    }
}
