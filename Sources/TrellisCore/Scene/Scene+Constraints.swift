import Cassowary

/// Creating constraints and keeping the solver in step with them.
extension Scene {
    // MARK: Creation

    /// Resolves a document constraint against the scene and registers it: one constraint
    /// for an equation, one per generated equation for a visual format (ids `<id>.<n>`).
    /// Everything is checked before anything is registered, so a refused constraint adds
    /// nothing.
    func addDocumentConstraint(_ description: ConstraintDescription) throws(SceneError) {
        switch description.form {
        case .equation(let equation):
            try addDocumentConstraint(parts: [DocumentConstraintPart(id: description.id, equation: equation,
                                                                      writtenSource: description.writtenSource)],
                                      description: description)
        case .visual(let visual):
            let generated: [VisualFormatConstraint]
            do {
                generated = try VisualFormatExpander.expand(visual)
            } catch {
                throw SceneError(.schema, error.description)
            }
            // Size-class overrides of constant and priority belong to equations; a format
            // keeps only its `installed` variant.
            var shared = description
            shared.constant = nil
            shared.priority = nil
            let parts = generated.map { item in
                DocumentConstraintPart(id: description.id.map { VisualFormatExpander.constraintID($0, index: item.index) },
                                       equation: item.equation, writtenSource: item.source)
            }
            try addDocumentConstraint(parts: parts, description: shared)
        }
    }

    /// Constraint `index` of a description's list (the scene's own, or an inserted
    /// scene's), made as `addDocumentConstraint` makes it.
    ///
    /// Most constraints of a document are one equation between views (or a view and its
    /// superview) with an id nobody took and values in range; such a constraint is
    /// resolved here with one lookup per item (none when the loader's hint names the view:
    /// `namedPlace(_:hint:)`) and stated by its place in `list` (`ConstraintSource.described`).
    /// The general path checked each item three
    /// times (the shared reference check, the guide check, the resolution) and copied
    /// the equation and description several times: about 9,500 instructions a
    /// constraint, three quarters of a list document's scene build (issue 18). Anything
    /// else — guides, visual formats, a taken id, a value out of range — takes the
    /// general path, which also words every error.
    func addDescribedConstraint(_ list: [ConstraintDescription], at index: Int) throws(SceneError) {
        guard index >= 0, index < list.count else { return }
        if !addPlainConstraint(list, at: index) { try addDocumentConstraint(list[index]) }
    }

    /// Makes constraint `index` of `list` if it is one equation between views of the scene
    /// that nothing refuses; false (nothing made) otherwise.
    ///
    /// Its views are taken by their places in `views`: a flat record is made from the places
    /// alone, and only a constraint that becomes an object reads its views as references
    /// (each lookup returned a retained view, released again: about 0.5M instructions of the
    /// list document's scene build, issue 18, round 18).
    private func addPlainConstraint(_ list: [ConstraintDescription], at index: Int) -> Bool {
        // The equation's items read in place (`PlainEquationItems`), not the equation copied out.
        guard let equation = PlainEquationItems(list[index].form, place: { name, hint in namedPlace(name, hint: hint) }),
              equation.first >= 0, equation.first < views.count else { return false }
        let first = equation.first
        var second = -1
        switch equation.second {
        case .none:
            break
        case .place(let place):
            second = place
        case .superview:
            guard let superview = views[first].superview else { return false }
            // Always listed at its place; anything else is left to the general path.
            let place = superview.index
            guard place >= 0, place < views.count, views[place] === superview else { return false }
            second = place
        }
        guard second < views.count else { return false }
        let id = list[index].id
        if let id, isConstraintNameTaken(id) { return false }
        // A constraint without details (most) overrides neither constant nor priority and is
        // installed everywhere: its variants are not read (about 100 instructions a constraint).
        let hasDetails = list[index].detailsBox != nil
        let constant = hasDetails ? list[index].constant?.resolved(for: traits) ?? equation.constant : equation.constant
        let priority = hasDetails ? list[index].priority?.resolved(for: traits) ?? equation.priority : equation.priority
        guard Limits.isWithinMagnitude(constant), priority.isFinite, priority >= 1, priority <= 1000 else { return false }
        let installed = hasDetails ? list[index].installed.resolved(for: traits) ?? true : true
        // Most of a document's constraints: kept flat until something needs them as objects.
        let mayBeFlat = id == nil && installed && index < Int(Int32.max)
            && (!hasDetails || list[index].installed.isPlain && list[index].constant?.isPlain != false
                && list[index].priority?.isPlain != false)
        // Between views that are no scroll views, `contentAnchors` leaves the items as they are
        // (`ViewKind.isScrollView`'s kinds, compared here: no call a view).
        let namesScrollView = second >= 0 && (Scene.scrolls(views[first].kind) || Scene.scrolls(views[second].kind))
        if mayBeFlat, !namesScrollView,
           mayMakeFlatDocumentRecord(first: first, equation.firstAttribute, second: second, equation.secondAttribute) {
            makeFlatDocumentRecord(list, at: index, first: first, equation.firstAttribute,
                                   second: second, equation.secondAttribute, relation: equation.relation,
                                   multiplier: equation.multiplier, constant: constant, priority: priority)
            return true
        }
        let (firstAnchor, secondAnchor) = contentAnchors(
            ConstraintAnchor(view: views[first], attribute: equation.firstAttribute),
            second >= 0 ? ConstraintAnchor(view: views[second], attribute: equation.secondAttribute) : nil)
        if mayBeFlat, namesScrollView, mayMakeFlatDocumentConstraint(firstAnchor, secondAnchor) {
            makeFlatDocumentRecord(list, at: index, first: firstAnchor.view.index, firstAnchor.attribute,
                                   second: secondAnchor?.view.index ?? -1, secondAnchor?.attribute ?? firstAnchor.attribute,
                                   relation: equation.relation, multiplier: equation.multiplier,
                                   constant: constant, priority: priority)
            return true
        }
        let constraint = makeConstraint(key: id, owner: .document, source: .described(list, index: index),
                                        variants: ConstraintVariants.ifVarying(list[index]), first: firstAnchor,
                                        second: secondAnchor, relation: equation.relation, multiplier: equation.multiplier,
                                        constant: constant, priority: priority)
        constraint.installedForTraits = installed
        return true
    }

