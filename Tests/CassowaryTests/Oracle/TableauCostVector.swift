@testable import Cassowary

/// The coefficient of one symbol in the lexicographic objective: one coefficient per
/// priority level, highest level first.
///
/// The objective of the solver is not one row but one row per priority level, compared
/// lexicographically (the symbolic weights of the Cassowary paper). Storing it by symbol
/// (column-wise) keeps it sparse however many levels are in use: an update touches only
/// the symbols of the row being substituted, and comparing two symbols' costs looks only
/// at the levels they use. Most symbols use no level or one, so the first entry is stored
/// inline and only further levels allocate.
struct TableauCostVector {
    typealias Entry = (level: Double, coefficient: Double)

    private var count = 0
    private var firstLevel = 0.0
    private var firstCoefficient = 0.0
    /// Entries after the first, sorted by level, highest first.
    private var rest: [Entry] = []

    var isZero: Bool { count == 0 }

    /// The coefficient at the highest level that has one; its sign is the sign of the vector.
    var leadingCoefficient: Double { count > 0 ? firstCoefficient : 0 }

    /// The entry at position `index` (0 is the highest level).
    @inline(__always)
    private func entry(_ index: Int) -> Entry {
        index == 0 ? (firstLevel, firstCoefficient) : rest[index &- 1]
    }

    /// The entries, highest level first.
    var entries: [Entry] { (0..<count).map(entry) }

    func coefficient(at level: Double) -> Double {
        for index in 0..<count where entry(index).level == level { return entry(index).coefficient }
        return 0
    }

    /// `self += coefficient` at `level`.
    mutating func add(level: Double, coefficient: Double) {
        if count == 0 {
            if !tableauIsNearZero(coefficient) {
                firstLevel = level
                firstCoefficient = coefficient
                count = 1
            }
            return
        }
        if level == firstLevel {
            let sum = firstCoefficient + coefficient
            if !tableauIsNearZero(sum) {
                firstCoefficient = sum
            } else if rest.isEmpty {
                count = 0
            } else {
                let next = rest.removeFirst()
                firstLevel = next.level
                firstCoefficient = next.coefficient
                count -= 1
            }
            return
        }
        if level > firstLevel {
            guard !tableauIsNearZero(coefficient) else { return }
            rest.insert((firstLevel, firstCoefficient), at: 0)
            firstLevel = level
            firstCoefficient = coefficient
            count += 1
            return
        }
        var index = 0
        while index < rest.count && rest[index].level > level { index += 1 }
        if index < rest.count && rest[index].level == level {
            let sum = rest[index].coefficient + coefficient
            if tableauIsNearZero(sum) {
                rest.remove(at: index)
                count -= 1
            } else {
                rest[index].coefficient = sum
            }
        } else if !tableauIsNearZero(coefficient) {
            rest.insert((level, coefficient), at: index)
            count += 1
        }
    }

    /// `self += factor · other`.
    mutating func add(_ other: TableauCostVector, times factor: Double) {
        for index in 0..<other.count {
            let entry = other.entry(index)
            add(level: entry.level, coefficient: entry.coefficient * factor)
        }
    }

    /// Compares `lhs / lhsDivisor` with `rhs / rhsDivisor` lexicographically
    /// (the dual simplex ratio test over all levels at once).
    static func ratioIsLess(_ lhs: TableauCostVector, _ lhsDivisor: Double,
                            _ rhs: TableauCostVector, _ rhsDivisor: Double) -> Bool {
        var i = 0
        var j = 0
        while i < lhs.count || j < rhs.count {
            let left: Double
            let right: Double
            if j == rhs.count || (i < lhs.count && lhs.entry(i).level > rhs.entry(j).level) {
                left = lhs.entry(i).coefficient / lhsDivisor; right = 0; i += 1
            } else if i == lhs.count || rhs.entry(j).level > lhs.entry(i).level {
                left = 0; right = rhs.entry(j).coefficient / rhsDivisor; j += 1
            } else {
                left = lhs.entry(i).coefficient / lhsDivisor
                right = rhs.entry(j).coefficient / rhsDivisor
                i += 1; j += 1
            }
            if !tableauIsNearZero(left - right) { return left < right }
        }
        return false
    }
}
