import XCTest
@testable import TrellisCore

/// `readableContentGuide` (docs/uikit-behaviours.md M11): useyourloaf.com, "Readable Content
/// Guides" (2015): on a 1024-point-wide iPad root with 20-point margins, "an area that is
/// 672 points wide and inset 176 points from the edges"; on a narrow iPhone the guide is the
/// margins.
final class ReadableContentGuideTests: XCTestCase {
    func scene() throws -> Scene {
        var document = try makeDocument(root: rootView([box("text", nil, 40)]), constraints: [
            "text.leading == root.readableContentGuide.leading", "text.trailing == root.readableContentGuide.trailing",
            "text.top == root.readableContentGuide.top"])
        document.scenes[0].viewController = ViewControllerDescription()
        return try Scene(document: document)
    }

    func testTheReadableWidthIsCentredOnAWideScreen() throws {
        let scene = try scene()
        try scene.setSize(width: 1024, height: 768)
        try scene.setSafeAreaInsets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "text"), Rect(x: 176, y: 20, width: 672, height: 40))
    }

    func testOnANarrowScreenTheGuideIsTheMargins() throws {
        let scene = try scene()
        try scene.setSize(width: 393, height: 852)
        try scene.setSafeAreaInsets(EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "text"), Rect(x: 16, y: 59, width: 361, height: 40))
    }

    func testTheReadableWidthFollowsTheTextSize() throws {
        let scene = try scene()
        try scene.setSize(width: 1024, height: 768)
        scene.setContentSizeCategory(.extraSmall)
        try scene.layout()
        // Scaled with the body style (14 of 17 points): 553 points, centred.
        XCTAssertEqual(Scene.readableWidth(for: .extraSmall), 553)
        XCTAssertEqual(try scene.frameInRoot(of: "text"), Rect(x: (1024 - 553) / 2, y: 0, width: 553, height: 40))
    }

    func testMarginsCanFollowTheReadableWidth() throws {
        // layoutMarginsFollowReadableWidth: the side margins widen to the readable width's
        // (Apple, layoutMarginsFollowReadableWidth; useyourloaf's 176-point insets at 1024).
        var document = try makeDocument(root: rootView([box("text", nil, 40)]), constraints: [
            "text.leading == root.leadingMargin", "text.trailing == root.trailingMargin", "text.top == root.top"])
        document.scenes[0].viewController = ViewControllerDescription()
        document.scenes[0].root.layoutMarginsFollowReadableWidth = true
        let scene = try Scene(document: document)
        try scene.setSize(width: 1024, height: 768)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "text"), Rect(x: 176, y: 0, width: 672, height: 40))
        try scene.setSize(width: 393, height: 852)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "text"), Rect(x: 16, y: 0, width: 361, height: 40))
    }
}
