import XCTest
@testable import TrellisCore

/// The stack vectors S1–S9 of docs/uikit-behaviours.md §7 (Tests/Fixtures/examples/stack-vectors.expected.json),
/// the stacks of badges.json and friends-cell.json, and a few more layouts, solved by
/// brute force: the generated constraints plus intrinsic sizes in the Cassowary solver.
final class StackLayoutVectorTests: XCTestCase {
    /// A view of a vector: intrinsic width × height, hugging (h, v); CR 750.
    private struct VectorView {
        var name: String
        var width: Double
        var height: Double
        var hugging: (Double, Double) = (250, 250)
    }

    /// Lays out a horizontal stack whose origin is pinned at (0, 0); `width`/`height` nil
    /// leave it at its fitting size. Returns every frame by name, the stack's as "stack".
    private func layOut(_ views: [VectorView], width: Double? = nil, height: Double? = nil,
                        distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                        spacing: Double) throws -> [String: [Double]] {
        let harness = StackSolveHarness()
        let stack = harness.box("stack")
        try harness.pin(stack)
        try harness.size(stack, width: width, height: height)
        var boxes: [StackSolveHarness.Box] = []
        for view in views {
            boxes.append(try harness.view(view.name, width: view.width, height: view.height, hugging: view.hugging))
        }
        let items = views.map { StackConfiguration.Item(intrinsicLength: $0.width) }
        try harness.arrange(stack, boxes, StackConfiguration(distribution: distribution, alignment: alignment,
                                                             spacing: spacing, items: items))
        var frames = ["stack": harness.frame(stack)]
        for box in boxes { frames[box.name] = harness.frame(box) }
        return frames
    }

    private func assertFrames(_ frames: [String: [Double]], _ expected: [String: [Double]],
                              file: StaticString = #filePath, line: UInt = #line) {
        for (name, frame) in expected.sorted(by: { $0.key < $1.key }) {
            assertStackFrame(frames[name] ?? [], frame, name, file: file, line: line)
        }
    }

    private let abc = [VectorView(name: "A", width: 50, height: 20), VectorView(name: "B", width: 60, height: 20),
                       VectorView(name: "C", width: 40, height: 20)]

    // MARK: docs/uikit-behaviours.md §7

    func testS1FillLetsTheLowerHuggingViewStretch() throws {
        let frames = try layOut([VectorView(name: "A", width: 50, height: 20),
                                 VectorView(name: "B", width: 60, height: 30, hugging: (251, 251))],
                                width: 300, height: 50, spacing: 10)
        assertFrames(frames, ["A": [0, 0, 230, 50], "B": [240, 0, 60, 50]])
    }

    func testS2FillFittingSizeHugsTheViews() throws {
        let frames = try layOut([VectorView(name: "A", width: 50, height: 20), VectorView(name: "B", width: 60, height: 30)],
                                spacing: 10)
        assertFrames(frames, ["stack": [0, 0, 120, 30], "A": [0, 0, 50, 30], "B": [60, 0, 60, 30]])
    }

    private let fillEquallyViews = [VectorView(name: "A", width: 50, height: 20),
                                    VectorView(name: "B", width: 100, height: 20),
                                    VectorView(name: "C", width: 30, height: 20)]

    func testS3FillEquallySharesTheWidth() throws {
        let frames = try layOut(fillEquallyViews, width: 300, height: 40, distribution: .fillEqually, spacing: 10)
        let third = 280.0 / 3
        assertFrames(frames, ["A": [0, 0, third, 40], "B": [third + 10, 0, third, 40],
                              "C": [2 * third + 20, 0, third, 40]])
    }

    func testS4FillEquallyFitsTheLargestIntrinsicSize() throws {
        let frames = try layOut(fillEquallyViews, distribution: .fillEqually, spacing: 10)
        assertFrames(frames, ["stack": [0, 0, 320, 20], "A": [0, 0, 100, 20], "B": [110, 0, 100, 20],
                              "C": [220, 0, 100, 20]])
    }

