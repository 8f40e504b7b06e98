import XCTest
@testable import TrellisDocument
import TrellisCore

/// Containers, segues and references between documents.
final class SceneCompositionTests: XCTestCase {
    private func scenes(_ scenes: String, top: String = "") -> String {
        #"{"format": "trellis/1",\#(top) "scenes": [\#(scenes)]}"#
    }

    private let cell = #"""
    {"id": "cell", "root": {"id": "content", "subviews": [{"id": "title"}]},
     "constraints": [{"id": "pin", "eq": "title.leading == superview.leading"}, "content.width == 100"],
     "dock": [{"id": "badge"}]}
    """#

    func testContainersEmbedPrefixedScenes() throws {
        let json = scenes(#"""
            {"id": "list", "root": {"id": "root", "subviews": [
                {"id": "first", "kind": "container", "scene": "cell"},
                {"id": "second", "kind": "container", "scene": "cell"}]},
             "constraints": ["first.title.width == second.title.width", "first.top == root.top"]},
            \#(cell)
            """#)
        let document = try XCTUnwrap(load(json))
        let list = try XCTUnwrap(document.scene(named: "list"))
        let first = list.root.subviews[0]
        XCTAssertEqual(first.containerScene, "cell")
        XCTAssertEqual(first.subviews.map(\.id), ["first.content"])
        XCTAssertEqual(first.subviews.first?.subviews.map(\.id), ["first.title"])
        XCTAssertEqual(list.root.allIDs, ["root", "first", "first.content", "first.title", "second", "second.content", "second.title"])
        XCTAssertEqual(list.constraints.map(\.id), [nil, nil, "first.pin", nil, "second.pin", nil])
        XCTAssertEqual(list.constraints[2].form,
                       .equation(Equation(first: AnchorReference("first.title", .leading), relation: .equal,
                                          second: AnchorReference("superview", .leading))))
        XCTAssertEqual(list.dock.map(\.id), ["first.badge", "second.badge"])
        // The embedded scene itself stays as written.
        XCTAssertEqual(document.scene(named: "cell")?.root.allIDs, ["content", "title"])
    }

    func testNestedContainersExpandRecursively() throws {
        let json = scenes(#"""
            {"id": "outer", "root": {"id": "root", "subviews": [{"id": "a", "kind": "container", "scene": "middle"}]}},
            {"id": "middle", "root": {"id": "m", "arranged": [{"id": "b", "kind": "container", "scene": "inner"}], "kind": "stack"}},
            {"id": "inner", "root": {"id": "leaf"}, "constraints": ["leaf.width == 10"]}
            """#)
        let outer = try XCTUnwrap(load(json)?.scene(named: "outer"))
        XCTAssertEqual(outer.root.allIDs, ["root", "a", "a.m", "a.b", "a.b.leaf"])
        XCTAssertEqual(outer.constraints.map(\.source), ["leaf.width == 10"])
        XCTAssertEqual(outer.constraints.first?.form,
                       .equation(Equation(first: AnchorReference("a.b.leaf", .width), relation: .equal, constant: 10)))
    }

    func testContainerCyclesAreRejected() {
        let json = scenes(#"""
            {"id": "a", "root": {"id": "r", "subviews": [{"id": "x", "kind": "container", "scene": "b"}]}},
            {"id": "b", "root": {"id": "r", "subviews": [{"id": "y", "kind": "container", "scene": "a"}]}}
            """#)
        assertSchemaError(json, #"$.scenes[1].root.subviews[0].scene: containers embed scenes in a cycle: "a" -> "b" -> "a""#)
        let selfEmbedding = scenes(#"{"id": "a", "root": {"id": "r", "subviews": [{"id": "x", "kind": "container", "scene": "a"}]}}"#)
        assertSchemaError(selfEmbedding, #"$.scenes[0].root.subviews[0].scene: containers embed scenes in a cycle: "a" -> "a""#)
    }

    func testContainerRules() {
        assertSchemaError(document(subviews: #"{"id": "c", "kind": "container"}"#),
                          #"$.scenes[0].root.subviews[0]: missing field "scene" (the id of the scene the container embeds)"#)
        assertSchemaError(document(subviews: #"{"id": "c", "kind": "container", "scene": "nope"}"#),
                          #"$.scenes[0].root.subviews[0].scene: unknown scene "nope""#)
        assertSchemaError(document(subviews: #"{"id": "c", "kind": "container", "scene": "main", "subviews": []}"#),
                          "$.scenes[0].root.subviews[0].subviews: a container cannot have subviews: its only child is the root of the scene it embeds")
        assertSchemaError(document(subviews: #"{"id": "c", "kind": "container", "scene": "lib#cell"}"#),
                          #"$.scenes[0].root.subviews[0].scene: unknown reference "lib" in "lib#cell"; the document has no references"#)
    }

    func testEmbeddedIdsMustNotClash() {
        let json = scenes(#"""
            {"id": "list", "root": {"id": "root", "subviews": [
                {"id": "c", "kind": "container", "scene": "cell"}, {"id": "c.title"}]}},
            \#(cell)
            """#)
        assertSchemaError(json, #"$.scenes[0].root.subviews[0].scene: embedding scene "cell" adds view "c.title", but that id is already used at $.scenes[0].root.subviews[1]"#)
    }

    func testEmbeddingTooDeepIsRejected() {
        var deep = #"{"id": "v0"}"#
        for level in 1..<150 { deep = #"{"id": "v\#(level)", "subviews": [\#(deep)]}"# }
        var host = #"{"id": "c", "kind": "container", "scene": "deep"}"#
        for level in 1..<60 { host = #"{"id": "h\#(level)", "subviews": [\#(host)]}"# }
        let json = scenes(#"{"id": "host", "root": \#(host)}, {"id": "deep", "root": \#(deep)}"#)
        let error = loadError(json)
        XCTAssertEqual(error?.message.hasSuffix(#".scene: embedding scene "deep" here nests views 210 levels deep; the limit is 200"#), true, error?.message ?? "")
    }

    func testExponentialEmbeddingIsBounded() {
        var list: [String] = [#"{"id": "s0", "root": {"id": "r"}}"#]
        for level in 1...40 {
            let children = (0..<4).map { #"{"id": "c\#($0)", "kind": "container", "scene": "s\#(level - 1)"}"# }.joined(separator: ", ")
            list.append(#"{"id": "s\#(level)", "root": {"id": "r", "subviews": [\#(children)]}}"#)
        }
        let error = loadError(scenes(list.joined(separator: ", ")))
        XCTAssertEqual(error?.kind, .schema)
        XCTAssertEqual(error?.message.contains("makes the document embed more than 100000 views or 100000 constraints in all"), true, error?.message ?? "")
    }

    func testSegues() throws {
        let json = scenes(#"""
            {"id": "a", "root": {"id": "r", "subviews": [{"id": "cell"}]},
             "segues": [{"id": "show", "from": "cell", "to": "b", "kind": "push"}]},
            {"id": "b", "root": {"id": "r"}}
            """#)
        XCTAssertEqual(try XCTUnwrap(load(json)).scenes[0].segues,
                       [SegueDescription(id: "show", from: "cell", to: "b", kind: "push")])
        assertSchemaError(json.replacingFirst(#""from": "cell""#, with: #""from": "cel""#),
                          #"$.scenes[0].segues[0].from: unknown view "cel" (did you mean "cell"?)"#)
        assertSchemaError(json.replacingFirst(#""to": "b""#, with: #""to": "c""#),
                          #"$.scenes[0].segues[0].to: unknown scene "c""#)
        assertSchemaError(json.replacingFirst(#", "kind": "push""#, with: ""),
                          #"$.scenes[0].segues[0]: missing field "kind" (such as "push" or "modal")"#)
        assertSchemaError(json.replacingFirst(#""kind": "push""#, with: #""kind": "push", "animated": true"#),
                          #"$.scenes[0].segues[0].animated: unknown field "animated""#)
    }

    func testSeguesMayStartInEmbeddedViews() {
        let json = scenes(#"""
            {"id": "list", "root": {"id": "root", "subviews": [{"id": "c", "kind": "container", "scene": "cell"}]},
             "segues": [{"id": "open", "from": "c.title", "to": "cell", "kind": "push"}]},
            \#(cell)
            """#)
        XCTAssertNotNil(load(json))
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }
}

final class ViewTreeWalkingTests: XCTestCase {
    private let tree: ViewDescription = {
        var stack = ViewDescription(id: "s", kind: .stack)
        stack.stack = StackDescription(customSpacing: ["a": 4, "b": 8])
        stack.arranged = [ViewDescription(id: "a"), ViewDescription(id: "b", kind: .label)]
        stack.subviews = [ViewDescription(id: "bg")]
        var root = ViewDescription(id: "root")
        var inner = ViewDescription(id: "inner")
        inner.subviews = [ViewDescription(id: "deep")]
        root.subviews = [stack, inner]
        root.arranged = [ViewDescription(id: "odd")]
        return root
    }()

    func testPrefixingRenamesEveryIDAndCustomSpacingKey() {
        let prefixed = tree.prefixingIDs(with: "c.")
        XCTAssertEqual(prefixed.allIDs, ["c.root", "c.s", "c.bg", "c.a", "c.b", "c.inner", "c.deep", "c.odd"])
        XCTAssertEqual(prefixed.subviews.first?.stack?.customSpacing, ["c.a": 4, "c.b": 8])
        XCTAssertEqual(tree.allIDs, ["root", "s", "bg", "a", "b", "inner", "deep", "odd"])
    }

    func testLevelCount() {
        XCTAssertEqual(tree.levelCount, 3)
        XCTAssertEqual(ViewDescription(id: "x").levelCount, 1)
    }
}
