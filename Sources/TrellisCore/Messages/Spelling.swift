/// "Did you mean …?" suggestions for misspelt names (fields, kinds, attributes, scenes).
public enum Spelling {
    /// Words longer than this get no suggestion: the edit distance is quadratic.
    public static let longestWord = 40

    /// The candidate closest to `word`, ignoring case. With `maximumDistance` nil the
    /// allowance grows with the word: up to case for one or two characters, one edit for
    /// three or four, two edits for five or more. Ties go to the earlier candidate.
    public static func closest(to word: String, in candidates: [String], maximumDistance: Int? = nil) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard lowered.count <= longestWord else { return nil }
        let allowed = maximumDistance ?? (lowered.count >= 5 ? 2 : lowered.count >= 3 ? 1 : 0)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - lowered.count) <= allowed else { continue }
            let distance = editDistance(lowered, other)
            if distance <= allowed && distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `" (did you mean "name"?)"` when a candidate is close to `word` (see
    /// ``closest(to:in:maximumDistance:)``), else the empty string: the tail of an
    /// "unknown …" message.
    public static func suggestion(for word: String, in candidates: [String]) -> String {
        guard let name = closest(to: word, in: candidates) else { return "" }
        return " (did you mean \(Quoting.quoted(name))?)"
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each cost one, so `widht` is closer to `width` than to `right`. The
    /// caller keeps the inputs short (``longestWord``).
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { d[i * width] = i }
        for j in 0...b.count { d[j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = Swift.min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1,
                                     d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = Swift.min(best, d[(i - 2) * width + j - 2] + 1)
                }
                d[i * width + j] = best
            }
        }
        return d[a.count * width + b.count]
    }
}
