import TrellisCore

/// Reads a constraint in any of the document's three forms (docs/document-format.md).
enum ConstraintReader {
    struct Result {
        var constraint: ConstraintDescription
        /// Where messages about the equation's items point: the string, or the `eq` field.
        var equationPath: JSONPath
        /// The path of the `id` field, when there is one.
        var idPath: JSONPath?
        /// For a visual format, the equations it expands to (without its name prefix).
        var generated: [VisualFormatConstraint] = []
    }

    /// Where a constraint read by ``read(_:at:appendingTo:)`` is, for later checks.
    struct Sites {
        /// Where messages about the equation's items point: the string, or the `eq` field.
        var equationPath: JSONPath
        /// The path of the `id` field, when there is one.
        var idPath: JSONPath?
        /// For a visual format, the equations it expands to (without its name prefix).
        var generated: [VisualFormatConstraint] = []
    }

    /// Reads a constraint as ``read(_:at:)`` does and appends it to `constraints`: a
    /// document's thousands of constraints move into the scene's list as they are made,
    /// where returning each in a ``Result`` cost a copy and a destroy of it (issue 18).
    static func read(_ node: JSONNode, at path: JSONPath,
                     appendingTo constraints: inout [ConstraintDescription]) throws(DocumentError) -> Sites {
        if let text = node.string {
            constraints.append(ConstraintDescription(form: .equation(try equation(text, at: path)), source: text))
            return Sites(equationPath: path, idPath: nil)
        }
        let result = try read(node, at: path)
        constraints.append(result.constraint)
        return Sites(equationPath: result.equationPath, idPath: result.idPath, generated: result.generated)
    }

    /// What the item check needs of an equation string appended by
    /// ``appendEquationString(_:at:views:to:)``.
    enum EquationStringItems {
        /// Every item is `superview` or a view of the scene; `relatesRootToSuperview` when
        /// the first item is the root `rootID` and the second `superview`.
        case resolved(relatesRootToSuperview: Bool)
        /// Some item is not a view id (a guide, a quoted or unknown name, a rarer shape):
        /// the constraint must be checked in full.
        case unresolved
    }

    /// Reads the equation string `bytes` (at `path`) in place and appends its constraint to
    /// `constraints`: the items are resolved against the scene's view ids `views` (no new
    /// string per name when it names a view; every id there passed ``Read/identifier(_:_:)``,
    /// so holds identifier bytes only, as ``EquationParser/parse(utf8:resolvingItems:)``
    /// requires of the names it resolves), and the text is kept only when it is not the
    /// equation's canonical spelling (a constraint with `writtenAsStated` states the same
    /// text from its equation, as the compiled form's do). Made in the list's storage and
    /// checked from what the parser learnt: no copy of the constraint (issue 18).
    ///
    /// The path is made only for a message: making each equation's cost a retain, a copy
    /// and a release (60 instructions an equation, issue 18). Inlined into the scene's
    /// loop over its constraints (as long as ``EquationRules/isValidPair(_:_:)`` stays a
    /// call: the attribute alone did not keep it inlined): called, it took the id table
    /// and the root's id as arguments, retained and released for every equation (85
    /// instructions an equation more, issue 18).
    @inline(__always)
    static func appendEquationString(_ bytes: UnsafeBufferPointer<UInt8>, at path: @autoclosure () -> JSONPath,
                                     views: IDTable<JSONPath>,
                                     rootID: String,
                                     to constraints: inout [ConstraintDescription]) throws(DocumentError) -> EquationStringItems {
        // Read and appended in one expression: a reading held in a local was copied into the
        // constraint and both destroyed after (a copy of each of 3,000 constraints).
        // (Nor is the appended constraint read back: an element read from the array was a
        // copy of it.)
        var items = EquationStringItems.unresolved
        var hints: ViewHints = (-1, -1)
        // (The reading is made, filling `hints`, before the hints are read for its constraint.)
        constraints.append(try readEquationString(bytes, at: path(), views: views, rootID: rootID, items: &items,
                                                  hints: &hints)
            .constraint(text: bytes, viewHints: hints))
        return items
    }

    /// Where an equation's items are among the scene's views, as far as the loader knows
    /// (`Equation.firstViewHint`, `secondViewHint`; -1: not known).
    typealias ViewHints = (first: Int32, second: Int32)

