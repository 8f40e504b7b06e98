import XCTest
@testable import TrellisDocument
import TrellisCore

/// Valid JSON that is not a valid document: kind .schema, message starting with the path.
final class SchemaErrorTests: XCTestCase {
    func testDocumentMustBeAnObjectInFormatTrellis1() {
        assertSchemaError("[]", "$: expected a document object, got an array")
        assertSchemaError(#"{"scenes": []}"#, #"$: missing field "format" (write "format": "trellis/1")"#)
        assertSchemaError(#"{"format": "trellis/2"}"#, #"$.format: unsupported format "trellis/2"; expected "trellis/1""#)
        assertSchemaError(#"{"format": 1}"#, "$.format: expected a string, got a number")
    }

    func testScenesMustBeANonEmptyArray() {
        assertSchemaError(#"{"format": "trellis/1"}"#, #"$: missing field "scenes""#)
        assertSchemaError(#"{"format": "trellis/1", "scenes": []}"#, "$.scenes: a document needs at least one scene")
        assertSchemaError(#"{"format": "trellis/1", "scenes": {}}"#, "$.scenes: expected an array of scenes, got an object")
        assertSchemaError(#"{"format": "trellis/1", "scenes": [{"id": "main"}]}"#,
                          #"$.scenes[0]: missing field "root" (the scene's root view)"#)
    }

    func testUnknownFieldsAreNamedWithSuggestions() {
        assertSchemaError(#"{"format": "trellis/1", "scene": []}"#, #"$.scene: unknown field "scene" (did you mean "scenes"?)"#)
        assertSchemaError(document(root: #"{"id": "root", "subview": []}"#),
                          #"$.scenes[0].root.subview: unknown field "subview" (did you mean "subviews"?)"#)
        assertSchemaError(document(root: #"{"id": "root", "colour": "red"}"#),
                          #"$.scenes[0].root.colour: unknown field "colour""#)
    }

    func testDuplicateFieldsAreRejected() {
        assertSchemaError(document(root: #"{"id": "root", "id": "again"}"#), #"$.scenes[0].root.id: duplicate field "id""#)
    }

    func testWrongTypesSayWhatWasExpected() {
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "spacing": "wide"}"#),
                          #"$.scenes[0].root.subviews[0].spacing: expected a number or "system", got "wide""#)
        assertSchemaError(document(subviews: #"{"id": "v", "hidden": "yes"}"#),
                          "$.scenes[0].root.subviews[0].hidden: expected true or false, got a string")
        assertSchemaError(document(subviews: #"{"id": "v", "text": 12}"#),
                          "$.scenes[0].root.subviews[0].text: expected a string, got a number")
        assertSchemaError(document(subviews: #"{"id": 7}"#), "$.scenes[0].root.subviews[0].id: expected a string, got a number")
        assertSchemaError(document(subviews: #""label""#), "$.scenes[0].root.subviews[0]: expected a view object, got a string")
        assertSchemaError(document(root: #"{"id": "root", "subviews": {}}"#),
                          "$.scenes[0].root.subviews: expected an array of views, got an object")
    }

    func testChoicesListTheAlternatives() {
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "axis": "diagonal"}"#),
                          #"$.scenes[0].root.subviews[0].axis: expected "horizontal" or "vertical", got "diagonal""#)
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "axis": true}"#),
                          #"$.scenes[0].root.subviews[0].axis: expected "horizontal" or "vertical", got a boolean"#)
        assertSchemaError(document(subviews: #"{"id": "l", "kind": "label", "textStyle": "bodyy"}"#),
                          #"$.scenes[0].root.subviews[0].textStyle: expected "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1" or "caption2", got "bodyy" (did you mean "body"?)"#)
    }

    func testUnknownKind() {
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "knob"}"#),
                          #"$.scenes[0].root.subviews[0].kind: expected "view", "label", "image", "button", "stack", "group", "container", "guide", "scrollView", "tableView", "collectionView", "textField", "textView", "switch", "slider", "stepper", "segmentedControl", "activityIndicator", "progressView", "pageControl", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "visualEffectView" or "custom:<Name>", got "knob""#)
    }

    func testFieldsOfOtherKinds() {
        assertSchemaError(document(subviews: #"{"id": "v", "axis": "vertical"}"#),
                          #"$.scenes[0].root.subviews[0].axis: "axis" is only for kind "stack" (this view is a "view")"#)
        assertSchemaError(document(subviews: #"{"id": "v", "kind": "label", "arranged": []}"#),
                          #"$.scenes[0].root.subviews[0].arranged: "arranged" is only for kinds "stack" and "group" (this view is a "label"); use "subviews" for plain children"#)
        assertSchemaError(document(subviews: #"{"id": "v", "kind": "stack", "layout": "vertical"}"#),
                          #"$.scenes[0].root.subviews[0].layout: "layout" is only for kind "group" (this view is a "stack")"#)
        assertSchemaError(document(subviews: #"{"id": "v", "kind": "stack", "arranged": [{"id": "a", "position": ["left", "top"]}]}"#),
                          #"$.scenes[0].root.subviews[0].arranged[0].position: "position" is only for arranged children of a group"#)
        assertSchemaError(document(subviews: #"{"id": "v", "scene": "main"}"#),
                          #"$.scenes[0].root.subviews[0].scene: "scene" is only for kind "container" (this view is a "view")"#)
        assertSchemaError(document(subviews: #"{"id": "v", "kind": "guide", "subviews": []}"#),
                          "$.scenes[0].root.subviews[0].subviews: a layout guide cannot have subviews")
    }

    func testSubviewsOfStacksAreAllowedAsPlainChildren() {
        let stack = load(document(subviews: #"{"id": "s", "kind": "stack", "subviews": [{"id": "bg"}], "arranged": [{"id": "a"}]}"#))?
            .scenes.first?.root.subviews.first
        XCTAssertEqual(stack?.subviews.map(\.id), ["bg"])
        XCTAssertEqual(stack?.arranged.map(\.id), ["a"])
    }

    func testIdsAreRequiredNonEmptyAndPlain() {
        assertSchemaError(document(subviews: #"{"kind": "view"}"#), #"$.scenes[0].root.subviews[0]: missing field "id""#)
        assertSchemaError(document(subviews: #"{"id": ""}"#), "$.scenes[0].root.subviews[0].id: an id must not be empty")
        assertSchemaError(document(subviews: #"{"id": "two words"}"#),
                          #"$.scenes[0].root.subviews[0].id: invalid id "two words": ids may contain only letters, digits, "_", "-" and ".""#)
        assertSchemaError(document(subviews: #"{"id": "superview"}"#),
                          #"$.scenes[0].root.subviews[0].id: "superview" cannot be an id: equations use it for the superview"#)
        XCTAssertNotNil(load(document(subviews: #"{"id": "a_b-c.d9"}"#)))
    }

    func testDuplicateViewIdsAreReportedAtTheSecondOccurrence() {
        assertSchemaError(document(subviews: #"{"id": "a", "subviews": [{"id": "b"}]}, {"id": "b"}"#),
                          #"$.scenes[0].root.subviews[1].id: duplicate id "b" (first used at $.scenes[0].root.subviews[0].subviews[0])"#)
    }

    /// Views' paths are spelt from the parsed text only for a message (JSONPath's tape
    /// entries): every step below the root, subviews and arranged views mixed, and a key
    /// that needs brackets, as the path was spelt when built step by step.
    func testPathsOfNestedViewsNameEveryStep() {
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "arranged": [{"id": "a"}, {"id": "b", "subviews": [{"id": "c", "we ird": 1}]}]}"#),
                          #"$.scenes[0].root.subviews[0].arranged[1].subviews[0]["we ird"]: unknown field "we ird""#)
        assertSchemaError(document(subviews: #"{"id": "a", "subviews": [{"id": "b"}, {"id": "c", "kind": "label", "text": 3}]}"#),
                          #"$.scenes[0].root.subviews[0].subviews[1].text: expected a string, got a number"#)
    }

    func testDuplicateIdsBetweenHierarchyAndDock() {
        assertSchemaError(document(root: #"{"id": "root", "subviews": [{"id": "a"}]}"#, scene: #", "dock": [{"id": "a"}]"#),
                          #"$.scenes[0].dock[0].id: duplicate id "a" (first used at $.scenes[0].root.subviews[0])"#)
    }

    func testSizeClassKeyErrorsPointAtTheKey() {
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "spacing": {"any": 8, "wX": 3}}"#),
                          #"$.scenes[0].root.subviews[0].spacing.wX: unknown size class key "wX"; expected any, wC, wR, hC, hR, "wC hC", "wC hR", "wR hC" or "wR hR""#)
        assertSchemaError(document(subviews: #"{"id": "s", "hidden": {"hC wC": true}}"#),
                          #"$.scenes[0].root.subviews[0].hidden["hC wC"]: write the width class first in "hC wC"; expected any, wC, wR, hC, hR, "wC hC", "wC hR", "wR hC" or "wR hR""#)
        assertSchemaError(document(subviews: #"{"id": "s", "hidden": {"wC hR": true, "wC  hR": false}}"#),
                          #"$.scenes[0].root.subviews[0].hidden["wC  hR"]: size class key "wC  hR" repeats "wC hR""#)
        assertSchemaError(document(subviews: #"{"id": "s", "installed": {}}"#),
                          #"$.scenes[0].root.subviews[0].installed: a size-class map needs at least one key such as "any"; write a plain value otherwise"#)
    }

    func testVariantValuesAreCheckedAtTheirKey() {
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "spacing": {"any": 8, "wR": "20"}}"#),
                          #"$.scenes[0].root.subviews[0].spacing.wR: expected a number or "system", got "20""#)
        assertSchemaError(document(subviews: #"{"id": "s", "intrinsicSize": {"any": [1, 2], "wC hC": [1]}}"#),
                          #"$.scenes[0].root.subviews[0].intrinsicSize["wC hC"]: expected [width, height] (2 values), got 1 value"#)
        assertSchemaError(document(subviews: #"{"id": "s", "layoutMargins": {"any": [1, 2, 3, "4"]}}"#),
                          "$.scenes[0].root.subviews[0].layoutMargins.any[3]: expected a number, got a string")
    }

    func testHugeNumbersAreRejected() {
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "spacing": 1e12}"#),
                          "$.scenes[0].root.subviews[0].spacing: number 1000000000000 is too large; numbers must be at most 1e9 in magnitude")
        assertSchemaError(document(subviews: #"{"id": "s", "alignmentInsets": [0, -1e999, 0, 0]}"#),
                          "$.scenes[0].root.subviews[0].alignmentInsets[1]: number -inf is too large; numbers must be at most 1e9 in magnitude")
        XCTAssertNotNil(load(document(subviews: #"{"id": "s", "alignmentInsets": [0, -1e9, 0, 1e9]}"#)))
    }

    func testNumberRanges() {
        assertSchemaError(document(subviews: #"{"id": "v", "hugging": [0, 250]}"#),
                          "$.scenes[0].root.subviews[0].hugging[0]: priority must be between 1 and 1000, got 0")
        assertSchemaError(document(subviews: #"{"id": "v", "compressionResistance": [750, 1000.5]}"#),
                          "$.scenes[0].root.subviews[0].compressionResistance[1]: priority must be between 1 and 1000, got 1000.5")
        assertSchemaError(document(subviews: #"{"id": "v", "intrinsicSize": [-5, 1]}"#),
                          "$.scenes[0].root.subviews[0].intrinsicSize[0]: expected a number ≥ 0, or null or -1 for none, got -5")
        assertSchemaError(document(subviews: #"{"id": "v", "intrinsicSize": [true, 1]}"#),
                          "$.scenes[0].root.subviews[0].intrinsicSize[0]: expected a number ≥ 0, or null for none, got a boolean")
        assertSchemaError(document(subviews: #"{"id": "v", "kind": "label", "fontSize": 0}"#),
                          "$.scenes[0].root.subviews[0].fontSize: expected a number > 0, got 0")
        assertSchemaError(document(subviews: #"{"id": "v", "kind": "label", "lines": 1.5}"#),
                          "$.scenes[0].root.subviews[0].lines: expected a whole number ≥ 0, got 1.5")
        assertSchemaError(document(subviews: #"{"id": "v", "kind": "label", "lines": -1}"#),
                          "$.scenes[0].root.subviews[0].lines: expected a whole number ≥ 0, got -1")
        XCTAssertEqual(load(document(subviews: #"{"id": "v", "intrinsicSize": [-1, null]}"#))?.scenes.first?.root.subviews.first?.intrinsicSize,
                       .plain(.none))
    }

    func testTextStyleAndFontSizeExcludeEachOther() {
        assertSchemaError(document(subviews: #"{"id": "v", "kind": "label", "textStyle": "body", "fontSize": 12}"#),
                          #"$.scenes[0].root.subviews[0].fontSize: give either "textStyle" (Dynamic Type) or "fontSize" (fixed), not both"#)
    }

    func testGroupChildSizes() {
        let group = { (child: String) in document(subviews: #"{"id": "g", "kind": "group", "arranged": [\#(child)]}"#) }
        assertSchemaError(group(#"{"id": "c", "position": ["top", "left"]}"#),
                          #"$.scenes[0].root.subviews[0].arranged[0].position[0]: expected "left", "center" or "right", got "top""#)
        assertSchemaError(group(#"{"id": "c", "widthMode": "fill"}"#),
                          #"$.scenes[0].root.subviews[0].arranged[0].widthMode: expected "fit", {"fixed": points} or {"relative": fraction, "adjust": points}, got "fill""#)
        assertSchemaError(group(#"{"id": "c", "widthMode": {"fixed": 4, "relative": 1}}"#),
                          #"$.scenes[0].root.subviews[0].arranged[0].widthMode.relative: give either "fixed" or "relative", not both"#)
        assertSchemaError(group(#"{"id": "c", "heightMode": {"adjust": 1}}"#),
                          #"$.scenes[0].root.subviews[0].arranged[0].heightMode: expected "fit", {"fixed": points} or {"relative": fraction, "adjust": points}, got an object without "fixed" or "relative""#)
    }

    func testCustomSpacingNamesArrangedViews() {
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "arranged": [{"id": "a"}], "customSpacing": {"b": 4}}"#),
                          #"$.scenes[0].root.subviews[0].customSpacing.b: "b" is not an arranged view of this stack"#)
        // A stack without children is still checked when its reading ends (views without
        // children skip the walk's last step, stacks excepted), and so is one with an empty list.
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "customSpacing": {"b": 4}}"#),
                          #"$.scenes[0].root.subviews[0].customSpacing.b: "b" is not an arranged view of this stack"#)
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "arranged": [], "customSpacing": {"b": 4}}"#),
                          #"$.scenes[0].root.subviews[0].customSpacing.b: "b" is not an arranged view of this stack"#)
    }

    func testViewsNestedTooDeeplyAreRejected() {
        var json = #"{"id": "v0"}"#
        for level in 1..<300 {
            json = #"{"id": "v\#(level)", "subviews": [\#(json)]}"#
        }
        let error = loadError(document(root: json))
        XCTAssertEqual(error?.kind, .schema)
        // The path's 403 components are shown as its first 11 and last 10 (issue 17: the
        // whole path made a 2.4 KB message), a key kept with its index.
        let path = "$.scenes[0].root" + String(repeating: ".subviews[0]", count: 4) + " …(382 more)… "
            + String(repeating: ".subviews[0]", count: 5)
        XCTAssertEqual(error?.message, "\(path): views nest more than 200 levels deep")

        var allowed = #"{"id": "w0"}"#
        for level in 1..<200 {
            allowed = #"{"id": "w\#(level)", "subviews": [\#(allowed)]}"#
        }
        XCTAssertNotNil(load(document(root: allowed)))
    }

    func testSceneIdsAreUniqueAndInitialSceneExists() {
        let two = #"{"format": "trellis/1", "scenes": [{"id": "a", "root": {"id": "r"}}, {"id": "a", "root": {"id": "r"}}]}"#
        assertSchemaError(two, #"$.scenes[1].id: duplicate scene id "a" (first used at $.scenes[0])"#)
        assertSchemaError(document(top: #" "initialScene": "mian","#), #"$.initialScene: unknown scene "mian" (did you mean "main"?)"#)
        XCTAssertEqual(load(document(top: #" "initialScene": "main","#))?.initialScene, "main")
    }
}
