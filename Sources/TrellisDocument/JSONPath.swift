import TrellisCore

/// JSON paths for messages: `$.scenes[0].root.subviews[2].axis`, with keys that are not
/// plain identifiers written in brackets (`$.scenes[0].root.spacing["wC hC"]`).
enum JSONPath {
    static let root = "$"

    static func key(_ base: String, _ key: String) -> String {
        isPlainKey(key) ? "\(base).\(key)" : "\(base)[\(quoted(key))]"
    }

    static func index(_ base: String, _ index: Int) -> String {
        "\(base)[\(index)]"
    }

    private static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
        return key.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" }
    }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c >= "0" && c <= "9"
    }
}

// The message helpers this module's readers use, under short names; their one home is
// TrellisCore (`Quoting`, `NumberFormatting`, `Alternatives`, `Spelling`).

/// A string quoted for a one-line message: escaped, and shortened when long.
func quoted(_ text: String) -> String {
    Quoting.quoted(text)
}

/// A number as people write it: `8`, `-4`, `0.5`, `1e+20`.
func formatNumber(_ value: Double) -> String {
    NumberFormatting.format(value)
}

/// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
func alternatives(_ names: [String]) -> String {
    Alternatives.quoted(names)
}

/// The candidate closest to a misspelt word (see `Spelling.closest`).
func closestName(to word: String, in candidates: [String]) -> String? {
    Spelling.closest(to: word, in: candidates)
}
