import TrellisCore

/// The container of a compiled document (`trellis-cli compile`), the way Interface Builder
/// compiles storyboards into nibs: a document already validated, with its equations and
/// visual formats parsed and the documents it references included, that loads without
/// any of that work.
///
/// Layout (integers little-endian):
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 12 | signature `89 'T' 'R' 'E' 'L' 'L' 'I' 'S' 0D 0A 1A 0A` |
/// | 12 | 4 | format version (``version``) |
/// | 16 | 8 | payload length in bytes |
/// | 24 | 8 | checksum of the payload (``checksum(_:)``) |
/// | 32 | … | payload (``DocumentEncoder``) |
///
/// As with PNG's, the signature's first byte is not ASCII (no JSON text starts with it, so
/// loaders tell the forms apart by it) and its line endings and end-of-file byte show a
/// transfer that altered the bytes.
public enum CompiledFormat {
    /// The version this build writes and reads; a file of another version is refused
    /// (compile the document again). Version 8 writes the string table in increasing
    /// order of distinct strings (``ByteWriter``), so that ids are told apart by number.
    public static let version: UInt32 = 8

    static let signature: [UInt8] = [0x89, 0x54, 0x52, 0x45, 0x4C, 0x4C, 0x49, 0x53, 0x0D, 0x0A, 0x1A, 0x0A]
    static let headerLength = 32

    /// Whether `bytes` start like a compiled document (its signature's first four bytes),
    /// rather than JSON.
    public static func isCompiled(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= 4 else { return false }
        for index in 0..<4 where bytes[index] != signature[index] { return false }
        return true
    }

    /// The bytes of a compiled document holding `document`.
    public static func compile(_ document: DocumentDescription) -> [UInt8] {
        var encoder = DocumentEncoder()
        let payload = encoder.encode(document)
        var bytes = signature
        bytes.reserveCapacity(headerLength + payload.count)
        appendLittleEndian(&bytes, UInt64(version), size: 4)
        appendLittleEndian(&bytes, UInt64(payload.count), size: 8)
        appendLittleEndian(&bytes, payload.withUnsafeBytes(checksum), size: 8)
        bytes.append(contentsOf: payload)
        return bytes
    }

    /// Reads a compiled document, checking its signature, version, length and checksum,
    /// then every value as it is decoded.
    ///
    /// - Throws: a ``DocumentError`` of kind `.parse` saying what is wrong (truncated,
    ///   damaged, another version, a value out of range); never traps.
    public static func load(_ bytes: UnsafeRawBufferPointer) throws(DocumentError) -> DocumentDescription {
        guard bytes.count >= headerLength else {
            throw .parse("the compiled document is truncated: \(bytes.count) bytes, less than its \(headerLength)-byte header")
        }
        for index in 0..<signature.count where bytes[index] != signature[index] {
            throw .parse("not a compiled Trellis document: its signature is damaged at byte \(index)")
        }
        let fileVersion = UInt32(truncatingIfNeeded: readLittleEndian(bytes, at: 12, size: 4))
        guard fileVersion == version else {
            throw .parse("the compiled document has format version \(fileVersion); this Trellis reads version \(version): compile the document again with this version's trellis-cli")
        }
        let length = readLittleEndian(bytes, at: 16, size: 8)
        let available = UInt64(bytes.count - headerLength)
        guard length == available else {
            let problem = length > available ? "truncated" : "damaged"
            throw .parse("the compiled document is \(problem): its header announces a \(length)-byte payload, \(available) bytes follow")
        }
        let payload = UnsafeRawBufferPointer(rebasing: bytes[headerLength...])
        guard checksum(payload) == readLittleEndian(bytes, at: 24, size: 8) else {
            throw .parse("the compiled document is damaged: its checksum does not match its contents")
        }
        var decoder = DocumentDecoder(payload)
        return try decoder.decodeDocument()
    }

    /// A 64-bit checksum of `bytes`, eight bytes at a time (FNV-1a over words, then mixed):
    /// any change of one byte changes it.
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = bytes.count / 8
        for word in 0..<words {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self).littleEndian) &* 0x100_0000_01b3
            hash ^= hash >> 32
        }
        for index in (words * 8)..<bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
        }
        hash ^= UInt64(bytes.count)
        hash = (hash ^ (hash >> 33)) &* 0xff51_afd7_ed55_8ccd
        return hash ^ (hash >> 33)
    }

    static func appendLittleEndian(_ bytes: inout [UInt8], _ value: UInt64, size: Int) {
        for index in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }

    static func readLittleEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<size { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        return value
    }
}
