import XCTest
@testable import TrellisCore

/// A multiplied location is measured in the coordinates of the two items' nearest common
/// ancestor, the view UIKit installs the constraint on (docs/uikit-behaviours.md A9; Apple,
/// "Auto Layout Guide: Anatomy of a Constraint" — `View.centerX = 0.5 × Superview.centerX`
/// puts the view a quarter of the way across its superview; 34 views of the issue-20 survey's
/// storyboards depend on it).
final class MultipliedPositionTests: XCTestCase {
    func scene(_ constraints: [String]) throws -> Scene {
        var panel = box("panel")
        panel.subviews = [box("dot"), box("other")]
        let scene = try Scene(document: makeDocument(root: rootView([panel]), constraints: [
            "panel.leading == root.leading + 100", "panel.top == root.top + 50",
            "panel.width == 200", "panel.height == 400",
            "dot.width == 10", "dot.height == 10", "other.width == 20", "other.height == 20",
            "other.leading == panel.leading + 40", "other.top == panel.top + 60"] + constraints))
        try scene.setSize(width: 400, height: 800)
        try scene.layout()
        return scene
    }

    func testAPositionRelativeToTheSuperviewIsMeasuredInIt() throws {
        // A quarter of the panel's width and height, in the panel: (50, 100) from its origin.
        let scene = try scene(["dot.centerX == 0.5 * superview.centerX", "dot.centerY == 0.5 * superview.centerY"])
        XCTAssertEqual(try scene.frame(of: "dot"), Rect(x: 45, y: 95, width: 10, height: 10))
        XCTAssertEqual(try scene.frameInRoot(of: "dot"), Rect(x: 145, y: 145, width: 10, height: 10))
    }

    func testAPositionRelativeToASiblingIsMeasuredInTheirSuperview() throws {
        // other's centre in the panel is (50, 70): dot's is (100, 140).
        let scene = try scene(["dot.centerX == 2 * other.centerX", "dot.centerY == 2 * other.centerY"])
        XCTAssertEqual(try scene.frame(of: "dot"), Rect(x: 95, y: 135, width: 10, height: 10))
    }

    func testRightToLeftMeasuresLeadingFromTheAncestorsTrailingEdge() throws {
        // In right-to-left the panel's leading edge is its right edge: dot's leading is 50
        // points in from it, 0.25 of the panel's width.
        let scene = try scene(["dot.leading == 0.25 * superview.trailing", "dot.top == superview.top"])
        XCTAssertEqual(try scene.frame(of: "dot"), Rect(x: 50, y: 0, width: 10, height: 10))
        scene.setLayoutDirection(.rightToLeft)
        try scene.layout()
        XCTAssertEqual(try scene.frame(of: "dot"), Rect(x: 200 - 50 - 10, y: 0, width: 10, height: 10))
    }
}
