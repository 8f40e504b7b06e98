import XCTest
@testable import TrellisCore

/// fillProportionally with arranged views that have no intrinsic size (docs/uikit-behaviours.md
/// S4): Interface Builder keeps them at the heights their own constraints give them — a real
/// storyboard of the issue-20 survey stores 215, 180, 30 and 123 points for four plain views
/// in a vertical fillProportionally stack — where a required `height == 0` would break them.
final class FillProportionallyTests: XCTestCase {
    func testViewsWithoutIntrinsicSizeKeepTheirConstrainedLengths() throws {
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.vertical), distribution: .plain(.fillProportionally))
        stack.arranged = ["a", "b", "c", "d"].map { box($0) }
        let document = try makeDocument(root: rootView([stack]), constraints: [
            "stack.top == root.top", "stack.leading == root.leading", "stack.trailing == root.trailing",
            "a.height == 215", "b.height == 180", "c.height == 30", "d.height == 123"])
        let scene = try Scene(document: document)
        try scene.setSize(width: 320, height: 800)
        try scene.layout()
        XCTAssertEqual(scene.framesInRoot.dropFirst().map(\.height), [548, 215, 180, 30, 123])
        XCTAssertEqual(try scene.frameInRoot(of: "d"), Rect(x: 0, y: 425, width: 320, height: 123))
        XCTAssertTrue(scene.diagnostics().unsatisfiable.isEmpty, "\(scene.diagnostics().unsatisfiable)")
    }

    /// A view with no intrinsic metric counts with its current length (its bounds; a
    /// storyboard's stored frame): IB stores a nested stack of 22.5 beside a label of 42.5 in
    /// a 65-point vertical fillProportionally stack (issue-20 survey, chengxianghe
    /// StackViewDemo), and the same in eight more documents. Expected: 65 × 22.5 / 65 and
    /// 65 × 42.5 / 65, spacing 0.
    func testViewWithoutIntrinsicSizeCountsWithItsInitialLength() throws {
        var nested = box("nested")
        nested.initialSize = Size(width: 288, height: 22.5)
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.vertical), distribution: .plain(.fillProportionally))
        stack.arranged = [nested, box("label", nil, 42.5)]
        let document = try makeDocument(root: rootView([stack]), constraints: [
            "stack.top == root.top", "stack.leading == root.leading", "stack.trailing == root.trailing",
            "stack.height == 65"])
        let scene = try Scene(document: document)
        try scene.setSize(width: 288, height: 400)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "nested"), Rect(x: 0, y: 0, width: 288, height: 22.5))
        XCTAssertEqual(try scene.frameInRoot(of: "label"), Rect(x: 0, y: 22.5, width: 288, height: 42.5))
    }

    /// Plain views only, all with initial lengths: proportional to them (100 : 50 : 50 of
    /// 400 → 200, 100, 100), not equal shares; without initial lengths (views made in code,
    /// bounds zero) it is fillEqually [ARR]: 133.33 each.
    func testPlainViewsShareInProportionToTheirInitialLengths() throws {
        func layout(initial: [Double]?) throws -> [Double] {
            var stack = ViewDescription(id: "stack", kind: .stack)
            stack.stack = StackDescription(axis: .plain(.vertical), distribution: .plain(.fillProportionally))
            stack.arranged = ["a", "b", "c"].enumerated().map { index, id in
                var view = box(id)
                if let initial { view.initialSize = Size(width: 100, height: initial[index]) }
                return view
            }
            let document = try makeDocument(root: rootView([stack]), constraints: [
                "stack.top == root.top", "stack.leading == root.leading", "stack.trailing == root.trailing",
                "stack.height == 400"])
            let scene = try Scene(document: document)
            try scene.setSize(width: 320, height: 480)
            try scene.layout()
            return try ["a", "b", "c"].map { try scene.frameInRoot(of: $0).height }
        }
        XCTAssertEqual(try layout(initial: [100, 50, 50]), [200, 100, 100])
        let equal = try layout(initial: nil)
        XCTAssertEqual(equal.count, 3)
        for height in equal { XCTAssertEqual(height, 400.0 / 3, accuracy: 0.34) }
    }
}
