import XCTest
@testable import TrellisDocument
@testable import TrellisCore

/// Canonical unsealing (`Scene+Unsealing.swift`, docs/solver.md "Sealing"): a stack that
/// unseals after a solve leaves the scene as if it had never been sealed — the same
/// constraints in the same order, the same solver (rebuilt as a never-sealed scene's first
/// layout holds it), so the same answers where the optimum is not unique: ties, conflicts,
/// the constraints an analysis reads from the basis.
final class SealedStackUnsealingTests: XCTestCase {
    private func badges() throws -> DocumentDescription {
        let text = try String(contentsOfFile: repositoryDirectory + "/Fuzz/corpus-document/badges.json", encoding: .utf8)
        return try XCTUnwrap(load(text))
    }

    /// Each constraint of the scene, in order: what it says, whether it is broken.
    private func constraintList(_ scene: Scene) -> [String] {
        scene.constraints.map { "\($0.displayName) [\($0.key)] broken \($0.isBroken)" }
    }

    /// The cause of fuzz finding 3 (notes/r9/fuzzseal-findings.md, input
    /// fuzzseal-frame-difference-conflict.bin, a frame 8.0 against 8.667 in a conflicting
    /// layout): a sealed stack regenerated (a view hidden: its new constraints are made then
    /// without sealing, after the constraints added before) and was unsealed later by an
    /// analysis; its first generation took the places of the generation at sealing, so its
    /// constraints sorted before a document constraint added in between, and the rebuilt
    /// solver added rows in another order than the never-sealed scene's.
    func testAStackRegeneratedWhileSealedUnsealsInTheOrderItWouldHaveWithoutSealing() throws {
        func run(_ sealing: Bool) throws -> (list: [String], frames: [Rect], affecting: [String], sealed: Int) {
            let scene = try Scene(document: try badges(), sceneID: "activity")
            scene.usesSealedStacks = sealing
            try scene.setSize(width: 3, height: 0)
            try scene.layout()
            let sealed = scene.sealedStackCount
            try scene.setHidden("cat3", true)
            try scene.layout()
            try scene.addConstraint(DocumentLoader.loadConstraint(json: #""cat3.leadingMargin <= 3 @20""#))
            try scene.setHidden("cat3", false)
            try scene.layout()
            let affecting = try scene.constraintsAffecting("cat1", axis: .vertical)
            if sealing { XCTAssertEqual(scene.solverRebuildCount, 1) }
            return (constraintList(scene), scene.framesInRoot, affecting, sealed)
        }
        let sealed = try run(true), unsealed = try run(false)
        XCTAssertEqual(sealed.sealed, 1, "the path under test: badges' stack is sealed")
        XCTAssertEqual(sealed.list, unsealed.list)
        XCTAssertEqual(sealed.frames, unsealed.frames)
        XCTAssertEqual(sealed.affecting, unsealed.affecting)
    }

    /// verify-findings.md finding 2: `explain --view` read the basis of a solver the stack's
    /// rows had entered after it solved. Laid out once and then asked, as `trellis-cli
    /// explain` does, the sealed scene answers what the never-sealed one answers.
    func testConstraintsAffectingAfterAnUnsealingAreTheNeverSealedScenes() throws {
        // An equalSpacing stack pinned on three sides (its height free: sealed), in a root
        // too narrow for its views: compressed at level 750, so a tie the LP breaks.
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
             {"id": "s", "kind": "stack", "axis": "horizontal", "distribution": "equalSpacing", "spacing": 4,
              "arranged": [{"id": "a", "intrinsicSize": [60, 20]}, {"id": "b", "intrinsicSize": [70, 20]},
                           {"id": "c", "intrinsicSize": [80, 20]}]}]},
             "constraints": ["s.leading == root.leading", "s.trailing == root.trailing", "s.top == root.top"]}]}
            """
        let description = try DocumentLoader.load(json: json)
        var answers: [[String]] = []
        var diagnostics: [String] = []
        for sealing in [true, false] {
            let scene = try Scene(document: description)
            scene.usesSealedStacks = sealing
            try scene.setSize(width: 150, height: 100)
            try scene.layout()
            var answer: [String] = []
            for view in ["a", "b", "c", "s"] {
                answer += try scene.constraintsAffecting(view, axis: .horizontal)
            }
            answers.append(answer)
            let report = scene.diagnostics()
            diagnostics.append("\(report.unsatisfiable.map(\.conflict)) \(report.ambiguous.map { "\($0.view) \($0.attributes)" })")
        }
        XCTAssertEqual(answers[0], answers[1])
        XCTAssertEqual(diagnostics[0], diagnostics[1])
    }

    /// An arranged view inserted into a sealed stack has no variables until the stack
    /// unseals; a never-sealed scene made them at the insertion. They took the stack's rank
    /// (reserved when it was sealed, before `x` was inserted), so the rebuilt solver held
    /// `y`'s variables before `x`'s and broke the tie between their widths the other way:
    /// x (0, 0, 300, 0) and y 20 wide at -20, against the never-sealed (20, 0, 280, 0) and 0.
    func testAnArrangedViewInsertedIntoASealedStackKeepsTheRankOfItsInsertion() throws {
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
             {"id": "s", "kind": "stack", "axis": "horizontal", "arranged": [{"id": "a", "intrinsicSize": [20, 30]}]}]},
             "dock": [{"id": "x"}, {"id": "y"}],
             "constraints": ["s.leading == root.leading", "s.top == root.top"]}]}
            """
        let description = try DocumentLoader.load(json: json)
        func run(_ sealing: Bool) throws -> (x: Rect, y: Rect, frames: [Rect], sealed: Int, rebuilds: Int) {
            let scene = try Scene(document: description)
            scene.usesSealedStacks = sealing
            try scene.setSize(width: 300, height: 400)
            try scene.layout()
            let sealed = scene.sealedStackCount
            try scene.insertDockView("x", into: "root", at: 1, prefix: nil)
            try scene.insertDockView("y", into: "s", at: 1, prefix: nil)
            // Naming `y` unseals `s`; `x` and `y` (no intrinsic sizes) share the root's
            // width less `a`'s 20: a tie the solver breaks by the order of its variables.
            for equation in ["x.leading == y.trailing", "x.trailing == root.trailing", "x.top == root.top"] {
                try scene.addConstraint(DocumentLoader.loadConstraint(json: "\"\(equation)\""))
            }
            try scene.layout()
            return (try scene.frameInRoot(of: "x"), try scene.frameInRoot(of: "y"), scene.framesInRoot,
                    sealed, scene.solverRebuildCount)
        }
        let sealed = try run(true), unsealed = try run(false)
        XCTAssertEqual(sealed.sealed, 1, "the path under test: s is sealed at the first layout")
        XCTAssertEqual(sealed.rebuilds, 1)
        // The never-sealed scene's answer: x takes the slack, y keeps 0.
        XCTAssertEqual(unsealed.x, Rect(x: 20, y: 0, width: 280, height: 0))
        XCTAssertEqual(unsealed.y, Rect(x: 20, y: 0, width: 0, height: 30))
        XCTAssertEqual(sealed.x, unsealed.x)
        XCTAssertEqual(sealed.y, unsealed.y)
        XCTAssertEqual(sealed.frames, unsealed.frames)
    }

    /// The sealed campaign's case 8712 (seed 0x5EA1ED57, 10,000 scenes), reduced: a nest
    /// (s5 in s1) sealed at the first layout; the size-class change turns s1 vertical, so
    /// all its constraints are new then, while s5's are mostly its first generation's.
    /// Unsealing s1 planned its generation's places (after s5's), then unsealed and generated
    /// s5, whose plan replaced s1's; s1 then took the places reserved at sealing, before
    /// s5's, and the rebuilt solver added the rows in another order than a never-sealed
    /// scene's: v11's height (ambiguous) came out -4.5 instead of 0 (-14.5 in the campaign).
    func testANestUnsealedAsOneKeepsTheOuterStacksPlannedPlaces() throws {
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "main", "root": {"id": "root", "subviews": [
             {"id": "s1", "kind": "stack", "axis": {"any": "horizontal", "wR": "vertical"}, "distribution": "fillEqually",
              "alignment": "bottom", "arranged": [
               {"id": "v2", "intrinsicSize": [60, 0], "hugging": [1, 250], "hidden": true},
               {"id": "v3", "kind": "label", "text": "wwww"},
               {"id": "v4", "intrinsicSize": [10, 0], "hugging": [999, 249], "hidden": true},
               {"id": "s5", "kind": "stack", "axis": "vertical", "arranged": [
                {"id": "v6", "intrinsicSize": [60, 12]}, {"id": "v7", "intrinsicSize": [20, 21.25], "hugging": [999, 251]},
                {"id": "v8", "intrinsicSize": [44, 0]},
                {"id": "v9", "intrinsicSize": [31.5, 0], "compressionResistance": [250, 750], "hidden": {"any": false, "wR": true}},
                {"id": "v10", "kind": "label", "text": "wwww", "hugging": [249, 249]},
                {"id": "v11", "kind": "button", "intrinsicSize": [31.5, 0], "hugging": [251, 999]},
                {"id": "v12", "intrinsicSize": [44, 0], "hugging": [240, 240], "compressionResistance": [1, 750]}]},
               {"id": "v13", "kind": "label", "text": "www", "hugging": [750, 249], "hidden": true}]}]},
             "constraints": ["s1.leading == root.leadingMargin", "s1.trailing == root.trailing", "s1.top == root.top",
                             "s1.height == 100"]}]}
            """
        let description = try DocumentLoader.load(json: json)
        func run(_ sealing: Bool, mirrorRebuilds: Int) throws -> (frames: [Rect], v11: Rect, diagnostics: String, sealed: Int, rebuilds: Int) {
            let scene = try Scene(document: description)
            scene.usesSealedStacks = sealing
            try scene.setSize(width: 375, height: 844)
            try scene.layout()
            let sealed = scene.sealedStackCount
            scene.setSizeClasses(horizontal: .regular, vertical: .regular)
            // The never-sealed scene's solver is rebuilt where the sealed one's is (the
            // sealed campaign's mirror): both then hold a never-sealed first layout's.
            if mirrorRebuilds > 0 { scene.requestSolverRebuild() }
            try scene.layout()
            let diagnostics = scene.diagnostics()
            return (scene.framesInRoot, try scene.frameInRoot(of: "v11"),
                    "\(diagnostics.unsatisfiable.map(\.conflict)) \(diagnostics.ambiguous.map(\.view))", sealed, scene.solverRebuildCount)
        }
        let sealed = try run(true, mirrorRebuilds: 0)
        let unsealed = try run(false, mirrorRebuilds: sealed.rebuilds)
        XCTAssertEqual(sealed.sealed, 2, "the path under test: the nest is sealed at the first layout")
        XCTAssertEqual(sealed.rebuilds, 1, "the path under test: the nest unseals after a solve")
        // The never-sealed scene's answer for the ambiguous v11.
        XCTAssertEqual(unsealed.v11, Rect(x: 355, y: 104.5, width: 20, height: 0))
        XCTAssertEqual(sealed.v11, unsealed.v11)
        XCTAssertEqual(sealed.frames, unsealed.frames)
        XCTAssertEqual(sealed.diagnostics, unsealed.diagnostics)
    }

    /// Reduced from fuzz-scene's strict finding `scene-picker-p1root-frame` (round 11): a nest
    /// joins the hierarchy (the regular size class installs `o`) with its nested stack `n`
    /// marked dirty first (`b` hidden for that class). `n` was sealed first, its variables'
    /// and constraints' places reserved; then `o` (a wrapping label: not sealed) made its
    /// arranged views' variables and its constraints after them. A never-sealed scene
    /// unseals a nest outer stack first: `o`'s before `n`'s. The outer stack now decides
    /// first (`regenerateDirtyStacks`).
    func testANestJoiningTheHierarchyDecidesItsOuterStackFirst() throws {
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [{"id": "x"},
             {"id": "o", "kind": "stack", "axis": "vertical", "installed": {"any": false, "wR": true}, "arranged": [
              {"id": "bio", "kind": "label", "text": "ww ww ww", "lines": 0},
              {"id": "n", "kind": "stack", "arranged": [{"id": "a"}, {"id": "b", "hidden": {"any": false, "wR": true}}, {"id": "c"}]}]}]},
             "constraints": ["o.leading == root.leading", "o.top == root.top", "x.leading == root.leading", "x.top == n.bottom"]}]}
            """
        let description = try DocumentLoader.load(json: json)
        func run(_ sealing: Bool) throws -> (constraints: [String], frames: [Rect], ambiguous: [String]) {
            let scene = try Scene(document: description)
            scene.usesSealedStacks = sealing
            try scene.setSize(width: 300, height: 400)
            try scene.layout()
            scene.setSizeClasses(horizontal: .regular, vertical: .regular)
            try scene.layout()
            return (scene.constraints.sorted { $0.sequence < $1.sequence }.map { "\($0.displayName) [\($0.key)]" },
                    scene.framesInRoot, scene.diagnostics().ambiguous.map(\.view))
        }
        let sealed = try run(true), unsealed = try run(false)
        XCTAssertEqual(sealed.constraints, unsealed.constraints)
        XCTAssertEqual(sealed.frames, unsealed.frames)
        XCTAssertEqual(sealed.ambiguous, unsealed.ambiguous)
        // bio's frame, as the never-sealed scene lays it out (81.6 = the default measurer's
        // 8 characters at 17 pt x 0.6).
        XCTAssertEqual(try XCTUnwrap(unsealed.frames.first { $0.height == 21.25 }), Rect(x: 0, y: 0, width: 81.6, height: 21.25))
    }
    /// Strict scene fuzz finding nested2-scene-conflict-set-order (round 11), minimised: a
    /// sealed stack is unsealed between layouts (`fittingSize` of an arranged view) with a
    /// change waiting (B hidden). A never-sealed stack still holds its last generation then
    /// and makes what the change needs at the next layout, after A too was hidden: one
    /// regeneration, its new constraints in `StackLayout`'s order after everything added
    /// before. The unsealing made the current generation instead, so B's hiding and the new
    /// spacing took places before A's changes, and the conflict's minimal set (listed in
    /// sequence order) came out in another order. The unsealing now makes the generation the
    /// stack holds without sealing and leaves the change waiting (`takeHeldGeneration`).
    func testAStackUnsealedWithAChangeWaitingHoldsItsLastGeneration() throws {
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
             {"id": "stack", "kind": "stack", "axis": "horizontal", "spacing": 10, "arranged": [
              {"id": "A", "intrinsicSize": [50, 20]}, {"id": "B", "intrinsicSize": [60, 30], "hugging": [251, 251]}]}]},
             "constraints": ["stack.leading == root.leading", "stack.top == root.top", "stack.width == 300",
                             "stack.height == 50"]}]}
            """
        func run(_ sealing: Bool) throws -> (list: [String], conflicts: [[String]], sealed: Int) {
            let scene = try Scene(document: try XCTUnwrap(load(json)))
            scene.usesSealedStacks = sealing
            try scene.setSize(width: 1024, height: 749)
            try scene.layout()
            let sealed = scene.sealedStackCount
            try scene.setHidden("B", true)
            _ = try scene.fittingSize(of: "B", width: 1)
            try scene.setHidden("A", true)
            try scene.addConstraint(DocumentLoader.loadConstraint(json: #""B.leading == A.trailing + 8""#))
            try scene.layout()
            return (constraintList(scene), scene.diagnostics().unsatisfiable.map(\.conflict), sealed)
        }
        let sealed = try run(true), unsealed = try run(false)
        XCTAssertEqual(sealed.sealed, 1, "the path under test: the stack is sealed")
        XCTAssertEqual(unsealed.list, sealed.list)
        // B.leading == A.trailing + 8 against the generated spacing (both hidden: 0 apart).
        XCTAssertEqual(unsealed.conflicts, [["B.leading == A.trailing + 8", "UISV-spacing: B.leading == A.trailing @1000"]])
        XCTAssertEqual(sealed.conflicts, unsealed.conflicts)
    }
    /// Strict scene fuzz finding arena-scene-categories-root-50 (round 11), minimised: badges'
    /// activity scene, the root's safe area inset 59 on the left, a constraint on cat1's
    /// margins (so cat1's margins follow its frame and the safe area), and the activity scene
    /// inserted again with its stack. At the first layout the inserted stack is sealed, the
    /// scene solves and settles (cat1's margins move with the safe area it overlaps), then
    /// the stack unseals (its canvas is not fixed) and the solver is rebuilt — with the
    /// settled margins from the start, where a never-sealed scene added its rows with the
    /// margins of the pass's start and followed the settling: the inserted root, free in x,
    /// came out at -50 instead of 0. A rebuild in the pass now starts from the pass start's
    /// margins (`Scene+PassStartState.swift`).
    func testARebuildInTheFirstLayoutSettlesMarginsFromThePassStart() throws {
        func run(_ sealing: Bool) throws -> Scene {
            let document = try badges()
            let scene = try Scene(document: document, sceneID: "activity")
            scene.usesSealedStacks = sealing
            try scene.setSize(width: 49, height: 1001)
            try scene.addConstraint(DocumentLoader.loadConstraint(json: #"{"id": "k4", "eq": "cat1.centerYWithinMargins >= categories.centerY"}"#))
            try scene.setSafeAreaInsets(EdgeInsets(top: 47, left: 59, bottom: 49, right: 0))
            try scene.insertScene(XCTUnwrap(document.scene(named: "activity")), into: "root", at: 3, prefix: "categories")
            try scene.layout()
            if sealing { XCTAssertEqual(scene.solverRebuildCount, 1, "the path under test: an unsealing after the first solve") }
            return scene
        }
        let sealed = try run(true), unsealed = try run(false)
        // The never-sealed scene's tie: the inserted root at x 0 (its width -10 from the
        // conflicting margins); before the fix the sealed scene put it at x -20.
        for scene in [unsealed, sealed] {
            XCTAssertEqual(try scene.frameInRoot(of: "categories.root"), Rect(x: 0, y: 0, width: -10, height: 0))
            XCTAssertEqual(try scene.frameInRoot(of: "categories.cat1"), Rect(x: 0, y: 0, width: -10, height: 0))
        }
        XCTAssertEqual(sealed.framesInRoot, unsealed.framesInRoot)
    }
}
