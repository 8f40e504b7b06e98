/// Parses constraint equation strings (docs/document-format.md) into ``Equation`` values.
///
/// Grammar, with optional whitespace between all tokens:
/// ```
/// equation  := anchor REL rhs priority?
/// rhs       := number "*" anchor offset?          // icon.width == 0.5 * root.width
///            | anchor (("*" | "/") number)? offset?   // a.width == b.width * 2 + 8
///            | number                             // title.width >= 44
/// offset    := ("+" | "-") number
/// priority  := "@" number | "@" name (("+" | "-") number)?
/// anchor    := item "." attribute
/// REL       := "==" | "<=" | ">="
/// ```
/// - Items are identifiers `[A-Za-z_][A-Za-z0-9_.-]*`, or any id in single quotes,
///   `'8bC-Xf-vdC'.top` (`'` [A-Za-z0-9_.-]+ `'`), for ids that start with a digit. Because ids may contain dots
///   (`cell.title`), item and attribute are split at the **last** dot. A `-` directly after
///   an attribute name (`b.width-8`) is read as a minus sign when the whole token is not a
///   valid `item.attribute`.
/// - `superview` is kept as ``ItemReference/superview``; it may only be the second item.
/// - Numbers: `8`, `-8`, `0.5`, `.5`, `1.`, `1e2`, `2.5E-1`. Every number must be finite
///   and at most 1e9 in magnitude. Constants and multipliers may carry a sign.
/// - Multipliers must not be 0 (UIKit rejects them). `/ m` divides (multiplier 1/m).
/// - Priorities are 1...1000 (fractions allowed: `@999.5`) or one of the names
///   `required` (1000), `defaultHigh`/`high` (750), `defaultLow`/`low` (250) and
///   `fittingSizeLevel` (50), optionally adjusted: `@required - 1` is 999.
///
/// Attribute pairing rules (size with location and so on) are not checked here; see
/// ``Equation/validate()``.
public enum EquationParser {
    /// The largest magnitude a number in an equation may have (``Limits/maximumMagnitude``).
    public static let maximumMagnitude: Double = Limits.maximumMagnitude

    /// The priority names accepted after `@`, with their values (docs/uikit-behaviours.md A2).
    public static let priorityNames: [(name: String, value: Double)] = [
        ("required", 1000), ("defaultHigh", 750), ("high", 750),
        ("defaultLow", 250), ("low", 250), ("fittingSizeLevel", 50),
    ]

    /// The priority value for one of ``priorityNames``, or nil.
    public static func priority(named name: String) -> Double? {
        priorityNames.first { $0.name == name }?.value
    }

    /// Parses `text` into an equation. Common shapes (`a.x == b.y + c`, with or without a
    /// priority) are read in one pass; anything else goes through the full grammar.
    ///
    /// - Throws: ``EquationParseError`` with the 1-based column of the first problem.
    public static func parse(_ text: String) throws(EquationParseError) -> Equation {
        var text = text
        return try text.withUTF8 { bytes in
            var parser = Parser(bytes)
            if let equation = parser.parseCommonEquation(resolvingItems: { _ in nil }) {
                return Result<Equation, EquationParseError>.success(equation)
            }
            return Result { () throws(EquationParseError) in try parser.parseEquation() }
        }.get()
    }

    /// What ``parse(utf8:resolvingItems:)`` reads: the equation, and what a document loader
    /// learns about it for free while reading it.
    public struct Reading {
        /// The equation.
        public var equation: Equation
        /// Whether the text is exactly the equation's ``Equation/description`` (single
        /// spaces around the relation and the sign, plain integers, no `+ 0` or `@1000`), so
        /// that a loader need not keep it: the equation states it (issue 18).
        public var isCanonical: Bool
        /// Whether every item is `superview` or a name the resolver knew (so that it names
        /// a view without looking it up again).
        public var itemsResolved: Bool
        /// Whether the one-pass reading of common shapes read the equation: its numbers
        /// are then finite and within ``maximumMagnitude``, its multiplier is 1, its
        /// priority within 1...1000 and its first item not `superview`, so that of the rules
        /// ``Equation/validate()`` checks only the pairing of its attributes is left.
        public var readInOnePass: Bool = false
    }

