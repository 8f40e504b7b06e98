import Cassowary
@testable import TrellisCore
import XCTest

/// The stack's generated constraints deduplicated without hashing
/// (`GeneratedConstraintKey.distinctKeys`): each key once, in first-generation order,
/// whichever slot (arranged view, gap guide, neither) it is filed under.
final class GeneratedConstraintKeyTests: XCTestCase {
    private func constraint(_ identifier: String, _ first: ArrangementAnchor, _ second: ArrangementAnchor?,
                            constant: Double = 0) -> ArrangementConstraint {
        ArrangementConstraint(identifier: identifier, first: first, relation: .equal, second: second, constant: constant)
    }

    func testDuplicatesAreDroppedAndOrderKept() {
        let solver = Solver()
        let views = (0..<3).map { ViewNode(description: ViewDescription(id: "v\($0)"), solver: solver) }
        let canvasFirst = constraint("UISV-canvas-connection", .init(.arranged(0), .leading), .init(.parent, .leading))
        let spacing = constraint("UISV-spacing", .init(.arranged(1), .leading), .init(.arranged(0), .trailing), constant: 8)
        let alignment = constraint("UISV-alignment", .init(.arranged(0), .top), .init(.arranged(2), .top))
        let gapEdge = constraint("UISV-distributing-edge", .init(.guide(.gap(1)), .leading), .init(.arranged(1), .trailing))
        let gapWidth = constraint("UISV-fill-equally", .init(.guide(.gap(1)), .width), .init(.guide(.gap(0)), .width))
        let parentOnly = constraint("UISV-canvas-fit", .init(.parent, .width), nil, constant: 10)
        let otherConstant = constraint("UISV-spacing", .init(.arranged(1), .leading), .init(.arranged(0), .trailing), constant: 4)
        let generated = [canvasFirst, spacing, alignment, spacing, gapEdge, gapWidth, parentOnly, canvasFirst,
                         gapWidth, parentOnly, otherConstant, alignment]
        let distinct = GeneratedConstraintKey.distinctKeys(of: generated, arranged: views)
        XCTAssertEqual(distinct.map { generated[$0.index] },
                       [canvasFirst, spacing, alignment, gapEdge, gapWidth, parentOnly, otherConstant])
        XCTAssertEqual(distinct.map(\.index), [0, 1, 2, 4, 5, 6, 10])
        XCTAssertEqual(distinct.map(\.key), distinct.map { GeneratedConstraintKey(generated[$0.index], arranged: views) })
    }

    func testIndicesPastTheArrangedViewsAreFiledApart() {
        let solver = Solver()
        let views = [ViewNode(description: ViewDescription(id: "only"), solver: solver)]
        let missing = constraint("UISV-spacing", .init(.arranged(5), .leading), .init(.arranged(0), .trailing))
        let farGap = constraint("UISV-distributing-edge", .init(.guide(.gap(7)), .leading), .init(.parent, .leading))
        let generated = [missing, farGap, missing, farGap]
        let distinct = GeneratedConstraintKey.distinctKeys(of: generated, arranged: views)
        XCTAssertEqual(distinct.map { generated[$0.index] }, [missing, farGap])
        XCTAssertEqual(distinct.map(\.index), [0, 1])
    }
}
