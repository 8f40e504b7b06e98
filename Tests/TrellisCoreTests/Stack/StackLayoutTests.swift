import XCTest
@testable import TrellisCore

/// The constraints UIStackView generates, literally (docs/uikit-behaviours.md §1 S1–S5, S7).
final class StackLayoutTests: XCTestCase {
    // MARK: Real UIKit logs

    func testLeadingFillEquallyMatchesTheUIKitLogInArrangedsReadme() {
        // docs/uikit-behaviours.md S5; kean/Arranged README, a real UIStackView (leading, fillEqually):
        //   'UISV-alignment' content-view-1.top == content-view-2.top
        //   'UISV-canvas-connection' UIStackView.leading == content-view-1.leading
        //   'UISV-canvas-connection' H:[content-view-2]-(0)-|
        //   'UISV-canvas-connection' UIStackView.top == content-view-1.top
        //   'UISV-canvas-connection' V:[_UILayoutSpacer'UISV-alignment-spanner']-(0)-|
        //   'UISV-fill-equally' content-view-2.width == content-view-1.width
        //   'UISV-spacing' H:[content-view-1]-(10)-[content-view-2]
        //   'UISV-spanning-boundary' spanner.top == content-view-1.top priority:999.5
        //   'UISV-spanning-boundary' spanner.bottom >= content-view-1.bottom
        //   'UISV-spanning-boundary' spanner.top == content-view-2.top priority:999.5
        //   'UISV-spanning-boundary' spanner.bottom >= content-view-2.bottom
        //   'UISV-spanning-fit' V:[spanner(0@51)] priority:51
        //   'UISV-ambiguity-suppression' V:[content-view-1(0@25)] priority:25
        //   'UISV-ambiguity-suppression' V:[content-view-2(0@25)] priority:25
        let configuration = StackConfiguration(distribution: .fillEqually, alignment: .leading, spacing: 10,
                                               items: stackItems(2))
        XCTAssertEqual(stackLines(configuration), [
            "UISV-canvas-connection: parent.leading == arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailing == arranged[1].trailing @1000",
            "UISV-spacing: arranged[1].leading == arranged[0].trailing + 10 @1000",
            "UISV-fill-equally: arranged[1].width == arranged[0].width @1000",
            "UISV-alignment: arranged[0].top == arranged[1].top @1000",
            "UISV-spanning-boundary: spanner.top == arranged[0].top @999.5",
            "UISV-spanning-boundary: spanner.bottom >= arranged[0].bottom @1000",
            "UISV-spanning-boundary: spanner.top == arranged[1].top @999.5",
            "UISV-spanning-boundary: spanner.bottom >= arranged[1].bottom @1000",
            "UISV-spanning-fit: spanner.height == 0 @51",
            "UISV-ambiguity-suppression: arranged[0].height == 0 @25",
            "UISV-ambiguity-suppression: arranged[1].height == 0 @25",
            "UISV-canvas-connection: parent.top == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom == spanner.bottom @1000",
        ])
    }

    func testDefaultStackIsFillFillWithEqualSpacingConstraints() {
        // docs/uikit-behaviours.md S1, S2, S5 (fill: top and bottom, strong on both sides, no spanner).
        let configuration = StackConfiguration(spacing: 10, items: stackItems(3))
        XCTAssertEqual(stackLines(configuration), [
            "UISV-canvas-connection: parent.leading == arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailing == arranged[2].trailing @1000",
            "UISV-spacing: arranged[1].leading == arranged[0].trailing + 10 @1000",
            "UISV-spacing: arranged[2].leading == arranged[1].trailing + 10 @1000",
            "UISV-alignment: arranged[0].top == arranged[1].top @1000",
            "UISV-alignment: arranged[0].top == arranged[2].top @1000",
            "UISV-alignment: arranged[0].bottom == arranged[1].bottom @1000",
            "UISV-alignment: arranged[0].bottom == arranged[2].bottom @1000",
            "UISV-canvas-connection: parent.top == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom == arranged[0].bottom @1000",
        ])
    }