    /// Parses the UTF-8 bytes of an equation as ``parse(_:)`` does, giving every item name
    /// to `resolve` first: when it returns a string (a view's id, whose bytes are the name's),
    /// the item holds that string, so that a document's thousands of item names are not
    /// each made into a new string and then hashed again to find their view (issue 18).
    /// `resolve` must return nil for a name that is not made of identifier bytes (ASCII
    /// letters, digits, `_`, `-` and `.`), as view ids are: the reading takes the bytes of a
    /// name it resolves to be those without testing each.
    ///
    /// - Throws: ``EquationParseError`` with the 1-based column of the first problem.
    public static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>,
                             resolvingItems resolve: (UnsafeBufferPointer<UInt8>) -> String?) throws(EquationParseError) -> Reading {
        // The resolver is passed down the one-pass reading, not stored: a stored closure is
        // an escaping one, which cost an allocation per equation. The full grammar (rarer
        // shapes) makes its names as `parse(_:)` does and reports them unresolved.
        var parser = Parser(bytes)
        if let equation = parser.parseCommonEquation(resolvingItems: resolve) {
            return Reading(equation: equation, isCanonical: parser.isCanonical, itemsResolved: parser.itemsResolved,
                           readInOnePass: true)
        }
        parser.itemsResolved = true
        let result: Result<Reading, EquationParseError>
        do throws(EquationParseError) {
            let equation = try parser.parseEquation()
            result = .success(Reading(equation: equation, isCanonical: false, itemsResolved: parser.itemsResolved))
        } catch {
            result = .failure(error)
        }
        return try result.get()
    }

    /// ``parse(_:)`` without the one-pass reading of common equations, for tests that
    /// compare the two.
    static func parseWithoutShortcut(_ text: String) throws(EquationParseError) -> Equation {
        var text = text
        return try text.withUTF8 { bytes in
            var parser = Parser(bytes)
            return Result { () throws(EquationParseError) in try parser.parseEquation() }
        }.get()
    }
}

