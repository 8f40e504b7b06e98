/// Reads the values ``ByteWriter`` writes, from bytes that may be truncated, damaged or
/// made up: every read checks what is left first, and counts are checked against the
/// bytes left before anything is allocated for them. Failures are messages, never traps.
struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    private(set) var position = 0
    /// Where the value read last starts, for messages.
    private var valueStart = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - position }
    var isAtEnd: Bool { position == bytes.count }

    /// A failure of the value read last (its offset in the file is in the message).
    func failure(_ message: String) -> DocumentError {
        .parse("the compiled document is damaged at byte \(CompiledFormat.headerLength + valueStart): \(message)")
    }

    @inline(__always)
    mutating func byte() throws(DocumentError) -> UInt8 {
        valueStart = position
        guard position < bytes.count else { throw failure("it ends in the middle of a value") }
        let value = bytes[position]
        position += 1
        return value
    }

    /// The next byte, not read yet; nil at the end.
    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// An unsigned LEB128 number of at most 64 bits.
    @inline(__always)
    mutating func number() throws(DocumentError) -> UInt64 {
        // Most numbers (counts, masks, string numbers of small documents) are below 128,
        // one byte, and the string numbers of a document of thousands of ids two: no loop.
        if position < bytes.count {
            let low = bytes[position]
            if low < 0x80 {
                valueStart = position
                position += 1
                return UInt64(low)
            }
            if position + 1 < bytes.count, bytes[position + 1] < 0x80 {
                valueStart = position
                position += 2
                return UInt64(low & 0x7F) | UInt64(bytes[position - 1]) << 7
            }
        }
        return try longNumber()
    }

    /// A number of more than one byte (the rare case of ``number()``, kept out of line so
    /// that the one-byte case inlines where numbers are read).
    private mutating func longNumber() throws(DocumentError) -> UInt64 {
        let start = position
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            valueStart = start
            let bits = UInt64(next & 0x7F)
            guard shift < 64, shift < 63 || bits <= 1 else { throw failure("a number is longer than 64 bits") }
            value |= bits << shift
            if next & 0x80 == 0 { return value }
            shift += 7
        }
    }

    /// A number used as an index or size, at most `limit`.
    @inline(__always)
    mutating func integer(atMost limit: Int, _ what: @autoclosure () -> String) throws(DocumentError) -> Int {
        let value = try number()
        guard limit >= 0, value <= UInt64(limit) else { throw failure("\(what()) is \(value), more than \(limit)") }
        return Int(value)
    }

    /// How many items follow, each at least `minimumSize` bytes: never more than the
    /// bytes left can hold, so a damaged count cannot make the reader allocate much.
    @inline(__always)
    mutating func count(of what: @autoclosure () -> String, minimumSize: Int) throws(DocumentError) -> Int {
        let value = try number()
        guard value <= UInt64(remaining / Swift.max(1, minimumSize)) else {
            throw failure("it announces \(value) \(what()) but only \(remaining) bytes follow")
        }
        return Int(value)
    }

    @inline(__always)
    mutating func double() throws(DocumentError) -> Double {
        valueStart = position
        guard remaining >= 8 else { throw failure("it ends in the middle of a number") }
        let bits = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self).littleEndian
        position += 8
        return Double(bitPattern: bits)
    }

    @inline(__always)
    mutating func bool() throws(DocumentError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        case let other: throw failure("expected 0 or 1 for a flag, got \(other)")
        }
    }

    /// The address of the next byte when at least `count` bytes remain, else nil: the one
    /// bounds check of a record read in a single pass (a plain equation), after which its
    /// reader loads up to `count` bytes from the address unchecked, then moves on with
    /// ``skip(_:)``. Near the end of the bytes, nil sends the reader to the checked path.
    @inline(__always)
    func window(_ count: Int) -> UnsafeRawPointer? {
        guard count >= 0, count <= remaining, let base = bytes.baseAddress else { return nil }
        return base + position
    }

    /// Moves past `count` bytes read through ``window(_:)`` (at most the count it proved
    /// there; clamped to the end all the same, so a wrong count cannot move past it).
    @inline(__always)
    mutating func skip(_ count: Int) {
        valueStart = position
        position = count >= 0 && count <= remaining ? position + count : bytes.count
    }

    /// Whether the bytes from here on start with `prefix` (which ``skip(_:)`` then moves past).
    /// (Inlined into its one caller, a list's buttons' sizing.)
    @inline(__always)
    func continues(with prefix: UnsafeRawBufferPointer) -> Bool {
        guard prefix.count <= remaining, let base = bytes.baseAddress, let other = prefix.baseAddress else {
            return prefix.isEmpty
        }
        let here = UnsafeRawPointer(base + position)
        // A word at a time (the records compared are a few words), then the bytes left.
        var offset = 0
        while offset + 8 <= prefix.count {
            if here.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != other.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < prefix.count {
            if here.load(fromByteOffset: offset, as: UInt8.self) != other.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }

    /// The bytes read since `start` (a ``position`` read earlier), valid as long as the
    /// reader's bytes.
    func bytesRead(since start: Int) -> UnsafeRawBufferPointer {
        guard start >= 0, start <= position else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<position])
    }

    /// `count` bytes, valid as long as the reader's bytes.
    mutating func bytes(_ count: Int) throws(DocumentError) -> UnsafeRawBufferPointer {
        valueStart = position
        guard count >= 0, count <= remaining else { throw failure("it ends in the middle of a string") }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)])
        position += count
        return slice
    }
}
