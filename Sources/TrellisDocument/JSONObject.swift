/// The members of a JSON object whose fields the schema names (``ObjectField``), with
/// strict field checking.
///
/// Keys are matched against the schema's names by their bytes; a Swift string is made of
/// a key only for a message, so reading an object costs one pass over its members.
struct JSONObject<Field: ObjectField> {
    let node: JSONNode
    /// The object's own path.
    let path: JSONPath
    /// The schema's fields the object has.
    let present: FieldSet<Field>
    /// Whether some key is none of the schema's fields.
    private let hasUnknownKeys: Bool
    /// `Field.nameTable`, read once: each read of a static table is a `swift_once` (40
    /// instructions), and fields' paths are made by the thousand (issue 18).
    private let names: Unmanaged<NameTable>

    /// Reads `node` as an object; a duplicated key is an error at its second occurrence.
    /// (`expected` is made only for the message: a string given, it was released for every
    /// object read.)
    init(_ node: JSONNode, at path: JSONPath, expected: @autoclosure () -> String = "an object") throws(DocumentError) {
        guard node.isObject else {
            throw .schema(path, "expected \(expected()), got \(node.kindDescription)")
        }
        // An array element's path is kept as it is: its fields' paths fold the index in
        // (``JSONPath/field(_:in:)``), with no node allocated for each object.
        let objectPath = path.objectPath
        let names = Field.nameTable
        // The members are read before the object is made, and the object made at once:
        // made field by field around the reading, which may throw, it was copied once
        // more (the runtime's outlined copy of its path, 70 instructions an object, issue 18).
        let (present, hasUnknownKeys) = try JSONObject.recognize(node.children, names, at: objectPath)
        self.node = node
        self.path = objectPath
        self.present = present
        self.hasUnknownKeys = hasUnknownKeys
        self.names = Unmanaged.passUnretained(names)
    }

    /// The schema's fields among `members` (each member marked with its field), and
    /// whether some key is none of them; a duplicated key is an error at its second
    /// occurrence, at its path in the object at `path`.
    private static func recognize(_ members: JSONNode.Children, _ names: NameTable,
                                  at path: JSONPath) throws(DocumentError) -> (FieldSet<Field>, Bool) {
        var present = FieldSet<Field>(bits: 0)
        var hasUnknownKeys = false
        var unknownKeys: [String] = []
        for member in members {
            if let index = names.index(of: member.keyBytes), let field = Field(rawValue: index) {
                if present.contains(field) {
                    throw .schema(path.key(field.name), "duplicate field \(quoted(field.name))")
                }
                present.insert(field)
                member.field = UInt8(truncatingIfNeeded: index)
            } else {
                // Unknown keys are errors (the field check names them); only their
                // duplicates come first, compared as Swift compares strings.
                let key = member.key
                if unknownKeys.contains(key) {
                    throw .schema(path.key(key), "duplicate field \(quoted(key))")
                }
                unknownKeys.append(key)
                hasUnknownKeys = true
            }
        }
        return (present, hasUnknownKeys)
    }

    /// The member for `field`, if the object has it. The presence test is inlined into
    /// the readers, which ask each view for some twenty fields it mostly lacks (a call
    /// for each cost a document load 15 instructions, issue 18); the walk is not.
    @inline(__always)
    subscript(field: Field) -> JSONNode? {
        guard present.contains(field) else { return nil }
        return member(marked: UInt8(truncatingIfNeeded: field.rawValue))
    }

    /// The member that ``init(_:at:expected:)`` recognised as the field numbered `mark`.
    private func member(marked mark: UInt8) -> JSONNode? {
        for member in node.children where member.field == mark {
            return member
        }
        return nil
    }

    /// The path of `field`: of the member itself when the object's path is a tape
    /// entry's (``JSONPath/init(entry:)``) and the object has the field, so that no
    /// component is made for it.
    func path(_ field: Field) -> JSONPath {
        if path.isTapeEntry, let member = self[field] { return JSONPath(entry: member) }
        return path.field(field.rawValue, in: names)
    }

    /// ``path(_:)`` of `member`, the object's `field` as ``subscript(_:)`` gave it,
    /// without finding the member again.
    @inline(__always)
    func path(of member: JSONNode, _ field: Field) -> JSONPath {
        path.isTapeEntry ? JSONPath(entry: member) : path.field(field.rawValue, in: names)
    }

    /// The member for `field`, which the object must have. (`hint` is made only for the
    /// message, as `expected` is for ``init(_:at:expected:)``.)
    func required(_ field: Field, hint: @autoclosure () -> String = "") throws(DocumentError) -> JSONNode {
        guard let node = self[field] else {
            throw .schema(path, "missing field \(quoted(field.name))\(hint())")
        }
        return node
    }

    /// Whether every key is one of `fields` or `"comment"`: ``checkFields(allowed:known:explain:)``
    /// then refuses nothing for any `allowed` holding `fields`.
    @inline(__always)
    func hasOnlyFields(in fields: FieldSet<Field>) -> Bool {
        !hasUnknownKeys && present.isSubset(of: fields.union(FieldSet(bits: FieldSet.bit(Field.comment))))
    }

    /// Rejects fields other than `allowed` (and `"comment"`, welcome anywhere), in
    /// document order. `explain` may say why a known field does not belong here; `known`
    /// lists more names to suggest for a misspelt key.
    func checkFields(allowed: FieldSet<Field>, known: @autoclosure () -> [String] = [],
                     explain: (String) -> String? = { _ in nil }) throws(DocumentError) {
        // The comment's bit made directly: a set made from a list literal made the list first.
        if !hasUnknownKeys && present.isSubset(of: allowed.union(FieldSet(bits: FieldSet.bit(Field.comment)))) { return }
        let allowedNames = Set(allowed.names)
        for member in node.children {
            let key = member.key
            if key == "comment" || allowedNames.contains(key) { continue }
            if let reason = explain(key) {
                throw .schema(path.key(key), reason)
            }
            var message = "unknown field \(quoted(key))"
            let candidates = allowedNames.sorted() + known()
            if let suggestion = closestName(to: key, in: candidates) {
                message += " (did you mean \(quoted(suggestion))?)"
            }
            throw .schema(path.key(key), message)
        }
    }
}

/// The members of a JSON object whose keys are data (custom spacing by view id, metrics,
/// references, size-class maps), with duplicate keys refused.
struct JSONMap {
    let node: JSONNode
    /// The object's own path.
    let path: JSONPath

    /// Reads `node` as an object; a duplicated key is an error at its second occurrence.
    init(_ node: JSONNode, at path: JSONPath, expected: String = "an object") throws(DocumentError) {
        guard node.isObject else {
            throw .schema(path, "expected \(expected), got \(node.kindDescription)")
        }
        self.node = node
        self.path = path.anchoredPath
        var seen = Set<String>()
        for member in node.children {
            let key = member.key
            if !seen.insert(key).inserted {
                throw .schema(self.path.key(key), "duplicate field \(quoted(key))")
            }
        }
    }

    var members: JSONNode.Children { node.children }

    func path(_ key: String) -> JSONPath {
        path.key(key)
    }
}
