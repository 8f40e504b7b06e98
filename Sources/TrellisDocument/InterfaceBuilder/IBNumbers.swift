import TrellisCore

/// Numbers as Interface Builder writes them in attributes.
enum IBNumbers {
    /// A decimal number (`8`, `-0.5`, `1e2`, `0.66666666669999997`), finite and within
    /// Trellis's limits; nil for anything else.
    static func decimal(_ text: String) -> Double? {
        if let value = simpleDecimal(text.utf8) { return abs(value) <= Limits.maximumMagnitude ? value : nil }
        guard !text.isEmpty, text.utf8.allSatisfy({ isNumberByte($0) }), let value = Double(text),
              value.isFinite, abs(value) <= Limits.maximumMagnitude else { return nil }
        return value
    }

    /// Powers of ten a Double holds exactly (10^0 … 10^22).
    private static let exactPowersOfTen: [Double] = (0 ... 22).map { exponent in
        var power = 1.0
        for _ in 0 ..< exponent { power *= 10 }
        return power
    }

    /// IB's usual numbers (`20`, `-8`, `187.5`, `0.66666666666666663`) without `strtod`: an
    /// optional minus, digits, an optional fraction, at most 15 significant digits in all.
    /// Then the digits as an integer and the power of ten are both exact Doubles, so one
    /// division gives the correctly rounded value `Double(text)` gives (Clinger's fast
    /// path). Nil for anything else, which goes the long way.
    private static func simpleDecimal(_ bytes: String.UTF8View) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var negative = false
        var seenPoint = false
        var index = 0
        for byte in bytes {
            defer { index += 1 }
            if byte == UInt8(ascii: "-") && index == 0 {
                negative = true
            } else if byte == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 }
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
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
