/// The scene's views by id: an open-addressing table of places in `Scene.views`, each with
/// a 32-bit hash of its view's id.
///
/// A `[String: ViewNode]` hashed every id with the standard library's SipHash: making the
/// 1000-view list document's scene looked ids up about 6,700 times (every view filed, both
/// items of every constraint) at about 340 instructions each, a fifth of `Scene.init`
/// (issue 18). Here an id is hashed a word at a time with a multiply-mix seeded once per
/// process (ids chosen to collide would have to know the seed), a probe compares the
/// stored hash before it compares an id, and the table holds 8 bytes a slot, no keys
/// (the ids are the views' own).
///
/// The table is at most half full, so every probe ends at an empty slot. Views are only
/// ever appended to `Scene.views`; removing views renumbers them, and the table is then
/// made again from the list (`rebuild`).
struct ViewDirectory {
    private struct Slot {
        /// The view's place in `Scene.views`; -1: empty.
        var place: Int32
        var hash: UInt32
    }

    private var slots: [Slot] = []
    private(set) var count = 0
    /// This table's copy of the process's seed (read once: a global's lazy initialisation
    /// check on every hash cost as much as the hash). Internal for the tests.
    let seed = ViewDirectory.processSeed

    /// Seeds every table's hash: per process, so that a document cannot be written to make
    /// its ids collide.
    private static let processSeed = UInt64.random(in: UInt64.min...UInt64.max)

    /// The hash of an id: its UTF-8 bytes read eight at a time, each word mixed into the
    /// state, the length last, then finished so that every bit of the result depends on
    /// every byte (the table's slot is taken from the low bits).
    func hash(_ id: String) -> UInt32 {
        var state = seed
        let hashed = id.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
            var state = seed
            let count = bytes.count
            guard count > 0, let base = bytes.baseAddress else { return state }
            let raw = UnsafeRawPointer(base)
            // Whole words loaded as they are (a copy of each into a zeroed word was a call to
            // `memcpy`); the last part word, as that copy left it (its bytes low, zeros above),
            // from the last eight bytes shifted down, or byte by byte when the id is shorter.
            var start = 0
            while count &- start >= 8 {
                state = ViewDirectory.mix(state ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)))
                start &+= 8
            }
            let rest = count &- start
            if rest > 0 {
                var word: UInt64 = 0
                if count >= 8 {
                    let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
                    word = last >> UInt64(8 &* (8 &- rest))
                } else {
                    for offset in 0..<rest { word |= UInt64(bytes[offset]) << UInt64(8 &* offset) }
                }
                state = ViewDirectory.mix(state ^ word)
            }
            return state
        }
        if let hashed {
            state = hashed
        } else {
            // Strings without contiguous UTF-8 (none a document makes): byte by byte.
            for byte in id.utf8 { state = ViewDirectory.mix(state ^ UInt64(byte)) }
        }
        state = ViewDirectory.mix(state ^ UInt64(truncatingIfNeeded: id.utf8.count))
        return UInt32(truncatingIfNeeded: state)
    }

    /// A bijective mix whose every output bit depends on every input bit (the finaliser of
    /// SplitMix64; Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
    /// OOPSLA 2014).
    private static func mix(_ value: UInt64) -> UInt64 {
        var mixed = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Room for `views` views without growing.
    mutating func reserveCapacity(_ views: Int) {
        let needed = ViewDirectory.slotCount(for: max(views, count))
        if needed > slots.count { regrow(to: needed) }
    }

    /// The place in `views` of the view named `id`, if any.
    func place(of id: String, in views: [ViewNode]) -> Int? {
        guard !slots.isEmpty else { return nil }
        let hash = self.hash(id)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry.place < 0 { return nil }
            if entry.hash == hash, Int(entry.place) < views.count, views[Int(entry.place)].id == id {
                return Int(entry.place)
            }
            slot = (slot + 1) & mask
        }
    }

    /// The view named `id`, if any.
    func view(_ id: String, in views: [ViewNode]) -> ViewNode? {
        place(of: id, in: views).map { views[$0] }
    }

    /// Files `views[place]` under its id (replacing a view filed under the same id, as a
    /// dictionary's assignment would).
    mutating func file(_ place: Int, in views: [ViewNode]) {
        guard place >= 0, place < views.count else { return }
        file(place, id: views[place].id) { filed in filed < views.count ? views[filed].id : nil }
    }

    /// Files the view at `place` under `id` (replacing a view filed under the same id);
    /// `filedID` gives the id of the view at a place already filed, nil for none, and is
    /// asked only where a stored hash equals `id`'s. The scene files each new view this way
    /// (`Scene.register`): handing the directory the scene's list of views retained and
    /// released the list for every view (issue 18, round 22).
    mutating func file(_ place: Int, id: String, filedID: (Int) -> String?) {
        guard place >= 0, place <= Int(Int32.max) else { return }
        if 2 * (count + 1) > slots.count { regrow(to: ViewDirectory.slotCount(for: count + 1)) }
        let hash = self.hash(id)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot].place >= 0 {
            let entry = slots[slot]
            if entry.hash == hash, filedID(Int(entry.place)) == id {
                slots[slot].place = Int32(place)
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(place: Int32(place), hash: hash)
        count += 1
    }

    /// The table made again for `views` (after views were removed and renumbered).
    mutating func rebuild(from views: [ViewNode]) {
        slots = []
        count = 0
        reserveCapacity(views.count)
        for place in views.indices { file(place, in: views) }
    }

    /// A power of two at least twice `count` (and at least 8).
    private static func slotCount(for count: Int) -> Int {
        var slots = 8
        while slots < 2 * count, slots < Int(Int32.max) { slots *= 2 }
        return slots
    }

    private mutating func regrow(to size: Int) {
        let old = slots
        slots = Array(repeating: Slot(place: -1, hash: 0), count: size)
        let mask = size - 1
        for entry in old where entry.place >= 0 {
            var slot = Int(entry.hash) & mask
            while slots[slot].place >= 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
