import XCTest
@testable import TrellisCore

/// `EqualGapRelayout` (docs/solver.md, "Relayout of an equal-gap stack"): an equalSpacing or
/// equalCentering stack laid out again at a new canvas length from the parts of its closed
/// form that do not depend on the length. It must give exactly — bit for bit, not to a
/// tolerance — what `StackClosedForm.alongAxis` gives on the same inputs, or nil.
///
/// The literal frames are worked by hand from docs/uikit-behaviours.md S4 (equalSpacing's
/// equal gaps, equalCentering's equal centre distances) and docs/solver.md "Along the axis".
final class EqualGapRelayoutTests: XCTestCase {
    private func input(_ distribution: StackDistribution, _ lengths: [Double?], spacing: Double,
                       customSpacing: [Int: Double] = [:], hidden: Set<Int> = [], canvas: Double,
                       compression: [Double]? = nil) -> StackClosedFormInput {
        let items = lengths.enumerated().map { index, length in
            StackConfiguration.Item(isHidden: hidden.contains(index), intrinsicLength: length,
                                    compressionResistance: compression?[index] ?? 750)
        }
        let configuration = StackConfiguration(axis: .horizontal, distribution: distribution, alignment: .fill,
                                               spacing: spacing, customSpacing: customSpacing, items: items)
        let closedFormItems = lengths.enumerated().map { index, length in
            StackClosedFormItem(intrinsicLength: length, intrinsicBreadth: 30, compressionAlong: compression?[index] ?? 750)
        }
        return StackClosedFormInput(configuration: configuration, items: closedFormItems,
                                    length: .fixed(canvas), breadth: .fixed(44))
    }

    private func relayout(_ input: StackClosedFormInput, _ length: Double) -> StackAlongAxisLayout? {
        var offsets: [Double] = []
        return EqualGapRelayout(input)?.layout(length: length, reusing: &offsets)
    }

    func testEqualSpacingMovesEveryViewByItsIndexTimesTheGap() throws {
        // Views 10, 20, 30 with spacing 5: G = (C − 60) / 2, view k at Σ before + k·G.
        let stack = input(.equalSpacing, [10, 20, 30], spacing: 5, canvas: 100)
        let at100 = try XCTUnwrap(relayout(stack, 100))
        XCTAssertEqual(at100.offsets, [0, 30, 70])  // G = 20
        XCTAssertEqual(at100.lengths, [10, 20, 30])
        XCTAssertEqual(at100.canvasLength, 100)
        let at200 = try XCTUnwrap(relayout(stack, 200))
        XCTAssertEqual(at200.offsets, [0, 80, 170])  // G = 70
        XCTAssertEqual(try XCTUnwrap(relayout(stack, 70)).offsets, [0, 15, 40])  // G = 5: the spacing exactly
        // G = 2 < 5: the lowest-compression view absorbs the shortfall — the full closed form's case.
        XCTAssertNil(relayout(stack, 64))
    }

    func testEqualCenteringKeepsTheCentresEquallyApart() throws {
        // Views 10, 20, 30, spacing 0, canvas 100: ends (10 + 30) / 2 = 20, room 80, two centre
        // gaps of 40 (minima 15 and 25); edge gaps 40 − 15 = 25 and 40 − 25 = 15.
        let stack = input(.equalCentering, [10, 20, 30], spacing: 0, canvas: 100)
        let at100 = try XCTUnwrap(relayout(stack, 100))
        XCTAssertEqual(at100.offsets, [0, 35, 70])  // centres 5, 45, 85
        XCTAssertEqual(at100.canvasLength, 100)
        // Canvas 70: room 50 = 2 × the largest minimum 25, still every gap equal: centres 5, 30, 55.
        XCTAssertEqual(try XCTUnwrap(relayout(stack, 70)).offsets, [0, 20, 40])
        // Canvas 62: room 42 < 50, the countdown breaks, shared greedily: gap 1 keeps its
        // minimum 25, gap 0 takes the rest, 17. Centres 5, 22, 47.
        XCTAssertEqual(try XCTUnwrap(relayout(stack, 62)).offsets, [0, 12, 32])
        // Canvas 55: room 35 < Σ minima 40: compressed, a view absorbs (the full closed form's case).
        XCTAssertNil(relayout(stack, 55))
    }

    func testEqualCenteringBrokenCountdownIsSharedGreedily() throws {
        // Views 10, 50, 10, 10, spacing 0: centre-gap minima 30, 30, 10 (Σ 70, largest 30),
        // ends (10 + 10) / 2 = 10. Canvas 90: room 80 lies in [70, 3 × 30), so the countdown
        // breaks (docs/solver.md, "equalCentering: a countdown that breaks"): gaps 0 and 1
        // stay equal at 30, gap 2 takes the rest, 80 − 60 = 20. Centres 5, 35, 65, 85.
        let stack = input(.equalCentering, [10, 50, 10, 10], spacing: 0, canvas: 90)
        let answer = try XCTUnwrap(relayout(stack, 90))
        XCTAssertEqual(answer.offsets, [0, 10, 60, 80])
        XCTAssertEqual(answer.lengths, [10, 50, 10, 10])
        XCTAssertEqual(StackClosedForm.alongAxis(stack)?.offsets, answer.offsets)
    }

