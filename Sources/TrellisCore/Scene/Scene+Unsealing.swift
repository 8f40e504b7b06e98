import Cassowary

/// Canonical unsealing: a stack that unseals after a solve leaves the scene exactly as if it
/// had never been sealed (docs/solver.md, "Sealing", "Unsealing after a solve").
///
/// The solver's answers that a unique optimum does not fix — how a tie in an ambiguous
/// layout is broken, which of equally weak conflicting rows gives way, the constraints
/// `constraintsAffecting` reads from the basis — depend on the order rows and columns
/// entered the solver and on the bases it went through. A sealed stack's rows entering a
/// solver that has already solved without them would reach other (equally valid) answers
/// than a scene that never sealed it. So the solver is made again instead: a fresh one,
/// whose variables are made in the order a never-sealed scene made them (`VariableRank`),
/// the root's pins first, and every constraint added in one pass in sequence order — the
/// never-sealed scene's first layout. Unsealing after a solve is rare (an analysis, a
/// canvas the direct pass did not certify, a constraint naming an arranged view), so this
/// trades an O(scene) rebuild for answers that do not depend on sealing.
extension Scene {
    /// How many times the solver was rebuilt because a stack unsealed after a solve.
    public var solverRebuildCount: Int { unsealing.rebuildCount }

    // MARK: The order of variables

    /// Ranks a view's (or guide's) new variables: next in creation order, or, for an
    /// arranged view or guide of a stack made while it unseals, in the place the stack
    /// reserved when it was sealed (or the view when it was inserted into the sealed
    /// stack) — where a never-sealed scene made them.
    func rankVariables(of node: ViewNode) {
        if !unsealing.insertedRanks.isEmpty, let own = unsealing.insertedRanks.removeValue(forKey: ObjectIdentifier(node)) {
            node.variableRank = VariableRank(major: own, minor: 0)
        } else if let owner = node.superview, node.isArranged || node.isInternalGuide,
           owner.sealedSequenceBlock != nil || sealing.sequenceBlock != nil,
           let reserved = unsealing.reservedRanks[ObjectIdentifier(owner)] {
            unsealing.nextMinorRank += 1
            node.variableRank = VariableRank(major: reserved, minor: unsealing.nextMinorRank)
        } else {
            node.variableRank = VariableRank(major: unsealing.nextMajorRank, minor: 0)
            unsealing.nextMajorRank += 1
        }
        noteVariablesMade(rank: node.variableRank)
    }

    /// The solver breaks ties by the order its variables were made: variables made in a
    /// reserved rank, behind others made since (a stack sealed, then unsealed), are out of
    /// the order a never-sealed scene made them in. The solver is made again before the
    /// next solve, even if it has solved nothing yet (`rebuildSolverIfRequested`).
    private func noteVariablesMade(rank: VariableRank) {
        if rank < unsealing.latestRankMade {
            unsealing.variablesOutOfOrder = true
        } else {
            unsealing.latestRankMade = rank
        }
    }

    /// A view inserted as an arranged view of a stack sealed before: its variables wait for
    /// the stack to unseal, but a never-sealed scene (whose stack unsealed at its first
    /// layout) makes them now — the rank they take if it unseals.
    func reserveVariableRank(ofInserted node: ViewNode, in stack: ViewNode) {
        guard !node.hasVariables, unsealing.reservedRanks[ObjectIdentifier(stack)] != nil else { return }
        unsealing.insertedRanks[ObjectIdentifier(node)] = unsealing.nextMajorRank
        unsealing.nextMajorRank += 1
    }

    /// A stack is sealed where a never-sealed scene would make its arranged views'
    /// variables (its first generation): the rank they take if it unseals.
    func reserveVariableRank(for stack: ViewNode) {
        unsealing.reservedRanks[ObjectIdentifier(stack)] = unsealing.nextMajorRank
        unsealing.nextMajorRank += 1
    }

    // MARK: Names and places of the constraints a sealed stack would hold

    /// A stack is sealed: without sealing, its first generation would take the sequence
    /// places from `start` on, in order (counted when first needed: no `StackLayout` run on
    /// the build path).
    func noteSealed(_ stack: ViewNode, start: Int, configuration: StackConfiguration, arranged: [ViewNode]) {
        unsealing.sequences[ObjectIdentifier(stack)] = GeneratedSequences(
            firstGeneration: (start, configuration, arranged))
    }

