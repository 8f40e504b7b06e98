import Cassowary

/// The plain document constraints of a scene being built, kept flat: one record each in
/// parallel arrays indexed by `Int32`, no `SceneConstraint` each.
///
/// A list document's rows state nine constraints each (3,000 of the 1000-view document's
/// constraints): each was an object of 152 bytes listed in the scene's list, in both
/// views' lists and in the directory of `#n` names, allocated, compiled, recorded and freed
/// one by one (issue 18). A record holds what the object held: both anchors, the relation,
/// multiplier, constant and priority, its sequence place and `#n` number, its place in the
/// document's constraint list (its statement), and, once installed, the solver's id and
/// the constant and relation the solver holds.
///
/// Only constraints nothing else reads as objects are made flat (`Scene.mayMakeFlat`):
/// made while the scene is built, without an id (a `#n` number), installed, with no
/// size-class variant, no baseline attribute, between views that are neither stacks,
/// arranged views nor layout guides (the readers of such views' constraint lists —
/// sealed stacks, stack baselines — read objects).
///
/// Records are *fresh* until the first layout pass brings them into the solver, then
/// *settled* (all together: they are all made by `Scene.init`). Anything that would change
/// a settled record (its view's margins, joining or leaving the hierarchy, a layout
/// direction flip), a conflict while installing, a mutation naming its `#n`, and every
/// reader of the scene's constraints as objects first turns records into the
/// `SceneConstraint`s they stand for, with the same sequence places, numbers, statement
/// and solver state, listed where their places put them (`Scene.materializeDocumentRecord`):
/// from then on they are objects, as if they had always been.
///
/// Each view chains the records that name it (`ViewNode.flatDocumentHead`, then the record's
/// `nextOfFirst` or `nextOfSecond`, newest first), so that one view's records can become
/// objects without a scan of all of them.
struct FlatDocumentConstraints {
    /// One record: what a `SceneConstraint` of a document constraint holds while the scene
    /// is built, 40 bytes with no reference in it (views by their place in `Scene.views`:
    /// no reference counting when a record is made, read or dropped). One array of them
    /// costs a record one append where fourteen parallel arrays cost fourteen (about 300
    /// instructions a record, issue 18). The multiplier and priority are not in it: nearly
    /// every document constraint has 1 and required (1000), and the few others keep theirs
    /// in `unusualFactors` (56 → 40 bytes, round 15).
    struct Record {
        /// The views' places in `Scene.views` (`second` -1: a constant constraint).
        var first: Int32
        var second: Int32
        /// The `#n` number; records are made in number order.
        var number: Int32
        /// The place in `list`.
        var listIndex: Int32
        /// The next older record naming the first view, and the second view (-1: none).
        var nextOfFirst: Int32
        var nextOfSecond: Int32
        /// The sequence place (`Scene.mayMakeFlatDocumentConstraint` keeps it in range).
        var sequence: Int32
        // The one-byte fields fill the word the seven 32-bit ones leave half empty (a
        // struct's fields are laid out in declaration order): 40 bytes, not 48.
        var firstAttribute: LayoutAttribute
        var secondAttribute: LayoutAttribute
        var relation: LayoutRelation
        /// `live` (the record still stands for its constraint; cleared once it is an
        /// object) and `unusualFactors` (its multiplier and priority are in `unusualFactors`).
        fileprivate var flags: UInt8
        var constant: Double

        fileprivate static let live: UInt8 = 1, unusualFactors: UInt8 = 2

        /// Whether the record still stands for its constraint (false once it is an object).
        var isLive: Bool {
            get { flags & Self.live != 0 }
            set { flags = newValue ? flags | Self.live : flags & ~Self.live }
        }
        /// Whether its multiplier and priority are other than 1 and 1000.
        var hasUnusualFactors: Bool { flags & Self.unusualFactors != 0 }
    }

    /// A record's multiplier and priority.
    struct Factors {
        var multiplier: Double
        var priority: Double
        // Written as literals (1000 is `Equation.requiredPriority`): a static constant read
        // for each record would be a call through its once-token.
        /// What nearly every document constraint states: `a == b + c`, required.
        static var usual: Factors { Factors(multiplier: 1, priority: 1000) }

