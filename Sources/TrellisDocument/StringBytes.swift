/// Strings made from a document's bytes: ids, texts, kinds, thousands a load.
enum StringBytes {
    /// The string of the UTF-8 `bytes`, invalid sequences repaired, exactly as
    /// `String(decoding:as:)` makes it. A string of at most 15 bytes (nearly every id) is
    /// written straight into String's small form, which tells ASCII from the two words it
    /// fills and repairs only what is not ASCII; `String(decoding:as:)` validated the bytes
    /// one by one on the way: 195 instructions a string against 105, with thousands of
    /// strings a load (issue 18).
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        guard count <= smallCapacity, let source = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
            return String(unsafeUninitializedCapacity: count) { buffer in
                guard let target = buffer.baseAddress, buffer.count >= count else { return 0 }
                copy(count, from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target))
                return count
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``string(_:)`` of raw bytes.
    static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        string(bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// The most UTF-8 bytes a string holds without storage of its own (on 64-bit targets;
    /// longer strings, or fewer bytes elsewhere, take String's usual way, with the same result).
    private static let smallCapacity = 15

    /// Copies `count` bytes (at most 15) as two words that overlap (or two half words),
    /// never touching a byte outside them: a call to `memmove` for a few bytes cost more.
    @inline(__always)
    private static func copy(_ count: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        if count >= 8 {
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            target.storeBytes(of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self),
                              toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            target.storeBytes(of: source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self),
                              toByteOffset: count - 4, as: UInt32.self)
        } else {
            for offset in 0..<count {
                target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        }
    }
}