    /// A sealed stack regenerates: without sealing, the constraints whose keys are new to it
    /// would be made now, each taking the next sequence place, and the stale ones dropped.
    func followSealedRegeneration(_ stack: ViewNode, configuration: StackConfiguration, arranged: [ViewNode]) {
        let id = ObjectIdentifier(stack)
        guard var record = unsealing.sequences[id] else { return }
        materialize(&record)
        var placed: [GeneratedConstraintKey: Int] = [:]
        placed.reserveCapacity(record.byKey.count)
        for key in Scene.madeKeys(StackLayout.constraints(for: configuration), arranged: arranged) {
            if let place = record.byKey[key] {
                placed[key] = place
            } else {
                placed[key] = nextConstraintSequence
                nextConstraintSequence += 1
            }
        }
        record.byKey = placed
        unsealing.sequences[id] = record
    }

    /// A sealed stack left the hierarchy: without sealing it would hold no constraints now.
    func forgetGeneratedSequences(of stack: ViewNode) {
        let id = ObjectIdentifier(stack)
        guard unsealing.sequences[id] != nil else { return }
        unsealing.sequences[id] = GeneratedSequences(firstGeneration: nil, byKey: [:])
    }

    /// A sealed stack unseals: the `#n` numbers and sequence places its constraints would
    /// have taken up to now are taken (its current configuration as a regeneration), and its
    /// first generation is planned into the places they would hold without sealing.
    func prepareGenerationAfterSealing(_ stack: ViewNode, _ sealed: SealedStack) {
        let id = ObjectIdentifier(stack)
        defer { unsealing.sequences[id] = nil }
        guard stack.inHierarchy else {
            payGeneratedKeyDebts()
            unsealing.plannedSequences = []
            return
        }
        var configuration: StackConfiguration
        var arranged: [ViewNode]
        if stack.stackIsDirty {
            // Unsealed outside a layout (an analysis) with a change waiting: without sealing
            // the stack still holds its last generation, and makes what the change needs at
            // its next regeneration (the next layout), taking `#n` numbers and sequence
            // places then. So the unsealing makes that last generation, in its places, and
            // the change stays waiting (`takeHeldGeneration`). Made early, the keys new to
            // the change took places before whatever came until that layout (fuzz finding
            // nested2-scene-conflict-set-order, round 11: a conflict set listed in another
            // order).
            payGeneratedKeyDebts()
            guard let last = sealed.lastGeneration else {
                // Out of the hierarchy at its last regeneration: it holds nothing.
                unsealing.heldGenerations[id] = HeldGeneration(configuration: nil, arranged: [])
                unsealing.plannedSequences = []
                return
            }
            (configuration, arranged) = last
            unsealing.heldGenerations[id] = HeldGeneration(configuration: configuration, arranged: arranged)
        } else {
            arranged = stack.subviews.filter { $0.isArranged && $0.ownInstalled }
            configuration = stackConfiguration(of: stack, arranged: arranged)
            takeRegeneratedKeys(of: sealed, configuration: configuration, arranged: arranged)
        }
        followSealedRegeneration(stack, configuration: configuration, arranged: arranged)
        guard let record = unsealing.sequences[id] else { return }
        let keys = Scene.madeKeys(StackLayout.constraints(for: configuration), arranged: arranged)
        unsealing.plannedSequences = keys.compactMap { record.byKey[$0] }
        unsealing.nextPlanned = 0
        // Made in the order planned: the places must be too (they are, unless a key was
        // dropped: then the stack's own block decides, as before).
        if unsealing.plannedSequences.count != keys.count { unsealing.plannedSequences = [] }
    }

    /// The generation an unsealing stack with a change waiting makes instead of its current
    /// configuration: the last one it would hold without sealing (nil configuration: none).
    func takeHeldGeneration(of stack: ViewNode) -> HeldGeneration? {
        guard !unsealing.heldGenerations.isEmpty else { return nil }
        return unsealing.heldGenerations.removeValue(forKey: ObjectIdentifier(stack))
    }

    /// The next place planned for an unsealing stack's first generation, if any.
    func takePlannedSequence() -> Int? {
        guard unsealing.nextPlanned < unsealing.plannedSequences.count else { return nil }
        defer { unsealing.nextPlanned += 1 }
        return unsealing.plannedSequences[unsealing.nextPlanned]
    }

    /// The end of a stack's generation: nothing planned is left for another.
    func endPlannedGeneration() {
        if !unsealing.plannedSequences.isEmpty {
            unsealing.plannedSequences = []
            unsealing.nextPlanned = 0
        }
    }

