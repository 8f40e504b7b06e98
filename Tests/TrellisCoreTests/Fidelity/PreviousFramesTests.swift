import XCTest
@testable import TrellisCore

/// Frames before the most recent layout, for animating constraint changes: change a
/// constant, lay out, interpolate from the previous frames to the new ones (the
/// `layoutIfNeeded()`-in-an-animation-block pattern; Stack Overflow question 12622424).
final class PreviousFramesTests: XCTestCase {
    func drawerScene() throws -> Scene {
        // A drawer whose leading edge is the animated constant; a label inside follows it;
        // a fixed badge never moves.
        var drawer = box("drawer")
        drawer.subviews = [box("handle")]
        let scene = try Scene(document: makeDocument(root: rootView([drawer, box("badge")]), constraints: [
            "drawer.leading == root.leading + 300", "drawer.top == root.top", "drawer.width == 200", "drawer.height == 400",
            "handle.leading == drawer.leading + 10", "handle.top == drawer.top + 10", "handle.width == 20", "handle.height == 20",
            "badge.leading == root.leading", "badge.top == root.top", "badge.width == 10", "badge.height == 10"],
            ids: ["drawerLeading"]))
        try scene.setSize(width: 320, height: 480)
        try scene.layout()
        return scene
    }

    func testPreviousFramesAreTheFramesBeforeTheLastLayout() throws {
        let scene = try drawerScene()
        try scene.setConstant("drawerLeading", 120)
        try scene.layout()
        // Index order: root, drawer, handle, badge.
        XCTAssertEqual(scene.previousFramesInRoot, [
            Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 300, y: 0, width: 200, height: 400),
            Rect(x: 310, y: 10, width: 20, height: 20), Rect(x: 0, y: 0, width: 10, height: 10)])
        XCTAssertEqual(scene.framesInRoot, [
            Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 120, y: 0, width: 200, height: 400),
            Rect(x: 130, y: 10, width: 20, height: 20), Rect(x: 0, y: 0, width: 10, height: 10)])
    }

    func testOnlyMovedViewsKeepAPreviousFrame() throws {
        let scene = try drawerScene()
        try scene.setConstant("drawerLeading", 120)
        try scene.layout()
        // The layout pass kept an old frame for the views that moved, and for no other.
        let kept = scene.views.filter { $0.previousFrameEpoch == scene.frameEpoch }.map(\.id)
        XCTAssertEqual(kept, ["drawer", "handle"])
        XCTAssertEqual(scene.changedViewIndices, [1, 2])
    }

    func testALayoutWithoutChangesHasPreviousFramesEqualToTheFrames() throws {
        let scene = try drawerScene()
        try scene.setConstant("drawerLeading", 120)
        try scene.layout()
        try scene.layout()
        XCTAssertEqual(scene.previousFramesInRoot, scene.framesInRoot)
    }

    func testViewsThatJoinOrLeaveTheHierarchyAnimateFromOrToZero() throws {
        var badge = box("badge")
        badge.installed = .sizeClasses([.any: true, SizeClassKey(horizontal: .compact): false])
        let scene = try Scene(document: makeDocument(root: rootView([badge]), constraints: [
            "badge.leading == root.leading + 5", "badge.top == root.top", "badge.width == 10", "badge.height == 10"]))
        try scene.setSize(width: 320, height: 480)
        try scene.layout()
        scene.setSizeClasses(horizontal: .compact, vertical: .regular)
        try scene.layout()
        XCTAssertEqual(scene.previousFramesInRoot[1], Rect(x: 5, y: 0, width: 10, height: 10))
        XCTAssertEqual(scene.framesInRoot[1], .zero)
        scene.setSizeClasses(horizontal: .regular, vertical: .regular)
        try scene.layout()
        XCTAssertEqual(scene.previousFramesInRoot[1], .zero)
        XCTAssertEqual(scene.framesInRoot[1], Rect(x: 5, y: 0, width: 10, height: 10))
    }

    func testTheFirstLayoutKeepsNoFrameAndReadsZeroPreviousFrames() throws {
        let scene = try drawerScene()
        // Every view moved from its zero frame: kept as no slot (issue 18: no 32 bytes a view).
        XCTAssertTrue(scene.previousFrames.isEmpty)
        XCTAssertEqual(scene.previousFramesInRoot, Array(repeating: .zero, count: 4))
        try scene.setConstant("drawerLeading", 120)
        try scene.layout()
        XCTAssertEqual(scene.previousFrames.count, 2)
    }

    func testStampsStayExactWhenTheFrameEpochWraps() throws {
        let scene = try drawerScene()
        // The next pass takes the last 32-bit stamp, the one after it wraps: views stamped
        // before must not read as stamped by the new pass (they would be skipped).
        scene.frameEpoch = UInt32.max - 1
        for (constant, previous) in [(120.0, 300.0), (200, 120), (60, 200)] {
            try scene.setConstant("drawerLeading", constant)
            try scene.layout()
            XCTAssertEqual(scene.framesInRoot[1], Rect(x: constant, y: 0, width: 200, height: 400))
            XCTAssertEqual(scene.framesInRoot[2], Rect(x: constant + 10, y: 10, width: 20, height: 20))
            XCTAssertEqual(scene.previousFramesInRoot[1], Rect(x: previous, y: 0, width: 200, height: 400))
            XCTAssertEqual(scene.previousFramesInRoot[3], Rect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(scene.changedViewIndices, [1, 2])
        }
        XCTAssertEqual(scene.frameEpoch, 2)
    }
}