/// The recursive-descent parser behind ``EquationParser``; it reads the UTF-8 bytes of
/// the text and never indexes outside them.
///
/// Every token of the grammar is ASCII, so the parser only ever moves past ASCII bytes: a
/// byte that is not ASCII stops it with an error. Byte offsets up to its position are
/// therefore also offsets in Unicode scalars, and columns count scalars as documented.
private struct Parser {
    private let scalars: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Whether every item read so far was `superview` or resolved by ``resolve``.
    var itemsResolved = true
    /// Whether the one-pass reading found the text in the equation's canonical spelling.
    var isCanonical = true

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scalars = bytes
    }

    // MARK: Grammar

    mutating func parseEquation() throws(EquationParseError) -> Equation {
        skipSpaces()
        let firstColumn = column
        let first = try parseAnchor(expected: "an item and attribute like \"title.leading\"")
        if first.item == .superview {
            throw EquationParseError(
                column: firstColumn,
                message: "\"superview\" can only be the second item: it names the first item's superview")
        }
        skipSpaces()
        let relation = try parseRelation()
        skipSpaces()
        var equation = Equation(first: first, relation: relation)
        var expectedNext: NextTokens

        if startsNumber {
            let number = try parseNumber(expected: "a number")
            skipSpaces()
            if peek() == "*" {
                advance()
                skipSpaces()
                equation.multiplier = try checkedMultiplier(number)
                equation.second = try parseAnchor(expected: "an item and attribute after \"*\"")
                skipSpaces()
                if peek() == "*" || peek() == "/" {
                    throw error("the multiplier is already given at column \(number.column)")
                }
                expectedNext = [.plus, .minus]
                if try parseOffset(into: &equation) { expectedNext = [] }
            } else {
                equation.constant = number.value
                expectedNext = []
            }
        } else if startsIdentifier {
            equation.second = try parseAnchor(expected: "an item and attribute")
            skipSpaces()
            expectedNext = [.times, .divide, .plus, .minus]
            if let operation = peek(), operation == "*" || operation == "/" {
                advance()
                skipSpaces()
                let number = try parseNumber(expected: "a number after \"\(operation)\"")
                if operation == "*" {
                    equation.multiplier = try checkedMultiplier(number)
                } else {
                    equation.multiplier = try checkedDivisor(number)
                }
                skipSpaces()
                expectedNext = [.plus, .minus]
            }
            if try parseOffset(into: &equation) { expectedNext = [] }
        } else {
            throw error(expected: "a number or an item and attribute after \"\(relation.symbol)\"")
        }

        skipSpaces()
        if peek() == "@" {
            equation.priority = try parsePriority()
            skipSpaces()
            expectedNext = []
        } else {
            expectedNext.insert(.priority)
        }
        if peek() != nil {
            throw error(expected: Parser.list(expectedNext.names + ["end of text"]))
        }
        return equation
    }

    /// The tokens that could have come next, for the message when something else did.
    private struct NextTokens: OptionSet {
        let rawValue: UInt8
        static let times = NextTokens(rawValue: 1)
        static let divide = NextTokens(rawValue: 2)
        static let plus = NextTokens(rawValue: 4)
        static let minus = NextTokens(rawValue: 8)
        static let priority = NextTokens(rawValue: 16)

        /// The tokens, quoted, in the order `*`, `/`, `+`, `-`, `@`.
        var names: [String] {
            let all: [(NextTokens, String)] = [(.times, "*"), (.divide, "/"), (.plus, "+"), (.minus, "-"), (.priority, "@")]
            return all.filter { contains($0.0) }.map { "\"\($0.1)\"" }
        }
    }

    /// Parses `(+|-) number` if present; returns whether it did.
    private mutating func parseOffset(into equation: inout Equation) throws(EquationParseError) -> Bool {
        guard let sign = peek(), sign == "+" || sign == "-" else { return false }
        advance()
        skipSpaces()
        let number = try parseNumber(expected: "a number after \"\(sign)\"")
        equation.constant = sign == "-" ? -number.value : number.value
        skipSpaces()
        return true
    }

    private mutating func parseRelation() throws(EquationParseError) -> LayoutRelation {
        if let a = peek(), let b = peek(1), b == "=" {
            let relation: LayoutRelation? = a == "=" ? .equal : a == "<" ? .lessThanOrEqual : a == ">" ? .greaterThanOrEqual : nil
            if let relation {
                advance(2)
                return relation
            }
        }
        var message = "expected a relation (==, <=, >=), got \(tokenText())"
        if peek() == "=", peek(1).map(Parser.isOperator) != true {
            message += " (write \"==\" for equality)"
        }
        throw error(message)
    }

    private mutating func parsePriority() throws(EquationParseError) -> Double {
        advance() // "@"
        skipSpaces()
        let valueColumn = column
        var value: Double
        if startsNumber {
            value = try parseNumber(expected: "a priority").value
        } else if let c = peek(), Parser.isLetter(c) {
            let start = position
            while let c = peek(), Parser.isLetter(c) { advance() }
            let name = text(start..<position)
            guard let named = EquationParser.priority(named: name) else {
                let names = EquationParser.priorityNames.map(\.name).joined(separator: ", ")
                throw EquationParseError(
                    column: valueColumn,
                    message: "unknown priority \(Parser.quoted(name)); use a number 1...1000 or one of \(names)")
            }
            value = named
            skipSpaces()
            if let sign = peek(), sign == "+" || sign == "-" {
                advance()
                skipSpaces()
                let offset = try parseNumber(expected: "a number after \"\(sign)\"").value
                value = sign == "-" ? value - offset : value + offset
            }
        } else {
            throw error(expected: "a priority (1...1000 or a name like \"required\") after \"@\"")
        }
        guard value >= 1 && value <= 1000 else {
            throw EquationParseError(
                column: valueColumn,
                message: "priority must be between 1 and 1000, got \(NumberFormatting.format(value))")
        }
        return value
    }

    // MARK: Anchors

    private mutating func parseAnchor(expected: @autoclosure () -> String) throws(EquationParseError) -> AnchorReference {
        if peek() == "'" { return try parseQuotedAnchor() }
        let start = position
        guard let c = peek(), Parser.isIdentifierStart(c) else {
            throw error(expected: expected())
        }
        var end = start
        while end < scalars.count && Parser.isIdentifierPart(scalars[end]) { end += 1 }

        var lastDotFound: Int?
        for index in start..<end where scalars[index] == Parser.dot { lastDotFound = index }
        guard let lastDot = lastDotFound else {
            throw EquationParseError(
                column: start + 1,
                message: "expected an attribute after the item, as in \"\(text(start..<end)).width\", got \(Parser.quoted(text(start..<end)))")
        }
        // The split at the last dot wins whenever it names an attribute.
        if let attribute = attribute((lastDot + 1)..<end) {
            position = end
            return AnchorReference(item: item(start..<lastDot), attribute: attribute)
        }
        // Otherwise a "-" right after an attribute name is a minus sign: `b.width-8`.
        for dot in (start..<end).reversed() where scalars[dot] == Parser.dot {
            var letterEnd = dot + 1
            while letterEnd < end && Parser.isLetter(scalars[letterEnd]) { letterEnd += 1 }
            if letterEnd < end, scalars[letterEnd] == Parser.minus,
               let attribute = attribute((dot + 1)..<letterEnd) {
                position = letterEnd
                return AnchorReference(item: item(start..<dot), attribute: attribute)
            }
        }
        if lastDot + 1 == end {
            throw EquationParseError(
                column: end + 1,
                message: "expected an attribute after \(Parser.quoted(text(start..<end))), one of \(LayoutAttribute.allNames.joined(separator: " "))")
        }
        var wordEnd = lastDot + 1
        while wordEnd < end && Parser.isWordPart(scalars[wordEnd]) { wordEnd += 1 }
        let word = wordEnd > lastDot + 1 ? text((lastDot + 1)..<wordEnd) : text((lastDot + 1)..<end)
        throw EquationParseError(column: lastDot + 2, message: Parser.unknownAttributeMessage(word))
    }

    /// `'8bC-Xf-vdC'.top`: an item name in single quotes, for ids an identifier cannot
    /// spell (Interface Builder's object ids, a third of which start with a digit). The
    /// quotes hold id characters only (letters, digits, `_`, `-`, `.`); the attribute
    /// follows the closing quote after a dot.
    private mutating func parseQuotedAnchor() throws(EquationParseError) -> AnchorReference {
        let open = position
        var end = open + 1
        while end < scalars.count && Parser.isIdentifierPart(scalars[end]) { end += 1 }
        guard end < scalars.count, scalars[end] == Parser.quote else {
            throw EquationParseError(
                column: end + 1,
                message: "expected a closing \"'\" after the quoted item \(Parser.quoted(text((open + 1)..<end))); quoted items hold letters, digits, \"_\", \"-\" and \".\"")
        }
        guard end > open + 1 else {
            throw EquationParseError(column: open + 1, message: "a quoted item must not be empty")
        }
        let name = text((open + 1)..<end)
        guard end + 1 < scalars.count, scalars[end + 1] == Parser.dot else {
            throw EquationParseError(
                column: end + 2,
                message: "expected an attribute after the quoted item, as in \"'\(name)'.width\"")
        }
        let attributeStart = end + 2
        var attributeEnd = attributeStart
        while attributeEnd < scalars.count && Parser.isWordPart(scalars[attributeEnd]) { attributeEnd += 1 }
        guard let attribute = attribute(attributeStart..<attributeEnd) else {
            throw EquationParseError(column: attributeStart + 1,
                                     message: Parser.unknownAttributeMessage(text(attributeStart..<attributeEnd)))
        }
        position = attributeEnd
        itemsResolved = false
        return AnchorReference(item: ItemReference(name: name), attribute: attribute)
    }

    /// The attribute the bytes in `range` name (exact spelling), or nil. Attributes are
    /// told apart by length and one byte, so at most one spelling is compared (this runs
    /// for both anchors of every equation of a document: issue 18).
    private func attribute(_ range: Range<Int>) -> LayoutAttribute? {
        guard range.lowerBound >= 0, range.upperBound <= scalars.count, !range.isEmpty,
              let base = scalars.baseAddress else { return nil }
        return Parser.attribute(base + range.lowerBound, count: range.count)
    }

    /// The attribute the `count` bytes at `text` name (exact spelling), or nil; the bytes
    /// must be readable (the one-pass reading calls it on bytes it has just scanned,
    /// without the checks of ``attribute(_:)``).
    @inline(__always)
    private static func attribute(_ text: UnsafePointer<UInt8>, count: Int) -> LayoutAttribute? {
        let candidate: (StaticString, LayoutAttribute)
        switch count {
        case 3: candidate = ("top", .top)
        case 4: candidate = ("left", .left)
        case 5: candidate = text[0] == UInt8(ascii: "r") ? ("right", .right) : ("width", .width)
        case 6: candidate = text[0] == UInt8(ascii: "b") ? ("bottom", .bottom) : ("height", .height)
        case 7:
            if text[0] == UInt8(ascii: "l") {
                candidate = ("leading", .leading)
            } else {
                candidate = text[6] == UInt8(ascii: "X") ? ("centerX", .centerX) : ("centerY", .centerY)
            }
        case 8: candidate = ("trailing", .trailing)
        case 9: candidate = ("topMargin", .topMargin)
        case 10: candidate = ("leftMargin", .leftMargin)
        case 11: candidate = ("rightMargin", .rightMargin)
        case 12: candidate = text[0] == UInt8(ascii: "b") ? ("bottomMargin", .bottomMargin) : ("lastBaseline", .lastBaseline)
        case 13: candidate = text[0] == UInt8(ascii: "l") ? ("leadingMargin", .leadingMargin) : ("firstBaseline", .firstBaseline)
        case 14: candidate = ("trailingMargin", .trailingMargin)
        case 20:
            candidate = text[6] == UInt8(ascii: "X") ? ("centerXWithinMargins", .centerXWithinMargins)
                : ("centerYWithinMargins", .centerYWithinMargins)
        default: return nil
        }
        return Parser.equal(text, candidate.0) ? candidate.1 : nil
    }

    /// Whether the bytes in `range` are `name`.
    private func spells(_ range: Range<Int>, _ name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount, range.lowerBound >= 0, range.upperBound <= scalars.count,
              let base = scalars.baseAddress else { return false }
        return Parser.equal(base + range.lowerBound, name)
    }

    /// Whether the `name.utf8CodeUnitCount` bytes at `text` are `name`: compared as words
    /// that stay within both (the first and the last four or eight bytes, overlapping, and
    /// the eight-byte steps between), not byte by byte, which cost 40 instructions an
    /// attribute (issue 18).
    @inline(__always)
    private static func equal(_ text: UnsafePointer<UInt8>, _ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        let lhs = UnsafeRawPointer(text)
        let rhs = UnsafeRawPointer(name.utf8Start)
        if count >= 8 {
            var offset = 0
            while offset < count - 8 {
                guard lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
                offset += 8
            }
            return lhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == rhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return lhs.loadUnaligned(as: UInt32.self) == rhs.loadUnaligned(as: UInt32.self)
                && lhs.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == rhs.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for offset in 0..<count where text[offset] != name.utf8Start[offset] {
            return false
        }
        return true
    }

    /// The item the bytes in `range` name: `superview` or a view id (the resolver's string
    /// for it when it knows the name).
    private mutating func item(_ range: Range<Int>,
                               resolvingWith resolve: (UnsafeBufferPointer<UInt8>) -> String? = { _ in nil }) -> ItemReference {
        if spells(range, "superview") { return .superview }
        if range.lowerBound >= 0, range.upperBound <= scalars.count,
           let name = resolve(UnsafeBufferPointer(rebasing: scalars[range])) {
            return .named(name)
        }
        itemsResolved = false
        return .named(text(range))
    }

    private static func unknownAttributeMessage(_ word: String) -> String {
        var message = "unknown attribute \(quoted(word))"
        if let suggestion = closestAttribute(to: word) {
            message += " (did you mean \"\(suggestion.name)\"?)"
        } else {
            message += "; expected one of \(LayoutAttribute.allNames.joined(separator: " "))"
        }
        return message
    }

    /// The attribute a misspelt name most likely meant: a case-insensitive match, or one
    /// at most two edits away.
    private static func closestAttribute(to word: String) -> LayoutAttribute? {
        Spelling.closest(to: word, in: LayoutAttribute.allNames, maximumDistance: 2).flatMap(LayoutAttribute.init(name:))
    }

    // MARK: Numbers

    private struct Number {
        var value: Double
        var column: Int
        /// Where the digits are (after any sign), for messages.
        var digits: Range<Int>
        var negative: Bool
    }

    /// Whether a (possibly signed) number starts here.
    private var startsNumber: Bool {
        var offset = 0
        if let sign = peek(), sign == "+" || sign == "-" {
            offset = 1
            while let c = peek(offset), Parser.isSpace(c) { offset += 1 }
        }
        guard let c = peek(offset) else { return false }
        if Parser.isDigit(c) { return true }
        if c == ".", let d = peek(offset + 1), Parser.isDigit(d) { return true }
        return false
    }

    private var startsIdentifier: Bool {
        guard let c = peek() else { return false }
        return Parser.isIdentifierStart(c) || c == "'"
    }

    private mutating func parseNumber(expected: @autoclosure () -> String) throws(EquationParseError) -> Number {
        guard startsNumber else { throw error(expected: expected()) }
        let start = position
        var negative = false
        if let sign = peek(), sign == "+" || sign == "-" {
            negative = sign == "-"
            advance()
            skipSpaces()
        }
        let digitsStart = position
        while let c = peek(), Parser.isDigit(c) { advance() }
        if peek() == "." {
            advance()
            while let c = peek(), Parser.isDigit(c) { advance() }
        }
        if let e = peek(), e == "e" || e == "E" {
            var offset = 1
            if let sign = peek(1), sign == "+" || sign == "-" { offset = 2 }
            if let d = peek(offset), Parser.isDigit(d) {
                advance(offset)
                while let c = peek(), Parser.isDigit(c) { advance() }
            }
        }
        if let next = peek(), Parser.isWordPart(next) || next == "." {
            var end = position
            while end < scalars.count && (Parser.isWordPart(scalars[end]) || scalars[end] == Parser.dot) { end += 1 }
            throw EquationParseError(
                column: start + 1,
                message: "malformed number \(Parser.quoted(text(digitsStart..<end)))")
        }
        let digits = digitsStart..<position
        guard let magnitude = wholeNumber(digits) ?? Double(text(digits)) else {
            throw EquationParseError(column: start + 1, message: "malformed number \(Parser.quoted(text(digits)))")
        }
        guard magnitude.isFinite && magnitude <= EquationParser.maximumMagnitude else {
            let written = (negative ? "-" : "") + text(digits)
            throw EquationParseError(
                column: start + 1,
                message: "number \(written) is too large; numbers must be \(Limits.magnitudePhrase)")
        }
        return Number(value: negative ? -magnitude : magnitude, column: start + 1, digits: digits, negative: negative)
    }

    /// The value of a run of at most 15 decimal digits (exact in a Double), without
    /// making a string; nil for anything else, which `Double(String)` reads.
    private func wholeNumber(_ range: Range<Int>) -> Double? {
        guard !range.isEmpty, range.count <= 15 else { return nil }
        var value = 0
        for index in range {
            let digit = scalars[index] &- 0x30
            guard digit <= 9 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return Double(value)
    }

    private func checkedMultiplier(_ number: Number) throws(EquationParseError) -> Double {
        guard number.value != 0 else {
            throw EquationParseError(
                column: number.column,
                message: "multiplier must not be 0 (as in UIKit); relate the item to a constant instead")
        }
        return number.value
    }

    private func checkedDivisor(_ number: Number) throws(EquationParseError) -> Double {
        guard number.value != 0 else {
            throw EquationParseError(column: number.column, message: "cannot divide by 0")
        }
        let multiplier = 1 / number.value
        guard abs(multiplier) <= EquationParser.maximumMagnitude else {
            throw EquationParseError(
                column: number.column,
                message: "multiplier 1/\(number.negative ? "-" : "")\(text(number.digits)) is too large; numbers must be \(Limits.magnitudePhrase)")
        }
        return multiplier
    }

    // MARK: Scanning

    private var column: Int { Parser.column(of: position, in: scalars) }

    /// The 1-based column, in Unicode scalars, of the byte at `offset`.
    private static func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var column = 1
        for index in 0..<Swift.min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return index < scalars.count ? Unicode.Scalar(scalars[index]) : nil
    }

    private mutating func advance(_ count: Int = 1) {
        position = Swift.min(position + count, scalars.count)
    }

    private mutating func skipSpaces() {
        while position < scalars.count, Parser.isSpace(scalars[position]) { position += 1 }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: scalars[range]), as: UTF8.self)
    }

    private func error(_ message: String) -> EquationParseError {
        EquationParseError(column: column, message: message)
    }

    private func error(expected: @autoclosure () -> String) -> EquationParseError {
        error("expected \(expected()), got \(tokenText())")
    }

    /// The token at the current position, quoted, for "got …" in messages.
    private func tokenText() -> String {
        guard let first = peek() else { return "end of text" }
        var end = position + 1
        if Parser.isOperator(first) {
            while end < scalars.count && Parser.isOperator(scalars[end]) { end += 1 }
        } else if Parser.isIdentifierPart(first) {
            while end < scalars.count && Parser.isIdentifierPart(scalars[end]) { end += 1 }
        } else {
            // One character: a lead byte and its continuation bytes.
            while end < scalars.count && scalars[end] & 0xC0 == 0x80 { end += 1 }
        }
        let limit = 24
        if end - position > limit {
            return String(Parser.quoted(text(position..<(position + limit))).dropLast()) + "…\""
        }
        return Parser.quoted(text(position..<end))
    }

    private static func quoted(_ text: String) -> String {
        Quoting.quoted(text, limit: nil)
    }

    private static func list(_ items: [String]) -> String {
        Alternatives.list(items)
    }

    // MARK: Character classes (ASCII only, as in the identifier grammar)

    private static let dot = UInt8(ascii: ".")
    private static let quote = UInt8(ascii: "'")
    private static let minus = UInt8(ascii: "-")
    private static let plusSign = UInt8(ascii: "+")
    private static let atSign = UInt8(ascii: "@")
    private static let equalsSign = UInt8(ascii: "=")
    private static let lessThanSign = UInt8(ascii: "<")
    private static let greaterThanSign = UInt8(ascii: ">")
    private static let underscore = UInt8(ascii: "_")
    private static let space = UInt8(ascii: " ")

    private static func isDigit(_ c: UInt8) -> Bool {
        c >= 0x30 && c <= 0x39
    }

    private static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r"
    }

    private static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c.value >= 0x30 && c.value <= 0x39
    }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
    }

    private static func isLetter(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
    }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || c == "_"
    }

    private static func isWordPart(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || isDigit(c) || c == "_"
    }

    private static func isWordPart(_ c: UInt8) -> Bool {
        isLetter(c) || (c >= 0x30 && c <= 0x39) || c == 0x5F
    }

    private static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isWordPart(c) || c == "." || c == "-"
    }

    private static func isIdentifierPart(_ c: UInt8) -> Bool {
        isWordPart(c) || c == dot || c == minus
    }

    private static func isOperator(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "=", "<", ">", "!", "+", "-", "*", "/", "@", "&", "|", "^", "%", "~": return true
        default: return false
        }
    }

    private static func isOperator(_ c: UInt8) -> Bool {
        isOperator(Unicode.Scalar(c))
    }

    /// ``isIdentifierPart(_:)`` without a branch per kind of byte (``IdentifierBytes``).
    @inline(__always)
    static func isIdentifierByte(_ c: UInt8) -> Bool {
        IdentifierBytes.contains(c)
    }
}