    private static func readEquationString(_ bytes: UnsafeBufferPointer<UInt8>, at path: @autoclosure () -> JSONPath,
                                           views: IDTable<JSONPath>,
                                           rootID: String,
                                           items: inout EquationStringItems,
                                           hints: inout ViewHints) throws(DocumentError) -> EquationParser.Reading {
        let reading: EquationParser.Reading
        // Where the resolved views are (in the order they were added to `views`: depth
        // first), one per resolver call: the one-pass reading asks for the first item, then
        // for the second (never for `superview`).
        var order: ViewHints = (-1, -1)
        var calls = 0
        do {
            reading = try EquationParser.parse(utf8: bytes) { name in
                let found = views.keyAndOrder(matchingUTF8: name)
                let place = found.map { Int32(truncatingIfNeeded: $0.order) } ?? -1
                if calls == 0 { order.first = place } else { order.second = place }
                calls += 1
                return found?.key
            }
        } catch {
            throw .schema(path(), error.description)
        }
        // The full grammar resolves nothing: what a one-pass reading gave up on is not hinted.
        if reading.readInOnePass { hints = order }
        // What the one-pass reading read breaks no rule but perhaps the pairing of its
        // attributes, asked here in a few comparisons (validate() cost 160 instructions an
        // equation, issue 18); anything else, or a pair it refuses, is validated in full
        // for the message.
        var valid = false
        if reading.readInOnePass {
            if let second = reading.equation.second?.attribute {
                valid = EquationRules.isValidPair(reading.equation.first.attribute, second)
            } else {
                valid = true
            }
        }
        if !valid {
            do {
                try reading.equation.validate()
            } catch {
                throw .schema(path(), error.message)
            }
        }
        if reading.itemsResolved {
            // The second item first: it is rarely `superview`, and comparing the first to
            // the root's id, a different string nearly always, took the string
            // comparison's slow path (110 instructions an equation).
            var relatesRootToSuperview = false
            if case .superview = reading.equation.second?.item, case .named(let name) = reading.equation.first.item {
                relatesRootToSuperview = name == rootID
            }
            items = .resolved(relatesRootToSuperview: relatesRootToSuperview)
        }
        return reading
    }

