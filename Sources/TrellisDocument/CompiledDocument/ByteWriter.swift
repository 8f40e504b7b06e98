/// Writes the values of a compiled document's payload: unsigned LEB128 numbers, bytes,
/// Doubles as their 8 little-endian bytes, and strings as numbers into a table of distinct
/// strings written first (ids, names and equation items repeat; each is stored and later
/// made into a Swift string once).
///
/// Since format version 8 the table is in increasing order of the strings' UTF-8 bytes
/// (``sortedTable``), so a reader checks that its entries are distinct by comparing
/// neighbours, and then knows two ids to be the same exactly when their numbers are.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []
    /// The distinct strings, in order of first use, and each one's number.
    private(set) var strings: [String] = []
    /// Keyed by bytes, not by `String`: Swift compares strings by canonical equivalence, and
    /// two spellings of "é" must stay two strings.
    private var stringNumbers: [[UInt8]: Int] = [:]

    init() {}

    /// A writer whose string numbers are the positions in `table` (distinct strings, from
    /// ``sortedTable`` of a first pass that wrote the same values); a string not in it
    /// is appended, which a second pass over the same document never does.
    init(table: [String]) {
        strings = table
        stringNumbers.reserveCapacity(table.count)
        for (number, string) in table.enumerated() { stringNumbers[Array(string.utf8)] = number }
    }

    /// The strings written, in increasing order of their UTF-8 bytes.
    var sortedTable: [String] {
        strings.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// An unsigned number in LEB128: 7 bits a byte, low bits first.
    mutating func number(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func count(_ value: Int) {
        number(UInt64(Swift.max(0, value)))
    }

    mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// A string, as its number in the table.
    mutating func string(_ value: String) {
        count(stringNumber(value))
    }

    /// An optional string: 0 for nil, else its number + 1.
    mutating func optionalString(_ value: String?) {
        guard let value else { return number(0) }
        count(stringNumber(value) + 1)
    }

    mutating func stringNumber(_ value: String) -> Int {
        let key = Array(value.utf8)
        if let number = stringNumbers[key] { return number }
        strings.append(value)
        stringNumbers[key] = strings.count - 1
        return strings.count - 1
    }

    /// The string table followed by the values written: the payload.
    func payload() -> [UInt8] {
        var table = ByteWriter()
        table.count(strings.count)
        for string in strings {
            table.count(string.utf8.count)
            table.bytes.append(contentsOf: string.utf8)
        }
        return table.bytes + bytes
    }
}
