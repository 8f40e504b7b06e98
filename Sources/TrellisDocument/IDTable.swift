/// Values by id (view ids, with where each view is defined), for the lookups a document
/// load makes by the thousand: every view registers its id, every equation looks up its
/// items. Ids are hashed on their UTF-8 bytes with FNV-1a, far cheaper than `Dictionary`'s
/// seeded SipHash for short keys. It finds exactly what a `Dictionary<String, Value>`
/// would: ids are ASCII, where equal strings are equal bytes; a key that is not ASCII (a
/// segue naming something odd) is compared with `==` to every key, as Swift compares
/// strings by canonical equivalence.
struct IDTable<Value> {
    private struct Entry {
        var hash: UInt64
        var key: String
        var value: Value
        /// Where the key's UTF-8 bytes are in `keyBytes` (ASCII keys only; -1 otherwise).
        var keyStart: Int32
        var keyCount: Int32
    }

    /// Open addressing: indices into `entries` + 1, 0 for an empty slot.
    private var slots: [Int32] = Array(repeating: 0, count: 16)
    private var entries: [Entry] = []
    /// The UTF-8 bytes of every ASCII key, one after another, so that a name found as bytes
    /// (an equation's item inside the document text) is compared without making a string.
    private var keyBytes: [UInt8] = []

    var count: Int { entries.count }

    /// The ids in the order they were added (for "did you mean" suggestions).
    var keys: [String] { entries.map(\.key) }

    subscript(key: String) -> Value? {
        get {
            let (hash, isASCII) = IDTable.hash(key)
            if !isASCII { return entries.first { $0.key == key }?.value }
            let slot = find(key, hash)
            let entry = Int(slots[slot])
            return entry == 0 ? nil : entries[entry - 1].value
        }
        set {
            guard let newValue else { return }  // ids are never removed
            _ = updateValue(newValue, forKey: key)
        }
    }

    /// Whether there is a value for `key` (without copying it).
    func contains(_ key: String) -> Bool {
        let (hash, isASCII) = IDTable.hash(key)
        if !isASCII { return entries.contains { $0.key == key } }
        return slots[find(key, hash)] != 0
    }

    /// Sets the value for `key`; returns the value it had, if any (which is then replaced).
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        let (hash, isASCII) = IDTable.hash(key)
        if !isASCII, let index = entries.firstIndex(where: { $0.key == key }) {
            let old = entries[index].value
            entries[index].value = value
            return old
        }
        let slot = find(key, hash)
        let entry = Int(slots[slot])
        if entry > 0 {
            let old = entries[entry - 1].value
            entries[entry - 1].value = value
            return old
        }
        var added = Entry(hash: hash, key: key, value: value, keyStart: -1, keyCount: 0)
        if isASCII, keyBytes.count <= Int(Int32.max) - key.utf8.count {
            added.keyStart = Int32(truncatingIfNeeded: keyBytes.count)
            added.keyCount = Int32(truncatingIfNeeded: key.utf8.count)
            var key = key
            key.withUTF8 { keyBytes.append(contentsOf: $0) }
        }
        entries.append(added)
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    /// The key whose UTF-8 bytes are `bytes`, if there is one: an item name read in place
    /// from a document finds the view id it names, which the caller keeps instead of a new
    /// string (ids are ASCII, so equal bytes are equal strings; a name that is not ASCII
    /// is not found here, and its caller makes a string and looks it up the usual way).
    func key(matchingUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let (hash, isASCII) = IDTable.hash(bytes)
        guard isASCII else { return nil }
        // Over the arrays' buffers: this runs for every item of every equation.
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                keyBytes.withUnsafeBufferPointer { keyBytes in
                    let mask = slots.count - 1
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    for _ in 0..<slots.count {
                        let index = Int(slots[slot]) - 1
                        guard index >= 0, index < entries.count else { return nil }
                        let start = Int(entries[index].keyStart)
                        if entries[index].hash == hash, Int(entries[index].keyCount) == bytes.count,
                           start >= 0, start <= keyBytes.count - bytes.count,
                           memoryEqual(keyBytes.baseAddress.map { $0 + start }, bytes.baseAddress, bytes.count) {
                            return entries[index].key
                        }
                        slot = (slot + 1) & mask
                    }
                    return nil
                }
            }
        }
    }

    /// Whether `count` bytes at `a` and `b` are equal (nil addresses only with no bytes).
    private func memoryEqual(_ a: UnsafePointer<UInt8>?, _ b: UnsafePointer<UInt8>?, _ count: Int) -> Bool {
        guard let a, let b else { return count == 0 }
        for offset in 0..<count where a[offset] != b[offset] { return false }
        return true
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func find(_ key: String, _ hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return slot }
            if entries[entry - 1].hash == hash && entries[entry - 1].key == key { return slot }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        var larger = [Int32](repeating: 0, count: size)
        // By index, reading only the hash: walking the entries by value copied every key
        // and value (a retain and a release each) at every doubling.
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                var slot = Int(truncatingIfNeeded: entries[index].hash) & (size - 1)
                while larger[slot] != 0 { slot = (slot + 1) & (size - 1) }
                larger[slot] = Int32(truncatingIfNeeded: index + 1)
            }
        }
        slots = larger
    }

    /// FNV-1a over the UTF-8 bytes (high bits folded down for the slot index), and whether
    /// they are all ASCII.
    static func hash(_ key: String) -> (hash: UInt64, isASCII: Bool) {
        var key = key
        return key.withUTF8 { bytes in hash(bytes) }
    }

    /// ``hash(_:)`` of a key's UTF-8 bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var bits: UInt8 = 0
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            bits |= byte
        }
        return (hash ^ (hash >> 31), bits < 0x80)
    }
}