        /// Whether these are exactly the usual ones (1 and 1000 are the only values equal to
        /// them, so the usual ones stand for these bit for bit).
        var isUsual: Bool { multiplier == 1 && priority == 1000 }
    }

    /// The factors of the records that do not have the usual ones, in record order (records
    /// are appended in order, so the list is sorted by record: `factors(of:)` searches it).
    private var unusualFactors: [(record: Int32, factors: Factors)] = []

    /// The document's constraint list the records are stated by (`ConstraintSource.described`):
    /// the document's own list, shared, not a copy. A record keeps its place in it rather
    /// than its text or equation, so the scene holds nothing the document does not already
    /// hold (it keeps the list alive when the document is freed first; a record's statement
    /// is read from it only for messages and when the record becomes an object).
    private(set) var list: [ConstraintDescription] = []
    private(set) var records: [Record] = []
    /// What the solver holds of a record once it is installed.
    ///
    /// One value a record, not four parallel arrays: recording an installation wrote each
    /// of the four, checking its uniqueness each time, and a pass made four arrays (issue
    /// 18, round 18). 16 bytes, as the four took 14.
    struct Installation {
        var constant: Double = 0
        var solverID: UInt32 = 0
        var relation: LayoutRelation = .equal
        var isInstalled = false
    }

    /// Per record, while installed: the solver's id and the constant and relation the solver
    /// holds. Made for all records at once when the layout pass takes them (`takeFresh`):
    /// nothing while the scene is built.
    private(set) var installations: [Installation] = []
    /// Whether a layout pass has brought the records into the solver.
    private(set) var isSettled = false
    /// Records not yet made into objects.
    private(set) var liveCount = 0

    var count: Int { records.count }

    /// Starts the storage for the constraints of `list`, room for `capacity` records.
    mutating func begin(list: [ConstraintDescription], capacity: Int) {
        self.list = list
        records.reserveCapacity(capacity)
    }

    /// A fresh record between the views at places `first` and `second` in `Scene.views`
    /// (`second` -1: a constant constraint), whose views' chains held `nextOfFirst` and
    /// `nextOfSecond` (the scene chains the record to its views: `makeFlatDocumentRecord`);
    /// returns its index.
    mutating func append(first: Int32, _ firstAttribute: LayoutAttribute,
                         second: Int32, _ secondAttribute: LayoutAttribute, relation: LayoutRelation,
                         multiplier: Double, constant: Double, priority: Double, sequence: Int,
                         number: Int32, listIndex: Int, nextOfFirst: Int32, nextOfSecond: Int32) -> Int32 {
        let record = Int32(truncatingIfNeeded: records.count)
        let factors = Factors(multiplier: multiplier, priority: priority)
        var flags = Record.live
        if !factors.isUsual {
            flags |= Record.unusualFactors
            unusualFactors.append((record, factors))
        }
        records.append(Record(first: first, second: second, number: number,
                              listIndex: Int32(truncatingIfNeeded: listIndex), nextOfFirst: nextOfFirst,
                              nextOfSecond: nextOfSecond, sequence: Int32(truncatingIfNeeded: sequence),
                              firstAttribute: firstAttribute, secondAttribute: second >= 0 ? secondAttribute : firstAttribute,
                              relation: relation, flags: flags, constant: constant))
        liveCount += 1
        return record
    }

    // Every read checks its index: an index from before the storage was emptied reads as
    // nothing, never out of range.

    /// The record at `record`, nil for no record.
    func record(_ record: Int32) -> Record? {
        Int(record) >= 0 && Int(record) < records.count ? records[Int(record)] : nil
    }

    /// The multiplier and priority of record `record`, read already as `stored`.
    @inline(__always)
    func factors(of record: Int32, _ stored: Record) -> Factors {
        stored.hasUnusualFactors ? keptFactors(of: record) : .usual
    }

    /// The factors kept for a record flagged unusual (found by a binary search).
    @inline(never)
    private func keptFactors(of record: Int32) -> Factors {
        var low = 0, high = unusualFactors.count
        while low < high {
            let middle = low + (high - low) / 2
            if unusualFactors[middle].record < record { low = middle + 1 } else { high = middle }
        }
        // Always found: a record flagged unusual was listed when it was made.
        guard low < unusualFactors.count, unusualFactors[low].record == record else { return .usual }
        return unusualFactors[low].factors
    }

