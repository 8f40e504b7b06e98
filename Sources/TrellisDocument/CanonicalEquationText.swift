import TrellisCore

/// Whether an equation's text, as a document wrote it, is exactly the text the equation
/// states itself (``Equation/description``: `row1.top == row0.bottom + 4`), compared byte
/// by byte without writing that text.
///
/// A constraint whose text is canonical keeps no copy of it (``ConstraintDescription``'s
/// `writtenSource` stays nil and ``ConstraintDescription/source`` gives the same text from
/// the equation when a message needs it): documents mostly write their equations this
/// way, and a string per constraint was a fifth of a loaded list document's heap.
enum CanonicalEquationText {
    /// Whether `bytes` are `equation.description`'s UTF-8.
    static func matches(_ equation: Equation, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var cursor = Cursor(bytes: bytes)
        guard cursor.anchor(equation.first), cursor.literal(" "), cursor.text(equation.relation.symbol),
              cursor.literal(" ") else { return false }
        guard let second = equation.second else {
            return cursor.number(equation.constant) && cursor.priority(equation.priority) && cursor.isAtEnd
        }
        if equation.multiplier != 1 {
            guard cursor.number(equation.multiplier), cursor.literal(" * ") else { return false }
        }
        guard cursor.anchor(second) else { return false }
        if equation.constant != 0 {
            let negative = equation.constant < 0
            guard cursor.literal(negative ? " - " : " + "),
                  cursor.number(negative ? -equation.constant : equation.constant) else { return false }
        }
        return cursor.priority(equation.priority) && cursor.isAtEnd
    }

    /// Reads the written bytes from the front, matching the pieces of the canonical text.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func literal(_ piece: StaticString) -> Bool {
            let count = piece.utf8CodeUnitCount
            guard bytes.count - position >= count else { return false }
            let start = piece.utf8Start
            for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
            position += count
            return true
        }

        mutating func text(_ piece: String) -> Bool {
            for byte in piece.utf8 {
                guard position < bytes.count, bytes[position] == byte else { return false }
                position += 1
            }
            return true
        }

        /// `item.attribute`, the item quoted when it does not start with a letter or `_`
        /// (``AnchorReference/appendDescription(to:)``).
        mutating func anchor(_ anchor: AnchorReference) -> Bool {
            let name = anchor.item.name
            let spellable = name.utf8.first.map { first in
                (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
                    || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first == UInt8(ascii: "_")
            } ?? false
            if spellable {
                guard text(name) else { return false }
            } else {
                guard literal("'"), text(name), literal("'") else { return false }
            }
            return literal(".") && text(anchor.attribute.name)
        }

        /// ` @p` for a priority other than required, nothing for 1000.
        mutating func priority(_ value: Double) -> Bool {
            guard value != Equation.requiredPriority else { return true }
            return literal(" @") && number(value)
        }

        /// A number as ``NumberFormatting/format(_:)`` writes it: whole numbers below 1e15
        /// in digits (written here without making a string), anything else as Swift does.
        mutating func number(_ value: Double) -> Bool {
            guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
                return text(NumberFormatting.format(value))
            }
            let whole = Int64(value)
            if whole < 0 {
                guard literal("-") else { return false }
            }
            var magnitude = whole.magnitude
            var divisor: UInt64 = 1
            while magnitude / divisor >= 10 { divisor *= 10 }
            while divisor > 0 {
                let digit = UInt8(truncatingIfNeeded: magnitude / divisor)
                guard position < bytes.count, bytes[position] == UInt8(ascii: "0") + digit else { return false }
                position += 1
                magnitude %= divisor
                divisor /= 10
            }
            return true
        }
    }
}
