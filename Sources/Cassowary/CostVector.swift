/// The coefficient of one symbol in the lexicographic objective: one coefficient per
/// priority level, highest level first.
///
/// The objective of the solver is not one row but one row per priority level, compared
/// lexicographically (the symbolic weights of the Cassowary paper). Storing it by symbol
/// (column-wise) keeps it sparse however many levels are in use: an update touches only
/// the symbols of the row being substituted, and comparing two symbols' costs looks only
/// at the levels they use. Most symbols use no level or one.
struct CostVector {
    /// (level, coefficient) pairs, sorted by level, highest first; no zero coefficients.
    private(set) var entries: [(level: Double, coefficient: Double)] = []

    var isZero: Bool { entries.isEmpty }

    /// The coefficient at the highest level that has one; its sign is the sign of the vector.
    var leadingCoefficient: Double { entries.first?.coefficient ?? 0 }

    func coefficient(at level: Double) -> Double {
        for entry in entries where entry.level == level { return entry.coefficient }
        return 0
    }

    /// `self += factor · (coefficient at level)`.
    mutating func add(level: Double, coefficient: Double) {
        var index = 0
        while index < entries.count && entries[index].level > level { index += 1 }
        if index < entries.count && entries[index].level == level {
            let sum = entries[index].coefficient + coefficient
            if isNearZero(sum) { entries.remove(at: index) } else { entries[index].coefficient = sum }
        } else if !isNearZero(coefficient) {
            entries.insert((level, coefficient), at: index)
        }
    }

    /// `self += factor · other`.
    mutating func add(_ other: CostVector, times factor: Double) {
        if entries.isEmpty {
            for entry in other.entries {
                let product = entry.coefficient * factor
                if !isNearZero(product) { entries.append((entry.level, product)) }
            }
            return
        }
        for entry in other.entries { add(level: entry.level, coefficient: entry.coefficient * factor) }
    }

    /// Compares `lhs / lhsDivisor` with `rhs / rhsDivisor` lexicographically
    /// (the dual simplex ratio test over all levels at once).
    static func ratioIsLess(_ lhs: CostVector, _ lhsDivisor: Double,
                            _ rhs: CostVector, _ rhsDivisor: Double) -> Bool {
        var i = 0
        var j = 0
        while i < lhs.entries.count || j < rhs.entries.count {
            let left: Double
            let right: Double
            if j == rhs.entries.count || (i < lhs.entries.count && lhs.entries[i].level > rhs.entries[j].level) {
                left = lhs.entries[i].coefficient / lhsDivisor; right = 0; i += 1
            } else if i == lhs.entries.count || rhs.entries[j].level > lhs.entries[i].level {
                left = 0; right = rhs.entries[j].coefficient / rhsDivisor; j += 1
            } else {
                left = lhs.entries[i].coefficient / lhsDivisor
                right = rhs.entries[j].coefficient / rhsDivisor
                i += 1; j += 1
            }
            if !isNearZero(left - right) { return left < right }
        }
        return false
    }
}
