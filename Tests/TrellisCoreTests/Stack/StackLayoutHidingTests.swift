import XCTest
@testable import TrellisCore

/// Hidden arranged views and custom spacing (docs/uikit-behaviours.md S2, S3, S8).
final class StackLayoutHidingTests: XCTestCase {
    private let alongAxis: Set<String> = ["UISV-canvas-connection", "UISV-spacing", "UISV-hiding"]

    func testHiddenMiddleViewHalvesBothSpacings() {
        // docs/uikit-behaviours.md S2: spacing/2 + 0 + spacing/2 [ARR; TZ]; S3: len == 0 @1000.
        let configuration = StackConfiguration(spacing: 10, items: stackItems("vHv"))
        XCTAssertEqual(stackLines(configuration, alongAxis).filter { !$0.contains("top") && !$0.contains("bottom") }, [
            "UISV-canvas-connection: parent.leading == arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailing == arranged[2].trailing @1000",
            "UISV-spacing: arranged[1].leading == arranged[0].trailing + 5 @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing + 5 @1000",
            "UISV-hiding: arranged[1].width == 0 @1000",
        ])
    }

    func testHiddenFirstViewMovesTheLeadingCanvasEdge() {
        let configuration = StackConfiguration(spacing: 10, items: stackItems("Hvv"))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing", "UISV-hiding"]), [
            "UISV-spacing: arranged[1].leading == arranged[0].trailing @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing + 10 @1000",
            "UISV-hiding: arranged[0].width == 0 @1000",
        ])
        XCTAssertEqual(Array(stackLines(configuration).prefix(2)), [
            "UISV-canvas-connection: parent.leading == arranged[1].leading @1000",
            "UISV-canvas-connection: parent.trailing == arranged[2].trailing @1000",
        ])
    }

    func testHiddenLastViewMovesTheTrailingCanvasEdge() {
        let configuration = StackConfiguration(spacing: 10, items: stackItems("vvH"))
        XCTAssertEqual(Array(stackLines(configuration).prefix(5)), [
            "UISV-canvas-connection: parent.leading == arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailing == arranged[1].trailing @1000",
            "UISV-spacing: arranged[1].leading == arranged[0].trailing + 10 @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing @1000",
            "UISV-hiding: arranged[2].width == 0 @1000",
        ])
    }

    func testTwoHiddenViewsFirstGetNoSpacingBetweenThem() {
        // docs/uikit-behaviours.md S8: UIKit once emitted 10 between the two hidden views; 0 is correct.
        let configuration = StackConfiguration(spacing: 10, items: stackItems("HHv"))
        XCTAssertEqual(Array(stackLines(configuration).prefix(6)), [
            "UISV-canvas-connection: parent.leading == arranged[2].leading @1000",
            "UISV-canvas-connection: parent.trailing == arranged[2].trailing @1000",
            "UISV-spacing: arranged[1].leading == arranged[0].trailing @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing @1000",
            "UISV-hiding: arranged[0].width == 0 @1000",
            "UISV-hiding: arranged[1].width == 0 @1000",
        ])
    }

    func testTwoHiddenViewsInTheMiddleShareTheSpacing() {
        let configuration = StackConfiguration(spacing: 10, items: stackItems("vHHv"))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing"]), [
            "UISV-spacing: arranged[1].leading == arranged[0].trailing + 5 @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing @1000",
            "UISV-spacing: arranged[3].leading == arranged[2].trailing + 5 @1000",
        ])
    }

    func testAllHiddenTiesTheCanvasToTheEmptySpacer() {
        // docs/uikit-behaviours.md S1; the spacer fit and the pin of the hidden views are StackLayout's decision.
        let configuration = StackConfiguration(spacing: 10, items: stackItems("HH"))
        XCTAssertEqual(stackLines(configuration), [
            "UISV-canvas-connection: parent.leading == emptySpacer.leading @1000",
            "UISV-canvas-connection: parent.trailing == emptySpacer.trailing @1000",
            "UISV-canvas-connection: emptySpacer.leading == arranged[0].leading @1000",
            "UISV-canvas-fit: emptySpacer.width == 0 @49",
            "UISV-spacing: arranged[1].leading == arranged[0].trailing @1000",
            "UISV-hiding: arranged[0].width == 0 @1000",
            "UISV-hiding: arranged[1].width == 0 @1000",
            "UISV-alignment: arranged[0].top == arranged[1].top @1000",
            "UISV-alignment: arranged[0].bottom == arranged[1].bottom @1000",
            "UISV-canvas-connection: parent.top == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom == arranged[0].bottom @1000",
        ])
    }

    func testAllHiddenSpannerSpansTheHiddenViews() {
        let configuration = StackConfiguration(alignment: .center, items: stackItems("HH"))
        XCTAssertEqual(stackLines(configuration, ["UISV-spanning-boundary"]), [
            "UISV-spanning-boundary: spanner.top <= arranged[0].top @1000",
            "UISV-spanning-boundary: spanner.bottom >= arranged[0].bottom @1000",
            "UISV-spanning-boundary: spanner.top <= arranged[1].top @1000",
            "UISV-spanning-boundary: spanner.bottom >= arranged[1].bottom @1000",
        ])
    }

    func testHiddenViewsStayAlignedButOutOfTheSpanner() {
        // docs/uikit-behaviours.md S3: hidden views keep UISV-alignment and ambiguity suppression,
        // and leave the spanner boundaries.
        let configuration = StackConfiguration(alignment: .leading, items: stackItems("vHv"))
        XCTAssertEqual(stackCrossLines(configuration), [
            "UISV-alignment: arranged[0].top == arranged[1].top @1000",
            "UISV-alignment: arranged[0].top == arranged[2].top @1000",
            "UISV-spanning-boundary: spanner.top == arranged[0].top @999.5",
            "UISV-spanning-boundary: spanner.bottom >= arranged[0].bottom @1000",
            "UISV-spanning-boundary: spanner.top == arranged[2].top @999.5",
            "UISV-spanning-boundary: spanner.bottom >= arranged[2].bottom @1000",
            "UISV-spanning-fit: spanner.height == 0 @51",
            "UISV-ambiguity-suppression: arranged[0].height == 0 @25",
            "UISV-ambiguity-suppression: arranged[1].height == 0 @25",
            "UISV-ambiguity-suppression: arranged[2].height == 0 @25",
            "UISV-canvas-connection: parent.top == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom == spanner.bottom @1000",
        ])
    }

    func testHiddenViewsLeaveFillEqually() {
        XCTAssertEqual(stackLines(StackConfiguration(distribution: .fillEqually, items: stackItems("HvHv")),
                                  ["UISV-fill-equally"]),
                       ["UISV-fill-equally: arranged[3].width == arranged[1].width @1000"])
    }

    func testHiddenViewsLeaveFillProportionally() {
        var items = stackItems("vHv")
        items[0].intrinsicLength = 100
        items[1].intrinsicLength = 500
        items[2].intrinsicLength = 300
        let configuration = StackConfiguration(distribution: .fillProportionally, items: items)
        XCTAssertEqual(stackLines(configuration, ["UISV-fill-proportionally", "UISV-hiding"]), [
            "UISV-hiding: arranged[1].width == 0 @1000",
            "UISV-fill-proportionally: arranged[0].width == 0.25 * parent.width @999",
            "UISV-fill-proportionally: arranged[2].width == 0.75 * parent.width @998",
        ])
    }

    func testEqualSpacingGapsJoinVisibleViewsAcrossHiddenOnes() {
        let configuration = StackConfiguration(distribution: .equalSpacing, spacing: 10, items: stackItems("vHvv"))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing", "UISV-distributing-edge", "UISV-fill-equally"]), [
            "UISV-spacing: arranged[1].leading >= arranged[0].trailing + 5 @1000",
            "UISV-spacing: arranged[2].leading >= arranged[1].trailing + 5 @1000",
            "UISV-spacing: arranged[3].leading >= arranged[2].trailing + 10 @1000",
            "UISV-distributing-edge: gap[0].leading == arranged[0].trailing @1000",
            "UISV-distributing-edge: gap[0].trailing == arranged[2].leading @1000",
            "UISV-distributing-edge: gap[1].leading == arranged[2].trailing @1000",
            "UISV-distributing-edge: gap[1].trailing == arranged[3].leading @1000",
            "UISV-fill-equally: gap[1].width == gap[0].width @1000",
        ])
    }

    // MARK: Custom spacing

    func testCustomSpacingReplacesSpacingAfterThatView() {
        // docs/uikit-behaviours.md S2: setCustomSpacing(_:after:).
        let configuration = StackConfiguration(spacing: 10, customSpacing: [0: 20], items: stackItems(3))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing"]), [
            "UISV-spacing: arranged[1].leading == arranged[0].trailing + 20 @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing + 10 @1000",
        ])
    }

    func testCustomSpacingAfterAVisibleViewSpansTheHiddenViewsAfterIt() {
        // StackLayout's decision: the gap between two visible views is the custom spacing
        // after the first of them, halved next to each hidden neighbour.
        let configuration = StackConfiguration(spacing: 10, customSpacing: [0: 20], items: stackItems("vHv"))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing"]), [
            "UISV-spacing: arranged[1].leading == arranged[0].trailing + 10 @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing + 10 @1000",
        ])
    }

    func testCustomSpacingOfAHiddenViewIsNotUsed() {
        let configuration = StackConfiguration(spacing: 10, customSpacing: [1: 30], items: stackItems("vHv"))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing"]), [
            "UISV-spacing: arranged[1].leading == arranged[0].trailing + 5 @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing + 5 @1000",
        ])
    }

    func testCustomSpacingAfterTheLastVisibleViewIsNotUsed() {
        let configuration = StackConfiguration(spacing: 10, customSpacing: [1: 30, 7: 99, -1: 99],
                                               items: stackItems("vvH"))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing"]), [
            "UISV-spacing: arranged[1].leading == arranged[0].trailing + 10 @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing @1000",
        ])
    }

    func testCustomSpacingCountsInFillProportionally() {
        var items = stackItems(2)
        items[0].intrinsicLength = 100
        items[1].intrinsicLength = 280
        let configuration = StackConfiguration(distribution: .fillProportionally, spacing: 10, customSpacing: [0: 20],
                                               items: items)
        XCTAssertEqual(stackLines(configuration, ["UISV-fill-proportionally"]), [
            "UISV-fill-proportionally: arranged[0].width == 0.25 * parent.width @999",
            "UISV-fill-proportionally: arranged[1].width == 0.7 * parent.width @998",
        ])
    }
}
