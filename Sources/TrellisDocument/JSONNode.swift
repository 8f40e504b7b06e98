import CCJSON

/// A read-only handle on one value of a cJSON tree; valid while the tree is alive
/// (``JSONTree`` owns it).
struct JSONNode {
    let item: UnsafeMutablePointer<cJSON>

    var isObject: Bool { cJSON_IsObject(item) != 0 }
    var isArray: Bool { cJSON_IsArray(item) != 0 }
    var isString: Bool { cJSON_IsString(item) != 0 }
    var isNumber: Bool { cJSON_IsNumber(item) != 0 }
    var isNull: Bool { cJSON_IsNull(item) != 0 }

    /// The text of a string value.
    var string: String? {
        guard isString, let text = item.pointee.valuestring else { return nil }
        return String(cString: text)
    }

    var number: Double? {
        isNumber ? item.pointee.valuedouble : nil
    }

    var bool: Bool? {
        if cJSON_IsTrue(item) != 0 { return true }
        if cJSON_IsFalse(item) != 0 { return false }
        return nil
    }

    /// The key of this value inside its object.
    var key: String {
        guard let key = item.pointee.string else { return "" }
        return String(cString: key)
    }

    /// The elements of an array or the members of an object, in document order.
    var children: [JSONNode] {
        var result: [JSONNode] = []
        var child = item.pointee.child
        while let current = child {
            result.append(JSONNode(item: current))
            child = current.pointee.next
        }
        return result
    }

    /// What the value is, for "expected …, got …" messages.
    var kindDescription: String {
        if isObject { return "an object" }
        if isArray { return "an array" }
        if isString { return "a string" }
        if isNumber { return "a number" }
        if bool != nil { return "a boolean" }
        if isNull { return "null" }
        return "an invalid value"
    }
}

/// A parsed cJSON tree, freed when the last reference goes away.
final class JSONTree {
    let root: JSONNode

    init(taking item: UnsafeMutablePointer<cJSON>) {
        root = JSONNode(item: item)
    }

    deinit {
        cJSON_Delete(root.item)
    }
}

/// The members of a JSON object, with strict field checking.
struct JSONObject {
    let path: String
    let members: [JSONNode]

    /// Reads `node` as an object; a duplicated key is an error at its second occurrence.
    init(_ node: JSONNode, at path: String, expected: String = "an object") throws(DocumentError) {
        guard node.isObject else {
            throw .schema(path, "expected \(expected), got \(node.kindDescription)")
        }
        self.path = path
        members = node.children
        var seen = Set<String>()
        for member in members {
            let key = member.key
            if !seen.insert(key).inserted {
                throw .schema(JSONPath.key(path, key), "duplicate field \(quoted(key))")
            }
        }
    }

    subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }
    }

    func path(_ key: String) -> String {
        JSONPath.key(path, key)
    }

    func required(_ key: String, hint: String = "") throws(DocumentError) -> JSONNode {
        guard let node = self[key] else {
            throw .schema(path, "missing field \(quoted(key))\(hint)")
        }
        return node
    }

    /// Rejects fields other than `allowed` (and `"comment"`, welcome anywhere), in
    /// document order. `explain` may say why a known field does not belong here.
    func checkFields(allowed: Set<String>, known: [String] = [],
                     explain: (String) -> String? = { _ in nil }) throws(DocumentError) {
        for member in members {
            let key = member.key
            if key == "comment" || allowed.contains(key) { continue }
            if let reason = explain(key) {
                throw .schema(JSONPath.key(path, key), reason)
            }
            var message = "unknown field \(quoted(key))"
            let candidates = allowed.sorted() + known
            if let suggestion = closestName(to: key, in: candidates) {
                message += " (did you mean \(quoted(suggestion))?)"
            }
            throw .schema(JSONPath.key(path, key), message)
        }
    }
}
