import XCTest
@testable import TrellisCore

/// Scroll views (docs/uikit-behaviours.md M9–M10). Sources: Apple, Auto Layout Guide,
/// "Working with Scroll Views" ("constraints between the edges of the scroll view and its
/// content define the content area … constraints to the scroll view's width and height
/// affect its frame"); `UIScrollView.contentLayoutGuide` / `frameLayoutGuide` (iOS 11).
final class ScrollViewTests: XCTestCase {
    /// A 300×400 scroll view holding a column of `count` 100-point rows pinned to its edges
    /// the way Interface Builder documents pin them (to the scroll view itself).
    func listScene(rows count: Int, viaGuides: Bool = false) throws -> Scene {
        var scroll = ViewDescription(id: "scroll", kind: .scrollView)
        scroll.subviews = (0..<count).map { box("row\($0)") }
        let edges = viaGuides ? "scroll.contentLayoutGuide" : "scroll"
        var constraints = ["scroll.leading == root.leading + 10", "scroll.top == root.top + 20",
                           "scroll.width == 300", "scroll.height == 400"]
        for index in 0..<count {
            constraints += ["row\(index).leading == \(edges).leading", "row\(index).trailing == \(edges).trailing",
                            "row\(index).height == 100",
                            viaGuides ? "row\(index).width == scroll.frameLayoutGuide.width" : "row\(index).width == scroll.width"]
            constraints.append(index == 0 ? "row0.top == \(edges).top" : "row\(index).top == row\(index - 1).bottom")
        }
        constraints.append("row\(count - 1).bottom == \(edges).bottom")
        let scene = try Scene(document: makeDocument(root: rootView([scroll]), constraints: constraints))
        try scene.setSize(width: 400, height: 800)
        try scene.layout()
        return scene
    }

    func testContentLargerThanTheFrameSetsTheContentSizeNotTheFrame() throws {
        for viaGuides in [false, true] {
            let scene = try listScene(rows: 6, viaGuides: viaGuides)
            XCTAssertEqual(try scene.frameInRoot(of: "scroll"), Rect(x: 10, y: 20, width: 300, height: 400))
            XCTAssertEqual(try scene.contentSize(ofView: "scroll"), Size(width: 300, height: 600))
            XCTAssertEqual(try scene.frameInRoot(of: "row5"), Rect(x: 10, y: 520, width: 300, height: 100))
            XCTAssertTrue(scene.diagnostics().ambiguous.isEmpty, "\(scene.diagnostics().ambiguous)")
        }
    }

    func testContentSmallerThanTheFrame() throws {
        let scene = try listScene(rows: 2)
        XCTAssertEqual(try scene.frameInRoot(of: "scroll"), Rect(x: 10, y: 20, width: 300, height: 400))
        XCTAssertEqual(try scene.contentSize(ofView: "scroll"), Size(width: 300, height: 200))
        XCTAssertEqual(try scene.frameInRoot(of: "row1"), Rect(x: 10, y: 120, width: 300, height: 100))
    }

