import XCTest
@testable import TrellisDocument
@testable import TrellisCore
#if canImport(Glibc)
import Glibc
#endif

/// Aspect rows of sealed stacks' arranged views (docs/solver.md, "Aspect rows of an arranged
/// view", `Scene+SealedAspectRows.swift`): `icon.width == icon.height` beside a required
/// `icon.width == 16` is an own row `icon.height == 16`, so the stack stays sealed; the
/// frames must be the engine's on the stack's generated rows.
///
/// The storyboards' stacks declined with "arranged view named" (round 11: 108) name their
/// arranged views, among constraints from outside the stack, most often by an aspect ratio
/// (16 leaf stacks against 10 for equal sizes between siblings; notes of issue 18, round 12);
/// four of them pin the other side (simplenote's 76-point buttons, AutolayoutPractice's 16-
/// and 12-point icons, openfoodfacts' 50-point image). The campaign draws random stacks with
/// such rows (`TRELLIS_ASPECT_CLOSED_FORM_CASES=N`, 400 by default;
/// `TRELLIS_ASPECT_CLOSED_FORM_SEED`) and compares every scene whose stack stays sealed with
/// the never-sealed scene.
final class SealedAspectRowTests: XCTestCase {
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

    private func scenes(_ json: String, width: Double, height: Double) throws -> (sealed: Scene, plain: Scene) {
        let description = try DocumentLoader.load(json: json)
        let sealed = try Scene(document: description)
        try sealed.setSize(width: width, height: height)
        try sealed.layout()
        let plain = try Scene(document: description)
        plain.usesSealedStacks = false
        try plain.setSize(width: width, height: height)
        try plain.layout()
        return (sealed, plain)
    }

    /// Where the sealed scene's frames differ from the engine's (beyond 1e-6 relative).
    private func difference(_ sealed: Scene, _ plain: Scene) -> String? {
        let a = sealed.framesInRoot, b = plain.framesInRoot
        guard a.count == b.count else { return "view counts \(a.count) / \(b.count)" }
        for index in a.indices {
            let p = a[index], q = b[index]
            for (u, v) in [(p.x, q.x), (p.y, q.y), (p.width, q.width), (p.height, q.height)]
                where !(abs(u - v) <= 1e-6 * max(1, abs(u), abs(v))) {
                return "\(sealed.viewID(at: index) ?? "?"): \(p) / \(q)"
            }
        }
        return nil
    }

