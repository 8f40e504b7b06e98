import XCTest
@testable import TrellisDocument
import TrellisCore

final class ConstraintReadingTests: XCTestCase {
    private let views = #"{"id": "title"}, {"id": "icon"}"#

    func testTheThreeFormsAreRead() throws {
        let constraints = #"""
        ["title.leading == superview.leadingMargin + 8 @750",
         {"id": "titleTop", "eq": "title.top == superview.topMargin", "constant": {"any": 12, "wR": 20},
          "priority": 999, "installed": {"any": true, "hC": false}},
         {"eq": "icon.width == 0.5 * root.width"}]
        """#
        let scene = try XCTUnwrap(load(document(subviews: views, constraints: constraints))?.scenes.first)
        XCTAssertEqual(scene.constraints.count, 3)
        let first = scene.constraints[0]
        XCTAssertNil(first.id)
        XCTAssertEqual(first.source, "title.leading == superview.leadingMargin + 8 @750")
        XCTAssertEqual(first.form, .equation(Equation(first: AnchorReference("title", .leading), relation: .equal,
                                                      second: AnchorReference("superview", .leadingMargin),
                                                      constant: 8, priority: 750)))
        XCTAssertNil(first.constant)
        XCTAssertEqual(first.installed, .plain(true))
        let second = scene.constraints[1]
        XCTAssertEqual(second.id, "titleTop")
        XCTAssertEqual(second.source, "title.top == superview.topMargin")
        XCTAssertEqual(second.constant, .sizeClasses([.any: 12, SizeClassKey(horizontal: .regular): 20]))
        XCTAssertEqual(second.priority, .plain(999))
        XCTAssertEqual(second.installed, .sizeClasses([.any: true, SizeClassKey(vertical: .compact): false]))
        XCTAssertEqual(scene.constraints[2].source, "icon.width == 0.5 * root.width")
    }

    func testEquationParseErrorsCarryTheColumn() {
        assertSchemaError(document(subviews: views, constraints: #"["title.width >= 44", "title.leading = icon.trailing"]"#),
                          #"$.scenes[0].constraints[1]: column 15: expected a relation (==, <=, >=), got "=" (write "==" for equality)"#)
        assertSchemaError(document(subviews: views, constraints: #"[{"eq": "title.widht == 4"}]"#),
                          #"$.scenes[0].constraints[0].eq: column 7: unknown attribute "widht" (did you mean "width"?)"#)
    }

    func testEquationRulesAreChecked() {
        assertSchemaError(document(subviews: views, constraints: #"["title.width == icon.leading"]"#),
                          "$.scenes[0].constraints[0]: cannot relate a size attribute (width) to a location attribute (leading)")
    }

    func testUnknownViewInEquation() {
        assertSchemaError(document(subviews: views, constraints: #"["title.width == foo.width"]"#),
                          #"$.scenes[0].constraints[0]: unknown view "foo""#)
        assertSchemaError(document(subviews: views, constraints: #"["title.width == 3", {"eq": "bar.top == title.bottom"}]"#),
                          #"$.scenes[0].constraints[1].eq: unknown view "bar""#)
    }

    /// Issue 17: an unknown view close to one of the scene's gets a "did you mean", as
    /// unknown fields, kinds and scenes do.
    func testUnknownViewInEquationGetsASuggestion() {
        assertSchemaError(document(subviews: views, constraints: #"["titel.width == 3"]"#),
                          #"$.scenes[0].constraints[0]: unknown view "titel" (did you mean "title"?)"#)
        assertSchemaError(document(subviews: views, constraints: #"[{"visual": "H:|-[icno]"}]"#),
                          #"$.scenes[0].constraints[0].visual: unknown view "icno" (did you mean "icon"?)"#)
    }

    func testSuperviewOfTheRootIsAnError() {
        assertSchemaError(document(subviews: views, constraints: #"["root.width == superview.width"]"#),
                          #"$.scenes[0].constraints[0]: "root" is the root view, which has no superview"#)
    }

    func testConstraintObjectFields() {
        assertSchemaError(document(subviews: views, constraints: #"[{"eq": "title.width == 4", "multiplier": 2}]"#),
                          #"$.scenes[0].constraints[0].multiplier: unknown field "multiplier""#)
        assertSchemaError(document(subviews: views, constraints: #"[{"id": "x"}]"#),
                          #"$.scenes[0].constraints[0]: a constraint object needs "eq" (an equation) or "visual" (a visual format)"#)
        assertSchemaError(document(subviews: views, constraints: #"[{"eq": "title.width == 4", "priority": 0}]"#),
                          "$.scenes[0].constraints[0].priority: priority must be between 1 and 1000, got 0")
        assertSchemaError(document(subviews: views, constraints: #"[{"eq": "title.width == 4", "priority": {"wC": 2000}}]"#),
                          "$.scenes[0].constraints[0].priority.wC: priority must be between 1 and 1000, got 2000")
        assertSchemaError(document(subviews: views, constraints: #"[{"eq": "title.width == 4", "options": []}]"#),
                          #"$.scenes[0].constraints[0].options: "options" is only for visual-format constraints ("visual")"#)
        assertSchemaError(document(subviews: views, constraints: "[12]"),
                          "$.scenes[0].constraints[0]: expected an equation string or a constraint object, got a number")
    }

    func testConstraintIdsAreUniqueInTheScene() {
        let constraints = #"[{"id": "w", "eq": "title.width == 4"}, {"id": "w", "eq": "icon.width == 4"}]"#
        assertSchemaError(document(subviews: views, constraints: constraints),
                          #"$.scenes[0].constraints[1].id: duplicate constraint id "w" (first used at $.scenes[0].constraints[0].id)"#)
    }

    func testVisualFormatIsReadAndChecked() throws {
        let loaded = try DocumentLoader.load(json: document(subviews: views, constraints: #"[{"visual": "H:|-[icon(44)]-[title]-|", "options": ["alignAllCenterY"], "metrics": {"gap": 8}, "id": "row"}]"#))
        guard case .visual(let visual) = loaded.scenes[0].constraints[0].form else { return XCTFail("not a visual constraint") }
        XCTAssertEqual(visual.format, "H:|-[icon(44)]-[title]-|")
        XCTAssertEqual(visual.options, ["alignAllCenterY"])
        XCTAssertEqual(visual.metrics, ["gap": 8])
        // Syntax errors carry the caret diagnostic under the JSON path.
        assertSchemaError(document(subviews: views, constraints: #"[{"visual": "H:|-[icon(44]-|"}]"#),
                          "$.scenes[0].constraints[0].visual: expected ',' or ')' after the predicate, got \"]\"\nH:|-[icon(44]-|\n            ^")
        assertSchemaError(document(subviews: views, constraints: #"[{"visual": "H:|[nobody]|"}]"#),
                          #"$.scenes[0].constraints[0].visual: unknown view "nobody""#)
        assertSchemaError(document(subviews: views, constraints: #"[{"visual": "H:|[icon]|", "options": ["alignAllMiddle"]}]"#),
                          #"$.scenes[0].constraints[0].options[0]: expected "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading", "alignAllTrailing", "alignAllCenterX", "alignAllCenterY", "alignAllFirstBaseline", "alignAllLastBaseline", "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft", "spacingEdgeToEdge" or "spacingBaselineToBaseline", got "alignAllMiddle""#)
        assertSchemaError(document(subviews: views, constraints: #"[{"visual": "H:|[icon]|", "metrics": {"2x": 1}}]"#),
                          #"$.scenes[0].constraints[0].metrics["2x"]: invalid metric name "2x": use letters, digits and "_", not starting with a digit"#)
        assertSchemaError(document(subviews: views, constraints: #"[{"visual": "H:|[icon]|", "eq": "icon.width == 1"}]"#),
                          #"$.scenes[0].constraints[0].eq: give either "eq" or "visual", not both"#)
    }

    func testLoadConstraintReadsOneConstraint() throws {
        let constraint = try DocumentLoader.loadConstraint(json: #"{"id": "c", "eq": "a.width == b.width", "constant": 4}"#)
        XCTAssertEqual(constraint.id, "c")
        XCTAssertEqual(constraint.constant, .plain(4))
        XCTAssertEqual(try DocumentLoader.loadConstraint(json: #""a.top == superview.top""#).source, "a.top == superview.top")
        do {
            _ = try DocumentLoader.loadConstraint(json: #""a.top == ""#)
            XCTFail("parsed")
        } catch {
            XCTAssertEqual(error.message, #"$: column 10: expected a number or an item and attribute after "==", got end of text"#)
            XCTAssertEqual(error.kind, .schema)
        }
    }
}
