import XCTest
@testable import TrellisDocument
import TrellisCore

/// Custom view kinds (docs/document-format.md), Interface Builder's IBDesignable views with
/// IBInspectable values: `"kind": "custom:Rating"` with `properties` that may vary by size
/// class, read back through `Scene.viewInfo`, measured by the host's callback when the view
/// has no intrinsic size.
final class CustomViewTests: XCTestCase {
    let ratingDocument = document(subviews: #"""
        {"id": "stars", "kind": "custom:Rating",
         "properties": {"maximum": 5, "value": {"any": 3.5, "wR": 4}, "tint": [0.2, 0.4, 1, 1],
                        "label": "Rating", "editable": false, "legend": null,
                        "wideOnly": {"wR": true}, "style": [{"name": "gold"}]}},
        {"id": "plain", "kind": "custom:MyApp.Badge", "intrinsicSize": [20, 20]}
        """#, constraints: #"["stars.leading == root.leading", "stars.top == root.top", "plain.leading == stars.trailing", "plain.top == root.top"]"#)

    func testCustomKindsAndPropertiesAreRead() throws {
        let scene = try XCTUnwrap(load(ratingDocument)?.scenes.first)
        let stars = scene.root.subviews[0]
        XCTAssertEqual(stars.kind, .custom)
        XCTAssertEqual(stars.customKind, "Rating")
        XCTAssertEqual(stars.kindName, "custom:Rating")
        XCTAssertEqual(stars.properties.map(\.name),
                       ["maximum", "value", "tint", "label", "editable", "legend", "wideOnly", "style"])
        XCTAssertEqual(stars.properties[1].value,
                       .sizeClasses([.any: .number(3.5), SizeClassKey(horizontal: .regular): .number(4)]))
        XCTAssertEqual(stars.properties[2].value, .plain(.array([.number(0.2), .number(0.4), .number(1), .number(1)])))
        XCTAssertEqual(stars.properties[7].value,
                       .plain(.array([.object([PropertyValue.Member(name: "name", value: .string("gold"))])])))
        XCTAssertEqual(scene.root.subviews[1].kindName, "custom:MyApp.Badge")
    }

    func testKindsWithoutThePrefixStaySchemaErrors() {
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "Rating"}"#),
                          #"$.scenes[0].root.subviews[0].kind: expected "view", "label", "image", "button", "stack", "group", "container", "guide", "scrollView", "tableView", "collectionView", "textField", "textView", "switch", "slider", "stepper", "segmentedControl", "activityIndicator", "progressView", "pageControl", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "visualEffectView" or "custom:<Name>", got "Rating""#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "custom"}"#),
                          #"$.scenes[0].root.subviews[0].kind: expected "view", "label", "image", "button", "stack", "group", "container", "guide", "scrollView", "tableView", "collectionView", "textField", "textView", "switch", "slider", "stepper", "segmentedControl", "activityIndicator", "progressView", "pageControl", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "visualEffectView" or "custom:<Name>", got "custom""#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "custom:"}"#),
                          #"$.scenes[0].root.subviews[0].kind: invalid custom kind "custom:": write "custom:" and a name of letters, digits, "_" and "." that starts with a letter or "_", such as "custom:Rating""#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "custom:4 stars"}"#),
                          #"$.scenes[0].root.subviews[0].kind: invalid custom kind "custom:4 stars": write "custom:" and a name of letters, digits, "_" and "." that starts with a letter or "_", such as "custom:Rating""#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "labl"}"#),
                          #"$.scenes[0].root.subviews[0].kind: expected "view", "label", "image", "button", "stack", "group", "container", "guide", "scrollView", "tableView", "collectionView", "textField", "textView", "switch", "slider", "stepper", "segmentedControl", "activityIndicator", "progressView", "pageControl", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "visualEffectView" or "custom:<Name>", got "labl" (did you mean "label"?)"#)
    }

    func testPropertiesAndContentInsetsBelongToTheirKinds() {
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "view", "properties": {}}"#),
                          #"$.scenes[0].root.subviews[0].properties: "properties" is only for custom kinds, "custom:<Name>" (this view is a "view")"#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "custom:Rating", "contentInsets": [1, 2, 3, 4]}"#),
                          #"$.scenes[0].root.subviews[0].contentInsets: "contentInsets" is only for kind "button" (this view is a "custom:<Name>")"#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "custom:Rating", "properties": [1]}"#),
                          #"$.scenes[0].root.subviews[0].properties: expected an object of property names and values, got an array"#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "custom:Rating", "properties": {"v": {"wQ": 1}}}"#),
                          #"$.scenes[0].root.subviews[0].properties.v.wQ: unknown size class key "wQ"; expected any, wC, wR, hC, hR, "wC hC", "wC hR", "wR hC" or "wR hR""#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "custom:Rating", "properties": {"v": 1e12}}"#),
                          #"$.scenes[0].root.subviews[0].properties.v: number 1000000000000 is too large; numbers must be at most 1e9 in magnitude"#)
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "custom:Rating", "properties": {"v": \#(deep)}}"#),
                          "$.scenes[0].root.subviews[0].properties.v" + String(repeating: "[0]", count: 32)
                            + ": property values nest more than 32 levels deep")
        assertSchemaError(document(subviews: #"{"id": "b", "kind": "button", "contentInsets": [1, 2, 3]}"#),
                          #"$.scenes[0].root.subviews[0].contentInsets: expected [top, leading, bottom, trailing] (4 values), got 3 values"#)
    }

    /// A host draws text at the size it was measured at; Apple's Dynamic Type table: body is
    /// 17 pt at "large" and 23 pt at "extraExtraExtraLarge" (Human Interface Guidelines,
    /// Typography, "Dynamic Type sizes"; docs/uikit-behaviours.md §4).
    func testViewInfoGivesThePointSizeOfTextForTheCurrentCategory() throws {
        let text = document(subviews: #"{"id": "body", "kind": "label", "text": "Hi", "textStyle": "body"}, {"id": "fixed", "kind": "label", "text": "Hi", "fontSize": 12}"#,
                            constraints: #"["body.leading == root.leading", "body.top == root.top", "fixed.leading == root.leading", "fixed.top == body.bottom"]"#)
        let scene = try Scene(document: try XCTUnwrap(load(text)))
        XCTAssertEqual(try scene.viewInfo("body").pointSize, 17)
        XCTAssertEqual(try scene.viewInfo("fixed").pointSize, 12)
        XCTAssertNil(try scene.viewInfo("root").pointSize)
        scene.setContentSizeCategory(.extraExtraExtraLarge)
        XCTAssertEqual(try scene.viewInfo("body").pointSize, 23)
        XCTAssertEqual(try scene.viewInfo("fixed").pointSize, 12)
    }

    func testViewInfoResolvesPropertiesForTheCurrentTraits() throws {
        let scene = try Scene(document: try XCTUnwrap(load(ratingDocument)))
        var info = try scene.viewInfo("stars")
        XCTAssertEqual(info.kind, "custom:Rating")
        XCTAssertEqual(info.properties.map(\.name), ["maximum", "value", "tint", "label", "editable", "legend", "style"])
        XCTAssertEqual(info.properties[1].value, .number(3.5))
        XCTAssertNil(info.text)
        XCTAssertNil(info.pointSize)   // no text: a custom view's size is the host's business
        XCTAssertFalse(info.hidden)
        XCTAssertTrue(info.installed)
        scene.setSizeClasses(horizontal: .regular, vertical: .regular)
        info = try scene.viewInfo("stars")
        XCTAssertEqual(info.properties[1].value, .number(4))
        XCTAssertEqual(info.properties.map(\.name),
                       ["maximum", "value", "tint", "label", "editable", "legend", "wideOnly", "style"])
        XCTAssertThrowsError(try scene.viewInfo("nope"))
    }

    /// A host that measures Rating views as 24 points a star, and refuses everything else.
    struct StarMeasurer: TextMeasuring {
        func measure(_ request: TextMeasurementRequest) throws(TextMeasurementError) -> TextMeasurement {
            guard request.customKind == "Rating", request.text.isEmpty else {
                throw TextMeasurementError(message: "not a rating")
            }
            return TextMeasurement(width: 5 * 24, height: 24, firstBaseline: 20, lastBaseline: 20)
        }
    }

    func testHostMeasuresCustomViewsWithoutAnIntrinsicSize() throws {
        let scene = try Scene(document: try XCTUnwrap(load(ratingDocument)))
        try scene.setSize(width: 320, height: 480)
        try scene.layout()
        // Without a host measurer a custom view has only what it declares: none here.
        XCTAssertEqual(scene.diagnostics().ambiguous.first?.view, "stars")
        scene.setMeasurer(StarMeasurer())
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "stars"), Rect(x: 0, y: 0, width: 120, height: 24))
        // plain declares its size, so the host is not asked for it.
        XCTAssertEqual(try scene.frameInRoot(of: "plain"), Rect(x: 120, y: 0, width: 20, height: 20))
        scene.setMeasurer(nil)
        try scene.layout()
        XCTAssertEqual(scene.diagnostics().ambiguous.first?.view, "stars")
    }
}