    /// Counts the first generation's places, if not yet counted.
    private func materialize(_ record: inout GeneratedSequences) {
        guard let first = record.firstGeneration else { return }
        record.firstGeneration = nil
        var place = first.start
        for key in Scene.madeKeys(StackLayout.constraints(for: first.configuration), arranged: first.arranged) {
            record.byKey[key] = place
            place += 1
        }
    }

    /// The keys of the constraints a generation makes, in the order it makes them (those
    /// naming an arranged view past the end are dropped, as `regenerate` drops them).
    static func madeKeys(_ generated: [ArrangementConstraint], arranged: [ViewNode]) -> [GeneratedConstraintKey] {
        GeneratedConstraintKey.distinctKeys(of: generated, arranged: arranged).compactMap { item in
            if case .missing = item.key.first.item { return nil }
            if let second = item.key.second, case .missing = second.item { return nil }
            return item.key
        }
    }

    // MARK: Rebuilding the solver

    /// A sealed stack unseals: if the solver holds solved rows, it is rebuilt before the
    /// next solve (`rebuildSolverIfRequested`).
    func requestSolverRebuildIfSolved() {
        guard !unsealing.rebuildRequested else { return }
        if constraints.contains(where: { $0.solverID != nil }) { unsealing.rebuildRequested = true }
    }

    /// Rebuilds the solver if an unsealing asked for it, or if its variables were made out
    /// of rank order (then, with nothing solved, only the variables are made again, in
    /// order: not counted as a rebuild); true when it did.
    @discardableResult
    func rebuildSolverIfRequested() -> Bool {
        guard unsealing.rebuildRequested || unsealing.variablesOutOfOrder else { return false }
        let requested = unsealing.rebuildRequested
        unsealing.rebuildRequested = false
        rebuildSolver()
        if requested { unsealing.rebuildCount += 1 }
        return true
    }

    /// Asks for the rebuild an unsealing would make, at the next layout (tests: a
    /// never-sealed twin rebuilt at the same moment must then agree with a sealed scene
    /// exactly, whatever the two solvers went through before).
    func requestSolverRebuild() {
        unsealing.rebuildRequested = true
    }

    /// Replaces the solver with a fresh one holding what a never-sealed scene's first layout
    /// would add now: the variables in rank order (the root's first, then its pins, as at
    /// creation), every constraint new and unbroken, added by the next
    /// `refreshDirtyConstraints` in sequence order. Frames are all read again.
    private func rebuildSolver() {
        let old = solver
        let fresh = Solver()
        fresh.usesDirectResolution = old.usesDirectResolution
        fresh.recordsDirectResolution = old.recordsDirectResolution
        fresh.seedsLinearProgramFromDirectSolution = old.seedsLinearProgramFromDirectSolution
        solver = fresh

        // Every node with variables: the views, their guides (and the guides' guides), and
        // anything a constraint names.
        var nodes: [ViewNode] = []
        var seen = Set<ObjectIdentifier>()
        func collect(_ node: ViewNode) {
            guard seen.insert(ObjectIdentifier(node)).inserted else { return }
            if node.hasVariables { nodes.append(node) }
            for guide in node.internalGuides { collect(guide) }
        }
        collect(root)
        for view in views { collect(view) }
        for constraint in constraints {
            collect(constraint.first.view)
            if let second = constraint.second?.view { collect(second) }
        }
        nodes.sort { $0.variableRank < $1.variableRank }
        unsealing.variablesOutOfOrder = false
        unsealing.latestRankMade = nodes.last?.variableRank ?? unsealing.latestRankMade
        fresh.reserveCapacity(variables: 4 * nodes.count)
        var mapped = Set<ObjectIdentifier>()
        for place in viewOfVariable where place >= 0 && Int(place) < views.count {
            mapped.insert(ObjectIdentifier(views[Int(place)]))
        }

        var renamed: [Variable: Variable] = [:]
        renamed.reserveCapacity(nodes.count)
        let oldLeft = root.left
        root.remakeVariables(in: fresh)
        renamed[oldLeft] = root.left
        pinRoot()
        for node in nodes where node !== root {
            let oldLeft = node.left
            node.remakeVariables(in: fresh)
            renamed[oldLeft] = node.left
        }
        // Stacks know their generated constraints by keys that name arranged views by
        // their left variable: renamed, so that the next generation keeps what it kept.
        for view in views where !view.stackConstraints.isEmpty {
            view.stackConstraints = view.stackConstraints.map { generated in
                var generated = generated
                generated.key = generated.key.renamingVariables(renamed)
                return generated
            }
        }
        for (id, record) in unsealing.sequences where !record.byKey.isEmpty {
            var renamedRecord = record
            renamedRecord.byKey = [:]
            for (key, place) in record.byKey { renamedRecord.byKey[key.renamingVariables(renamed)] = place }
            unsealing.sequences[id] = renamedRecord
        }
        viewOfVariable = []
        viewOfVariable.reserveCapacity(4 * nodes.count + 8)
        for node in nodes where mapped.contains(ObjectIdentifier(node)) {
            for variable in [node.left, node.top, node.width, node.height] {
                let index = Int(variable.id)
                while viewOfVariable.count <= index { viewOfVariable.append(-1) }
                viewOfVariable[index] = Int32(truncatingIfNeeded: node.index)
            }
        }

        for constraint in constraints {
            constraint.solverID = nil
            constraint.isBroken = false
            markDirty(constraint)
        }
        retryBrokenConstraints = false
        mayHaveBrokenConstraints = false
        windowSizeChanged = true
        // Fitting sessions map the old variables.
        fittingSessions.removeAll()
        structureGeneration += 1
        allFramesDirty = true
    }
}