    /// AutolayoutPractice's row (black4401, scene s4M-Qy-AkE): a 16-point square icon and a
    /// label in a horizontal fill stack centred across, 320 × 100 at the root's top left.
    /// Worked by hand: the icon is 16 × 16 (pinned width, the aspect row gives the height);
    /// the label (intrinsic 60 × 20, hugging 249) takes the slack and spans 24 ... 320 after
    /// the 8-point gap;
    /// across, the canvas is 100 high and centred items sit at (100 − 16)/2 = 42 and
    /// (100 − 20)/2 = 40.
    func testAPinnedSquareIconKeepsItsStackSealed() throws {
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
              {"id": "row", "kind": "stack", "axis": "horizontal", "alignment": "center", "spacing": 8, "arranged": [
                {"id": "icon", "intrinsicSize": [20, 20]},
                {"id": "label", "intrinsicSize": [60, 20], "hugging": [249, 249]}]}]},
             "constraints": ["row.leading == root.leading", "row.top == root.top", "row.trailing == root.trailing",
                             "row.bottom == root.bottom", {"id": "pin", "eq": "icon.width == 16"},
                             "icon.width == icon.height"]}]}
            """
        let (sealed, plain) = try scenes(json, width: 320, height: 100)
        XCTAssertEqual(sealed.sealing.stacks.count, 1, "the stack stays sealed")
        XCTAssertEqual(sealed.stackSealingReport.count(.arrangedViewNamed), 0)
        XCTAssertEqual(try sealed.frameInRoot(of: "icon"), Rect(x: 0, y: 42, width: 16, height: 16))
        XCTAssertEqual(try sealed.frameInRoot(of: "label"), Rect(x: 24, y: 40, width: 296, height: 20))
        XCTAssertNil(difference(sealed, plain))
        // The pin removed, the aspect row is a row between two unknowns: the stack unseals
        // and the engine lays it out (the icon's intrinsic 20 × 20 is square).
        try sealed.setActive("pin", false)
        try sealed.layout()
        XCTAssertEqual(sealed.sealing.stacks.count, 0)
        XCTAssertEqual(sealed.stackSealingReport.count(.arrangedViewNamed), 1)
        XCTAssertEqual(try sealed.frameInRoot(of: "icon"), Rect(x: 0, y: 40, width: 20, height: 20))
    }

    /// The pinned side second (`photo.width == 0.9 * photo.height`, `photo.height == 50`, a
    /// vertical stack aligned leading): the aspect row is `photo.width == 45`; a required
    /// row with the pin on its first side and a multiplier (`v.height == 2 * v.width` with
    /// `v.height == 30`) is `v.width == 15`; an inequality so pinned turns round
    /// (`w.width <= 2 * w.height` with `w.width == 30` is `w.height >= 15`: its intrinsic 10
    /// gives way, 15 high).
    func testAspectRowsPinnedOnEitherSide() throws {
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
              {"id": "column", "kind": "stack", "axis": "vertical", "alignment": "leading", "arranged": [
                {"id": "photo", "intrinsicSize": [100, 100]},
                {"id": "v", "intrinsicSize": [10, 10]},
                {"id": "w", "intrinsicSize": [10, 10]}]}]},
             "constraints": ["column.leading == root.leading", "column.top == root.top",
                             "photo.width == 0.9 * photo.height", "photo.height == 50",
                             "v.height == 2 * v.width", "v.height == 30",
                             "w.width <= 2 * w.height", "w.width == 30"]}]}
            """
        let (sealed, plain) = try scenes(json, width: 320, height: 480)
        XCTAssertEqual(sealed.sealing.stacks.count, 1, "the stack stays sealed")
        XCTAssertEqual(try sealed.frameInRoot(of: "photo"), Rect(x: 0, y: 0, width: 45, height: 50))
        XCTAssertEqual(try sealed.frameInRoot(of: "v"), Rect(x: 0, y: 50, width: 15, height: 30))
        XCTAssertEqual(try sealed.frameInRoot(of: "w"), Rect(x: 0, y: 80, width: 30, height: 15))
        XCTAssertNil(difference(sealed, plain))
    }

    /// An optional aspect row with the pin on its first side and a multiplier other than
    /// ±1 weighs its violation by |m|: not an own row, so the stack is not sealed.
    func testAWeightedOptionalAspectRowDeclines() throws {
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
              {"id": "row", "kind": "stack", "axis": "horizontal", "arranged": [
                {"id": "v", "intrinsicSize": [10, 10]}]}]},
             "constraints": ["row.leading == root.leading", "row.top == root.top",
                             "v.width == 2 * v.height @750", "v.width == 30"]}]}
            """
        let (sealed, plain) = try scenes(json, width: 320, height: 480)
        XCTAssertEqual(sealed.sealing.stacks.count, 0)
        XCTAssertEqual(sealed.stackSealingReport.count(.arrangedViewNamed), 1)
        XCTAssertNil(difference(sealed, plain))
    }

    private func environmentNumber(_ name: String) -> Int? {
        guard let value = getenv(name) else { return nil }
        return Int(String(cString: value))
    }

    /// A random stack whose leaves have aspect rows, pinned on either side or not at all.
    private func randomDocument(_ random: inout XorShift) -> (json: String, aspectRows: Int) {
        var leaves: [String] = [], constraints: [String] = []
        var aspectRows = 0
        let priorities = [1, 250, 251, 749, 750, 999]
        for index in 0..<(1 + random.below(3)) {
            let id = "v\(index)"
            var width = "\(random.pick([0, 10, 20, 31.5, 44, 60, 120]))", height = "\(random.pick([0, 12, 21.25, 30, 44]))"
            if random.chance(10) { width = "null" }
            if random.chance(10) { height = "null" }
            var fields = [#""id": "\#(id)""#, #""intrinsicSize": [\#(width), \#(height)]"#]
            if random.chance(25) { fields.append(#""hugging": [\#(random.pick(priorities)), \#(random.pick(priorities))]"#) }
            if random.chance(15) {
                fields.append(#""compressionResistance": [\#(random.pick(priorities)), \#(random.pick(priorities))]"#)
            }
            if random.chance(6) { fields.append(#""hidden": true"#) }
            leaves.append("{" + fields.joined(separator: ", ") + "}")
            guard random.chance(55) else { continue }
            // The aspect row: mostly required and equal, as in storyboards.
            let (first, second) = random.chance(50) ? ("width", "height") : ("height", "width")
            let relation = random.chance(80) ? "==" : random.pick([">=", "<="])
            let multiplier = random.pick([1, 1, 1, 0.5, 0.9, 2, 0.746268656716418, -1])
            let constant = random.chance(80) ? "" : " + \(random.pick([-4, 2, 10]))"
            let priority = random.chance(80) ? "" : " @\(random.pick(priorities))"
            constraints.append("\(id).\(first) \(relation) \(multiplier) * \(id).\(second)\(constant)\(priority)")
            aspectRows += 1
            // The pin: on either side, mostly required.
            if random.chance(92) {
                let side = random.pick([first, second])
                let pinPriority = random.chance(92) ? "" : " @\(random.pick(priorities))"
                constraints.append("\(id).\(side) == \(random.pick([0, 12, 16, 24, 50, 76]))\(pinPriority)")
            }
            // Another own row now and then.
            if random.chance(15) {
                constraints.append("\(id).\(random.pick(["width", "height"])) \(random.pick([">=", "<="])) \(random.pick([10, 40]))"
                                   + (random.chance(50) ? "" : " @\(random.pick(priorities))"))
            }
        }
        let distributions = ["fill", "fill", "fillEqually", "equalSpacing", "fillProportionally", "equalCentering"]
        var stack = [#""id": "s""#, #""kind": "stack""#, #""axis": "\#(random.chance(50) ? "horizontal" : "vertical")""#,
                     #""distribution": "\#(random.pick(distributions))""#,
                     #""alignment": "\#(random.pick(["fill", "fill", "leading", "center", "trailing"]))""#]
        if random.chance(70) { stack.append(#""spacing": \#(random.pick([0, 2, 8, 12.5]))"#) }
        stack.append(#""arranged": [\#(leaves.joined(separator: ", "))]"#)
        var outer = ["s.leading == root.leading + \(random.pick([0, 8]))", "s.top == root.top"]
        if random.chance(60) { outer.append("s.trailing == root.trailing") }
        if random.chance(50) { outer.append("s.bottom == root.bottom - \(random.pick([0, 100]))") }
        let all = (outer + constraints).map { "\"\($0)\"" }.joined(separator: ", ")
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [{\(stack.joined(separator: ", "))}]},
             "constraints": [\(all)]}]}
            """
        return (json, aspectRows)
    }

    func testRandomStacksWithAspectRowsAgreeWithTheEngine() throws {
        let cases = environmentNumber("TRELLIS_ASPECT_CLOSED_FORM_CASES") ?? 400
        var random = XorShift(state: UInt64(environmentNumber("TRELLIS_ASPECT_CLOSED_FORM_SEED") ?? 0xA5EC_7001) | 1)
        var compared = 0, comparedWithAspectRows = 0, unsealed = 0
        var reasons = [Int](repeating: 0, count: StackSealingFallback.allCases.count)
        for index in 0..<cases {
            let (json, aspectRows) = randomDocument(&random)
            let width = Double(random.pick([120, 320, 375, 1000])), height = Double(random.pick([50, 400, 844]))
            let (sealed, plain) = try scenes(json, width: width, height: height)
            for reason in reasons.indices { reasons[reason] += sealed.stackSealingReport.fallbacks[reason] }
            guard !sealed.sealing.stacks.isEmpty else {
                unsealed += 1
                continue
            }
            compared += 1
            if aspectRows > 0 { comparedWithAspectRows += 1 }
            let diagnostics = plain.diagnostics()
            if !diagnostics.ambiguous.isEmpty || !diagnostics.unsatisfiable.isEmpty {
                XCTFail("case \(index): sealed, but the engine reports "
                        + "\(diagnostics.ambiguous.map { "\($0.view): \($0.attributes)" }) ambiguous, "
                        + "\(diagnostics.unsatisfiable.count) conflicts\n\(json)")
                return
            }
            if let difference = difference(sealed, plain) {
                XCTFail("case \(index) (\(width) × \(height)): frames differ: \(difference)\n\(json)")
                return
            }
            // The sealed scene's diagnostics are the engine's too (none).
            let sealedDiagnostics = sealed.diagnostics()
            XCTAssert(sealedDiagnostics.ambiguous.isEmpty && sealedDiagnostics.unsatisfiable.isEmpty, "case \(index)")
        }
        print("aspect rows: \(cases) stacks, \(compared) laid out sealed and compared (\(comparedWithAspectRows) with aspect rows), "
              + "\(unsealed) not sealed: "
              + StackSealingFallback.allCases.filter { reasons[$0.rawValue] > 0 }
                .map { "\($0.name) \(reasons[$0.rawValue])" }.joined(separator: ", "))
        XCTAssertGreaterThan(comparedWithAspectRows, cases / 10)
    }
}
