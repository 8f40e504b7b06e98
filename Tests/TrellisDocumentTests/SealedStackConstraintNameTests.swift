import XCTest
@testable import TrellisDocument
@testable import TrellisCore

/// A sealed stack makes no constraints, yet the `#n` names of unnamed document constraints
/// must be the ones they get without sealing (docs/solver.md, "Sealing"): a host removes
/// or changes a constraint by that name. Found by the scene fuzzer's sealing differential
/// (round 9): a sealed stack's regeneration after one of its arranged views left took no
/// number, so the next unnamed constraint was `#36` sealed and `#37` unsealed.
final class SealedStackConstraintNameTests: XCTestCase {
    private func badges() throws -> DocumentDescription {
        let text = try String(contentsOfFile: repositoryDirectory + "/Fuzz/corpus-document/badges.json", encoding: .utf8)
        return try XCTUnwrap(load(text))
    }

    /// The keys of the document constraints (an unnamed one's is its `#n` name), in order.
    private func keys(of scene: Scene) -> [String] {
        scene.constraints.filter { $0.owner == .document }.map(\.key)
    }

    /// The fuzzer's minimised operations on badges' `activity` scene; the names of the
    /// document constraints at the end.
    private func names(sealing: Bool, layouts: Bool) throws -> (names: [String], sealedStacks: Int) {
        let scene = try Scene(document: try badges(), sceneID: "activity")
        scene.usesSealedStacks = sealing
        if layouts { try scene.layout() }
        let sealedStacks = scene.sealedStackCount
        try scene.removeView("cat2")
        if layouts { try scene.layout() }
        try scene.removeView("categories")
        try scene.addConstraint(DocumentLoader.loadConstraint(json: #"{"eq": "root.width == 5"}"#))
        try scene.layout()
        return (keys(of: scene), sealedStacks)
    }

    func testARegeneratedSealedStackTakesTheNumbersItsNewConstraintsWouldTake() throws {
        let unsealed = try names(sealing: false, layouts: true)
        let sealed = try names(sealing: true, layouts: true)
        XCTAssertEqual(sealed.sealedStacks, 1, "the path under test: badges' stack is sealed")
        XCTAssertEqual(unsealed.names.last, "#37")
        XCTAssertEqual(sealed.names, unsealed.names)
        // Without the layouts nothing regenerates in between: the same names either way.
        XCTAssertEqual(try names(sealing: true, layouts: false).names, try names(sealing: false, layouts: false).names)
    }

    func testHidingAndShowingAnArrangedViewNumbersAsUnsealed() throws {
        // Hidden and shown again: each regeneration's new keys are counted.
        func run(_ sealing: Bool) throws -> [String] {
            let scene = try Scene(document: try badges(), sceneID: "activity")
            scene.usesSealedStacks = sealing
            try scene.layout()
            try scene.setHidden("cat2", true)
            try scene.layout()
            try scene.setHidden("cat2", false)
            try scene.layout()
            try scene.addConstraint(DocumentLoader.loadConstraint(json: #"{"eq": "root.width == 5"}"#))
            try scene.layout()
            return keys(of: scene)
        }
        XCTAssertEqual(try run(true), try run(false))
    }

    /// fuzz-scene strict, round 9 (notes/r9/fuzzseal-findings.md, finding 1, input
    /// fuzzseal-key-numbering.bin, minimised): a view of the sealed stack removed, then an
    /// analysis (`fittingSize`) unsealed the stack before its next layout and the stack was
    /// removed. Without sealing the stack took its first generation's numbers (8: cat1 and
    /// cat3) and never regenerated; sealed, the unsealing dropped that debt and paid for the
    /// generation it made (4: cat1 alone), so the next unnamed constraint was `#28`, not `#32`.
    func testAStackUnsealedByAnAnalysisBeforeItsNextLayoutNumbersAsUnsealed() throws {
        func run(_ sealing: Bool, layoutAfterAnalysis: Bool) throws -> (names: [String], sealedStacks: Int) {
            let scene = try Scene(document: try badges(), sceneID: "activity")
            scene.usesSealedStacks = sealing
            try scene.removeView("cat2")
            _ = scene.framesInRoot  // the first layout
            let sealedStacks = scene.sealedStackCount
            try scene.removeView("cat3")
            _ = try scene.fittingSize(of: "root", width: nil)
            if layoutAfterAnalysis {
                // The change waiting for it regenerates the stack: its new keys take numbers then.
                try scene.layout()
            } else {
                try scene.removeView("categories")
            }
            try scene.addConstraint(DocumentLoader.loadConstraint(json: #"{"visual": "[root(==5)]", "installed": false}"#))
            return (keys(of: scene), sealedStacks)
        }
        let sealed = try run(true, layoutAfterAnalysis: false), unsealed = try run(false, layoutAfterAnalysis: false)
        XCTAssertEqual(sealed.sealedStacks, 1, "the path under test: badges' stack is sealed")
        // Measured without sealing: 20 to 23 are the document's, 24 to 31 the stack's first
        // generation (cat1, cat3), the stack never regenerates.
        XCTAssertEqual(unsealed.names.last, "#32")
        XCTAssertEqual(sealed.names, unsealed.names)
        XCTAssertEqual(try run(true, layoutAfterAnalysis: true).names, try run(false, layoutAfterAnalysis: true).names)
    }
}