    /// `ViewKind.isScrollView`, inlined here only (see its comment).
    @inline(__always)
    private static func scrolls(_ kind: ViewKind) -> Bool {
        kind == .scrollView || kind == .tableView || kind == .collectionView
    }

    /// One equation of a document constraint (a visual format states several). It does not
    /// hold the constraint's description, which all its parts share: a part is captured by
    /// the messages its checks would write, and copying a description each time (a few
    /// dozen reference counts) was most of what adding a document constraint cost.
    private struct DocumentConstraintPart {
        var id: String?
        var equation: Equation
        /// The text written for it; nil: stated from `equation` when a message needs it.
        var writtenSource: String?
        var source: String { writtenSource ?? equation.description }
        var statement: ConstraintSource { writtenSource.map { .text($0) } ?? .equation(equation) }
    }

    /// Checks and registers the parts of one document constraint, all described by
    /// `description` (its variants, installed flag and id).
    private func addDocumentConstraint(parts: [DocumentConstraintPart],
                                       description: ConstraintDescription) throws(SceneError) {
        do {
            var newIDs = Set<String>()
            try constraintReferences().check(equations: parts.map(\.equation), ids: parts.compactMap(\.id),
                                             index: 0, newIDs: &newIDs)
        } catch {
            throw sceneError(error, of: description, duplicate: { id in
                SceneError(.schema, "duplicate constraint id \(Quoting.quoted(id))")
            }, unknownViewStatus: .notFound)
        }
        // Every item is checked before any guide is made: a refused constraint adds nothing
        // (fuzz-scene finding: `topLayoutGuide.centerX <= 2 * row.contentLayoutGuide.left`
        // on a plain view made the top layout guide, then was refused).
        // By index: a message's text is made from `parts[index]` only when it is needed, and
        // the checks capture the list, not a copy of the part each.
        for index in parts.indices {
            try checkItems(of: parts[index].equation, source: parts[index].source)
        }
        var resolved: [(DocumentConstraintPart, ConstraintAnchor, ConstraintAnchor?, Double, Double)] = []
        resolved.reserveCapacity(parts.count)
        for index in parts.indices {
            let part = parts[index]
            let first = try anchor(part.equation.first, firstView: nil, source: parts[index].source)
            let second = try part.equation.second.map { (reference) throws(SceneError) in
                try anchor(reference, firstView: first.view, source: parts[index].source)
            }
            let constant = description.constant?.resolved(for: traits) ?? part.equation.constant
            let priority = description.priority?.resolved(for: traits) ?? part.equation.priority
            guard Limits.isWithinMagnitude(constant), priority.isFinite, priority >= 1, priority <= 1000 else {
                throw SceneError(.argument, "\(part.source): constant must be finite and priority in 1...1000")
            }
            resolved.append((part, first, second, constant, priority))
        }
        let installed = description.installed.resolved(for: traits) ?? true
        for (part, written, writtenSecond, constant, priority) in resolved {
            let (first, second) = contentAnchors(written, writtenSecond)
            let constraint = makeConstraint(key: part.id, owner: .document, source: part.statement,
                                            description: description, first: first, second: second,
                                            relation: part.equation.relation, multiplier: part.equation.multiplier,
                                            constant: constant, priority: priority)
            constraint.installedForTraits = installed
        }
    }

