import TrellisCore

/// Constraints in the compiled form: equations come parsed and are checked with
/// ``Equation/validate()``; visual formats come with their parse, checked to be one the
/// parser could have made (``VisualFormat/isWellFormed``), so scenes expand them without
/// parsing.
extension DocumentDecoder {
    /// A scene's `count` constraints, made in the list's own storage: each plain equation
    /// (most constraints) read in one pass (``plainEquationIfCertainlyValid()``) and made
    /// where it stays; appending them one by one, or returning each, cost a copy, a
    /// uniqueness check and a call a constraint (issue 18). `count` was checked against the
    /// bytes left (``ByteReader/count(of:minimumSize:)``), so the list it reserves is small
    /// for a damaged count; on a failure the constraints made so far are destroyed with it.
    mutating func decodeConstraints(count: Int) throws(DocumentError) -> [ConstraintDescription] {
        var failure: DocumentError?
        let constraints = [ConstraintDescription](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            while initialized < count {
                if let equation = plainEquationIfCertainlyValid() {
                    (base + initialized).initialize(to: ConstraintDescription(stating: .equation(equation)))
                } else {
                    do throws(DocumentError) {
                        (base + initialized).initialize(to: try decodeConstraint())
                    } catch {
                        failure = error
                        return
                    }
                }
                initialized += 1
            }
        }
        if let failure { throw failure }
        return constraints
    }

