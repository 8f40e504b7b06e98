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
/// - Items are identifiers `[A-Za-z_][A-Za-z0-9_.-]*`. Because ids may contain dots
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

    /// Parses `text` into an equation.
    ///
    /// - Throws: ``EquationParseError`` with the 1-based column of the first problem.
    public static func parse(_ text: String) throws(EquationParseError) -> Equation {
        var parser = Parser(text)
        return try parser.parseEquation()
    }
}

/// The recursive-descent parser behind ``EquationParser``; it reads Unicode scalars and
/// never indexes outside them.
private struct Parser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
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
        var expectedNext: [String]

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
                expectedNext = ["\"+\"", "\"-\""]
                if try parseOffset(into: &equation) { expectedNext = [] }
            } else {
                equation.constant = number.value
                expectedNext = []
            }
        } else if startsIdentifier {
            equation.second = try parseAnchor(expected: "an item and attribute")
            skipSpaces()
            expectedNext = ["\"*\"", "\"/\"", "\"+\"", "\"-\""]
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
                expectedNext = ["\"+\"", "\"-\""]
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
            expectedNext.append("\"@\"")
        }
        if peek() != nil {
            throw error(expected: Parser.list(expectedNext + ["end of text"]))
        }
        return equation
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
        if let a = peek(), let b = peek(1),
           let relation = LayoutRelation(symbol: String(Character(a)) + String(Character(b))) {
            advance(2)
            return relation
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

    private mutating func parseAnchor(expected: String) throws(EquationParseError) -> AnchorReference {
        let start = position
        guard let c = peek(), Parser.isIdentifierStart(c) else {
            throw error(expected: expected)
        }
        var end = start
        while end < scalars.count && Parser.isIdentifierPart(scalars[end]) { end += 1 }

        var dots: [Int] = []
        for index in start..<end where scalars[index] == "." { dots.append(index) }
        guard let lastDot = dots.last else {
            throw EquationParseError(
                column: start + 1,
                message: "expected an attribute after the item, as in \"\(text(start..<end)).width\", got \(Parser.quoted(text(start..<end)))")
        }
        // The split at the last dot wins whenever it names an attribute.
        if let attribute = LayoutAttribute(name: text((lastDot + 1)..<end)) {
            position = end
            return AnchorReference(item: ItemReference(name: text(start..<lastDot)), attribute: attribute)
        }
        // Otherwise a "-" right after an attribute name is a minus sign: `b.width-8`.
        for dot in dots.reversed() {
            var letterEnd = dot + 1
            while letterEnd < end && Parser.isLetter(scalars[letterEnd]) { letterEnd += 1 }
            if letterEnd < end, scalars[letterEnd] == "-",
               let attribute = LayoutAttribute(name: text((dot + 1)..<letterEnd)) {
                position = letterEnd
                return AnchorReference(item: ItemReference(name: text(start..<dot)), attribute: attribute)
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
        var text: String
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
        return Parser.isIdentifierStart(c)
    }

    private mutating func parseNumber(expected: String) throws(EquationParseError) -> Number {
        guard startsNumber else { throw error(expected: expected) }
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
        let literal = text(digitsStart..<position)
        if let next = peek(), Parser.isWordPart(next) || next == "." {
            var end = position
            while end < scalars.count && (Parser.isWordPart(scalars[end]) || scalars[end] == ".") { end += 1 }
            throw EquationParseError(
                column: start + 1,
                message: "malformed number \(Parser.quoted(text(digitsStart..<end)))")
        }
        guard let magnitude = Double(literal) else {
            throw EquationParseError(column: start + 1, message: "malformed number \(Parser.quoted(literal))")
        }
        let written = (negative ? "-" : "") + literal
        guard magnitude.isFinite && magnitude <= EquationParser.maximumMagnitude else {
            throw EquationParseError(
                column: start + 1,
                message: "number \(written) is too large; numbers must be \(Limits.magnitudePhrase)")
        }
        return Number(value: negative ? -magnitude : magnitude, column: start + 1, text: written)
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
                message: "multiplier 1/\(number.text) is too large; numbers must be \(Limits.magnitudePhrase)")
        }
        return multiplier
    }

    // MARK: Scanning

    private var column: Int { position + 1 }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return index < scalars.count ? scalars[index] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        position = Swift.min(position + count, scalars.count)
    }

    private mutating func skipSpaces() {
        while let c = peek(), Parser.isSpace(c) { advance() }
    }

    private func text(_ range: Range<Int>) -> String {
        // Through UTF-8 bytes: appending scalars to a String one by one is an order of
        // magnitude slower, and every anchor of every equation of a document passes here.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        for scalar in scalars[range] {
            if scalar.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                bytes.append(contentsOf: String(Character(scalar)).utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func error(_ message: String) -> EquationParseError {
        EquationParseError(column: column, message: message)
    }

    private func error(expected: String) -> EquationParseError {
        error("expected \(expected), got \(tokenText())")
    }

    /// The token at the current position, quoted, for "got …" in messages.
    private func tokenText() -> String {
        guard let first = peek() else { return "end of text" }
        var end = position + 1
        if Parser.isOperator(first) {
            while end < scalars.count && Parser.isOperator(scalars[end]) { end += 1 }
        } else if Parser.isIdentifierPart(first) {
            while end < scalars.count && Parser.isIdentifierPart(scalars[end]) { end += 1 }
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

    private static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r"
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c.value >= 0x30 && c.value <= 0x39
    }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
    }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || c == "_"
    }

    private static func isWordPart(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || isDigit(c) || c == "_"
    }

    private static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isWordPart(c) || c == "." || c == "-"
    }

    private static func isOperator(_ c: Unicode.Scalar) -> Bool {
        "=<>!+-*/@&|^%~".unicodeScalars.contains(c)
    }
}
