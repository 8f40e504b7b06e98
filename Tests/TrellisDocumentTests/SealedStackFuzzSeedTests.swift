import XCTest
@testable import TrellisDocument
@testable import TrellisCore

/// Sealed stacks (issue 18, docs/solver.md "Sealing") and the scene fuzz target: its seeds
/// must reach sealed stacks, or its sealing differential (Fuzz/FuzzScene.swift, strict
/// mode) compares two unsealed scenes.
final class SealedStackFuzzSeedTests: XCTestCase {
    /// The documents of Fuzz/scene-documents.sh (`SCENE_DOCUMENTS`), in its order.
    static let sceneDocuments = ["hello", "profile", "planets", "friends-cell", "badges", "stack-vectors",
                                 "features", "controls", "table-rows", "collection-items"]

    func testFuzzSceneSeedsSealStacks() throws {
        var sealingDocuments: [String] = []
        var sealedByDocument: [String: Int] = [:]
        for name in Self.sceneDocuments {
            let path = repositoryDirectory + "/Fuzz/corpus-document/\(name).json"
            let bytes = try XCTUnwrap(readBytes(path), "cannot read \(path)")
            let document = try DocumentLoader.load(json: String(decoding: bytes, as: UTF8.self))
            var sealed = 0
            for description in document.scenes {
                let scene = try Scene(document: document, sceneID: description.id)
                try scene.setSize(width: 390, height: 844)
                try scene.layout()
                sealed += scene.sealedStackCount
                print("fuzz seed \(name) / \(description.id): \(scene.stackSealingSummary)")
            }
            if sealed > 0 { sealingDocuments.append(name) }
            sealedByDocument[name] = sealed
        }
        print("fuzz seeds sealing stacks: \(sealingDocuments)")
        XCTAssertFalse(sealingDocuments.isEmpty, "no seed document of the scene fuzz target seals a stack")
        // At 390 x 844: every scene of stack-vectors (S1-S9, one stack each) and badges'
        // activity stack seal; measured on this branch, 26 Nov 2026.
        XCTAssertEqual(sealedByDocument["stack-vectors"], 9)
        XCTAssertEqual(sealedByDocument["badges"], 1)
    }
}
