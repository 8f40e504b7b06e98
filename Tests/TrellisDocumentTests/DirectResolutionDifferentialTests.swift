import XCTest
@testable import TrellisDocument
@testable import TrellisCore
import Cassowary
#if canImport(Glibc)
import Glibc
#endif

/// Differential fuzzing of direct resolution (issue 18): random layout-shaped scenes —
/// stacks of every distribution and alignment, nested stacks, chains, hidden views,
/// conflicting required constraints, ties between equal priorities, size-class variants —
/// laid out twice, once with direct resolution and once through the LP only, through a
/// sequence of changes (size, size classes, hiding, direction, constants, priorities, and
/// resizes, which a direct build follows without the LP).
/// The frames must agree (to 1e-6 pt, finer than any pixel grid) and the diagnostics
/// (broken constraints with their conflicting sets, ambiguous views) must be identical.
/// One exception: a layout that a change made ambiguous (both sides report the same
/// ambiguous views) may have its tie broken differently, since the LP built at the
/// hand-over from direct mode stands on the certified point's basis, not on the one the
/// LP-only solver's crash left; such layouts are counted.
///
/// `TRELLIS_DIRECT_CASES=N` runs N scenes (60 by default, so that `make test` stays
/// quick); `TRELLIS_DIRECT_SEED` picks another campaign.
final class DirectResolutionDifferentialTests: XCTestCase {
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

    private static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    private static let alignments = ["fill", "leading", "center", "trailing", "top", "bottom", "firstBaseline", "lastBaseline"]

    /// A random scene document and the ids of constraints worth changing.
    private struct Generated {
        var json: String
        var constraintIDs: [String]
        var viewIDs: [String]
    }

    private struct Generator {
        var random: XorShift
        var views: [String] = []
        var arrangedIDs: [String] = []
        var constraints: [String] = []
        var constraintIDs: [String] = []
        var counter = 0

        mutating func name(_ prefix: String) -> String {
            counter += 1
            return "\(prefix)\(counter)"
        }

        mutating func sizeValue() -> String {
            let width = random.pick([0, 10, 20, 31.5, 44, 60, 120, 333])
            let height = random.pick([0, 12, 21.25, 30, 44])
            if random.chance(10) { return "[null, \(height)]" }
            if random.chance(10) { return "[\(width), null]" }
            return "[\(width), \(height)]"
        }

        mutating func priorityPair() -> String {
            "[\(random.pick([1, 249, 250, 251, 500, 750, 999])), \(random.pick([249, 250, 251, 750, 999]))]"
        }

