/// Parses Apple's Visual Format Language (docs/uikit-behaviours.md V1) into a ``VisualFormat``.
///
/// Grammar (Apple's, with its names), with optional whitespace between all tokens:
/// ```
/// format          := (orientation ":")? (superview connection)? view (connection view)* (connection superview)?
/// orientation     := "H" | "V"                      // H when omitted
/// superview       := "|"
/// view            := "[" viewName ("(" predicateList ")")? "]"
/// connection      := e | "-" predicateList "-" | "-"
/// predicateList   := simplePredicate | "(" predicate ("," predicate)* ")"
/// simplePredicate := metricName | positiveNumber
/// predicate       := relation? object ("@" priority)?
/// relation        := "==" | "<=" | ">="              // == when omitted
/// object          := constant | viewName            // view names only in a view's predicates
/// constant, priority := metricName | number
/// ```
/// - `e` is the empty connection: `[a][b]` and `|[a]` put the neighbours edge to edge.
/// - View and metric names are C identifiers, `[A-Za-z_][A-Za-z0-9_]*`. `superview` is
///   not a view name: the superview is written `|`.
/// - Numbers are read like `strtod` in the C locale: an optional sign, decimal digits with
///   an optional fraction and exponent (`8`, `.5`, `5.`, `1e2`, `2.5E-1`) or a hexadecimal
///   float (`0x10`, `0x1.8p3`). As with `strtod`, the longest valid prefix is the number
///   (`1e` is `1` followed by `e`). `inf` and `nan` are names, not numbers. A number must be
///   finite and at most 1e9 in magnitude. Without parentheses a spacing is unsigned
///   (`-8-`); a negative spacing is written `-(-5)-`.
/// - A literal priority must be in 1...1000; metric priorities are checked by the expander.
/// - Whitespace (space, tab, line breaks) may separate tokens, as NSScanner skips it.
///
/// The parser never traps: every input either parses or throws ``VisualFormatError`` with
/// the column of the first problem. Names are not looked up here; metrics, options and
/// the view-versus-metric question are the expander's business.
public enum VisualFormatParser {
    /// The largest magnitude a number in a format may have (as in equations).
    public static let maximumMagnitude: Double = EquationParser.maximumMagnitude

    /// Parses `format`.
    ///
    /// - Throws: ``VisualFormatError`` with the 1-based column of the first problem.
    public static func parse(_ format: String) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatScanner(format)
        return try parser.parseFormat()
    }
}

/// The recursive-descent parser behind ``VisualFormatParser``; it reads the UTF-8 bytes of
/// the format and never indexes outside them. It does not recurse: predicate lists are
/// loops.
///
/// Every token of the grammar is ASCII, and the scanner moves only past ASCII bytes (any
/// other byte stops it with an error), so offsets up to its position count Unicode
/// scalars too, as columns do.
private struct VisualFormatScanner {
    private let text: String
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    // MARK: Grammar

    mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        skipSpaces()
        let orientation = try parseOrientation()
        skipSpaces()

        var leadingSuperview: VisualFormat.Connection?
        if peek() == "|" {
            advance()
            skipSpaces()
            let connection = try parseConnection()
            guard peek() == "[" else {
                throw error(expected: connection.spacing == .adjacent
                                ? "'-' or a view ('[') after '|'"
                                : "a view ('[') after the connection")
            }
            leadingSuperview = connection
        } else if peek() != "[" {
            throw error(startMessage())
        }

