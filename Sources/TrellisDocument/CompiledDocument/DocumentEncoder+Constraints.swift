import TrellisCore

/// Constraints in the compiled form: a ``CompiledTags/ConstraintFields`` mask, the id, the
/// equation already parsed or the visual format with its parse, the size-class overrides
/// and the source text when it differs from the text the form states.
extension DocumentEncoder {
    mutating func encode(_ constraint: ConstraintDescription) {
        var fields: CompiledTags.ConstraintFields = []
        if constraint.id != nil { fields.insert(.id) }
        if case .visual = constraint.form { fields.insert(.visual) }
        if constraint.constant != nil { fields.insert(.constant) }
        if constraint.priority != nil { fields.insert(.priority) }
        if constraint.installed != .plain(true) { fields.insert(.installed) }
        let storedSource = DocumentEncoder.writtenSourceToStore(constraint)
        if storedSource != nil { fields.insert(.writtenSource) }
        writer.byte(fields.rawValue)
        if let id = constraint.id { writer.string(id) }
        switch constraint.form {
        case .equation(let equation):
            encode(equation)
        case .visual(let visual):
            encode(visual)
        }
        if let constant = constraint.constant { encode(constant) { writer, value in writer.double(value) } }
        if let priority = constraint.priority { encode(priority) { writer, value in writer.double(value) } }
        if fields.contains(.installed) { encode(constraint.installed) { writer, value in writer.bool(value) } }
        if let storedSource { writer.string(storedSource) }
    }

    /// The text to store for a constraint: nil when none was written or when it is the
    /// text its form states anyway (`a.top == b.bottom + 8` as ``Equation/description``
    /// writes it, a visual format's own string), which loading then leaves unwritten; the
    /// constraint's ``ConstraintDescription/source`` is the same text either way.
    static func writtenSourceToStore(_ constraint: ConstraintDescription) -> String? {
        guard let written = constraint.writtenSource else { return nil }
        switch constraint.form {
        case .equation(let equation): return written == equation.description ? nil : written
        case .visual(let visual): return written == visual.format ? nil : written
        }
    }

    private mutating func encode(_ equation: Equation) {
        var flags: CompiledTags.EquationFields = []
        if equation.second != nil { flags.insert(.second) }
        if equation.multiplier != 1 { flags.insert(.multiplier) }
        if equation.constant != 0 || equation.constant.sign == .minus { flags.insert(.constant) }
        if equation.priority != Equation.requiredPriority { flags.insert(.priority) }
        writer.byte(flags.rawValue)
        encode(equation.first)
        writer.byte(CompiledTags.code(equation.relation, in: CompiledTags.relations))
        if let second = equation.second { encode(second) }
        if flags.contains(.multiplier) { writer.double(equation.multiplier) }
        if flags.contains(.constant) { writer.double(equation.constant) }
        if flags.contains(.priority) { writer.double(equation.priority) }
    }

    private mutating func encode(_ anchor: AnchorReference) {
        switch anchor.item {
        case .superview: writer.number(CompiledTags.superviewItem)
        case .named(let name): writer.count(writer.stringNumber(name) + 1)
        }
        writer.byte(CompiledTags.code(anchor.attribute, in: CompiledTags.attributes))
    }

    private mutating func encode(_ visual: VisualFormatDescription) {
        writer.string(visual.format)
        writer.count(visual.options.count)
        for option in visual.options { writer.string(option) }
        let metrics = visual.metrics.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        writer.count(metrics.count)
        for (name, value) in metrics {
            writer.string(name)
            writer.double(value)
        }
        writer.string(visual.namePrefix)
        // The loader keeps every format parsed; parse one that is not (made in code).
        let parsed = visual.parsed ?? (try? VisualFormatParser.parse(visual.format))
        guard let parsed else {
            writer.bool(false)
            return
        }
        writer.bool(true)
        encode(parsed)
    }

    private mutating func encode(_ format: VisualFormat) {
        writer.byte(CompiledTags.code(format.orientation, in: CompiledTags.axes))
        encodeOptional(format.leadingSuperview)
        writer.count(format.views.count)
        for view in format.views {
            writer.string(view.name)
            writer.count(view.column)
            writer.count(view.predicates.count)
            for predicate in view.predicates { encode(predicate) }
        }
        writer.count(format.connections.count)
        for connection in format.connections { encode(connection) }
        encodeOptional(format.trailingSuperview)
    }

    private mutating func encodeOptional(_ connection: VisualFormat.Connection?) {
        guard let connection else { return writer.bool(false) }
        writer.bool(true)
        encode(connection)
    }

    private mutating func encode(_ connection: VisualFormat.Connection) {
        switch connection.spacing {
        case .adjacent:
            writer.byte(CompiledTags.adjacentSpacing)
        case .standard:
            writer.byte(CompiledTags.standardSpacing)
        case .predicates(let predicates):
            writer.byte(CompiledTags.predicateSpacing)
            writer.count(predicates.count)
            for predicate in predicates { encode(predicate) }
        }
        writer.count(connection.column)
    }

    private mutating func encode(_ predicate: VisualFormat.Predicate) {
        writer.byte(CompiledTags.code(predicate.relation, in: CompiledTags.relations))
        encode(predicate.object)
        if let priority = predicate.priority {
            writer.bool(true)
            encode(priority)
        } else {
            writer.bool(false)
        }
        writer.count(predicate.column)
    }

    private mutating func encode(_ operand: VisualFormat.Operand) {
        switch operand.value {
        case .number(let value):
            writer.byte(CompiledTags.numberOperand)
            writer.double(value)
        case .name(let name):
            writer.byte(CompiledTags.nameOperand)
            writer.string(name)
        }
        writer.count(operand.column)
    }
}
