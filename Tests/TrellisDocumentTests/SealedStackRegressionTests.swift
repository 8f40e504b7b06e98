import XCTest
@testable import TrellisDocument
@testable import TrellisCore

/// Sealed stacks (docs/solver.md, "Sealing") on documents where the first sealed layout did
/// not print the bytes the unsealed one did (/work/wt/notes/r9/verify-findings.md). Every
/// expected frame is the unsealed path's, copied literally from `trellis-cli layout --json`
/// of main before sealing (/tmp/r9-base/trellis-cli); they are compared with `==`, since a
/// sealed stack must print the same bytes, not nearly the same.
final class SealedStackRegressionTests: XCTestCase {
    /// A horizontal stack of `count` views with intrinsic size 10×10, pinned at the root's
    /// leading edge and top, `width` wide (or to the trailing edge when nil), 44 high.
    private func stackDocument(_ distribution: String, count: Int, spacing: Double, width: Double?) -> String {
        let arranged = (0..<count).map { #"{"id": "v\#($0)", "kind": "view", "intrinsicSize": [10, 10]}"# }
        let length = width.map { "\"stack.width == \($0)\"" } ?? "\"stack.trailing == root.trailing\""
        return """
            {"format": "trellis/1", "scenes": [{"id": "s", "root": {"id": "root", "subviews": [
             {"id": "stack", "kind": "stack", "axis": "horizontal", "distribution": "\(distribution)",
              "spacing": \(spacing), "arranged": [\(arranged.joined(separator: ", "))]}]},
             "constraints": ["stack.leading == root.leading", \(length),
                             "stack.top == root.top", "stack.height == 44"]}]}
            """
    }

    func testFillEquallyOffsetsAreTheSolversAtAHalfPixel() throws {
        // Six views, spacing 2, 101 wide: w = (101 − 10) / 6 and view 3 starts at
        // 3·w + 6 = 51.5 exactly, 154.5 pixels at scale 3 — a tie the rounding breaks
        // upwards. A running sum of w and the gaps reached 51.49999999999999 and rounded
        // down a pixel: x 51.333333333333336, width 15.333333333333336. Unsealed:
        // `trellis-cli layout fe6.json --size 101x100 --scale 3 --json` prints v3 at
        // x 51.666666666666664, width 15.000000000000007; without rounding x 51.5.
        let scene = try Scene(document: DocumentLoader.load(json: stackDocument("fillEqually", count: 6, spacing: 2, width: nil)))
        try scene.setSize(width: 101, height: 100)
        try scene.layout()
        XCTAssertEqual(scene.sealedStackCount, 1)
        XCTAssertEqual(try scene.frameInRoot(of: "v3").x, 51.5)
        XCTAssertEqual(try scene.frameInRoot(of: "v3").width, 15.166666666666671)
        try scene.setDisplayScale(3)
        try scene.layout()
        XCTAssertEqual(scene.sealedStackCount, 1)
        XCTAssertEqual(try scene.frameInRoot(of: "v3"), Rect(x: 51.666666666666664, y: 0, width: 15.000000000000007, height: 44))
    }

    func testFillEquallyAtBenchmarkWidthKeepsTheSolversOffsets() throws {
        // Benchmarks/stack_documents.py's fillEqually shape (100 views, spacing 2) at 1000 pt:
        // view 75 starts at 75·8.02 + 150 = 751.5; unsealed `--size 1000x2000 --json` prints
        // x 751.5 (a running sum gave 751.4999999999992) and, at --scale 3,
        // (751.6666666666666, 0, 8, 44).
        let scene = try Scene(document: DocumentLoader.load(json: stackDocument("fillEqually", count: 100, spacing: 2, width: nil)))
        try scene.setSize(width: 1000, height: 2000)
        try scene.layout()
        XCTAssertEqual(scene.sealedStackCount, 1)
        XCTAssertEqual(try scene.frameInRoot(of: "v6").x, 60.12)
        XCTAssertEqual(try scene.frameInRoot(of: "v9").x, 90.17999999999999)
        XCTAssertEqual(try scene.frameInRoot(of: "v75").x, 751.5)
        try scene.setDisplayScale(3)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "v75"), Rect(x: 751.6666666666666, y: 0, width: 8, height: 44))
    }

    func testRightToLeftOffsetsAreTakenFromTheRightEdge() throws {
        // Tests/Fixtures/examples/stack-vectors.json's S3 (fillEqually, spacing 10, 300 wide,
        // at the leading edge) right to left in 320 pt: unsealed, B at 123.33333333333334 and
        // C at exactly 20 (`--device ipad-split --rtl --json`); `left + width − offset −
        // length` gave 123.33333333333336 and 20.000000000000014.
        let json = #"""
            {"format": "trellis/1", "scenes": [{"id": "S3", "root": {"id": "root", "kind": "view", "subviews": [
             {"id": "stack", "kind": "stack", "axis": "horizontal", "spacing": 10, "distribution": "fillEqually",
              "arranged": [{"id": "A", "kind": "view", "intrinsicSize": [50, 20]},
                           {"id": "B", "kind": "view", "intrinsicSize": [100, 20]},
                           {"id": "C", "kind": "view", "intrinsicSize": [30, 20]}]}]},
             "constraints": ["stack.leading == root.leading", "stack.top == root.top", "stack.width == 300", "stack.height == 40"]}]}
            """#
        let scene = try Scene(document: DocumentLoader.load(json: json))
        try scene.setSize(width: 320, height: 1024)
        scene.setLayoutDirection(.rightToLeft)
        try scene.layout()
        XCTAssertEqual(scene.sealedStackCount, 1)
        XCTAssertEqual(try scene.frameInRoot(of: "A"), Rect(x: 226.66666666666669, y: 0, width: 93.33333333333331, height: 40))
        XCTAssertEqual(try scene.frameInRoot(of: "B"), Rect(x: 123.33333333333334, y: 0, width: 93.33333333333334, height: 40))
        XCTAssertEqual(try scene.frameInRoot(of: "C"), Rect(x: 20, y: 0, width: 93.33333333333333, height: 40))
    }

    func testEqualSpacingOffsetsAreLengthsPlusGapsAsTheSolverHasThem() throws {
        // The shape of IQKeyboardManager's SpecialCase.storyboard scene 0iq-QC-GA9
        // (hackiftekhar/IQKeyboardManager, Example/IQKeyboardManagerSwiftExample) on an
        // iPhone SE: seven rows 34 high, equalSpacing, in a 647-high stack 20 below the top.
        // G = (647 − 7·34) / 6; the solver has row k at top + (k·34 + k·G), so unsealed
        // `trellis-cli layout es7.json --size 375x667 --json` prints r2 at y 224.33333333333334
        // (height 34.00000000000003 from the frame's edges), r3 at 326.5 and r6 at 633; a
        // running sum of lengths and gaps gave 224.33333333333337, 326.50000000000006 and
        // 633.0000000000001.
        let arranged = (0..<7).map { #"{"id": "r\#($0)", "kind": "view", "intrinsicSize": [100, 34]}"# }
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "s", "root": {"id": "root", "subviews": [
             {"id": "stack", "kind": "stack", "axis": "vertical", "alignment": "fill", "distribution": "equalSpacing",
              "spacing": 8, "arranged": [\(arranged.joined(separator: ", "))]}]},
             "constraints": ["stack.leading == root.leading + 10", "stack.trailing == root.trailing - 10",
                             "stack.top == root.top + 20", "stack.bottom == root.bottom"]}]}
            """
        let scene = try Scene(document: DocumentLoader.load(json: json))
        try scene.setSize(width: 375, height: 667)
        try scene.layout()
        XCTAssertEqual(scene.sealedStackCount, 1)
        XCTAssertEqual(try scene.frameInRoot(of: "r2"), Rect(x: 10, y: 224.33333333333334, width: 355, height: 34.00000000000003))
        XCTAssertEqual(try scene.frameInRoot(of: "r3"), Rect(x: 10, y: 326.5, width: 355, height: 34))
        XCTAssertEqual(try scene.frameInRoot(of: "r6"), Rect(x: 10, y: 633, width: 355, height: 34))
    }
}
