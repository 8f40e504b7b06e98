import TrellisCore

/// Constraints in the compiled form: equations come parsed and are checked with
/// ``Equation/validate()``; visual formats come with their parse, checked to be one the
/// parser could have made (``VisualFormat/isWellFormed``), so scenes expand them without
/// parsing.
extension DocumentDecoder {
    /// Decodes a constraint and appends it to `constraints`: made in the list's storage, where
    /// returning it cost a copy and a destroy of every constraint (issue 18).
    mutating func decodeConstraint(appendingTo constraints: inout [ConstraintDescription]) throws(DocumentError) {
        let mask = try reader.byte()
        let fields = CompiledTags.ConstraintFields(rawValue: mask)
        guard fields.isSubset(of: .all) else { throw reader.failure("a constraint has unknown fields (\(mask))") }
        if fields.isEmpty {
            // Most constraints: an equation and nothing else, its text the one it states.
            constraints.append(ConstraintDescription(stating: .equation(try decodeEquation())))
            return
        }
        // Made in one expression, each part decoded in its argument (the order of the file:
        // id, form, constant, priority, installed, text): a part held in a local was copied
        // into the constraint and destroyed after, a part passed as it is made is moved.
        constraints.append(ConstraintDescription(
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
            writtenAsStated: !fields.contains(.writtenSource)))
    }

    /// An equation, checked as ``Equation/validate()`` checks it: numbers and the pair of
    /// attributes first, from what was read (``EquationRules``); only an equation these do
    /// not show valid is built and validated for its message.
    private mutating func decodeEquation() throws(DocumentError) -> Equation {
        let flags = CompiledTags.EquationFields(rawValue: try reader.byte())
        guard flags.isSubset(of: .all) else { throw reader.failure("an equation has unknown fields (\(flags.rawValue))") }
        let firstItem = try item()
        let (firstCode, firstAttribute) = try attribute()
        let relationCode = try reader.byte()
        guard let relation = CompiledTags.relation(relationCode) else { throw reader.failure("\(relationCode) is not a relation") }
        var second: AnchorReference?
        var secondCode: UInt8 = 0
        if flags.contains(.second) {
            let item = try item()
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
                        second: second, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// An equation's item: `superview` or an id from the string table.
    @inline(__always)
    private mutating func item() throws(DocumentError) -> ItemReference {
        let item = try reader.integer(atMost: strings.count, "an equation item")
        return item == CompiledTags.superviewItem ? .superview : .named(try checkedIdentifier(item - 1))
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