    func isLive(_ record: Int32) -> Bool {
        Int(record) >= 0 && Int(record) < records.count && records[Int(record)].isLive
    }

    /// The anchors of a record, its views read from `views` (nil for no record).
    func anchors(of record: Int32, in views: [ViewNode]) -> (first: ConstraintAnchor, second: ConstraintAnchor?)? {
        guard let stored = self.record(record) else { return nil }
        return anchors(of: stored, in: views)
    }

    /// The anchors of a record read already, its views read from `views`. Inlined: the
    /// compiler stopped inlining it into `appendFreshDocumentRecord` once the factors were
    /// read there too (about 35 instructions a record, round 15).
    @inline(__always)
    func anchors(of stored: Record, in views: [ViewNode]) -> (first: ConstraintAnchor, second: ConstraintAnchor?)? {
        guard Int(stored.first) >= 0, Int(stored.first) < views.count, Int(stored.second) < views.count else { return nil }
        let first = ConstraintAnchor(view: views[Int(stored.first)], attribute: stored.firstAttribute)
        guard stored.second >= 0 else { return (first, nil) }
        return (first, ConstraintAnchor(view: views[Int(stored.second)], attribute: stored.secondAttribute))
    }

    /// The sequence place of a record (`Int.max` for no record: it sorts last).
    func sequence(of record: Int32) -> Int {
        self.record(record).map { Int($0.sequence) } ?? Int.max
    }

    /// The solver's id of an installed record, nil for one not in the solver.
    func solverID(_ record: Int32) -> ConstraintID? {
        guard Int(record) >= 0, Int(record) < installations.count, installations[Int(record)].isInstalled else { return nil }
        return ConstraintID(rawValue: installations[Int(record)].solverID)
    }

    /// The live record numbered `number`, if any (records are in number order).
    func record(numbered number: Int) -> Int32? {
        var low = 0, high = records.count
        while low < high {
            let middle = low + (high - low) / 2
            if Int(records[middle].number) < number { low = middle + 1 } else { high = middle }
        }
        guard low < records.count, Int(records[low].number) == number, records[low].isLive else { return nil }
        return Int32(truncatingIfNeeded: low)
    }

    /// The live records naming `view`, oldest first.
    func records(naming view: ViewNode) -> [Int32] {
        var found: [Int32] = []
        var record = view.flatDocumentHead
        let place = Int32(truncatingIfNeeded: view.index)
        while Int(record) >= 0, Int(record) < records.count {
            let stored = records[Int(record)]
            if stored.isLive { found.append(record) }
            let next = stored.first == place ? stored.nextOfFirst : stored.nextOfSecond
            // Chains run from newer to older records: anything else is not a chain.
            guard next < record else { break }
            record = next
        }
        found.reverse()
        return found
    }

    /// Whether a live record reads an attribute that the layout direction changes.
    var anyDependsOnLayoutDirection: Bool {
        records.contains { stored in
            stored.isLive && (stored.firstAttribute.dependsOnLayoutDirection
                              || (stored.second >= 0 && stored.secondAttribute.dependsOnLayoutDirection))
        }
    }

    /// Whether a live record is installed under one of `ids`.
    func anyInstalled(as ids: Set<ConstraintID>) -> Bool {
        for index in installations.indices where index < records.count && records[index].isLive
            && installations[index].isInstalled {
            if ids.contains(ConstraintID(rawValue: installations[index].solverID)) { return true }
        }
        return false
    }

    /// The layout pass brings the records into the solver: the fresh records, in sequence
    /// order, to be installed now (none once settled).
    mutating func takeFresh() -> Range<Int32> {
        guard !isSettled, liveCount > 0 else { return 0..<0 }
        isSettled = true
        installations = Array(repeating: Installation(), count: records.count)
        return 0..<Int32(truncatingIfNeeded: records.count)
    }

