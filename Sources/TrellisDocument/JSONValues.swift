import TrellisCore

/// Readers for the values a document holds, each failing with the value's path.
enum Read {

    static func string(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> String {
        guard let text = node.string else {
            throw .schema(path, "expected a string, got \(node.kindDescription)")
        }
        return text
    }

    static func nonEmptyString(_ node: JSONNode, _ path: JSONPath, what: String = "a string") throws(DocumentError) -> String {
        let text = try string(node, path)
        guard !text.isEmpty else {
            throw .schema(path, "expected \(what), got an empty string")
        }
        return text
    }

    static func bool(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Bool {
        guard let value = node.bool else {
            throw .schema(path, "expected true or false, got \(node.kindDescription)")
        }
        return value
    }

    /// A finite number of at most 1e9 in magnitude.
    static func number(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Double {
        guard let value = node.number else {
            throw .schema(path, "expected a number, got \(node.kindDescription)")
        }
        guard Limits.isWithinMagnitude(value) else {
            throw .schema(path, "number \(formatNumber(value)) is too large; numbers must be \(Limits.magnitudePhrase)")
        }
        return value
    }

    static func nonNegative(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Double {
        let value = try number(node, path)
        guard value >= 0 else {
            throw .schema(path, "expected a number ≥ 0, got \(formatNumber(value))")
        }
        return value
    }

    static func positive(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Double {
        let value = try number(node, path)
        guard value > 0 else {
            throw .schema(path, "expected a number > 0, got \(formatNumber(value))")
        }
        return value
    }

    /// A layout priority, 1...1000.
    static func priority(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Double {
        let value = try number(node, path)
        guard value >= 1 && value <= 1000 else {
            throw .schema(path, "priority must be between 1 and 1000, got \(formatNumber(value))")
        }
        return value
    }

    /// A whole number ≥ 0.
    static func count(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Int {
        let value = try number(node, path)
        guard value >= 0 && value == value.rounded(.towardZero) else {
            throw .schema(path, "expected a whole number ≥ 0, got \(formatNumber(value))")
        }
        return Int(value) // within ±1e9, checked above
    }

    /// An identifier of a view, scene, constraint, segue or reference: letters, digits,
    /// `_`, `-` and `.`; not `superview`, which equations reserve.
    static func identifier(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> String {
        // Well-formed ids, nearly all of them, are recognised on their bytes.
        if let bytes = node.stringBytes, isPlainIdentifier(bytes) {
            return StringBytes.string(bytes)
        }
        let id = try string(node, path)
        try checkIdentifier(id, path)
        return id
    }

    static func checkIdentifier(_ id: String, _ path: JSONPath) throws(DocumentError) {
        guard !id.isEmpty else {
            throw .schema(path, "an id must not be empty")
        }
        for scalar in id.unicodeScalars {
            let allowed = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || (scalar >= "0" && scalar <= "9") || scalar == "_" || scalar == "-" || scalar == "."
            guard allowed else {
                throw .schema(path, "invalid id \(quoted(id)): ids may contain only letters, digits, \"_\", \"-\" and \".\"")
            }
        }
        if id == ItemReference.superviewKeyword {
            throw .schema(path, "\"superview\" cannot be an id: equations use it for the superview")
        }
    }

    /// Whether `bytes` are an id ``checkIdentifier(_:_:)`` accepts.
    private static func isPlainIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        for byte in bytes {
            let allowed = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2D || byte == 0x2E
            if !allowed { return false }
        }
        // The length first: comparing every id's bytes to the keyword's view cost 100
        // instructions an id (issue 18).
        let keyword = ItemReference.superviewKeyword.utf8
        return bytes.count != keyword.count || !bytes.elementsEqual(keyword)
    }

    /// One of the choices of `table`, by name.
    static func choice<T>(_ node: JSONNode, _ path: JSONPath, _ table: ChoiceTable<T>) throws(DocumentError) -> T {
        if let bytes = node.stringBytes, let index = table.names.index(of: bytes) {
            return table.values[index]
        }
        // The list of alternatives is only spelled out when it is needed, for an error.
        let names = table.names.names
        guard let text = node.string else {
            throw .schema(path, "expected \(alternatives(names)), got \(node.kindDescription)")
        }
        var message = "expected \(alternatives(names)), got \(quoted(text))"
        if let suggestion = closestName(to: text, in: names) {
            message += " (did you mean \(quoted(suggestion))?)"
        }
        throw .schema(path, message)
    }

    /// An array of exactly two elements, written like `shape` (`[width, height]`).
    static func pair(_ node: JSONNode, _ path: JSONPath, shape: String) throws(DocumentError) -> (JSONNode, JSONNode) {
        var elements = try tuple(node, path, count: 2, shape: shape)
        guard let first = elements.next(), let second = elements.next() else {
            throw .schema(path, "internal error: a checked pair has fewer than 2 values")
        }
        return (first, second)
    }

    /// An array of exactly four elements, written like `shape` (`[top, left, bottom, right]`).
    static func quadruple(_ node: JSONNode, _ path: JSONPath,
                          shape: String) throws(DocumentError) -> (JSONNode, JSONNode, JSONNode, JSONNode) {
        var elements = try tuple(node, path, count: 4, shape: shape)
        guard let a = elements.next(), let b = elements.next(), let c = elements.next(), let d = elements.next() else {
            throw .schema(path, "internal error: a checked quadruple has fewer than 4 values")
        }
        return (a, b, c, d)
    }

    private static func tuple(_ node: JSONNode, _ path: JSONPath, count: Int,
                              shape: String) throws(DocumentError) -> JSONNode.Children {
        guard node.isArray else {
            throw .schema(path, "expected \(shape), got \(node.kindDescription)")
        }
        let elements = node.children
        let found = elements.count
        guard found == count else {
            throw .schema(path, "expected \(shape) (\(count) values), got \(found) value\(found == 1 ? "" : "s")")
        }
        return elements
    }

    static func array(_ node: JSONNode, _ path: JSONPath, of what: String) throws(DocumentError) -> JSONNode.Children {
        guard node.isArray else {
            throw .schema(path, "expected an array of \(what), got \(node.kindDescription)")
        }
        return node.children
    }

    /// A value that may vary by size class: a plain value, or an object keyed by size
    /// class (`{"any": 8, "wR": 20}`). No plain form is an object, so an object is a map.
    static func variant<T>(_ node: JSONNode, _ path: JSONPath,
                           _ read: (JSONNode, JSONPath) throws(DocumentError) -> T) throws(DocumentError) -> Variant<T> {
        guard node.isObject else {
            return .plain(try read(node, path))
        }
        if let keys = SizeClassSpelling.canonicalKeys(of: node) {
            let mapPath = path.anchoredPath
            var values: [SizeClassKey: T] = [:]
            for (member, key) in zip(node.children, keys) {
                guard let key else { continue } // "comment"
                values[key.key] = try read(member, mapPath.key(key.spelling))
            }
            if !values.isEmpty { return .sizeClasses(values) }
        }
        return try variantMap(node, path, read)
    }

    /// ``variant(_:_:_:)`` for any map, with every message about its keys.
    private static func variantMap<T>(_ node: JSONNode, _ path: JSONPath,
                                      _ read: (JSONNode, JSONPath) throws(DocumentError) -> T) throws(DocumentError) -> Variant<T> {
        let map = try JSONMap(node, at: path)
        var entries: [(key: String, value: T)] = []
        for member in map.members where member.key != "comment" {
            let key = member.key
            let keyPath = map.path(key)
            do {
                _ = try SizeClassKey(parsing: key)
            } catch {
                throw .schema(keyPath, error.message)
            }
            entries.append((key, try read(member, keyPath)))
        }
        do {
            return try Variant(keyedBy: entries)
        } catch {
            throw .schema(error.key.isEmpty ? path : map.path(error.key), error.message)
        }
    }
}

/// The names a choice accepts, with the value of each.
final class ChoiceTable<Value: Sendable>: Sendable {
    let names: NameTable
    let values: [Value]

    init(_ choices: [(name: String, value: Value)]) {
        names = NameTable(choices.map(\.name))
        values = choices.map(\.value)
    }
}

extension ChoiceTable where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// The cases of an enum, by raw value, in declaration order.
    convenience init(_ type: Value.Type) {
        self.init(Value.allCases.map { (name: $0.rawValue, value: $0) })
    }
}

/// The choices documents spell, made once.
enum Choices {
    static let viewKind = ChoiceTable(ViewKind.self)
    static let textStyle = ChoiceTable(TextStyle.self)
    static let axis = ChoiceTable(LayoutAxis.self)
    static let distribution = ChoiceTable(StackDistribution.self)
    static let alignment = ChoiceTable(StackAlignment.self)
    static let activityIndicatorStyle = ChoiceTable(ActivityIndicatorStyle.self)
    static let separatorStyle = ChoiceTable(SeparatorStyle.self)
    static let scrollDirection = ChoiceTable(ScrollDirection.self)
    static let horizontalPosition = ChoiceTable([("left", GroupPosition.left), ("center", .center), ("right", .right)])
    static let verticalPosition = ChoiceTable([("top", GroupPosition.top), ("center", .center), ("bottom", .bottom)])
}

/// The canonical spellings of size-class keys, recognised on their bytes.
enum SizeClassSpelling {
    private static let spellings = ["any", "wC", "wR", "hC", "hR", "wC hC", "wC hR", "wR hC", "wR hR", "comment"]
    private static let table = NameTable(spellings)
    private static let keys: [(key: SizeClassKey, spelling: String)] = spellings.dropLast().map { spelling in
        ((try? SizeClassKey(parsing: spelling)) ?? .any, spelling)
    }

    /// The key of every member of a size-class map, nil for `"comment"`, when every key
    /// is spelled canonically and none repeats; otherwise nil, and the caller reads the
    /// map the long way, which explains what is wrong.
    static func canonicalKeys(of node: JSONNode) -> [(key: SizeClassKey, spelling: String)?]? {
        var seen: UInt16 = 0
        var result: [(key: SizeClassKey, spelling: String)?] = []
        for member in node.children {
            guard let index = table.index(of: member.keyBytes), seen & (1 << index) == 0 else { return nil }
            seen |= 1 << index
            result.append(index < keys.count ? keys[index] : nil)
        }
        return result
    }
}
