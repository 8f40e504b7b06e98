import XCTest
@testable import TrellisCore

/// The UIKit control kinds take UIKit's intrinsic sizes (docs/uikit-behaviours.md §10 "Controls",
/// C1–C17). "IB" is the frames Interface Builder stored for these controls in the public
/// storyboards of source [IB] there (Xcode 11 and later unless said), which IB
/// computes from the real controls' intrinsic sizes. Each control is pinned at its top
/// and leading edges only, so its size is its intrinsic size, or 0 in an axis without one.
final class ControlSizeTests: XCTestCase {
    private func control(_ kind: ViewKind, _ id: String = "control", configure: (inout ViewDescription) -> Void = { _ in }) -> ViewDescription {
        var view = ViewDescription(id: id, kind: kind)
        configure(&view)
        return view
    }

    /// The frame of `view` pinned at (20, 40) of a 390 × 844 root.
    private func frame(of view: ViewDescription, extra: [String] = []) throws -> Rect {
        let scene = try Scene(document: makeDocument(root: rootView([view]), constraints: [
            "\(view.id).leading == root.leading + 20", "\(view.id).top == root.top + 40",
        ] + extra))
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        return try scene.frameInRoot(of: view.id)
    }

    func testSwitchIs51By31() throws {
        // C3: IB 51 × 31 (24 of 30 switches before Xcode 26).
        assertFrame(try frame(of: control(.switch)), Rect(x: 20, y: 40, width: 51, height: 31))
    }

    func testStepperIs94By32() throws {
        // C5: IB 94 × 32 from Xcode 11 (iOS 13).
        assertFrame(try frame(of: control(.stepper)), Rect(x: 20, y: 40, width: 94, height: 32))
    }

    func testSliderHasNoIntrinsicWidthAndIs31High() throws {
        // C4: IB, all 9 sliders 31 high, widths set by constraints.
        assertFrame(try frame(of: control(.slider)), Rect(x: 20, y: 40, width: 0, height: 31))
        assertFrame(try frame(of: control(.slider), extra: ["control.trailing == root.trailing - 20"]),
                    Rect(x: 20, y: 40, width: 350, height: 31))
    }

    func testActivityIndicatorIs20Or37Square() throws {
        // C7: medium (gray/white) 20 × 20 and large (whiteLarge) 37 × 37 in IB; markmeretzky.com.
        assertFrame(try frame(of: control(.activityIndicator)), Rect(x: 20, y: 40, width: 20, height: 20))
        let large = control(.activityIndicator) { $0.control.activityIndicatorStyle = .large }
        assertFrame(try frame(of: large), Rect(x: 20, y: 40, width: 37, height: 37))
    }

    func testProgressViewHasNoIntrinsicWidthAndIs4High() throws {
        // C8: IB 4 high (Xcode 12–13).
        assertFrame(try frame(of: control(.progressView)), Rect(x: 20, y: 40, width: 0, height: 4))
    }

    func testPageControlIsAsWideAsItsDots() throws {
        // C9: IB 3 pages 39 × 37, 2 pages 23 × 37: 16 · n − 9.
        let three = control(.pageControl) { $0.control.numberOfPages = 3 }
        assertFrame(try frame(of: three), Rect(x: 20, y: 40, width: 39, height: 37))
        let two = control(.pageControl) { $0.control.numberOfPages = 2 }
        assertFrame(try frame(of: two), Rect(x: 20, y: 40, width: 23, height: 37))
        assertFrame(try frame(of: control(.pageControl)), Rect(x: 20, y: 40, width: 0, height: 37))
    }

    func testPickersAre320By216() throws {
        // C10, C11: 320 × 216 (markmeretzky.com's default UIPickerView; IB heights 216).
        assertFrame(try frame(of: control(.datePicker)), Rect(x: 20, y: 40, width: 320, height: 216))
        assertFrame(try frame(of: control(.pickerView)), Rect(x: 20, y: 40, width: 320, height: 216))
    }

    func testBarsHaveNoIntrinsicWidthAndUIKitsHeights() throws {
        // C12–C15: search bar 56 (iOS 11+), navigation bar 44, toolbar 44, tab bar 49 (IB).
        for (kind, height) in [(ViewKind.searchBar, 56.0), (.navigationBar, 44), (.toolbar, 44), (.tabBar, 49)] {
            assertFrame(try frame(of: control(kind), extra: ["control.width == root.width"]),
                        Rect(x: 20, y: 40, width: 390, height: height))
        }
    }

    func testVisualEffectViewAndScrollingTextViewHaveNoIntrinsicSize() throws {
        // C16: UIVisualEffectView is a plain container; C2: a scrolling UITextView (the
        // default) has no intrinsic size (UIScrollView).
        assertFrame(try frame(of: control(.visualEffectView)), Rect(x: 20, y: 40, width: 0, height: 0))
        let textView = control(.textView) { $0.text = "Hello" }
        assertFrame(try frame(of: textView), Rect(x: 20, y: 40, width: 0, height: 0))
    }

