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
    /// reserved when it was sealed — where a never-sealed scene made them.
    func rankVariables(of node: ViewNode) {
        if let owner = node.superview, node.isArranged || node.isInternalGuide,
           owner.sealedSequenceBlock != nil || sealing.sequenceBlock != nil,
           let reserved = unsealing.reservedRanks[ObjectIdentifier(owner)] {
            unsealing.nextMinorRank += 1
            node.variableRank = VariableRank(major: reserved, minor: unsealing.nextMinorRank)
            return
        }
        node.variableRank = VariableRank(major: unsealing.nextMajorRank, minor: 0)
        unsealing.nextMajorRank += 1
    }

    /// A stack is sealed where a never-sealed scene would make its arranged views'
    /// variables (its first generation): the rank they take if it unseals.
    func reserveVariableRank(for stack: ViewNode) {
        unsealing.reservedRanks[ObjectIdentifier(stack)] = unsealing.nextMajorRank
        unsealing.nextMajorRank += 1
    }

    // MARK: Rebuilding the solver

    /// A sealed stack unseals: if the solver holds solved rows, it is rebuilt before the
    /// next solve (`rebuildSolverIfRequested`).
    func requestSolverRebuildIfSolved() {
        guard !unsealing.rebuildRequested else { return }
        if constraints.contains(where: { $0.solverID != nil }) { unsealing.rebuildRequested = true }
    }

    /// Rebuilds the solver if an unsealing asked for it; true when it did.
    @discardableResult
    func rebuildSolverIfRequested() -> Bool {
        guard unsealing.rebuildRequested else { return false }
        unsealing.rebuildRequested = false
        rebuildSolver()
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
        fresh.reserveCapacity(variables: 4 * nodes.count)
        var mapped = Set<ObjectIdentifier>()
        for case let node? in viewOfVariable { mapped.insert(ObjectIdentifier(node)) }

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
        viewOfVariable = []
        viewOfVariable.reserveCapacity(4 * nodes.count + 8)
        for node in nodes where mapped.contains(ObjectIdentifier(node)) {
            for variable in [node.left, node.top, node.width, node.height] {
                let index = Int(variable.id)
                while viewOfVariable.count <= index { viewOfVariable.append(nil) }
                viewOfVariable[index] = node
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
        unsealing.rebuildCount += 1
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
    /// A stack unsealed while the solver held solved rows: rebuild before the next solve.
    var rebuildRequested = false
    /// Rebuilds so far (`Scene.solverRebuildCount`).
    var rebuildCount = 0
}