        var views = [try parseView()]
        var connections: [VisualFormat.Connection] = []
        var trailingSuperview: VisualFormat.Connection?
        while true {
            skipSpaces()
            guard peek() != nil else { break }
            let previous = views.last?.name ?? ""
            guard peek() == "-" || peek() == "[" || peek() == "|" else {
                throw error(expected: "a connection ('-'), a view ('['), '|' or the end of the format after view \"\(previous)\"")
            }
            let connection = try parseConnection()
            if peek() == "[" {
                connections.append(connection)
                views.append(try parseView())
            } else if peek() == "|" {
                advance()
                trailingSuperview = connection
                skipSpaces()
                if peek() != nil {
                    throw error(expected: "the end of the format after the closing '|'")
                }
                break
            } else {
                throw error(expected: "a view ('[') or '|' after the connection")
            }
        }
        return VisualFormat(text: text, orientation: orientation, leadingSuperview: leadingSuperview,
                            views: views, connections: connections, trailingSuperview: trailingSuperview)
    }

    /// `H:` or `V:`, or nothing (horizontal).
    private mutating func parseOrientation() throws(VisualFormatError) -> LayoutAxis {
        guard let first = peek(), first == "H" || first == "V" else { return .horizontal }
        guard peek(1) == ":" else {
            throw VisualFormatError(format: text, column: column + 1,
                                    message: "expected ':' after the orientation \"\(first)\", got \(token(at: position + 1))")
        }
        advance(2)
        return first == "H" ? .horizontal : .vertical
    }

    private func startMessage() -> String {
        var message = "expected \"H:\", \"V:\", '|' or a view ('[') at the start of the format, got \(token(at: position))"
        if let first = peek(), first == "h" || first == "v", peek(1) == ":" {
            message += " (the orientation is upper-case: \"H:\" or \"V:\")"
        } else if peek() == "-" {
            message += " (a connection needs a superview bar or a view before it)"
        }
        return message
    }

    /// A connection at the current position: nothing (`e`), `-`, or `-predicates-`.
    /// Leaves the position at the token after it, whitespace skipped.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        let start = column
        guard peek() == "-" else { return VisualFormat.Connection(spacing: .adjacent, column: start) }
        advance()
        skipSpaces()
        if peek() == "[" || peek() == "|" {
            return VisualFormat.Connection(spacing: .standard, column: start)
        }
        let predicates: [VisualFormat.Predicate]
        if peek() == "(" {
            predicates = try parsePredicateList(ofView: nil)
        } else if startsNumber(signed: false) {
            let predicateColumn = column
            let number = try parseNumber()
            predicates = [VisualFormat.Predicate(relation: .equal, object: number, priority: nil, column: predicateColumn)]
        } else if startsName {
            let name = parseName()
            predicates = [VisualFormat.Predicate(relation: .equal, object: name, priority: nil, column: name.column)]
        } else {
            var message = "expected a spacing (a number, a metric name or '('), a view ('[') or '|' after '-', got \(token(at: position))"
            if peek() == "-", startsNumber(signed: false, at: position + 1) {
                message += " (write a negative spacing in parentheses: -(-5)-)"
            } else if let c = peek(), c == "=" || c == "<" || c == ">" {
                message += " (a relation needs parentheses: -(>=8)-)"
            }
            throw error(message)
        }
        skipSpaces()
        guard peek() == "-" else {
            var message = "expected '-' after the spacing, got \(token(at: position))"
            if peek() == "@" {
                message += " (a priority needs parentheses: -(8@750)-)"
            }
            throw error(message)
        }
        advance()
        skipSpaces()
        return VisualFormat.Connection(spacing: .predicates(predicates), column: start)
    }

    /// `[name]` or `[name(predicates)]`, at a `[`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        let start = column
        advance() // "["
        skipSpaces()
        guard startsName else {
            var message = "expected a view name after '[', got \(token(at: position))"
            if let c = peek(), Self.isDigit(c) {
                message += " (names are C identifiers: a letter or '_', then letters, digits or '_')"
            }
            throw error(message)
        }
        let nameColumn = column
        guard case .name(let name) = parseName().value else {
            throw VisualFormatError(format: text, column: nameColumn, message: "expected a view name")
        }
        if name == ItemReference.superviewKeyword {
            throw VisualFormatError(format: text, column: nameColumn,
                                    message: "\"superview\" is not a view name in a visual format; the superview is written '|'")
        }
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        if peek() == "(" {
            predicates = try parsePredicateList(ofView: name)
            skipSpaces()
            guard peek() == "]" else {
                throw error(expected: "']' after the predicates of view \"\(name)\"")
            }
        } else if peek() != "]" {
            var message = "expected ']' after view name, got \(token(at: position))"
            if peek() == "." {
                message += " (view names in a visual format cannot contain '.')"
            }
            throw error(message)
        }
        advance() // "]"
        return VisualFormat.View(name: name, column: start, predicates: predicates)
    }

    /// `(predicate, …)`, at a `(`; ends after the `)`.
    private mutating func parsePredicateList(ofView view: String?) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        advance() // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            skipSpaces()
            predicates.append(try parsePredicate(ofView: view))
            skipSpaces()
            if peek() == "," {
                advance()
                continue
            }
            if peek() == ")" {
                advance()
                return predicates
            }
            throw error(expected: "',' or ')' after the predicate")
        }
    }

    private mutating func parsePredicate(ofView view: String?) throws(VisualFormatError) -> VisualFormat.Predicate {
        let start = column
        var relation = LayoutRelation.equal
        var relationWritten = false
        if let c = peek(), c == "=" || c == "<" || c == ">" {
            guard let d = peek(1), d == "=",
                  let parsed = LayoutRelation(symbol: String(Character(c)) + "=") else {
                var message = "expected a relation (==, <=, >=), got \(token(at: position))"
                if c == "=" { message += " (write \"==\" for equality)" }
                throw error(message)
            }
            relation = parsed
            relationWritten = true
            advance(2)
            skipSpaces()
        }
        let object: VisualFormat.Operand
        if startsNumber(signed: true) {
            object = try parseNumber()
        } else if startsName {
            object = parseName()
        } else {
            let what = view == nil ? "a number or a metric name" : "a number, a metric name or a view name"
            throw error(expected: what + (relationWritten ? " after \"\(relation.symbol)\"" : ""))
        }
        skipSpaces()
        var priority: VisualFormat.Operand?
        if peek() == "@" {
            advance()
            skipSpaces()
            if startsNumber(signed: true) {
                let number = try parseNumber()
                if case .number(let value) = number.value, !(value >= 1 && value <= 1000) {
                    throw VisualFormatError(format: text, column: number.column,
                                            message: "priority must be between 1 and 1000, got \(NumberFormatting.format(value))")
                }
                priority = number
            } else if startsName {
                priority = parseName()
            } else {
                throw error(expected: "a priority (a number 1...1000 or a metric name) after '@'")
            }
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, column: start)
    }

    // MARK: Names and numbers

    private var startsName: Bool {
        guard let c = peek() else { return false }
        return Self.isNameStart(c)
    }

    /// A C identifier; call only when ``startsName``.
    private mutating func parseName() -> VisualFormat.Operand {
        let start = position
        while let c = peek(), Self.isNamePart(c) { advance() }
        return VisualFormat.Operand(value: .name(slice(start..<position)), column: start + 1)
    }

    private func startsNumber(signed: Bool) -> Bool {
        startsNumber(signed: signed, at: position)
    }

    /// Whether a number in `strtod`'s sense starts at `index` (with a sign only if `signed`).
    private func startsNumber(signed: Bool, at index: Int) -> Bool {
        numberEnd(from: index, signed: signed) != nil
    }

    /// One past the last scalar of the longest `strtod` number starting at `index`, or nil.
    private func numberEnd(from index: Int, signed: Bool) -> Int? {
        var i = index
        if signed, let sign = scalar(at: i), sign == "+" || sign == "-" { i += 1 }
        // Hexadecimal: 0x, hex digits with an optional fraction, optional binary exponent.
        if scalar(at: i) == "0", let x = scalar(at: i + 1), x == "x" || x == "X" {
            var j = i + 2
            var digits = 0
            while let c = scalar(at: j), Self.isHexDigit(c) { j += 1; digits += 1 }
            if scalar(at: j) == "." {
                var k = j + 1
                var fraction = 0
                while let c = scalar(at: k), Self.isHexDigit(c) { k += 1; fraction += 1 }
                if digits + fraction > 0 { j = k; digits += fraction }
            }
            if digits > 0 {
                return exponentEnd(from: j, markers: ["p", "P"])
            }
            // "0x" with no hex digits: strtod reads the "0" alone; fall through.
        }
        var j = i
        var digits = 0
        while let c = scalar(at: j), Self.isDigit(c) { j += 1; digits += 1 }
        if scalar(at: j) == "." {
            var k = j + 1
            var fraction = 0
            while let c = scalar(at: k), Self.isDigit(c) { k += 1; fraction += 1 }
            if digits + fraction > 0 { j = k; digits += fraction }
        }
        guard digits > 0 else { return nil }
        return exponentEnd(from: j, markers: ["e", "E"])
    }

    /// `index` moved past an exponent (`e-3`, `p+2`) if a complete one starts there.
    private func exponentEnd(from index: Int, markers: [Unicode.Scalar]) -> Int {
        guard let marker = scalar(at: index), markers.contains(marker) else { return index }
        var j = index + 1
        if let sign = scalar(at: j), sign == "+" || sign == "-" { j += 1 }
        guard let first = scalar(at: j), Self.isDigit(first) else { return index }
        while let c = scalar(at: j), Self.isDigit(c) { j += 1 }
        return j
    }

    /// A number; call only when ``startsNumber(signed:)`` holds (signed or not).
    private mutating func parseNumber() throws(VisualFormatError) -> VisualFormat.Operand {
        let start = position
        guard let end = numberEnd(from: start, signed: true) else {
            throw error(expected: "a number")
        }
        position = end
        let literal = slice(start..<end)
        guard let value = Double(literal), value.isFinite,
              abs(value) <= VisualFormatParser.maximumMagnitude else {
            throw VisualFormatError(
                format: text, column: start + 1,
                message: "number \(Self.shortened(literal)) is too large; numbers must be \(Limits.magnitudePhrase)")
        }
        return VisualFormat.Operand(value: .number(value), column: start + 1)
    }

    // MARK: Scanning

    private var column: Int { position + 1 }

    /// The byte at `index` as a scalar: itself when ASCII; a byte of a longer UTF-8
    /// sequence gives a scalar above U+007F, which no character class here contains.
    private func scalar(at index: Int) -> Unicode.Scalar? {
        index >= 0 && index < bytes.count ? Unicode.Scalar(bytes[index]) : nil
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        scalar(at: position + offset)
    }

    private mutating func advance(_ count: Int = 1) {
        position = Swift.min(position + count, bytes.count)
    }

    private mutating func skipSpaces() {
        while let c = peek(), Self.isSpace(c) { advance() }
    }

    private func slice(_ range: Range<Int>) -> String {
        let lower = Swift.max(0, Swift.min(range.lowerBound, bytes.count))
        let upper = Swift.max(lower, Swift.min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    private func error(_ message: String) -> VisualFormatError {
        VisualFormatError(format: text, column: column, message: message)
    }

    private func error(expected: String) -> VisualFormatError {
        error("expected \(expected), got \(token(at: position))")
    }

    /// The token at `index`, quoted, for "got …" in messages: a name, a number or one scalar.
    private func token(at index: Int) -> String {
        guard let first = scalar(at: index) else { return "the end of the format" }
        var end = index + 1
        if Self.isNamePart(first) || first == "." {
            while let c = scalar(at: end), Self.isNamePart(c) || c == "." { end += 1 }
        } else {
            // One character: a lead byte and its continuation bytes.
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return "\"" + Self.escaped(Self.shortened(slice(index..<end))) + "\""
    }

    private static func shortened(_ text: String) -> String {
        let limit = 24
        guard text.unicodeScalars.count > limit else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.prefix(limit))
        return String(result) + "…"
    }

    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { $0.escaped(asASCII: false) }.joined()
    }

    // MARK: Character classes (ASCII, as in C identifiers)

    private static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r"
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c.value >= 0x30 && c.value <= 0x39
    }

    private static func isHexDigit(_ c: Unicode.Scalar) -> Bool {
        isDigit(c) || (c.value >= 0x41 && c.value <= 0x46) || (c.value >= 0x61 && c.value <= 0x66)
    }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
    }

    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || c == "_"
    }

    private static func isNamePart(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || isDigit(c) || c == "_"
    }
}
