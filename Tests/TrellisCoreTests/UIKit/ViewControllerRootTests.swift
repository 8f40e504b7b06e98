import XCTest
@testable import TrellisCore

/// A scene whose root is a view controller's root view (docs/uikit-behaviours.md §9): the
/// system minimum margins, measured from the safe area, and the legacy layout guides.
///
/// Sources: Apple, `UIViewController.systemMinimumLayoutMargins` and
/// `viewRespectsSystemMinimumLayoutMargins`; `UIView.directionalLayoutMargins` ("For the
/// root view of a view controller, the default value of this property reflects the system
/// minimum margins and safe area insets"); Interface Builder's stored frames of 202 real
/// scenes (16 points of side margin below 414 points of width, 20 from 414); device safe
/// areas as `view.safeAreaInsets` prints them (csl.cool, "iOS Layout Adaptation", 2023).
final class ViewControllerRootTests: XCTestCase {
    /// A label pinned to the root's top, leading and trailing margins.
    func marginScene(controller: ViewControllerDescription? = ViewControllerDescription(),
                     root configure: (inout ViewDescription) -> Void = { _ in }) throws -> Scene {
        var root = rootView([box("content", nil, 30)])
        configure(&root)
        var document = try makeDocument(root: root, constraints: [
            "content.top == root.topMargin", "content.leading == root.leadingMargin",
            "content.trailing == root.trailingMargin"])
        document.scenes[0].viewController = controller
        return try Scene(document: document)
    }

    func layOut(_ scene: Scene, _ width: Double, _ height: Double, _ insets: EdgeInsets) throws -> Rect {
        try scene.setSize(width: width, height: height)
        try scene.setSafeAreaInsets(insets)
        try scene.layout()
        return try scene.frameInRoot(of: "content")
    }

