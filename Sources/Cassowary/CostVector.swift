/// The coefficient of one symbol in the lexicographic objective: one coefficient per
/// priority level, highest level first.
///
/// The objective of the solver is not one row but one row per priority level, compared
/// lexicographically (the symbolic weights of the Cassowary paper). Storing it by symbol
/// (column-wise) keeps it sparse however many levels are in use: an update touches only
/// the symbols of the row being substituted, and comparing two symbols' costs looks only
/// at the levels they use. Most symbols use no level or one, so the first entry is stored
/// inline and only further levels allocate.
struct CostVector {
    typealias Entry = (level: Double, coefficient: Double)

    private var count = 0
    private var firstLevel = 0.0
    private var firstCoefficient = 0.0
    /// Entries after the first, sorted by level, highest first.
    private var rest: [Entry] = []

    var isZero: Bool { count == 0 }

    /// The coefficient at the highest level that has one; its sign is the sign of the vector.
    var leadingCoefficient: Double { count > 0 ? firstCoefficient : 0 }

    /// The level of the leading coefficient (meaningless for the zero vector).
    var leadingLevel: Double { firstLevel }

    /// Lexicographically below zero: moving along this direction improves the objective.
    var isNegative: Bool { count > 0 && firstCoefficient < 0 }

    /// Lexicographically above zero.
    var isPositive: Bool { count > 0 && firstCoefficient > 0 }

    /// A vector with one entry.
    init(level: Double, coefficient: Double) {
        add(level: level, coefficient: coefficient)
    }

    init() {}

    /// `-self`.
    var negated: CostVector {
        var result = self
        result.firstCoefficient = -firstCoefficient
        for index in result.rest.indices { result.rest[index].coefficient = -result.rest[index].coefficient }
        return result
    }

    /// The number of levels with a non-zero coefficient.
    var levelCount: Int { count }

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
            if !isNearZero(coefficient) {
                firstLevel = level
                firstCoefficient = coefficient
                count = 1
            }
            return
        }
        if level == firstLevel {
            let sum = firstCoefficient + coefficient
            if !isNearZero(sum) {
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
            guard !isNearZero(coefficient) else { return }
            rest.insert((firstLevel, firstCoefficient), at: 0)
            firstLevel = level
            firstCoefficient = coefficient
            count += 1
            return
        }
        // Below every level in use: append (building a vector level by level, highest
        // first, as the reduced-cost recomputation does, stays linear).
        if rest.last.map({ $0.level > level }) ?? true {
            guard !isNearZero(coefficient) else { return }
            rest.append((level, coefficient))
            count += 1
            return
        }
        var index = 0
        while index < rest.count && rest[index].level > level { index += 1 }
        if index < rest.count && rest[index].level == level {
            let sum = rest[index].coefficient + coefficient
            if isNearZero(sum) {
                rest.remove(at: index)
                count -= 1
            } else {
                rest[index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            rest.insert((level, coefficient), at: index)
            count += 1
        }
    }

    /// `self += factor · other`.
    mutating func add(_ other: CostVector, times factor: Double) {
        if other.count == 0 || factor == 0 { return }
        if other.count == 1 || count == 0 && other.count <= 2 {
            for index in 0..<other.count {
                let entry = other.entry(index)
                add(level: entry.level, coefficient: entry.coefficient * factor)
            }
            return
        }
        if addWithinOwnLevels(other, times: factor) { return }
        // Both sorted by level, highest first: one merge, linear in the levels in use (a
        // reduced cost can span many levels, e.g. a stack's countdown of priorities).
        var merged: [Entry] = []
        merged.reserveCapacity(count + other.count)
        var i = 0, j = 0
        while i < count || j < other.count {
            let level: Double
            var coefficient: Double
            if j == other.count || (i < count && entry(i).level > other.entry(j).level) {
                (level, coefficient) = entry(i)
                i += 1
            } else if i == count || other.entry(j).level > entry(i).level {
                level = other.entry(j).level
                coefficient = other.entry(j).coefficient * factor
                j += 1
            } else {
                level = entry(i).level
                coefficient = entry(i).coefficient + other.entry(j).coefficient * factor
                i += 1
                j += 1
            }
            if !isNearZero(coefficient) { merged.append((level, coefficient)) }
        }
        count = merged.count
        if let first = merged.first {
            firstLevel = first.level
            firstCoefficient = first.coefficient
            rest = Array(merged.dropFirst())
        } else {
            rest = []
        }
    }

    /// `self += factor · other` without allocating, when every level `other` uses is
    /// already in use here (the common case once a simplex loop has mixed the costs of a
    /// stack's rows). Returns false, changing nothing, otherwise. This is the inner loop of
    /// the reduced-cost update on stacks whose priorities count down (equalCentering's
    /// gaps span ~150 levels), hence the unchecked buffers.
    private mutating func addWithinOwnLevels(_ other: CostVector, times factor: Double) -> Bool {
        guard other.count >= 1, other.count <= count else { return false }
        // Where other's first entry lands: our first entry (-1) or an index into `rest`.
        let start: Int
        if other.firstLevel == firstLevel {
            start = -1
        } else {
            guard other.firstLevel < firstLevel,
                  let index = rest.firstIndex(where: { $0.level <= other.firstLevel }),
                  rest[index].level == other.firstLevel else { return false }
            start = index
        }
        let restFits = rest.withUnsafeBufferPointer { mine in
            other.rest.withUnsafeBufferPointer { theirs in
                var i = start + 1
                for entry in theirs {
                    while i < mine.count && mine[i].level > entry.level { i += 1 }
                    guard i < mine.count && mine[i].level == entry.level else { return false }
                    i += 1
                }
                return true
            }
        }
        guard restFits else { return false }

        var cancelled = false
        func sum(_ mine: Double, _ theirs: Double) -> Double {
            let result = mine + theirs * factor
            if isNearZero(result) {
                cancelled = true
                return 0
            }
            return result
        }
        if start < 0 {
            firstCoefficient = sum(firstCoefficient, other.firstCoefficient)
        } else {
            rest[start].coefficient = sum(rest[start].coefficient, other.firstCoefficient)
        }
        other.rest.withUnsafeBufferPointer { theirs in
            rest.withUnsafeMutableBufferPointer { mine in
                var i = start + 1
                for entry in theirs {
                    while mine[i].level > entry.level { i += 1 }
                    mine[i].coefficient = sum(mine[i].coefficient, entry.coefficient)
                    i += 1
                }
            }
        }
        if cancelled {
            let kept = entries.filter { $0.coefficient != 0 }
            count = kept.count
            firstLevel = kept.first?.level ?? 0
            firstCoefficient = kept.first?.coefficient ?? 0
            rest = Array(kept.dropFirst())
        }
        return true
    }

    /// Compares `lhs / lhsDivisor` with `rhs / rhsDivisor` lexicographically
    /// (the dual simplex ratio test over all levels at once).
    static func ratioIsLess(_ lhs: CostVector, _ lhsDivisor: Double,
                            _ rhs: CostVector, _ rhsDivisor: Double) -> Bool {
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
            if !isNearZero(left - right) { return left < right }
        }
        return false
    }
}
