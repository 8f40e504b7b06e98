import XCTest
@testable import TrellisDocument
import TrellisCore

final class ViewReadingTests: XCTestCase {
    /// The reader skips the field check of a view whose fields are all in
    /// `ViewFields.anyParent(kind:)`: that set must be within what every parent allows a
    /// view of that kind, and it is all of the common fields but where a kind refuses one.
    func testFieldsAnyParentAllowsAreAllowedUnderEveryParent() {
        let parents: [SceneDraft.Parent] = [.none, .plain, .stack, .group]
        XCTAssertEqual(ViewFields.anyKind.union([.subviews]), ViewFields.common)
        XCTAssertFalse(ViewFields.anyKind.contains(.subviews))
        for kind in ViewKind.allCases {
            let fields = ViewFields.anyParent(kind: kind)
            for parent in parents {
                XCTAssertTrue(fields.isSubset(of: ViewFields.allowed(kind: kind, parent: parent)), "\(kind) in \(parent)")
            }
            let allowedEverywhere = parents.map { ViewFields.allowed(kind: kind, parent: $0) }
                .reduce(FieldSet<ViewField>(bits: ~0)) { FieldSet(bits: $0.bits & $1.bits) }
            XCTAssertEqual(fields, FieldSet(bits: allowedEverywhere.bits & ViewFields.common.bits), "\(kind)")
        }
    }

