import XCTest
@testable import TrellisCore

/// WatchKit group constraints (docs/uikit-behaviours.md §6, docs/document-format.md), generated as data like a
/// stack's: one builder method per rule, in a fixed order.
final class GroupLayoutTests: XCTestCase {
    func lines(_ layout: LayoutAxis, insets: EdgeInsets = .zero, _ items: [GroupConfiguration.Item]) -> [String] {
        GroupLayout.constraints(for: GroupConfiguration(group: GroupDescription(layout: layout, insets: insets), items: items))
            .map(\.description)
    }

    func testStartChainFromTheLeadingInsetWithTwoPointSpacing() {
        // docs/uikit-behaviours.md W1: spacing defaults to 2 points.
        let fixed = GroupItemDescription(widthMode: .fixed(30), heightMode: .fixed(10))
        XCTAssertEqual(lines(.horizontal, insets: EdgeInsets(top: 1, left: 4, bottom: 3, right: 6),
                             [.init(placement: fixed), .init(placement: fixed)]), [
            "WKG-size: arranged[0].width == 30 @1000",
            "WKG-size: arranged[0].height == 10 @1000",
            "WKG-size: arranged[1].width == 30 @1000",
            "WKG-size: arranged[1].height == 10 @1000",
            "WKG-flow: arranged[0].left == parent.left + 4 @1000",
            "WKG-flow: arranged[1].left == arranged[0].right + 2 @1000",
            "WKG-cross: arranged[0].top == parent.top + 1 @1000",
            "WKG-cross: arranged[1].top == parent.top + 1 @1000",
            "WKG-enclosure: arranged[0].left >= parent.left + 4 @999",
            "WKG-enclosure: arranged[0].right <= parent.right - 6 @999",
            "WKG-enclosure: arranged[0].top >= parent.top + 1 @999",
            "WKG-enclosure: arranged[0].bottom <= parent.bottom - 3 @999",
            "WKG-enclosure: arranged[1].left >= parent.left + 4 @999",
            "WKG-enclosure: arranged[1].right <= parent.right - 6 @999",
            "WKG-enclosure: arranged[1].top >= parent.top + 1 @999",
            "WKG-enclosure: arranged[1].bottom <= parent.bottom - 3 @999",
            "WKG-fit-content: parent.width == 0 @49",
            "WKG-fit-content: parent.height == 0 @49",
        ])
    }

    func testEndChainRunsBackFromTheEndEdgeAndCentreItemsFormABlock() {
        // docs/uikit-behaviours.md W2: end-aligned children stack from that edge, in their order.
        let end = GroupItemDescription(horizontalPosition: .center, verticalPosition: .bottom)
        let centre = GroupItemDescription(horizontalPosition: .center, verticalPosition: .center)
        let generated = lines(.vertical, [.init(placement: end), .init(placement: centre), .init(placement: end),
                                          .init(placement: centre)])
        XCTAssertEqual(generated.filter { $0.hasPrefix("WKG-flow") || $0.hasPrefix("WKG-center") || $0.hasPrefix("WKG-cross") }, [
            "WKG-flow: arranged[2].bottom == parent.bottom @1000",
            "WKG-flow: arranged[0].bottom == arranged[2].top - 2 @1000",
            "WKG-center: centerBlock.top == arranged[1].top @1000",
            "WKG-center: centerBlock.bottom == arranged[3].bottom @1000",
            "WKG-center: centerBlock.centerY == parent.centerY @1000",
            "WKG-flow: arranged[3].top == arranged[1].bottom + 2 @1000",
            "WKG-cross: arranged[0].centerX == parent.centerX @1000",
            "WKG-cross: arranged[1].centerX == parent.centerX @1000",
            "WKG-cross: arranged[2].centerX == parent.centerX @1000",
            "WKG-cross: arranged[3].centerX == parent.centerX @1000",
        ])
    }

    func testHiddenChildrenCollapseAndTakeNoPlaceInTheChain() {
        let generated = lines(.horizontal, [.init(), .init(isHidden: true), .init()])
        XCTAssertEqual(Array(generated.prefix(2)), ["WKG-hiding: arranged[1].width == 0 @1000",
                                                    "WKG-hiding: arranged[1].height == 0 @1000"])
        XCTAssertTrue(generated.contains("WKG-flow: arranged[2].left == arranged[0].right + 2 @1000"))
        XCTAssertFalse(generated.contains { $0.contains("arranged[1].left") })
    }

    func testRelativeSizesAreFractionsOfTheContentArea() {
        // The content area is the group inside its insets; spacing is not subtracted (W4 is
        // undocumented; docs/document-format.md decides).
        let half = GroupItemDescription(widthMode: .relative(0.5, adjust: -4), heightMode: .fit)
        let generated = lines(.horizontal, insets: EdgeInsets(top: 0, left: 10, bottom: 2, right: 10), [.init(placement: half)])
        XCTAssertEqual(Array(generated.prefix(2)), [
            "WKG-size: arranged[0].width == 0.5 * parent.width - 14 @1000",
            "WKG-fit: arranged[0].height <= parent.height - 2 @1000",
        ])
    }
}
