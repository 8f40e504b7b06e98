import TrellisCore

/// Where a value is in a document, for messages: `$.scenes[0].root.subviews[2].axis`, with
/// keys that are not plain identifiers written in brackets (`$.scenes[0].root.spacing["wC hC"]`).
///
/// A path is kept as a chain of components and spelled out only when a message needs it:
/// reading a document builds the path of every value it visits, and almost none of them
/// ever appear in a message.
struct JSONPath: Sendable {
    /// One step below the parent: an object key or an array index.
    enum Component: Sendable {
        case key(String)
        case index(Int)
        /// A key that is a name of a table (a field of an object), by its index; tables
        /// live as long as the program, so the path holds it without counting references.
        case name(Int, Unmanaged<NameTable>)
        /// Two steps in one: an array element, then a field of the object it is
        /// (`[3].text`), the element's index shifted above the field's 8 bits. The field
        /// paths of an array's objects (a document's views) are then made without a
        /// shared node for each object: anchoring each view's path cost an allocation and
        /// its release, 400 instructions a view (issue 18). Spelt, and counted for
        /// elision, as the two components it stands for.
        case elementName(Int, Unmanaged<NameTable>)
        /// The value at an entry of a parsed document's tape (``TapeEntry``): the whole path
        /// from `$`, found on the tape only when spelt. The views of a document take their
        /// paths this way, since their fields' paths are made by the thousand and almost
        /// never spelt: a chain of shared components cost an allocation per list of
        /// children, and a retain and release for each path made from it (issue 18).
        case entry(TapeEntry)
    }

    /// Where a value is on a parsed tape, for ``Component/entry(_:)``. The tape must be
    /// alive when a path holding it is spelt: such paths are made while a document is
    /// read and spelt only then (a ``DocumentError`` spells its path when made), and the
    /// tree is kept alive for the whole read (``ReferenceLoader``).
    struct TapeEntry: @unchecked Sendable {
        let contents: UnsafeMutablePointer<JSONTape.Contents>
        let index: Int
    }

    /// The path up to the last component, shared (nil: the root).
    private let base: Node?
    /// The last component, not yet in a shared node (nil: the path is `base` itself).
    private let last: Component?

    /// `$`, the whole document.
    static let root = JSONPath(base: nil, last: nil)

    private init(base: Node?, last: Component?) {
        self.base = base
        self.last = last
    }

    /// The path of `node`, a value of a document whose tape's root is `$` (every document
    /// read from JSON text): nothing to allocate or count references of.
    init(entry node: JSONNode) {
        self.init(base: nil, last: .entry(TapeEntry(contents: node.contents, index: node.index)))
    }

    /// Whether the path is a tape entry's (``init(entry:)``).
    var isTapeEntry: Bool {
        if case .entry = last { return base == nil }
        return false
    }

    /// The path of member `key` of the object here.
    func key(_ key: String) -> JSONPath {
        JSONPath(base: anchored, last: .key(key))
    }

    /// The path of member `names.names[index]` of the object here.
    func name(_ index: Int, in names: NameTable) -> JSONPath {
        JSONPath(base: anchored, last: .name(index, Unmanaged.passUnretained(names)))
    }

    /// ``name(_:in:)`` with the table held without counting references already.
    func name(_ index: Int, in names: Unmanaged<NameTable>) -> JSONPath {
        JSONPath(base: anchored, last: .name(index, names))
    }

    /// The path of element `index` of the array here.
    func index(_ index: Int) -> JSONPath {
        JSONPath(base: anchored, last: .index(index))
    }

    /// The path an object here keeps as its own (``JSONObject``): ``anchoredPath``, but
    /// for an array element, which stays as it is, since ``field(_:in:)`` folds the
    /// element's index into the field's component instead of anchoring it.
    var objectPath: JSONPath {
        if case .index(let index) = last, JSONPath.canFold(index) { return self }
        if isTapeEntry { return self }
        return anchoredPath
    }

    /// The path of member `names.names[index]` of the object here, which is an
    /// ``objectPath``: no allocation, whether the object is an array element or anchored.
    func field(_ index: Int, in names: Unmanaged<NameTable>) -> JSONPath {
        if case .index(let element) = last, JSONPath.canFold(element), index >= 0, index < 256 {
            return JSONPath(base: base, last: .elementName(element << 8 | index, names))
        }
        return name(index, in: names)
    }

    /// Whether an element index fits an ``Component/elementName(_:_:)`` beside a field.
    private static func canFold(_ index: Int) -> Bool {
        index >= 0 && index < 1 << 54
    }

    /// The same path, with its last component moved into a shared node, so that the paths
    /// made from it (``key(_:)``, ``index(_:)``) cost no allocation each.
    var anchoredPath: JSONPath {
        last == nil ? self : JSONPath(base: anchored, last: nil)
    }

