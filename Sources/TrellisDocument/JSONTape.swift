/// A JSON text parsed into one flat array of values in document order (a "tape"), the
/// way documents are read: one allocation for all values, strings left in place in the
/// input unless they hold escapes, nothing to free value by value.
///
/// It accepts exactly the texts cJSON accepts (Debian's libcjson 1.7.15, of the texts that
/// pass ``JSONText``'s checks: valid UTF-8, no raw control characters, nesting within 1000
/// levels; it notes the texts that do not, ``sawProblem``), with the same values: `01`,
/// `1.` and `-.5` are numbers, a number is the longest prefix `strtod` reads of the
/// characters `0-9 + - . e E` that follow, a UTF-8 byte order mark is skipped when the text
/// is at least 5 bytes long, `\u` escapes must pair surrogates, and one with a digit that
/// is not hexadecimal stands for U+0000, which ends the string as cJSON's C strings end.
/// When it refuses a text, ``JSONText`` asks cJSON where the problem is, so messages stay
/// cJSON's.
final class JSONTape {
    /// The kinds of value, as cJSON numbers its types.
    enum Kind: UInt8 {
        case `false` = 1, `true` = 2, null = 4, number = 8, string = 16, array = 32, object = 64
    }

    /// One value. Containers are followed by their elements (members), each of which
    /// says how far its next sibling is.
    struct Entry {
        var kind: Kind
        /// Scratch for readers: the field of its object this member was recognised as
        /// (``JSONObject`` writes it, so that finding a field later compares no bytes).
        var field: UInt8 = 0xFF
        /// Entries from this one to its next sibling; 0 for the last element or member.
        var next: Int32 = 0
        /// The UTF-8 bytes of the member's key, as ``Text``.
        var keyCount: Int32 = 0
        var keyStart: Int = 0
        /// Strings: the bytes, as ``Text``; numbers: the bit pattern of the Double;
        /// containers: the number of elements (members).
        var valueCount: Int32 = 0
        var valueStart: Int = 0
    }

    /// The largest text the tape reads (its offsets are 32-bit).
    static let maximumLength = Int(Int32.max)

    /// What nodes read once the text is parsed: the values and where texts are. Held by
    /// the tape at a fixed address, so that a ``JSONNode`` is that address and an index:
    /// a node holding the tape itself retained and released it at every read (a reference
    /// held `unowned(unsafe)` is still made strong to call through it), 600,000
    /// instructions a load of the 1000-view list (issue 18).
    struct Contents {
        var entries: UnsafeMutableBufferPointer<Entry>
        var input: UnsafeRawBufferPointer
        var decoded: UnsafeMutableBufferPointer<UInt8>