        /// A leaf view (plain with an intrinsic size, a label, or a button).
        mutating func leaf(arranged: Bool) -> String {
            let id = name("v")
            views.append(id)
            if arranged { arrangedIDs.append(id) }
            var fields: [String] = [#""id": "\#(id)""#]
            switch random.below(4) {
            case 0:
                fields.append(#""kind": "label", "text": "\#(String(repeating: "w", count: 1 + random.below(12)))""#)
                if random.chance(30) { fields.append(#""textStyle": "body""#) }
            case 1:
                fields.append(#""kind": "button", "intrinsicSize": \#(sizeValue())"#)
            default:
                if random.chance(85) {
                    if random.chance(15) {
                        fields.append(#""intrinsicSize": {"any": \#(sizeValue()), "wR": \#(sizeValue())}"#)
                    } else {
                        fields.append(#""intrinsicSize": \#(sizeValue())"#)
                    }
                }
            }
            if random.chance(30) { fields.append(#""hugging": \#(priorityPair())"#) }
            if random.chance(20) { fields.append(#""compressionResistance": \#(priorityPair())"#) }
            if arranged && random.chance(12) { fields.append(#""hidden": true"#) }
            if arranged && random.chance(5) { fields.append(#""hidden": {"any": false, "wR": true}"#) }
            return "{" + fields.joined(separator: ", ") + "}"
        }

        mutating func stack(depth: Int) -> String {
            let id = name("s")
            views.append(id)
            let axis = random.chance(50) ? "horizontal" : "vertical"
            var fields: [String] = [#""id": "\#(id)""#, #""kind": "stack""#, #""axis": "\#(axis)""#]
            if random.chance(10) { fields[2] = #""axis": {"any": "horizontal", "wR": "vertical"}"# }
            fields.append(#""distribution": "\#(random.pick(DirectResolutionDifferentialTests.distributions))""#)
            fields.append(#""alignment": "\#(random.pick(DirectResolutionDifferentialTests.alignments))""#)
            if random.chance(70) {
                fields.append(#""spacing": \#(random.pick([0, 2, 8, 12.5]))"#)
            }
            // Now and then a long stack: fillProportionally's and equalCentering's priority
            // countdowns (999, 998, …; 149, 148, …) then span many levels.
            let count = random.chance(5) ? 8 + random.below(25) : 1 + random.below(5)
            var arranged: [String] = []
            for _ in 0..<count {
                arranged.append(depth < 2 && random.chance(20) ? stack(depth: depth + 1) : leaf(arranged: true))
            }
            fields.append(#""arranged": [\#(arranged.joined(separator: ", "))]"#)
            return "{" + fields.joined(separator: ", ") + "}"
        }

        mutating func constraint(_ equation: String, variants: Bool = false) -> String {
            let id = name("c")
            constraintIDs.append(id)
            var fields = [#""id": "\#(id)""#, #""eq": "\#(equation)""#]
            if variants && random.chance(25) {
                fields.append(#""constant": {"any": \#(random.pick([0, 4, 8])), "wR": \#(random.pick([0, 16, 20]))}"#)
            }
            if random.chance(8) { fields.append(#""priority": {"any": 1000, "wR": 750}"#) }
            return "{" + fields.joined(separator: ", ") + "}"
        }

        /// Pins a top-level view: edges to the root (or its margins), or a width and a leading.
        mutating func pin(_ id: String, index: Int) {
            let leading = random.pick(["root.leading", "root.leadingMargin", "root.safeAreaLayoutGuide.leading"])
            let top = index == 0 ? "root.top" : "\(views[max(0, views.count - 1 - random.below(3))]).bottom"
            constraints.append(constraint("\(id).leading == \(leading) + \(random.pick([0, 8, 16]))", variants: true))
            switch random.below(4) {
            case 0:
                constraints.append(constraint("\(id).trailing == root.trailing - \(random.pick([0, 8]))", variants: true))
            case 1:
                constraints.append(constraint("\(id).trailing <= root.trailingMargin"))
            case 2:
                constraints.append(constraint("\(id).width == \(random.pick([0.5, 0.25, 1])) * root.width"))
            default:
                break  // its own width (intrinsic, or ambiguous)
            }
            if top == "root.top" || random.chance(80) {
                constraints.append(constraint("\(id).top == \(top) + \(random.pick([0, 4, 8]))", variants: true))
            }
            if random.chance(25) {
                constraints.append(constraint("\(id).height == \(random.pick([20, 44, 100]))"))
            }
        }

        mutating func document() -> Generated {
            var top: [String] = []
            for index in 0..<(1 + random.below(4)) {
                let before = views.count
                let view: String
                switch random.below(5) {
                case 0, 1, 2: view = stack(depth: 0)
                default: view = leaf(arranged: false)
                }
                top.append(view)
                pin(views[before], index: index)
            }
            // A chain of leaves: each after the previous one.
            if random.chance(40) {
                var previous = "root.leading"
                for _ in 0..<(1 + random.below(4)) {
                    let view = leaf(arranged: false)
                    top.append(view)
                    let id = views[views.count - 1]
                    constraints.append(constraint("\(id).leading == \(previous) + \(random.pick([0, 8]))", variants: true))
                    constraints.append(constraint("\(id).centerY == root.centerY"))
                    previous = "\(id).trailing"
                }
                if random.chance(50) { constraints.append(constraint("\(views[views.count - 1]).trailing <= root.trailing")) }
            }
            // Conflicts and ties.
            if random.chance(20), !views.isEmpty {
                let id = random.pick(views)
                constraints.append(constraint("\(id).width == \(random.pick([10, 50, 400]))"))
                constraints.append(constraint("\(id).width == \(random.pick([11, 60, 900]))"))
            }
            if random.chance(15), views.count >= 2 {
                let a = views[random.below(views.count)], b = views[random.below(views.count)]
                constraints.append(constraint("\(a).height == \(b).height @\(random.pick([250, 500, 750]))"))
            }
            if random.chance(10), views.count >= 2 {
                let a = views[random.below(views.count)], b = views[random.below(views.count)]
                constraints.append(constraint("\(a).width == 2 * \(b).width + 1 @\(random.pick([500, 1000]))"))
            }
            let json = """
                {"format": "trellis/1", "scenes": [{"id": "main", "root": {"id": "root", "subviews": [\(top.joined(separator: ", "))]},
                 "constraints": [\(constraints.joined(separator: ", "))]}]}
                """
            return Generated(json: json, constraintIDs: constraintIDs, viewIDs: views)
        }
    }

    private func environmentNumber(_ name: String) -> Int? {
        guard let value = getenv(name) else { return nil }
        return Int(String(cString: value))
    }

    private func describe(_ diagnostics: SceneDiagnostics) -> String {
        let conflicts = diagnostics.unsatisfiable.map { "\($0.broken): \($0.conflict)" }
        let ambiguous = diagnostics.ambiguous.map { "\($0.view): \($0.attributes)" }
        return "\(conflicts) | \(ambiguous)"
    }

    /// First difference between the two scenes' frames, or nil.
    private func frameDifference(_ direct: Scene, _ linear: Scene) -> String? {
        let a = direct.framesInRoot, b = linear.framesInRoot
        guard a.count == b.count else { return "view counts \(a.count) / \(b.count)" }
        for index in a.indices {
            let p = a[index], q = b[index]
            let pairs = [(p.x, q.x), (p.y, q.y), (p.width, q.width), (p.height, q.height)]
            for (u, v) in pairs where !(abs(u - v) <= 1e-6 * max(1, abs(u), abs(v))) {
                return "\(direct.viewID(at: index) ?? "?"): \(p) / \(q)"
            }
        }
        return nil
    }

    func testDirectResolutionAgreesWithTheLinearProgram() throws {
        let cases = environmentNumber("TRELLIS_DIRECT_CASES") ?? 60
        var random = XorShift(state: UInt64(environmentNumber("TRELLIS_DIRECT_SEED") ?? 0x5DEE_CE66) | 1)
        var report = DirectResolutionReport()
        var checkedLayouts = 0
        var tiesBrokenApart = 0
        for index in 0..<cases {
            var generator = Generator(random: random)
            let generated = generator.document()
            random = generator.random
            random.state ^= UInt64(index) &* 0x9E37_79B9_7F4A_7C15 | 1
            let description: DocumentDescription
            do {
                description = try DocumentLoader.load(json: generated.json)
            } catch {
                continue  // a generated constraint the loader refuses (an unknown anchor): skip
            }
            let direct = try Scene(document: description)
            let linear = try Scene(document: description)
            direct.solver.recordsDirectResolution = true
            linear.solver.usesDirectResolution = false
            var steps = random
            for step in 0..<8 {
                for scene in [direct, linear] {
                    try applyStep(step, to: scene, generated, random: steps)
                    try scene.layout()
                }
                _ = steps.next()
                checkedLayouts += 1
                if let difference = frameDifference(direct, linear) {
                    // Allowed only where the layout is ambiguous, both sides saying so alike:
                    // a tie a later change created, broken by the LP's basis, which the
                    // hand-over builds on the certified point (`settleFromDirectSeed`), not
                    // where the LP-only solver's crash left it. Any other difference fails.
                    let a = direct.diagnostics(), b = linear.diagnostics()
                    if b.ambiguous.isEmpty || describe(a) != describe(b) {
                        XCTFail("case \(index), step \(step): frames differ: \(difference)\n\(generated.json)")
                        return
                    }
                    tiesBrokenApart += 1
                }
                // Diagnostics build the LP on the direct side: check them on some steps only,
                // so that the steps after a direct build are exercised in direct mode too.
                if step == 0 || step == 7 || steps.chance(30) {
                    let a = describe(direct.diagnostics()), b = describe(linear.diagnostics())
                    if a != b {
                        XCTFail("case \(index), step \(step): diagnostics differ:\n\(a)\n\(b)\n\(generated.json)")
                        return
                    }
                }
            }
            report.add(direct.solver.directResolutionReport)
        }
        print("direct resolution differential: \(cases) scenes, \(checkedLayouts) layouts compared "
              + "(\(tiesBrokenApart) ambiguous ones with a tie broken apart); "
              + "components \(report.resolvedComponents)/\(report.components) resolved directly; "
              + "fallbacks: undetermined \(report.undetermined), required violated \(report.requiredRowViolated), "
              + "preference not dominated \(report.preferenceNotDominated), unsafe \(report.numericallyUnsafe)")
        XCTAssertGreaterThan(report.resolvedComponents, 0, "direct resolution never certified anything")
    }

    private func applyStep(_ step: Int, to scene: Scene, _ generated: Generated, random: XorShift) throws {
        var random = random
        switch step {
        case 0:
            try scene.setSize(width: Double(random.pick([320, 375, 414])), height: 844)
        case 1:
            try scene.setSize(width: Double(random.pick([300, 390, 1024])), height: Double(random.pick([600, 844])))
        case 2:
            scene.setSizeClasses(horizontal: .regular, vertical: .regular)
        case 3:
            if !generated.viewIDs.isEmpty { try? scene.setHidden(random.pick(generated.viewIDs), random.chance(50)) }
            if random.chance(50) { scene.setLayoutDirection(.rightToLeft) }
        case 4:
            if !generated.constraintIDs.isEmpty {
                try? scene.setConstant(random.pick(generated.constraintIDs), Double(random.pick([0, 3, 50, 2000])))
                try? scene.setPriority(random.pick(generated.constraintIDs), Double(random.pick([250, 500, 999])))
            }
        case 5:
            scene.setSizeClasses(horizontal: .compact, vertical: .regular)
            try scene.setSize(width: 375, height: 667)
        default:
            // Resizes only: in direct mode these are followed without the LP.
            try scene.setSize(width: Double(random.pick([320, 376, 500, 2000])), height: Double(random.pick([667, 700])))
        }
    }
}
