import CLibXML2

/// One element of an XML document as libxml2's SAX2 parser reported it: its name,
/// attributes, child elements, text and line, copied into Swift values so that the
/// importer never holds libxml2 pointers.
struct XMLElement: Sendable {
    var name: String
    /// Attributes in document order (names without namespace prefixes; IB writes none).
    var attributes: [(name: String, value: String)]
    var children: [XMLElement]
    /// The concatenated text directly inside the element, kept for `<string>` elements
    /// (`<string key="text">…</string>`) only.
    var text: String
    /// The 1-based line of the element's start tag, for messages.
    var line: Int

    /// The value of the attribute `name`, or nil.
    subscript(_ name: String) -> String? {
        // Lengths first (O(1) for Swift's native strings): most attributes are told apart
        // without comparing their text, which is most of a document's import time otherwise.
        let length = name.utf8.count
        for attribute in attributes where attribute.name.utf8.count == length && attribute.name == name {
            return attribute.value
        }
        return nil
    }

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

/// Parses XML with libxml2's SAX2 interface (never by hand), building the ``XMLElement``
/// tree directly: libxml2 builds no tree of its own, and the elements the importer never
/// reads are not built at all (issue 20: a storyboard loaded 4.5–5 times slower than its
/// trellis/1 JSON; half of it was libxml2's tree of a file four times larger, the rest
/// copying it).
///
/// Options: no network access (`XML_PARSE_NONET`), no entity substitution (so a document
/// cannot make the parser expand entities into huge text), libxml2's default depth limit
/// (256 levels; no `XML_PARSE_HUGE`), which also bounds the depth of the tree built here;
/// errors are collected by the parser context and reported by a handler that prints
/// nothing.
enum XMLTree {
    /// Parses `bytes`; throws a parse error naming libxml2's message and the line.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(DocumentError) -> XMLElement {
        guard let base = bytes.baseAddress, bytes.count > 0 else { throw .parse("the document is empty") }
        guard bytes.count <= Int(Int32.max) else { throw .parse("the document is too large for the XML parser") }
        xmlInitParser()
        guard let context = xmlCreateMemoryParserCtxt(base.assumingMemoryBound(to: CChar.self), Int32(bytes.count)) else {
            throw .parse("the XML parser could not start (out of memory)")
        }
        defer { xmlFreeParserCtxt(context) }
        guard let handler = context.pointee.sax else { throw .parse("the XML parser could not start (out of memory)") }
        // Only the callbacks below: no document tree, no DTD handling, no printed errors.
        handler.pointee = xmlSAXHandler()
        handler.pointee.initialized = XML_SAX2_MAGIC
        handler.pointee.startElementNs = XMLTree.startElement
        handler.pointee.endElementNs = XMLTree.endElement
        handler.pointee.characters = XMLTree.characters
        handler.pointee.cdataBlock = XMLTree.characters
        handler.pointee.serror = XMLTree.ignoreError
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_NOCDATA.rawValue)
        xmlCtxtUseOptions(context, options)
        let builder = Builder()
        context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
        let status = withExtendedLifetime(builder) { xmlParseDocument(context) }
        guard status == 0, context.pointee.wellFormed != 0 else {
            throw .parse(message(of: context.pointee.lastError))
        }
        guard let root = builder.root else { throw .parse("the XML document has no root element") }
        return root
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

    /// Elements that say nothing about layout (colours, runtime attributes, accessibility,
    /// text input traits, rich text, named and system colour resources): not built, with
    /// everything inside them. Compared on libxml2's bytes, without making Strings.
    private static let skippedNames: [[UInt8]] = ["color", "userDefinedRuntimeAttributes", "accessibility",
                                                  "textInputTraits", "attributedString", "dataDetectorType",
                                                  "namedColor", "systemColor"]
        .map { Array($0.utf8) }

    /// The only element whose text the importer reads (`<string key="text">…</string>`);
    /// other elements' text (mostly indentation) is not kept.
    private static let textElement = Array("string".utf8)