extension GeneratedConstraintKey {
    /// The key with its arranged views' variables renamed (a rebuilt solver).
    func renamingVariables(_ renamed: [Variable: Variable]) -> GeneratedConstraintKey {
        var key = self
        if case .arranged(let variable) = key.first.item, let new = renamed[variable] { key.first.item = .arranged(new) }
        if let second = key.second, case .arranged(let variable) = second.item, let new = renamed[variable] {
            key.second?.item = .arranged(new)
        }
        return key
    }
}

/// When a view's variables were made, as a never-sealed scene would have made them:
/// `major` counts creations; the arranged views and guides of a stack that unseals share
/// the rank its sealing reserved, in the order made (`minor`).
struct VariableRank: Comparable {
    var major: Int
    var minor: Int

    static func < (lhs: VariableRank, rhs: VariableRank) -> Bool {
        lhs.major != rhs.major ? lhs.major < rhs.major : lhs.minor < rhs.minor
    }
}

/// The scene's record for canonical unsealing.
struct UnsealingState {
    /// The next creation rank.
    var nextMajorRank = 0
    /// Orders the variables made for unsealing stacks within their reserved ranks.
    var nextMinorRank = 0
    /// Each sealed (or once sealed) stack's reserved rank.
    var reservedRanks: [ObjectIdentifier: Int] = [:]
    /// The ranks of arranged views inserted into sealed stacks, still without variables
    /// (`reserveVariableRank(ofInserted:in:)`; dropped when they are removed).
    var insertedRanks: [ObjectIdentifier: Int] = [:]
    /// A stack unsealed while the solver held solved rows: rebuild before the next solve.
    var rebuildRequested = false
    /// The highest rank of the variables made so far (in the solver's order).
    var latestRankMade = VariableRank(major: -1, minor: 0)
    /// Variables were made in a rank below `latestRankMade`: the solver's order of
    /// variables is not a never-sealed scene's; made again before the next solve.
    var variablesOutOfOrder = false
    /// Rebuilds so far (`Scene.solverRebuildCount`).
    var rebuildCount = 0
    /// Each sealed stack's constraints as a never-sealed scene would hold them: their
    /// sequence places, by key.
    var sequences: [ObjectIdentifier: GeneratedSequences] = [:]
    /// The places of an unsealing stack's first generation, in the order it makes them.
    var plannedSequences: [Int] = []
    var nextPlanned = 0
    /// Stacks unsealed with a change waiting: the generation their unsealing makes
    /// (`Scene.takeHeldGeneration`).
    var heldGenerations: [ObjectIdentifier: HeldGeneration] = [:]
}

/// The generation a stack unsealed with a change waiting holds, as without sealing: its
/// last one (nil: none, it was out of the hierarchy).
struct HeldGeneration {
    var configuration: StackConfiguration?
    var arranged: [ViewNode]
}

/// The sequence places a sealed stack's generated constraints would hold without sealing:
/// its first generation's, counted from its start when first needed, then by key.
struct GeneratedSequences {
    var firstGeneration: (start: Int, configuration: StackConfiguration, arranged: [ViewNode])?
    var byKey: [GeneratedConstraintKey: Int] = [:]
}
