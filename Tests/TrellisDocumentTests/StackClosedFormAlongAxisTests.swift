import XCTest
@testable import TrellisDocument
@testable import TrellisCore
#if canImport(Glibc)
import Glibc
#endif

/// `StackClosedForm.alongAxis` (issue 18's sealed stacks) against today's engine: whenever
/// the closed form answers, its offsets and lengths must be the frames the solver finds on
/// the constraints `StackLayout` generates plus the arranged views' intrinsic-size rows, and
/// the engine must report neither an ambiguous view nor a conflict for that scene.
///
/// The literal frames are worked out by hand from docs/uikit-behaviours.md S1 (first and
/// last visible view pinned to the canvas), S2 (views chained by the spacing; hidden views
/// split it), S3 (hidden views collapse) and S4 (the distributions), with the optimality
/// arguments of docs/solver.md "Stacks in closed form" / "Along the axis".
final class StackClosedFormAlongAxisTests: XCTestCase {
    // MARK: A stack case and its two layouts

    /// One arranged view of a generated case.
    struct View {
        var intrinsic: Double?
        var hugging: Double = 250
        var compression: Double = 750
        var hidden = false
        /// The view's `initialSize` along the axis (fillProportionally's basis for a view
        /// without an intrinsic length), nil for none.
        var current: Double? = nil
    }

    /// A stack pinned at the root's leading (top) edge, and with a fixed canvas at its
    /// trailing (bottom) edge too; alignment fill and a fixed breadth of 44, so that the
    /// cross axis is trivial.
    struct Case: CustomStringConvertible {
        var axis: LayoutAxis = .horizontal
        var distribution: StackDistribution = .fill
        var spacing: Double = 0
        var customSpacing: [Int: Double] = [:]
        var views: [View]
        /// The canvas length, nil when only the leading (top) edge is pinned.
        var length: Double?
        /// The stack's `initialSize` along the axis (UISV-canvas-fit's target), nil for none.
        var currentLength: Double?

        var description: String {
            "\(axis) \(distribution) spacing \(spacing) custom \(customSpacing.sorted { $0.key < $1.key }) "
                + "length \(length.map { "\($0)" } ?? "free") fit \(currentLength.map { "\($0)" } ?? "none") views "
                + views.map { "(\($0.intrinsic.map { "\($0)" } ?? "-")\($0.current.map { " now \($0)" } ?? "") h\($0.hugging) c\($0.compression)\($0.hidden ? " hidden" : ""))" }
                .joined(separator: " ")
        }

