import XCTest
@testable import TrellisCore
@testable import TrellisDocument

/// The fuzz finding `scene-slow-4s` (notes/r10/findings, issue 18): friends-cell's cell with
/// a copy of itself inserted into its label stack, 0 x 0 and right-to-left, took ~4 s under
/// the fuzzer, ~40 % of it in the witness's repair search under `minimalConflict` (each
/// trial of the deletion filter ran the search to its budget, copying the moves and the
/// queue at every branch). The search now rolls one trail back instead
/// (`WitnessRepairTrail`); which required rows it certifies decides which trials are
/// solved, so the minimal conflict sets must be the ones the copying search gave. The
/// expected sets below are what commit caa4fc0 (the copying search) reports for these
/// calls — checked by running this test on that commit's library — and the trail gives the
/// same. `WitnessRepairSearchTests` compares the two searches move for move, on cases that
/// backtrack.
final class WitnessSearchConflictSetTests: XCTestCase {
    /// The calls of the finding that succeed, in order (`TRELLIS_FUZZ_TRACE=1`).
    private func findingScene() throws -> Scene {
        let path = FuzzRegressionTests.regressionsDirectory + "/../../../Fuzz/corpus-document/friends-cell.json"
        let bytes = try XCTUnwrap(readBytes(path), "friends-cell.json")
        let document = try bytes.withUnsafeBytes { raw in try DocumentLoader.load(json: raw, baseDirectory: nil) }
        let scene = try Scene(document: document, sceneID: "cell")
        _ = scene.framesInRoot
        try scene.setSize(width: 749.0, height: 0.0)
        scene.setSizeClasses(horizontal: .unspecified, vertical: .compact)
        try scene.setKeyboardHeight(1024.0)
        _ = scene.diagnostics()
        try scene.insertScene(XCTUnwrap(document.scene(named: "cell")), into: "texts", at: 0, prefix: "row")
        scene.setContentSizeCategory(.accessibilityExtraExtraLarge)
        try scene.setIntrinsicSize("row.trip", width: 20.0, height: nil)
        try scene.layout()
        try scene.setSize(width: 0.0, height: 0.0)
        scene.setLayoutDirection(.rightToLeft)
        try scene.setHidden("row.texts", true)
        try scene.layout()
        return scene
    }

    func testTheSlowFindingsConflictSetsAreTheCopyingSearchs() throws {
        let scene = try findingScene()
        let conflicts = scene.diagnostics().unsatisfiable
        // The conflict-set search (round 13) names the deletion filter's sets.
        XCTAssertEqual(conflicts.map(\.conflict), scene.diagnosticsByDeletionFilter().unsatisfiable.map(\.conflict))
        XCTAssertEqual(conflicts.map(\.broken), ["photo.height == 56"])
        // The inserted copy's constraints keep their document names (`row.` names views only):
        // the pairs below are the outer cell's and the copy's.
        XCTAssertEqual(conflicts.first?.conflict, [
            "photo.height == 56",
            "UIView-Encapsulated-Layout-Width: cell.width == 0",
            "row.leading == cell.leadingMargin",
            "row.trailing <= cell.trailingMargin",
            "photo.width == photo.height",
            "photo.height == 56",
            "UISV-canvas-connection: row.leading == photo.leading @1000",
            "UISV-canvas-connection: row.trailing == texts.trailing @1000",
            "UISV-spacing: texts.leading == photo.trailing + 12 @1000",
            "UISV-canvas-connection: texts.trailing == texts.spanner.trailing @1000",
            "row.leading == cell.leadingMargin",
            "row.trailing <= cell.trailingMargin",
            "photo.width == photo.height",
            "UISV-spanning-boundary: texts.spanner.trailing >= row.cell.trailing @1000",
            "UISV-canvas-connection: texts.leading == row.cell.leading @1000",
            "UISV-canvas-connection: row.row.leading == row.photo.leading @1000",
            "UISV-canvas-connection: row.row.trailing == row.photo.trailing @1000",
        ])
    }
}
