import TrellisCore

/// Reading view kinds, including custom ones (`"custom:<Name>"`, docs/document-format.md), and a
/// custom view's `properties`.
extension SceneDraft {
    /// The built-in kinds a document names by a plain word, recognised on their bytes.
    private static let documentKinds = ChoiceTable(ViewKind.allCases.filter { $0 != .custom }.map { (name: $0.rawValue, value: $0) })

    /// The kind a document names: one of the built-in kinds, or `custom:` and a name
    /// (the name is returned too). A name without the prefix is an unknown kind.
    static func viewKind(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> (ViewKind, String?) {
        // Built-in kinds, nearly all of them, are recognised without making a string.
        if let bytes = node.stringBytes, let index = documentKinds.names.index(of: bytes) {
            return (documentKinds.values[index], nil)
        }
        // Built only for a message: listing the kinds costs more than reading a view.
        func expected() -> String { "expected \(alternatives(ViewKind.documentNames + [ViewKind.customPrefix + "<Name>"]))" }
        guard let text = node.string else {
            throw .schema(path, "\(expected()), got \(node.kindDescription)")
        }
        if text.hasPrefix(ViewKind.customPrefix) {
            let name = String(text.dropFirst(ViewKind.customPrefix.count))
            guard isCustomKindName(name) else {
                throw .schema(path, "invalid custom kind \(quoted(text)): write \"custom:\" and a name of letters, digits, \"_\" and \".\" that starts with a letter or \"_\", such as \"custom:Rating\"")
            }
            return (.custom, name)
        }
        var message = "\(expected()), got \(quoted(text))"
        if let suggestion = ViewKind.suggestion(for: text) {
            message += " (did you mean \(quoted(suggestion))?)"
        }
        throw .schema(path, message)
    }

    /// A class name as Interface Builder takes one: `Rating`, `MyApp.RatingView`.
    static func isCustomKindName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first,
              (first >= "a" && first <= "z") || (first >= "A" && first <= "Z") || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_" || $0 == "."
        }
    }

    /// `properties`: an object of names and values; a value that is an object is a
    /// size-class map (`{"any": 3, "wR": 5}`), as for every variant.
    static func customProperties(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> [CustomProperty] {
        let object = try JSONMap(node, at: path, expected: "an object of property names and values")
        var properties: [CustomProperty] = []
        for member in object.members {
            let memberPath = object.path(member.key)
            let value = try Read.variant(member, memberPath) { (node, path) throws(DocumentError) in
                try propertyValue(node, path, depth: 1)
            }
            properties.append(CustomProperty(name: member.key, value: value))
        }
        return properties
    }

    /// One property value: null, a boolean, a number, a string, or a list (of any of
    /// these and of objects), nested at most `PropertyValue.maximumNesting` levels.
    private static func propertyValue(_ node: JSONNode, _ path: JSONPath, depth: Int) throws(DocumentError) -> PropertyValue {
        if node.isNull { return .null }
        if let bool = node.bool { return .bool(bool) }
        if node.isNumber { return .number(try Read.number(node, path)) }
        if let text = node.string { return .string(text) }
        guard depth <= PropertyValue.maximumNesting else {
            throw .schema(path, "property values nest more than \(PropertyValue.maximumNesting) levels deep")
        }
        if node.isArray {
            let arrayPath = path.anchoredPath
            var elements: [PropertyValue] = []
            for (index, element) in node.children.enumerated() {
                elements.append(try propertyValue(element, arrayPath.index(index), depth: depth + 1))
            }
            return .array(elements)
        }
        let object = try JSONMap(node, at: path, expected: "a property value")
        var members: [PropertyValue.Member] = []
        for member in object.members {
            members.append(PropertyValue.Member(
                name: member.key, value: try propertyValue(member, object.path(member.key), depth: depth + 1)))
        }
        return .object(members)
    }
}