    func testEveryViewPropertyIsRead() throws {
        let json = document(subviews: #"""
            {"id": "title", "kind": "label", "comment": "the headline",
             "intrinsicSize": {"any": [null, 20], "wR hR": [-1, 30]},
             "hugging": [251, 249], "compressionResistance": [1000, 1],
             "text": "Hi", "textStyle": {"any": "body", "wC": "caption2"}, "lines": 0,
             "layoutMargins": [1, 2, 3, 4], "alignmentInsets": [5, 6, 7, 8], "baseline": [10, 20],
             "hidden": {"hC": true, "any": false}, "installed": false},
            {"id": "fixed", "kind": "button", "fontSize": {"any": 12, "wR": 14.5}},
            {"id": "row", "kind": "stack", "axis": "vertical", "distribution": "equalCentering",
             "alignment": {"any": "firstBaseline"}, "spacing": -2, "baselineRelative": true,
             "marginsRelative": true, "customSpacing": {"a-1": 12},
             "arranged": [{"id": "a-1"}, {"id": "a.2", "kind": "image"}]},
            {"id": "card", "kind": "group", "layout": "vertical", "insets": [1, 2, 3, 4], "spacing": 6,
             "arranged": [{"id": "g1", "position": ["right", "bottom"], "widthMode": {"fixed": 40},
                           "heightMode": {"relative": 0.5, "adjust": -4}},
                          {"id": "g2", "widthMode": "fit", "heightMode": {"relative": 1}}]},
            {"id": "spacer", "kind": "guide"}
            """#)
        let scene = try XCTUnwrap(load(json)?.scenes.first)
        let views = scene.root.subviews
        XCTAssertEqual(views.count, 5)

        let title = views[0]
        XCTAssertEqual(title.intrinsicSize, .sizeClasses([.any: IntrinsicSize(width: nil, height: 20),
                                                          SizeClassKey(horizontal: .regular, vertical: .regular): IntrinsicSize(width: nil, height: 30)]))
        XCTAssertEqual(title.hugging, AxisPair(horizontal: 251, vertical: 249))
        XCTAssertEqual(title.compressionResistance, AxisPair(horizontal: 1000, vertical: 1))
        XCTAssertEqual(title.text, "Hi")
        XCTAssertEqual(title.textStyle, .sizeClasses([.any: .body, SizeClassKey(horizontal: .compact): .caption2]))
        XCTAssertEqual(title.lines, 0)
        XCTAssertEqual(title.layoutMargins, .plain(DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        XCTAssertEqual(title.alignmentInsets, EdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        XCTAssertEqual(title.baselines?.first, 10)
        XCTAssertEqual(title.baselines?.last, 20)
        XCTAssertEqual(title.hidden, .sizeClasses([.any: false, SizeClassKey(vertical: .compact): true]))
        XCTAssertEqual(title.installed, .plain(false))

        XCTAssertEqual(views[1].kind, .button)
        XCTAssertEqual(views[1].fontSize, .sizeClasses([.any: 12, SizeClassKey(horizontal: .regular): 14.5]))
        XCTAssertNil(views[1].textStyle)
        XCTAssertEqual(views[1].lines, 1)

        let stack = try XCTUnwrap(views[2].stack)
        XCTAssertEqual(stack.axis, .plain(.vertical))
        XCTAssertEqual(stack.distribution, .plain(.equalCentering))
        XCTAssertEqual(stack.alignment, .sizeClasses([.any: .firstBaseline]))
        XCTAssertEqual(stack.spacing, .plain(-2))
        XCTAssertEqual(stack.customSpacing, ["a-1": 12])
        XCTAssertTrue(stack.baselineRelative)
        XCTAssertTrue(stack.marginsRelative)
        XCTAssertEqual(views[2].arranged.map(\.id), ["a-1", "a.2"])
        XCTAssertNil(views[2].group)

        let group = try XCTUnwrap(views[3].group)
        XCTAssertEqual(group, GroupDescription(layout: .vertical, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), spacing: 6))
        XCTAssertEqual(views[3].arranged[0].groupItem,
                       GroupItemDescription(horizontalPosition: .right, verticalPosition: .bottom,
                                            widthMode: .fixed(40), heightMode: .relative(0.5, adjust: -4)))
        XCTAssertEqual(views[3].arranged[1].groupItem, GroupItemDescription(heightMode: .relative(1, adjust: 0)))
        XCTAssertEqual(views[4].kind, .guide)
    }

    func testDefaultsFollowUIKit() throws {
        let view = try XCTUnwrap(load(document(subviews: #"{"id": "plain"}"#))?.scenes.first?.root.subviews.first)
        XCTAssertEqual(view, ViewDescription(id: "plain"))
        XCTAssertEqual(view.kind, .view)
        XCTAssertEqual(view.hugging, AxisPair(horizontal: 250, vertical: 250))
        XCTAssertEqual(view.layoutMargins, .plain(.defaultMargins))
        let stack = try XCTUnwrap(load(document(subviews: #"{"id": "s", "kind": "stack"}"#))?.scenes.first?.root.subviews.first)
        XCTAssertEqual(stack.stack, StackDescription())
        let group = try XCTUnwrap(load(document(subviews: #"{"id": "g", "kind": "group"}"#))?.scenes.first?.root.subviews.first)
        XCTAssertEqual(group.group, GroupDescription())
    }

    func testDockViewsAndSegues() throws {
        let json = document(root: #"{"id": "root", "subviews": [{"id": "cell"}]}"#,
                            scene: #", "dock": [{"id": "popup", "subviews": [{"id": "ok"}]}], "segues": [{"id": "show", "from": "cell", "to": "other", "kind": "push"}]"#)
            .replacingLastScenes(with: #", {"id": "other", "root": {"id": "r2"}}]}"#)
        let document = try XCTUnwrap(load(json))
        let scene = try XCTUnwrap(document.scenes.first)
        XCTAssertEqual(scene.dock.map(\.id), ["popup"])
        XCTAssertEqual(scene.segues, [SegueDescription(id: "show", from: "cell", to: "other", kind: "push")])
        XCTAssertEqual(document.scenes.map(\.id), ["main", "other"])
        XCTAssertNil(document.initialScene)
    }

    func testCommentsAreAllowedAnywhere() {
        let json = #"""
        {"comment": "top", "format": "trellis/1", "scenes": [{"comment": 1, "id": "main",
         "root": {"id": "root", "comment": [1, [2]], "kind": "view"},
         "constraints": [{"comment": "c", "eq": "root.width == 10", "constant": {"comment": "x", "any": 4}}],
         "segues": [{"comment": null, "id": "s", "from": "root", "to": "main", "kind": "push"}]}]}
        """#
        let document = load(json)
        XCTAssertEqual(document?.scenes.first?.constraints.first?.constant, .sizeClasses([.any: 4]))
    }
}

extension String {
    /// Replaces the closing `]}` of the scenes array with `tail`, to add scenes.
    func replacingLastScenes(with tail: String) -> String {
        guard hasSuffix("]}") else { return self }
        return String(dropLast(2)) + tail
    }
}