    /// Checks an equation's items as `anchor` will resolve them, making nothing.
    private func checkItems(of equation: Equation, source: @autoclosure () -> String) throws(SceneError) {
        var firstSuperview: ViewNode?
        switch equation.first.item {
        case .named(let name):
            guard let item = try item(named: name, firstItemSuperview: nil, source: source()) else {
                throw SceneError(.notFound, "\(source()): \(unknownViewMessage(name))")
            }
            firstSuperview = item.superview
        case .superview:
            firstSuperview = nil
        }
        guard let second = equation.second, case .named(let name) = second.item else { return }
        guard try item(named: name, firstItemSuperview: firstSuperview, source: source()) != nil else {
            throw SceneError(.notFound, "\(source()): \(unknownViewMessage(name))")
        }
    }

    private func anchor(_ reference: AnchorReference, firstView: ViewNode?,
                        source: @autoclosure () -> String) throws(SceneError) -> ConstraintAnchor {
        switch reference.item {
        case .named(let name):
            guard let view = try item(named: name, firstView: firstView, source: source()) else {
                throw SceneError(.notFound, "\(source()): \(unknownViewMessage(name))")
            }
            return ConstraintAnchor(view: view, attribute: reference.attribute)
        case .superview:
            guard let firstView, let superview = firstView.superview else {
                throw SceneError(.schema, "\(source()): \"superview\" names the first item's superview, and it has none")
            }
            return ConstraintAnchor(view: superview, attribute: reference.attribute)
        }
    }

    @discardableResult
    func makeConstraint(key: String?, owner: ConstraintOwner, source: ConstraintSource, description: ConstraintDescription?,
                        first: ConstraintAnchor, second: ConstraintAnchor?, relation: LayoutRelation,
                        multiplier: Double, constant: Double, priority: Double) -> SceneConstraint {
        makeConstraint(key: key, owner: owner, source: source, variants: description.flatMap(ConstraintVariants.ifVarying),
                       first: first, second: second, relation: relation, multiplier: multiplier,
                       constant: constant, priority: priority)
    }

    /// Makes and registers a constraint whose size-class variants (of a document
    /// constraint, nil for every other) are given.
    func makeConstraint(key: String?, owner: ConstraintOwner, source: ConstraintSource, variants: ConstraintVariants?,
                        first: ConstraintAnchor, second: ConstraintAnchor?, relation: LayoutRelation,
                        multiplier: Double, constant: Double, priority: Double) -> SceneConstraint {
        // Document constraints without an id are known as "#n" (removal and mutation take
        // document constraints only); the name is formed only when read
        // (`ConstraintDirectory`). Generated ones are never looked up by name: they get
        // none, but still take their number so that document constraints keep theirs.
        var number: Int32 = -1
        if key == nil {
            if owner == .document {
                // Numbered after the constraints sealed stacks would have made (`Scene+SealedStacks.swift`).
                if !sealing.keyDebts.isEmpty { payGeneratedKeyDebts() }
                number = Int32(clamping: nextGeneratedKey)
                nextGeneratedKey += 1
            } else if !sealing.suppressesGeneratedKeys {
                nextGeneratedKey += 1
            }
        }
        let constraint = SceneConstraint(key: key ?? "", hasUserID: key != nil, number: number, owner: owner,
                                         source: source, variants: variants, first: first, second: second,
                                         relation: relation, multiplier: multiplier, constant: constant,
                                         priority: priority, sequence: takeSequence())
        structureGeneration += 1
        if key != nil || number >= 0 { constraintDirectory.file(constraint) }
        if constraint.sequence < nextConstraintSequence - 1 {
            // An unsealed stack's constraint in a place taken earlier (`Scene+SealedStacks.swift`):
            // into the scene's list at the pass's merge, into the views' lists in order.
            sealing.collectedConstraints.append(constraint)
            first.view.constraints.insert(constraint, at: Scene.insertionIndex(of: constraint.sequence,
                                                                               in: first.view.constraints))
            if let other = second?.view, other !== first.view {
                other.constraints.insert(constraint, at: Scene.insertionIndex(of: constraint.sequence, in: other.constraints))
            }
        } else {
            storedConstraints.append(constraint)
            // A new constraint is in no view's list yet; only a constraint between two
            // attributes of one view must not be listed twice. (Searching the list instead
            // was quadratic: a stack's first view is in one alignment constraint per view.)
            first.view.constraints.append(constraint)
            if let other = second?.view, other !== first.view { other.constraints.append(constraint) }
        }
        // A sealed stack's arranged view named from outside: the stack is unsealed at the
        // next layout (its eligibility is decided again when it regenerates). Out of line:
        // with `markStackDirty`'s body inlined here twice, `makeConstraint` was no longer
        // inlined into the general document-constraint path (+0.15M instructions on the
        // 1000-view visual-format document's scene build, round 21).
        if first.view.isSealedArranged || second?.view.isSealedArranged == true {
            markSealedStacksDirty(naming: first.view, second?.view)
        }
        if first.attribute.isMargin { noteMarginDependent(first.view) }
        if let second, second.attribute.isMargin { noteMarginDependent(second.view) }
        markDirty(constraint)
        return constraint
    }