    func testRootMarginsAreTheSystemMinimumMeasuredFromTheSafeAreaOnEveryDevice() throws {
        let scene = try marginScene()
        // iPhone SE: 375 wide, a 20-point status bar.
        XCTAssertEqual(try layOut(scene, 375, 667, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
                       Rect(x: 16, y: 20, width: 343, height: 30))
        // iPhone 14 Pro portrait: 393 wide, 59 at the top.
        XCTAssertEqual(try layOut(scene, 393, 852, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
                       Rect(x: 16, y: 59, width: 361, height: 30))
        // iPhone 14 Pro landscape: 852 wide (20-point margins), 59 at each side.
        XCTAssertEqual(try layOut(scene, 852, 393, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
                       Rect(x: 79, y: 0, width: 694, height: 30))
        // An iPhone Plus/Max width of 414 or more: 20-point margins in portrait too.
        XCTAssertEqual(try layOut(scene, 430, 932, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
                       Rect(x: 20, y: 59, width: 390, height: 30))
        // iPad: a 24-point status bar.
        XCTAssertEqual(try layOut(scene, 1032, 1376, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
                       Rect(x: 20, y: 24, width: 992, height: 30))
    }

    func testRootMarginsFollowTheLayoutDirection() throws {
        let scene = try marginScene()
        scene.setLayoutDirection(.rightToLeft)
        // Notch on the right in landscape: the insets are left/right, the margins leading/trailing.
        XCTAssertEqual(try layOut(scene, 852, 393, EdgeInsets(top: 0, left: 0, bottom: 21, right: 59)),
                       Rect(x: 20, y: 0, width: 852 - 20 - 79, height: 30))
    }

    func testAPlainRootViewKeepsEightPointMarginsFromItsSafeArea() throws {
        let scene = try marginScene(controller: nil)
        XCTAssertEqual(try layOut(scene, 393, 852, .zero), Rect(x: 8, y: 8, width: 377, height: 30))
        // Every view's margins are measured from its safe area (insetsLayoutMarginsFromSafeArea).
        XCTAssertEqual(try layOut(scene, 393, 852, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
                       Rect(x: 8, y: 67, width: 377, height: 30))
    }

    func testCustomRootMarginsAreNeverBelowTheSystemMinimum() throws {
        let scene = try marginScene { root in
            root.layoutMargins = .plain(DirectionalInsets(top: 4, leading: 30, bottom: 4, trailing: 4))
        }
        // "either your custom values or the system minimum values, whichever is greater":
        // leading 30, trailing 16, top 4 from the safe area.
        XCTAssertEqual(try layOut(scene, 393, 852, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
                       Rect(x: 30, y: 63, width: 393 - 30 - 16, height: 30))
    }

    func testARootThatDoesNotRespectTheSystemMinimumUsesItsOwnMargins() throws {
        let scene = try marginScene(controller: ViewControllerDescription(respectsSystemMinimumLayoutMargins: false)) { root in
            root.layoutMargins = .plain(DirectionalInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        }
        XCTAssertEqual(try layOut(scene, 393, 852, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
                       Rect(x: 5, y: 64, width: 383, height: 30))
    }

    func testMarginsOutsideTheSafeAreaStayPutWhenAsked() throws {
        let scene = try marginScene { root in root.insetsLayoutMarginsFromSafeArea = false }
        // insetsLayoutMarginsFromSafeArea = false: the top margin is the system minimum, 0.
        XCTAssertEqual(try layOut(scene, 852, 393, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
                       Rect(x: 20, y: 0, width: 812, height: 30))
    }

    func testAdditionalSafeAreaInsetsGrowTheRootsSafeArea() throws {
        // A navigation bar (44) under the status bar and a tab bar (49) above the home indicator.
        var root = rootView([box("content")])
        root.subviews.append(box("below"))
        var document = try makeDocument(root: root, constraints: [
            "content.top == root.safeArea.top", "content.bottom == root.safeArea.bottom",
            "content.leading == root.leading", "content.width == 10",
            "below.top == topLayoutGuide.bottom", "below.bottom == bottomLayoutGuide.top",
            "below.leading == root.leading", "below.width == 10"])
        document.scenes[0].viewController = ViewControllerDescription(
            additionalSafeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        let scene = try Scene(document: document)
        try scene.setSize(width: 375, height: 667)
        try scene.setSafeAreaInsets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try scene.layout()
        // 20 + 44 = 64 at the top, the UIKit classic; 49 at the bottom.
        XCTAssertEqual(try scene.frameInRoot(of: "content"), Rect(x: 0, y: 64, width: 10, height: 667 - 64 - 49))
        // The legacy guides end where the safe area starts.
        XCTAssertEqual(try scene.frameInRoot(of: "below"), Rect(x: 0, y: 64, width: 10, height: 667 - 64 - 49))
    }

    func testLegacyGuidesHaveTheBarsHeights() throws {
        var document = try makeDocument(root: rootView([box("a"), box("b")]), constraints: [
            "a.height == topLayoutGuide.height", "b.height == bottomLayoutGuide.height",
            "a.top == root.top", "b.top == root.top", "a.leading == root.leading", "b.leading == root.leading",
            "a.width == 1", "b.width == 1"])
        document.scenes[0].viewController = ViewControllerDescription()
        let scene = try Scene(document: document)
        try scene.setSize(width: 393, height: 852)
        try scene.setSafeAreaInsets(EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a").height, 59)
        XCTAssertEqual(try scene.frameInRoot(of: "b").height, 34)
    }

    func testTheKeyboardGuideCoversTheKeyboardOrTheHomeIndicator() throws {
        // UIKeyboardLayoutGuide (iOS 15): with no keyboard its top is the safe area's bottom.
        let document = try makeDocument(root: rootView([box("field", nil, 40)]), constraints: [
            "field.bottom == root.keyboardLayoutGuide.top - 8", "field.leading == root.leading", "field.width == 100"])
        let scene = try Scene(document: document)
        try scene.setSize(width: 393, height: 852)
        try scene.setSafeAreaInsets(EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "field"), Rect(x: 0, y: 852 - 34 - 8 - 40, width: 100, height: 40))
        try scene.setKeyboardHeight(336)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "field"), Rect(x: 0, y: 852 - 336 - 8 - 40, width: 100, height: 40))
        XCTAssertThrowsError(try scene.setKeyboardHeight(-1))
        XCTAssertEqual(scene.keyboardHeight, 336)
    }
}
