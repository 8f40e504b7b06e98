import Cassowary

/// The intrinsic-size constraints of the views made while a scene is built, kept flat: four
/// slots a view — width hugging, width compression resistance, height hugging, height
/// compression resistance — in arrays indexed by `Int32`, no `SceneConstraint` each.
///
/// A list document's labels and buttons made four objects each (2,664 of its 5,661
/// constraints, about 0.7 KB a view with their list entries), and each was allocated,
/// listed, compiled, recorded and freed one by one (issue 18). The four say little — an
/// attribute and relation fixed by the slot, a priority from the view's description, a
/// constant and whether it is on — so a block holds the constants, the on flags and the
/// solver's ids.
///
/// A block is *fresh* until the layout pass that first brings it into the solver (all four
/// then count as dirty), *settled* after it. Anything that would change a settled block (a
/// new intrinsic size, the view joining or leaving the hierarchy), a conflict while
/// installing it, and anything that reads constraints as objects (diagnostics, fitting,
/// removal, unsealing, the C API's constraint queries) first turns the block into the four
/// `SceneConstraint`s it stands for, with the same sequence places, state and solver ids
/// (`Scene.materializeIntrinsicBlock(of:)`): from then on the view has objects, as if it had
/// always had them. Blocks are made only while a scene is built (`Scene.init`), so a scene
/// that was ever asked for its constraints as objects has none left.
struct FlatIntrinsicConstraints {
    /// One block's state: where its slots sit in the scene's order, whether a layout pass
    /// has brought it into the solver, and per slot the constant (the intrinsic size in
    /// that axis, kept while the slot is off), whether it is on, and the solver's id while
    /// it is installed. One value a block, in one array: per-block and per-slot arrays
    /// cost a block nineteen appends, each checking its array's uniqueness (about 600
    /// instructions a view of the list document's build, issue 18, round 17).
    struct Block {
        var constants: SIMD4<Double> = .zero
        var solverIDs: SIMD4<UInt32> = .zero
        /// The sequence place of the first slot; the other three follow it.
        var firstSequence: Int
        /// Bit `slot` set: the slot is on; installed in the solver.
        var activeSlots: UInt8 = 0
        var installedSlots: UInt8 = 0
        var isSettled = false
    }

    /// The view of each block; nil once the block has become objects.
    private(set) var views: [ViewNode?] = []
    private var blocks: [Block] = []
    /// The fresh blocks, in sequence order (blocks are made in sequence order).
    private(set) var fresh: [Int32] = []
    /// Blocks not yet made into objects.
    private(set) var liveCount = 0

    /// The attribute and relation of a slot, and the label its statement carries.
    static func attribute(ofSlot slot: Int) -> LayoutAttribute { slot < 2 ? .width : .height }
    static func relation(ofSlot slot: Int) -> LayoutRelation { slot % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual }
    static func label(ofSlot slot: Int) -> String { slot % 2 == 0 ? "hugging" : "compressionResistance" }

    /// A slot's priority: the view's hugging or compression resistance on the slot's axis.
    static func priority(ofSlot slot: Int, of view: ViewNode) -> Double {
        let axis: LayoutAxis = slot < 2 ? .horizontal : .vertical
        return slot % 2 == 0 ? view.description.hugging[axis] : view.description.compressionResistance[axis]
    }

    mutating func reserveCapacity(blocks count: Int) {
        views.reserveCapacity(count)
        blocks.reserveCapacity(count)
        fresh.reserveCapacity(count)
    }

    /// A fresh block for `view`, its slots off with constant 0 (as made objects start),
    /// taking the places from `firstSequence`; returns its index.
    mutating func append(_ view: ViewNode, firstSequence: Int) -> Int32 {
        let block = Int32(truncatingIfNeeded: views.count)
        views.append(view)
        blocks.append(Block(firstSequence: firstSequence))
        fresh.append(block)
        liveCount += 1
        return block
    }

    // Every read checks its index: a block made into objects reads as gone (nil view), and
    // an index from before the storage was emptied reads as nothing, never out of range.