    /// Records the solver's ids of records just installed, `records` in order, under
    /// `ids[start...]`, with the constants and relations they were stated with: those of
    /// `batch`'s constraints from `start` on, the batch the ids were given for (read back
    /// rather than kept aside: nothing is written a record before the solver has the batch).
    mutating func recordInstalled(_ records: Range<Int32>, ids: [ConstraintID], from start: Int, of batch: ConstraintBatch) {
        guard records.lowerBound >= 0, Int(records.upperBound) <= installations.count,
              start >= 0, start <= ids.count - records.count, start <= batch.count - records.count else { return }
        // Unchecked writes of the ranges checked above.
        installations.withUnsafeMutableBufferPointer { installations in
            ids.withUnsafeBufferPointer { ids in
                var next = start
                for record in records {
                    installations[Int(record)] = Installation(
                        constant: batch.constant(at: next), solverID: ids[next].rawValue,
                        relation: LayoutRelation(solverRelation: batch.relation(at: next)), isInstalled: true)
                    next += 1
                }
            }
        }
    }

    /// The object a record stands for, with its state.
    func object(of record: Int32, in views: [ViewNode]) -> SceneConstraint? {
        guard let stored = self.record(record), let (first, second) = anchors(of: record, in: views) else { return nil }
        let index = Int(record)
        let factors = self.factors(of: record, stored)
        let constraint = SceneConstraint(
            key: "", hasUserID: false, number: stored.number, owner: .document,
            source: .described(list, index: Int(stored.listIndex)), variants: nil,
            first: first, second: second, relation: stored.relation, multiplier: factors.multiplier,
            constant: stored.constant, priority: factors.priority, sequence: Int(stored.sequence))
        constraint.isDirty = !isSettled
        if index < installations.count, installations[index].isInstalled {
            let installation = installations[index]
            constraint.solverID = ConstraintID(rawValue: installation.solverID)
            constraint.installedConstant = installation.constant
            constraint.installedRelation = installation.relation
            constraint.installedPriority = factors.priority
        }
        return constraint
    }

    /// The record has become an object: it is dropped (the storage itself once no record
    /// is left; the views' chains then read as empty).
    mutating func forget(_ record: Int32, in views: [ViewNode]) {
        guard isLive(record) else { return }
        records[Int(record)].isLive = false
        liveCount -= 1
        if liveCount == 0 { forgetAll(in: views) }
    }

    /// Every record has become an object: the storage is emptied and the views (of
    /// `views`, the scene's) unchained.
    mutating func forgetAll(in views: [ViewNode]) {
        for stored in records {
            if Int(stored.first) >= 0, Int(stored.first) < views.count { views[Int(stored.first)].flatDocumentHead = -1 }
            if Int(stored.second) >= 0, Int(stored.second) < views.count { views[Int(stored.second)].flatDocumentHead = -1 }
        }
        self = FlatDocumentConstraints()
    }
}

extension Scene {
    /// Whether a document constraint between these anchors (after `contentAnchors`) can be
    /// made flat (`mayMakeFlatDocumentRecord`): both views listed in `views` at their place.
    func mayMakeFlatDocumentConstraint(_ first: ConstraintAnchor, _ second: ConstraintAnchor?) -> Bool {
        guard isListed(first.view) else { return false }
        if let second, !isListed(second.view) { return false }
        return mayMakeFlatDocumentRecord(first: first.view.index, first.attribute,
                                         second: second?.view.index ?? -1, second?.attribute ?? first.attribute)
    }

    /// Whether `view` is the one at its place in `views` (a layout guide is not listed there).
    private func isListed(_ view: ViewNode) -> Bool {
        view.index >= 0 && view.index < views.count && views[view.index] === view
    }

    /// Whether a document constraint between the views at places `first` and `second` of
    /// `views` (-1: none; after `contentAnchors`) can be made flat: while the scene is built,
    /// in plain places (no sealing plan, block or key suppression active, no filed id a `#n`
    /// number would take over), between views that are neither stacks, arranged views nor
    /// guides, on no baseline. The views are read by place: no reference held.
    func mayMakeFlatDocumentRecord(first: Int, _ firstAttribute: LayoutAttribute,
                                   second: Int, _ secondAttribute: LayoutAttribute) -> Bool {
        guard buildsFlatDocuments, isFlatDocumentPlace(first), !firstAttribute.isBaseline else { return false }
        if second >= 0, !isFlatDocumentPlace(second) || secondAttribute.isBaseline { return false }
        return sealing.sequenceBlock == nil && !sealing.suppressesGeneratedKeys
            && unsealing.nextPlanned >= unsealing.plannedSequences.count
            && !constraintDirectory.hasHashPrefixedIDs
            // A record keeps its sequence place and list place in 32 bits.
            && nextConstraintSequence < Int(Int32.max) && flatDocuments.count < Int(Int32.max)
    }