    /// The sealed stacks of the views a new constraint names that are arranged in one
    /// (`makeConstraint`).
    @inline(never)
    private func markSealedStacksDirty(naming first: ViewNode, _ second: ViewNode?) {
        if first.isSealedArranged { markStackDirty(first.superview) }
        if let second, second.isSealedArranged { markStackDirty(second.superview) }
    }

    /// The next constraint's sequence number: the next of an unsealing stack's block while
    /// it generates, else a new one.
    private func takeSequence() -> Int {
        // An unsealing stack's first generation, in the places it would hold unsealed.
        if let planned = takePlannedSequence() { return planned }
        if let block = sealing.sequenceBlock, !block.isEmpty {
            sealing.sequenceBlock = (block.lowerBound + 1)..<block.upperBound
            return block.lowerBound
        }
        nextConstraintSequence += 1
        return nextConstraintSequence - 1
    }

    /// A one-view generated constraint made in a place taken earlier: numbered `sequence`
    /// and put where that number belongs in the scene's list and the view's (both are in
    /// the order constraints were added), as if it had been made then.
    func makeConstraint(inReservedPlace sequence: Int, owner: ConstraintOwner, source: ConstraintSource,
                        first: ConstraintAnchor, relation: LayoutRelation, constant: Double,
                        priority: Double, collected: Bool = false) -> SceneConstraint {
        let constraint = SceneConstraint(key: "", hasUserID: false, owner: owner, source: source, description: nil,
                                         first: first, second: nil, relation: relation, multiplier: 1,
                                         constant: constant, priority: priority, sequence: sequence)
        structureGeneration += 1
        if collected {
            sealing.collectedConstraints.append(constraint)
        } else {
            storedConstraints.insert(constraint, at: Scene.insertionIndex(of: sequence, in: storedConstraints))
        }
        first.view.constraints.insert(constraint, at: Scene.insertionIndex(of: sequence, in: first.view.constraints))
        markDirty(constraint)
        return constraint
    }

