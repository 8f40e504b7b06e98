import XCTest
@testable import TrellisCore

/// Titled buttons (docs/document-format.md): sized by the title like a one-line label of the button's
/// text style, plus UIKit's content insets, following Dynamic Type.
///
/// Sources for the default insets of 6 above and below the title and none at the sides:
/// Stack Overflow answer 70778238 ("UIKit insets the title label by 6-pts on the Top and
/// Bottom": an 18-pt title label 21 tall makes a 33-pt button) and codeandtheory/YMatterType
/// issue 77 (with `contentEdgeInsets == .zero`, "as if the system adds content insets of
/// {6, 0, 6, 0}"). Default measurer: 0.6·p per character, lines 1.25·p, baseline p.
final class TitledButtonTests: XCTestCase {
    func button(_ id: String = "login", text: String? = "Log in", style: TextStyle? = .headline,
                insets: DirectionalInsets? = nil) -> ViewDescription {
        var view = ViewDescription(id: id, kind: .button)
        view.text = text
        view.textStyle = style.map { .plain($0) }
        if let insets { view.contentInsets = insets }
        return view
    }

    func scene(_ views: [ViewDescription], _ constraints: [String]) throws -> Scene {
        let scene = try Scene(document: makeDocument(root: rootView(views), constraints: constraints))
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        return scene
    }

    func testHeadlineTitleSizesTheButton() throws {
        // Issue 9: {"kind": "button", "text": "Log in", "textStyle": "headline"} came out 0 tall.
        // Headline is 17 pt at the default category (docs/uikit-behaviours.md §4): 6 characters are
        // 61.2 wide, the line 21.25 tall, plus 6 above and 6 below.
        let scene = try scene([button()], ["login.leading == root.leading + 20", "login.top == root.top + 40"])
        assertFrame(try scene.frameInRoot(of: "login"), Rect(x: 20, y: 40, width: 61.2, height: 33.25))
    }

    func testTitledButtonFollowsDynamicType() throws {
        let scene = try scene([button()], ["login.leading == root.leading", "login.top == root.top"])
        // Headline at accessibilityMedium (AX1) is 28 pt: 100.8 x 35, plus the insets.
        scene.setContentSizeCategory(.accessibilityMedium)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "login").width, 100.8, accuracy: 1e-9)
        XCTAssertEqual(try scene.frameInRoot(of: "login").height, 47)
        scene.setContentSizeCategory(.extraSmall)  // headline 14 pt
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "login").width, 50.4, accuracy: 1e-9)
        XCTAssertEqual(try scene.frameInRoot(of: "login").height, 29.5)
    }

    func testContentInsetsFromTheDocumentReplaceTheDefault() throws {
        let insets = DirectionalInsets(top: 10, leading: 20, bottom: 4, trailing: 16)
        let scene = try scene([button(insets: insets)], ["login.leading == root.leading", "login.top == root.top"])
        assertFrame(try scene.frameInRoot(of: "login"), Rect(x: 0, y: 0, width: 61.2 + 36, height: 21.25 + 14))
    }

    func testUntitledButtonKeepsItsDeclaredSizeAndTitleDefaultsToFifteenPoints() throws {
        // UIButton's default title font is the 15-pt system font.
        var plain = button("plain", text: nil, style: nil)
        plain.intrinsicSize = .plain(IntrinsicSize(width: 44, height: 44))
        let scene = try scene([plain, button("ok", text: "OK", style: nil)], [
            "plain.leading == root.leading", "plain.top == root.top",
            "ok.leading == root.leading", "ok.top == plain.bottom"])
        XCTAssertEqual(try scene.frameInRoot(of: "plain"), Rect(x: 0, y: 0, width: 44, height: 44))
        XCTAssertEqual(try scene.frameInRoot(of: "ok"), Rect(x: 0, y: 44, width: 18, height: 18.75 + 12))
        // Giving the untitled button a title makes it measure its title.
        try scene.setIntrinsicSize("plain", width: nil, height: nil)
        try scene.setText("plain", "Go")
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "plain"), Rect(x: 0, y: 0, width: 18, height: 30.75))
    }

    func testButtonBaselineIsItsTitlesBelowTheTopInset() throws {
        // A first-baseline row of a 17-pt label and the headline button: the button's
        // baseline is 6 + 17 below its top, the label's 17 below its own, so the label sits
        // 6 lower (UIButton's viewForFirstBaselineLayout is its title label).
        var name = ViewDescription(id: "name", kind: .label)
        name.text = "Ada"
        name.textStyle = .plain(.body)
        var row = ViewDescription(id: "row", kind: .stack)
        row.stack = StackDescription(axis: .plain(.horizontal), alignment: .plain(.firstBaseline), spacing: .plain(8))
        row.arranged = [button(), name]
        let scene = try scene([row], ["row.leading == root.leading", "row.top == root.top"])
        assertFrame(try scene.frameInRoot(of: "login"), Rect(x: 0, y: 0, width: 61.2, height: 33.25))
        assertFrame(try scene.frameInRoot(of: "name"), Rect(x: 69.2, y: 6, width: 30.6, height: 21.25))
    }

    func testHostMeasuresTheTitle() throws {
        struct Fixed: TextMeasuring {
            func measure(_ request: TextMeasurementRequest) throws(TextMeasurementError) -> TextMeasurement {
                TextMeasurement(width: 100, height: 20, firstBaseline: 16, lastBaseline: 16)
            }
        }
        let scene = try scene([button()], ["login.leading == root.leading", "login.top == root.top"])
        scene.setMeasurer(Fixed())
        try scene.layout()
        assertFrame(try scene.frameInRoot(of: "login"), Rect(x: 0, y: 0, width: 100, height: 32))
    }
}
