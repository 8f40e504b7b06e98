import XCTest
@testable import TrellisCore

/// ViewDescription keeps its text, metrics and stack/group properties in shared boxes
/// (copy on write): copies are independent values, and a view whose properties are set to
/// their defaults equals one that never set them.
final class ViewDescriptionStorageTests: XCTestCase {
    func testDefaultsAreUIKits() {
        let view = ViewDescription(id: "v")
        XCTAssertEqual(view.hugging, AxisPair(horizontal: 250, vertical: 250))
        XCTAssertEqual(view.compressionResistance, AxisPair(horizontal: 750, vertical: 750))
        XCTAssertEqual(view.layoutMargins, .plain(.defaultMargins))
        XCTAssertEqual(view.intrinsicSize, .plain(.none))
        XCTAssertEqual(view.lines, 1)
        XCTAssertNil(view.text)
        XCTAssertNil(view.baselines?.first)
        XCTAssertEqual(view.groupItem, GroupItemDescription())
    }

    func testChangingACopyLeavesTheOriginal() {
        var original = ViewDescription(id: "v", kind: .label)
        original.text = "Hello"
        original.intrinsicSize = .plain(IntrinsicSize(width: 10, height: 20))
        var copy = original
        copy.text = "Bye"
        copy.intrinsicSize = .plain(.none)
        copy.stack = StackDescription(spacing: .plain(4))
        XCTAssertEqual(original.text, "Hello")
        XCTAssertEqual(original.intrinsicSize, .plain(IntrinsicSize(width: 10, height: 20)))
        XCTAssertNil(original.stack)
        XCTAssertEqual(copy.text, "Bye")
        XCTAssertNotEqual(copy, original)
    }

    func testPropertiesSetToTheirDefaultsEqualUnsetOnes() {
        var view = ViewDescription(id: "v")
        view.lines = 1
        view.hugging = AxisPair(horizontal: 250, vertical: 250)
        view.groupItem = GroupItemDescription()
        XCTAssertEqual(view, ViewDescription(id: "v"))
        view.baselines = (first: 3, last: 9)
        XCTAssertNotEqual(view, ViewDescription(id: "v"))
        XCTAssertEqual(view.baselines?.last, 9)
    }
}