    /// A record names its views by their place in `views`: only a view listed at its place,
    /// neither arranged, arranging nor a guide. Inlined into `mayMakeFlatDocumentRecord`,
    /// which asks it once or twice a constraint (round 22).
    @inline(__always)
    private func isFlatDocumentPlace(_ place: Int) -> Bool {
        guard place >= 0, place < views.count else { return false }
        // Read through `views` each time: a local holding the view, or the array borrowed
        // for the read, retained and released it (about 40 instructions a constraint).
        // The kinds compared here rather than through `ViewKind.arrangesChildren`: a call a
        // view, and inlining the getter everywhere slowed stack regeneration (round 20).
        return views[place].index == place && !views[place].isArranged
            && views[place].kind != .stack && views[place].kind != .group && !views[place].isInternalGuide
    }

    /// Makes constraint `index` of `list` (no id, installed, no variants) as a fresh flat
    /// record between the views at places `first` and `second` (-1: none), checked by
    /// `mayMakeFlatDocumentRecord`: the same sequence place, `#n` number and side effects as
    /// `makeConstraint` has for it, no object.
    func makeFlatDocumentRecord(_ list: [ConstraintDescription], at index: Int,
                                first: Int, _ firstAttribute: LayoutAttribute,
                                second: Int, _ secondAttribute: LayoutAttribute, relation: LayoutRelation,
                                multiplier: Double, constant: Double, priority: Double) {
        guard first >= 0, first < views.count, second < views.count else { return }
        // Reserved when the first record is made: a scene whose constraints all take the
        // object path (a stack's) reserves nothing.
        if flatDocuments.count == 0 { flatDocuments.begin(list: list, capacity: list.count - index) }
        // Numbered after the constraints sealed stacks would have made (`Scene+SealedStacks.swift`).
        if !sealing.keyDebts.isEmpty { payGeneratedKeyDebts() }
        let number = Int32(clamping: nextGeneratedKey)
        nextGeneratedKey += 1
        let sequence = nextConstraintSequence
        nextConstraintSequence += 1
        structureGeneration += 1
        // The record heads its views' chains. Written here, by place, not by the storage
        // handed the views: the scene's array was then retained for each record.
        let record = Int32(truncatingIfNeeded: flatDocuments.count)
        var nextOfSecond: Int32 = -1
        if second >= 0, second != first {
            nextOfSecond = views[second].flatDocumentHead
            views[second].flatDocumentHead = record
        }
        let nextOfFirst = views[first].flatDocumentHead
        views[first].flatDocumentHead = record
        _ = flatDocuments.append(first: Int32(truncatingIfNeeded: first), firstAttribute,
                                 second: Int32(truncatingIfNeeded: max(second, -1)), secondAttribute, relation: relation,
                                 multiplier: multiplier, constant: constant, priority: priority, sequence: sequence,
                                 number: number, listIndex: index, nextOfFirst: nextOfFirst, nextOfSecond: nextOfSecond)
        if firstAttribute.isMargin { noteMarginDependent(views[first]) }
        if second >= 0, secondAttribute.isMargin { noteMarginDependent(views[second]) }
        anyConstraintDirty = true
    }

    /// Whether a new constraint may not take the id `name`: the directory's names and the
    /// flat records' `#n`.
    func isConstraintNameTaken(_ name: String) -> Bool {
        if constraintDirectory.isTaken(name) { return true }
        guard flatDocuments.liveCount > 0, let number = ConstraintDirectory.number(in: name) else { return false }
        return flatDocuments.record(numbered: number) != nil
    }