    /// The view of a live block; nil for one made into objects.
    func view(of block: Int32) -> ViewNode? {
        Int(block) >= 0 && Int(block) < views.count ? views[Int(block)] : nil
    }
    /// The state of a block (nil for no block).
    @inline(__always)
    func block(_ block: Int32) -> Block? {
        Int(block) >= 0 && Int(block) < blocks.count ? blocks[Int(block)] : nil
    }
    /// The sequence place of a block's first slot (`Int.max` for no block: it sorts last).
    func firstSequence(of block: Int32) -> Int {
        self.block(block)?.firstSequence ?? Int.max
    }
    func isSettled(_ block: Int32) -> Bool {
        self.block(block)?.isSettled ?? true
    }
    /// Whether `block` and `slot` name a slot of the storage.
    private func hasSlot(_ block: Int32, _ slot: Int) -> Bool {
        Int(block) >= 0 && Int(block) < blocks.count && slot >= 0 && slot < 4
    }
    func constant(_ block: Int32, _ slot: Int) -> Double {
        hasSlot(block, slot) ? blocks[Int(block)].constants[slot] : 0
    }
    func isActive(_ block: Int32, _ slot: Int) -> Bool {
        hasSlot(block, slot) && blocks[Int(block)].activeSlots & (1 << slot) != 0
    }
    /// The solver's id of an installed slot, nil for one not in the solver.
    func solverID(_ block: Int32, _ slot: Int) -> ConstraintID? {
        guard hasSlot(block, slot), blocks[Int(block)].installedSlots & (1 << slot) != 0 else { return nil }
        return ConstraintID(rawValue: blocks[Int(block)].solverIDs[slot])
    }

    /// Sets all four slots of a fresh block for an intrinsic size (`width` for slots 0 and
    /// 1, `height` for 2 and 3), each slot on with the value as its constant, or off keeping
    /// its constant. The block is read and written once (a call a slot checked the array's
    /// uniqueness eight times a view).
    mutating func setSlots(_ block: Int32, width: Double?, height: Double?) {
        guard Int(block) >= 0, Int(block) < blocks.count else { return }
        var stored = blocks[Int(block)]
        for slot in 0..<4 {
            let value = slot < 2 ? width : height
            let bit = UInt8(1) << slot
            stored.activeSlots = value != nil ? stored.activeSlots | bit : stored.activeSlots & ~bit
            stored.constants[slot] = value ?? stored.constants[slot]
        }
        blocks[Int(block)] = stored
    }

    /// Records the solver's ids of a block's slots just installed: those of `slots` (bit
    /// `slot`), in slot order, under `ids[start...]`. The block is read and written once.
    mutating func recordInstalled(_ block: Int32, slots: UInt8, ids: [ConstraintID], from start: Int) {
        guard Int(block) >= 0, Int(block) < blocks.count, start >= 0 else { return }
        var stored = blocks[Int(block)]
        var next = start
        for slot in 0..<4 where slots & (1 << slot) != 0 && next < ids.count {
            stored.solverIDs[slot] = ids[next].rawValue
            stored.installedSlots |= UInt8(1) << slot
            next += 1
        }
        blocks[Int(block)] = stored
    }

    /// Takes the fresh blocks, to be brought into the solver by this pass (each is settled
    /// as it is: `settle`).
    mutating func takeFresh() -> [Int32] {
        guard !fresh.isEmpty else { return [] }
        let taken = fresh
        fresh = []
        trimToCount()
        return taken
    }

    /// The blocks at their length. They were reserved for every view that might have a
    /// block (`Scene.flatIntrinsicCapacity`: the views no stack arranges), and blocks are
    /// made only while the scene is built, so none grows once a pass takes them. A list
    /// document's rows and root have none: a third of the room, about 22 bytes a view
    /// (issue 18, round 15). `views` is left as it is: copying its references would retain
    /// and release each.
    private mutating func trimToCount() {
        guard blocks.capacity > blocks.count + blocks.count / 8 else { return }
        var copy: [Block] = []
        copy.reserveCapacity(blocks.count)
        copy.append(contentsOf: blocks)
        blocks = copy
    }

    /// The pass has brought the block into the solver.
    mutating func settle(_ block: Int32) {
        if Int(block) >= 0 && Int(block) < blocks.count { blocks[Int(block)].isSettled = true }
    }

    /// The block has become objects: it is dropped (the storage itself once no block is left).
    mutating func forget(_ block: Int32) {
        guard view(of: block) != nil else { return }
        views[Int(block)] = nil
        liveCount -= 1
        if let position = fresh.firstIndex(of: block) { fresh.remove(at: position) }
        if liveCount == 0 { self = FlatIntrinsicConstraints() }
    }
}

extension Scene {
    /// Makes a view's intrinsic constraints as a fresh flat block: the same sequence places
    /// and `#n` numbers as four `makeConstraint` calls, no object.
    func makeFlatIntrinsicBlock(for view: ViewNode) {
        if flatIntrinsics.views.isEmpty { flatIntrinsics.reserveCapacity(blocks: flatIntrinsicCapacity) }
        let first = nextConstraintSequence
        nextConstraintSequence += 4
        nextGeneratedKey += 4
        structureGeneration += 4
        view.flatIntrinsicBlock = flatIntrinsics.append(view, firstSequence: first)
        // No room is reserved in the view's list: the document's plain constraints on it are
        // flat too (`FlatDocumentConstraints`).
        anyConstraintDirty = true
    }

