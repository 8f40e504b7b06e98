import XCTest
@testable import TrellisCore

/// Wrapping labels in scenes wrap at word boundaries, as UILabel's default
/// `NSLineBreakMode.byWordWrapping` does (docs/uikit-behaviours.md A10), with the default
/// measurer's metrics: at 10 pt a character is 6 wide and a line 12.5 tall.
final class WordWrappingSceneTests: XCTestCase {
    private func label(_ text: String, lines: Int) -> ViewDescription {
        var view = ViewDescription(id: "label", kind: .label)
        view.text = text
        view.fontSize = .plain(10)
        view.lines = lines
        return view
    }

    private func labelFrame(_ text: String, lines: Int = 0, width: Double) throws -> Rect {
        let scene = try Scene(document: makeDocument(root: rootView([label(text, lines: lines)]), constraints: [
            "label.leading == root.leading", "label.top == root.top", "label.width == \(width)",
        ]))
        try scene.setSize(width: 320, height: 480)
        try scene.layout()
        return try scene.frameInRoot(of: "label")
    }

    func testALabelWrapsAtWordBoundariesAtItsSolvedWidth() throws {
        // 100 wide holds 16 characters: "the quick brown" / "fox jumps over" / "the lazy dog".
        assertFrame(try labelFrame("the quick brown fox jumps over the lazy dog", width: 100),
                    Rect(x: 0, y: 0, width: 100, height: 37.5))
    }

    func testWordsNeedMoreLinesThanCharactersWhenABreakFallsInsideAWord() throws {
        // "aaaa bbbb cccc" (14 characters) at 8 a line (48 wide): by characters 2 lines,
        // by words "aaaa" / "bbbb" / "cccc" — 3 lines, 37.5 tall, as UILabel shows it.
        assertFrame(try labelFrame("aaaa bbbb cccc", width: 48), Rect(x: 0, y: 0, width: 48, height: 37.5))
    }

    func testALongWordStillBreaksByCharacters() throws {
        // "supercalifragilistic" (20) at 8 a line: 8 + 8 + 4, 3 lines.
        assertFrame(try labelFrame("supercalifragilistic", width: 48), Rect(x: 0, y: 0, width: 48, height: 37.5))
    }

    func testTheLineLimitKeepsTheFirstLines() throws {
        // lines: 2 shows "aaaa" / "bbbb" of 3 lines: 25 tall.
        assertFrame(try labelFrame("aaaa bbbb cccc", lines: 2, width: 48), Rect(x: 0, y: 0, width: 48, height: 25))
    }

    func testFittingSizeOfAWrappingLabelUsesWordWrapping() throws {
        // systemLayoutSizeFitting at width 48: 3 lines by words.
        var box = ViewDescription(id: "box")
        box.subviews = [label("aaaa bbbb cccc", lines: 0)]
        let scene = try Scene(document: makeDocument(root: rootView([box]), constraints: [
            "box.leading == root.leading", "box.top == root.top",
            "label.leading == box.leading", "label.trailing == box.trailing",
            "label.top == box.top", "label.bottom == box.bottom",
        ]))
        try scene.setSize(width: 320, height: 480)
        let size = try scene.fittingSize(of: "box", width: 48)
        XCTAssertEqual(size.width, 48, accuracy: 1e-9)
        XCTAssertEqual(size.height, 37.5, accuracy: 1e-9)
    }
}