    func testVerticalStackUsesTopBottomAlongAndLeadingTrailingAcross() {
        let configuration = StackConfiguration(axis: .vertical, spacing: 8, items: stackItems(2))
        XCTAssertEqual(stackLines(configuration), [
            "UISV-canvas-connection: parent.top == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom == arranged[1].bottom @1000",
            "UISV-spacing: arranged[1].top == arranged[0].bottom + 8 @1000",
            "UISV-alignment: arranged[0].leading == arranged[1].leading @1000",
            "UISV-alignment: arranged[0].trailing == arranged[1].trailing @1000",
            "UISV-canvas-connection: parent.leading == arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailing == arranged[0].trailing @1000",
        ])
    }

    func testNegativeSpacingOverlaps() {
        // docs/uikit-behaviours.md S2: negatives overlap.
        let configuration = StackConfiguration(spacing: -5, items: stackItems(2))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing"]),
                       ["UISV-spacing: arranged[1].leading == arranged[0].trailing - 5 @1000"])
    }

    // MARK: S4. Distributions

    func testFillAddsNoDistributionConstraints() {
        let identifiers = Set(StackLayout.constraints(for: StackConfiguration(spacing: 4, items: stackItems(3)))
            .map(\.identifier))
        XCTAssertEqual(identifiers, ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
    }

    func testFillEquallyTiesEveryVisibleViewToTheFirst() {
        let configuration = StackConfiguration(distribution: .fillEqually, items: stackItems(3))
        XCTAssertEqual(stackLines(configuration, ["UISV-fill-equally"]), [
            "UISV-fill-equally: arranged[1].width == arranged[0].width @1000",
            "UISV-fill-equally: arranged[2].width == arranged[0].width @1000",
        ])
    }

    func testFillProportionallyCountsPrioritiesDownFrom999() {
        // docs/uikit-behaviours.md S4; kean's blog log: 0.571429 @999, 0.285714 @998, 0.142857 @997.
        var items = stackItems(3)
        items[0].intrinsicLength = 160
        items[1].intrinsicLength = 80
        items[2].intrinsicLength = 40
        let constraints = StackLayout.constraints(for: StackConfiguration(distribution: .fillProportionally,
                                                                          items: items))
            .filter { $0.identifier == "UISV-fill-proportionally" }
        XCTAssertEqual(constraints.map(\.priority), [999, 998, 997])
        XCTAssertEqual(constraints.map(\.multiplier), [160.0 / 280, 80.0 / 280, 40.0 / 280])
        XCTAssertEqual(constraints.map(\.second), Array(repeating: ArrangementAnchor(.parent, .width), count: 3))
    }

    func testFillProportionallyDividesByIntrinsicSizesPlusSpacing() {
        // docs/uikit-behaviours.md S4: ics / (Σics + spacing × (nVisible − 1)).
        var items = stackItems(2)
        items[0].intrinsicLength = 100
        items[1].intrinsicLength = 290
        let configuration = StackConfiguration(distribution: .fillProportionally, spacing: 10, items: items)
        XCTAssertEqual(stackLines(configuration, ["UISV-fill-proportionally"]), [
            "UISV-fill-proportionally: arranged[0].width == 0.25 * parent.width @999",
            "UISV-fill-proportionally: arranged[1].width == 0.725 * parent.width @998",
        ])
    }

    func testFillProportionallyPinsViewsWithoutIntrinsicSizeToZero() {
        var items = stackItems(3)
        items[0].intrinsicLength = 100
        items[2].intrinsicLength = 300
        items[1].intrinsicLength = 0
        let configuration = StackConfiguration(distribution: .fillProportionally, items: items)
        XCTAssertEqual(stackLines(configuration, ["UISV-fill-proportionally"]), [
            "UISV-fill-proportionally: arranged[0].width == 0.25 * parent.width @999",
            "UISV-fill-proportionally: arranged[1].width == 0 @1000",
            "UISV-fill-proportionally: arranged[2].width == 0.75 * parent.width @997",
        ])
    }

    func testFillProportionallyIsRequiredWhenOneViewHasAllTheIntrinsicSize() {
        // docs/uikit-behaviours.md S4: 1000 when only one view has an ICS and spacing is 0 …
        // (the other view, with no intrinsic metric, gives way to its own constraints).
        var items = stackItems(2)
        items[1].intrinsicLength = 50
        XCTAssertEqual(stackLines(StackConfiguration(distribution: .fillProportionally, items: items),
                                  ["UISV-fill-proportionally"]), [
            "UISV-fill-proportionally: arranged[0].width == 0 @999",
            "UISV-fill-proportionally: arranged[1].width == parent.width @1000",
        ])
        // … or only one view is visible, whatever the spacing.
        XCTAssertEqual(stackLines(StackConfiguration(distribution: .fillProportionally, spacing: 10,
                                                     items: [StackConfiguration.Item(intrinsicLength: 50)]),
                                  ["UISV-fill-proportionally"]),
                       ["UISV-fill-proportionally: arranged[0].width == parent.width @1000"])
        // With spacing and two visible views it counts down again.
        XCTAssertEqual(stackLines(StackConfiguration(distribution: .fillProportionally, spacing: 10, items: items),
                                  ["UISV-fill-proportionally"]), [
            "UISV-fill-proportionally: arranged[0].width == 0 @999",
            "UISV-fill-proportionally: arranged[1].width == 0.8333333333333334 * parent.width @998",
        ])
    }

    func testFillProportionallyWithoutIntrinsicSizesFillsEqually() {
        // [ARR]: views whose intrinsic lengths are all 0 are filled equally, required …
        let zeros = Array(repeating: StackConfiguration.Item(intrinsicLength: 0), count: 3)
        XCTAssertEqual(stackLines(StackConfiguration(distribution: .fillProportionally, items: zeros),
                                  ["UISV-fill-proportionally", "UISV-fill-equally"]), [
            "UISV-fill-equally: arranged[1].width == arranged[0].width @1000",
            "UISV-fill-equally: arranged[2].width == arranged[0].width @1000",
        ])
        // … views with no intrinsic metric at 999, so their own constraints win (Interface
        // Builder's stored frames; FillProportionallyTests).
        let configuration = StackConfiguration(distribution: .fillProportionally, items: stackItems(3))
        XCTAssertEqual(stackLines(configuration, ["UISV-fill-proportionally", "UISV-fill-equally"]), [
            "UISV-fill-equally: arranged[1].width == arranged[0].width @999",
            "UISV-fill-equally: arranged[2].width == arranged[0].width @999",
        ])
    }

    func testEqualSpacingUsesGapGuidesBetweenEdges() {
        // docs/uikit-behaviours.md S2 (>=), S4 (equalSpacing); kean's blog log.
        let configuration = StackConfiguration(distribution: .equalSpacing, spacing: 10, items: stackItems(3))
        XCTAssertEqual(stackLines(configuration), [
            "UISV-canvas-connection: parent.leading == arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailing == arranged[2].trailing @1000",
            "UISV-spacing: arranged[1].leading >= arranged[0].trailing + 10 @1000",
            "UISV-spacing: arranged[2].leading >= arranged[1].trailing + 10 @1000",
            "UISV-distributing-edge: gap[0].leading == arranged[0].trailing @1000",
            "UISV-distributing-edge: gap[0].trailing == arranged[1].leading @1000",
            "UISV-distributing-edge: gap[1].leading == arranged[1].trailing @1000",
            "UISV-distributing-edge: gap[1].trailing == arranged[2].leading @1000",
            "UISV-fill-equally: gap[1].width == gap[0].width @1000",
            "UISV-canvas-fit: parent.width == 0 @49",
            "UISV-alignment: arranged[0].top == arranged[1].top @1000",
            "UISV-alignment: arranged[0].top == arranged[2].top @1000",
            "UISV-alignment: arranged[0].bottom == arranged[1].bottom @1000",
            "UISV-alignment: arranged[0].bottom == arranged[2].bottom @1000",
            "UISV-canvas-connection: parent.top == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom == arranged[0].bottom @1000",
        ])
    }

    func testEqualCenteringRunsGapsBetweenCentresAt149CountingDown() {
        // docs/uikit-behaviours.md S4: 149, 148, … ([TZ]; later pairs unverified).
        let configuration = StackConfiguration(distribution: .equalCentering, spacing: 0, items: stackItems(4))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing", "UISV-distributing-edge", "UISV-fill-equally",
                                                  "UISV-canvas-fit"]), [
            "UISV-spacing: arranged[1].leading >= arranged[0].trailing @1000",
            "UISV-spacing: arranged[2].leading >= arranged[1].trailing @1000",
            "UISV-spacing: arranged[3].leading >= arranged[2].trailing @1000",
            "UISV-distributing-edge: gap[0].leading == arranged[0].centerX @1000",
            "UISV-distributing-edge: gap[0].trailing == arranged[1].centerX @1000",
            "UISV-distributing-edge: gap[1].leading == arranged[1].centerX @1000",
            "UISV-distributing-edge: gap[1].trailing == arranged[2].centerX @1000",
            "UISV-distributing-edge: gap[2].leading == arranged[2].centerX @1000",
            "UISV-distributing-edge: gap[2].trailing == arranged[3].centerX @1000",
            "UISV-fill-equally: gap[1].width == gap[0].width @149",
            "UISV-fill-equally: gap[2].width == gap[0].width @148",
            "UISV-canvas-fit: parent.width == 0 @49",
        ])
    }

    func testVerticalEqualSpacingUsesHeights() {
        let configuration = StackConfiguration(axis: .vertical, distribution: .equalSpacing, items: stackItems(2))
        XCTAssertEqual(stackLines(configuration, ["UISV-distributing-edge", "UISV-canvas-fit"]), [
            "UISV-distributing-edge: gap[0].top == arranged[0].bottom @1000",
            "UISV-distributing-edge: gap[0].bottom == arranged[1].top @1000",
            "UISV-canvas-fit: parent.height == 0 @49",
        ])
    }

    // MARK: S5. Alignment

    func testCenterAlignmentTiesBothCanvasEdgesToTheSpanner() {
        // docs/uikit-behaviours.md S5, §8.1; docs/document-format.md "Layout rules": both edges to the spanner.
        let configuration = StackConfiguration(alignment: .center, items: stackItems(2))
        XCTAssertEqual(stackCrossLines(configuration), [
            "UISV-alignment: arranged[0].centerY == arranged[1].centerY @1000",
            "UISV-spanning-boundary: spanner.top <= arranged[0].top @1000",
            "UISV-spanning-boundary: spanner.bottom >= arranged[0].bottom @1000",
            "UISV-spanning-boundary: spanner.top <= arranged[1].top @1000",
            "UISV-spanning-boundary: spanner.bottom >= arranged[1].bottom @1000",
            "UISV-spanning-fit: spanner.height == 0 @51",
            "UISV-ambiguity-suppression: arranged[0].height == 0 @25",
            "UISV-ambiguity-suppression: arranged[1].height == 0 @25",
            "UISV-canvas-connection: parent.top == spanner.top @1000",
            "UISV-canvas-connection: parent.bottom == spanner.bottom @1000",
            "UISV-canvas-connection: parent.centerY == arranged[0].centerY @1000",
        ])
    }

    func testTrailingAlignmentHoldsTheBottomStrongly() {
        let configuration = StackConfiguration(alignment: .trailing, items: stackItems(2))
        XCTAssertEqual(stackCrossLines(configuration), [
            "UISV-alignment: arranged[0].bottom == arranged[1].bottom @1000",
            "UISV-spanning-boundary: spanner.top <= arranged[0].top @1000",
            "UISV-spanning-boundary: spanner.bottom == arranged[0].bottom @999.5",
            "UISV-spanning-boundary: spanner.top <= arranged[1].top @1000",
            "UISV-spanning-boundary: spanner.bottom == arranged[1].bottom @999.5",
            "UISV-spanning-fit: spanner.height == 0 @51",
            "UISV-ambiguity-suppression: arranged[0].height == 0 @25",
            "UISV-ambiguity-suppression: arranged[1].height == 0 @25",
            "UISV-canvas-connection: parent.top == spanner.top @1000",
            "UISV-canvas-connection: parent.bottom == arranged[0].bottom @1000",
        ])
        // `bottom` is the same alignment, named for the other axis.
        XCTAssertEqual(stackLines(configuration),
                       stackLines(StackConfiguration(alignment: .bottom, items: stackItems(2))))
        XCTAssertEqual(stackLines(StackConfiguration(alignment: .top, items: stackItems(2))),
                       stackLines(StackConfiguration(alignment: .leading, items: stackItems(2))))
    }

    func testFirstBaselineTopEdgeIsAtMostTheFirstViewsTop() {
        // docs/uikit-behaviours.md S5, §8.2; docs/document-format.md "Layout rules": the first-baseline top edge is `<=`.
        let configuration = StackConfiguration(alignment: .firstBaseline, items: stackItems(2))
        XCTAssertEqual(stackCrossLines(configuration), [
            "UISV-alignment: arranged[0].firstBaseline == arranged[1].firstBaseline @1000",
            "UISV-spanning-boundary: spanner.top <= arranged[0].top @1000",
            "UISV-spanning-boundary: spanner.bottom >= arranged[0].bottom @1000",
            "UISV-spanning-boundary: spanner.top <= arranged[1].top @1000",
            "UISV-spanning-boundary: spanner.bottom >= arranged[1].bottom @1000",
            "UISV-spanning-fit: spanner.height == 0 @51",
            "UISV-ambiguity-suppression: arranged[0].height == 0 @25",
            "UISV-ambiguity-suppression: arranged[1].height == 0 @25",
            "UISV-canvas-connection: parent.top <= arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom == spanner.bottom @1000",
            "UISV-canvas-fit: parent.height == 0 @49",
        ])
    }

    func testLastBaselineMirrorsFirstBaseline() {
        let configuration = StackConfiguration(alignment: .lastBaseline, items: stackItems(2))
        XCTAssertEqual(stackLines(configuration, ["UISV-alignment", "UISV-canvas-connection", "UISV-canvas-fit"])
            .filter { !$0.contains("leading") && !$0.contains("trailing") }, [
            "UISV-alignment: arranged[0].lastBaseline == arranged[1].lastBaseline @1000",
            "UISV-canvas-connection: parent.top == spanner.top @1000",
            "UISV-canvas-connection: parent.bottom >= arranged[0].bottom @1000",
            "UISV-canvas-fit: parent.height == 0 @49",
        ])
    }

    func testVerticalStackGetsNoBaselineAlignmentConstraints() {
        // docs/uikit-behaviours.md S5: baseline alignments are valid for horizontal stacks only.
        let configuration = StackConfiguration(axis: .vertical, alignment: .firstBaseline, items: stackItems(2))
        XCTAssertEqual(stackCrossLines(configuration), [
            "UISV-spanning-boundary: spanner.leading <= arranged[0].leading @1000",
            "UISV-spanning-boundary: spanner.trailing >= arranged[0].trailing @1000",
            "UISV-spanning-boundary: spanner.leading <= arranged[1].leading @1000",
            "UISV-spanning-boundary: spanner.trailing >= arranged[1].trailing @1000",
            "UISV-spanning-fit: spanner.width == 0 @51",
            "UISV-ambiguity-suppression: arranged[0].width == 0 @25",
            "UISV-ambiguity-suppression: arranged[1].width == 0 @25",
            "UISV-canvas-connection: parent.leading <= arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailing == spanner.trailing @1000",
            "UISV-canvas-fit: parent.width == 0 @49",
        ])
        XCTAssertFalse(stackLines(configuration).contains { $0.contains("Baseline") })
    }

    func testVerticalLeadingAlignmentUsesTheSpannerAcross() {
        let configuration = StackConfiguration(axis: .vertical, alignment: .leading, items: stackItems(2))
        XCTAssertEqual(stackCrossLines(configuration), [
            "UISV-alignment: arranged[0].leading == arranged[1].leading @1000",
            "UISV-spanning-boundary: spanner.leading == arranged[0].leading @999.5",
            "UISV-spanning-boundary: spanner.trailing >= arranged[0].trailing @1000",
            "UISV-spanning-boundary: spanner.leading == arranged[1].leading @999.5",
            "UISV-spanning-boundary: spanner.trailing >= arranged[1].trailing @1000",
            "UISV-spanning-fit: spanner.width == 0 @51",
            "UISV-ambiguity-suppression: arranged[0].width == 0 @25",
            "UISV-ambiguity-suppression: arranged[1].width == 0 @25",
            "UISV-canvas-connection: parent.leading == arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailing == spanner.trailing @1000",
        ])
    }

    func testSingleCenteredViewNeedsNoSpanner() {
        // docs/uikit-behaviours.md S5; kean's blog log "Single Subview, Alignment.Center".
        let configuration = StackConfiguration(alignment: .center, items: stackItems(1))
        XCTAssertEqual(stackLines(configuration), [
            "UISV-canvas-connection: parent.leading == arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailing == arranged[0].trailing @1000",
            "UISV-ambiguity-suppression: arranged[0].height == 0 @25",
            "UISV-canvas-connection: parent.top <= arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom >= arranged[0].bottom @1000",
            "UISV-canvas-connection: parent.centerY == arranged[0].centerY @1000",
            "UISV-canvas-fit: parent.height == 0 @49",
        ])
    }

    func testSingleViewWithOneWeakSide() {
        XCTAssertEqual(stackCrossLines(StackConfiguration(alignment: .leading, items: stackItems(1))), [
            "UISV-ambiguity-suppression: arranged[0].height == 0 @25",
            "UISV-canvas-connection: parent.top == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom >= arranged[0].bottom @1000",
            "UISV-canvas-fit: parent.height == 0 @49",
        ])
        XCTAssertEqual(stackCrossLines(StackConfiguration(alignment: .fill, items: stackItems(1))), [
            "UISV-canvas-connection: parent.top == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom == arranged[0].bottom @1000",
        ])
    }

    func testStackWithoutArrangedViewsTiesItsEdgesToTheEmptySpacer() {
        // docs/uikit-behaviours.md S1: with no visible view both edges tie to a spacer; the fits are
        // this module's decision (StackLayout).
        XCTAssertEqual(stackLines(StackConfiguration(spacing: 10, items: [])), [
            "UISV-canvas-connection: parent.leading == emptySpacer.leading @1000",
            "UISV-canvas-connection: parent.trailing == emptySpacer.trailing @1000",
            "UISV-canvas-fit: emptySpacer.width == 0 @49",
            "UISV-canvas-fit: parent.height == 0 @49",
        ])
    }

    // MARK: Descriptions and guides

    func testDescriptionReadsLikeAnEquation() {
        let spacing = ArrangementConstraint(identifier: "UISV-spacing", first: ArrangementAnchor(.arranged(1), .leading),
                                      relation: .equal, second: ArrangementAnchor(.arranged(0), .trailing), constant: 10)
        XCTAssertEqual(spacing.description, "UISV-spacing: arranged[1].leading == arranged[0].trailing + 10 @1000")
        XCTAssertTrue(spacing.isRequired)
        let fit = ArrangementConstraint(identifier: "UISV-spanning-fit", first: ArrangementAnchor(.guide(.alignmentSpanner), .height),
                                  relation: .equal, second: nil, priority: 51)
        XCTAssertEqual(fit.description, "UISV-spanning-fit: spanner.height == 0 @51")
        XCTAssertFalse(fit.isRequired)
        let share = ArrangementConstraint(identifier: "x", first: ArrangementAnchor(.arranged(0), .width), relation: .lessThanOrEqual,
                                    multiplier: 0.5, second: ArrangementAnchor(.parentMargins, .width), constant: -2.5,
                                    priority: 999.5)
        XCTAssertEqual(share.description, "x: arranged[0].width <= 0.5 * parentMargins.width - 2.5 @999.5")
    }

    func testGuidesAreListedInOrderOfFirstUse() {
        let constraints = StackLayout.constraints(for: StackConfiguration(distribution: .equalSpacing, alignment: .center,
                                                                          items: stackItems(3)))
        XCTAssertEqual(StackLayout.guides(in: constraints), [.gap(0), .gap(1), .alignmentSpanner])
        XCTAssertEqual(StackLayout.guides(in: StackLayout.constraints(for: StackConfiguration(items: stackItems(2)))), [])
    }

    func testOutputIsDeterministicAndHashable() {
        let configuration = StackConfiguration(distribution: .equalCentering, alignment: .firstBaseline, spacing: 3,
                                               customSpacing: [0: 7], items: stackItems("vHvv"))
        let first = StackLayout.constraints(for: configuration)
        XCTAssertEqual(first, StackLayout.constraints(for: configuration))
        XCTAssertEqual(Set(first).count, first.count, "no duplicate constraints")
    }
}