    /// Whether a view's intrinsic constraints can be made flat: while the scene is built, in
    /// plain places (no sealing plan, block or key suppression active), for a view that no
    /// stack arranges and that arranges none (sealed stacks read their own and their arranged
    /// views' constraints as objects).
    /// (`ViewKind.arrangesChildren`'s kinds compared here: no call a view.)
    func mayMakeFlatIntrinsicBlock(for view: ViewNode) -> Bool {
        buildsFlatIntrinsics && !view.isArranged && view.kind != .stack && view.kind != .group && !view.isInternalGuide
            && sealing.sequenceBlock == nil && !sealing.suppressesGeneratedKeys
            && unsealing.nextPlanned >= unsealing.plannedSequences.count
    }

    /// Sets a flat block's slots for a new intrinsic size, as `setIntrinsicSize` sets the
    /// objects'. A settled block with anything to change is made into objects first, which
    /// `setIntrinsicSize` then sets. Not inlined: `setIntrinsicSize` runs for every measured view of every
    /// layout, most of which have no block.
    @inline(never)
    func setFlatIntrinsicSize(_ size: IntrinsicSize, of view: ViewNode) {
        let block = view.flatIntrinsicBlock
        guard block >= 0 else { return }
        var changes = false
        for slot in 0..<4 {
            let value = slot < 2 ? size.width : size.height
            if flatIntrinsics.isActive(block, slot) != (value != nil)
                || (value.map { $0 != flatIntrinsics.constant(block, slot) } ?? false) {
                changes = true
            }
        }
        guard changes else { return }
        guard !flatIntrinsics.isSettled(block) else {
            materializeIntrinsicBlock(of: view)
            setIntrinsicSize(size, of: view)
            return
        }
        flatIntrinsics.setSlots(block, width: size.width, height: size.height)
        anyConstraintDirty = true
    }

    /// A slot's constant as `compile` states it (`0 + −c`: the same bits).
    func compiledFlatConstant(_ block: Int32, _ slot: Int) -> Double {
        var constant = 0.0
        constant += -flatIntrinsics.constant(block, slot)
        return constant
    }

    /// Fresh blocks for this pass, in order, into `additions` (`stateFreshIntrinsicBlock`
    /// each). A run of them is written into the batch through one `ConstraintBatch.Writer`
    /// (each slot's term and constraint were two array appends, each checking the array's
    /// uniqueness and capacity: about 0.15 M instructions of the list document's first
    /// layout, issue 18, round 21); a short run is appended constraint by constraint.
    func appendFreshIntrinsicBlocks(_ blocks: ArraySlice<Int32>, to additions: inout Additions) {
        guard blocks.count >= Scene.writtenRunMinimum else {
            for block in blocks {
                guard let slots = stateFreshIntrinsicBlock(block, into: &additions.batch) else { continue }
                additions.appendIntrinsic(block: block, slots: slots)
            }
            return
        }
        // The batch is taken out while it is written, so that the entries can be listed meanwhile.
        var batch = additions.batch
        additions.batch = ConstraintBatch()
        var next = blocks.startIndex
        while next < blocks.endIndex {
            // Four constraints of one term at most a block, in room for up to 1,024 blocks at a time.
            let room = 4 * min(blocks.endIndex - next, 1024)
            batch.appending(terms: room, constraints: room) { writer in
                while next < blocks.endIndex, writer.hasRoom(terms: 4, constraints: 4) {
                    let block = blocks[next]
                    next += 1
                    guard let slots = stateFreshIntrinsicBlock(block, into: &writer) else { continue }
                    additions.appendIntrinsic(block: block, slots: slots)
                }
            }
        }
        additions.batch = batch
    }

    /// A fresh block's slots for this pass, stated into `sink` in slot order: those that are
    /// on and whose view is in the hierarchy, compiled as `compile` compiles the objects.
    /// Returns the slots stated (bit `slot`), nil for none. The block is settled either way.
    @inline(__always)
    private func stateFreshIntrinsicBlock<Sink: ConstraintSink>(_ block: Int32, into sink: inout Sink) -> UInt8? {
        guard let view = flatIntrinsics.view(of: block), let stored = flatIntrinsics.block(block) else { return nil }
        flatIntrinsics.settle(block)
        guard view.inHierarchy, stored.activeSlots != 0 else { return nil }
        // The view's priorities read once for the four slots (`priority(ofSlot:of:)` reads
        // its description's sizing each time).
        let hugging = view.description.hugging, resistance = view.description.compressionResistance
        for slot in 0..<4 where stored.activeSlots & (1 << slot) != 0 {
            let relation = FlatIntrinsicConstraints.relation(ofSlot: slot)
            // `0 + −c`, as `compiledFlatConstant` states it: the same bits.
            var constant = 0.0
            constant += -stored.constants[slot]
            let axis: LayoutAxis = slot < 2 ? .horizontal : .vertical
            sink.appendTerm(slot < 2 ? view.width : view.height, 1)
            sink.endConstraint(constant: constant, relation: relation.solverRelation,
                               priority: CompiledConstraint.solverPriority(slot % 2 == 0 ? hugging[axis] : resistance[axis]))
        }
        return stored.activeSlots & 0xF
    }

