import XCTest
@testable import TrellisDocument
import TrellisCore

/// The UIKit control kinds in documents (docs/document-format.md, "Controls"): their
/// fields, where those fields belong, "did you mean" for kinds written the UIKit way, and
/// the frames that follow (sizes: docs/uikit-behaviours.md §10).
final class ControlDocumentTests: XCTestCase {
    static let controlsDocument = document(subviews: #"""
        {"id": "name", "kind": "textField", "placeholder": "Name"},
        {"id": "notes", "kind": "textView", "text": "Notes", "scrollEnabled": false},
        {"id": "on", "kind": "switch"},
        {"id": "volume", "kind": "slider"},
        {"id": "count", "kind": "stepper"},
        {"id": "mode", "kind": "segmentedControl", "segments": ["One", "Two"]},
        {"id": "spinner", "kind": "activityIndicator", "style": "large"},
        {"id": "progress", "kind": "progressView"},
        {"id": "pages", "kind": "pageControl", "numberOfPages": 3},
        {"id": "date", "kind": "datePicker"},
        {"id": "picker", "kind": "pickerView"},
        {"id": "search", "kind": "searchBar"},
        {"id": "nav", "kind": "navigationBar"},
        {"id": "tools", "kind": "toolbar"},
        {"id": "tabs", "kind": "tabBar"},
        {"id": "blur", "kind": "visualEffectView", "subviews": [{"id": "inside", "kind": "label", "text": "Hi"}]},
        {"id": "photo", "kind": "image", "imageSize": [120, 80]}
        """#, constraints: #"""
        ["name.top == root.top", "notes.top == root.top + 40", "on.top == root.top + 100", "volume.top == root.top + 140",
         "count.top == root.top + 180", "mode.top == root.top + 220", "spinner.top == root.top + 260",
         "progress.top == root.top + 300", "pages.top == root.top + 310", "date.top == root.top + 350",
         "picker.top == root.top + 570", "search.top == root.bottom - 56", "nav.top == root.top", "tools.top == root.top",
         "tabs.top == root.top", "blur.top == root.top", "photo.top == root.top",
         "blur.width == 100", "blur.height == 100", "inside.leading == blur.leading", "inside.top == blur.top",
         {"visual": "H:|[name]"}, {"visual": "H:|[notes]"}, {"visual": "H:|[on]"}, {"visual": "H:|[volume]|"}, {"visual": "H:|[count]"}, {"visual": "H:|[mode]"}, {"visual": "H:|[spinner]"}, {"visual": "H:|[progress]|"},
         {"visual": "H:|[pages]"}, {"visual": "H:|[date]"}, {"visual": "H:|[picker]"}, {"visual": "H:|[search]|"}, {"visual": "H:|[nav]|"}, {"visual": "H:|[tools]|"}, {"visual": "H:|[tabs]|"}, {"visual": "H:|[blur]"},
         {"visual": "H:|[photo]"}]
        """#)

    private func frames() throws -> [String: Rect] {
        let scene = try Scene(document: try DocumentLoader.load(json: Self.controlsDocument))
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        var frames: [String: Rect] = [:]
        for id in ["name", "notes", "on", "volume", "count", "mode", "spinner", "progress", "pages", "date", "picker",
                   "search", "nav", "tools", "tabs", "blur", "inside", "photo"] {
            frames[id] = try scene.frameInRoot(of: id)
        }
        return frames
    }

    func testEveryControlKindLaysOutAtUIKitsSize() throws {
        let frames = try frames()
        // Text field: placeholder "Name" 4 × 10.2 + 7 + 7, at least 34 high (C1).
        assertFrame(frames["name"] ?? .zero, Rect(x: 0, y: 0, width: 54.8, height: 34))
        // Non-scrolling text view: "Notes" 51 + 5 + 5, 21.25 + 8 + 8 (C2).
        assertFrame(frames["notes"] ?? .zero, Rect(x: 0, y: 40, width: 61, height: 37.25))
        assertFrame(frames["on"] ?? .zero, Rect(x: 0, y: 100, width: 51, height: 31))           // C3
        assertFrame(frames["volume"] ?? .zero, Rect(x: 0, y: 140, width: 390, height: 31))      // C4
        assertFrame(frames["count"] ?? .zero, Rect(x: 0, y: 180, width: 94, height: 32))        // C5
        assertFrame(frames["mode"] ?? .zero, Rect(x: 0, y: 220, width: 86.8, height: 32))       // C6
        assertFrame(frames["spinner"] ?? .zero, Rect(x: 0, y: 260, width: 37, height: 37))      // C7
        assertFrame(frames["progress"] ?? .zero, Rect(x: 0, y: 300, width: 390, height: 4))     // C8
        assertFrame(frames["pages"] ?? .zero, Rect(x: 0, y: 310, width: 39, height: 37))        // C9
        assertFrame(frames["date"] ?? .zero, Rect(x: 0, y: 350, width: 320, height: 216))       // C10
        assertFrame(frames["picker"] ?? .zero, Rect(x: 0, y: 570, width: 320, height: 216))     // C11
        assertFrame(frames["search"] ?? .zero, Rect(x: 0, y: 788, width: 390, height: 56))      // C12
        assertFrame(frames["nav"] ?? .zero, Rect(x: 0, y: 0, width: 390, height: 44))           // C13
        assertFrame(frames["tools"] ?? .zero, Rect(x: 0, y: 0, width: 390, height: 44))         // C14
        assertFrame(frames["tabs"] ?? .zero, Rect(x: 0, y: 0, width: 390, height: 49))          // C15
        assertFrame(frames["blur"] ?? .zero, Rect(x: 0, y: 0, width: 100, height: 100))         // C16
        assertFrame(frames["inside"] ?? .zero, Rect(x: 0, y: 0, width: 20.4, height: 21.25))
        assertFrame(frames["photo"] ?? .zero, Rect(x: 0, y: 0, width: 120, height: 80))
    }

    func testControlFieldsBelongToTheirKinds() {
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "label", "placeholder": "Name"}"#),
                          #"$.scenes[0].root.subviews[0].placeholder: "placeholder" is only for kind "textField" (this view is a "label")"#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "switch", "segments": ["A"]}"#),
                          #"$.scenes[0].root.subviews[0].segments: "segments" is only for kind "segmentedControl" (this view is a "switch")"#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "view", "imageSize": [1, 2]}"#),
                          #"$.scenes[0].root.subviews[0].imageSize: "imageSize" is only for kind "image" (this view is a "view")"#)
    }

    func testControlFieldValuesAreChecked() {
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "activityIndicator", "style": "huge"}"#),
                          #"$.scenes[0].root.subviews[0].style: expected "medium" or "large", got "huge""#)
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "pageControl", "numberOfPages": -1}"#),
                          "$.scenes[0].root.subviews[0].numberOfPages: expected a whole number ≥ 0, got -1")
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "pageControl", "numberOfPages": 2000000}"#),
                          "$.scenes[0].root.subviews[0].numberOfPages: expected at most 1000000 pages, got 2000000")
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "segmentedControl", "segments": ["A", 2]}"#),
                          "$.scenes[0].root.subviews[0].segments[1]: expected a string, got a number")
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "image", "imageSize": [10, -1]}"#),
                          "$.scenes[0].root.subviews[0].imageSize[1]: expected a number ≥ 0, got -1")
        assertSchemaError(document(subviews: #"{"id": "x", "kind": "textView", "scrollEnabled": "no"}"#),
                          "$.scenes[0].root.subviews[0].scrollEnabled: expected true or false, got a string")
    }

    func testKindsWrittenTheUIKitWaySuggestTheirDocumentName() throws {
        for (written, meant) in [("UISwitch", "switch"), ("activityIndicatorView", "activityIndicator"),
                                 ("imageView", "image"), ("textfeild", "textField"), ("segmentControl", "segmentedControl"),
                                 ("UIStackView", "stack"), ("tabbar", "tabBar")] {
            let message = try XCTUnwrap(loadError(document(subviews: #"{"id": "x", "kind": "\#(written)"}"#))?.message)
            XCTAssertTrue(message.hasSuffix(#"got "\#(written)" (did you mean "\#(meant)"?)"#), message)
        }
    }
}

private func assertFrame(_ actual: Rect, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line) {
    let close = abs(actual.x - expected.x) <= 1e-9 && abs(actual.y - expected.y) <= 1e-9
        && abs(actual.width - expected.width) <= 1e-9 && abs(actual.height - expected.height) <= 1e-9
    XCTAssertTrue(close, "\(actual) is not \(expected)", file: file, line: line)
}