    /// A fresh record for this pass, into `additions`: when its views are in the hierarchy
    /// (it is active and installed), compiled as `compile` compiles the object. The record
    /// is read once (reading it again to compile cost about a tenth of compiling the list
    /// document's 3,000 records: issue 18, round 14), and its views by place
    /// (`compile(record:…)`): no reference to them held (round 18).
    func appendFreshDocumentRecord(_ record: Int32, to additions: inout Additions) {
        guard let stored = flatDocuments.record(record), stored.isLive else { return }
        let first = Int(stored.first), second = Int(stored.second)
        guard first >= 0, first < views.count, second < views.count,
              views[first].inHierarchy, second < 0 || views[second].inHierarchy else { return }
        let factors = flatDocuments.factors(of: record, stored)
        guard let (constant, relation) = compile(record: stored, multiplier: factors.multiplier, appendTerm: { variable, coefficient in
            additions.batch.appendTerm(variable, coefficient)
        }) else { return }
        additions.batch.endConstraint(constant: constant, relation: relation.solverRelation,
                                      priority: CompiledConstraint.solverPriority(factors.priority))
        additions.appendDocument(record: record)
    }

    /// A view's margins change, or it joins or leaves the hierarchy: its settled records
    /// become objects (which the caller marks dirty); fresh ones are dirty as they stand.
    func settleFlatDocumentRecords(naming view: ViewNode) {
        guard view.flatDocumentHead >= 0 else { return }
        guard flatDocuments.isSettled else {
            anyConstraintDirty = true
            return
        }
        for record in flatDocuments.records(naming: view) { materializeDocumentRecord(record) }
    }

    /// Turns one record into its object — same sequence place, number, statement, dirtiness
    /// and solver state — listed where its place puts it in the scene's and its views'
    /// lists, and filed under its `#n`.
    func materializeDocumentRecord(_ record: Int32) {
        guard flatDocuments.isLive(record), let constraint = flatDocuments.object(of: record, in: views) else { return }
        // A record not yet brought into the solver leaves a dirty object for the next pass.
        if !flatDocuments.isSettled { anyConstraintDirty = true }
        flatDocuments.forget(record, in: views)
        storedConstraints.insert(constraint, at: Scene.insertionIndex(of: constraint.sequence, in: storedConstraints))
        listInViews(constraint)
        constraintDirectory.file(constraint)
    }

    /// Turns every record into its object, with one merge into the scene's list; returns
    /// the objects by record.
    @discardableResult
    func materializeAllDocumentRecords() -> [SceneConstraint?] {
        guard flatDocuments.liveCount > 0 else { return [] }
        if !flatDocuments.isSettled { anyConstraintDirty = true }
        var byRecord = [SceneConstraint?](repeating: nil, count: flatDocuments.count)
        var made: [SceneConstraint] = []
        made.reserveCapacity(flatDocuments.liveCount)
        for index in 0..<flatDocuments.count {
            let record = Int32(truncatingIfNeeded: index)
            guard flatDocuments.isLive(record), let constraint = flatDocuments.object(of: record, in: views) else { continue }
            byRecord[index] = constraint
            made.append(constraint)
            listInViews(constraint)
        }
        constraintDirectory.file(contentsOf: made)
        flatDocuments.forgetAll(in: views)
        // Both lists are in sequence order (records were made in it): one merge.
        var merged: [SceneConstraint] = []
        merged.reserveCapacity(storedConstraints.count + made.count)
        var next = 0
        for constraint in storedConstraints {
            while next < made.count, made[next].sequence < constraint.sequence {
                merged.append(made[next])
                next += 1
            }
            merged.append(constraint)
        }
        merged.append(contentsOf: made[next...])
        storedConstraints = merged
        return byRecord
    }

    /// Lists a constraint made from a record in its views' lists, where its place puts it.
    private func listInViews(_ constraint: SceneConstraint) {
        Self.list(constraint, in: &constraint.first.view.constraints)
        if let other = constraint.second?.view, other !== constraint.first.view {
            Self.list(constraint, in: &other.constraints)
        }
    }

    /// Puts `constraint` in `list` where its sequence puts it: most often last (records
    /// are made in sequence order), then an append rather than `insert(_:at:)`'s general
    /// path (round 23: 0.4 M instructions of the benchmark's first direction flip).
    private static func list(_ constraint: SceneConstraint, in list: inout [SceneConstraint]) {
        let index = Scene.insertionIndex(of: constraint.sequence, in: list)
        if index == list.count { list.append(constraint) } else { list.insert(constraint, at: index) }
    }

    /// Every flat constraint, intrinsic and document, made into objects.
    func materializeAllFlatConstraints() {
        materializeAllIntrinsicBlocks()
        materializeAllDocumentRecords()
    }
}
