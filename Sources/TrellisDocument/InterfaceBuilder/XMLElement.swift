/// The elements of one parsed XML document, stored flat: every kept element is a record in
/// one array (document order), linked to its first child and next sibling by index; the
/// attributes of all elements are records in a second array, their values in one byte
/// buffer; names are interned once per document.
///
/// Why flat (issue 20's load target, a storyboard ≤ 2× its trellis/1 JSON): a tree of
/// value-type elements, each owning arrays of children and attribute Strings, spent more
/// time being copied, retained and released as the importer walked it than libxml2 spent
/// parsing the text. Here an ``XMLElement`` is a reference to this storage and an index.
final class XMLElementStorage {
    /// One element: its interned name, its attributes (`attributeStart ..< attributeEnd`
    /// in ``attributes``), its parent, first child and next sibling (-1: none), the end of
    /// its subtree, its line and, for a `<string>` element, its text (an index into
    /// ``texts``; -1: none).
    ///
    /// Records are in document order (preorder), so an element's descendants are the
    /// records `index + 1 ..< subtreeEnd`.
    struct Record {
        var name: Int32
        var attributeStart: Int32
        var attributeEnd: Int32
        var parent: Int32
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        var subtreeEnd: Int32 = -1
        var line: Int32
        var text: Int32 = -1
    }

    /// One attribute: its interned name and where its decoded value lies in ``valueBytes``.
    struct Attribute {
        var name: Int32
        var valueStart: Int32
        var valueEnd: Int32
    }

    // Constants once parsed (the parser fills a ``Parts`` value and freezes it here): reads
    // of a class's `let` arrays need no dynamic exclusivity check, and the importer reads
    // these arrays more than anything else.
    let records: [Record]
    let attributes: [Attribute]
    /// Every attribute value, decoded (entity and character references replaced), end to end.
    let valueBytes: [UInt8]
    /// Element and attribute names by their interned index.
    let names: [String]
    /// The text of `<string>` elements.
    let texts: [String]
    /// The interned index of every name.
    let nameIndices: [String: Int32]

    /// The arrays while the parser fills them.
    struct Parts {
        var records: [Record] = []
        var attributes: [Attribute] = []
        var valueBytes: [UInt8] = []
        var names: [String] = []
        var texts: [String] = []
    }

    init(_ parts: Parts) {
        records = parts.records
        attributes = parts.attributes
        valueBytes = parts.valueBytes
        names = parts.names
        texts = parts.texts
        var indices: [String: Int32] = [:]
        indices.reserveCapacity(parts.names.count)
        for (index, name) in parts.names.enumerated() {
            indices[name] = Int32(truncatingIfNeeded: index)   // names.count fits Int32: the parser checks
        }
        nameIndices = indices
    }

    /// The descendants of `element` whose name is in `names`, in document order, not
    /// looking inside elements named in `skipping`, nor inside a match unless
    /// `intoMatches`. A scan of the element's contiguous records comparing interned
    /// indices, where a recursive walk would visit each element as a value and compare
    /// its name as a String.
    func descendants(of element: Int, named names: [String], skipping: [String], intoMatches: Bool) -> [Int] {
        let wanted = names.compactMap { nameIndices[$0] }
        guard !wanted.isEmpty else { return [] }
        let skipped = skipping.compactMap { nameIndices[$0] }
        var found: [Int] = []
        var position = element + 1
        let end = Int(records[element].subtreeEnd)
        while position < end {
            let record = records[position]
            if wanted.contains(record.name) {
                found.append(position)
                if !intoMatches {
                    position = Int(record.subtreeEnd)
                    continue
                }
            } else if skipped.contains(record.name) {
                position = Int(record.subtreeEnd)
                continue
            }
            position += 1
        }
        return found
    }

    /// The names of the attributes of element `element`, in document order.
    func attributeNames(of element: Int) -> [String] {
        let record = records[element]
        return (Int(record.attributeStart) ..< Int(record.attributeEnd)).map { names[Int(attributes[$0].name)] }
    }

    /// The value of the attribute with interned name `name` of element `element`, or nil.
    func value(of element: Int, named name: Int32) -> String? {
        guard name >= 0 else { return nil }
        let record = records[element]
        return attributes.withUnsafeBufferPointer { attributes in
            // The parser keeps attributeStart <= attributeEnd <= attributes.count.
            for position in Int(record.attributeStart) ..< Int(record.attributeEnd) where attributes[position].name == name {
                let attribute = attributes[position]
                return valueBytes.withUnsafeBufferPointer { values in
                    String(decoding: UnsafeBufferPointer(rebasing: values[Int(attribute.valueStart) ..< Int(attribute.valueEnd)]),
                           as: UTF8.self)
                }
            }
            return nil
        }
    }