    /// A constraint as the checked path reads it: any fields, every value checked, a
    /// message naming what is wrong.
    private mutating func decodeConstraint() throws(DocumentError) -> ConstraintDescription {
        let mask = try reader.byte()
        let fields = CompiledTags.ConstraintFields(rawValue: mask)
        guard fields.isSubset(of: .all) else { throw reader.failure("a constraint has unknown fields (\(mask))") }
        if fields.isEmpty {
            // An equation and nothing else, its text the one it states.
            return ConstraintDescription(stating: .equation(try decodeEquation()))
        }
        // Made in one expression, each part decoded in its argument (the order of the file:
        // id, form, constant, priority, installed, text): a part held in a local was copied
        // into the constraint and destroyed after, a part passed as it is made is moved.
        return ConstraintDescription(
            id: fields.contains(.id) ? try identifier() : nil,
            form: fields.contains(.visual) ? .visual(try decodeVisualFormat()) : .equation(try decodeEquation()),
            constant: fields.contains(.constant) ? try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
                try decoder.number("a constant")
            } : nil,
            priority: fields.contains(.priority) ? try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
                try decoder.priority("a priority")
            } : nil,
            installed: fields.contains(.installed) ? try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
                try decoder.reader.bool()
            } : .plain(true),
            // Without a stored text, the constraint's text is what its form states (the
            // encoder left out a text equal to that): no string per constraint to keep.
            source: fields.contains(.writtenSource) ? try string() : nil,
            writtenAsStated: !fields.contains(.writtenSource))
    }

    /// The most bytes ``plainEquationIfCertainlyValid()`` reads: the constraint's field mask,
    /// the equation's flags, two items of at most two bytes each, two attributes, the
    /// relation and three numbers.
    private static let plainEquationRecordLimit = 1 + 1 + 2 + 1 + 1 + 2 + 1 + 3 * 8

    /// The common constraint read in one pass: a record of an equation alone whose items
    /// are ids numbered below 2^14 and which ``EquationRules`` show valid, as the checked
    /// path would read it. The record's bytes are proven there by one bounds check
    /// (``ByteReader/window(_:)`` of ``plainEquationRecordLimit`` bytes, every load below
    /// at an offset under it); anything else (a constraint with other fields, a value out
    /// of range, an equation to validate in full, the end of the bytes near) gives nil with
    /// the reader where it was, and the checked path reads the record and names what is
    /// wrong. A compiled document's thousands of equations took a third of its load read
    /// value by value, each read checked (issue 18).
    @inline(__always)
    private mutating func plainEquationIfCertainlyValid() -> Equation? {
        guard let record = reader.window(DocumentDecoder.plainEquationRecordLimit),
              record.load(as: UInt8.self) == 0 else { return nil }
        let flags = CompiledTags.EquationFields(rawValue: record.load(fromByteOffset: 1, as: UInt8.self))
        guard flags.isSubset(of: .all) else { return nil }
        var offset = 2
        // Item numbers: 0 is `superview`, n the string n - 1 (one or two bytes here).
        @inline(__always)
        func itemNumber() -> Int? {
            let low = record.load(fromByteOffset: offset, as: UInt8.self)
            if low < 0x80 {
                offset += 1
                return Int(low)
            }
            let high = record.load(fromByteOffset: offset + 1, as: UInt8.self)
            guard high < 0x80 else { return nil }
            offset += 2
            return Int(low & 0x7F) | Int(high) << 7
        }
        // The first item is an id (a first item `superview` is validated in full).
        guard let firstNumber = itemNumber(), firstNumber > 0, firstNumber <= strings.count,
              identifierChecks[firstNumber - 1] == 1 else { return nil }
        let firstCode = record.load(fromByteOffset: offset, as: UInt8.self)
        let relationCode = record.load(fromByteOffset: offset + 1, as: UInt8.self)
        offset += 2
        guard let firstAttribute = CompiledTags.attribute(firstCode),
              let relation = CompiledTags.relation(relationCode) else { return nil }
        var second: AnchorReference?
        var secondHint: Int32 = -1
        if flags.contains(.second) {
            guard let number = itemNumber(), number <= strings.count else { return nil }
            let code = record.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
            guard let attribute = CompiledTags.attribute(code), rules.pairIsValid(firstCode, code) else { return nil }
            if UInt64(number) == CompiledTags.superviewItem {
                second = AnchorReference(item: .superview, attribute: attribute)
            } else {
                guard identifierChecks[number - 1] == 1 else { return nil }
                second = AnchorReference(item: .named(tableString(number - 1)), attribute: attribute)
                secondHint = viewHint(number - 1)
            }
        }
        @inline(__always)
        func number(_ present: Bool, _ absent: Double) -> Double {
            guard present else { return absent }
            let value = Double(bitPattern: record.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            offset += 8
            return value
        }
        let multiplier = number(flags.contains(.multiplier), 1)
        let constant = number(flags.contains(.constant), 0)
        let priority = number(flags.contains(.priority), Equation.requiredPriority)
        guard EquationRules.numbersAreValid(multiplier: multiplier, constant: constant, priority: priority,
                                            hasSecond: second != nil) else { return nil }
        reader.skip(offset)
        return Equation(first: AnchorReference(item: .named(tableString(firstNumber - 1)), attribute: firstAttribute),
                        relation: relation, second: second, multiplier: multiplier, constant: constant,
                        priority: priority, firstViewHint: viewHint(firstNumber - 1), secondViewHint: secondHint)
    }

    /// An equation, checked as ``Equation/validate()`` checks it: numbers and the pair of
    /// attributes first, from what was read (``EquationRules``); only an equation these do
    /// not show valid is built and validated for its message.
    private mutating func decodeEquation() throws(DocumentError) -> Equation {
        let flags = CompiledTags.EquationFields(rawValue: try reader.byte())
        guard flags.isSubset(of: .all) else { throw reader.failure("an equation has unknown fields (\(flags.rawValue))") }
        let (firstItem, firstHint) = try item()
        let (firstCode, firstAttribute) = try attribute()
        let relationCode = try reader.byte()
        guard let relation = CompiledTags.relation(relationCode) else { throw reader.failure("\(relationCode) is not a relation") }
        var second: AnchorReference?
        var secondHint: Int32 = -1
        var secondCode: UInt8 = 0
        if flags.contains(.second) {
            let (item, hint) = try item()
            secondHint = hint
            let (code, attribute) = try attribute()
            secondCode = code
            second = AnchorReference(item: item, attribute: attribute)
        }
        let multiplier = flags.contains(.multiplier) ? try reader.double() : 1
        let constant = flags.contains(.constant) ? try reader.double() : 0
        let priority = flags.contains(.priority) ? try reader.double() : Equation.requiredPriority
        // A pattern, not `!= .superview`: the synthesized comparison of the enums was a call.
        var firstIsSuperview = false
        if case .superview = firstItem { firstIsSuperview = true }
        let certainlyValid = !firstIsSuperview
            && EquationRules.numbersAreValid(multiplier: multiplier, constant: constant, priority: priority,
                                            hasSecond: second != nil)
            && (second == nil || rules.pairIsValid(firstCode, secondCode))
        if !certainlyValid {
            let equation = Equation(first: AnchorReference(item: firstItem, attribute: firstAttribute), relation: relation,
                                    second: second, multiplier: multiplier, constant: constant, priority: priority)
            do {
                try equation.validate()
            } catch {
                throw reader.failure("equation \(quoted(equation.description)): \(error.message)")
            }
        }
        return Equation(first: AnchorReference(item: firstItem, attribute: firstAttribute), relation: relation,
                        second: second, multiplier: multiplier, constant: constant, priority: priority,
                        firstViewHint: firstHint, secondViewHint: secondHint)
    }

    /// An equation's item: `superview` or an id from the string table, with its view hint
    /// (``viewHint(_:)``; -1 for `superview`).
    @inline(__always)
    private mutating func item() throws(DocumentError) -> (item: ItemReference, hint: Int32) {
        let item = try reader.integer(atMost: strings.count, "an equation item")
        if item == CompiledTags.superviewItem { return (.superview, -1) }
        return (.named(try checkedIdentifier(item - 1)), viewHint(item - 1))
    }

    /// A layout attribute and its number (its position in `LayoutAttribute.allCases`).
    @inline(__always)
    private mutating func attribute() throws(DocumentError) -> (code: UInt8, attribute: LayoutAttribute) {
        let code = try reader.byte()
        guard let attribute = CompiledTags.attribute(code) else { throw reader.failure("\(code) is not a layout attribute") }
        return (code, attribute)
    }

    private mutating func decodeVisualFormat() throws(DocumentError) -> VisualFormatDescription {
        let format = try nonEmptyString("a visual format")
        var visual = VisualFormatDescription(format: format)
        let optionCount = try reader.count(of: "format options", minimumSize: 1)
        for _ in 0..<optionCount {
            let option = try string()
            guard ConstraintReader.visualFormatOptions.contains(option) else {
                throw reader.failure("\(quoted(option)) is not a visual format option")
            }
            visual.options.append(option)
        }
        let metricCount = try reader.count(of: "metrics", minimumSize: 9)
        for _ in 0..<metricCount {
            let name = try string()
            guard ConstraintReader.isMetricName(name), visual.metrics[name] == nil else {
                throw reader.failure("\(quoted(name)) is not a metric name, or is given twice")
            }
            visual.metrics[name] = try number("a metric")
        }
        visual.namePrefix = try string()
        if try reader.bool() {
            let parsed = try decodeParsedFormat(format)
            guard parsed.isWellFormed else {
                throw reader.failure("the parsed form of \(quoted(format)) is not one the parser makes")
            }
            visual.parsed = parsed
        }
        return visual
    }

    private mutating func decodeParsedFormat(_ text: String) throws(DocumentError) -> VisualFormat {
        let orientation = try choice(CompiledTags.axes, "format orientation")
        let leading = try reader.bool() ? try decodeConnection() : nil
        let viewCount = try reader.count(of: "format views", minimumSize: 3)
        var views: [VisualFormat.View] = []
        views.reserveCapacity(viewCount)
        for _ in 0..<viewCount {
            let name = try string()
            let column = try column()
            let predicateCount = try reader.count(of: "view predicates", minimumSize: 4)
            var predicates: [VisualFormat.Predicate] = []
            predicates.reserveCapacity(predicateCount)
            for _ in 0..<predicateCount { predicates.append(try decodePredicate()) }
            views.append(VisualFormat.View(name: name, column: column, predicates: predicates))
        }
        let connectionCount = try reader.count(of: "format connections", minimumSize: 2)
        var connections: [VisualFormat.Connection] = []
        connections.reserveCapacity(connectionCount)
        for _ in 0..<connectionCount { connections.append(try decodeConnection()) }
        let trailing = try reader.bool() ? try decodeConnection() : nil
        return VisualFormat(text: text, orientation: orientation, leadingSuperview: leading, views: views,
                            connections: connections, trailingSuperview: trailing)
    }

    private mutating func decodeConnection() throws(DocumentError) -> VisualFormat.Connection {
        let spacing: VisualFormat.Connection.Spacing
        switch try reader.byte() {
        case CompiledTags.adjacentSpacing:
            spacing = .adjacent
        case CompiledTags.standardSpacing:
            spacing = .standard
        case CompiledTags.predicateSpacing:
            let count = try reader.count(of: "connection predicates", minimumSize: 4)
            var predicates: [VisualFormat.Predicate] = []
            predicates.reserveCapacity(count)
            for _ in 0..<count { predicates.append(try decodePredicate()) }
            spacing = .predicates(predicates)
        case let tag:
            throw reader.failure("\(tag) is not a connection spacing")
        }
        return VisualFormat.Connection(spacing: spacing, column: try column())
    }

    private mutating func decodePredicate() throws(DocumentError) -> VisualFormat.Predicate {
        let relation = try choice(CompiledTags.relations, "relation")
        let object = try decodeOperand()
        let priority = try reader.bool() ? try decodeOperand() : nil
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, column: try column())
    }

    private mutating func decodeOperand() throws(DocumentError) -> VisualFormat.Operand {
        let value: VisualFormat.Operand.Value
        switch try reader.byte() {
        case CompiledTags.numberOperand: value = .number(try reader.double())
        case CompiledTags.nameOperand: value = .name(try string())
        case let tag: throw reader.failure("\(tag) is not an operand")
        }
        return VisualFormat.Operand(value: value, column: try column())
    }

    /// A column of a format (1-based; formats are documents' strings, far shorter than 2^31).
    private mutating func column() throws(DocumentError) -> Int {
        try reader.integer(atMost: Int(Int32.max), "a column")
    }
}