        /// The bytes of a text stored as `start`, `count`.
        @inline(__always)
        func text(start: Int, count: Int32) -> UnsafeBufferPointer<UInt8> {
            let count = Int(count)
            if start >= 0 {
                guard let base = input.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
                return UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + start, count: count)
            }
            guard let base = decoded.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
            return UnsafeBufferPointer(start: base + (-1 - start), count: count)
        }
    }

    /// The parsed tape's ``Contents``, for its nodes.
    let contents: UnsafeMutablePointer<Contents>

    private(set) var entries: UnsafeMutableBufferPointer<Entry>
    /// Records the field a member was recognised as (``Entry/field``).
    func markField(_ field: UInt8, at index: Int) {
        entries[index].field = field
    }

    private(set) var count = 0
    /// Strings that held escapes, decoded; a text starting at a negative offset `-1 - i`
    /// starts at `decoded[i]`.
    private(set) var decoded: UnsafeMutableBufferPointer<UInt8>
    private var decodedCount = 0
    /// The parsed text; strings without escapes point into it.
    let input: UnsafeRawBufferPointer
    /// Whether the text has something ``JSONText`` refuses before parsing (cJSON reads it):
    /// a control character, invalid UTF-8 in a string, a `\u0000` escape. JSONText then
    /// runs its checks, which say what and where.
    private(set) var sawProblem = false

    /// Parses `input`, which must stay alive and unchanged as long as the tape; nil when
    /// cJSON would refuse it or more follows the value than whitespace.
    init?(parsing input: UnsafeRawBufferPointer) {
        self.input = input
        // About one value per 16 bytes of text (the list documents of the load benchmark
        // have one per 16 to 17): growing by doubling from a small tape copied and touched
        // twice the memory the final one needs. At most a million up front (40 MB).
        entries = .allocate(capacity: 64 + Swift.min(input.count / 16, 1 << 20))
        decoded = .allocate(capacity: 0)
        contents = .allocate(capacity: 1)
        contents.initialize(to: Contents(entries: entries, input: input, decoded: decoded))
        guard input.count <= JSONTape.maximumLength, parse() else { return nil }
        // The buffers are final now (parsing may have moved them).
        contents.pointee = Contents(entries: UnsafeMutableBufferPointer(rebasing: entries[0..<count]),
                                   input: input, decoded: decoded)
    }

    deinit {
        entries.deallocate()
        decoded.deallocate()
        contents.deallocate()
    }

    /// The bytes of a text stored as `start`, `count`.
    func text(start: Int, count: Int32) -> UnsafeBufferPointer<UInt8> {
        let count = Int(count)
        if start >= 0 {
            guard let base = input.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
            return UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + start, count: count)
        }
        guard let base = decoded.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + (-1 - start), count: count)
    }

    // MARK: Parsing

    /// An open container: where its entry is, and its last element so far.
    private struct Open {
        var index: Int
        var lastChild: Int
        var isObject: Bool
    }

    private func parse() -> Bool {
        let bytes = input
        let end = bytes.count
        var position = 0
        // cJSON skips a byte order mark only when it can read 5 bytes.
        if end >= 5, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        // The open containers, at most ``JSONText/maximumNesting``: a buffer of that size,
        // not an array whose every change checked its uniqueness and bounds (issue 18).
        let stack = UnsafeMutablePointer<Open>.allocate(capacity: JSONText.maximumNesting + 1)
        defer { stack.deallocate() }
        var depth = 0
        var pendingKey: (start: Int, count: Int32) = (0, 0)

        // cJSON skips every byte up to 0x20; those that are not whitespace are problems.
        func skipWhitespace() {
            while position < end {
                let byte = bytes[position]
                guard byte <= 0x20 else { return }
                if byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 { sawProblem = true }
                position += 1
            }
        }

        skipWhitespace()
        while true {
            // A value starts at `position`.
            guard position < end else { return false }
            let index = append(Entry(kind: .null, keyCount: pendingKey.count, keyStart: pendingKey.start))
            if depth > 0 {
                let top = depth - 1
                let previous = stack[top].lastChild
                if previous >= 0 { entries[previous].next = Int32(index - previous) }
                stack[top].lastChild = index
                entries[stack[top].index].valueCount += 1
            }
            let byte = bytes[position]
            var opened = false
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < JSONText.maximumNesting else { return false }
                let isObject = byte == UInt8(ascii: "{")
                entries[index].kind = isObject ? .object : .array
                (stack + depth).initialize(to: Open(index: index, lastChild: -1, isObject: isObject))
                depth += 1
                position += 1
                skipWhitespace()
                guard position < end else { return false }
                if bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    depth -= 1
                } else {
                    opened = true
                }
            case UInt8(ascii: "\""):
                guard let text = string(at: &position) else { return false }
                entries[index].kind = .string
                entries[index].valueStart = text.start
                entries[index].valueCount = text.count
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let value = number(at: &position) else { return false }
                entries[index].kind = .number
                entries[index].valueStart = Int(bitPattern: UInt(value.bitPattern))
            case UInt8(ascii: "n"):
                guard literal("null", at: &position) else { return false }
                entries[index].kind = .null
            case UInt8(ascii: "t"):
                guard literal("true", at: &position) else { return false }
                entries[index].kind = .true
            case UInt8(ascii: "f"):
                guard literal("false", at: &position) else { return false }
                entries[index].kind = .false
            default:
                return false
            }

            // After a value, or inside a container just opened: find where the next
            // value starts, closing containers on the way.
            var expectingFirst = opened
            while true {
                guard depth > 0 else {
                    // The top-level value is complete: only whitespace may follow.
                    skipWhitespace()
                    return position == end
                }
                let top = stack[depth - 1]
                if !expectingFirst {
                    skipWhitespace()
                    guard position < end else { return false }
                    let separator = bytes[position]
                    if separator == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                    } else if separator == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        position += 1
                        depth -= 1
                        continue
                    } else {
                        return false
                    }
                }
                expectingFirst = false
                if top.isObject {
                    guard position < end, bytes[position] == UInt8(ascii: "\""),
                          let key = string(at: &position) else { return false }
                    pendingKey = key
                    skipWhitespace()
                    guard position < end, bytes[position] == UInt8(ascii: ":") else { return false }
                    position += 1
                    skipWhitespace()
                } else {
                    pendingKey = (0, 0)
                }
                break
            }
        }
    }

    /// Appends an entry; inlined into the parse, whose every value makes one (a call each
    /// was 29 instructions a value, issue 18), the rare growth left out of line.
    @inline(__always)
    private func append(_ entry: Entry) -> Int {
        if count == entries.count { growEntries() }
        entries.initializeElement(at: count, to: entry)
        count += 1
        return count - 1
    }

    @inline(never)
    private func growEntries() {
        let larger = UnsafeMutableBufferPointer<Entry>.allocate(capacity: entries.count * 2)
        _ = larger.initialize(fromContentsOf: UnsafeMutableBufferPointer(rebasing: entries[0..<count]))
        entries.deallocate()
        entries = larger
    }

    private func literal(_ word: StaticString, at position: inout Int) -> Bool {
        let length = word.utf8CodeUnitCount
        guard input.count - position >= length else { return false }
        for offset in 0..<length where input[position + offset] != word.utf8Start[offset] {
            return false
        }
        position += length
        return true
    }

    /// A number as cJSON reads it: the characters `0-9 + - . e E` that follow, of which
    /// `strtod` takes the longest prefix that is a number.
    private func number(at position: inout Int) -> Double? {
        if let integer = shortInteger(at: &position) { return integer }
        let start = position
        var collected = 0
        while start + collected < input.count {
            switch input[start + collected] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                 UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "."):
                collected += 1
                continue
            default:
                break
            }
            break
        }
        // The longest prefix strtod reads: sign, digits with an optional fraction (at
        // least one digit in all), then an exponent only if it has digits.
        var index = start
        let limit = start + collected
        var negative = false
        if index < limit, input[index] == UInt8(ascii: "-") || input[index] == UInt8(ascii: "+") {
            negative = input[index] == UInt8(ascii: "-")
            index += 1
        }
        let digitsStart = index
        var digits = 0
        var wholeValue = 0
        var plainInteger = true
        while index < limit, isDigit(input[index]) {
            if digits < 15 { wholeValue = wholeValue &* 10 &+ Int(input[index] &- 0x30) }
            digits += 1
            index += 1
        }
        if index < limit, input[index] == UInt8(ascii: ".") {
            plainInteger = false
            index += 1
            while index < limit, isDigit(input[index]) {
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else { return nil }
        if index < limit, input[index] == UInt8(ascii: "e") || input[index] == UInt8(ascii: "E") {
            var exponent = index + 1
            if exponent < limit, input[exponent] == UInt8(ascii: "+") || input[exponent] == UInt8(ascii: "-") {
                exponent += 1
            }
            if exponent < limit, isDigit(input[exponent]) {
                plainInteger = false
                index = exponent
                while index < limit, isDigit(input[index]) { index += 1 }
            }
        }
        position = index
        if plainInteger && digits <= 15 {
            let magnitude = Double(wholeValue)
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: input[digitsStart..<index]), as: UTF8.self)
        guard let magnitude = Double(text) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// A number that is an optional `-` and 1 to 15 digits followed by none of the bytes
    /// ``number(at:)`` collects: the value that reading gives it (an integer, exact in a
    /// Double), read in one pass; nil for anything else, with `position` unchanged. (A
    /// document's sizes and insets are such numbers; collected, then read, each took 120
    /// instructions, issue 18.)
    @inline(__always)
    private func shortInteger(at position: inout Int) -> Double? {
        var index = position
        let end = input.count
        let negative = index < end && input[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let digitsStart = index
        var value = 0
        while index < end, index - digitsStart < 16, isDigit(input[index]) {
            value = value &* 10 &+ Int(input[index] &- 0x30)
            index += 1
        }
        let digits = index - digitsStart
        guard digits > 0, digits <= 15 else { return nil }
        if index < end {
            switch input[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                 UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "."):
                return nil
            default:
                break
            }
        }
        position = index
        let magnitude = Double(value)
        return negative ? -magnitude : magnitude
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// A string starting at the quote at `position`, as cJSON decodes it; the text is left
    /// in place unless it has escapes. Inlined into the parse's two places, keys and
    /// values, which a document has by the thousand.
    @inline(__always)
    private func string(at position: inout Int) -> (start: Int, count: Int32)? {
        let bytes = input
        let contentStart = position + 1
        var index = contentStart
        var escaped = false
        while true {
            // Plain text, eight bytes at a time; then the byte that stopped it.
            index = JSONText.skipPlainStringBytes(bytes, from: index)
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { return nil }
                escaped = true
                index += 2
            } else if byte < 0x20 {
                sawProblem = true
                index += 1
            } else if byte >= 0x80 {
                let length = JSONText.utf8SequenceLength(bytes, at: index)
                if length == 0 { sawProblem = true }
                index += Swift.max(length, 1)
            } else {
                index += 1
            }
        }
        let contentEnd = index
        position = contentEnd + 1
        guard contentEnd - contentStart <= Int(Int32.max) else { return nil }
        guard escaped else { return (contentStart, Int32(contentEnd - contentStart)) }
        return decode(contentStart..<contentEnd)
    }

    /// Decodes a string with escapes into `decoded`. A `\u` escape for U+0000 ends the
    /// string (cJSON writes a NUL into its C string), though what follows must still decode.
    private func decode(_ range: Range<Int>) -> (start: Int, count: Int32)? {
        reserveDecoded(range.count)
        let start = decodedCount
        truncation = nil
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = input[index]
            guard byte == UInt8(ascii: "\\") else {
                appendDecoded(byte)
                index += 1
                continue
            }
            // The escaped byte may be the closing quote itself: a `\u` escape whose four
            // digits took the backslash that escaped it leaves a backslash last, and cJSON
            // then reads the quote after it as `\"`.
            switch input[index + 1] {
            case UInt8(ascii: "b"): appendDecoded(0x08)
            case UInt8(ascii: "f"): appendDecoded(0x0C)
            case UInt8(ascii: "n"): appendDecoded(0x0A)
            case UInt8(ascii: "r"): appendDecoded(0x0D)
            case UInt8(ascii: "t"): appendDecoded(0x09)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): appendDecoded(input[index + 1])
            case UInt8(ascii: "u"):
                guard let length = unicodeEscape(at: index, end: range.upperBound) else { return nil }
                index += length
                continue
            default:
                return nil
            }
            index += 2
        }
        let end = truncation ?? decodedCount
        return (-1 - start, Int32(end - start))
    }

    /// Where the string being decoded ends early, at a `\u` escape for U+0000.
    private var truncation: Int?

    /// Decodes `\uXXXX` (or a surrogate pair of them) at `index`; returns the bytes read.
    private func unicodeEscape(at index: Int, end: Int) -> Int? {
        guard end - index >= 6 else { return nil }
        let first = hex4(at: index + 2)
        var scalar = first
        var length = 6
        if first == 0 {
            // JSONText refuses `\u0000` itself; other zeros come from digits that are not
            // hexadecimal, which cJSON reads as U+0000 too.
            if (2..<6).allSatisfy({ input[index + $0] == UInt8(ascii: "0") }) { sawProblem = true }
            if truncation == nil { truncation = decodedCount }
            return length
        }
        if first >= 0xDC00 && first <= 0xDFFF { return nil }
        if first >= 0xD800 && first <= 0xDBFF {
            let second = index + 6
            guard end - second >= 6, input[second] == UInt8(ascii: "\\"), input[second + 1] == UInt8(ascii: "u") else {
                return nil
            }
            let low = hex4(at: second + 2)
            guard low >= 0xDC00 && low <= 0xDFFF else { return nil }
            scalar = 0x10000 + (((first & 0x3FF) << 10) | (low & 0x3FF))
            length = 12
        }
        // UTF-8, as cJSON writes it.
        if scalar < 0x80 {
            appendDecoded(UInt8(scalar))
        } else if scalar < 0x800 {
            appendDecoded(UInt8(0xC0 | (scalar >> 6)))
            appendDecoded(UInt8(0x80 | (scalar & 0x3F)))
        } else if scalar < 0x10000 {
            appendDecoded(UInt8(0xE0 | (scalar >> 12)))
            appendDecoded(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            appendDecoded(UInt8(0x80 | (scalar & 0x3F)))
        } else {
            appendDecoded(UInt8(0xF0 | (scalar >> 18)))
            appendDecoded(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            appendDecoded(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            appendDecoded(UInt8(0x80 | (scalar & 0x3F)))
        }
        return length
    }

    /// Four hexadecimal digits, or 0 if one is not (as cJSON's parse_hex4).
    private func hex4(at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = input[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return 0
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Makes room for `more` bytes in `decoded` (a decoded string is never longer than
    /// its escaped form).
    private func reserveDecoded(_ more: Int) {
        guard decodedCount + more > decoded.count else { return }
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Swift.max(decoded.count * 2, decodedCount + more, 256))
        if decodedCount > 0 {
            _ = larger.initialize(fromContentsOf: UnsafeMutableBufferPointer(rebasing: decoded[0..<decodedCount]))
        }
        decoded.deallocate()
        decoded = larger
    }

    private func appendDecoded(_ byte: UInt8) {
        decoded[decodedCount] = byte
        decodedCount += 1
    }
}
