import XCTest
@testable import TrellisDocument
@testable import TrellisCore
#if canImport(Glibc)
import Glibc
#endif

/// Nested stacks in closed form (docs/solver.md, "Nested stacks") against the engine: a
/// stack of stacks (and views) sealed as one — the inner stacks as items of the outer one
/// through their profiles, then laid out in the rects they got — must give the frames the
/// solver finds on the rows `StackLayout` generates for both stacks plus every view's
/// intrinsic-size rows, and the engine must report neither an ambiguous view nor a conflict
/// wherever the nest stays sealed.
///
/// The literal cases are worked out by hand; the campaign draws random nests
/// (`TRELLIS_NESTED_CLOSED_FORM_CASES=N`, 400 by default; `TRELLIS_NESTED_CLOSED_FORM_SEED`).
final class StackClosedFormNestingTests: XCTestCase {
    // MARK: Profiles, by hand

    func testFillRowIsAnExactItemAlongItsAxis() {
        // Two views 40 and 60 wide, spacing 8; the second hugs at 249 (the absorber), the
        // first resists at 700 (the lowest compression): natural 108, exact.
        let configuration = StackConfiguration(axis: .horizontal, spacing: 8,
                                               items: [.init(intrinsicLength: 40), .init(intrinsicLength: 60)])
        let items = [StackClosedFormItem(intrinsicLength: 40, intrinsicBreadth: 20, compressionAlong: 700),
                     StackClosedFormItem(intrinsicLength: 60, intrinsicBreadth: 30, huggingAlong: 249)]
        XCTAssertEqual(StackClosedForm.lengthProfile(configuration, items),
                       StackExtentProfile(natural: 108, hugging: 249, compression: 700, rows: .exact))
        // Across (fill alignment): both take the row's breadth; 250 < 750 everywhere and the
        // 30-point view resists at the highest level: natural 30, item-like (two views move).
        XCTAssertEqual(StackClosedForm.breadthProfile(configuration, items),
                       StackExtentProfile(natural: 30, hugging: 250, compression: 750, rows: .itemLike))
    }

    func testTiedRowIsExactAndAnUnsizedRowDecidedOnly() {
        // Both views hug at 250 and resist at 750: a longer row costs exactly the difference
        // at 250 however they share it, so the row is still an exact item (natural 100).
        let configuration = StackConfiguration(axis: .horizontal,
                                               items: [.init(intrinsicLength: 40), .init(intrinsicLength: 60)])
        let items = [StackClosedFormItem(intrinsicLength: 40, intrinsicBreadth: 20),
                     StackClosedFormItem(intrinsicLength: 60, intrinsicBreadth: 30)]
        XCTAssertEqual(StackClosedForm.lengthProfile(configuration, items),
                       StackExtentProfile(natural: 100, hugging: 250, compression: 750, rows: .exact))
        // A view without an intrinsic width: nothing resists a longer or shorter row, so only
        // required rows may place it.
        let unsized = [items[0], StackClosedFormItem(intrinsicLength: nil, intrinsicBreadth: 30)]
        XCTAssertEqual(StackClosedForm.lengthProfile(configuration, unsized).rows, .decidedOnly)
    }

    func testCenteredRowHugsAtTheSpanningFit() {
        // Center alignment, two views 20 and 30 high: natural 30, broader only the spanning
        // fit (51) grows.
        let configuration = StackConfiguration(axis: .horizontal, alignment: .center,
                                               items: [.init(intrinsicLength: 40), .init(intrinsicLength: 60)])
        let items = [StackClosedFormItem(intrinsicLength: 40, intrinsicBreadth: 20),
                     StackClosedFormItem(intrinsicLength: 60, intrinsicBreadth: 30, huggingAlong: 249)]
        XCTAssertEqual(StackClosedForm.breadthProfile(configuration, items),
                       StackExtentProfile(natural: 30, hugging: 51, compression: 750, rows: .itemLike))
    }

    // MARK: A column of rows, by hand