/// The equations documents mostly hold, read in one pass: `a.attr REL b.attr`, optionally
/// `+ c` or `- c`, or `a.attr REL c`, optionally `@p`, with plain numbers (digits and an
/// optional fraction) and item names that split at their last dot. Anything else — `*`,
/// `/`, exponents, signs after spaces, priority names, the `b.width-8` reading, any
/// problem at all — gives nil, and ``EquationParser`` reads the text the full way, which
/// also says what is wrong. On the texts it reads, the result is the full parser's
/// (EquationParserUTF8Tests compares the two).
extension Parser {
    mutating func parseCommonEquation(resolvingItems resolve: (UnsafeBufferPointer<UInt8>) -> String?) -> Equation? {
        let start = position
        guard let equation = readCommonEquation(resolve) else {
            position = start
            return nil
        }
        return equation
    }

    private mutating func readCommonEquation(_ resolve: (UnsafeBufferPointer<UInt8>) -> String?) -> Equation? {
        // The canonical spelling (``Equation/description``) is noted on the way: no space
        // before the first item or after the end, exactly one space around the relation,
        // the sign and before `@`, integers without leading zeros, no `+ 0` and no `@1000`.
        isCanonical = true
        skipSpaces(canonically: 0)
        guard let first = commonAnchor(resolve) else { return nil }
        if case .superview = first.item { return nil }
        skipSpaces(canonically: 1)
        guard let relation = commonRelation() else { return nil }
        skipSpaces(canonically: 1)
        // The parts are read first and the equation made once at the end: changing a made
        // equation part by part cost a copy and a destroy of it per equation (issue 18).
        var second: AnchorReference?
        var constant = 0.0
        // A number starts with a digit or a minus: an item (most equations' second part) is
        // not tried as one (the call finding it was not one cost 50 instructions an
        // equation, issue 18).
        if let next = byte(at: position), Parser.isDigit(next) || next == Parser.minus,
           let number = commonNumber(allowingMinus: true) {
            constant = number
        } else {
            // Read into the equation's part itself: bound to a local first, the anchor was
            // copied into it and the local released (25 instructions an equation, issue 18).
            second = commonAnchor(resolve)
            if case .none = second { return nil }
            let beforeSign = position
            skipSpaces()
            if let sign = byte(at: position), sign == Parser.plusSign || sign == Parser.minus {
                noteCanonicalSpaces(from: beforeSign, count: 1)
                position += 1
                skipSpaces(canonically: 1)
                guard let number = commonNumber(allowingMinus: false) else { return nil }
                if number == 0 { isCanonical = false }
                constant = sign == Parser.minus ? -number : number
            } else {
                position = beforeSign
            }
        }
        let beforePriority = position
        skipSpaces()
        var priority = Equation.requiredPriority
        if byte(at: position) == Parser.atSign {
            noteCanonicalSpaces(from: beforePriority, count: 1)
            position += 1
            skipSpaces(canonically: 0)
            guard let number = commonNumber(allowingMinus: false), number >= 1, number <= 1000 else { return nil }
            if number == Equation.requiredPriority { isCanonical = false }
            priority = number
            let afterPriority = position
            skipSpaces()
            noteCanonicalSpaces(from: afterPriority, count: 0)
        } else {
            noteCanonicalSpaces(from: beforePriority, count: 0)
        }
        guard position == scalars.count else { return nil }
        return Equation(first: consume first, relation: relation, second: consume second, constant: constant,
                        priority: priority)
    }