    /// Turns a view's flat block into its four `SceneConstraint`s — same sequence places,
    /// constants, on flags, dirtiness and solver state — listed where their places put them
    /// in the scene's and the view's lists.
    func materializeIntrinsicBlock(of view: ViewNode) {
        let block = view.flatIntrinsicBlock
        guard block >= 0 else { return }
        view.flatIntrinsicBlock = -1
        let made = intrinsicObjects(of: block, view: view)
        // A block not yet brought into the solver leaves dirty objects for the next pass.
        if !flatIntrinsics.isSettled(block) { anyConstraintDirty = true }
        flatIntrinsics.forget(block)
        storedConstraints.insert(contentsOf: made,
                                 at: Scene.insertionIndex(of: made[0].sequence, in: storedConstraints))
        view.constraints.insert(contentsOf: made, at: Scene.insertionIndex(of: made[0].sequence, in: view.constraints))
        view.intrinsicConstraints = made
    }

    /// Turns the blocks with a slot installed under one of `ids` into objects.
    func materializeIntrinsicBlocks(installedAs ids: Set<ConstraintID>) {
        guard flatIntrinsics.liveCount > 0, !ids.isEmpty else { return }
        var named: [ViewNode] = []
        for (index, view) in flatIntrinsics.views.enumerated() {
            guard let view else { continue }
            let block = Int32(truncatingIfNeeded: index)
            if (0..<4).contains(where: { slot in flatIntrinsics.solverID(block, slot).map(ids.contains) ?? false }) {
                named.append(view)
            }
        }
        for view in named { materializeIntrinsicBlock(of: view) }
    }

    /// Turns every flat block into objects, with one merge into the scene's list.
    func materializeAllIntrinsicBlocks() {
        guard flatIntrinsics.liveCount > 0 else { return }
        anyConstraintDirty = anyConstraintDirty || !flatIntrinsics.fresh.isEmpty
        var made: [SceneConstraint] = []
        made.reserveCapacity(4 * flatIntrinsics.liveCount)
        let blocks = flatIntrinsics.views
        for index in blocks.indices {
            guard let view = blocks[index] else { continue }
            let block = Int32(truncatingIfNeeded: index)
            let objects = intrinsicObjects(of: block, view: view)
            view.flatIntrinsicBlock = -1
            view.constraints.insert(contentsOf: objects,
                                    at: Scene.insertionIndex(of: objects[0].sequence, in: view.constraints))
            view.intrinsicConstraints = objects
            made.append(contentsOf: objects)
        }
        flatIntrinsics = FlatIntrinsicConstraints()
        // Both lists are in sequence order (blocks were made in it): one merge.
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
    }

    /// The four objects a block stands for.
    private func intrinsicObjects(of block: Int32, view: ViewNode) -> [SceneConstraint] {
        let first = flatIntrinsics.firstSequence(of: block)
        let settled = flatIntrinsics.isSettled(block)
        var made: [SceneConstraint] = []
        made.reserveCapacity(4)
        for slot in 0..<4 {
            let relation = FlatIntrinsicConstraints.relation(ofSlot: slot)
            let priority = FlatIntrinsicConstraints.priority(ofSlot: slot, of: view)
            let constraint = SceneConstraint(
                key: "", hasUserID: false, owner: .intrinsic,
                source: .intrinsic(label: FlatIntrinsicConstraints.label(ofSlot: slot)), description: nil,
                first: ConstraintAnchor(view: view, attribute: FlatIntrinsicConstraints.attribute(ofSlot: slot)),
                second: nil, relation: relation, multiplier: 1, constant: flatIntrinsics.constant(block, slot),
                priority: priority, sequence: first + slot)
            constraint.active = flatIntrinsics.isActive(block, slot)
            constraint.isDirty = !settled
            if let id = flatIntrinsics.solverID(block, slot) {
                constraint.solverID = id
                constraint.installedConstant = compiledFlatConstant(block, slot)
                constraint.installedRelation = relation
                constraint.installedPriority = priority
            }
            made.append(constraint)
        }
        return made
    }
}