    /// The interned index of a name the importer spells as a literal (-1: no element or
    /// attribute of the document has that name).
    ///
    /// The importer asks for attributes by a few dozen literal names, thousands of times
    /// per document. Resolving each literal once and then comparing indices replaces
    /// comparing the name's bytes with every attribute of every element asked (the lookups
    /// were about a quarter of the storyboard importer's instructions; this saved 5 % of a
    /// whole load). A literal's bytes live in the
    /// library's image for the life of the process, so its address identifies it: the
    /// cache is keyed by address alone.
    func nameIndex(of name: StaticString) -> Int32 {
        guard name.hasPointerRepresentation else { return nameIndex(of: name.description) }
        let address = UInt(bitPattern: name.utf8Start)
        let slot = Int(truncatingIfNeeded: (address >> 2) ^ (address >> 12)) & (literalNames.count - 1)
        let cached = literalNames[slot]
        if cached.address == address { return cached.index }
        let index = nameIndex(of: name.description)
        literalNames[slot] = LiteralName(address: address, index: index)
        return index
    }

    /// The interned index of `name` (-1: no element or attribute has that name).
    func nameIndex(of name: String) -> Int32 { nameIndices[name] ?? -1 }

    /// A literal name's address and its interned index; address 0: an empty slot.
    private struct LiteralName {
        var address: UInt = 0
        var index: Int32 = -1
    }

    @exclusivity(unchecked) private var literalNames = [LiteralName](repeating: LiteralName(), count: 1024)
}

/// One element of a parsed XML document (see ``XMLTree``): its name, attributes, child
/// elements, text and line. A value that refers to the document's flat storage: copying it
/// copies a reference and an index, never the subtree.
struct XMLElement {
    private let storage: XMLElementStorage
    private let index: Int

    init(storage: XMLElementStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    private var record: XMLElementStorage.Record { storage.records[index] }

    /// The element's name (without a namespace prefix; IB writes none).
    var name: String { storage.names[Int(record.name)] }

    /// The 1-based line of the element's start tag, for messages.
    var line: Int { Int(record.line) }

    /// The concatenated text directly inside the element, kept for `<string>` elements
    /// (`<string key="text">…</string>`) only; empty otherwise.
    var text: String {
        let text = Int(record.text)
        return text >= 0 ? storage.texts[text] : ""
    }

    /// The value of the attribute `name`, or nil.
    subscript(_ name: StaticString) -> String? {
        storage.value(of: index, named: storage.nameIndex(of: name))
    }

    /// The value of the attribute named by `name`, a name built at run time (literal names
    /// use the subscript, which is faster), or nil.
    func attribute(_ name: String) -> String? {
        storage.value(of: index, named: storage.nameIndex(of: name))
    }

    /// The names of the element's attributes, in document order (to name the ones an
    /// importer does not know).
    var attributeNames: [String] { storage.attributeNames(of: index) }

    /// The element that contains this one; nil for the document's root element.
    var parent: XMLElement? {
        let parent = Int(record.parent)
        return parent >= 0 ? XMLElement(storage: storage, index: parent) : nil
    }

    /// The descendants (not the element itself) whose name is one of `names`, in document
    /// order. The subtrees of elements named in `skipping` are not searched, nor a match's
    /// unless `intoMatches`.
    func descendants(named names: [String], skipping: [String] = [], intoMatches: Bool = true) -> [XMLElement] {
        storage.descendants(of: index, named: names, skipping: skipping, intoMatches: intoMatches).map {
            XMLElement(storage: storage, index: $0)
        }
    }

    /// How many elements the element contains at any depth (its records are contiguous).
    var descendantCount: Int { max(0, Int(record.subtreeEnd) - index - 1) }

    /// The element's child elements, in document order.
    var children: XMLChildren { XMLChildren(storage: storage, first: Int(record.firstChild)) }

    /// The first child element named `name` (and with `key` when given).
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        let length = name.utf8.count
        return children.first { $0.name.utf8.count == length && $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child element with this `key` attribute, whatever its name.
    func child(key: String) -> XMLElement? {
        children.first { $0["key"] == key }
    }
}

/// The child elements of one ``XMLElement``, walked along their sibling links (no array is
/// made). An empty literal (`[]`) is the empty sequence, so `element?.children ?? []` reads
/// as it would with an array.
struct XMLChildren: Sequence, ExpressibleByArrayLiteral {
    private let storage: XMLElementStorage?
    private let first: Int

    init(storage: XMLElementStorage, first: Int) {
        self.storage = storage
        self.first = first
    }

    /// No children.
    init(arrayLiteral elements: Never...) {
        storage = nil
        first = -1
    }

    struct Iterator: IteratorProtocol {
        fileprivate let storage: XMLElementStorage?
        fileprivate var upcoming: Int

        mutating func next() -> XMLElement? {
            guard let storage, upcoming >= 0 else { return nil }
            let element = XMLElement(storage: storage, index: upcoming)
            upcoming = Int(storage.records[upcoming].nextSibling)
            return element
        }
    }

    func makeIterator() -> Iterator { Iterator(storage: storage, upcoming: first) }
}
