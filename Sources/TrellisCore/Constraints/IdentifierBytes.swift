/// The bytes of equation item names and attributes, `A-Z a-z 0-9 _ . -`, recognised eight
/// at a time: the one-pass equation reader scans every `item.attribute` of a document, and
/// a byte at a time that scan was an eighth of a document's load (issue 18).
enum IdentifierBytes {
    /// Whether `byte` is one of them, by two bit masks (one word per 64 byte values): `-`,
    /// `.` and digits below 64, letters and `_` from 64 to 127.
    @inline(__always)
    static func contains(_ byte: UInt8) -> Bool {
        if byte < 64 {
            let low: UInt64 = (1 << 0x2D) | (1 << 0x2E) | (0x3FF << 0x30)
            return (low >> UInt64(byte)) & 1 != 0
        }
        let high: UInt64 = (0x3FF_FFFF << 1) | (1 << 31) | (0x3FF_FFFF << 33)
        return byte < 128 && (high >> UInt64(byte &- 64)) & 1 != 0
    }

    /// The eight bytes of `word` (the first in its lowest byte) classified at once: in
    /// `others`, bit 7 of each byte that is not one of ``contains(_:)``'s; in `dots`, bit 7
    /// of each `.`. Every byte is tested as its low seven bits with range sums that carry
    /// nothing into the next byte (a byte of at most 0x7F plus at most 0x53 stays below
    /// 0x100); bytes from 0x80 are then set apart by their own high bit.
    @inline(__always)
    static func classify(_ word: UInt64) -> (others: UInt64, dots: UInt64) {
        let low = word & ~highBits
        let nonASCII = word & highBits
        let digits = atLeast(low, 0x30) & ~atLeast(low, 0x3A)
        let upper = atLeast(low, 0x41) & ~atLeast(low, 0x5B)
        let lower = atLeast(low, 0x61) & ~atLeast(low, 0x7B)
        let dashOrDot = atLeast(low, 0x2D) & ~atLeast(low, 0x2F)
        let underscore = equal(low, 0x5F)
        let members = (digits | upper | lower | dashOrDot | underscore) & ~nonASCII
        return (~members & highBits, equal(low, 0x2E) & ~nonASCII)
    }

    /// The eight bytes of `word` (the first in its lowest byte) split as the common
    /// spelling splits anchors, where a space or the end of the text ends them: in `ends`,
    /// bit 7 of the **first** byte below `!` (a space, a tab, a line break) is exact, and of
    /// the bytes after it need not be (a borrow may set them); in `dots`, bit 7 of each `.`,
    /// exactly. A third of the operations of ``classify(_:)``, for the one-pass equation
    /// reader, which need not class each byte of a name its resolver knows (issue 18).
    @inline(__always)
    static func delimit(_ word: UInt64) -> (ends: UInt64, dots: UInt64) {
        // A byte below 0x21 wraps when 0x21 is taken away (and has its high bit clear);
        // the lowest such byte borrows from nothing below it, so its bit is exact.
        let ends = (word &- 0x21 &* ones) & ~word & highBits
        // A byte that is `.` is zero after the XOR; zero bytes are found without carries
        // between bytes (low seven bits plus 0x7F reaches bit 7 unless they are all zero).
        let differences = word ^ (0x2E &* ones)
        let dots = ~(((differences & ~highBits) &+ ~highBits) | differences) & highBits
        return (ends, dots)
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Bit 7 of each byte of `low` (bytes of at most 0x7F) that is at least `bound` (at most 0x80).
    @inline(__always)
    private static func atLeast(_ low: UInt64, _ bound: UInt64) -> UInt64 {
        (low &+ (0x80 &- bound) &* ones) & highBits
    }

    /// Bit 7 of each byte of `low` (bytes of at most 0x7F) that is `byte`.
    @inline(__always)
    private static func equal(_ low: UInt64, _ byte: UInt64) -> UInt64 {
        ~((low ^ (byte &* ones)) &+ 0x7F &* ones) & highBits
    }
}
