/// A short key told apart in three integers: the lookups of ``IDTable`` (view ids) and
/// ``NameTable`` (field names) compare these and hash two words instead of hashing and
/// comparing byte by byte, which cost a document load 180 instructions per equation item
/// and 160 per object member (issue 18).
///
/// A key's length and words: for at most 7 bytes, the bytes in `first` (little-endian,
/// zero above them) and 0 in `last`; for 8 to 16, the first eight bytes and the last
/// eight (overlapping below 16), which together hold every byte; for more, the same
/// two words, with the bytes compared in full as well.
struct KeyFingerprint: Equatable {
    var count: Int
    var first: UInt64
    var last: UInt64

    /// The fingerprint of `bytes`, and whether they are all ASCII.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: inout Bool) {
        count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else {
            first = 0
            last = 0
            isASCII = true
            return
        }
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            var high = (first | last) & 0x8080_8080_8080_8080
            var index = 8
            while high == 0 && index < count - 8 {
                high = UInt64(base[index]) & 0x80
                index += 1
            }
            isASCII = high == 0
        } else {
            first = KeyFingerprint.shortWord(raw, count: count)
            last = 0
            isASCII = first & 0x8080_8080_8080_8080 == 0
        }
    }

    /// The 1 to 7 bytes at `raw` in a word, the first lowest, zero above them: from two
    /// loads that overlap (four bytes at each end, or two, or one), never reading past the
    /// bytes; a byte at a time took 35 instructions a key, most ids being that short (issue 18).
    @inline(__always)
    private static func shortWord(_ raw: UnsafeRawPointer, count: Int) -> UInt64 {
        // Each load holds bytes in their places from its offset: OR-ing the two gives every
        // byte once or twice, the same value either way.
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            return low | high << UInt64(8 * (count - 4))
        }
        if count >= 2 {
            let low = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
            return low | high << UInt64(8 * (count - 2))
        }
        return UInt64(raw.load(as: UInt8.self))
    }

    /// Whether the bytes are all in the two words (so that equal fingerprints mean equal keys).
    var isComplete: Bool { count <= 16 }

    /// A slot hash (a multiply-xor mix of the words and the length).
    var hash: Int {
        var mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        mixed ^= mixed >> 29
        mixed = mixed &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }
}