    func testColumnOfRowsIsSealedWithItsFrames() throws {
        // A vertical fill column (spacing 10) pinned at the leading, trailing and top edges of
        // a 300-wide root: its width is fixed, its height free. Row r1: a 40 × 20 view and a
        // 60 × 30 view hugging at 249 (it takes the row's slack), spacing 8; row r2: one
        // 50 × 44 view. Each row is as tall as its tallest view (item-like, 30 and 44); the
        // column is 30 + 10 + 44 = 84 high and 300 wide; r1's second view is 300 − 48 = 252
        // wide.
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
             {"id": "column", "kind": "stack", "axis": "vertical", "spacing": 10, "arranged": [
               {"id": "r1", "kind": "stack", "axis": "horizontal", "spacing": 8, "arranged": [
                 {"id": "a", "intrinsicSize": [40, 20]}, {"id": "b", "intrinsicSize": [60, 30], "hugging": [249, 250]}]},
               {"id": "r2", "kind": "stack", "axis": "horizontal", "arranged": [{"id": "c", "intrinsicSize": [50, 44]}]}]}]},
             "constraints": ["column.leading == root.leading", "column.trailing == root.trailing", "column.top == root.top"]}]}
            """
        let description = try DocumentLoader.load(json: json)
        let sealed = try Scene(document: description), plain = try Scene(document: description)
        plain.usesSealedStacks = false
        for scene in [sealed, plain] {
            try scene.setSize(width: 300, height: 600)
            try scene.layout()
            XCTAssertEqual(try scene.frameInRoot(of: "column"), Rect(x: 0, y: 0, width: 300, height: 84))
            XCTAssertEqual(try scene.frameInRoot(of: "r1"), Rect(x: 0, y: 0, width: 300, height: 30))
            XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 40, height: 30))
            XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 48, y: 0, width: 252, height: 30))
            XCTAssertEqual(try scene.frameInRoot(of: "r2"), Rect(x: 0, y: 40, width: 300, height: 44))
            XCTAssertEqual(try scene.frameInRoot(of: "c"), Rect(x: 0, y: 40, width: 300, height: 44))
            XCTAssertTrue(scene.diagnostics().ambiguous.isEmpty)
        }
        XCTAssertEqual(sealed.sealedStackCount, 3)
        // A constraint naming a nested view unseals the nest, which keeps its frames.
        try sealed.addConstraint(DocumentLoader.loadConstraint(json: #""a.width >= 10""#))
        try sealed.layout()
        XCTAssertEqual(sealed.sealedStackCount, 0)
        XCTAssertEqual(try sealed.frameInRoot(of: "b"), Rect(x: 48, y: 0, width: 252, height: 30))
    }

    func testANestedStackGivenAnIntrinsicSizeUnsealsItsNest() throws {
        // From the nested differential (case 557): a row s1 (fill, spacing 12.5, 184 wide in a
        // 200-wide root with 8-point insets) of a column s2 (trailing-aligned; its widest
        // view 120) and a view v6 (20 wide, hugging 240). Sealed, s2 is an item hugging at
        // the spanning fit (51): it takes the 31.5 points of slack (151.5 wide). Once the host
        // gives s2 an intrinsic width of 0, s2 hugs at 250 toward 0 too (its compression at
        // 750 holds at any width ≥ 0, v3's at 750 keeps it at 120), so v6, hugging at 240,
        // takes the slack: s2 120 wide, v6 at 140.5, 51.5 wide. The nest must unseal.
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "main", "root": {"id": "root", "subviews": [
             {"id": "s1", "kind": "stack", "axis": "horizontal", "spacing": 12.5, "arranged": [
               {"id": "s2", "kind": "stack", "axis": "vertical", "alignment": "bottom", "spacing": 12.5, "arranged": [
                 {"id": "v3", "kind": "button", "intrinsicSize": [120.0, 30.0]}, {"id": "v4", "kind": "button", "intrinsicSize": [60.0, 21.25]},
                 {"id": "v5", "intrinsicSize": [60.0, 12.0], "hugging": [245, 245]}]},
               {"id": "v6", "intrinsicSize": [20.0, 0.0], "hugging": [240, 240], "compressionResistance": [999, 251]}]}]},
             "constraints": ["s1.leading == root.leading + 8", "s1.trailing == root.trailingMargin", "s1.top == root.top + 8"]}]}
            """
        let scene = try Scene(document: DocumentLoader.load(json: json))
        try scene.setSize(width: 200, height: 844)
        try scene.layout()
        XCTAssertEqual(scene.sealedStackCount, 2)
        XCTAssertEqual(try scene.frameInRoot(of: "s2"), Rect(x: 8, y: 8, width: 151.5, height: 88.25))
        XCTAssertEqual(try scene.frameInRoot(of: "v3"), Rect(x: 39.5, y: 8, width: 120, height: 30))
        try scene.setIntrinsicSize("s2", width: 0, height: nil)
        try scene.layout()
        XCTAssertEqual(scene.sealedStackCount, 0)
        XCTAssertEqual(try scene.frameInRoot(of: "s2"), Rect(x: 8, y: 8, width: 120, height: 88.25))
        XCTAssertEqual(try scene.frameInRoot(of: "v6"), Rect(x: 140.5, y: 8, width: 51.5, height: 88.25))
    }

    // MARK: The campaign

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

    /// A random nest: an outer stack of inner stacks (up to three levels) and views, some
    /// views sized by constraints of their own (docs/solver.md, "Own rows of an arranged
    /// view"), pinned so that each of its directions is fixed or free.
    private struct NestGenerator {
        var random: XorShift
        var counter = 0
        var viewIDs: [String] = []
        /// Own-size constraints of leaves (`v3.width == 40 @750`).
        var ownConstraints: [String] = []

        mutating func name(_ prefix: String) -> String {
            counter += 1
            let id = "\(prefix)\(counter)"
            viewIDs.append(id)
            return id
        }

        mutating func priority() -> Double {
            random.pick([1, 200, 249, 250, 251, 700, 749, 750, 751, 999])
        }

        /// A view; `quiet` (the third level) keeps UIKit's priorities more often, as real
        /// nests do, so that the deepest stacks are sealed often enough to be checked.
        mutating func leaf(hugging: Double? = nil, quiet: Bool = false) -> String {
            let id = name("v")
            var width = "\(random.pick([0, 10, 20, 31.5, 44, 60, 120]))", height = "\(random.pick([0, 12, 21.25, 30, 44]))"
            if random.chance(5) { width = "null" }
            if random.chance(5) { height = "null" }
            var fields = [#""id": "\#(id)""#, #""intrinsicSize": [\#(width), \#(height)]"#]
            if let hugging {
                fields.append(#""hugging": [\#(hugging), \#(hugging)]"#)
            } else if random.chance(quiet ? 5 : 25) {
                fields.append(#""hugging": [\#(priority()), \#(priority())]"#)
            }
            if random.chance(quiet ? 3 : 15) { fields.append(#""compressionResistance": [\#(priority()), \#(priority())]"#) }
            if random.chance(quiet ? 3 : 8) { fields.append(#""hidden": true"#) }
            // Own rows: mostly a required equality (the corpus's `image.width == 40`), now and
            // then an optional one or a bound.
            for attribute in ["width", "height"] where random.chance(8) {
                let relation = random.chance(75) ? "==" : random.pick([">=", "<="])
                let priority = random.chance(70) ? "" : " @\(random.pick([999, 750, 500, 250, 1]))"
                ownConstraints.append("\(id).\(attribute) \(relation) \(random.pick([0, 10, 24, 40, 44, 60]))\(priority)")
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }

        mutating func stack(inner: Bool, depth: Int = 0) -> String {
            let id = name("s")
            var fields = [#""id": "\#(id)""#, #""kind": "stack""#,
                          #""axis": "\#(random.chance(50) ? "horizontal" : "vertical")""#]
            let distributions = ["fill", "fill", "fill", "fillEqually", "fillEqually", "equalSpacing",
                                 "fillProportionally", "equalCentering"]
            fields.append(#""distribution": "\#(random.pick(depth == 2 ? ["fill", "fill", "fillEqually"] : distributions))""#)
            fields.append(#""alignment": "\#(random.pick(["fill", "fill", "leading", "center", "trailing"]))""#)
            if random.chance(70) { fields.append(#""spacing": \#(random.pick([0, 2, 8, 12.5, -4]))"#) }
            if random.chance(25) {
                fields.append(#""initialSize": [\#(random.pick([10, 40, 300])), \#(random.pick([10, 30, 80]))]"#)
            }
            if inner && random.chance(6) { fields.append(#""hidden": true"#) }
            var items: [String] = []
            for _ in 0..<(1 + random.below(4)) {
                // Three levels now and then: an inner stack holding stacks of its own.
                let deeper = depth == 0 ? random.chance(60) : depth == 1 && random.chance(25)
                items.append(deeper ? stack(inner: true, depth: depth + 1) : leaf(quiet: depth == 2))
            }
            if random.chance(85) { items.append(leaf(hugging: depth == 2 ? 247 : inner ? 245 : 240, quiet: depth == 2)) }
            fields.append(#""arranged": [\#(items.joined(separator: ", "))]"#)
            return "{" + fields.joined(separator: ", ") + "}"
        }

        mutating func document() -> String {
            let outer = stack(inner: false)
            let outerID = "s1"
            var constraints = ["\(outerID).leading == root.leading + \(random.pick([0, 8]))", "\(outerID).top == root.top"]
            if random.chance(60) { constraints.append("\(outerID).trailing == root.trailing") }
            if random.chance(50) { constraints.append("\(outerID).bottom == root.bottom - \(random.pick([0, 100]))") }
            constraints += ownConstraints
            return """
                {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [\(outer)]},
                 "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}]}
                """
        }
    }

    private func environmentNumber(_ name: String) -> Int? {
        guard let value = getenv(name) else { return nil }
        return Int(String(cString: value))
    }

    /// Where the sealed scene's frames differ from the engine's (beyond 1e-6 pt); nil when
    /// they agree. `wrongBy` moves the sealed answer, to check the comparison can fail.
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

    func testRandomNestsAgreeWithTheEngine() throws {
        let cases = environmentNumber("TRELLIS_NESTED_CLOSED_FORM_CASES") ?? 400
        var random = XorShift(state: UInt64(environmentNumber("TRELLIS_NESTED_CLOSED_FORM_SEED") ?? 0x4E57_0001) | 1)
        var sealedNests = 0, sealedNestedStacks = 0, unsealed = 0, sealedWithOwnRows = 0, deepStacks = 0
        var shapes: [String: Int] = [:]
        var reasons = [Int](repeating: 0, count: StackSealingFallback.allCases.count)
        for index in 0..<cases {
            var generator = NestGenerator(random: random)
            let json = generator.document()
            random = generator.random
            random.state ^= UInt64(index) &* 0x9E37_79B9_7F4A_7C15 | 1
            let description = try DocumentLoader.load(json: json)
            let sealed = try Scene(document: description)
            let width = Double(random.pick([120, 320, 375, 1000])), height = Double(random.pick([50, 400, 844]))
            try sealed.setSize(width: width, height: height)
            try sealed.layout()
            let nested = sealed.sealing.stacks.filter { $0.inHierarchy && sealed.isNestedStack($0) }
            for reason in reasons.indices { reasons[reason] += sealed.stackSealingReport.fallbacks[reason] }
            // Every scene with a sealed stack is compared (a single stack with own rows too).
            guard !sealed.sealing.stacks.isEmpty else {
                unsealed += 1
                continue
            }
            if !generator.ownConstraints.isEmpty { sealedWithOwnRows += 1 }
            deepStacks += nested.filter { $0.superview.map(sealed.isNestedStack) ?? false }.count
            if !nested.isEmpty { sealedNests += 1 }
            sealedNestedStacks += nested.count
            if let outer = nested.first?.superview?.sealed {
                let key = "\(outer.configuration.axis) \(outer.configuration.distribution)"
                shapes[key, default: 0] += 1
            }
            let plain = try Scene(document: description)
            plain.usesSealedStacks = false
            try plain.setSize(width: width, height: height)
            try plain.layout()
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
        }
        print("nested closed form: \(cases) nests, \(sealedNests) laid out sealed (\(sealedNestedStacks) nested stacks, "
              + "\(deepStacks) of them three levels deep), \(sealedWithOwnRows) sealed scenes with own-size rows, "
              + "\(unsealed) with nothing sealed; sealed by outer stack: \(shapes.sorted { $0.key < $1.key }); not sealed: "
              + StackSealingFallback.allCases.filter { reasons[$0.rawValue] > 0 }
                .map { "\($0.name) \(reasons[$0.rawValue])" }.joined(separator: ", "))
        XCTAssertGreaterThan(sealedNests, 0)
    }
}