        var json: String {
            let horizontal = axis == .horizontal
            let arranged = views.enumerated().map { index, view -> String in
                let intrinsic = view.intrinsic.map { "\($0)" } ?? "null"
                var fields = [#""id": "v\#(index)""#,
                              #""intrinsicSize": \#(horizontal ? "[\(intrinsic), null]" : "[null, \(intrinsic)]")"#,
                              #""hugging": \#(horizontal ? "[\(view.hugging), 250]" : "[250, \(view.hugging)]")"#,
                              #""compressionResistance": \#(horizontal ? "[\(view.compression), 750]" : "[750, \(view.compression)]")"#]
                if view.hidden { fields.append(#""hidden": true"#) }
                if let current = view.current {
                    fields.append(#""initialSize": \#(horizontal ? "[\(current), 30]" : "[30, \(current)]")"#)
                }
                return "{" + fields.joined(separator: ", ") + "}"
            }
            var stack = [#""id": "stack""#, #""kind": "stack""#, #""axis": "\#(axis)""#,
                         #""distribution": "\#(distribution)""#, #""alignment": "fill""#,
                         #""spacing": \#(spacing)"#, #""arranged": [\#(arranged.joined(separator: ", "))]"#]
            if !customSpacing.isEmpty {
                let entries = customSpacing.sorted { $0.key < $1.key }.map { #""v\#($0.key)": \#($0.value)"# }
                stack.append(#""customSpacing": {\#(entries.joined(separator: ", "))}"#)
            }
            if let currentLength {
                stack.append(#""initialSize": \#(horizontal ? "[\(currentLength), 44]" : "[44, \(currentLength)]")"#)
            }
            var constraints: [String]
            if horizontal {
                constraints = ["stack.leading == root.leading", "stack.top == root.top", "stack.height == 44"]
                if length != nil { constraints.append("stack.trailing == root.trailing") }
            } else {
                constraints = ["stack.top == root.top", "stack.leading == root.leading", "stack.width == 44"]
                if length != nil { constraints.append("stack.bottom == root.bottom") }
            }
            return """
                {"format": "trellis/1", "scenes": [{"id": "main", "root": {"id": "root", "subviews": [
                  {\(stack.joined(separator: ", "))}]},
                 "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}]}
                """
        }

        /// The closed form's input, built from the case's own fields (not read back from the scene).
        var input: StackClosedFormInput {
            let items = views.map { StackConfiguration.Item(isHidden: $0.hidden, intrinsicLength: $0.intrinsic,
                                                            compressionResistance: $0.compression,
                                                            currentLength: $0.current, currentBreadth: 30) }
            var configuration = StackConfiguration(axis: axis, distribution: distribution, alignment: .fill,
                                                   spacing: spacing, customSpacing: customSpacing, items: items)
            configuration.currentLength = currentLength
            configuration.currentBreadth = 44
            let closedFormItems = views.map { StackClosedFormItem(intrinsicLength: $0.intrinsic, intrinsicBreadth: nil,
                                                                  huggingAlong: $0.hugging, compressionAlong: $0.compression) }
            return StackClosedFormInput(configuration: configuration, items: closedFormItems,
                                        length: length.map { .fixed($0) } ?? .free, breadth: .fixed(44))
        }
    }

    /// What the engine found: offsets and lengths along the axis from the stack's edge, the
    /// stack's length, and its diagnostics.
    struct EngineLayout {
        var offsets: [Double]
        var lengths: [Double]
        var canvasLength: Double
        var ambiguous: [String]
        var conflicts: [String]
    }

    func engineLayout(_ stackCase: Case) throws -> EngineLayout {
        let scene = try Scene(document: try DocumentLoader.load(json: stackCase.json))
        // The engine's own rows: a sealed stack would be laid out by the closed form itself.
        scene.usesSealedStacks = false
        let horizontal = stackCase.axis == .horizontal
        let extent = stackCase.length ?? 1000
        try scene.setSize(width: horizontal ? extent : 500, height: horizontal ? 900 : extent)
        try scene.layout()
        var offsets: [Double] = [], lengths: [Double] = []
        for index in stackCase.views.indices {
            let frame = try scene.frame(of: "v\(index)")
            offsets.append(horizontal ? frame.x : frame.y)
            lengths.append(horizontal ? frame.width : frame.height)
        }
        let stackFrame = try scene.frame(of: "stack")
        let diagnostics = scene.diagnostics()
        return EngineLayout(offsets: offsets, lengths: lengths,
                            canvasLength: horizontal ? stackFrame.width : stackFrame.height,
                            ambiguous: diagnostics.ambiguous.map { "\($0.view): \($0.attributes)" },
                            conflicts: diagnostics.unsatisfiable.map { "\($0.broken)" })
    }

    /// Where a closed-form answer differs from the engine's layout (by more than 1e-6 pt), or
    /// the engine's diagnostics that forbid any answer; nil when they agree.
    func disagreement(_ answer: StackAlongAxisLayout, _ engine: EngineLayout) -> String? {
        if !engine.ambiguous.isEmpty { return "the engine reports ambiguity: \(engine.ambiguous)" }
        if !engine.conflicts.isEmpty { return "the engine reports conflicts: \(engine.conflicts)" }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }
        guard answer.offsets.count == engine.offsets.count, answer.lengths.count == engine.lengths.count else {
            return "counts differ"
        }
        for index in engine.offsets.indices {
            if !close(answer.offsets[index], engine.offsets[index]) || !close(answer.lengths[index], engine.lengths[index]) {
                return "v\(index): closed form \(answer.offsets[index]) + \(answer.lengths[index]), "
                    + "engine \(engine.offsets[index]) + \(engine.lengths[index])"
            }
        }
        if !close(answer.canvasLength, engine.canvasLength) {
            return "canvas: closed form \(answer.canvasLength), engine \(engine.canvasLength)"
        }
        return nil
    }

    /// Requires the closed form to answer `expected` literally and to agree with the engine.
    func assertLayout(_ stackCase: Case, offsets: [Double], lengths: [Double], canvas: Double,
                      file: StaticString = #filePath, line: UInt = #line) throws {
        guard let answer = StackClosedForm.alongAxis(stackCase.input) else {
            XCTFail("no closed form for \(stackCase)", file: file, line: line)
            return
        }
        let expected = StackAlongAxisLayout(offsets: offsets, lengths: lengths, canvasLength: canvas)
        let literal = EngineLayout(offsets: offsets, lengths: lengths, canvasLength: canvas, ambiguous: [], conflicts: [])
        if let difference = disagreement(answer, literal) {
            XCTFail("closed form against the hand-worked frames \(expected): \(difference)", file: file, line: line)
        }
        if let difference = disagreement(answer, try engineLayout(stackCase)) {
            XCTFail("closed form against the engine: \(difference)", file: file, line: line)
        }
    }

    /// Requires the closed form to decline.
    func assertNoAnswer(_ stackCase: Case, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(StackClosedForm.alongAxis(stackCase.input), "\(stackCase)", file: file, line: line)
    }

    // MARK: fill

    func testFillFreeCanvasTakesTheIntrinsicLengths() throws {
        // S1 + S2: 0, 20 + 8, 28 + 30 + 8; the canvas ends after the last view: 66 + 10 = 76.
        try assertLayout(Case(spacing: 8, views: [View(intrinsic: 20), View(intrinsic: 30), View(intrinsic: 10)]),
                         offsets: [0, 28, 66], lengths: [20, 30, 10], canvas: 76)
    }

    func testFillLastViewHuggingLowestTakesTheSlack() throws {
        // The benchmark's shape: content 20 + 30 + 10 + 2 × 8 = 76 in 100; the last view hugs
        // at 249, below the others' 250, so it alone grows by 24 (docs/solver.md, fill).
        try assertLayout(Case(spacing: 8, views: [View(intrinsic: 20), View(intrinsic: 30),
                                                  View(intrinsic: 10, hugging: 249)], length: 100),
                         offsets: [0, 28, 66], lengths: [20, 30, 34], canvas: 100)
    }

    func testFillLowestCompressionAbsorbsTheShortfall() throws {
        // Vertical, content 40 + 50 + 30 + 2 × 5 = 130 in 100: the middle view resists at 749
        // (the others 750), so it alone gives up 30: 50 → 20.
        try assertLayout(Case(axis: .vertical, spacing: 5,
                              views: [View(intrinsic: 40), View(intrinsic: 50, compression: 749), View(intrinsic: 30)],
                              length: 100),
                         offsets: [0, 45, 70], lengths: [40, 20, 30], canvas: 100)
    }

    func testFillHiddenViewsAndCustomSpacing() throws {
        // v1 hidden between v0 and v2: the gap after v0 is its custom 12, split 6 + 6 around
        // v1 (S2, StackLayout's custom-spacing decision; v1's own 99 is ignored while it is
        // hidden); v3 hidden between v2 and v4 splits the spacing 4 into 2 + 2. Widths 20, 0,
        // 30, 0, 10 + 24 (v4 hugs at 1: the slack 100 − 20 − 12 − 30 − 4 − 10 = 24).
        // Offsets 0, 26, 32, 64, 66.
        try assertLayout(Case(spacing: 4, customSpacing: [0: 12, 1: 99],
                              views: [View(intrinsic: 20), View(intrinsic: 50, hidden: true), View(intrinsic: 30),
                                      View(intrinsic: 7, hidden: true), View(intrinsic: 10, hugging: 1)],
                              length: 100),
                         offsets: [0, 26, 32, 64, 66], lengths: [20, 0, 30, 0, 34], canvas: 100)
    }

    func testFillSingleUnsizedViewTakesTheRest() throws {
        // A view without an intrinsic length has no rows of its own: it takes 100 − 20 − 30
        // − 2 × 10 = 30 whatever the others' priorities.
        try assertLayout(Case(spacing: 10, views: [View(intrinsic: 20), View(intrinsic: nil), View(intrinsic: 30, hugging: 1)],
                              length: 100),
                         offsets: [0, 30, 70], lengths: [20, 30, 30], canvas: 100)
    }

    func testFillDeclinesTiesAndFreeUnsizedViews() {
        // Two views hug at 250 with 24 points to share: the LP may split it any way.
        assertNoAnswer(Case(views: [View(intrinsic: 20), View(intrinsic: 30)], length: 74))
        // Compressed with two views resisting at 750 alike.
        assertNoAnswer(Case(views: [View(intrinsic: 20), View(intrinsic: 30)], length: 40))
        // A free canvas leaves an unsized view's length to nothing.
        assertNoAnswer(Case(views: [View(intrinsic: 20), View(intrinsic: nil)]))
        // Required intrinsic priorities where the absorber would break one: both views hug
        // at 1000, so the 20 points of slack conflict with a required row.
        assertNoAnswer(Case(views: [View(intrinsic: 20, hugging: 1000), View(intrinsic: 30, hugging: 1000)], length: 70))
        // A required compression row under a compressed canvas: the lowest resistance is 1000.
        assertNoAnswer(Case(views: [View(intrinsic: 20, compression: 1000), View(intrinsic: 30, compression: 1000)],
                            length: 40))
    }

    func testFillRequiredIntrinsicRowsStandAboveEveryLevel() throws {
        // docs/solver.md, "Required item rows": a required hugging row is the strongest level;
        // the view hugging at 1 takes the 20 points of slack and the required row holds.
        try assertLayout(Case(views: [View(intrinsic: 20, hugging: 1000), View(intrinsic: 30, hugging: 1)], length: 70),
                         offsets: [0, 20], lengths: [20, 50], canvas: 70)
        // fillEqually with a required compression row: the canvas decides the common length
        // (35 ≥ 30 keeps the row); at 50 the row would be broken (25 < 30): declined.
        try assertLayout(Case(distribution: .fillEqually,
                              views: [View(intrinsic: 30, compression: 1000), View(intrinsic: 10)], length: 70),
                         offsets: [0, 35], lengths: [35, 35], canvas: 70)
        assertNoAnswer(Case(distribution: .fillEqually, views: [View(intrinsic: 30, compression: 1000), View(intrinsic: 10)],
                            length: 50))
    }

    func testFillTieWithoutSlackIsUnique() throws {
        // Content exactly the canvas: every row holds, ties or not.
        try assertLayout(Case(spacing: 2, views: [View(intrinsic: 20), View(intrinsic: 30)], length: 52),
                         offsets: [0, 22], lengths: [20, 30], canvas: 52)
    }

    // MARK: fillEqually

    func testFillEquallyFixedCanvasSharesTheRoom() throws {
        // docs/uikit-behaviours.md §7 vector S3: fillEqually, spacing 10, 300 wide, intrinsic
        // widths 50, 100, 30: each (300 − 20) / 3 = 93.333 at x 0, 103.333, 206.667.
        let third = 280.0 / 3
        try assertLayout(Case(distribution: .fillEqually, spacing: 10,
                              views: [View(intrinsic: 50), View(intrinsic: 100), View(intrinsic: 30)], length: 300),
                         offsets: [0, third + 10, 2 * third + 20], lengths: [third, third, third], canvas: 300)
    }

    func testFillEquallyFreeCanvasTakesTheLargestIntrinsicLength() throws {
        // §7 vector S4, the fitting size: every view resists at 750 above its hugging at 250,
        // so the common width is the largest intrinsic width, 100; the stack 320 wide.
        try assertLayout(Case(distribution: .fillEqually, spacing: 10,
                              views: [View(intrinsic: 50), View(intrinsic: 100), View(intrinsic: 30)]),
                         offsets: [0, 110, 220], lengths: [100, 100, 100], canvas: 320)
        // Hugging above compression on the widest view: level 750 holds w ≤ 100 (v1's
        // hugging) and w ≥ 50, w ≥ 30 (v0's and v2's compression): [50, 100]; level 250
        // (v1's compression w ≥ 100, v2's hugging w ≤ 30) cannot hold both, its violation
        // (100 − w) + (w − 30) is 70 all over [50, 100]; then v0's hugging at 1 (w ≤ 50)
        // decides w = 50.
        try assertLayout(Case(distribution: .fillEqually, spacing: 0,
                              views: [View(intrinsic: 50, hugging: 1), View(intrinsic: 100, hugging: 750, compression: 250),
                                      View(intrinsic: 30)]),
                         offsets: [0, 50, 100], lengths: [50, 50, 50], canvas: 150)
    }

    func testFillEquallyDeclinesAnUndecidedCommonLength() {
        // Free, both views' rows at 250: |w − 30| + |w − 50| is 20 for every w in [30, 50].
        assertNoAnswer(Case(distribution: .fillEqually, views: [View(intrinsic: 30, compression: 250),
                                                                View(intrinsic: 50, compression: 250)]))
        // A view without an intrinsic length leaves the fixed canvas's share decided, the
        // free one's not when it is the only view.
        assertNoAnswer(Case(distribution: .fillEqually, views: [View(intrinsic: nil)]))
    }

    // MARK: fillProportionally

    func testFillProportionallyWithoutSpacingGivesEveryViewItsShare() throws {
        // S4: len = 200 × I / 100 for I = 20, 30, 50: 40, 60, 100. Every hugging row (250) is
        // violated but dominated by the view's own proportion row (999, 998, 997).
        try assertLayout(Case(distribution: .fillProportionally,
                              views: [View(intrinsic: 20), View(intrinsic: 30), View(intrinsic: 50)], length: 200),
                         offsets: [0, 40, 100], lengths: [40, 60, 100], canvas: 200)
    }

    func testFillProportionallyWithSpacingLetsTheLastViewAbsorb() throws {
        // D = 100 + 2 × 10 = 120: v0 = 220 × 20/120 = 36.667 (999), v1 = 220 × 30/120 = 55
        // (998); v2's row at 997 cannot hold as well (the proportions add up to 183.33, the
        // room is 200), so v2 takes the rest, 108.333.
        let first = 220.0 * 20 / 120
        try assertLayout(Case(distribution: .fillProportionally, spacing: 10,
                              views: [View(intrinsic: 20), View(intrinsic: 30), View(intrinsic: 50)], length: 220),
                         offsets: [0, first + 10, first + 75], lengths: [first, 55, 200 - first - 55], canvas: 220)
    }

    func testFillProportionallyFreeCanvasIsTheDenominator() throws {
        // At S.len = D = 20 + 30 + 10 every row holds: each view at its intrinsic width.
        try assertLayout(Case(distribution: .fillProportionally, spacing: 10,
                              views: [View(intrinsic: 20), View(intrinsic: 30)]),
                         offsets: [0, 30], lengths: [20, 30], canvas: 60)
    }

    func testFillProportionallyWithoutAnyBasisIsFillEqually() throws {
        // No view has a basis (no intrinsic length, no current length): UIKit's fallback to
        // fillEqually, at 999 since the views have no intrinsic metric (S4, StackLayout);
        // nothing else holds their lengths, so each is (100 − 10) / 2.
        let plain = Case(distribution: .fillProportionally, spacing: 10,
                         views: [View(intrinsic: nil), View(intrinsic: nil)], length: 100)
        try assertLayout(plain, offsets: [0, 55], lengths: [45, 45], canvas: 100)
        // Free, nothing decides the common length.
        var free = plain
        free.length = nil
        assertNoAnswer(free)
        // Beside a view whose intrinsic length is 0 (its rows at 999 tie with the equalities).
        assertNoAnswer(Case(distribution: .fillProportionally, spacing: 10,
                            views: [View(intrinsic: nil), View(intrinsic: 0, hugging: 999, compression: 999)], length: 100))
    }

    // MARK: equalSpacing

    func testEqualSpacingSharesTheRoomBetweenTheViews() throws {
        // Views at 20, 30, 10; the gaps (120 − 60) / 2 = 30 ≥ the spacing 5.
        try assertLayout(Case(distribution: .equalSpacing, spacing: 5,
                              views: [View(intrinsic: 20), View(intrinsic: 30), View(intrinsic: 10)], length: 120),
                         offsets: [0, 50, 110], lengths: [20, 30, 10], canvas: 120)
    }

    func testEqualSpacingCompressedKeepsTheSpacing() throws {
        // 65 < 60 + 2 × 5: the gaps stay at 5 and v1 (resisting at 749) gives up 5.
        try assertLayout(Case(distribution: .equalSpacing, spacing: 5,
                              views: [View(intrinsic: 20), View(intrinsic: 30, compression: 749), View(intrinsic: 10)],
                              length: 65),
                         offsets: [0, 25, 55], lengths: [20, 25, 10], canvas: 65)
    }

    func testEqualSpacingHiddenViewNeedsTheGapAtItsMinimum() throws {
        // Free canvas, no fit target: the gap is the spacing 8, so the hidden v1 sits at
        // 20 + 8/2 (S2's halves are both tight).
        let free = Case(distribution: .equalSpacing, spacing: 8,
                        views: [View(intrinsic: 20), View(intrinsic: 40, hidden: true), View(intrinsic: 30)])
        try assertLayout(free, offsets: [0, 24, 28], lengths: [20, 0, 30], canvas: 58)
        // In a 100-point canvas the gap is 50 and v1 may sit anywhere in it: the engine
        // reports it ambiguous, and the closed form declines.
        var roomy = free
        roomy.length = 100
        assertNoAnswer(roomy)
        XCTAssertEqual(try engineLayout(roomy).ambiguous, [#"v1: ["x"]"#])
    }

    // MARK: equalCentering

    func testEqualCenteringCases() throws {
        // The hand-worked cases of EqualCenteringDirectTests (docs/solver.md, the greedy
        // optimum): every gap equal; the common gap at its largest minimum; the breaking gap
        // at its minimum.
        let views = [20.0, 60, 20, 20].map { View(intrinsic: $0) }
        try assertLayout(Case(distribution: .equalCentering, spacing: 10, views: views, length: 200),
                         offsets: [0, 40, 120, 180], lengths: [20, 60, 20, 20], canvas: 200)
        try assertLayout(Case(distribution: .equalCentering, spacing: 10, views: views, length: 160),
                         offsets: [0, 30, 100, 140], lengths: [20, 60, 20, 20], canvas: 160)
        try assertLayout(Case(distribution: .equalCentering, spacing: 10,
                              views: [20.0, 20, 60, 20].map { View(intrinsic: $0) }, length: 160),
                         offsets: [0, 40, 70, 140], lengths: [20, 20, 60, 20], canvas: 160)
    }

    func testEqualCenteringCompressedAndFree() throws {
        // 100 < 100 + 2 × 10: every spacing row tight, v1 (749) gives up 20.
        try assertLayout(Case(distribution: .equalCentering, spacing: 10,
                              views: [View(intrinsic: 20), View(intrinsic: 60, compression: 749), View(intrinsic: 20)],
                              length: 100),
                         offsets: [0, 30, 80], lengths: [20, 40, 20], canvas: 100)
        // Free, no fit target: both centre gaps at the larger minimum, 50: centres 10, 60, 110.
        try assertLayout(Case(distribution: .equalCentering, spacing: 10,
                              views: [View(intrinsic: 20), View(intrinsic: 60), View(intrinsic: 20)]),
                         offsets: [0, 30, 100], lengths: [20, 60, 20], canvas: 120)
    }

    // MARK: The benchmark's stacks

    func testTheBenchmarkStacksAreAnswered() throws {
        // Benchmarks/stack_documents.py at N = 1000: widths 20 + (7i mod 21), spacing 2
        // (0 for fillProportionally), 100 points of slack (1.5 × the content for the fill
        // distributions without slack); fill's last view hugs at 249.
        for distribution in StackDistribution.allCases {
            let widths = (0..<1000).map { 20.0 + Double((7 * $0) % 21) }
            var views = widths.map { View(intrinsic: $0) }
            if distribution == .fill { views[999].hugging = 249 }
            let spacing = distribution == .fillProportionally ? 0.0 : 2
            let content = widths.reduce(0, +) + spacing * 999
            let length = distribution == .fillEqually || distribution == .fillProportionally
                ? (content * 1.5).rounded() : content + 100
            let stackCase = Case(distribution: distribution, spacing: spacing, views: views, length: length)
            guard let answer = StackClosedForm.alongAxis(stackCase.input) else {
                XCTFail("\(distribution): no closed form")
                continue
            }
            if let difference = disagreement(answer, try engineLayout(stackCase)) {
                XCTFail("\(distribution): \(difference)")
            }
        }
    }

    func testLongStacksFreeAndCompressed() throws {
        // The benchmark's views, 150 of them (the engine is slow on 1000 free ones), free
        // (only the leading edge pinned) and 10 % short of the content. Compressed, every
        // view but fill's last resists at 750 alike: a tie where the views' lengths add up
        // (fill, equalSpacing, equalCentering), none in fillEqually and fillProportionally.
        // Free equalCentering has 149 gaps: those from gap 101 on ask for equality at 49 or
        // less, no stronger than the canvas fit, so the gaps are not simply equal: the engine
        // reports the views ambiguous, and the closed form declines.
        for distribution in StackDistribution.allCases {
            let widths = (0..<150).map { 20.0 + Double((7 * $0) % 21) }
            var views = widths.map { View(intrinsic: $0) }
            if distribution == .fill { views[149].hugging = 249 }
            let spacing = distribution == .fillProportionally ? 0.0 : 2
            let content = widths.reduce(0, +) + spacing * 149
            for canvas in [nil, content * 0.9] {
                let stackCase = Case(distribution: distribution, spacing: spacing, views: views, length: canvas)
                let declined = canvas == nil ? distribution == .equalCentering
                    : distribution == .fill || distribution == .equalSpacing || distribution == .equalCentering
                guard let answer = StackClosedForm.alongAxis(stackCase.input) else {
                    if !declined { XCTFail("\(distribution) at \(canvas.map { "\($0)" } ?? "free"): no closed form") }
                    if declined && canvas == nil {
                        XCTAssertFalse(try engineLayout(stackCase).ambiguous.isEmpty, "free equalCentering, 149 gaps")
                    }
                    continue
                }
                if let difference = disagreement(answer, try engineLayout(stackCase)) {
                    XCTFail("\(distribution) at \(canvas.map { "\($0)" } ?? "free"): \(difference)")
                }
            }
        }
    }

    /// Long fillProportionally stacks, where the countdown falls below the views' own
    /// priorities (past view 249 for 750, 749 for 250) and the certificate's sums of
    /// violations decide (docs/solver.md, fillProportionally): random priorities from a
    /// narrow set, with and without spacing, stretched and compressed, against the engine
    /// (`TRELLIS_CLOSED_FORM_LONG_CASES=N`, default 12).
    func testLongFillProportionallyStacksAgreeWithTheEngine() throws {
        let cases = getenv("TRELLIS_CLOSED_FORM_LONG_CASES").flatMap { Int(String(cString: $0)) } ?? 12
        var random = XorShift(state: 0x5EED_0F_2026 | 1)
        var answered = 0
        for _ in 0..<cases {
            let count = 240 + random.below(80)
            var views: [View] = []
            for _ in 0..<count {
                var view = View(intrinsic: random.pick([10, 20, 27, 34, 44]))
                if random.chance(10) { view.hugging = random.pick([249, 251, 500]) }
                if random.chance(10) { view.compression = random.pick([500, 749, 751]) }
                views.append(view)
            }
            let spacing = random.pick([0.0, 0, 2])
            let content = views.reduce(0) { $0 + ($1.intrinsic ?? 0) } + spacing * Double(count - 1)
            let stackCase = Case(distribution: .fillProportionally, spacing: spacing, views: views,
                                 length: content * random.pick([0.7, 0.95, 1.2, 2]))
            guard let answer = StackClosedForm.alongAxis(stackCase.input) else { continue }
            answered += 1
            if let difference = disagreement(answer, try engineLayout(stackCase)) {
                XCTFail("\(difference)\n\(stackCase)")
            }
        }
        print("long fillProportionally stacks: \(answered) of \(cases) answered")
        XCTAssertGreaterThan(answered, 0)
    }

    func testCountdownFloorsAndRequiredRowsAreDeclined() {
        // fillProportionally with spacing and 1000 views: the absorber's proportion row sits
        // at the countdown's floor of 1 with the view before it — a tie the LP decides.
        let thousand = (0..<1000).map { View(intrinsic: 20.0 + Double((7 * $0) % 21)) }
        assertNoAnswer(Case(distribution: .fillProportionally, spacing: 2, views: thousand, length: 40_000))
        // With 999 views the absorber's row (at 1) stands below the one before it (at 2).
        XCTAssertNotNil(StackClosedForm.alongAxis(Case(distribution: .fillProportionally, spacing: 2,
                                                       views: Array(thousand.prefix(999)), length: 40_000).input))
        // equalCentering breaking at gap 297 (past the countdown's floor at gap 149): 300
        // views of 20 but the last two, 100. Minima: 20 for gaps 0…296, 60 for gap 297, 100
        // for gap 298; a room of 20 × 297 + 160 + 5 holds gaps 0…296 equal (at 20) but not
        // gap 297 with them (298 × 60 + 100 is more).
        var views = (0..<300).map { _ in View(intrinsic: 20) }
        views[298].intrinsic = 100
        views[299].intrinsic = 100
        let room = 20.0 * 297 + 60 + 100 + 5
        assertNoAnswer(Case(distribution: .equalCentering, views: views, length: room + 10 + 50))
        // A hidden view resisting at 1000 conflicts with its hiding row.
        assertNoAnswer(Case(views: [View(intrinsic: 20), View(intrinsic: 10, compression: 1000, hidden: true)], length: 50))
    }

    /// The cost probe for callgrind (docs/solver.md, "Along the axis", cost): the
    /// benchmark's five 1000-view stacks, each answered `TRELLIS_CLOSED_FORM_PROBE` times
    /// (once by default), e.g. `valgrind --tool=callgrind --toggle-collect='*alongAxis*'`.
    func testBenchmarkStacksCostProbe() {
        let repeats = getenv("TRELLIS_CLOSED_FORM_PROBE").flatMap { Int(String(cString: $0)) } ?? 1
        let widths = (0..<1000).map { 20.0 + Double((7 * $0) % 21) }
        for distribution in StackDistribution.allCases {
            var views = widths.map { View(intrinsic: $0) }
            if distribution == .fill { views[999].hugging = 249 }
            let spacing = distribution == .fillProportionally ? 0.0 : 2
            let content = widths.reduce(0, +) + spacing * 999
            let fixed = Case(distribution: distribution, spacing: spacing, views: views,
                             length: distribution == .fillEqually || distribution == .fillProportionally
                                ? (content * 1.5).rounded() : content + 100).input
            var free = fixed
            free.length = .free
            var answered = 0
            for _ in 0..<repeats {
                if StackClosedForm.alongAxis(fixed) != nil { answered += 1 }
                if StackClosedForm.alongAxis(free) != nil { answered += 1 }
            }
            // A free equalCentering stack of 999 gaps is declined (gap rows at or below the fit).
            XCTAssertEqual(answered, (distribution == .equalCentering ? 1 : 2) * repeats, "\(distribution)")
        }
    }

    // MARK: The comparison itself

    /// A deliberately wrong answer must be caught: the comparison is the campaign's evidence.
    func testTheComparisonCatchesAWrongAnswer() throws {
        let stackCase = Case(spacing: 8, views: [View(intrinsic: 20), View(intrinsic: 30),
                                                 View(intrinsic: 10, hugging: 249)], length: 100)
        let engine = try engineLayout(stackCase)
        guard let answer = StackClosedForm.alongAxis(stackCase.input) else { return XCTFail("no answer") }
        XCTAssertNil(disagreement(answer, engine))
        var wrong = answer
        wrong.lengths[2] += 1e-5
        XCTAssertNotNil(disagreement(wrong, engine), "a length off by 1e-5")
        wrong = answer
        wrong.offsets[1] -= 0.01
        XCTAssertNotNil(disagreement(wrong, engine), "an offset off by 0.01")
        wrong = answer
        wrong.canvasLength += 1
        XCTAssertNotNil(disagreement(wrong, engine), "the canvas off by 1")
        // The slack given to the wrong view (the tie the closed form must not break).
        wrong = answer
        (wrong.lengths[1], wrong.lengths[2]) = (answer.lengths[1] + 24, answer.lengths[2] - 24)
        XCTAssertNotNil(disagreement(wrong, engine))
        // Ambiguity reported by the engine forbids an answer.
        let tied = try engineLayout(Case(views: [View(intrinsic: 20), View(intrinsic: 30)], length: 74))
        XCTAssertFalse(tied.ambiguous.isEmpty, "two views hugging alike with slack are ambiguous")
        XCTAssertNotNil(disagreement(StackAlongAxisLayout(offsets: [0, 20], lengths: [20, 54], canvasLength: 74), tied))
    }

    // MARK: Random differential campaign

    private struct XorShift {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    /// 1000: a required intrinsic row (or a required own size), the strongest level, which
    /// the closed form must keep or decline (docs/solver.md, "Required item rows").
    private static let priorities: [Double] = [1, 249, 250, 251, 500, 749, 750, 751, 999, 1000]

    private func randomCase(_ random: inout XorShift, distribution: StackDistribution,
                            counts: ClosedRange<Int> = 1...12) -> Case {
        let count = counts.lowerBound + random.below(counts.count)
        // Mostly UIKit's defaults, so that unique lowest priorities are common; otherwise any.
        // Long stacks keep the defaults and rarely hide a view or leave its size out, or
        // nearly every one would tie.
        let long = counts.lowerBound > 12
        let defaults = long || random.chance(50)
        var views: [View] = []
        for _ in 0..<count {
            var view = View(intrinsic: random.chance(long ? 1 : 12) ? nil
                                : random.pick([0, 10, 20, 27, 34, 44, 60, 99, 120, 12.5, 33.25]))
            if !defaults || random.chance(long ? 0 : 15) {
                view.hugging = random.pick(Self.priorities)
                view.compression = random.pick(Self.priorities)
            }
            view.hidden = random.chance(long ? 2 : 15)
            if random.chance(30) { view.current = random.pick([15, 40, 88.5]) }
            views.append(view)
        }
        if defaults && random.chance(long ? 90 : 70) {
            // The benchmark's shape: one view hugs (and resists) below the others.
            let index = random.below(count)
            views[index].hugging = 249
            views[index].compression = random.chance(50) ? 749 : 750
        }
        var stackCase = Case(axis: random.chance(60) ? .horizontal : .vertical, distribution: distribution,
                             spacing: random.pick([0, 0, 2, 8, 12.5, -4]), views: views)
        if random.chance(25) {
            for _ in 0..<(1 + random.below(2)) {
                stackCase.customSpacing[random.below(count)] = random.pick([0, 5, 30, -3])
            }
        }
        if random.chance(25) { stackCase.currentLength = random.pick([0, 50, 300, 1200]) }
        // The content at intrinsic lengths, then a canvas roomy, exact, tight or compressed.
        var content = 0.0
        var previousVisible: Int? = nil
        for (index, view) in views.enumerated() where !view.hidden {
            content += view.intrinsic ?? 0
            if let previous = previousVisible { content += stackCase.customSpacing[previous] ?? stackCase.spacing }
            previousVisible = index
        }
        switch random.below(6) {
        case 0: stackCase.length = nil
        case 1: stackCase.length = max(0, content + random.pick([40, 100, 333.5, 1000]))
        case 2: stackCase.length = max(0, content)
        case 3: stackCase.length = max(0, content + random.pick([0.5, 3, 7.25]))
        case 4: stackCase.length = max(0, content - random.pick([0.5, 3, 10, 25]))
        default: stackCase.length = max(0, content * random.pick([0.3, 0.6, 0.9]))
        }
        return stackCase
    }

    /// Random stacks of 90 to 160 views, past the equalCentering countdown's fit (gap 101)
    /// and floor (gap 149): the same requirement as the short campaign
    /// (`TRELLIS_CLOSED_FORM_LONG_CASES=N`, default 12, the distributions in turn).
    func testRandomLongStacksAgreeWithTheEngine() throws {
        let cases = getenv("TRELLIS_CLOSED_FORM_LONG_CASES").flatMap { Int(String(cString: $0)) } ?? 12
        var random = XorShift(state: 0x10_2026_1126 | 1)
        var answered = [Int](repeating: 0, count: StackDistribution.allCases.count)
        for index in 0..<cases {
            let which = index % StackDistribution.allCases.count
            let stackCase = randomCase(&random, distribution: StackDistribution.allCases[which], counts: 90...160)
            guard let answer = StackClosedForm.alongAxis(stackCase.input) else { continue }
            answered[which] += 1
            if let difference = disagreement(answer, try engineLayout(stackCase)) {
                XCTFail("case \(index): \(difference)\n\(stackCase)")
            }
        }
        print("long random stacks answered per distribution: \(answered) of \(cases)")
        XCTAssertGreaterThan(answered.reduce(0, +), 0)
    }

    /// Random stacks of every distribution laid out by the engine; wherever the closed form
    /// answers it must agree exactly and the engine must see neither ambiguity nor conflict.
    /// `TRELLIS_CLOSED_FORM_CASES=N` runs N cases (default 300).
    func testRandomStacksAgreeWithTheEngine() throws {
        let cases = getenv("TRELLIS_CLOSED_FORM_CASES").flatMap { Int(String(cString: $0)) } ?? 300
        var random = XorShift(state: 0xA10_2026_1126 | 1)
        let distributions = StackDistribution.allCases
        var answered = [Int](repeating: 0, count: distributions.count)
        var declined = [Int](repeating: 0, count: distributions.count)
        var declinedUnambiguous = [Int](repeating: 0, count: distributions.count)
        var failures = 0
        for index in 0..<cases {
            let which = index % distributions.count
            let stackCase = randomCase(&random, distribution: distributions[which])
            let engine = try engineLayout(stackCase)
            guard let answer = StackClosedForm.alongAxis(stackCase.input) else {
                declined[which] += 1
                if engine.ambiguous.isEmpty && engine.conflicts.isEmpty {
                    declinedUnambiguous[which] += 1
                    if let show = getenv("TRELLIS_CLOSED_FORM_SHOW"), String(cString: show) == "\(distributions[which])" {
                        print("declined, unambiguous: \(stackCase)")
                    }
                }
                continue
            }
            answered[which] += 1
            if let difference = disagreement(answer, engine) {
                failures += 1
                if failures <= 5 { XCTFail("case \(index): \(difference)\n\(stackCase)") }
            }
        }
        for (which, distribution) in distributions.enumerated() {
            let total = answered[which] + declined[which]
            print("closed form along the axis, \(distribution): \(answered[which]) of \(total) answered "
                  + "(\(declinedUnambiguous[which]) declined that the engine found unambiguous)")
        }
        XCTAssertEqual(failures, 0)
        XCTAssertGreaterThan(answered[distributions.firstIndex(of: .fill) ?? 0], cases / 20, "fill answers")
    }
}