    func testDeclaredIntrinsicSizeWinsInTheAxesItGives() throws {
        // As an Interface Builder placeholder intrinsic size does.
        let wide = control(.switch) { $0.intrinsicSize = .plain(IntrinsicSize(width: 60, height: nil)) }
        assertFrame(try frame(of: wide), Rect(x: 20, y: 40, width: 60, height: 31))
    }

    func testImageViewIsTheSizeOfItsImage() throws {
        // UIImageView's intrinsic content size is its image's size.
        let image = control(.image) { $0.control.imageSize = Size(width: 120, height: 80) }
        assertFrame(try frame(of: image), Rect(x: 20, y: 40, width: 120, height: 80))
    }

    // MARK: Controls sized by text (default measurer: 0.6·p a character, lines 1.25·p)

    func testTextFieldIsItsTextPlusInsetsAndAtLeast34High() throws {
        // C1: 17 pt "Hello" is 51 × 21.25; + 7 at each side = 65; height max(34, 21.25 + 10) = 34.
        let field = control(.textField) { $0.text = "Hello" }
        assertFrame(try frame(of: field), Rect(x: 20, y: 40, width: 65, height: 34))
    }

    func testTextFieldWithoutTextMeasuresItsPlaceholder() throws {
        // "Email" placeholder, 5 characters at 17 pt = 51 + 14.
        let field = control(.textField) { $0.control.placeholder = "Email" }
        assertFrame(try frame(of: field), Rect(x: 20, y: 40, width: 65, height: 34))
        // Large text grows it: 40 pt, line 50 + 10 = 60 high; 2 characters 48 + 14 = 62 wide.
        let big = control(.textField) { $0.text = "Hi"; $0.fontSize = .plain(40) }
        assertFrame(try frame(of: big), Rect(x: 20, y: 40, width: 62, height: 60))
    }

    func testTextFieldBaselineIsItsCentredText() throws {
        // 34 high, text 21.25 high centred: top 6.375, baseline 6.375 + 17 = 23.375.
        let scene = try Scene(document: makeDocument(root: rootView([
            control(.textField, "field") { $0.text = "Hello" },
            control(.label, "label") { $0.text = "Name" },
        ]), constraints: [
            "field.leading == root.leading", "field.top == root.top + 100",
            "label.leading == root.leading + 100", "label.firstBaseline == field.firstBaseline",
        ]))
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "label").y, 100 + 23.375 - 17, accuracy: 1e-9)
    }

    func testNonScrollingTextViewWrapsItsTextLikeALabelPlusItsInsets() throws {
        // C2: textContainerInset (8, 0, 8, 0) and lineFragmentPadding 5 at each side.
        // 100 wide: 90 for text, 8 characters of 10.2 at 17 pt; "the quick brown fox"
        // wraps as "the" "quick" "brown" "fox" → 4 lines of 21.25 = 85, + 16 = 101.
        let textView = control(.textView) { $0.text = "the quick brown fox"; $0.control.scrollEnabled = false }
        assertFrame(try frame(of: textView, extra: ["control.width == 100"]),
                    Rect(x: 20, y: 40, width: 100, height: 101))
        // Unconstrained: one line, 19 characters 193.8 + 10 wide, 21.25 + 16 high.
        assertFrame(try frame(of: textView), Rect(x: 20, y: 40, width: 203.8, height: 37.25))
    }

    func testSegmentedControlHasEqualSegmentsAsWideAsTheWidestTitle() throws {
        // C6: 13-pt titles of 7.8 a character. "One", "Two": 23.4 + 20 = 43.4 a segment;
        // adding "Three" (39 wide) makes every segment 59. 32 high.
        let two = control(.segmentedControl) { $0.control.segments = ["One", "Two"] }
        assertFrame(try frame(of: two), Rect(x: 20, y: 40, width: 86.8, height: 32))
        let three = control(.segmentedControl) { $0.control.segments = ["One", "Two", "Three"] }
        assertFrame(try frame(of: three), Rect(x: 20, y: 40, width: 177, height: 32))
    }

    func testSetTextResizesATextField() throws {
        let scene = try Scene(document: makeDocument(root: rootView([control(.textField) { $0.control.placeholder = "Name" }]),
                                                     constraints: ["control.leading == root.leading", "control.top == root.top"]))
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "control").width, 4 * 10.2 + 14, accuracy: 1e-9)
        try scene.setText("control", "Ada Lovelace")
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "control").width, 12 * 10.2 + 14, accuracy: 1e-9)
    }
}