    /// Apple's NSLayoutConstraint.FormatOptions, by their Swift names.
    static let visualFormatOptions = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading",
        "alignAllTrailing", "alignAllCenterX", "alignAllCenterY", "alignAllFirstBaseline",
        "alignAllLastBaseline", "directionLeadingToTrailing", "directionLeftToRight",
        "directionRightToLeft", "spacingEdgeToEdge", "spacingBaselineToBaseline",
    ]

    private static let equationFields: FieldSet<ConstraintField> = [.id, .eq, .constant, .priority, .installed]
    private static let visualFields: FieldSet<ConstraintField> = [.id, .visual, .options, .metrics, .installed]
    private static let options = ChoiceTable(visualFormatOptions.map { (name: $0, value: $0) })

    static func read(_ node: JSONNode, at path: JSONPath) throws(DocumentError) -> Result {
        if let text = node.string {
            let equation = try equation(text, at: path)
            return Result(constraint: ConstraintDescription(form: .equation(equation), source: text),
                          equationPath: path, idPath: nil)
        }
        guard node.isObject else {
            throw .schema(path, "expected an equation string or a constraint object, got \(node.kindDescription)")
        }
        let object = try JSONObject<ConstraintField>(node, at: path)
        if object[.visual] != nil {
            return try readVisual(object)
        }
        guard object[.eq] != nil else {
            try object.checkFields(allowed: equationFields.union(visualFields))
            throw .schema(path, "a constraint object needs \"eq\" (an equation) or \"visual\" (a visual format)")
        }
        try object.checkFields(allowed: equationFields) { key in
            ConstraintReader.isVisualField(key) ? "\(quoted(key)) is only for visual-format constraints (\"visual\")" : nil
        }
        let eqPath = object.path(.eq)
        let text = try Read.string(try object.required(.eq), eqPath)
        let equation = try equation(text, at: eqPath)
        var constraint = ConstraintDescription(form: .equation(equation), source: text)
        var idPath: JSONPath?
        if let idNode = object[.id] {
            constraint.id = try Read.identifier(idNode, object.path(.id))
            idPath = object.path(.id)
        }
        if let node = object[.constant] {
            constraint.constant = try Read.variant(node, object.path(.constant), Read.number)
        }
        if let node = object[.priority] {
            constraint.priority = try Read.variant(node, object.path(.priority), Read.priority)
        }
        if let node = object[.installed] {
            constraint.installed = try Read.variant(node, object.path(.installed), Read.bool)
        }
        return Result(constraint: constraint, equationPath: eqPath, idPath: idPath)
    }

    private static func equation(_ text: String, at path: JSONPath) throws(DocumentError) -> Equation {
        let equation: Equation
        do {
            equation = try Equation(parsing: text)
        } catch {
            throw .schema(path, error.description)
        }
        do {
            try equation.validate()
        } catch {
            throw .schema(path, error.message)
        }
        return equation
    }

    private static func readVisual(_ object: JSONObject<ConstraintField>) throws(DocumentError) -> Result {
        try object.checkFields(allowed: visualFields) { key in
            if key == "eq" { return "give either \"eq\" or \"visual\", not both" }
            return ConstraintReader.isEquationField(key) ? "\(quoted(key)) is only for equation constraints (\"eq\")" : nil
        }
        let visualPath = object.path(.visual)
        let format = try Read.nonEmptyString(try object.required(.visual), visualPath, what: "a visual format")
        var visual = VisualFormatDescription(format: format)
        if let node = object[.options] {
            let path = object.path(.options).anchoredPath
            for (index, element) in try Read.array(node, path, of: "option names").enumerated() {
                visual.options.append(try Read.choice(element, path.index(index), options))
            }
        }
        if let node = object[.metrics] {
            let metrics = try JSONMap(node, at: object.path(.metrics), expected: "an object of metric names and numbers")
            for member in metrics.members {
                let name = member.key
                guard isMetricName(name) else {
                    throw .schema(metrics.path(name),
                                  "invalid metric name \(quoted(name)): use letters, digits and \"_\", not starting with a digit")
                }
                visual.metrics[name] = try Read.number(member, metrics.path(name))
            }
        }
        var idPath: JSONPath?
        var id: String?
        if let idNode = object[.id] {
            id = try Read.identifier(idNode, object.path(.id))
            idPath = object.path(.id)
        }
        var installed = Variant<Bool>.plain(true)
        if let node = object[.installed] {
            installed = try Read.variant(node, object.path(.installed), Read.bool)
        }
        guard DocumentLoader.visualFormatSupported else {
            throw .schema(object.path, "Visual Format Language is not supported yet")
        }
        // Syntax, options and metrics are checked now, with the caret diagnostic; the
        // parsed format is kept, so that scenes need not parse it again.
        let generated: [VisualFormatConstraint]
        do {
            visual.parsed = try VisualFormatParser.parse(format)
            generated = try VisualFormatExpander.expand(visual)
        } catch {
            throw .schema(visualPath, error.description)
        }
        let constraint = ConstraintDescription(id: id, form: .visual(visual), installed: installed, source: format)
        return Result(constraint: constraint, equationPath: visualPath, idPath: idPath, generated: generated)
    }

    private static func isEquationField(_ key: String) -> Bool {
        ConstraintField.nameTable.index(ofName: key).flatMap(ConstraintField.init(rawValue:)).map(equationFields.contains) == true
    }

    private static func isVisualField(_ key: String) -> Bool {
        ConstraintField.nameTable.index(ofName: key).flatMap(ConstraintField.init(rawValue:)).map(visualFields.contains) == true
    }

    static func isMetricName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !(first >= "0" && first <= "9") else { return false }
        return name.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_"
        }
    }
}

/// The fields of a constraint object, of both forms.
enum ConstraintField: Int, ObjectField {
    case id, eq, constant, priority, installed, visual, options, metrics, comment

    static let nameTable = makeNameTable()
}

extension EquationParser.Reading {
    /// The constraint of an equation string whose text is `text`, made from the reading it
    /// takes: its equation moves into the constraint instead of being copied out of a
    /// reading that is then destroyed (issue 18).
    @inline(__always)
    consuming func constraint(text: UnsafeBufferPointer<UInt8>,
                              viewHints: ConstraintReader.ViewHints) -> ConstraintDescription {
        // Set on the reading this method owns: set on the reader's, they copied it (issue 18).
        equation.firstViewHint = viewHints.first
        equation.secondViewHint = viewHints.second
        // Text in the canonical spelling (most documents' equations) is not kept: the
        // constraint is its equation alone, made in place (``ConstraintDescription/init(stating:)``).
        guard isCanonical else {
            return ConstraintDescription(form: .equation(equation), source: String(decoding: text, as: UTF8.self))
        }
        return ConstraintDescription(stating: .equation(equation))
    }
}