    func testS5FillProportionally() throws {
        let frames = try layOut([VectorView(name: "A", width: 100, height: 20), VectorView(name: "B", width: 200, height: 20)],
                                width: 600, height: 40, distribution: .fillProportionally, spacing: 0)
        assertFrames(frames, ["A": [0, 0, 200, 40], "B": [200, 0, 400, 40]])
    }

    func testS6FillProportionallyWithSpacingLetsThe999ConstraintWin() throws {
        let frames = try layOut([VectorView(name: "A", width: 100, height: 20), VectorView(name: "B", width: 200, height: 20)],
                                width: 620, height: 40, distribution: .fillProportionally, spacing: 10)
        assertFrames(frames, ["A": [0, 0, 200, 40], "B": [210, 0, 410, 40]])
    }

    func testS7EqualSpacing() throws {
        let frames = try layOut(abc, width: 300, height: 40, distribution: .equalSpacing, spacing: 10)
        XCTAssertEqual(frames["A"]?[0] ?? -1, 0, accuracy: 1e-3)
        XCTAssertEqual(frames["B"]?[0] ?? -1, 125, accuracy: 1e-3)
        XCTAssertEqual(frames["C"]?[0] ?? -1, 260, accuracy: 1e-3)
        assertFrames(frames, ["A": [0, 0, 50, 40], "B": [125, 0, 60, 40], "C": [260, 0, 40, 40]])
    }

    func testS8EqualCentering() throws {
        let frames = try layOut(abc, width: 300, height: 40, distribution: .equalCentering, spacing: 10)
        assertFrames(frames, ["A": [0, 0, 50, 40], "B": [122.5, 0, 60, 40], "C": [260, 0, 40, 40]])
    }

    func testS9EqualSpacingFittingSizeUsesTheMinimumSpacing() throws {
        let frames = try layOut(abc, distribution: .equalSpacing, spacing: 10)
        assertFrames(frames, ["stack": [0, 0, 170, 20], "A": [0, 0, 50, 20], "B": [60, 0, 60, 20],
                              "C": [130, 0, 40, 20]])
    }

    // MARK: Example documents

    func testBadgesFillEquallyFollowsTheAxis() throws {
        // Tests/Fixtures/examples/badges.expected.json: the categories stack is horizontal in regular
        // width and vertical in compact width, pinned to the root's edges.
        for (axis, width, expected) in [
            (LayoutAxis.horizontal, 1024.0, [[0, 0, 334.6666666666667, 768], [344.6666666666667, 0, 334.6666666666667, 768],
                                              [689.3333333333334, 0, 334.6666666666667, 768]]),
            (.vertical, 507, [[0, 0, 507, 249.33333333333334], [0, 259.33333333333337, 507, 249.33333333333334],
                              [0, 518.6666666666667, 507, 249.33333333333334]]),
        ] {
            let harness = StackSolveHarness()
            let stack = harness.box("categories")
            try harness.pin(stack)
            try harness.size(stack, width: width, height: 768)
            let cats = (1 ... 3).map { harness.box("cat\($0)") }
            try harness.arrange(stack, cats, StackConfiguration(axis: axis, distribution: .fillEqually, spacing: 10,
                                                                items: stackItems(3)))
            for (cat, frame) in zip(cats, expected) {
                assertStackFrame(harness.frame(cat), frame, "\(axis) \(cat.name)")
            }
        }
    }