    func testTheContentOffsetMovesTheContentOnly() throws {
        let scene = try listScene(rows: 6)
        try scene.setContentOffset("scroll", x: 0, y: 250)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "row0"), Rect(x: 10, y: 20 - 250, width: 300, height: 100))
        XCTAssertEqual(try scene.frame(of: "row3"), Rect(x: 0, y: 50, width: 300, height: 100))
        XCTAssertEqual(try scene.frameInRoot(of: "scroll"), Rect(x: 10, y: 20, width: 300, height: 400))
        XCTAssertEqual(scene.changedViewIndices.count, 6, "every row moved, nothing else")
        XCTAssertThrowsError(try scene.setContentOffset("row0", x: 0, y: 1))
        XCTAssertThrowsError(try scene.setContentOffset("scroll", x: .nan, y: 1))
        XCTAssertEqual(try scene.contentOffset(ofView: "scroll"), ContentOffset(x: 0, y: 250))
    }

    /// A 300 × 100 scroll view 10 points from the root's leading edge (x = 90 in a
    /// 400-point root, right to left) holding a strip of four 100-point boxes chained from
    /// the content's leading edge to its trailing edge (to the scroll view itself or to its
    /// content guide), in a right-to-left layout.
    func rightToLeftStrip(viaGuides: Bool) throws -> Scene {
        var scroll = ViewDescription(id: "scroll", kind: .scrollView)
        scroll.subviews = (0..<4).map { box("box\($0)") }
        let edges = viaGuides ? "scroll.contentLayoutGuide" : "scroll"
        var constraints = ["scroll.leading == root.leading + 10", "scroll.top == root.top + 20",
                           "scroll.width == 300", "scroll.height == 100",
                           "box0.leading == \(edges).leading", "box3.trailing == \(edges).trailing"]
        for index in 0..<4 {
            constraints += ["box\(index).width == 100", "box\(index).top == \(edges).top",
                            "box\(index).bottom == \(edges).bottom", "box\(index).height == 100"]
            if index > 0 { constraints.append("box\(index).leading == box\(index - 1).trailing") }
        }
        let scene = try Scene(document: makeDocument(root: rootView([scroll]), constraints: constraints))
        scene.setLayoutDirection(.rightToLeft)
        try scene.setSize(width: 400, height: 800)
        try scene.layout()
        return scene
    }

    func testRightToLeftContentMirrorsButTheOffsetStaysMeasuredFromTheLeft() throws {
        // In right-to-left layouts content laid out with leading and trailing constraints
        // mirrors (Auto Layout Guide, "Anatomy of a Constraint": leading is the right edge in
        // right-to-left languages), but UIScrollView's geometry does not: the content area
        // starts at the frame's left edge and contentOffset is measured from it (openradar
        // 27675865: contentInset "uses left/right values ignoring the users language"; the
        // common workaround, e.g. MoathOthman/Localization102 issue 6, scrolls an RTL scroll
        // view to contentSize.width − bounds.width to show the start). So at offset 0 the
        // content's trailing end shows; the first box is past the frame's right edge (M9).
        for viaGuides in [false, true] {
            let scene = try rightToLeftStrip(viaGuides: viaGuides)
            XCTAssertEqual(try scene.contentSize(ofView: "scroll"), Size(width: 400, height: 100))
            XCTAssertEqual(try scene.frameInRoot(of: "scroll"), Rect(x: 90, y: 20, width: 300, height: 100))
            XCTAssertEqual(try scene.frameInRoot(of: "box0"), Rect(x: 390, y: 20, width: 100, height: 100))
            XCTAssertEqual(try scene.frameInRoot(of: "box3"), Rect(x: 90, y: 20, width: 100, height: 100))
            XCTAssertEqual(try scene.frame(of: "box1"), Rect(x: 200, y: 0, width: 100, height: 100))
            // Scrolled to the content's end (400 − 300): the first box at the frame's right.
            try scene.setContentOffset("scroll", x: 100, y: 0)
            try scene.layout()
            XCTAssertEqual(try scene.frameInRoot(of: "box0"), Rect(x: 290, y: 20, width: 100, height: 100))
            XCTAssertEqual(try scene.frame(of: "box0"), Rect(x: 200, y: 0, width: 100, height: 100))
            XCTAssertEqual(try scene.frameInRoot(of: "box3"), Rect(x: -10, y: 20, width: 100, height: 100))
            XCTAssertTrue(scene.diagnostics().ambiguous.isEmpty, "\(scene.diagnostics().ambiguous)")
        }
    }

    func testRightToLeftContentNarrowerThanTheFrameStartsAtTheFramesLeft() throws {
        // Two 100-point boxes in a 300-point frame at x = 90: the content area is 200 wide from
        // the frame's left edge (offset 0), and the leading box is at its right end.
        var scroll = ViewDescription(id: "scroll", kind: .scrollView)
        scroll.subviews = [box("box0"), box("box1")]
        let constraints = ["scroll.leading == root.leading + 10", "scroll.top == root.top + 20",
                           "scroll.width == 300", "scroll.height == 100",
                           "box0.leading == scroll.contentLayoutGuide.leading", "box1.leading == box0.trailing",
                           "box1.trailing == scroll.contentLayoutGuide.trailing",
                           "box0.width == 100", "box1.width == 100", "box0.height == 100", "box1.height == 100",
                           "box0.top == scroll.contentLayoutGuide.top", "box1.top == box0.top",
                           "box0.bottom == scroll.contentLayoutGuide.bottom"]
        let scene = try Scene(document: makeDocument(root: rootView([scroll]), constraints: constraints))
        scene.setLayoutDirection(.rightToLeft)
        try scene.setSize(width: 400, height: 800)
        try scene.layout()
        XCTAssertEqual(try scene.contentSize(ofView: "scroll"), Size(width: 200, height: 100))
        XCTAssertEqual(try scene.frameInRoot(of: "box0"), Rect(x: 190, y: 20, width: 100, height: 100))
        XCTAssertEqual(try scene.frameInRoot(of: "box1"), Rect(x: 90, y: 20, width: 100, height: 100))
    }

    func testContentThatDoesNotDetermineItsSizeIsAmbiguous() throws {
        // Interface Builder: "Scrollable content size is ambiguous".
        var scroll = ViewDescription(id: "scroll", kind: .scrollView)
        scroll.subviews = [box("label")]
        let scene = try Scene(document: makeDocument(root: rootView([scroll]), constraints: [
            "scroll.leading == root.leading", "scroll.top == root.top", "scroll.width == 300", "scroll.height == 400",
            "label.top == scroll.top", "label.leading == scroll.leading", "label.width == 50", "label.height == 20"]))
        try scene.setSize(width: 400, height: 800)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "label"), Rect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(scene.diagnostics().ambiguous.map(\.view), ["scroll"])
        XCTAssertEqual(scene.diagnostics().ambiguous.first?.attributes, ["contentWidth", "contentHeight"])
    }

    func testACentreConstraintAttachesToTheFrameNotTheContent() throws {
        // "Constraints between the height, width, or centers attach to the scroll view's
        // frame" (Auto Layout Guide, "Working with Scroll Views"): a page pinned to the
        // content's top and bottom and centred on the 400-point frame is 400 high (its centre
        // at 200 from the top), and so is the content. Were the centre the content's, the
        // page's height and the content's would be open (kkontus/HorizontalScrollViewSwift's
        // storyboard, which IB does not flag ambiguous, pins its content view this way).
        var scroll = ViewDescription(id: "scroll", kind: .scrollView)
        scroll.subviews = [box("page")]
        let scene = try Scene(document: makeDocument(root: rootView([scroll]), constraints: [
            "scroll.leading == root.leading + 10", "scroll.top == root.top + 20", "scroll.width == 300", "scroll.height == 400",
            "page.leading == scroll.leading", "page.trailing == scroll.trailing", "page.width == 600",
            "page.top == scroll.top", "page.bottom == scroll.bottom", "page.centerY == scroll.centerY"]))
        try scene.setSize(width: 400, height: 800)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "page"), Rect(x: 10, y: 20, width: 600, height: 400))
        XCTAssertEqual(try scene.contentSize(ofView: "scroll"), Size(width: 600, height: 400))
        XCTAssertEqual(scene.diagnostics().ambiguous.map(\.view), [])
    }

    func testOnlyScrollViewsHaveContentGuides() throws {
        let document = try makeDocument(root: rootView([box("plain")]), constraints: [])
        let scene = try Scene(document: document)
        let equation = "plain.top == root.contentLayoutGuide.top"
        XCTAssertThrowsError(try scene.addConstraint(ConstraintDescription(form: .equation(try Equation(parsing: equation)),
                                                                             source: equation))) { error in
            XCTAssertEqual((error as? SceneError)?.message,
                           "\(equation): \"root\" is a view, not a scroll view: only scroll, table and collection views have \"contentLayoutGuide\"")
        }
    }
}
