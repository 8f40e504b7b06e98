import XCTest
@testable import TrellisCore

/// Issue 17: an id the scene does not have is named in the error with a "did you mean"
/// when it is close to one of the scene's views (as unknown fields, kinds and scenes are).
final class UnknownViewSuggestionTests: XCTestCase {
    private func makeScene() throws -> Scene {
        let document = try makeDocument(root: rootView([box("title", 40, 20), box("subtitle", 40, 20)]),
                                        constraints: ["title.top == root.top", "subtitle.top == title.bottom"])
        return try Scene(document: document)
    }

    func testFrameOfAMisspeltViewSuggestsTheView() throws {
        let scene = try makeScene()
        XCTAssertThrowsError(try scene.frame(of: "titel")) { error in
            XCTAssertEqual((error as? SceneError)?.kind, .notFound)
            XCTAssertEqual((error as? SceneError)?.message, #"unknown view "titel" (did you mean "title"?)"#)
        }
        // Nothing close: no suggestion.
        XCTAssertThrowsError(try scene.frame(of: "banner")) { error in
            XCTAssertEqual((error as? SceneError)?.message, #"unknown view "banner""#)
        }
    }

    func testAnEquationNamingAMisspeltViewSuggestsTheView() throws {
        let scene = try makeScene()
        let text = "subtitel.width == 10"
        let constraint = ConstraintDescription(id: "w", form: .equation(try Equation(parsing: text)), source: text)
        XCTAssertThrowsError(try scene.addConstraint(constraint)) { error in
            XCTAssertEqual((error as? SceneError)?.kind, .notFound)
            XCTAssertEqual((error as? SceneError)?.message,
                           #"subtitel.width == 10: unknown view "subtitel" (did you mean "subtitle"?)"#)
        }
    }

    func testTheSuggestionIsPublicForHosts() throws {
        let scene = try makeScene()
        XCTAssertEqual(scene.unknownViewMessage("Title"), #"unknown view "Title" (did you mean "title"?)"#)
        XCTAssertEqual(scene.viewSuggestion(for: "nothing like it"), "")
    }
}
