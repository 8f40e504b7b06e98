import XCTest
@testable import TrellisDocument
import TrellisCore

final class ExampleDocumentTests: XCTestCase {
    func testEveryExampleDocumentLoads() throws {
        let names = exampleDocumentNames()
        for name in names {
            do {
                let document = try DocumentLoader.loadFile(path: examplesDirectory + "/" + name)
                XCTAssertFalse(document.scenes.isEmpty, name)
                if let initial = document.initialScene {
                    XCTAssertNotNil(document.scene(named: initial), name)
                }
            } catch {
                XCTFail("\(name): \(error.message)")
            }
        }
    }

    func testHelloReadsTheLabel() throws {
        let document = try DocumentLoader.loadFile(path: examplesDirectory + "/hello.json")
        XCTAssertEqual(document.initialScene, "main")
        let scene = try XCTUnwrap(document.scene(named: "main"))
        XCTAssertEqual(scene.root.id, "root")
        let label = try XCTUnwrap(scene.root.subviews.first)
        XCTAssertEqual(label.kind, .label)
        XCTAssertEqual(label.text, "Hello, World!")
        XCTAssertEqual(label.textStyle, .plain(.body))
        XCTAssertEqual(scene.constraints.map(\.source), ["label.centerX == root.centerX", "label.centerY == root.centerY"])
        XCTAssertEqual(scene.constraints.first?.form,
                       .equation(Equation(first: AnchorReference("label", .centerX), relation: .equal,
                                          second: AnchorReference("root", .centerX))))
    }

    func testBadgesAxisVariesBySizeClass() throws {
        let document = try DocumentLoader.loadFile(path: examplesDirectory + "/badges.json")
        let stack = try XCTUnwrap(document.scenes.first?.root.subviews.first?.stack)
        XCTAssertEqual(stack.axis, .sizeClasses([.any: .horizontal, SizeClassKey(horizontal: .compact): .vertical]))
        XCTAssertEqual(stack.distribution, .plain(.fillEqually))
        XCTAssertEqual(stack.spacing, .plain(10))
    }

    func testPlanetsInstallsConstraintsBySizeClass() throws {
        let document = try DocumentLoader.loadFile(path: examplesDirectory + "/planets.json")
        let constraints = try XCTUnwrap(document.scenes.first?.constraints)
        XCTAssertEqual(constraints.count, 18)
        XCTAssertEqual(constraints[2].installed, .sizeClasses([.any: true, SizeClassKey(horizontal: .compact): false]))
        XCTAssertEqual(constraints[2].source, "p1.centerX == 0.5 * root.centerX")
        XCTAssertEqual(constraints[0].installed, .plain(true))
    }

    func testStackVectorsReadIntrinsicSizesAndHugging() throws {
        let document = try DocumentLoader.loadFile(path: examplesDirectory + "/stack-vectors.json")
        let arranged = try XCTUnwrap(document.scene(named: "S1")?.root.subviews.first?.arranged)
        XCTAssertEqual(arranged.map(\.intrinsicSize), [.plain(IntrinsicSize(width: 50, height: 20)),
                                                      .plain(IntrinsicSize(width: 60, height: 30))])
        XCTAssertEqual(arranged.last?.hugging, AxisPair(horizontal: 251, vertical: 251))
    }
}
