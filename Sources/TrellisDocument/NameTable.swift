/// A fixed set of names (the fields of one kind of object, the spellings of a choice)
/// that finds a name's index from its UTF-8 bytes, hashing them once and allocating
/// nothing: documents are read without making a Swift string of every key they contain.
final class NameTable: Sendable {
    /// The names, by index.
    let names: [String]
    /// Every name's UTF-8 bytes, one after another (one array, so that comparing a key
    /// touches no per-name array); name `i` is `utf8[starts[i]..<starts[i + 1]]`.
    private let utf8: [UInt8]
    private let starts: [Int]
    /// Every name's fingerprint, by index: a name of at most 16 bytes is matched by it alone.
    private let fingerprints: [KeyFingerprint]
    /// Open addressing by fingerprint hash: an index into `names`, or -1 for an empty slot.
    private let slots: [Int32]
    private let mask: Int

    init(_ names: [String]) {
        self.names = names
        let perName = names.map { Array($0.utf8) }
        utf8 = perName.flatMap { $0 }
        var starts = [0]
        for bytes in perName { starts.append(starts[starts.count - 1] + bytes.count) }
        self.starts = starts
        let fingerprints = perName.map { bytes in
            bytes.withUnsafeBufferPointer { buffer in
                var isASCII = true
                return KeyFingerprint(buffer, isASCII: &isASCII)
            }
        }
        self.fingerprints = fingerprints
        var size = 8
        while size < names.count * 4 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (index, fingerprint) in fingerprints.enumerated() {
            var slot = fingerprint.hash & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index)
        }
        self.slots = slots
        mask = size - 1
    }

    /// The index of the name spelled by `bytes`, or nil.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var isASCII = true
        let fingerprint = KeyFingerprint(bytes, isASCII: &isASCII)
        return slots.withUnsafeBufferPointer { slots in
            fingerprints.withUnsafeBufferPointer { fingerprints in
                var slot = fingerprint.hash & mask
                // At most a quarter full: the walk meets an empty slot.
                while true {
                    let candidate = Int(slots[slot])
                    if candidate < 0 || candidate >= fingerprints.count { return nil }
                    if fingerprints[candidate] == fingerprint && (fingerprint.isComplete || spells(candidate, bytes)) {
                        return candidate
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// Whether name `index` is spelled by `bytes`.
    private func spells(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index >= 0, index + 1 < starts.count else { return false }
        let start = starts[index]
        guard starts[index + 1] - start == bytes.count else { return false }
        for offset in 0..<bytes.count where utf8[start + offset] != bytes[offset] { return false }
        return true
    }

    /// The index of `name`, or nil.
    func index(ofName name: String) -> Int? {
        var name = name
        return name.withUTF8 { index(of: $0) }
    }

    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
    }
}