    /// Where a constraint numbered `sequence` goes in a list kept in sequence order.
    static func insertionIndex(of sequence: Int, in list: [SceneConstraint]) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = low + (high - low) / 2
            if list[middle].sequence < sequence { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func markDirty(_ constraint: SceneConstraint) {
        constraint.isDirty = true
        anyConstraintDirty = true
        // A sealed stack holds it (an own-size row of an arranged view): the stack reads it
        // again (`Scene+SealedItems.swift`).
        if constraint.isAbsorbedBySealedStack { markStackDirty(constraint.first.view.superview) }
    }

    /// Takes a constraint out of the solver and out of the scene.
    func discard(_ constraint: SceneConstraint) {
        discard(CollectionOfOne(constraint))
    }

    /// Takes constraints out of the solver and out of the scene. The scene's and the views'
    /// lists are compacted once for the whole lot, so that discarding k of n constraints
    /// (a stack regenerated, a subtree removed) costs O(n + k), not O(k·n).
    func discard<Constraints: Sequence<SceneConstraint>>(_ discarded: Constraints) {
        var views: [ViewNode] = []
        var any = false
        var anyNumbered = false
        for constraint in discarded where !constraint.isDiscarded {
            any = true
            constraint.isDiscarded = true
            if let id = constraint.solverID { solver.removeInstalled(id) }
            constraint.solverID = nil
            constraintDirectory.remove(constraint)
            if constraint.number >= 0 { anyNumbered = true }
            views.append(contentsOf: constraint.views)
            // An own-size row a sealed stack held: the stack reads its views' rows again.
            if constraint.isAbsorbedBySealedStack { markStackDirty(constraint.first.view.superview) }
        }
        guard any else { return }
        structureGeneration += 1
        if anyNumbered { constraintDirectory.dropDiscardedNumbered() }
        storedConstraints.removeAll { $0.isDiscarded }
        var compacted = Set<ObjectIdentifier>()
        for view in views where compacted.insert(ObjectIdentifier(view)).inserted {
            view.constraints.removeAll { $0.isDiscarded }
        }
        retryBrokenConstraints = true
    }

    // MARK: Pushing changes into the solver

    /// Brings every dirty constraint's solver state in line with what it says now, in the
    /// order the constraints were added, so that conflicts resolve the same way each time.
    func refreshDirtyConstraints() {
        // A second round retries broken constraints when the first one removed or changed
        // something they may have conflicted with.
        for _ in 0..<2 {
            guard anyConstraintDirty || retryBrokenConstraints else { return }
            // Flat intrinsic blocks and document records are never broken (a conflict makes
            // them objects first).
            if retryBrokenConstraints {
                for constraint in storedConstraints where constraint.isBroken { constraint.isDirty = true }
                retryBrokenConstraints = false
            }
            anyConstraintDirty = false
            // Constant moves that fit together first (they need the solved basis), then
            // removals: they can only make room for what is added afterwards.
            let dirty = storedConstraints.filter(\.isDirty)
            // Fresh flat intrinsic blocks: all four slots dirty, none installed (nothing to
            // move or remove), settled from this pass on.
            let fresh = flatIntrinsics.takeFresh()
            // Fresh flat document records: user constraints, in sequence order, none installed.
            let freshDocuments = flatDocuments.takeFresh()
            let reshaped = moveConstantsTogether(dirty)
            restateTogether(reshaped)
            for constraint in dirty where !constraint.wantsInstallation { refresh(constraint) }
            var additions = Additions()
            // An entry an object, a fresh block and a run of records (a run ends at an object).
            additions.reserveCapacity(constraints: dirty.count + 4 * fresh.count + freshDocuments.count,
                                      entries: 2 * dirty.count + fresh.count + 1)
            var nextFresh = 0
            var nextDocument = freshDocuments.lowerBound
            for position in Scene.installationOrder(dirty) {
                let constraint = dirty[position]
                // The flat blocks are generated constraints: installed before user ones and,
                // among generated ones, in sequence order (`installsBefore`). A block's four
                // places are consecutive, so its first place decides.
                // (The run found first, then stated: stating blocks changes no block's places.)
                var freshEnd = nextFresh
                while freshEnd < fresh.count,
                      constraint.owner.isUser || flatIntrinsics.firstSequence(of: fresh[freshEnd]) < constraint.sequence {
                    freshEnd += 1
                }
                if freshEnd > nextFresh {
                    appendFreshIntrinsicBlocks(fresh[nextFresh ..< freshEnd], to: &additions)
                    nextFresh = freshEnd
                }
                // The flat document records are user constraints: among user ones, in sequence order.
                while nextDocument < freshDocuments.upperBound, constraint.owner.isUser,
                      flatDocuments.sequence(of: nextDocument) < constraint.sequence {
                    appendFreshDocumentRecord(nextDocument, to: &additions)
                    nextDocument += 1
                }
                guard constraint.isDirty else { continue }
                if constraint.solverID == nil && constraint.wantsInstallation {
                    // New to the solver (every constraint of a first layout): what `refresh`
                    // would do, compiled straight into the batch.
                    constraint.isDirty = false
                    additions.append(constraint, stated: compile(constraint, into: &additions.batch))
                } else if let (constraint, compiled) = refresh(constraint) {
                    additions.append(constraint, compiled)
                }
            }
            appendFreshIntrinsicBlocks(fresh[nextFresh...], to: &additions)
            while nextDocument < freshDocuments.upperBound {
                appendFreshDocumentRecord(nextDocument, to: &additions)
                nextDocument += 1
            }
            additions.finish()
            installAll(additions)
            if !storedConstraints.contains(where: \.isBroken) { retryBrokenConstraints = false }
        }
    }

    /// Constant-only changes of installed constraints, moved in one solver call when the
    /// solved basis stays feasible (a size-class change rewrites hundreds of row heights
    /// and insets; one by one, each moves most of the layout). What does not fit together
    /// is left dirty for `refresh`, which decides each one.
    ///
    /// Returns the installed constraints whose terms changed (a layout-direction flip's
    /// leading and trailing ones), compiled, in the order of `dirty`, for `restateTogether`
    /// (compiled once for both: half of what a flip's scene side cost). Asked only while the
    /// solver is in direct mode, where they may be restated together.
    private func moveConstantsTogether(_ dirty: [SceneConstraint]) -> [(SceneConstraint, CompiledConstraint)] {
        var changes: [(constraint: ConstraintID, constant: Double)] = []
        var moved: [(constraint: SceneConstraint, constant: Double)] = []
        var reshaped: [(SceneConstraint, CompiledConstraint)] = []
        let mayRestate = solver.isDirectlyResolved
        // Only installed constraints can move (none on a first layout): asked first, as it
        // is the cheapest question.
        for constraint in dirty where constraint.isDirty && constraint.solverID != nil && constraint.wantsInstallation {
            guard let id = constraint.solverID else { continue }
            if mayRestate {
                let compiled = compile(constraint)
                guard solver.hasTerms(id, compiled.terms) else {
                    reshaped.append((constraint, compiled))
                    continue
                }
                guard constraint.priority == constraint.installedPriority, compiled.constant != constraint.installedConstant,
                      compiled.relation == constraint.installedRelation else { continue }
                changes.append((id, compiled.constant))
                moved.append((constraint, compiled.constant))
                continue
            }
            guard constraint.priority == constraint.installedPriority else { continue }
            let compiled = compile(constraint)
            guard compiled.constant != constraint.installedConstant, compiled.relation == constraint.installedRelation,
                  solver.hasTerms(id, compiled.terms) else { continue }
            changes.append((id, compiled.constant))
            moved.append((constraint, compiled.constant))
        }
        guard changes.count > 1, solver.setConstantsWithoutPivots(changes) else { return reshaped }
        for (constraint, constant) in moved {
            constraint.installedConstant = constant
            constraint.isDirty = false
        }
        retryBrokenConstraints = true
        return reshaped
    }

    /// Installed constraints whose terms changed (a layout-direction flip restates every
    /// leading and trailing one), replaced in one solver call while the solver is in direct
    /// mode: their old rows die, the new ones are added (in the order `installAll` would add
    /// them), and one direct pass resolves the scene again, without building the LP. What
    /// the solver cannot certify is left dirty for `refresh`, which removes it, and
    /// `installAll`, which adds it back, as before.
    private func restateTogether(_ reshaped: [(SceneConstraint, CompiledConstraint)]) {
        guard reshaped.count > 1, solver.isDirectlyResolved else { return }
        var removed: [ConstraintID] = []
        var restated: [(constraint: SceneConstraint, constant: Double, relation: LayoutRelation)] = []
        var batch = ConstraintBatch()
        for position in Scene.installationOrder(reshaped.map(\.0)) {
            let (constraint, compiled) = reshaped[position]
            guard constraint.isDirty, constraint.wantsInstallation, let id = constraint.solverID else { continue }
            for term in compiled.terms { batch.appendTerm(term.variable, term.coefficient) }
            batch.endConstraint(constant: compiled.constant, relation: compiled.relation.solverRelation,
                                priority: CompiledConstraint.solverPriority(constraint.priority))
            removed.append(id)
            restated.append((constraint, compiled.constant, compiled.relation))
        }
        guard restated.count > 1, let ids = solver.replaceConstraintsDirectly(removing: removed, adding: batch),
              ids.count == restated.count else { return }
        for (index, entry) in restated.enumerated() {
            recordInstalled(entry.constraint, constant: entry.constant, relation: entry.relation, id: ids[index])
            entry.constraint.isDirty = false
        }
        retryBrokenConstraints = true
    }

    /// Brings one constraint's solver state in line: removes it, or changes its constant
    /// or priority in place. A constraint to add to the solver is returned instead, for
    /// `installAll` to add with the others of the pass.
    @discardableResult
    func refresh(_ constraint: SceneConstraint) -> (SceneConstraint, CompiledConstraint)? {
        constraint.isDirty = false
        guard constraint.wantsInstallation else {
            if let id = constraint.solverID {
                solver.removeInstalled(id)
                constraint.solverID = nil
                retryBrokenConstraints = true
            }
            constraint.isBroken = false
            return nil
        }
        let compiled = compile(constraint)
        let priority = constraint.priority
        if let id = constraint.solverID {
            let sameShape = compiled.relation == constraint.installedRelation
                && solver.hasTerms(id, compiled.terms)
                && (priority == 1000) == (constraint.installedPriority == 1000)
            if sameShape {
                do {
                    if priority != constraint.installedPriority, priority < 1000 {
                        try solver.setPriority(id, .optional(priority))
                        constraint.installedPriority = priority
                    }
                    if compiled.constant != constraint.installedConstant {
                        try solver.setConstant(id, compiled.constant)
                        constraint.installedConstant = compiled.constant
                        retryBrokenConstraints = true
                    }
                    return nil
                } catch {
                    // The new constant contradicts required constraints: break this one.
                }
            }
            solver.removeInstalled(id)
            constraint.solverID = nil
            retryBrokenConstraints = true
        }
        return (constraint, compiled)
    }

    /// A pass's constraints for the solver: the constraints, their compiled form in one
    /// flat batch (no array of terms per constraint), and the constant and relation each
    /// was stated with, which the scene records once the solver has it.
    ///
    /// Flat constraints are listed by the run, not one entry each: a flat intrinsic block by
    /// the slots it added, consecutive flat document records as one range (the constants and
    /// relations they were stated with are read back from the batch when the ids are recorded).
    /// An entry each — 5,661 on the list document's first layout, each appended, then read,
    /// switched on and recorded one by one — was about 0.3M instructions (issue 18, round 20).
    struct Additions {
        /// Constraints of the pass, in batch order: an object, the slots of a flat intrinsic
        /// block, or a run of flat document records.
        enum Entry {
            /// One object, with the constant and relation it was stated with.
            case object(SceneConstraint, constant: Double, relation: LayoutRelation)
            /// A flat intrinsic block's slots (bit `slot`), one constraint each in slot order (its
            /// block keeps the constant and relation itself).
            case intrinsic(block: Int32, slots: UInt8)
            /// Flat document records `first ..< first + count` (`FlatDocumentConstraints`), one
            /// constraint each in record order.
            case documents(first: Int32, count: Int32)
        }

        /// The entries, complete once `finish` has listed the open run of records.
        private(set) var entries: [Entry] = []
        var batch = ConstraintBatch()
        /// The records appended since the last other entry: listed as one entry when another
        /// entry comes, a record breaks the run, or the pass's additions are complete.
        private var openRun: (first: Int32, count: Int32) = (0, 0)

        mutating func reserveCapacity(constraints count: Int, entries entryCount: Int) {
            entries.reserveCapacity(entryCount)
            // One to three terms a constraint; more grow the term arrays.
            batch.reserveCapacity(constraints: count, terms: 3 * count)
        }

        /// Adds `constraint` as `compiled` states it.
        mutating func append(_ constraint: SceneConstraint, _ compiled: CompiledConstraint) {
            for term in compiled.terms { batch.appendTerm(term.variable, term.coefficient) }
            batch.endConstraint(constant: compiled.constant, relation: compiled.relation.solverRelation,
                                priority: CompiledConstraint.solverPriority(constraint.priority))
            append(constraint, stated: (compiled.constant, compiled.relation))
        }

        /// Adds `constraint`, whose compiled form was just appended to `batch`.
        mutating func append(_ constraint: SceneConstraint, stated form: (constant: Double, relation: LayoutRelation)) {
            closeRun()
            entries.append(.object(constraint, constant: form.constant, relation: form.relation))
        }

        /// Adds a flat document record, whose compiled form was just appended to `batch`.
        /// Inlined: thousands a first layout, and the run grows in place.
        @inline(__always)
        mutating func appendDocument(record: Int32) {
            if openRun.count > 0, openRun.first &+ openRun.count == record {
                openRun.count &+= 1
                return
            }
            closeRun()
            openRun = (record, 1)
        }

        /// Adds the slots `slots` (bit `slot`) of a flat intrinsic block, whose compiled forms
        /// were just appended to `batch`, one a slot in slot order.
        mutating func appendIntrinsic(block: Int32, slots: UInt8) {
            closeRun()
            entries.append(.intrinsic(block: block, slots: slots))
        }

        /// Lists the open run of records, if any.
        private mutating func closeRun() {
            guard openRun.count > 0 else { return }
            entries.append(.documents(first: openRun.first, count: openRun.count))
            openRun.count = 0
        }

        /// The pass's additions are complete: the open run of records is listed.
        mutating func finish() {
            closeRun()
        }
    }

    /// Adds a pass's constraints to the solver: all at once when they all fit (the solver
    /// solves them together from a crash basis, in linear time), else one by one in order,
    /// breaking constraints where they conflict (`install`).
    func installAll(_ additions: Additions) {
        if additions.batch.count > 1, let ids = solver.addConstraintsIfAllFit(additions.batch) {
            // The flat storage is taken out of the scene while the ids are recorded: written
            // through the scene (a class), each write checked its array's uniqueness again
            // (four a document record; about 0.3M instructions of the list document's first
            // layout, issue 18, round 17). Recording an object's id reads neither.
            var intrinsics = flatIntrinsics
            var documents = flatDocuments
            flatIntrinsics = FlatIntrinsicConstraints()
            flatDocuments = FlatDocumentConstraints()
            // The entries' constraints are the batch's, in order: the next one's id is `ids[next]`.
            var next = 0
            for entry in additions.entries {
                switch entry {
                case .object(let constraint, let constant, let relation):
                    guard next < ids.count else { break }
                    recordInstalled(constraint, constant: constant, relation: relation, id: ids[next])
                    next += 1
                case .intrinsic(let block, let slots):
                    intrinsics.recordInstalled(block, slots: slots, ids: ids, from: next)
                    next += slots.nonzeroBitCount
                case .documents(let first, let count):
                    documents.recordInstalled(first ..< first &+ count, ids: ids, from: next, of: additions.batch)
                    next += Int(count)
                }
            }
            flatIntrinsics = intrinsics
            flatDocuments = documents
            return
        }
        // Compiled again, one at a time: compiling reads the scene, which installing one
        // leaves as it was (a conflict only breaks constraints), so each is what the batch held.
        // Flat slots are made objects first: a conflict is settled between objects.
        for constraint in objects(of: additions) { install(constraint, compile(constraint)) }
    }

    /// The pass's constraints as objects, in order, flat blocks made into objects (each
    /// slot's view is looked up before any block changes).
    private func objects(of additions: Additions) -> [SceneConstraint] {
        let views = additions.entries.map { entry -> ViewNode? in
            if case .intrinsic(let block, _) = entry { return flatIntrinsics.view(of: block) }
            return nil
        }
        for view in views { if let view { materializeIntrinsicBlock(of: view) } }
        let documents = additions.entries.contains { if case .documents = $0 { return true } else { return false } }
            ? materializeAllDocumentRecords() : []
        var objects: [SceneConstraint] = []
        objects.reserveCapacity(additions.batch.count)
        for index in additions.entries.indices {
            switch additions.entries[index] {
            case .object(let constraint, _, _):
                objects.append(constraint)
            case .intrinsic(_, let slots):
                guard let view = views[index] else { continue }
                for slot in 0..<4 where slots & (1 << slot) != 0 && slot < view.intrinsicConstraints.count {
                    objects.append(view.intrinsicConstraints[slot])
                }
            case .documents(let first, let count):
                for record in Int(first) ..< Int(first) + Int(count) {
                    if record >= 0, record < documents.count, let object = documents[record] { objects.append(object) }
                }
            }
        }
        return objects
    }

    private func install(_ constraint: SceneConstraint, _ compiled: CompiledConstraint) {
        let wasBroken = constraint.isBroken
        if addToSolver(constraint, compiled) { return }
        // Like UIKit, a conflict is not an error of the call: a user constraint among the
        // conflicting ones is broken and reported in the diagnostics (never the window).
        breakConflict(refusing: constraint, compiled, wasBroken: wasBroken)
    }

    /// Adds the constraint to the solver; false when the solver refuses it (a required
    /// constraint that contradicts the required constraints already there).
    func addToSolver(_ constraint: SceneConstraint, _ compiled: CompiledConstraint) -> Bool {
        let stated = compiled.solverConstraint(priority: constraint.priority)
        do {
            let id = try solver.addConstraint(stated.expression, stated.relation, priority: stated.priority)
            recordInstalled(constraint, constant: compiled.constant, relation: compiled.relation, id: id)
            return true
        } catch {
            return false
        }
    }

    private func recordInstalled(_ constraint: SceneConstraint, constant: Double, relation: LayoutRelation,
                                 id: ConstraintID) {
        constraint.solverID = id
        constraint.installedConstant = constant
        constraint.installedRelation = relation
        constraint.installedPriority = constraint.priority
        constraint.isBroken = false
    }

    func sameTerms(_ lhs: [(variable: Variable, coefficient: Double)],
                           _ rhs: [(variable: Variable, coefficient: Double)]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (a, b) in zip(lhs, rhs) where a.variable != b.variable || a.coefficient != b.coefficient { return false }
        return true
    }

    /// The root view sits at the origin (required pins on a fresh solver, which cannot
    /// conflict); its size is the window's (`Scene+Window.swift`).
    func pinRoot() {
        solver.addExpected(LinearExpression([(root.left, 1)]), .equal, priority: .required)
        solver.addExpected(LinearExpression([(root.top, 1)]), .equal, priority: .required)
    }
}
