import Cassowary
@testable import TrellisCore
import XCTest

/// The plain document constraints of a scene being built are kept as flat records
/// (`FlatDocumentConstraints`) and become `SceneConstraint` objects only when something needs
/// them so: a change after they are in the solver (margins, layout direction, the hierarchy),
/// a conflict, a mutation naming one, diagnostics. Either way the scene must answer exactly as
/// it did when every constraint was an object from the start: the differential tests below
/// build each document twice — one scene asked for its constraints as objects right after
/// it is made (the object path, every constraint then a dirty object in its place), one
/// left flat — and compare frames, diagnostics and constraint names after every step.
/// Frames stated literally follow UIKit's rules: default layout margins of 8 points a side
/// (docs/uikit-behaviours.md A5; Apple, `UIView.layoutMargins`), a required conflict breaking
/// the constraint added last (A6).
final class FlatDocumentConstraintTests: XCTestCase {
    /// A list row (its title and action on its margins, as the 1000-view list document's
    /// rows are) and a box under it that compact width uninstalls; the row's margins grow
    /// to 20 in compact height.
    private func rowDocument(extra: [String] = []) throws -> DocumentDescription {
        var row = ViewDescription(id: "row")
        row.layoutMargins = .sizeClasses([
            .any: .defaultMargins,
            SizeClassKey(vertical: .compact): DirectionalInsets(top: 20, leading: 20, bottom: 20, trailing: 20),
        ])
        row.subviews = [box("title", 100, 20), box("action", 64, 32)]
        var below = box("b", 30, 30)
        below.installed = .sizeClasses([.any: true, SizeClassKey(horizontal: .compact): false])
        return try makeDocument(root: rootView([row, below]), constraints: [
            "row.leading == root.leading", "row.trailing == root.trailing", "row.top == root.top + 4",
            "row.height == 44", "title.leading == row.leadingMargin", "title.centerY == row.centerY",
            "action.trailing == row.trailingMargin", "action.centerY == row.centerY",
            "title.trailing <= action.leading - 8", "b.top == row.bottom + 10", "b.leading == root.leading + 16",
        ] + extra)
    }

    private func sized(_ document: DocumentDescription, objects: Bool) throws -> Scene {
        let scene = try Scene(document: document)
        if objects { _ = scene.constraints }
        try scene.setSize(width: 390, height: 844)
        scene.setSizeClasses(horizontal: .regular, vertical: .regular)
        return scene
    }

    /// What a host can observe of a scene after a layout.
    private func observed(_ scene: Scene) -> [String] {
        let diagnostics = scene.diagnostics()
        return scene.framesInRoot.map { "\($0)" }
            + diagnostics.unsatisfiable.map { "broken \($0.broken): \($0.conflict)" }
            + diagnostics.ambiguous.map { "ambiguous \($0)" }
    }

    /// Runs `steps` on a flat scene and on an object-path scene, comparing after each.
    private func assertSameAsObjects(_ document: DocumentDescription, steps: [(String, (Scene) throws -> Void)],
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let flat = try sized(document, objects: false)
        let objects = try sized(document, objects: true)
        XCTAssertGreaterThan(flat.flatDocuments.liveCount, 0, "nothing was flat", file: file, line: line)
        XCTAssertEqual(objects.flatDocuments.liveCount, 0, file: file, line: line)
        for (name, step) in [("first layout", { _ in })] + steps {
            try step(flat)
            try step(objects)
            try flat.layout()
            try objects.layout()
            XCTAssertEqual(observed(flat), observed(objects), "after \(name)", file: file, line: line)
        }
        // Asked at last, the flat scene's objects are the object path's, in the same order.
        XCTAssertEqual(flat.constraints.map(\.sequence), objects.constraints.map(\.sequence), file: file, line: line)
        XCTAssertEqual(flat.constraints.map(\.key), objects.constraints.map(\.key), file: file, line: line)
        XCTAssertEqual(flat.constraintNames, objects.constraintNames, file: file, line: line)
        XCTAssertEqual(flat.constraints.map { $0.solverID != nil }, objects.constraints.map { $0.solverID != nil },
                       file: file, line: line)
        for (a, b) in zip(flat.views, objects.views) {
            XCTAssertEqual(a.constraints.map(\.sequence), b.constraints.map(\.sequence), a.id, file: file, line: line)
        }
    }

