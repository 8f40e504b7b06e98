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
        // Required intrinsic priorities.
        assertNoAnswer(Case(views: [View(intrinsic: 20, hugging: 1000), View(intrinsic: 30, hugging: 1)], length: 70))
    }

    func testFillTieWithoutSlackIsUnique() throws {
        // Content exactly the canvas: every row holds, ties or not.
        try assertLayout(Case(spacing: 2, views: [View(intrinsic: 20), View(intrinsic: 30)], length: 52),
                         offsets: [0, 22], lengths: [20, 30], canvas: 52)
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

    private static let priorities: [Double] = [1, 249, 250, 251, 500, 749, 750, 751, 999]

    private func randomCase(_ random: inout XorShift, distribution: StackDistribution) -> Case {
        let count = 1 + random.below(12)
        // Mostly UIKit's defaults, so that unique lowest priorities are common; otherwise any.
        let defaults = random.chance(50)
        var views: [View] = []
        for _ in 0..<count {
            var view = View(intrinsic: random.chance(12) ? nil
                                : random.pick([0, 10, 20, 27, 34, 44, 60, 99, 120, 12.5, 33.25]))
            if !defaults || random.chance(15) {
                view.hugging = random.pick(Self.priorities)
                view.compression = random.pick(Self.priorities)
            }
            view.hidden = random.chance(15)
            if random.chance(30) { view.current = random.pick([15, 40, 88.5]) }
            views.append(view)
        }
        if defaults && random.chance(70) {
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
