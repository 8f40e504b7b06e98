import XCTest
import Cassowary
@testable import TrellisCore

/// `ConflictSetSearch` on constraints stated directly (docs/solver.md "Conflict sets"): the
/// set the deletion filter would find (run from the last candidate to the first), with one
/// refused addition per member (plus at most one), not one per candidate left out.
final class ConflictSetSearchUnitTests: XCTestCase {
    /// Scene-side variables: only keys for the search, which numbers them for its probes.
    private func variable(_ id: UInt32) -> Variable { Variable(rawID: id) }

    /// `Σ terms + constant REL 0`.
    private func statement(_ terms: [(UInt32, Double)], _ constant: Double, _ relation: LayoutRelation = .equal) -> CompiledConstraint {
        CompiledConstraint(terms: terms.map { (variable($0.0), $0.1) }, constant: constant, relation: relation)
    }

    /// A chain x₁ = x₀ + 1, x₂ = x₁ + 1, x₃ = x₂ + 1 from the pinned x₀ (variable 0), with 200
    /// bystanders yⱼ = j between its links, and the broken x₃ = 10: the set is the chain,
    /// found with four refusals (one per link, and the last round's members with the broken
    /// constraint, which settles the bystanders below the first link) where the deletion
    /// filter had 200 (each bystander dropped is a refused trial).
    func testShortChainAmongManyBystandersCostsOneRefusalPerMember() {
        var candidates: [CompiledConstraint] = []
        var chain: [Int] = []
        for link in 1...3 {
            for bystander in 0..<67 {
                let y = UInt32(100 + candidates.count)
                candidates.append(statement([(y, 1)], -Double(bystander)))
            }
            chain.append(candidates.count)
            candidates.append(statement([(UInt32(10 + link), 1), (UInt32(10 + link - 1), -1)], -1))
        }
        // x₀ is variable 10, pinned (with variable 1, the other pin).
        var search = ConflictSetSearch(pinned: [variable(10), variable(1)], candidates: candidates,
                                       broken: statement([(13, 1)], -10))
        XCTAssertEqual(search.members().sorted(), chain)
        XCTAssertEqual(search.refusedCount, 4)
        XCTAssertEqual(search.probeCount, 5)  // the candidates stated together, then four rounds
    }

    /// Two candidates that each conflict with the broken one on their own: the filter drops
    /// the last first (the first still conflicts) and keeps the first.
    func testOfTwoMinimalSetsTheFiltersIsChosen() {
        let candidates = [statement([(5, 1)], -1), statement([(5, 1)], -1)]
        var search = ConflictSetSearch(pinned: [variable(0), variable(1)], candidates: candidates,
                                       broken: statement([(5, 1)], -2))
        XCTAssertEqual(search.members(), [0])
    }

    /// A broken constraint the candidates do not contradict (it conflicts with nothing in
    /// the probe): the filter keeps every candidate, and so does the search.
    func testBrokenConstraintThatFitsKeepsEveryCandidate() {
        let candidates = [statement([(5, 1)], -1), statement([(6, 1), (5, -1)], 0)]
        var search = ConflictSetSearch(pinned: [variable(0), variable(1)], candidates: candidates,
                                       broken: statement([(7, 1)], -3))
        XCTAssertEqual(search.members().sorted(), [0, 1])
    }

    /// A broken constraint that contradicts the root's pins alone: no candidate is needed.
    func testConflictWithThePinsAloneNeedsNoCandidate() {
        let candidates = [statement([(5, 1)], -1)]
        var search = ConflictSetSearch(pinned: [variable(0), variable(1)], candidates: candidates,
                                       broken: statement([(0, 1)], -4))
        XCTAssertEqual(search.members(), [])
    }

    /// Inequalities: with x ≤ 10, x ≥ y + 5 and y ≥ 2, the broken y ≥ x contradicts
    /// x ≥ y + 5 alone (y ≥ y + 5); the others are left out.
    func testInequalityContradictedByOneCandidate() {
        let candidates = [
            statement([(5, 1)], -10, .lessThanOrEqual),     // x ≤ 10
            statement([(9, 1)], -3),                        // bystander
            statement([(5, 1), (6, -1)], -5, .greaterThanOrEqual),  // x ≥ y + 5
            statement([(6, 1)], -2, .greaterThanOrEqual),   // y ≥ 2: not needed
        ]
        var search = ConflictSetSearch(pinned: [variable(0), variable(1)], candidates: candidates,
                                       broken: statement([(6, 1), (5, -1)], 0, .greaterThanOrEqual))  // y ≥ x
        XCTAssertEqual(search.members(), [2])
    }
}

/// `ConflictSetMemo`: an equal question is answered without a probe, a different one is
/// searched.
final class ConflictSetMemoTests: XCTestCase {
    private func search(brokenAt value: Double) -> ConflictSetSearch {
        let candidates = [CompiledConstraint(terms: [(Variable(rawID: 5), 1)], constant: -1, relation: .equal)]
        return ConflictSetSearch(pinned: [Variable(rawID: 0), Variable(rawID: 1)], candidates: candidates,
                                 broken: CompiledConstraint(terms: [(Variable(rawID: 5), 1)], constant: -value, relation: .equal))
    }

    func testAnEqualQuestionIsAnsweredWithoutAProbe() {
        var memo = ConflictSetMemo()
        var first = search(brokenAt: 2)
        XCTAssertEqual(memo.members(of: &first), [0])
        XCTAssertEqual(first.probeCount, 2)
        var again = search(brokenAt: 2)
        XCTAssertEqual(memo.members(of: &again), [0])
        XCTAssertEqual(again.probeCount, 0)
        // x = 1 fits the candidate: a different question, searched (and every candidate kept).
        var other = search(brokenAt: 1)
        XCTAssertEqual(memo.members(of: &other), [0])
        XCTAssertEqual(other.probeCount, 2)
        // -0 and 0 are different bits: searched, not assumed equal.
        var negativeZero = search(brokenAt: -0.0)
        var zero = search(brokenAt: 0.0)
        _ = memo.members(of: &negativeZero)
        _ = memo.members(of: &zero)
        XCTAssertEqual(zero.probeCount, 2)
    }
}
