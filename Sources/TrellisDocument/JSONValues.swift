import TrellisCore

/// Readers for the values a document holds, each failing with the value's path.
enum Read {

    static func string(_ node: JSONNode, _ path: String) throws(DocumentError) -> String {
        guard let text = node.string else {
            throw .schema(path, "expected a string, got \(node.kindDescription)")
        }
        return text
    }

    static func nonEmptyString(_ node: JSONNode, _ path: String, what: String = "a string") throws(DocumentError) -> String {
        let text = try string(node, path)
        guard !text.isEmpty else {
            throw .schema(path, "expected \(what), got an empty string")
        }
        return text
    }

    static func bool(_ node: JSONNode, _ path: String) throws(DocumentError) -> Bool {
        guard let value = node.bool else {
            throw .schema(path, "expected true or false, got \(node.kindDescription)")
        }
        return value
    }

    /// A finite number of at most 1e9 in magnitude.
    static func number(_ node: JSONNode, _ path: String) throws(DocumentError) -> Double {
        guard let value = node.number else {
            throw .schema(path, "expected a number, got \(node.kindDescription)")
        }
        guard Limits.isWithinMagnitude(value) else {
            throw .schema(path, "number \(formatNumber(value)) is too large; numbers must be \(Limits.magnitudePhrase)")
        }
        return value
    }

    static func nonNegative(_ node: JSONNode, _ path: String) throws(DocumentError) -> Double {
        let value = try number(node, path)
        guard value >= 0 else {
            throw .schema(path, "expected a number ≥ 0, got \(formatNumber(value))")
        }
        return value
    }

    static func positive(_ node: JSONNode, _ path: String) throws(DocumentError) -> Double {
        let value = try number(node, path)
        guard value > 0 else {
            throw .schema(path, "expected a number > 0, got \(formatNumber(value))")
        }
        return value
    }

    /// A layout priority, 1...1000.
    static func priority(_ node: JSONNode, _ path: String) throws(DocumentError) -> Double {
        let value = try number(node, path)
        guard value >= 1 && value <= 1000 else {
            throw .schema(path, "priority must be between 1 and 1000, got \(formatNumber(value))")
        }
        return value
    }

    /// A whole number ≥ 0.
    static func count(_ node: JSONNode, _ path: String) throws(DocumentError) -> Int {
        let value = try number(node, path)
        guard value >= 0 && value == value.rounded(.towardZero) else {
            throw .schema(path, "expected a whole number ≥ 0, got \(formatNumber(value))")
        }
        return Int(value) // within ±1e9, checked above
    }

    /// An identifier of a view, scene, constraint, segue or reference: letters, digits,
    /// `_`, `-` and `.`; not `superview`, which equations reserve.
    static func identifier(_ node: JSONNode, _ path: String) throws(DocumentError) -> String {
        let id = try string(node, path)
        try checkIdentifier(id, path)
        return id
    }

    static func checkIdentifier(_ id: String, _ path: String) throws(DocumentError) {
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

    /// One of `choices`, by name.
    static func choice<T>(_ node: JSONNode, _ path: String, _ choices: [(name: String, value: T)]) throws(DocumentError) -> T {
        // The list of alternatives is only spelled out when it is needed, for an error.
        guard let text = node.string else {
            throw .schema(path, "expected \(alternatives(choices.map(\.name))), got \(node.kindDescription)")
        }
        guard let match = choices.first(where: { $0.name == text }) else {
            var message = "expected \(alternatives(choices.map(\.name))), got \(quoted(text))"
            if let suggestion = closestName(to: text, in: choices.map(\.name)) {
                message += " (did you mean \(quoted(suggestion))?)"
            }
            throw .schema(path, message)
        }
        return match.value
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode, _ path: String, _ type: T.Type) throws(DocumentError) -> T where T.RawValue == String {
        try choice(node, path, T.allCases.map { (name: $0.rawValue, value: $0) })
    }

    /// An array of exactly `count` elements, written like `shape` (`[width, height]`).
    static func tuple(_ node: JSONNode, _ path: String, count: Int, shape: String) throws(DocumentError) -> [JSONNode] {
        guard node.isArray else {
            throw .schema(path, "expected \(shape), got \(node.kindDescription)")
        }
        let elements = node.children
        guard elements.count == count else {
            throw .schema(path, "expected \(shape) (\(count) values), got \(elements.count) value\(elements.count == 1 ? "" : "s")")
        }
        return elements
    }

    static func array(_ node: JSONNode, _ path: String, of what: String) throws(DocumentError) -> [JSONNode] {
        guard node.isArray else {
            throw .schema(path, "expected an array of \(what), got \(node.kindDescription)")
        }
        return node.children
    }

    /// A value that may vary by size class: a plain value, or an object keyed by size
    /// class (`{"any": 8, "wR": 20}`). No plain form is an object, so an object is a map.
    static func variant<T>(_ node: JSONNode, _ path: String,
                           _ read: (JSONNode, String) throws(DocumentError) -> T) throws(DocumentError) -> Variant<T> {
        guard node.isObject else {
            return .plain(try read(node, path))
        }
        let map = try JSONObject(node, at: path)
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
