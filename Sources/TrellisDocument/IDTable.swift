/// Values by id (view ids, with where each view is defined), for the lookups a document
/// load makes by the thousand: every view registers its id, every equation looks up its
/// items. It finds exactly what a `Dictionary<String, Value>` would: ids are ASCII, where
/// equal strings are equal bytes; a key that is not ASCII (a segue naming something odd)
/// is compared with `==` to every key, as Swift compares strings by canonical equivalence.
///
/// A key is known by its length and two words that hold all of its bytes when it has at
/// most 16 (``KeyFingerprint``; nearly every id): finding one compares three integers and
/// hashes two words, where hashing and comparing byte by byte cost a document load 180
/// instructions an equation item (issue 18). Longer keys keep their bytes in one array
/// for the comparison.
struct IDTable<Value> {
    private struct Entry {
        var fingerprint: KeyFingerprint
        var key: String
        var value: Value
        /// Where the key's UTF-8 bytes are in `longKeyBytes`, for ASCII keys longer than 16
        /// bytes; -1 otherwise (and -2 for keys that are not ASCII, which are never in slots).
        var keyStart: Int
    }

    /// Open addressing: indices into `entries` + 1, 0 for an empty slot.
    private var slots: [Int32] = Array(repeating: 0, count: 16)
    private var entries: [Entry] = []
    /// The UTF-8 bytes of every ASCII key longer than 16 bytes, one after another.
    private var longKeyBytes: [UInt8] = []
    /// ``SmallASCIIString/isAvailable``, read once a table: whether a key found is copied
    /// without a retain.
    private let copiesSmallKeys = SmallASCIIString.isAvailable

    var count: Int { entries.count }

    init() {}

    /// A table with room for `expectedCount` keys before it grows: a scene's views are
    /// registered by the thousand, and growing by doubling rehashed the slots and copied
    /// every entry (with a retain of its key and value) at each step (issue 18).
    init(expectedCount: Int) {
        var size = 16
        while size < expectedCount * 2 && size < 1 << 30 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        entries.reserveCapacity(Swift.max(0, Swift.min(expectedCount, 1 << 29)))
    }

    /// The ids in the order they were added (for "did you mean" suggestions).
    var keys: [String] { entries.map(\.key) }

    subscript(key: String) -> Value? {
        get {
            guard let index = index(of: key) else { return nil }
            return entries[index].value
        }
        set {
            guard let newValue else { return }  // ids are never removed
            _ = updateValue(newValue, forKey: key)
        }
    }

    /// Whether there is a value for `key` (without copying it).
    func contains(_ key: String) -> Bool {
        index(of: key) != nil
    }

    /// The entry of `key`, if there is one.
    private func index(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { bytes -> Int? in
            var isASCII = true
            let fingerprint = KeyFingerprint(bytes, isASCII: &isASCII)
            guard isASCII else { return nonASCIIIndex(of: String(decoding: bytes, as: UTF8.self)) }
            let slot = find(fingerprint, bytes)
            let entry = Int(slots[slot])
            return entry == 0 ? nil : entry - 1
        }
    }

    /// A key that is not ASCII is compared with `==` to every key (one may be canonically
    /// equivalent to an ASCII key: U+212A KELVIN SIGN is "K").
    private func nonASCIIIndex(of key: String) -> Int? {
        entries.firstIndex { $0.key == key }
    }

    /// Sets the value for `key`; returns the value it had, if any (which is then replaced).
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        var text = key
        return text.withUTF8 { bytes in updateValue(value, forKey: key, utf8: bytes) }
    }

    /// ``updateValue(_:forKey:)`` given the key's UTF-8 bytes too (`bytes` must be them):
    /// a loader holding an id's bytes already need not have the string give them again.
    mutating func updateValue(_ value: Value, forKey key: String, utf8 bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        var isASCII = true
        let fingerprint = KeyFingerprint(bytes, isASCII: &isASCII)
        guard isASCII else {
            if let index = nonASCIIIndex(of: key) {
                let old = entries[index].value
                entries[index].value = value
                return old
            }
            entries.append(Entry(fingerprint: fingerprint, key: key, value: value, keyStart: -2))
            return nil
        }
        let slot = find(fingerprint, bytes)
        let entry = Int(slots[slot])
        if entry > 0 {
            let old = entries[entry - 1].value
            entries[entry - 1].value = value
            return old
        }
        var keyStart = -1
        if !fingerprint.isComplete {
            keyStart = longKeyBytes.count
            longKeyBytes.append(contentsOf: bytes)
        }
        entries.append(Entry(fingerprint: fingerprint, key: key, value: value, keyStart: keyStart))
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    /// The key whose UTF-8 bytes are `bytes`, if there is one: an item name read in place
    /// from a document finds the view id it names, which the caller keeps instead of a new
    /// string (ids are ASCII, so equal bytes are equal strings; a name that is not ASCII
    /// is not found here, and its caller makes a string and looks it up the usual way).
    func key(matchingUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        keyAndOrder(matchingUTF8: bytes)?.key
    }

    /// ``key(matchingUTF8:)`` with the order the key was added in (0 for the first): a
    /// scene's view ids are added depth first, so this is where the view will be among
    /// the scene's views (`Equation.firstViewHint`). A short key (nearly every id) is
    /// copied without the runtime's retain (``SmallASCIIString/copy(of:)``): two an
    /// equation of a document.
    func keyAndOrder(matchingUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (key: String, order: Int)? {
        var isASCII = true
        let fingerprint = KeyFingerprint(bytes, isASCII: &isASCII)
        guard isASCII else { return nil }
        let entry = Int(slots[find(fingerprint, bytes)])
        guard entry > 0 else { return nil }
        let key = copiesSmallKeys ? SmallASCIIString.copy(of: entries[entry - 1].key) : entries[entry - 1].key
        return (key, entry - 1)
    }

    /// The slot holding the ASCII key `bytes` (whose fingerprint is `fingerprint`), or the
    /// empty slot where it would go.
    private func find(_ fingerprint: KeyFingerprint, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                let mask = slots.count - 1
                var slot = fingerprint.hash & mask
                // The table is at most half full, so the walk meets an empty slot.
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 || entry > entries.count { return slot }
                    // Fields read in place: a copy of the entry retained its key and value.
                    if entries[entry - 1].fingerprint == fingerprint
                        && (fingerprint.isComplete || longKeyMatches(entries[entry - 1].keyStart, bytes)) {
                        return slot
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// Whether the bytes of a long key stored at `start` are `bytes`.
    private func longKeyMatches(_ start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard start >= 0, start <= longKeyBytes.count - bytes.count else { return false }
        for offset in 0..<bytes.count where longKeyBytes[start + offset] != bytes[offset] { return false }
        return true
    }

    private mutating func grow() {
        let size = slots.count * 2
        var larger = [Int32](repeating: 0, count: size)
        // By index, reading only the fingerprint: walking the entries by value copied every
        // key and value (a retain and a release each) at every doubling.
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].keyStart != -2 {
                var slot = entries[index].fingerprint.hash & (size - 1)
                while larger[slot] != 0 { slot = (slot + 1) & (size - 1) }
                larger[slot] = Int32(truncatingIfNeeded: index + 1)
            }
        }
        slots = larger
    }
}