    private var anchored: Node? {
        guard let last else { return base }
        return Node(parent: base, component: last)
    }

    /// Paths of more components than this are shown with their middle elided (documents
    /// within the limits have paths of a few dozen at most).
    static let longestShownPath = 40
    /// About how many components an elided path keeps at its start and at its end.
    static let elidedPathHead = 10
    static let elidedPathTail = 10

    /// The path as text: `$.scenes[0].root`. A path deeper than ``longestShownPath``
    /// components keeps its first and last few (a key stays with its index), with the
    /// middle counted instead of spelt out: a view 200 levels deep would otherwise fill
    /// 2.4 KB of a one-line message; its path reads `$.scenes[0].root.subviews[0]` and three
    /// more `.subviews[0]`, ` …(382 more)… `, then the last five `.subviews[0]`.
    var text: String {
        var components: [Component] = []
        // Collected last first, so a folded element and field go in as field, then element.
        func collect(_ component: Component) {
            if case .elementName(let packed, let names) = component {
                components.append(.name(packed & 0xFF, names))
                components.append(.index(packed >> 8))
            } else if case .entry(let entry) = component {
                components.append(contentsOf: JSONPath.components(to: entry).reversed())
            } else {
                components.append(component)
            }
        }
        if let last { collect(last) }
        var node = base
        while let current = node {
            collect(current.component)
            node = current.parent
        }
        components.reverse()
        var result = "$"
        guard components.count > JSONPath.longestShownPath else {
            for component in components { result += JSONPath.spelling(of: component) }
            return result
        }
        var head = JSONPath.elidedPathHead
        if case .index = components[head] { head += 1 }
        var tailStart = components.count - JSONPath.elidedPathTail
        if case .index = components[tailStart] { tailStart -= 1 }
        for component in components[..<head] { result += JSONPath.spelling(of: component) }
        result += " …(\(tailStart - head) more)… "
        for component in components[tailStart...] { result += JSONPath.spelling(of: component) }
        return result
    }

    /// One component as the path shows it: `.key`, `["odd key"]` or `[3]`.
    private static func spelling(of component: Component) -> String {
        switch component {
        case .key(let key):
            return isPlainKey(key) ? ".\(key)" : "[\(quoted(key))]"
        case .name(let index, let names):
            let key = names.takeUnretainedValue().names[index]
            return isPlainKey(key) ? ".\(key)" : "[\(quoted(key))]"
        case .index(let index):
            return "[\(index)]"
        case .elementName(let packed, let names):
            // `text` spells these as their two components; here for completeness.
            return spelling(of: .index(packed >> 8)) + spelling(of: .name(packed & 0xFF, names))
        case .entry(let entry):
            // `text` spells these as their components; here for completeness.
            return components(to: entry).map(spelling(of:)).joined()
        }
    }

    /// The keys and indices from the root of a tape down to `entry`, found by walking
    /// from the root into the container that holds it at each level (each element says
    /// how far its next sibling is; the last one holds everything after the others).
    private static func components(to entry: TapeEntry) -> [Component] {
        let entries = entry.contents.pointee.entries
        var components: [Component] = []
        var current = 0
        while current < entry.index, current < entries.count {
            let kind = entries[current].kind
            guard kind == .array || kind == .object, entries[current].valueCount > 0 else { break }
            var child = current + 1
            var position = 0
            while true {
                let step = Int(entries[child].next)
                if step == 0 || entry.index < child + step { break }
                child += step
                position += 1
            }
            if kind == .object {
                let bytes = entry.contents.pointee.text(start: entries[child].keyStart, count: entries[child].keyCount)
                components.append(.key(String(decoding: bytes, as: UTF8.self)))
            } else {
                components.append(.index(position))
            }
            current = child
        }
        return components
    }

    /// A component of a path that others share.
    private final class Node: Sendable {
        let parent: Node?
        let component: Component

        init(parent: Node?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    private static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
        return key.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" }
    }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c >= "0" && c <= "9"
    }
}

// The message helpers this module's readers use, under short names; their one home is
// TrellisCore (`Quoting`, `NumberFormatting`, `Alternatives`, `Spelling`).

/// A string quoted for a one-line message: escaped, and shortened when long.
func quoted(_ text: String) -> String {
    Quoting.quoted(text)
}

/// A number as people write it: `8`, `-4`, `0.5`, `1e+20`.
func formatNumber(_ value: Double) -> String {
    NumberFormatting.format(value)
}

/// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
func alternatives(_ names: [String]) -> String {
    Alternatives.quoted(names)
}

/// The candidate closest to a misspelt word (see `Spelling.closest`).
func closestName(to word: String, in candidates: [String]) -> String? {
    Spelling.closest(to: word, in: candidates)
}
