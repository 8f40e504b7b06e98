import CLibXML2
#if canImport(Glibc)
import Glibc
#endif

/// Parses XML with libxml2's SAX2 interface (never by hand), building the flat element
/// storage (``XMLElementStorage``) directly: libxml2 builds no tree of its own, and the
/// elements the importer never reads are not built at all (issue 20: a storyboard loaded
/// 4.5–5 times slower than its trellis/1 JSON; half of it was libxml2's tree of a file four
/// times larger, the rest copying it).
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
        var builder = Builder()
        // Storyboards have about one element per 145 bytes, 3.5 attributes each, and values
        // a fifth of the text (three surveyed documents of 95–245 KB): reserved once, a
        // little over, rather than grown by doubling.
        builder.parts.records.reserveCapacity(bytes.count / 128)
        builder.parts.attributes.reserveCapacity(bytes.count / 36)
        builder.parts.valueBytes.reserveCapacity(bytes.count / 4)
        let status = withUnsafeMutablePointer(to: &builder) { pointer in
            context.pointee._private = UnsafeMutableRawPointer(pointer)
            defer { context.pointee._private = nil }
            return xmlParseDocument(context)
        }
        if builder.isTooLarge { throw .parse("the document is too large for the XML parser") }
        guard status == 0, context.pointee.wellFormed != 0 else {
            throw .parse(message(of: context.pointee.lastError))
        }
        guard !builder.parts.records.isEmpty else { throw .parse("the XML document has no root element") }
        return XMLElement(storage: XMLElementStorage(builder.parts), index: 0)
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
    /// everything inside them. Compared once per distinct name (``Builder/intern(_:)``).
    private static let skippedNames: Set<String> = ["color", "userDefinedRuntimeAttributes", "accessibility",
                                                    "textInputTraits", "attributedString", "dataDetectorType",
                                                    "namedColor", "systemColor"]

    /// The only element whose text the importer reads (`<string key="text">…</string>`);
    /// other elements' text (mostly indentation) is not kept.
    private static let textElement = "string"

    private static func bytes(_ pointer: UnsafePointer<xmlChar>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: pointer, count: Int(xmlStrlen(pointer)))
    }

    /// What a distinct element or attribute name is to the builder.
    private struct NameInfo {
        var index: Int32
        var isSkipped: Bool
        var keepsText: Bool
    }

    /// The storage under construction and the open elements, innermost last. The parser's
    /// callbacks reach it through a pointer for the duration of one parse (no class: its
    /// stored properties would be checked for exclusive access at every callback).
    private struct Builder {
        var parts = XMLElementStorage.Parts()
        /// The open elements' record indices, innermost last.
        var open: [Int32] = []
        /// The last child added so far to each open element (-1: none yet), for linking
        /// the next one as its sibling.
        var lastChild: [Int32] = []
        /// Whether each open element keeps its text.
        var keepsText: [Bool] = []
        /// How deep inside a skipped element the parser is (0: not inside one).
        var skipDepth = 0
        /// Set (and the parser stopped) when a count would not fit the storage's Int32 indices.
        var isTooLarge = false
        /// Interned names by libxml2's pointer: the parser keeps each name once in its
        /// dictionary (`xmlDictLookup`), so a name met again is the same pointer, and its
        /// String (`translatesAutoresizingMaskIntoConstraints`…) is made once. Open
        /// addressing on the pointer's bits (a document has a few hundred names at most).
        var slots: [(key: UInt, info: NameInfo)] = Array(repeating: (0, NameInfo(index: 0, isSkipped: false, keepsText: false)),
                                                         count: 512)
        var occupied = 0

        /// The interned name at `pointer`; nil when there are too many names to index.
        mutating func intern(_ pointer: UnsafePointer<xmlChar>) -> NameInfo? {
            let key = UInt(bitPattern: pointer)
            var mask = slots.count - 1
            // Fibonacci hashing of the address; the low bits of an aligned pointer say little.
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
            while slots[slot].key != 0 {
                if slots[slot].key == key { return slots[slot].info }
                slot = (slot + 1) & mask
            }
            guard let index = Int32(exactly: parts.names.count) else { return nil }
            let name = String(decoding: XMLTree.bytes(pointer), as: UTF8.self)
            let info = NameInfo(index: index, isSkipped: XMLTree.skippedNames.contains(name),
                                keepsText: name == XMLTree.textElement)
            parts.names.append(name)
            if 2 * (occupied + 1) > slots.count {
                grow()
                mask = slots.count - 1
                slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
                while slots[slot].key != 0 { slot = (slot + 1) & mask }
            }
            slots[slot] = (key, info)
            occupied += 1
            return info
        }

        /// Doubles the table (kept at most half full, so probes stay short).
        private mutating func grow() {
            let old = slots
            slots = Array(repeating: (0, NameInfo(index: 0, isSkipped: false, keepsText: false)), count: 2 * old.count)
            let mask = slots.count - 1
            for entry in old where entry.key != 0 {
                var slot = Int(truncatingIfNeeded: (entry.key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
                while slots[slot].key != 0 { slot = (slot + 1) & mask }
                slots[slot] = entry
            }
        }

        mutating func start(_ parser: xmlParserCtxtPtr, name: UnsafePointer<xmlChar>, attributeCount: Int,
                            attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
            if skipDepth > 0 {
                skipDepth += 1
                return
            }
            guard let element = intern(name), let index = Int32(exactly: parts.records.count),
                  let attributeStart = Int32(exactly: parts.attributes.count) else { return stop(parser) }
            if !open.isEmpty && element.isSkipped {
                skipDepth = 1
                return
            }
            if let attributes, attributeCount > 0 {
                // Five pointers per attribute: local name, prefix, URI, value start, value end.
                for position in 0 ..< attributeCount {
                    let base = position * 5
                    guard let attributeName = attributes[base], let start = attributes[base + 3],
                          let end = attributes[base + 4], end >= start else { continue }
                    guard let attribute = intern(attributeName),
                          let valueStart = Int32(exactly: parts.valueBytes.count) else { return stop(parser) }
                    XMLTree.appendValue(parser, start, end - start, to: &parts.valueBytes)
                    guard let valueEnd = Int32(exactly: parts.valueBytes.count) else { return stop(parser) }
                    parts.attributes.append(.init(name: attribute.index, valueStart: valueStart, valueEnd: valueEnd))
                }
            }
            guard let attributeEnd = Int32(exactly: parts.attributes.count) else { return stop(parser) }
            let line = Int32(clamping: xmlSAX2GetLineNumber(parser))
            parts.records.append(.init(name: element.index, attributeStart: attributeStart, attributeEnd: attributeEnd,
                                       parent: open.last ?? -1, line: line))
            if let parent = open.last {
                // Link the new element after its parent's last child (or as its first).
                let previous = lastChild[lastChild.count - 1]
                if previous >= 0 {
                    parts.records[Int(previous)].nextSibling = index
                } else {
                    parts.records[Int(parent)].firstChild = index
                }
                lastChild[lastChild.count - 1] = index
            }
            open.append(index)
            lastChild.append(-1)
            keepsText.append(element.keepsText)
        }

        mutating func end() {
            if skipDepth > 0 {
                skipDepth -= 1
                return
            }
            guard let closed = open.popLast() else { return }
            // Records are appended in document order: the subtree ends where the next begins.
            parts.records[Int(closed)].subtreeEnd = Int32(truncatingIfNeeded: parts.records.count)
            _ = lastChild.popLast()
            _ = keepsText.popLast()
        }

        mutating func characters(_ text: UnsafeBufferPointer<UInt8>) {
            guard skipDepth == 0, keepsText.last == true, let element = open.last else { return }
            let piece = String(decoding: text, as: UTF8.self)
            let existing = Int(parts.records[Int(element)].text)
            if existing >= 0 {
                parts.texts[existing] += piece
            } else if let index = Int32(exactly: parts.texts.count) {
                parts.records[Int(element)].text = index
                parts.texts.append(piece)
            }
        }

        /// Stops the parser when the document outgrows the storage's indices (over 2^31
        /// elements, attributes or value bytes); ``XMLTree/parse(_:)`` then throws.
        mutating func stop(_ parser: xmlParserCtxtPtr) {
            isTooLarge = true
            xmlStopParser(parser)
        }
    }

    /// The builder of the parser context that calls back (its `_private`).
    private static func builder(_ context: UnsafeMutableRawPointer?) -> (UnsafeMutablePointer<Builder>, xmlParserCtxtPtr)? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let builder = parser.pointee._private else { return nil }
        return (builder.assumingMemoryBound(to: Builder.self), parser)
    }

    private static let startElement: startElementNsSAX2Func = { context, name, _, _, _, _, attributeCount, _, attributes in
        guard let (builder, parser) = XMLTree.builder(context), let name else { return }
        builder.pointee.start(parser, name: name, attributeCount: Int(attributeCount), attributes: attributes)
    }

    /// Appends an attribute's value to `bytes`. Without entity substitution libxml2 hands
    /// SAX2 a value with its references kept (`&#38;` for `&amp;`); they are decoded as
    /// libxml2's own tree builder decodes them (`xmlStringLenDecodeEntities` with
    /// `XML_SUBSTITUTE_REF`).
    private static func appendValue(_ parser: xmlParserCtxtPtr, _ start: UnsafePointer<xmlChar>, _ count: Int,
                                    to bytes: inout [UInt8]) {
        let raw = UnsafeBufferPointer(start: start, count: count)
        // memchr: most values have no reference, and a byte loop over every value was a
        // measurable part of the parse.
        guard count > 0, memchr(start, Int32(UInt8(ascii: "&")), count) != nil, count <= Int(Int32.max),
              let decoded = xmlStringLenDecodeEntities(parser, start, Int32(count), Int32(XML_SUBSTITUTE_REF), 0, 0, 0) else {
            bytes.append(contentsOf: raw)
            return
        }
        defer { trellis_xml_free(decoded) }
        bytes.append(contentsOf: XMLTree.bytes(decoded))
    }

    private static let endElement: endElementNsSAX2Func = { context, _, _, _ in
        XMLTree.builder(context)?.0.pointee.end()
    }

    private static let characters: charactersSAXFunc = { context, text, length in
        guard let (builder, _) = XMLTree.builder(context), let text, length > 0 else { return }
        builder.pointee.characters(UnsafeBufferPointer(start: text, count: Int(length)))
    }

    /// Errors are read from the context's `lastError` afterwards; nothing is printed.
    private static let ignoreError: xmlStructuredErrorFunc = { _, _ in }
}