    func testStacksOutsideItsModelAreLeftToTheFullClosedForm() {
        XCTAssertNil(EqualGapRelayout(input(.fill, [10, 20], spacing: 0, canvas: 100)))
        XCTAssertNil(EqualGapRelayout(input(.equalSpacing, [10, 20, 30], spacing: 5, hidden: [1], canvas: 100)))
        XCTAssertNil(EqualGapRelayout(input(.equalSpacing, [10, nil, 30], spacing: 5, canvas: 100)))
        XCTAssertNil(EqualGapRelayout(input(.equalCentering, [10], spacing: 5, canvas: 100)))
        XCTAssertNil(relayout(input(.equalSpacing, [10, 20], spacing: 5, canvas: 100), .infinity))
        XCTAssertNil(relayout(input(.equalSpacing, [10, 20], spacing: 5, canvas: 100), -1))
    }

    /// Random equal-gap stacks at random canvas lengths: wherever the relayout answers, the
    /// full closed form answers the same bits; it answers most of the common regime.
    func testRandomStacksMatchTheFullClosedFormBitForBit() throws {
        var state: UInt64 = 0x5EED_1234_ABCD_0001
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        let lengthChoices: [Double] = [0, 10, 20, 27, 34, 44, 60, 99, 12.5, 33.25, 0.1, 7.3]
        var answered = 0, compared = 0, keptCount = 0
        for _ in 0..<400 {
            let count = 2 + below(40)
            let lengths = (0..<count).map { _ in Optional(lengthChoices[below(lengthChoices.count)]) }
            let spacing = [0, 2, 8, 12.5, -4, 0.3][below(6)]
            var custom: [Int: Double] = [:]
            if below(4) == 0 { custom[below(count)] = [0, 5, 30, -3][below(4)] }
            let compression = (0..<count).map { index in index == count / 2 ? 749.0 : 750 }
            let distribution: StackDistribution = below(2) == 0 ? .equalSpacing : .equalCentering
            let content = lengths.reduce(0) { $0 + ($1 ?? 0) } + spacing * Double(count - 1)
            let first = input(distribution, lengths, spacing: spacing, customSpacing: custom, canvas: content + 50,
                              compression: compression)
            guard let memo = EqualGapRelayout(first) else { continue }
            // The relayout the full closed form makes from its own parts (a sealed stack keeps
            // it from its build on), where its regime lets every view keep its length.
            var kept: EqualGapRelayout?
            _ = StackClosedForm.alongAxis(first, relayout: &kept)
            if kept != nil { keptCount += 1 }
            var offsets: [Double] = [], keptOffsets: [Double] = []
            for _ in 0..<6 {
                let canvas = max(0, content * [0.5, 0.9, 1, 1.01, 1.3, 2, 5][below(7)] + [0, 0.25, 17.3, -3][below(4)])
                var full = first
                full.length = .fixed(canvas)
                let expected = StackClosedForm.alongAxis(full)
                compared += 1
                guard let fast = memo.layout(length: canvas, reusing: &offsets) else { continue }
                answered += 1
                let description = "\(distribution) \(lengths.map { $0 ?? -1 }) spacing \(spacing) custom \(custom) canvas \(canvas)"
                let answer = try XCTUnwrap(expected, description)
                XCTAssertEqual(fast.offsets.map(\.bitPattern), answer.offsets.map(\.bitPattern), description)
                XCTAssertEqual(fast.lengths.map(\.bitPattern), answer.lengths.map(\.bitPattern), description)
                XCTAssertEqual(fast.canvasLength.bitPattern, answer.canvasLength.bitPattern, description)
                offsets = fast.offsets
                if let kept {
                    let same = try XCTUnwrap(kept.layout(length: canvas, reusing: &keptOffsets), description)
                    XCTAssertEqual(same.offsets.map(\.bitPattern), answer.offsets.map(\.bitPattern), description)
                    XCTAssertEqual(same.lengths.map(\.bitPattern), answer.lengths.map(\.bitPattern), description)
                    XCTAssertEqual(same.canvasLength.bitPattern, answer.canvasLength.bitPattern, description)
                    keptOffsets = same.offsets
                }
            }
        }
        // The campaign reaches the relayout's regime often, and leaves it too.
        XCTAssertGreaterThan(answered, compared / 3)
        XCTAssertLessThan(answered, compared)
        XCTAssertGreaterThan(keptCount, 100)
    }
}
