/// Strings of at most 15 ASCII bytes written directly in String's small form, without
/// String's initializers: a compiled document's string table is thousands of short ids,
/// and String's own initializer (which copies through a closure and checks that the bytes
/// are UTF-8) took 120 of the 300 instructions a string of that table cost (issue 18).
///
/// The small form of 64-bit targets (part of String's stable ABI) is two words holding the
/// bytes in order from the first, with the count and the flags "immortal, small, ASCII"
/// in the last byte; it holds no reference, so writing its bits makes a string. It is used
/// only where ``isAvailable`` found, once a process, that String itself gives exactly these
/// bits to such bytes of every count; anywhere else callers make their strings the usual
/// way (``StringBytes/string(_:)``), with the same result.
enum SmallASCIIString {
    /// The bytes of a short string, in memory order, zeros after them.
    typealias Words = (low: UInt64, high: UInt64)

    /// The most bytes a small string holds (on 64-bit targets).
    static let capacity = 15

    /// The flags of the last byte of an ASCII small string: immortal, small, ASCII.
    private static let asciiSmallFlags: UInt64 = 0xE0

    /// Whether String's small form here is the one ``initialize(_:with:count:)`` writes:
    /// for each count up to ``capacity``, the string String makes of that many distinct
    /// ASCII bytes has the bits ``smallForm(_:count:)`` gives. Checked once, against
    /// String's own initializer.
    static let isAvailable: Bool = {
        guard MemoryLayout<String>.size == MemoryLayout<Words>.size,
              MemoryLayout<String>.alignment == MemoryLayout<UInt64>.alignment else { return false }
        let sample = Array("Small_string-15".utf8)
        guard sample.count == capacity else { return false }
        return sample.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            for count in 0...capacity {
                let part = UnsafeRawBufferPointer(rebasing: bytes[0..<count])
                let made = String(decoding: part, as: UTF8.self)
                guard let words = words(part) else { return false }
                let expected = smallForm(words, count: count)
                let bits = unsafeBitCast(made, to: Words.self)
                guard bits.low == expected.low, bits.high == expected.high else { return false }
            }
            return true
        }
    }()

    /// The bytes of `bytes` as ``Words`` when they are at most ``capacity`` ASCII bytes;
    /// nil for longer or other bytes. Loads overlap rather than read a byte outside them.
    @inline(__always)
    static func words(_ bytes: UnsafeRawBufferPointer) -> Words? {
        let count = bytes.count
        guard count <= capacity, let source = bytes.baseAddress else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        if count >= 8 {
            low = UInt64(littleEndian: source.loadUnaligned(as: UInt64.self))
            // The last eight bytes, shifted so that byte 8 comes first (none for a count of 8).
            let last = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            high = count == 8 ? 0 : last >> UInt64(8 * (16 - count))
        } else if count >= 4 {
            let first = UInt64(UInt32(littleEndian: source.loadUnaligned(as: UInt32.self)))
            let last = UInt64(UInt32(littleEndian: source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            low = first | last << UInt64(8 * (count - 4))
        } else if count > 0 {
            // Bytes 0, count / 2 and count - 1 are every byte of 1 to 3 (some twice).
            let middle = count / 2
            low = UInt64(source.load(as: UInt8.self))
                | UInt64(source.load(fromByteOffset: middle, as: UInt8.self)) << UInt64(8 * middle)
                | UInt64(source.load(fromByteOffset: count - 1, as: UInt8.self)) << UInt64(8 * (count - 1))
        }
        // A byte of 0x80 or more is not ASCII.
        guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
        return (low, high)
    }

    /// ``words(_:)`` of the `count` (at most 15) bytes at `source`, where at least 15 bytes
    /// can be read: two loads and masks, where ``words(_:)`` must not read past the count.
    @inline(__always)
    static func words(fifteenReadableAt source: UnsafeRawPointer, count: Int) -> Words? {
        guard count >= 0, count <= capacity else { return nil }
        let first = UInt64(littleEndian: source.loadUnaligned(as: UInt64.self))
        // Bytes 7 to 14, shifted so that byte 8 comes first.
        let second = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: 7, as: UInt64.self)) >> 8
        let lowBits = UInt64(truncatingIfNeeded: 8 &* Swift.min(count, 8))
        let highBits = UInt64(truncatingIfNeeded: 8 &* Swift.max(count &- 8, 0))
        let low = count >= 8 ? first : first & ((1 &<< lowBits) &- 1)
        let high = second & ((1 &<< highBits) &- 1)
        guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
        return (low, high)
    }

    /// Initializes `target` (uninitialized) to the string of the `count` bytes `words`
    /// holds (from ``words(_:)``). Only when ``isAvailable``: callers read it once for many
    /// strings (reading the global is a check of its own each time).
    @inline(__always)
    static func initialize(_ target: UnsafeMutablePointer<String>, with words: Words, count: Int) {
        let form = smallForm(words, count: count)
        let raw = UnsafeMutableRawPointer(target)
        raw.storeBytes(of: form.low, as: UInt64.self)
        raw.storeBytes(of: form.high, toByteOffset: 8, as: UInt64.self)
    }

    /// The string of the `count` bytes `words` holds (from ``words(_:)``), made from its
    /// bits alone. Only when ``isAvailable``, as ``initialize(_:with:count:)``.
    @inline(__always)
    static func string(_ words: Words, count: Int) -> String {
        var form = smallForm(words, count: count)
        return withUnsafeMutablePointer(to: &form) { form in
            form.withMemoryRebound(to: String.self, capacity: 1) { $0.move() }
        }
    }

    /// A copy of `string` made without the runtime's retain when it is an ASCII small
    /// string, whose bits are the whole string (no reference to count); any other string
    /// is copied as usual. Only when ``isAvailable``: callers read it once for many copies.
    ///
    /// Copying a String calls the runtime's retain even for a small one, where it does
    /// nothing: the compiled reader copies thousands of ids out of its string table, two
    /// an equation, and those calls were a twentieth of its load (issue 18). The flags
    /// tell the form (String's stable layout: immortal, small and ASCII are bits 63, 62
    /// and 61 of the last word, and only a small string has bit 61), and moving the bits
    /// out of a temporary makes the copy.
    @inline(__always)
    static func copy(of string: borrowing String) -> String {
        var words = unsafeBitCast(string, to: Words.self)
        guard words.high >> 56 & 0xF0 == asciiSmallFlags else { return copy string }
        return withUnsafeMutablePointer(to: &words) { words in
            words.withMemoryRebound(to: String.self, capacity: 1) { $0.move() }
        }
    }

    /// `words` with the count and the flags of an ASCII small string in the last byte.
    @inline(__always)
    private static func smallForm(_ words: Words, count: Int) -> Words {
        (words.low, words.high | (asciiSmallFlags | UInt64(truncatingIfNeeded: count)) << 56)
    }
}
