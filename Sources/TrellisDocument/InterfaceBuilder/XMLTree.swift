import CLibXML2

/// One element of an XML document as libxml2's tree parser read it: its name, attributes,
/// child elements, text and line, copied into Swift values so that the importer never holds
/// libxml2 pointers.
struct XMLElement: Sendable {
    var name: String
    /// Attributes in document order (names without namespace prefixes; IB writes none).
    var attributes: [(name: String, value: String)]
    var children: [XMLElement]
    /// The concatenated text directly inside the element (`<string key="text">…</string>`).
    var text: String
    /// The 1-based line of the element's start tag, for messages.
    var line: Int

    /// The value of the attribute `name`, or nil.
    subscript(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The first child element named `name` (and with `key` when given).
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child element with this `key` attribute, whatever its name.
    func child(key: String) -> XMLElement? {
        children.first { $0["key"] == key }
    }
}

/// Parses XML with libxml2's tree API (never by hand).
///
/// Options: no network access (`XML_PARSE_NONET`), no entity substitution (so a document
/// cannot make the parser expand entities into huge text), libxml2's default depth limit
/// (256 levels; no `XML_PARSE_HUGE`), which also bounds the recursion of the copy below;
/// errors are collected by the parser context rather than printed.
enum XMLTree {
    /// Parses `bytes`; throws a parse error naming libxml2's message and the line.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(DocumentError) -> XMLElement {
        guard let base = bytes.baseAddress, bytes.count > 0 else { throw .parse("the document is empty") }
        guard bytes.count <= Int(Int32.max) else { throw .parse("the document is too large for the XML parser") }
        xmlInitParser()
        guard let context = xmlNewParserCtxt() else { throw .parse("the XML parser could not start (out of memory)") }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)
        let document = xmlCtxtReadMemory(context, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count),
                                         nil, nil, options)
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            throw .parse(message(of: context.pointee.lastError))
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { throw .parse("the XML document has no root element") }
        return element(root)
    }

    /// `line N: <libxml2's message>`.
    private static func message(of error: xmlError) -> String {
        var text = "malformed XML"
        if let message = error.message {
            text = String(cString: message)
            while text.last == "\n" || text.last == " " { text.removeLast() }
        }
        return error.line > 0 ? "line \(error.line): \(text)" : text
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// Elements that say nothing about layout (colours, runtime attributes, accessibility,
    /// text input traits, rich text): not copied, which makes importing a storyboard about
    /// a fifth faster. Compared on libxml2's bytes, without making Strings.
    private static let skippedNames: [[UInt8]] = ["color", "userDefinedRuntimeAttributes", "accessibility",
                                                  "textInputTraits", "attributedString", "dataDetectorType"]
        .map { Array($0.utf8) }

    private static func skipped(_ node: xmlNodePtr) -> Bool {
        guard let name = node.pointee.name else { return false }
        let bytes = UnsafeBufferPointer(start: name, count: Int(xmlStrlen(name)))
        return skippedNames.contains { $0.count == bytes.count && bytes.elementsEqual($0) }
    }

    /// Copies an element node and, recursively, its element children (depth bounded by
    /// libxml2's limit, see above).
    private static func element(_ node: xmlNodePtr) -> XMLElement {
        var result = XMLElement(name: string(node.pointee.name), attributes: [], children: [], text: "",
                                line: Int(xmlGetLineNo(node)))
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var valueNode = current.pointee.children
            while let text = valueNode {
                value += string(text.pointee.content)
                valueNode = text.pointee.next
            }
            result.attributes.append((name: string(current.pointee.name), value: value))
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE where skipped(current):
                break
            case XML_ELEMENT_NODE:
                result.children.append(element(current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                result.text += string(current.pointee.content)
            default:
                break
            }
            child = current.pointee.next
        }
        return result
    }
}