    func testFriendsCellNestedStacks() throws {
        // Tests/Fixtures/examples/friends-cell.expected.json: cell 375×80 with margins 8; a centred
        // row [photo 56×56, texts]; texts is a vertical leading stack of two labels (default
        // measurer: width 0.6·p·n, height 1.25·p). Headline/subheadline are 17/15 at large
        // and 28/25 at accessibilityMedium, where the trip label is compressed to fit.
        struct Case {
            var headline: Double
            var subheadline: Double
            var expected: [String: [Double]]
        }
        let cases = [
            Case(headline: 17, subheadline: 15,
                 expected: ["row": [8, 12, 257, 56], "photo": [8, 12, 56, 56], "texts": [76, 19, 189, 42],
                            "name": [76, 19, 51, 21.25], "trip": [76, 42.25, 189, 18.75]]),
            Case(headline: 28, subheadline: 25,
                 expected: ["photo": [8, 12, 56, 56], "texts": [76, 5.875, 291, 68.25],
                            "name": [76, 5.875, 84, 35], "trip": [76, 42.875, 291, 31.25]]),
        ]
        for testCase in cases {
            let harness = StackSolveHarness()
            let row = harness.box("row")
            let photo = harness.box("photo")
            let texts = harness.box("texts")
            let name = try harness.view("name", width: 0.6 * testCase.headline * 5, height: 1.25 * testCase.headline)
            let trip = try harness.view("trip", width: 0.6 * testCase.subheadline * 21,
                                        height: 1.25 * testCase.subheadline)
            // row.leading == cell.leadingMargin, row.trailing <= cell.trailingMargin, row.centerY == cell.centerY
            try harness.add(row, .leading, .equal, constant: 8)
            try harness.add(row, .trailing, .lessThanOrEqual, constant: 375 - 8)
            try harness.add(row, .centerY, .equal, constant: 40)
            try harness.add(photo, .width, .equal, photo, .height)
            try harness.add(photo, .height, .equal, constant: 56)
            try harness.arrange(texts, [name, trip], StackConfiguration(axis: .vertical, alignment: .leading, spacing: 2,
                                                                        items: stackItems(2)))
            try harness.arrange(row, [photo, texts], StackConfiguration(alignment: .center, spacing: 12,
                                                                        items: stackItems(2)))
            let frames = ["row": harness.frame(row), "photo": harness.frame(photo), "texts": harness.frame(texts),
                          "name": harness.frame(name), "trip": harness.frame(trip)]
            assertFrames(frames, testCase.expected)
        }
    }

    // MARK: More layouts

    func testHiddenMiddleViewCollapsesAndKeepsOneSpacing() throws {
        // docs/uikit-behaviours.md S2, S3: the hidden view keeps its place with zero width.
        let harness = StackSolveHarness()
        let stack = harness.box("stack")
        try harness.pin(stack)
        let views = try [("A", 50.0), ("H", 40), ("B", 60)].map { try harness.view($0.0, width: $0.1, height: 20) }
        try harness.arrange(stack, views, StackConfiguration(spacing: 10, items: stackItems("vHv")))
        assertStackFrame(harness.frame(stack), [0, 0, 120, 20])
        assertStackFrame(harness.frame(views[0]), [0, 0, 50, 20])
        assertStackFrame(harness.frame(views[1]), [55, 0, 0, 20])
        assertStackFrame(harness.frame(views[2]), [60, 0, 60, 20])
    }

    func testAllHiddenStackCollapsesAlongTheAxis() throws {
        let harness = StackSolveHarness()
        let stack = harness.box("stack")
        try harness.pin(stack, x: 5, y: 5)
        let views = try [("A", 50.0), ("B", 60)].map { try harness.view($0.0, width: $0.1, height: 20) }
        try harness.arrange(stack, views, StackConfiguration(spacing: 10, items: stackItems("HH")))
        assertStackFrame(harness.frame(stack), [5, 5, 0, 20])
        assertStackFrame(harness.frame(views[0]), [5, 5, 0, 20])
        assertStackFrame(harness.frame(views[1]), [5, 5, 0, 20])
    }