    func testTheDocumentsConstraintsStayFlatThroughTheFirstLayout() throws {
        let scene = try sized(try rowDocument(), objects: false)
        XCTAssertEqual(scene.flatDocuments.liveCount, 11)
        // Only the window's two constraints are objects; no view lists a constraint.
        XCTAssertEqual(scene.storedConstraints.count, 2)
        try scene.layout()
        XCTAssertEqual(scene.flatDocuments.liveCount, 11)
        XCTAssertTrue(scene.views.allSatisfy { $0.constraints.isEmpty || $0 === scene.root })
        XCTAssertEqual(try scene.frameInRoot(of: "row"), Rect(x: 0, y: 4, width: 390, height: 44))
        XCTAssertEqual(try scene.frameInRoot(of: "title"), Rect(x: 8, y: 16, width: 100, height: 20))
        XCTAssertEqual(try scene.frameInRoot(of: "action"), Rect(x: 318, y: 10, width: 64, height: 32))
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 16, y: 58, width: 30, height: 30))
    }

    /// The first layout records the solver's ids of flat records and intrinsic slots by runs
    /// of its batch (`Scene.Additions`): made objects afterwards, every installed constraint
    /// must name the solver's row of its own statement — its terms, constant, relation and
    /// priority (a run or a block's slots recorded out of step would name a neighbour's).
    func testEveryConstraintIsRecordedUnderItsOwnSolverRow() throws {
        // The constraint with an id is an object between runs of records; `w`, sized in one
        // axis, has two of its four intrinsic slots on (hugging and compression resistance
        // differ only in relation and priority).
        let document = try makeDocument(
            root: rootView([box("a", 40, 20), box("w", 30, nil), box("b", 10, 12)]),
            constraints: ["a.leading == root.leading + 1", "a.top == root.top + 2", "w.leading == a.trailing + 3",
                          "w.top == a.bottom + 4", "w.height == 5", "b.leading == w.trailing + 6", "b.top == w.bottom + 7"],
            ids: [nil, nil, nil, "middle"])
        let scene = try sized(document, objects: false)
        try scene.layout()
        XCTAssertEqual(scene.flatDocuments.liveCount, 6)
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 80, y: 38, width: 10, height: 12))
        // The window's two, a's and b's four intrinsic slots each, w's two, the document's seven.
        assertEveryConstraintIsUnderItsOwnRow(scene, count: 2 + 4 + 4 + 2 + 7)
    }

    /// The same for longer runs: twelve intrinsic blocks in one run, long enough to be
    /// written through a `ConstraintBatch.Writer` (`Scene.writtenRunMinimum`), and runs of
    /// twelve and thirteen records on either side of an object, among them a multiplied
    /// location, a bare number, a margin, an inequality and an optional constraint.
    func testLongRunsAreRecordedUnderTheirOwnSolverRows() throws {
        var constraints: [String] = []
        for index in 0..<12 {
            constraints.append(index == 3 ? "b3.centerX == 0.5 * root.centerX"
                               : index == 5 ? "b5.leading == root.leadingMargin + 4" : "b\(index).leading == root.leading + \(index)")
            constraints.append(index == 4 ? "b4.top == 30" : "b\(index).top == root.top + \(3 * index)")
        }
        constraints += ["b6.width >= 10 @750", "b7.height <= 40"]
        let document = try makeDocument(root: rootView((0..<12).map { box("b\($0)", 20, 10) }),
                                        constraints: constraints, ids: Array(repeating: nil, count: 12) + ["middle"])
        XCTAssertGreaterThanOrEqual(12, Scene.writtenRunMinimum)
        let scene = try sized(document, objects: false)
        try scene.layout()
        XCTAssertEqual(scene.flatDocuments.liveCount, 25)
        XCTAssertEqual(try scene.frameInRoot(of: "b3"), Rect(x: 87.5, y: 9, width: 20, height: 10))
        XCTAssertEqual(try scene.frameInRoot(of: "b4"), Rect(x: 4, y: 30, width: 20, height: 10))
        // The window's two, twelve blocks of four slots, the document's twenty-six.
        assertEveryConstraintIsUnderItsOwnRow(scene, count: 2 + 12 * 4 + 26)
    }

    /// Made objects, every installed constraint of `scene` (`count` of them) names the
    /// solver's row of its own statement: its terms, constant, relation and priority.
    private func assertEveryConstraintIsUnderItsOwnRow(_ scene: Scene, count: Int,
                                                       file: StaticString = #filePath, line: UInt = #line) {
        var ids = Set<ConstraintID>()
        var installed = 0
        for constraint in scene.constraints where constraint.wantsInstallation {
            guard let id = constraint.solverID else {
                XCTFail("\(constraint.source) not installed", file: file, line: line)
                continue
            }
            XCTAssertTrue(ids.insert(id).inserted, constraint.source, file: file, line: line)
            let compiled = scene.compile(constraint)
            XCTAssertTrue(scene.solver.hasTerms(id, compiled.terms), constraint.source, file: file, line: line)
            XCTAssertEqual(scene.solver.constant(of: id), compiled.constant, constraint.source, file: file, line: line)
            XCTAssertEqual(constraint.installedConstant, compiled.constant, constraint.source, file: file, line: line)
            XCTAssertEqual(constraint.installedRelation, compiled.relation, constraint.source, file: file, line: line)
            XCTAssertEqual(scene.solver.priority(of: id), CompiledConstraint.solverPriority(constraint.priority),
                           constraint.source, file: file, line: line)
            installed += 1
        }
        XCTAssertEqual(installed, count, file: file, line: line)
    }

    func testAskingForTheConstraintsMakesThemObjectsInTheirPlaces() throws {
        let scene = try sized(try rowDocument(), objects: false)
        try scene.layout()
        let all = scene.constraints
        XCTAssertEqual(scene.flatDocuments.liveCount, 0)
        let document = all.filter { $0.owner == .document }
        XCTAssertEqual(document.count, 11)
        // Numbered after the five views' intrinsic places (0-19): #20 to #30, in order.
        XCTAssertEqual(document.map(\.key), (20...30).map { "#\($0)" })
        XCTAssertEqual(document.first?.source, "row.leading == root.leading")
        XCTAssertTrue(document.allSatisfy { $0.solverID != nil && !$0.isDirty })
        XCTAssertEqual(all.map(\.sequence), all.map(\.sequence).sorted())
        let row = try XCTUnwrap(scene.namedView("row"))
        XCTAssertEqual(row.constraints.filter { $0.owner == .document }.map(\.key),
                       ["#20", "#21", "#22", "#23", "#24", "#25", "#26", "#27", "#29"])
        try scene.setConstant("#23", 60)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 16, y: 74, width: 30, height: 30))
    }

    func testAMutationMakesOnlyTheConstraintItNamesAnObject() throws {
        let scene = try sized(try rowDocument(), objects: false)
        try scene.layout()
        try scene.setConstant("#30", 40)
        XCTAssertEqual(scene.flatDocuments.liveCount, 10)
        XCTAssertEqual(scene.storedConstraints.filter { $0.owner == .document }.map(\.key), ["#30"])
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 40, y: 58, width: 30, height: 30))
        // An id that reads like a flat record's number is taken, as the object's name was.
        XCTAssertThrowsError(try scene.addConstraint(ConstraintDescription(
            id: "#21", form: .equation(try Equation(parsing: "b.width == 10")), source: "b.width == 10")))
        XCTAssertThrowsError(try scene.setConstant("#31", 1))
    }

    func testChangesAfterTheLayoutAnswerAsObjectsDo() throws {
        try assertSameAsObjects(try rowDocument(), steps: [
            ("safe-area insets (the row's margins follow)", { try $0.setSafeAreaInsets(EdgeInsets(top: 0, left: 30, bottom: 0, right: 12)) }),
            ("right-to-left", { $0.setLayoutDirection(.rightToLeft) }),
            ("compact height (the row's margins vary)", { $0.setSizeClasses(horizontal: .regular, vertical: .compact) }),
            ("compact width (b leaves)", { $0.setSizeClasses(horizontal: .compact, vertical: .compact) }),
            ("regular (b rejoins)", { $0.setSizeClasses(horizontal: .regular, vertical: .regular) }),
            ("left-to-right", { $0.setLayoutDirection(.leftToRight) }),
            ("a constant by #n", { try $0.setConstant("#22", 12) }),
            ("deactivated by #n", { try $0.setActive("#29", false) }),
            ("a new conflicting constraint", { try $0.addConstraint(ConstraintDescription(
                id: nil, form: .equation(try Equation(parsing: "row.height == 50")), source: "row.height == 50")) }),
            ("the action removed", { try $0.removeView("action") }),
        ])
    }

    func testAConflictAtTheFirstLayoutBreaksTheSameConstraint() throws {
        // `row.height == 50` against `row.height == 44`, both required: the one added last
        // breaks (docs/uikit-behaviours.md A6), from a batch that does not fit.
        let document = try rowDocument(extra: ["row.height == 50", "title.width == 100"])
        let scene = try sized(document, objects: false)
        try scene.layout()
        XCTAssertEqual(scene.diagnostics().unsatisfiable.map(\.broken), ["row.height == 50"])
        XCTAssertEqual(try scene.frameInRoot(of: "row"), Rect(x: 0, y: 4, width: 390, height: 44))
        try assertSameAsObjects(document, steps: [
            ("compact width", { $0.setSizeClasses(horizontal: .compact, vertical: .regular) }),
            ("the broken one by #n", { try $0.setActive("#31", false) }),
        ])
    }

    func testDiagnosticsOfAViewNameItsDocumentConstraints() throws {
        let document = try rowDocument()
        let flat = try sized(document, objects: false)
        let objects = try sized(document, objects: true)
        try flat.layout()
        try objects.layout()
        XCTAssertEqual(try flat.constraintsAffecting("title", axis: .horizontal),
                       try objects.constraintsAffecting("title", axis: .horizontal))
        XCTAssertTrue(try flat.constraintsAffecting("title", axis: .horizontal).contains("title.leading == row.leadingMargin"))
    }

    func testStacksGuidesAndIDsKeepTheirObjects() throws {
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.horizontal))
        stack.arranged = [box("item", 10, 10)]
        let document = try makeDocument(root: rootView([stack, box("free", 10, 10)]), constraints: [
            "stack.top == root.top", "stack.leading == root.leading", "item.width == 20",
            "free.top == root.top", "free.leading == root.leading"],
            ids: [nil, nil, nil, "named", nil])
        let scene = try Scene(document: document)
        // The stack's two, the arranged item's one and the named one are objects; one is flat.
        XCTAssertEqual(scene.flatDocuments.liveCount, 1)
        XCTAssertEqual(scene.storedConstraints.filter { $0.owner == .document }.count, 4)
    }

    /// Records with a multiplier other than 1 or a priority other than required keep them
    /// beside the records (`unusualFactors`): the same layouts, objects and answers as the
    /// object path, and the objects they become state them exactly.
    func testUnusualMultipliersAndPrioritiesAnswerAsObjectsDo() throws {
        let extra = ["b.height == 0.5 * b.width", "b.width == 2 * row.height @750", "b.width <= 300 @250.5",
                     "title.width == 1 * action.width @1000", "b.height >= 0.75 * row.height @999"]
        let document = try rowDocument(extra: extra)
        let scene = try sized(document, objects: false)
        try scene.layout()
        XCTAssertEqual(scene.flatDocuments.liveCount, 16)
        let byKey = Dictionary(uniqueKeysWithValues: scene.constraints.filter { $0.owner == .document }.map { ($0.key, $0) })
        // #31 to #35: the extra ones, in order.
        let stated: [(multiplier: Double, priority: Double)] = [(0.5, 1000), (2, 750), (1, 250.5), (1, 1000), (0.75, 999)]
        for (offset, factors) in stated.enumerated() {
            let constraint = try XCTUnwrap(byKey["#\(31 + offset)"])
            XCTAssertEqual(constraint.multiplier.bitPattern, factors.multiplier.bitPattern, "#\(31 + offset)")
            XCTAssertEqual(constraint.priority.bitPattern, factors.priority.bitPattern, "#\(31 + offset)")
            XCTAssertEqual(constraint.installedPriority.bitPattern, factors.priority.bitPattern, "#\(31 + offset)")
        }
        // The row document's own (#20 to #30): 1 and required.
        XCTAssertTrue((20...30).allSatisfy { byKey["#\($0)"].map { $0.multiplier == 1 && $0.priority == 1000 } ?? false })
        try assertSameAsObjects(document, steps: [
            ("right-to-left", { $0.setLayoutDirection(.rightToLeft) }),
            ("a constant by #n", { try $0.setConstant("#32", 20) }),
            ("compact height", { $0.setSizeClasses(horizontal: .regular, vertical: .compact) }),
        ])
    }

    /// A record is compiled from its views' places (`Scene.compile(record:…)`, round 18): a
    /// location against a bare number reads its superview's origin, a multiplied location its
    /// items' common ancestor's (docs/uikit-behaviours.md A9), a margin its view's margins —
    /// the same terms and constants as the objects, in both layout directions.
    func testRecordsOnSuperviewsOriginsAndMarginsAnswerAsObjectsDo() throws {
        let extra = ["title.top == 6", "action.leading >= 200", "b.centerX == 0.5 * row.centerX + 3",
                     "b.bottom <= 0.75 * action.bottom + 300", "action.top >= row.topMargin"]
        let document = try rowDocument(extra: extra)
        let scene = try sized(document, objects: false)
        try scene.layout()
        XCTAssertEqual(scene.flatDocuments.liveCount, 16)
        try assertSameAsObjects(document, steps: [
            ("a wider window", { try $0.setSize(width: 500, height: 844) }),
            ("right-to-left", { $0.setLayoutDirection(.rightToLeft) }),
            ("compact height", { $0.setSizeClasses(horizontal: .regular, vertical: .compact) }),
        ])
    }

    /// A record is one 40-byte struct naming its views by place (docs/architecture.md, round
    /// 13): its one-byte fields fill the word after the seven 32-bit ones; the multiplier and
    /// priority, nearly always 1 and 1000, are kept apart (round 15).
    func testARecordIsFortyBytesAndNamesItsViewsByPlace() throws {
        XCTAssertEqual(MemoryLayout<FlatDocumentConstraints.Record>.stride, 40)
        let scene = try Scene(document: rowDocument())
        let title = try XCTUnwrap(scene.namedView("title")), row = try XCTUnwrap(scene.namedView("row"))
        // "title.leading == row.leadingMargin", the document's fifth constraint.
        let record = try XCTUnwrap(scene.flatDocuments.record(Int32(4)))
        XCTAssertEqual(Int(record.first), title.index)
        XCTAssertEqual(Int(record.second), row.index)
        XCTAssertEqual(record.listIndex, 4)
        let anchors = try XCTUnwrap(scene.flatDocuments.anchors(of: 4, in: scene.views))
        XCTAssertTrue(anchors.first.view === title)
        XCTAssertTrue(anchors.second?.view === row)
        XCTAssertEqual(anchors.second?.attribute, .leadingMargin)
    }
}
