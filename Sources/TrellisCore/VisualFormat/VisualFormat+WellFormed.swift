/// Checking that a format built from stored parts (a compiled document keeps formats
/// parsed) is one ``VisualFormatParser`` could have produced.
extension VisualFormat {
    /// Whether the format has the shape the parser guarantees: at least one view, one
    /// connection fewer than views, view and name operands that are C identifiers (view
    /// names not `superview`), finite numbers of at most 1e9 in magnitude, literal
    /// priorities in 1...1000, and columns ≥ 1. The expander relies on it; a format that
    /// is not well formed must not be expanded.
    public var isWellFormed: Bool {
        guard !views.isEmpty, connections.count == views.count - 1 else { return false }
        for view in views {
            guard VisualFormat.isName(view.name), view.name != ItemReference.superviewKeyword, view.column >= 1,
                  view.predicates.allSatisfy(\.isWellFormed) else { return false }
        }
        let all = connections + [leadingSuperview, trailingSuperview].compactMap { $0 }
        return all.allSatisfy(\.isWellFormed)
    }

    /// Whether `name` is a C identifier, `[A-Za-z_][A-Za-z0-9_]*`.
    static func isName(_ name: String) -> Bool {
        var first = true
        for byte in name.utf8 {
            let letter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            let digit = byte >= 0x30 && byte <= 0x39
            guard letter || (digit && !first) else { return false }
            first = false
        }
        return !first
    }
}

extension VisualFormat.Connection {
    var isWellFormed: Bool {
        guard column >= 1 else { return false }
        if case .predicates(let predicates) = spacing {
            return !predicates.isEmpty && predicates.allSatisfy(\.isWellFormed)
        }
        return true
    }
}

extension VisualFormat.Predicate {
    var isWellFormed: Bool {
        guard column >= 1, object.isWellFormed else { return false }
        guard let priority else { return true }
        guard priority.isWellFormed else { return false }
        if case .number(let value) = priority.value { return value >= 1 && value <= 1000 }
        return true
    }
}

extension VisualFormat.Operand {
    var isWellFormed: Bool {
        guard column >= 1 else { return false }
        switch value {
        case .number(let number):
            return number.isFinite && abs(number) <= VisualFormatParser.maximumMagnitude
        case .name(let name):
            return VisualFormat.isName(name)
        }
    }
}
