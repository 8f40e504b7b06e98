/// A read-only handle on one value of a parsed document (a ``JSONTape`` entry); valid
/// while its ``JSONTree`` is alive.
struct JSONNode {
    /// What the tape the value is on holds (``JSONTape/Contents``). Nodes are made by the
    /// thousand while a document is read, always inside the life of their tree, so they
    /// hold its address without counting references.
    let contents: UnsafeMutablePointer<JSONTape.Contents>
    let index: Int

    init(contents: UnsafeMutablePointer<JSONTape.Contents>, index: Int) {
        self.contents = contents
        self.index = index
    }

    init(tape: JSONTape, index: Int) {
        self.init(contents: tape.contents, index: index)
    }

    private var entry: JSONTape.Entry { contents.pointee.entries[index] }

    var isObject: Bool { entry.kind == .object }
    var isArray: Bool { entry.kind == .array }
    var isString: Bool { entry.kind == .string }
    var isNumber: Bool { entry.kind == .number }
    var isNull: Bool { entry.kind == .null }

    /// The text of a string value.
    var string: String? {
        stringBytes.map { StringBytes.string($0) }
    }

    /// The UTF-8 bytes of a string value, valid while the tree is alive. (Inlined: readers
    /// ask it of every id, text and equation of a document, a call each, issue 18.)
    var stringBytes: UnsafeBufferPointer<UInt8>? {
        @inline(__always) get {
            let entry = self.entry
            guard entry.kind == .string else { return nil }
            return contents.pointee.text(start: entry.valueStart, count: entry.valueCount)
        }
    }

    var number: Double? {
        let entry = self.entry
        guard entry.kind == .number else { return nil }
        return Double(bitPattern: UInt64(UInt(bitPattern: entry.valueStart)))
    }

    var bool: Bool? {
        switch entry.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The field of its object this member was recognised as (``JSONTape/Entry/field``).
    var field: UInt8 {
        get { entry.field }
        nonmutating set { contents.pointee.entries[index].field = newValue }
    }

    /// The key of this value inside its object.
    var key: String {
        String(decoding: keyBytes, as: UTF8.self)
    }

    /// The UTF-8 bytes of the key of this value inside its object.
    var keyBytes: UnsafeBufferPointer<UInt8> {
        let entry = self.entry
        return contents.pointee.text(start: entry.keyStart, count: entry.keyCount)
    }

    /// How many elements an array has or members an object has (0 for other values),
    /// without walking them.
    var elementCount: Int {
        let entry = self.entry
        return entry.kind == .array || entry.kind == .object ? Int(entry.valueCount) : 0
    }

    /// How many entries of its tape the value takes with everything in it (1 for a value
    /// that is not a container), found by walking down the last child at each level.
    var entrySpan: Int {
        let entries = contents.pointee.entries
        var current = index
        while current >= 0, current < entries.count {
            let entry = entries[current]
            guard entry.kind == .array || entry.kind == .object, entry.valueCount > 0 else {
                return current + 1 - index
            }
            var child = current + 1
            while child < entries.count, entries[child].next > 0 { child += Int(entries[child].next) }
            current = child
        }
        return Swift.max(1, entries.count - index)
    }

    /// The elements of an array or the members of an object, in document order. (Inlined:
    /// a document's objects are walked several times each, a call each, issue 18.)
    var children: Children {
        @inline(__always) get {
            let entry = self.entry
            let isContainer = entry.kind == .array || entry.kind == .object
            return Children(contents: contents, first: isContainer && entry.valueCount > 0 ? index + 1 : nil)
        }
    }

    /// The elements of an array or the members of an object, walked without allocating.
    struct Children: Sequence, IteratorProtocol {
        let contents: UnsafeMutablePointer<JSONTape.Contents>
        private var cursor: Int?

        init(contents: UnsafeMutablePointer<JSONTape.Contents>, first: Int?) {
            self.contents = contents
            cursor = first
        }

        mutating func next() -> JSONNode? {
            guard let current = cursor else { return nil }
            let step = Int(contents.pointee.entries[current].next)
            cursor = step == 0 ? nil : current + step
            return JSONNode(contents: contents, index: current)
        }

        var isEmpty: Bool { cursor == nil }

        /// How many there are (a walk over the list).
        var count: Int {
            var copy = self
            var count = 0
            while copy.next() != nil { count += 1 }
            return count
        }
    }

    /// What the value is, for "expected …, got …" messages.
    var kindDescription: String {
        switch entry.kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .true, .false: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A parsed document, whose nodes are valid as long as it is alive (and the bytes it was
/// parsed from, which its strings point into).
final class JSONTree {
    let tape: JSONTape

    init(_ tape: JSONTape) {
        self.tape = tape
    }

    var root: JSONNode { JSONNode(tape: tape, index: 0) }
}