    private func byte(at index: Int) -> UInt8? {
        index < scalars.count ? scalars[index] : nil
    }

    /// Skips spaces, noting whether they were exactly `count` plain spaces (0 or 1). The
    /// canonical case is told by a byte or two, inline; a call skipping and noting took 36
    /// instructions, five times an equation (issue 18).
    @inline(__always)
    private mutating func skipSpaces(canonically count: Int) {
        let index = position
        if count == 0 {
            if index >= scalars.count || !Parser.isSpace(scalars[index]) { return }
        } else if count == 1, index < scalars.count, scalars[index] == Parser.space,
                  index + 1 >= scalars.count || !Parser.isSpace(scalars[index + 1]) {
            position = index + 1
            return
        }
        skipSpacesNoting(count)
    }

    /// ``skipSpaces(canonically:)`` for anything but the canonical spacing.
    private mutating func skipSpacesNoting(_ count: Int) {
        let start = position
        skipSpaces()
        noteCanonicalSpaces(from: start, count: count)
    }

    /// Notes whether the bytes from `start` to here are exactly `count` plain spaces.
    private mutating func noteCanonicalSpaces(from start: Int, count: Int) {
        guard position - start == count else {
            isCanonical = false
            return
        }
        if count == 1, byte(at: start) != UInt8(ascii: " ") { isCanonical = false }
    }