    func testCustomSpacingAcrossAHiddenView() throws {
        let harness = StackSolveHarness()
        let stack = harness.box("stack")
        try harness.pin(stack)
        let views = try [("A", 50.0), ("H", 40), ("B", 60)].map { try harness.view($0.0, width: $0.1, height: 20) }
        try harness.arrange(stack, views, StackConfiguration(spacing: 10, customSpacing: [0: 24], items: stackItems("vHv")))
        assertStackFrame(harness.frame(views[1]), [62, 0, 0, 20])
        assertStackFrame(harness.frame(views[2]), [74, 0, 60, 20])
    }

    func testRightToLeftMirrorsTheStack() throws {
        // docs/document-format.md "Layout rules": leading/trailing swap in right-to-left, inside stacks too (S1 mirrored).
        let harness = StackSolveHarness(rightToLeft: true)
        let stack = harness.box("stack")
        try harness.pin(stack)
        try harness.size(stack, width: 300, height: 50)
        let a = try harness.view("A", width: 50, height: 20)
        let b = try harness.view("B", width: 60, height: 30, hugging: (251, 251))
        try harness.arrange(stack, [a, b], StackConfiguration(spacing: 10, items: stackItems(2)))
        assertStackFrame(harness.frame(a), [70, 0, 230, 50])
        assertStackFrame(harness.frame(b), [0, 0, 60, 50])
    }

    func testRightToLeftEqualCentering() throws {
        let harness = StackSolveHarness(rightToLeft: true)
        let stack = harness.box("stack")
        try harness.pin(stack)
        try harness.size(stack, width: 300, height: 40)
        let views = try [("A", 50.0), ("B", 60), ("C", 40)].map { try harness.view($0.0, width: $0.1, height: 20) }
        try harness.arrange(stack, views, StackConfiguration(distribution: .equalCentering, spacing: 10,
                                                             items: stackItems(3)))
        assertStackFrame(harness.frame(views[0]), [250, 0, 50, 40])
        assertStackFrame(harness.frame(views[1]), [300 - 122.5 - 60, 0, 60, 40])
        assertStackFrame(harness.frame(views[2]), [0, 0, 40, 40])
    }

    func testMarginsRelativeInsetsTheViews() throws {
        let harness = StackSolveHarness()
        var stack = harness.box("stack")
        stack.margins = (top: 4, left: 8, bottom: 6, right: 10)
        try harness.pin(stack)
        let a = try harness.view("A", width: 50, height: 20)
        let b = try harness.view("B", width: 60, height: 30)
        try harness.arrange(stack, [a, b], StackConfiguration(alignment: .center, spacing: 10, marginsRelative: true,
                                                              items: stackItems(2)))
        assertStackFrame(harness.frame(stack), [0, 0, 138, 40])
        assertStackFrame(harness.frame(a), [8, 9, 50, 20])
        assertStackFrame(harness.frame(b), [68, 4, 60, 30])
    }

    func testFillProportionallyInsideMargins() throws {
        let harness = StackSolveHarness()
        var stack = harness.box("stack")
        stack.margins = (top: 0, left: 20, bottom: 0, right: 20)
        try harness.pin(stack)
        try harness.size(stack, width: 440, height: 40)
        let a = try harness.view("A", width: 100, height: 20)
        let b = try harness.view("B", width: 300, height: 20)
        let items = [StackConfiguration.Item(intrinsicLength: 100), StackConfiguration.Item(intrinsicLength: 300)]
        try harness.arrange(stack, [a, b], StackConfiguration(distribution: .fillProportionally, marginsRelative: true,
                                                              items: items))
        assertStackFrame(harness.frame(a), [20, 0, 100, 40])
        assertStackFrame(harness.frame(b), [120, 0, 300, 40])
    }

