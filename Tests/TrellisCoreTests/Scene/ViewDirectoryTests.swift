@testable import TrellisCore
import XCTest

/// The scene finds its views by id in `ViewDirectory` (an open-addressing table of places
/// in `Scene.views`), which must answer as the dictionary it replaced: every view by its
/// id, nothing for an unknown one, and the same after views are inserted (appended) and
/// removed (renumbered, the table made again).
final class ViewDirectoryTests: XCTestCase {
    /// 300 boxes in a row: the table grows past its first sizes while the scene is built.
    private func manyBoxes() throws -> Scene {
        let boxes = (0..<300).map { box("b\($0)", 10, 10) }
        let constraints = (0..<300).flatMap { ["b\($0).top == root.top + \($0)", "b\($0).leading == root.leading"] }
        return try Scene(document: makeDocument(root: rootView(boxes), constraints: constraints))
    }

    func testEveryViewIsFoundAtItsIndexAndUnknownIDsAreNot() throws {
        let scene = try manyBoxes()
        XCTAssertEqual(scene.viewCount, 301)
        for index in 0..<scene.viewCount {
            let id = try XCTUnwrap(scene.viewID(at: index))
            XCTAssertEqual(scene.index(ofView: id), index, id)
            XCTAssertTrue(scene.namedView(id) === scene.views[index], id)
        }
        XCTAssertTrue(scene.viewsByID["b7"] === scene.views[8])
        XCTAssertNil(scene.viewsByID["b300"])
        for unknown in ["b300", "b", "", "B1", "b1 ", "b01", "a-very-long-identifier-of-more-than-sixteen-bytes"] {
            XCTAssertNil(scene.index(ofView: unknown), unknown)
        }
    }

    func testRemovalRenumbersAndForgetsTheRemovedViews() throws {
        let scene = try manyBoxes()
        try scene.removeView("b0")
        try scene.removeView("b150")
        XCTAssertNil(scene.index(ofView: "b0"))
        XCTAssertNil(scene.index(ofView: "b150"))
        // Root, then b1... at 1 on: b151 moved down two places.
        XCTAssertEqual(scene.index(ofView: "b1"), 1)
        XCTAssertEqual(scene.index(ofView: "b151"), 150)
        XCTAssertEqual(scene.index(ofView: "b299"), 298)
        for index in 0..<scene.viewCount {
            let id = try XCTUnwrap(scene.viewID(at: index))
            XCTAssertEqual(scene.index(ofView: id), index, id)
        }
        // The remaining views keep their constraints: b151 sits 151 points down, b1 one
        // (intrinsic sizes 10 x 10, both on the root's leading edge).
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "b151"), Rect(x: 0, y: 151, width: 10, height: 10))
        XCTAssertEqual(try scene.frameInRoot(of: "b1"), Rect(x: 0, y: 1, width: 10, height: 10))
    }

    func testInsertedViewsAreFoundAfterTheOthers() throws {
        let scene = try manyBoxes()
        let inserted = SceneDescription(id: "cell", root: rootView([box("label", 5, 5)]))
        try scene.insertScene(inserted, into: "root", at: 0, prefix: "cell")
        XCTAssertEqual(scene.index(ofView: "cell.root"), 301)
        XCTAssertEqual(scene.index(ofView: "cell.label"), 302)
        XCTAssertEqual(scene.index(ofView: "b299"), 300)
        XCTAssertNil(scene.index(ofView: "label"))
    }

    /// The hash reads an id's UTF-8 a word at a time, a part word last: it must hash as the
    /// bytes copied eight at a time into zeroed words did (round 22 loads the words instead),
    /// for ids of every length around the word size, small and large strings, with
    /// multi-byte scalars that straddle the words.
    func testTheHashReadsAnIDAsItsBytesCopiedIntoWords() {
        let directory = ViewDirectory()
        let pieces = ["a", "b", "Z", "0", "_", ".", "-", "é", "日", "🙂"]
        var generator = SystemRandomNumberGenerator()
        var lengths = Set<Int>()
        for length in 0...40 {
            for _ in 0..<25 {
                var id = ""
                while id.utf8.count < length { id += pieces.randomElement(using: &generator)! }
                lengths.insert(id.utf8.count)
                XCTAssertEqual(directory.hash(id), Self.copiedWordHash(id, seed: directory.seed), id)
            }
        }
        XCTAssertTrue(Set(0...40).isSubset(of: lengths))
        for id in ["", "row1", "title123", "action123", "a-very-long-identifier-of-more-than-sixteen-bytes"] {
            XCTAssertEqual(directory.hash(id), Self.copiedWordHash(id, seed: directory.seed), id)
        }
    }

    /// The hash as it was written before round 22: each word's bytes copied into a zeroed
    /// word (little-endian), mixed in, the length last.
    private static func copiedWordHash(_ id: String, seed: UInt64) -> UInt32 {
        func mix(_ value: UInt64) -> UInt64 {
            var mixed = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
        let bytes = Array(id.utf8)
        var state = seed
        var start = 0
        while start < bytes.count {
            let end = min(start + 8, bytes.count)
            var word: UInt64 = 0
            for (offset, byte) in bytes[start..<end].enumerated() { word |= UInt64(byte) << UInt64(8 * offset) }
            state = mix(state ^ word)
            start = end
        }
        state = mix(state ^ UInt64(bytes.count))
        return UInt32(truncatingIfNeeded: state)
    }
}
