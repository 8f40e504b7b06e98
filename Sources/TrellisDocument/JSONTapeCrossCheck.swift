import CCJSON

/// Compares what ``JSONTape`` reads with what cJSON reads, for tests and the fuzz target
/// (Fuzz/FuzzDocument.swift): documents must parse exactly as they did when cJSON read
/// them, since only texts the tape refuses are given to cJSON for their message.
enum JSONTapeCrossCheck {
    /// The first difference between the tape's and cJSON's reading of `bytes` (accepting,
    /// types, numbers, strings, keys, order), or nil when they agree or when the text does
    /// not pass ``JSONText``'s checks before parsing (valid UTF-8 and so on), which neither
    /// parser then sees.
    static func difference(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard let scan = try? JSONText.prescan(bytes), scan.hasContent else { return nil }
        let tape = JSONTape(parsing: bytes)
        let buffer = [CChar](unsafeUninitializedCapacity: bytes.count + 1) { copy, initialized in
            UnsafeMutableRawBufferPointer(copy).copyMemory(from: bytes)
            copy[bytes.count] = 0
            initialized = bytes.count + 1
        }
        return buffer.withUnsafeBufferPointer { text -> String? in
            guard let base = text.baseAddress else { return "no buffer" }
            var end: UnsafePointer<CChar>? = nil
            let item = cJSON_ParseWithLengthOpts(base, bytes.count, &end, 0)
            defer { if let item { cJSON_Delete(item) } }
            // cJSON may stop before trailing text, which the tape refuses; JSONText refuses
            // it too, after cJSON, so both count as refusing.
            var accepted = item != nil
            if accepted, let end {
                var next = base.distance(to: end)
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                accepted = next == bytes.count
            }
            switch (tape, item) {
            case (nil, _) where !accepted: return nil
            case (nil, _): return "cJSON accepts the text, the tape refuses it"
            case (.some, _) where !accepted: return "the tape accepts the text, cJSON refuses it"
            case (.some(let tape), .some(let item)): return compare(JSONNode(tape: tape, index: 0), item, path: "$")
            default: return "unreachable"
            }
        }
    }

    private static func compare(_ node: JSONNode, _ item: UnsafeMutablePointer<cJSON>, path: String) -> String? {
        let type = item.pointee.type & 0xFF
        let kind: JSONTape.Kind? = JSONTape.Kind(rawValue: UInt8(truncatingIfNeeded: type))
        guard let kind, kind == JSONTape.Kind(rawValue: nodeKind(node)) else {
            return "\(path): cJSON type \(type), tape \(node.kindDescription)"
        }
        switch kind {
        case .number:
            guard node.number?.bitPattern == item.pointee.valuedouble.bitPattern else {
                return "\(path): cJSON number \(item.pointee.valuedouble), tape \(node.number ?? .nan)"
            }
        case .string:
            let cText = item.pointee.valuestring.map(bytes(of:)) ?? []
            guard let bytes = node.stringBytes, Array(bytes) == cText else { return "\(path): strings differ" }
        case .array, .object:
            var child = item.pointee.child
            var index = 0
            for element in node.children {
                guard let current = child else { return "\(path): the tape has more elements" }
                if kind == .object {
                    let cKey = current.pointee.string.map(bytes(of:)) ?? []
                    guard Array(element.keyBytes) == cKey else { return "\(path)[\(index)]: keys differ" }
                }
                if let difference = compare(element, current, path: "\(path)[\(index)]") { return difference }
                child = current.pointee.next
                index += 1
            }
            if child != nil { return "\(path): cJSON has more elements" }
        default:
            break
        }
        return nil
    }

    /// The bytes of a NUL-terminated C string.
    private static func bytes(of text: UnsafeMutablePointer<CChar>) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = 0
        while text[index] != 0 {
            bytes.append(UInt8(bitPattern: text[index]))
            index += 1
        }
        return bytes
    }

    private static func nodeKind(_ node: JSONNode) -> UInt8 {
        if node.isObject { return JSONTape.Kind.object.rawValue }
        if node.isArray { return JSONTape.Kind.array.rawValue }
        if node.isString { return JSONTape.Kind.string.rawValue }
        if node.isNumber { return JSONTape.Kind.number.rawValue }
        if node.isNull { return JSONTape.Kind.null.rawValue }
        return node.bool == true ? JSONTape.Kind.true.rawValue : JSONTape.Kind.false.rawValue
    }
}