    func testAlignmentsAcrossAFixedHeight() throws {
        // A 50×20 and B 60×30 in a 50-point-high stack.
        let expected: [(StackAlignment, [Double], [Double])] = [
            (.fill, [0, 0, 50, 50], [60, 0, 60, 50]),
            (.leading, [0, 0, 50, 20], [60, 0, 60, 30]),
            (.trailing, [0, 30, 50, 20], [60, 20, 60, 30]),
            (.center, [0, 15, 50, 20], [60, 10, 60, 30]),
        ]
        for (alignment, a, b) in expected {
            let frames = try layOut([VectorView(name: "A", width: 50, height: 20),
                                     VectorView(name: "B", width: 60, height: 30)],
                                    height: 50, alignment: alignment, spacing: 10)
            assertFrames(frames, ["stack": [0, 0, 120, 50], "A": a, "B": b])
        }
    }

    func testAlignmentsFitTheTallestView() throws {
        for alignment in [StackAlignment.leading, .trailing, .center] {
            let frames = try layOut([VectorView(name: "A", width: 50, height: 20),
                                     VectorView(name: "B", width: 60, height: 30)],
                                    alignment: alignment, spacing: 10)
            assertStackFrame(frames["stack"] ?? [], [0, 0, 120, 30], "\(alignment)")
        }
    }

    func testFirstBaselineAlignsTextBaselines() throws {
        // Two labels: A 20 high with its baseline 16 down, B 30 high with its baseline 24 down.
        let harness = StackSolveHarness()
        let stack = harness.box("stack")
        try harness.pin(stack)
        var a = try harness.view("A", width: 50, height: 30)
        a.firstBaseline = 24
        var b = try harness.view("B", width: 60, height: 20)
        b.firstBaseline = 16
        try harness.arrange(stack, [a, b], StackConfiguration(alignment: .firstBaseline, spacing: 10,
                                                              items: stackItems(2)))
        assertStackFrame(harness.frame(stack), [0, 0, 120, 30])
        assertStackFrame(harness.frame(a), [0, 0, 50, 30])
        assertStackFrame(harness.frame(b), [60, 8, 60, 20])
    }

    func testFirstBaselineFittingHeightFollowsTheFirstViewsTopOnly() throws {
        // docs/document-format.md "Layout rules" takes `S.top <= items[0].top` ([ARR], docs/uikit-behaviours.md §8.2), and the
        // height fit (@49) is weaker than the spanner fit (@51): when a later view rises
        // higher above the shared baseline than the first one, it sticks out above the
        // stack's top edge. (With TZ's `S.top == G.top` the stack would be 30 high.)
        let harness = StackSolveHarness()
        let stack = harness.box("stack")
        try harness.pin(stack)
        var a = try harness.view("A", width: 50, height: 20)
        a.firstBaseline = 16
        var b = try harness.view("B", width: 60, height: 30)
        b.firstBaseline = 24
        try harness.arrange(stack, [a, b], StackConfiguration(alignment: .firstBaseline, spacing: 10,
                                                              items: stackItems(2)))
        assertStackFrame(harness.frame(stack), [0, 0, 120, 22])
        assertStackFrame(harness.frame(a), [0, 0, 50, 20])
        assertStackFrame(harness.frame(b), [60, -8, 60, 30])
    }

    func testBaselineRelativeVerticalSpacing() throws {
        // Labels 20 high, first baseline 16 down, last baseline 4 up: 20 between baselines.
        let harness = StackSolveHarness()
        let stack = harness.box("stack")
        try harness.pin(stack)
        var labels: [StackSolveHarness.Box] = []
        for name in ["A", "B"] {
            var label = try harness.view(name, width: 50, height: 20)
            label.firstBaseline = 16
            label.lastBaselineFromBottom = 4
            labels.append(label)
        }
        try harness.arrange(stack, labels, StackConfiguration(axis: .vertical, spacing: 20, baselineRelative: true,
                                                              items: stackItems(2)))
        assertStackFrame(harness.frame(labels[0]), [0, 0, 50, 20])
        assertStackFrame(harness.frame(labels[1]), [0, 20, 50, 20])
        assertStackFrame(harness.frame(stack), [0, 0, 50, 40])
    }
}
