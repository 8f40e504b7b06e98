import XCTest
@testable import TrellisDocument
import TrellisCore

/// `root.safeArea.<attr>` in documents (docs/document-format.md), checked at load time like every
/// other item name.
final class SafeAreaDocumentTests: XCTestCase {
    func testRootSafeAreaNamesLoad() throws {
        let json = document(root: #"{"id": "main", "subviews": [{"id": "a"}]}"#, constraints: #"""
            ["a.top == root.safeArea.top", "a.bottom == main.safeArea.bottom",
             "a.leading == superview.safeArea.leading", "a.trailing == root.safeArea.trailing"]
            """#)
        let scene = try XCTUnwrap(load(json)?.scenes.first)
        XCTAssertEqual(scene.constraints.count, 4)
    }

    func testEveryViewHasASafeAreaAndTheRootTheControllersGuides() throws {
        let subviews = #"{"id": "card", "subviews": [{"id": "a"}]}"#
        for equation in ["a.top == card.safeArea.top", "a.top == superview.safeAreaLayoutGuide.top",
                         "a.top == topLayoutGuide.bottom", "a.bottom == bottomLayoutGuide.top",
                         "a.bottom == root.keyboardLayoutGuide.top"] {
            XCTAssertNotNil(load(document(subviews: subviews, constraints: "[\"\(equation)\"]")), equation)
        }
        assertSchemaError(document(subviews: subviews, constraints: #"["a.top == nobody.safeArea.top"]"#),
                          "$.scenes[0].constraints[0]: unknown view \"nobody\"")
        assertSchemaError(document(subviews: subviews, constraints: #"["a.top == card.keyboardLayoutGuide.top"]"#),
                          "$.scenes[0].constraints[0]: only the root view has \"keyboardLayoutGuide\"; "
                            + "write root.<guide>.<attribute> (or topLayoutGuide.<attribute>, bottomLayoutGuide.<attribute>)")
    }

    func testMisspeltGuidesGetTheGuideSuggested() throws {
        // Issue 19: "did you mean" for guides as for views, with UIKit's spellings.
        let subviews = #"{"id": "card", "subviews": [{"id": "a"}]}, {"id": "list", "kind": "scrollView"}"#
        let cases = [("a.top == root.safeAre.top", "root.safeAre", "root.safeArea"),
                     ("a.top == card.safeAreaLayoutGuid.top", "card.safeAreaLayoutGuid", "card.safeAreaLayoutGuide"),
                     ("a.top == topLayoutGuid.bottom", "topLayoutGuid", "topLayoutGuide"),
                     ("a.bottom == root.keyboardGuide.top", "root.keyboardGuide", "root.keyboardLayoutGuide"),
                     ("a.top == list.contentLayoutGide.top", "list.contentLayoutGide", "list.contentLayoutGuide"),
                     ("a.top == superview.readableContent.top", "superview.readableContent", "superview.readableContentGuide")]
        for (equation, item, guide) in cases {
            assertSchemaError(document(subviews: subviews, constraints: "[\"\(equation)\"]"),
                              "$.scenes[0].constraints[0]: unknown view \"\(item)\" (did you mean \"\(guide)\"?)")
        }
        // An owner the scene does not have: no guide suggested.
        assertSchemaError(document(subviews: subviews, constraints: #"["a.top == nobody.safeAre.top"]"#),
                          "$.scenes[0].constraints[0]: unknown view \"nobody.safeAre\"")
        // A live scene says the same for an equation the host adds.
        let scene = try Scene(document: try XCTUnwrap(load(document(subviews: subviews))))
        XCTAssertEqual(scene.unknownViewMessage("root.safeAreaLayoutGuid"),
                       "unknown view \"root.safeAreaLayoutGuid\" (did you mean \"root.safeAreaLayoutGuide\"?)")
    }

    func testEmbeddedScenesRootsHaveTheirOwnSafeArea() throws {
        // The embedded scene names its own root's safe area; once embedded, that root's safe
        // area is the part of the window's it overlaps (UIKit, a child view controller's view).
        let json = #"""
            {"format": "trellis/1", "initialScene": "main", "scenes": [
              {"id": "main", "root": {"id": "root", "subviews": [{"id": "box", "kind": "container", "scene": "banner"}]},
               "constraints": ["box.leading == root.leading", "box.top == root.top", "box.width == 100", "box.height == 100"]},
              {"id": "banner", "root": {"id": "bannerRoot", "subviews": [{"id": "text"}]},
               "constraints": ["text.top == bannerRoot.safeArea.top", "text.leading == superview.safeArea.leading",
                               "text.width == 10", "text.height == 10"]}]}
            """#
        let loaded = try XCTUnwrap(load(json))
        let main = try XCTUnwrap(loaded.scene(named: "main"))
        XCTAssertEqual(main.constraints.suffix(4).first?.form,
                       .equation(Equation(first: AnchorReference("box.text", .top), relation: .equal,
                                          second: AnchorReference("box.bannerRoot.safeArea", .top))))
        let scene = try Scene(document: loaded)
        try scene.setSize(width: 390, height: 844)
        try scene.setSafeAreaInsets(EdgeInsets(top: 47, left: 8, bottom: 34, right: 0))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "box.text"), Rect(x: 8, y: 47, width: 10, height: 10))
    }
}