    /// `item.attribute` where the text after the last dot of the identifier is an attribute.
    @inline(__always)
    private mutating func commonAnchor(_ resolve: (UnsafeBufferPointer<UInt8>) -> String?) -> AnchorReference? {
        if let anchor = knownAnchorBeforeSpace(resolve) { return anchor }
        return scannedAnchor(resolve)
    }

    /// The anchor of the common spelling: an item the resolver knows (or `superview`), a
    /// dot and an attribute, ended by a space or the end of the text. Its end is found as
    /// the first byte below `!` (``IdentifierBytes/delimit(_:)``), without classing each
    /// byte: the resolver returns names only for view ids, which hold identifier bytes only,
    /// and the attribute is compared in full, so every byte before the end is an identifier
    /// byte and ``scannedAnchor(_:)`` would end at the same byte and split at the same dot.
    /// Classing every byte of every anchor was a tenth of a document's load (issue 18).
    /// Anything else (an unknown item, no space after the anchor) gives nil and the
    /// position where it was, and ``scannedAnchor(_:)`` reads the anchor.
    private mutating func knownAnchorBeforeSpace(_ resolve: (UnsafeBufferPointer<UInt8>) -> String?) -> AnchorReference? {
        let start = position
        let count = scalars.count
        guard start < count, let base = scalars.baseAddress,
              Parser.isLetter(base[start]) || base[start] == Parser.underscore else { return nil }
        var end = start + 1
        var lastDot = -1
        var ended = false
        // Eight bytes at a time while eight are left, then one at a time.
        while count - end >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
            let (ends, dots) = IdentifierBytes.delimit(word)
            if ends != 0 {
                let length = ends.trailingZeroBitCount >> 3
                let namedDots = dots & ((1 << UInt64(length << 3)) &- 1)
                if namedDots != 0 { lastDot = end + ((63 - namedDots.leadingZeroBitCount) >> 3) }
                end += length
                ended = true
                break
            }
            if dots != 0 { lastDot = end + ((63 - dots.leadingZeroBitCount) >> 3) }
            end += 8
        }
        while !ended && end < count {
            let byte = base[end]
            if byte <= Parser.space { break }
            if byte == Parser.dot { lastDot = end }
            end += 1
        }
        guard lastDot > start, let attribute = Parser.attribute(base + lastDot + 1, count: end - lastDot - 1) else {
            return nil
        }
        let name = UnsafeBufferPointer(start: base + start, count: lastDot - start)
        let item: ItemReference
        if name.count == 9 && Parser.equal(base + start, "superview") {
            item = .superview
        } else if let id = resolve(name) {
            item = .named(id)
        } else {
            return nil
        }
        position = end
        return AnchorReference(item: item, attribute: attribute)
    }

    /// `item.attribute` scanned byte class by byte class (``IdentifierBytes/classify(_:)``):
    /// the identifier ends at the first byte that is not an identifier byte.
    private mutating func scannedAnchor(_ resolve: (UnsafeBufferPointer<UInt8>) -> String?) -> AnchorReference? {
        let start = position
        let count = scalars.count
        guard start < count, let base = scalars.baseAddress,
              Parser.isLetter(base[start]) || base[start] == Parser.underscore else { return nil }
        var end = start + 1
        var lastDot = -1
        // Eight bytes at a time while eight are left (``IdentifierBytes``), then one at a time.
        var scanned = false
        while count - end >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
            let (others, dots) = IdentifierBytes.classify(word)
            // The name's bytes in this word: up to the first that is not one.
            let length = others == 0 ? 8 : others.trailingZeroBitCount >> 3
            let namedDots = length == 8 ? dots : dots & ((1 << UInt64(length << 3)) - 1)
            if namedDots != 0 { lastDot = end + ((63 - namedDots.leadingZeroBitCount) >> 3) }
            end += length
            if length < 8 {
                scanned = true
                break
            }
        }
        while !scanned && end < count {
            let byte = base[end]
            guard Parser.isIdentifierByte(byte) else { break }
            if byte == Parser.dot { lastDot = end }
            end += 1
        }
        guard lastDot > start, let attribute = attribute((lastDot + 1)..<end) else { return nil }
        position = end
        return AnchorReference(item: item(start..<lastDot, resolvingWith: resolve), attribute: attribute)
    }

    private mutating func commonRelation() -> LayoutRelation? {
        guard let a = byte(at: position), byte(at: position + 1) == Parser.equalsSign else { return nil }
        let relation: LayoutRelation
        switch a {
        case Parser.equalsSign: relation = .equal
        case Parser.lessThanSign: relation = .lessThanOrEqual
        case Parser.greaterThanSign: relation = .greaterThanOrEqual
        default: return nil
        }
        position += 2
        return relation
    }

    /// Digits with an optional fraction (and a `-` right before them when allowed), at
    /// most 1e9 in magnitude, not followed by a letter, digit, `_` or `.`.
    private mutating func commonNumber(allowingMinus: Bool) -> Double? {
        let start = position
        var index = start
        var negative = false
        if allowingMinus, byte(at: index) == Parser.minus {
            negative = true
            index += 1
        }
        let digitsStart = index
        while let digit = byte(at: index), Parser.isDigit(digit) { index += 1 }
        guard index > digitsStart else { return nil }
        if byte(at: index) == Parser.dot {
            index += 1
            while let digit = byte(at: index), Parser.isDigit(digit) { index += 1 }
        }
        if let next = byte(at: index), Parser.isWordPart(next) || next == Parser.dot { return nil }
        let digits = digitsStart..<index
        let whole = wholeNumber(digits)
        guard let magnitude = whole ?? Double(text(digits)),
              magnitude.isFinite, magnitude <= EquationParser.maximumMagnitude else { return nil }
        // Canonical: an integer as `NumberFormatting` writes it (no fraction, no leading
        // zero, no `-0`).
        if whole == nil || (digits.count > 1 && byte(at: digitsStart) == UInt8(ascii: "0")) || (negative && magnitude == 0) {
            isCanonical = false
        }
        position = index
        return negative ? -magnitude : magnitude
    }
}
