import XCTest
@testable import TrellisDocument
import TrellisCore

/// Stress variants of the example documents (Tests/Fixtures/examples): squeezed windows, the
/// largest Dynamic Type size, and a required width that cannot fit the window. Whatever
/// happens inside, the root keeps the window's size, and a conflict is reported in the
/// diagnostics rather than absorbed by resizing the root (docs/document-format.md "Layout rules"; issue 9).
final class ExampleStressTests: XCTestCase {
    /// Every scene of every example document, with its root and first subview.
    func exampleScenes() throws -> [(name: String, document: DocumentDescription, scene: SceneDescription)] {
        let names = exampleDocumentNames()
        var result: [(String, DocumentDescription, SceneDescription)] = []
        for name in names {
            let document = try DocumentLoader.loadFile(path: examplesDirectory + "/" + name)
            for scene in document.scenes { result.append(("\(name)#\(scene.id)", document, scene)) }
        }
        return result
    }

    func testSqueezedWindowsKeepTheirSize() throws {
        for (name, document, description) in try exampleScenes() {
            let scene = try Scene(document: document, sceneID: description.id)
            for (width, height) in [(390.0, 844.0), (100, 60), (0, 0), (2000, 40)] {
                try scene.setSize(width: width, height: height)
                scene.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
                try scene.layout()
                XCTAssertEqual(try scene.frameInRoot(of: description.root.id), Rect(x: 0, y: 0, width: width, height: height),
                               "\(name) at \(width) x \(height)")
                for conflict in scene.diagnostics().unsatisfiable {
                    XCTAssertEqual(conflict.conflict.first, conflict.broken, name)
                    XCTAssertGreaterThan(conflict.conflict.count, 1, "\(name): a conflict needs a set")
                }
            }
        }
    }

    func testARequiredWidthWiderThanTheWindowIsReportedNotAbsorbed() throws {
        for (name, document, description) in try exampleScenes() {
            guard let first = description.root.subviews.first?.id ?? description.root.arranged.first?.id else { continue }
            let scene = try Scene(document: document, sceneID: description.id)
            try scene.setSize(width: 390, height: 844)
            let root = description.root.id
            for (index, equation) in ["\(first).leading == \(root).leading", "\(first).trailing == \(root).trailing",
                                      "\(first).width == 1000"].enumerated() {
                try scene.addConstraint(ConstraintDescription(id: "stress\(index)", form: .equation(try Equation(parsing: equation)),
                                                              source: equation))
            }
            try scene.layout()
            XCTAssertEqual(try scene.frameInRoot(of: root), Rect(x: 0, y: 0, width: 390, height: 844), name)
            let conflicts = scene.diagnostics().unsatisfiable
            XCTAssertEqual(conflicts.last?.broken, "stress2", "\(name): \(conflicts)")
            if scene.diagnostics().unsatisfiable.count == 1 {
                // The newest user constraint breaks; the window takes part in its set.
                XCTAssertTrue(conflicts[0].conflict.contains("UIView-Encapsulated-Layout-Width: \(root).width == 390")
                              || conflicts[0].conflict.contains { $0.hasPrefix("\(first).width") || $0.hasPrefix("UISV") },
                              "\(name): \(conflicts[0].conflict)")
            }
            // Without the stress the example lays out as a fresh scene does: nothing stays broken.
            for id in ["stress2", "stress1", "stress0"] { try scene.removeConstraint(id) }
            try scene.layout()
            let fresh = try Scene(document: document, sceneID: description.id)
            try fresh.setSize(width: 390, height: 844)
            try fresh.layout()
            XCTAssertEqual(scene.diagnostics().unsatisfiable.map(\.broken), fresh.diagnostics().unsatisfiable.map(\.broken), name)
            for (index, (got, want)) in zip(scene.framesInRoot, fresh.framesInRoot).enumerated() {
                let close = abs(got.x - want.x) < 1e-6 && abs(got.y - want.y) < 1e-6
                    && abs(got.width - want.width) < 1e-6 && abs(got.height - want.height) < 1e-6
                XCTAssertTrue(close, "\(name): view \(index) is \(got), fresh \(want)")
            }
        }
    }
}
