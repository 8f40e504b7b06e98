import XCTest
@testable import TrellisCore

/// Every view's safe area (docs/uikit-behaviours.md §9, M4–M7): the part of its
/// superview's safe area that it overlaps, capped at the superview's insets, and the
/// margins that grow by it or preserve the superview's.
///
/// Sources: Apple, `UIView.safeAreaInsets` ("For other views in the view hierarchy, the
/// insets reflect only the portion of the view that is covered"); csl.cool, "iOS Layout
/// Adaptation" (2023): a full-screen subview of an iPhone 14 Pro root prints insets
/// (59, 0, 34, 0), and (39, 0, 34, 0) once its top moves 20 points down; martiancraft.com,
/// "Notes from the Margins" (2019): an inset "is capped at the size of the superview's safe
/// area inset"; Apple, `preservesSuperviewLayoutMargins`: "The amount of the adjustment is
/// the smallest amount needed to ensure that content is also inside the superview's
/// margins".
final class PerViewSafeAreaTests: XCTestCase {
    let iPhone14ProInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    func scene(_ root: ViewDescription, _ constraints: [String], ids: [String?] = []) throws -> Scene {
        let scene = try Scene(document: try makeDocument(root: root, constraints: constraints, ids: ids))
        try scene.setSize(width: 393, height: 852)
        try scene.setSafeAreaInsets(iPhone14ProInsets)
        return scene
    }

    func testASubviewsSafeAreaIsTheOverlapOfItsSuperviews() throws {
        var container = box("container")
        container.subviews = [box("pinned")]
        let scene = try scene(rootView([container]), [
            "container.top == root.top + 20", "container.bottom == root.bottom",
            "container.leading == root.leading", "container.trailing == root.trailing",
            "pinned.top == container.safeArea.top", "pinned.bottom == container.safeAreaLayoutGuide.bottom",
            "pinned.leading == container.safeArea.leading", "pinned.width == 50"])
        try scene.layout()
        XCTAssertEqual(try scene.safeAreaInsets(ofView: "container"), EdgeInsets(top: 39, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(try scene.frameInRoot(of: "pinned"), Rect(x: 0, y: 59, width: 50, height: 852 - 59 - 34))
    }

    func testAViewWhollyInsideTheSafeAreaHasNoInsetsAndOneBeyondTheWindowIsCapped() throws {
        let scene = try scene(rootView([box("inside"), box("above")]), [
            "inside.top == root.top + 100", "inside.height == 100", "inside.leading == root.leading", "inside.width == 10",
            "above.top == root.top - 30", "above.height == 100", "above.leading == root.leading", "above.width == 10"])
        try scene.layout()
        XCTAssertEqual(try scene.safeAreaInsets(ofView: "inside"), .zero)
        // 89 points reach into it from the window's top, but never more than the window's 59.
        XCTAssertEqual(try scene.safeAreaInsets(ofView: "above"), EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }

    func testMarginsOfAFullScreenSubviewGrowByItsSafeArea() throws {
        var card = box("card")
        card.subviews = [box("text", nil, 20)]
        let scene = try scene(rootView([card]), [
            "card.top == root.top", "card.bottom == root.bottom", "card.leading == root.leading", "card.trailing == root.trailing",
            "text.top == card.topMargin", "text.leading == card.leadingMargin", "text.trailing == card.trailingMargin"],
            ids: ["cardTop"])
        try scene.layout()
        // 8-point margins measured from the safe area: 59 + 8 at the top.
        XCTAssertEqual(try scene.frameInRoot(of: "text"), Rect(x: 8, y: 67, width: 377, height: 20))
        // Below the status bar the card's own margins are all that is left.
        try scene.addConstraint(ConstraintDescription(form: .equation(try Equation(parsing: "card.top == root.top + 100 @999")),
                                                      source: "card.top == root.top + 100 @999"))
        try scene.removeConstraint("cardTop")
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "text"), Rect(x: 8, y: 108, width: 377, height: 20))
    }

    func testPreservingTheSuperviewsMarginsKeepsContentInsideThem() throws {
        // imanoupetit/Margins-And-Safe-Area example 8: a root with 140-point margins that
        // ignore the safe area, an orange view filling it that preserves them, and a yellow
        // view pinned to the orange view's margins lands 140 points in.
        var root = rootView([])
        root.layoutMargins = .plain(DirectionalInsets(top: 140, leading: 140, bottom: 140, trailing: 140))
        root.insetsLayoutMarginsFromSafeArea = false
        var orange = box("orange")
        orange.preservesSuperviewLayoutMargins = true
        orange.insetsLayoutMarginsFromSafeArea = false
        orange.subviews = [box("yellow")]
        root.subviews = [orange]
        let scene = try scene(root, [
            "orange.top == root.top", "orange.bottom == root.bottom", "orange.leading == root.leading", "orange.trailing == root.trailing",
            "yellow.top == orange.topMargin", "yellow.bottom == orange.bottomMargin",
            "yellow.leading == orange.leadingMargin", "yellow.trailing == orange.trailingMargin"])
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "yellow"), Rect(x: 140, y: 140, width: 393 - 280, height: 852 - 280))
    }

    func testOnlyThePartInsideTheSuperviewPreservesItsMargins() throws {
        // The orange view of the test above, now 1000 points tall in an 852-point root: its
        // bottom 148 points hang below the root. Only what lies inside the root can reach
        // into the root's 140-point bottom margin, so the preserved bottom margin is 140
        // (852 − 712), not the 288 the overhang would give (1000 − 712): Trellis's rule for
        // views sticking out (M7; UIKit documents only views inside their superview). The
        // yellow view is 1000 − 140 − 140 = 720 tall.
        var root = rootView([])
        root.layoutMargins = .plain(DirectionalInsets(top: 140, leading: 140, bottom: 140, trailing: 140))
        root.insetsLayoutMarginsFromSafeArea = false
        var orange = box("orange")
        orange.preservesSuperviewLayoutMargins = true
        orange.insetsLayoutMarginsFromSafeArea = false
        orange.subviews = [box("yellow")]
        root.subviews = [orange]
        let scene = try scene(root, [
            "orange.top == root.top", "orange.height == 1000", "orange.leading == root.leading", "orange.trailing == root.trailing",
            "yellow.top == orange.topMargin", "yellow.bottom == orange.bottomMargin",
            "yellow.leading == orange.leadingMargin", "yellow.trailing == orange.trailingMargin"])
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "yellow"), Rect(x: 140, y: 140, width: 393 - 280, height: 720))
    }

    func testRemovingAViewDropsItsGuide() throws {
        var card = box("card")
        card.subviews = [box("text")]
        let scene = try scene(rootView([card]), [
            "card.top == root.top", "card.height == 100", "card.leading == root.leading", "card.width == 100",
            "text.top == card.safeArea.top", "text.leading == card.leading", "text.width == 10", "text.height == 10"])
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "text").y, 59)
        try scene.removeView("card")
        try scene.layout()
        XCTAssertTrue(scene.safeArea.guides.isEmpty)
        XCTAssertTrue(scene.safeArea.marginDependents.isEmpty)
    }
}