    private static func bytes(_ pointer: UnsafePointer<xmlChar>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: pointer, count: Int(xmlStrlen(pointer)))
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(decoding: bytes(pointer), as: UTF8.self)
    }

    /// The tree under construction: the open elements, innermost last.
    private final class Builder {
        var open: [XMLElement] = []
        /// Whether each open element keeps its text.
        var keepsText: [Bool] = []
        var root: XMLElement?
        /// How deep inside a skipped element the parser is (0: not inside one).
        var skipDepth = 0
        /// Element and attribute names made so far, by libxml2's pointer: the parser keeps
        /// each name once in its dictionary (`xmlDictLookup`), so a name met again is the
        /// same pointer, and its String (`translatesAutoresizingMaskIntoConstraints`…) is
        /// shared rather than made again.
        var names: [UnsafePointer<xmlChar>: String] = [:]

        func name(_ pointer: UnsafePointer<xmlChar>) -> String {
            if let known = names[pointer] { return known }
            let made = XMLTree.string(pointer)
            names[pointer] = made
            return made
        }
    }

    /// The builder of the parser context that calls back (its `_private`).
    private static func builder(_ context: UnsafeMutableRawPointer?) -> (Builder, xmlParserCtxtPtr)? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let builder = parser.pointee._private else { return nil }
        return (Unmanaged<Builder>.fromOpaque(builder).takeUnretainedValue(), parser)
    }

    private static let startElement: startElementNsSAX2Func = { context, name, _, _, _, _, attributeCount, _, attributes in
        guard let (builder, parser) = XMLTree.builder(context), let name else { return }
        if builder.skipDepth > 0 {
            builder.skipDepth += 1
            return
        }
        let nameBytes = XMLTree.bytes(name)
        if !builder.open.isEmpty, XMLTree.skippedNames.contains(where: { nameBytes.elementsEqual($0) }) {
            builder.skipDepth = 1
            return
        }
        var element = XMLElement(name: builder.name(name), attributes: [], children: [],
                                 text: "", line: Int(xmlSAX2GetLineNumber(parser)))
        if let attributes, attributeCount > 0 {
            // Five pointers per attribute: local name, prefix, URI, value start, value end.
            element.attributes.reserveCapacity(Int(attributeCount))
            for index in 0 ..< Int(attributeCount) {
                let base = index * 5
                guard let attributeName = attributes[base], let start = attributes[base + 3],
                      let end = attributes[base + 4], end >= start else { continue }
                element.attributes.append((name: builder.name(attributeName),
                                           value: XMLTree.attributeValue(parser, start, end - start)))
            }
        }
        builder.open.append(element)
        builder.keepsText.append(nameBytes.elementsEqual(XMLTree.textElement))
    }

    /// An attribute's value. Without entity substitution libxml2 hands SAX2 a value with
    /// its references kept (`&#38;` for `&amp;`); they are decoded as libxml2's own tree
    /// builder decodes them (`xmlStringLenDecodeEntities` with `XML_SUBSTITUTE_REF`).
    private static func attributeValue(_ parser: xmlParserCtxtPtr, _ start: UnsafePointer<xmlChar>, _ count: Int) -> String {
        let raw = UnsafeBufferPointer(start: start, count: count)
        guard raw.contains(UInt8(ascii: "&")), count <= Int(Int32.max),
              let decoded = xmlStringLenDecodeEntities(parser, start, Int32(count), Int32(XML_SUBSTITUTE_REF), 0, 0, 0) else {
            return String(decoding: raw, as: UTF8.self)
        }
        defer { trellis_xml_free(decoded) }
        return String(decoding: XMLTree.bytes(decoded), as: UTF8.self)
    }

    private static let endElement: endElementNsSAX2Func = { context, _, _, _ in
        guard let (builder, _) = XMLTree.builder(context) else { return }
        if builder.skipDepth > 0 {
            builder.skipDepth -= 1
            return
        }
        guard let element = builder.open.popLast() else { return }
        _ = builder.keepsText.popLast()
        if builder.open.isEmpty {
            builder.root = element
        } else {
            builder.open[builder.open.count - 1].children.append(element)
        }
    }

    private static let characters: charactersSAXFunc = { context, text, length in
        guard let (builder, _) = XMLTree.builder(context), builder.skipDepth == 0, builder.keepsText.last == true,
              let text, length > 0 else { return }
        builder.open[builder.open.count - 1].text += String(decoding: UnsafeBufferPointer(start: text, count: Int(length)),
                                                           as: UTF8.self)
    }

    /// Errors are read from the context's `lastError` afterwards; nothing is printed.
    private static let ignoreError: xmlStructuredErrorFunc = { _, _ in }
}
