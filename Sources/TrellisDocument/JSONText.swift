import CCJSON

/// Turns bytes into a ``JSONTree``, after checks cJSON does not make: valid UTF-8, no raw
/// control characters, nesting within cJSON's limit, nothing after the value. The bytes
/// are read by ``JSONTape``; the text it refuses is given to cJSON, whose failure offset
/// the messages have always reported.
enum JSONText {
    /// cJSON's CJSON_NESTING_LIMIT; checked here first for a clearer message.
    static let maximumNesting = 1000

    /// Parses `bytes` into a tree whose strings point into them: keep the bytes alive and
    /// unchanged as long as the tree.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(DocumentError) -> JSONTree {
        // The tape notes what these checks refuse as it parses; only then do they run.
        let tape = JSONTape(parsing: bytes)
        if let tape, !tape.sawProblem {
            return JSONTree(tape)
        }
        let scan = try prescan(bytes)
        guard scan.hasContent else {
            throw .parse("the document is empty")
        }
        guard bytes.count <= JSONTape.maximumLength else {
            throw .parse("the document is larger than 2 GiB")
        }
        if let tape {
            return JSONTree(tape)
        }
        // The tape refuses what cJSON refuses; cJSON says where, as it always has.
        try explainSyntaxError(bytes, scan)
        throw .parse("invalid JSON: cJSON reads this text but Trellis's reader does not (please report it)")
    }

    /// Throws the message for a text cJSON cannot parse (or that has more after its value);
    /// returns when cJSON reads the text after all.
    private static func explainSyntaxError(_ bytes: UnsafeRawBufferPointer, _ scan: Scan) throws(DocumentError) {
        // A private NUL-terminated copy: cJSON never reads past it, whatever the input.
        let buffer = [CChar](unsafeUninitializedCapacity: bytes.count + 1) { copy, initialized in
            UnsafeMutableRawBufferPointer(copy).copyMemory(from: bytes)
            copy[bytes.count] = 0
            initialized = bytes.count + 1
        }
        var failure: DocumentError?
        buffer.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return }
            var end: UnsafePointer<CChar>? = nil
            let item = cJSON_ParseWithLengthOpts(base, bytes.count, &end, 0)
            let offset = end.map { base.distance(to: $0) } ?? 0
            guard let item else {
                let clamped = Swift.max(0, Swift.min(offset, bytes.count))
                if scan.endsTooEarly(failingAt: clamped, count: bytes.count) {
                    failure = .parse("the document ends too early (\(scan.unterminatedWhat)) at \(position(clamped, in: bytes))")
                } else {
                    failure = .parse("invalid JSON at \(position(clamped, in: bytes))")
                }
                return
            }
            cJSON_Delete(item)
            var next = Swift.max(0, Swift.min(offset, bytes.count))
            while next < bytes.count, isWhitespace(bytes[next]) { next += 1 }
            if next < bytes.count {
                failure = .parse("unexpected text after the JSON value at \(position(next, in: bytes))")
            }
        }
        if let failure { throw failure }
    }

    struct Scan {
        var hasContent = false
        var depth = 0
        var inString = false
        /// Where the last string began (its opening quote).
        var stringStart = 0

        /// Whether cJSON failed because the text stops inside a string or container.
        func endsTooEarly(failingAt offset: Int, count: Int) -> Bool {
            inString ? offset >= stringStart : depth > 0 && offset >= count - 1
        }
        var unterminatedWhat: String {
            inString ? "a string is not closed" : depth == 1 ? "1 bracket is not closed" : "\(depth) brackets are not closed"
        }
    }

    /// The bytes the scan must look at inside a string (quote, backslash, control
    /// characters, non-ASCII) and outside one (the same, and brackets); 0 for the others.
    private static let interesting: (inString: [Bool], outside: [Bool]) = {
        let inString = (0..<256).map { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x80 }
        let outside = (0..<256).map { byte in
            inString[byte] || byte == 0x5B || byte == 0x5D || byte == 0x7B || byte == 0x7D || byte == 0x20
        }
        return (inString, outside)
    }()

    static func prescan(_ bytes: UnsafeRawBufferPointer) throws(DocumentError) -> Scan {
        var scan = Scan()
        var index = 0
        let count = bytes.count
        let tables = interesting
        while index < count {
            // Runs of plain bytes (most of a document) are skipped in a tight loop; any
            // byte outside a string that is not a space means the document has content.
            if scan.inString {
                index = skipPlainStringBytes(bytes, from: index)
                while index < count && !tables.inString[Int(bytes[index])] { index += 1 }
            } else {
                let start = index
                while index < count && !tables.outside[Int(bytes[index])] { index += 1 }
                if index > start { scan.hasContent = true }
            }
            guard index < count else { break }
            let byte = bytes[index]
            if byte >= 0x80 {
                let length = utf8SequenceLength(bytes, at: index)
                guard length > 0 else {
                    throw .parse("invalid UTF-8 at \(position(index, in: bytes))")
                }
                scan.hasContent = true
                index += length
                continue
            }
            if byte < 0x20 {
                if scan.inString || !isWhitespace(byte) {
                    let hex = String(byte, radix: 16, uppercase: true)
                    let code = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
                    let advice = scan.inString ? "; write it as an escape such as \\n inside strings" : ""
                    throw .parse("control character \(code) at \(position(index, in: bytes))\(advice)")
                }
                index += 1
                continue
            }
            if byte != 0x20 { scan.hasContent = true }
            if scan.inString {
                if byte == UInt8(ascii: "\\") {
                    // cJSON would cut the string short at a NUL; refuse it instead.
                    if isNulEscape(bytes, at: index) {
                        throw .parse("\\u0000 (a NUL character) is not allowed in strings, at \(position(index, in: bytes))")
                    }
                    index += 1 // the escaped character is never a quote that ends the string
                    // Control characters and non-ASCII after a backslash get their own checks.
                    if index < count, bytes[index] < 0x20 || bytes[index] >= 0x80 { continue }
                } else if byte == UInt8(ascii: "\"") {
                    scan.inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    scan.inString = true
                    scan.stringStart = index
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    scan.depth += 1
                    if scan.depth > maximumNesting {
                        throw .parse("JSON nests deeper than \(maximumNesting) levels at \(position(index, in: bytes))")
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    scan.depth = Swift.max(0, scan.depth - 1)
                default:
                    break
                }
            }
            index += 1
        }
        return scan
    }

    /// The first index at or after `index` of a byte that ends or interrupts a string's
    /// plain text (quote, backslash, control character, not ASCII), or the end of the
    /// bytes; the bytes before it are plain. Eight bytes at a time (SWAR: a byte-wise test
    /// on a 64-bit word), whose lowest flagged byte is the first such byte: the tests'
    /// borrows only carry upwards from a byte that matches. (Stopping at the word instead
    /// made the caller call again for every byte before the quote: 300 instructions a
    /// string of a document, issue 18.) Inlined into the tape's string reading.
    @inline(__always)
    static func skipPlainStringBytes(_ bytes: UnsafeRawBufferPointer, from index: Int) -> Int {
        var index = index
        let count = bytes.count
        // Words read from the base address, with wrapping arithmetic: `index` is at most
        // `count`, so nothing wraps, and the loop tests neither overflow nor the base again
        // (two tests of eight bytes' twenty-odd instructions, issue 18).
        if let base = bytes.baseAddress {
            while index &+ 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let flags = (word & highBits) | byteFlags(below: 0x20, word) | byteFlags(0x22, word) | byteFlags(0x5C, word)
                if flags != 0 {
                    return index &+ flags.trailingZeroBitCount &>> 3
                }
                index &+= 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { return index }
            index += 1
        }
        return index
    }

    private static let lowBits: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of every byte of `word` below `limit`, and perhaps of bytes above the
    /// lowest such byte (borrows); bytes of 0x80 and above never set their own bit.
    @inline(__always)
    private static func byteFlags(below limit: UInt64, _ word: UInt64) -> UInt64 {
        (word &- lowBits &* limit) & ~word & highBits
    }

    /// The high bit of every byte of `word` equal to `byte`, and perhaps of bytes above the
    /// lowest such byte (borrows).
    @inline(__always)
    static func byteFlags(_ byte: UInt64, _ word: UInt64) -> UInt64 {
        let difference = word ^ (lowBits &* byte)
        return (difference &- lowBits) & ~difference & highBits
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0.
    static func utf8SequenceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard bytes.count - index >= length else { return 0 }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return 0 }
        for offset in stride(from: 2, to: length, by: 1) {
            let continuation = bytes[index + offset]
            guard continuation >= 0x80 && continuation <= 0xBF else { return 0 }
        }
        return length
    }

    private static func isNulEscape(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        let escape: [UInt8] = Array("\\u0000".utf8)
        guard bytes.count - index >= escape.count else { return false }
        for offset in 0..<escape.count where bytes[index + offset] != escape[offset] {
            return false
        }
        return true
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `line L, column C (byte B)`, with columns counted in characters.
    static func position(_ offset: Int, in bytes: UnsafeRawBufferPointer) -> String {
        var line = 1
        var column = 1
        var index = 0
        let end = Swift.min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return "line \(line), column \(column) (byte \(offset))"
    }
}
