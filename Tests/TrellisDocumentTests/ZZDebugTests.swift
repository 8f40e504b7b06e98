import XCTest
@testable import TrellisCore
@testable import TrellisDocument
@testable import Cassowary

final class ZZDebugTests: XCTestCase {
    func testStackCrash() throws {
        let bytes = try XCTUnwrap(readBytes("/tmp/prof/equalCentering-12.json"))
        let document = try bytes.withUnsafeBytes { raw in try DocumentLoader.load(json: raw, baseDirectory: nil) }
        let scene = try Scene(document: document)
        try scene.setSize(width: 500, height: 44)
        debugCrash = true
        try scene.layout()
        debugCrash = false
        for c in scene.constraints.sorted(by: { $0.sequence < $1.sequence }) { if let id = c.solverID { print(id.rawValue, c.displayName) } }
        for v in scene.views { print(v.id, v.left.id, v.top.id, v.width.id, v.height.id) }
    }
}
