import XCTest
@testable import TrellisCore

/// `UISV-ambiguity-suppression` (docs/uikit-behaviours.md S5, IB6): in a stack whose
/// alignment leaves a side free, an arranged view nothing else sizes across the axis is held
/// at priority 25 at the breadth it has when the stack makes its constraints — zero for a
/// view made in code (UIKit's constraint dumps: `width == 0 @25`), its stored frame for a
/// storyboard view (Interface Builder's stored frames: 21 such views in 11 surveyed
/// documents, never 0, never flagged).
final class AmbiguitySuppressionTests: XCTestCase {
    private func breadth(initial: Size?) throws -> Rect {
        var plain = box("plain")
        plain.initialSize = initial
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.vertical), alignment: .plain(.leading))
        stack.arranged = [plain, box("label", 80, 20)]
        let document = try makeDocument(root: rootView([stack]), constraints: [
            "stack.top == root.top", "stack.leading == root.leading", "stack.trailing == root.trailing",
            "plain.height == 100"])
        let scene = try Scene(document: document)
        try scene.setSize(width: 300, height: 400)
        try scene.layout()
        return try scene.frameInRoot(of: "plain")
    }

    /// A 300-point leading-aligned vertical stack: the plain view keeps its initial 138.
    func testViewKeepsItsInitialBreadth() throws {
        XCTAssertEqual(try breadth(initial: Size(width: 138, height: 100)), Rect(x: 0, y: 0, width: 138, height: 100))
    }

    /// The same view made in code (no initial size): 0 wide, as UIKit's `width == 0 @25`.
    func testViewWithoutInitialSizeIsZeroWide() throws {
        XCTAssertEqual(try breadth(initial: nil), Rect(x: 0, y: 0, width: 0, height: 100))
    }

    /// `UISV-canvas-fit` (`S.len == b @49`) holds a stack that nothing else sizes at the size
    /// it has, in the same way: an empty centre-aligned horizontal stack pinned only at its
    /// top, leading and trailing edges, stored 343 × 300, stays 300 high (IB's stored frames
    /// keep the survey's five such empty stacks of 4 documents at their stored sizes: 300,
    /// 44, 110); made in code it is 0 high.
    func testEmptyStackKeepsItsInitialSize() throws {
        func layout(initial: Size?) throws -> Rect {
            var stack = ViewDescription(id: "stack", kind: .stack)
            stack.stack = StackDescription(alignment: .plain(.center))
            stack.initialSize = initial
            let document = try makeDocument(root: rootView([stack]), constraints: [
                "stack.top == root.top + 60", "stack.leading == root.leading + 16", "stack.trailing == root.trailing - 16"])
            let scene = try Scene(document: document)
            try scene.setSize(width: 375, height: 812)
            try scene.layout()
            return try scene.frameInRoot(of: "stack")
        }
        XCTAssertEqual(try layout(initial: Size(width: 343, height: 300)), Rect(x: 16, y: 60, width: 343, height: 300))
        XCTAssertEqual(try layout(initial: nil), Rect(x: 16, y: 60, width: 343, height: 0))
    }

    /// `UISV-spanning-fit` (`G.breadth == 0 @51`) is held at the stack's initial breadth too:
    /// a centre-aligned horizontal stack of a 100 × 50 and an 80 × 30 view, pinned only at
    /// its top and sides, stored 120 high, stays 120 high with both views centred in it
    /// (y 35 and 45) — IB keeps a centre-aligned banner stack at its stored 566 while an
    /// empty sibling keeps its 110 (issue-20 survey, jayleem StackViewDemo, 17 views). Made
    /// in code it hugs the taller view: 50 high.
    func testCentredStackKeepsItsInitialBreadth() throws {
        func layout(initial: Size?) throws -> [Rect] {
            var stack = ViewDescription(id: "stack", kind: .stack)
            stack.stack = StackDescription(alignment: .plain(.center))
            stack.initialSize = initial
            stack.arranged = [box("a", 100, 50), box("b", 80, 30)]
            let document = try makeDocument(root: rootView([stack]), constraints: [
                "stack.top == root.top", "stack.leading == root.leading"])
            let scene = try Scene(document: document)
            try scene.setSize(width: 375, height: 812)
            try scene.layout()
            return try ["stack", "a", "b"].map { try scene.frameInRoot(of: $0) }
        }
        XCTAssertEqual(try layout(initial: Size(width: 180, height: 120)), [
            Rect(x: 0, y: 0, width: 180, height: 120), Rect(x: 0, y: 35, width: 100, height: 50),
            Rect(x: 100, y: 45, width: 80, height: 30)])
        XCTAssertEqual(try layout(initial: nil), [
            Rect(x: 0, y: 0, width: 180, height: 50), Rect(x: 0, y: 0, width: 100, height: 50),
            Rect(x: 100, y: 10, width: 80, height: 30)])
    }
}
