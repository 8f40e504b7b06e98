import TrellisCore

/// Numbers as Interface Builder writes them in attributes.
enum IBNumbers {
    /// A decimal number (`8`, `-0.5`, `1e2`, `0.66666666669999997`), finite and within
    /// Trellis's limits; nil for anything else.
    static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ isNumberByte($0) }), let value = Double(text),
              value.isFinite, abs(value) <= Limits.maximumMagnitude else { return nil }
        return value
    }

    /// A constraint multiplier in any of IB's spellings: a ratio `3:2` (1.5), a fraction
    /// `1/3`, a percentage `50%` (0.5) or a decimal `0.5`. Nil when malformed, zero or out
    /// of range (UIKit rejects a zero multiplier).
    static func multiplier(_ text: String) -> Double? {
        let value: Double?
        if text.hasSuffix("%") {
            value = decimal(String(text.dropLast())).map { $0 / 100 }
        } else if let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            guard let numerator = decimal(String(text[..<separator])),
                  let denominator = decimal(String(text[text.index(after: separator)...])),
                  denominator != 0 else { return nil }
            value = numerator / denominator
        } else {
            value = decimal(text)
        }
        guard let value, value.isFinite, value != 0, abs(value) <= Limits.maximumMagnitude else { return nil }
        return value
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }
}
