import XCTest
@testable import TrellisCore

/// Margins-relative and baseline-relative arrangement, text-width disambiguation
/// (docs/uikit-behaviours.md S1, S2, S7).
final class StackLayoutOptionsTests: XCTestCase {
    func testMarginsRelativeConnectsToTheMarginAttributes() {
        // docs/uikit-behaviours.md S1: UIViewLayoutMarginsGuide.leading == label.leading [LOG].
        let configuration = StackConfiguration(marginsRelative: true, items: stackItems(2))
        XCTAssertEqual(stackLines(configuration, ["UISV-canvas-connection"]), [
            "UISV-canvas-connection: parent.leadingMargin == arranged[0].leading @1000",
            "UISV-canvas-connection: parent.trailingMargin == arranged[1].trailing @1000",
            "UISV-canvas-connection: parent.topMargin == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottomMargin == arranged[0].bottom @1000",
        ])
    }

    func testMarginsRelativeSizesUseTheMarginsGuide() {
        let center = StackConfiguration(alignment: .center, marginsRelative: true, items: stackItems(1))
        XCTAssertEqual(stackCrossLines(center).suffix(4), [
            "UISV-canvas-connection: parent.topMargin <= arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottomMargin >= arranged[0].bottom @1000",
            "UISV-canvas-connection: parent.centerYWithinMargins == arranged[0].centerY @1000",
            "UISV-canvas-fit: parentMargins.height == 0 @49",
        ])
        let spaced = StackConfiguration(axis: .vertical, distribution: .equalSpacing, marginsRelative: true,
                                        items: stackItems(2))
        XCTAssertEqual(stackLines(spaced, ["UISV-canvas-fit"]), ["UISV-canvas-fit: parentMargins.height == 0 @49"])
        XCTAssertEqual(Array(stackLines(spaced).prefix(2)), [
            "UISV-canvas-connection: parent.topMargin == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottomMargin == arranged[1].bottom @1000",
        ])
        var items = stackItems(2)
        items[0].intrinsicLength = 30
        items[1].intrinsicLength = 10
        let proportional = StackConfiguration(distribution: .fillProportionally, marginsRelative: true, items: items)
        XCTAssertEqual(stackLines(proportional, ["UISV-fill-proportionally"]), [
            "UISV-fill-proportionally: arranged[0].width == 0.75 * parentMargins.width @999",
            "UISV-fill-proportionally: arranged[1].width == 0.25 * parentMargins.width @998",
        ])
    }

    func testBaselineRelativeVerticalSpacingRunsBetweenBaselines() {
        // docs/uikit-behaviours.md S2 [ARR]; kean's blog: Subview1.firstBaseline == Subview0.lastBaseline + 20.
        // §8.3: the canvas connections stay on top and bottom.
        let configuration = StackConfiguration(axis: .vertical, spacing: 20, baselineRelative: true,
                                               items: stackItems(3))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing", "UISV-canvas-connection"]).prefix(4), [
            "UISV-canvas-connection: parent.top == arranged[0].top @1000",
            "UISV-canvas-connection: parent.bottom == arranged[2].bottom @1000",
            "UISV-spacing: arranged[1].firstBaseline == arranged[0].lastBaseline + 20 @1000",
            "UISV-spacing: arranged[2].firstBaseline == arranged[1].lastBaseline + 20 @1000",
        ])
    }

    func testBaselineRelativeIsIgnoredByHorizontalStacks() {
        // docs/uikit-behaviours.md S2 [HDR].
        XCTAssertEqual(stackLines(StackConfiguration(spacing: 20, baselineRelative: true, items: stackItems(2))),
                       stackLines(StackConfiguration(spacing: 20, items: stackItems(2))))
    }

    func testBaselineRelativeSpacingNextToAHiddenViewUsesItsEdges() {
        // StackLayout's decision: the visible side keeps its baseline, the hidden side uses its edge,
        // so the baseline-to-baseline gap survives hiding; outside the visible span, edges only.
        let configuration = StackConfiguration(axis: .vertical, spacing: 20, baselineRelative: true,
                                               items: stackItems("HvHv"))
        XCTAssertEqual(stackLines(configuration, ["UISV-spacing"]), [
            "UISV-spacing: arranged[1].top == arranged[0].bottom @1000",
            "UISV-spacing: arranged[2].top == arranged[1].lastBaseline + 10 @1000",
            "UISV-spacing: arranged[3].firstBaseline == arranged[2].bottom + 10 @1000",
        ])
    }

    func testMultilineLabelInAHorizontalFillStackGetsAnEqualShare() {
        // docs/uikit-behaviours.md S7: label.width == S.width/N + C @(CR + 10).
        var items = stackItems(3)
        items[0].isMultilineLabel = true
        items[2].isMultilineLabel = true
        items[2].compressionResistance = 1000
        let configuration = StackConfiguration(spacing: 10, items: items)
        XCTAssertEqual(stackLines(configuration, ["UISV-text-width-disambiguation"]), [
            "UISV-text-width-disambiguation: arranged[0].width == 0.3333333333333333 * parent.width - 6.666666666666667 @760",
            "UISV-text-width-disambiguation: arranged[2].width == 0.3333333333333333 * parent.width - 6.666666666666667 @999",
        ])
        XCTAssertEqual(stackLines(configuration).last?.hasPrefix("UISV-text-width-disambiguation"), true,
                       "S7 comes last")
    }

    func testTextWidthDisambiguationOnlyInHorizontalFillStacks() {
        var items = stackItems(2)
        items[0].isMultilineLabel = true
        let identifier: Set<String> = ["UISV-text-width-disambiguation"]
        XCTAssertEqual(stackLines(StackConfiguration(items: items), identifier).count, 1)
        XCTAssertEqual(stackLines(StackConfiguration(axis: .vertical, items: items), identifier), [])
        XCTAssertEqual(stackLines(StackConfiguration(distribution: .fillEqually, items: items), identifier), [])
        items[0].isHidden = true
        XCTAssertEqual(stackLines(StackConfiguration(items: items), identifier), [])
    }
}
