/// The solver's constraints by id: a hash table of open addressing with linear probing,
/// keyed by the id's raw value.
///
/// A `Dictionary<UInt32, ConstraintRecord>` hashed every id with the standard library's
/// seeded SipHash: about 270 instructions to register one constraint, a sixth of what the
/// solver's storage spent per row of a stack's first build (Benchmarks/RESULTS.md, round 9).
/// Ids are the solver's own (issued one after another, never chosen by a caller), so
/// Fibonacci hashing — the id times 2³²/φ, its top bits — spreads them evenly with no seed.
/// Only `forEach` goes through the table (the rows' owners, for an analysis that sorts what
/// it finds), so its order is no one's concern.
///
/// Removal shifts the entries after the removed one back when their probe sequence allows
/// (Knuth, TAOCP vol. 3, §6.4, Algorithm R): no tombstones, so lookups never slow down
/// after many removals. The table is at most half full.
struct ConstraintTable {
    typealias Record = Solver.ConstraintRecord

    /// One slot: an id and its record; the id 0 (never an id) marks an empty slot.
    private struct Slot {
        var id: UInt32
        var record: Record
    }

    private var slots: [Slot] = []
    /// The number of ids in the table.
    private(set) var count = 0
    /// log₂ of the slot count (0 while no slot is allocated).
    private var shift = 0

    private static let emptySlot = Slot(id: 0, record: Record(row: -1, priority: .required, constant: 0))

    /// The record of `id`, nil when there is none; setting nil removes it.
    subscript(id: UInt32) -> Record? {
        get {
            guard let slot = slot(of: id) else { return nil }
            return slots[slot].record
        }
        set {
            if let newValue { insert(id, newValue) } else { removeValue(forKey: id) }
        }
    }

    /// The ids in the table, in no particular order (for tests and snapshots).
    var keys: [UInt32] { slots.lazy.map(\.id).filter { $0 != 0 } }

    /// Calls `body` with every id and its record, in no particular order.
    func forEach(_ body: (UInt32, Record) -> Void) {
        for slot in slots where slot.id != 0 { body(slot.id, slot.record) }
    }

    /// Removes `id`'s record and returns it (nil when there was none).
    @discardableResult
    mutating func removeValue(forKey id: UInt32) -> Record? {
        guard var hole = slot(of: id) else { return nil }
        let removed = slots[hole].record
        let mask = slots.count - 1
        var next = hole
        slots[hole] = Self.emptySlot
        count -= 1
        while true {
            next = (next + 1) & mask
            let key = slots[next].id
            if key == 0 { return removed }
            let home = self.home(of: key)
            // The entry at `next` may move back into the hole unless its home lies
            // cyclically in (hole, next]: then the hole is not on its probe path.
            let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if staysPut { continue }
            slots[hole] = slots[next]
            slots[next] = Self.emptySlot
            hole = next
        }
    }

    /// Room for `capacity` ids without growing.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 0, 2 * capacity > slots.count else { return }
        var slotCount = 8
        while slotCount < 2 * capacity && slotCount < 1 << 30 { slotCount <<= 1 }
        rehash(slotCount: slotCount)
    }

    // MARK: Slots

    /// The slot an id's probe starts at.
    @inline(__always)
    private func home(of id: UInt32) -> Int {
        Int((id &* 0x9E37_79B9) >> UInt32(32 - shift))
    }

    /// The slot holding `id`, if any.
    @inline(__always)
    private func slot(of id: UInt32) -> Int? {
        guard count > 0, id != 0 else { return nil }
        let mask = slots.count - 1
        var slot = home(of: id)
        while true {
            let key = slots[slot].id
            if key == id { return slot }
            if key == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `record` for `id`: over its record when it has one, else in the first empty
    /// slot of its probe (one probe either way).
    private mutating func insert(_ id: UInt32, _ record: Record) {
        guard id != 0 else { return }
        if 2 * (count + 1) > slots.count { rehash(slotCount: max(8, 2 * slots.count)) }
        let mask = slots.count - 1
        var slot = home(of: id)
        while true {
            let key = slots[slot].id
            if key == id {
                slots[slot].record = record
                return
            }
            if key == 0 { break }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(id: id, record: record)
        count += 1
    }

    /// Moves every entry into a table of `slotCount` slots (a power of two, at least 8).
    private mutating func rehash(slotCount: Int) {
        let old = slots
        slots = [Slot](repeating: Self.emptySlot, count: slotCount)
        shift = slotCount.trailingZeroBitCount
        let mask = slotCount - 1
        for entry in old where entry.id != 0 {
            var slot = home(of: entry.id)
            while slots[slot].id != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
