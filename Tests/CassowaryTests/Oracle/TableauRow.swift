@testable import Cassowary

/// One term of a row: `coefficient · symbol`.
struct Term {
    var symbol: TableauSymbol
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient·symbol`.
///
/// The terms live in a small open-addressing hash table (linear probing, backward-shift
/// deletion), so that substituting an expression of m terms into a row costs O(m) however
/// long the row is. That matters along chains (stack views, rows of a grid): there every
/// position variable's row names the slack or error of every earlier item, and a pivot
/// substitutes a two- or three-term expression into hundreds of such rows. A sorted
/// array would rebuild each of those rows (O(n) each); kiwi's sorted vector inserts term
/// by term (O(n·m)).
struct TableauRow {
    var constant: Double
    /// Slots of the hash table; an empty slot has an invalid symbol. The capacity is a power
    /// of two (or zero) and at most 5/8 of it is used.
    private var slots: [Term]
    private(set) var count: Int

    init(constant: Double = 0) {
        self.constant = constant
        self.slots = []
        self.count = 0
    }

    var isConstant: Bool { count == 0 }

    @inline(__always)
    private static func hash(_ symbol: TableauSymbol, mask: Int) -> Int {
        // Fibonacci hashing, folding the high bits down: symbols of one row are often
        // evenly strided ids (a slack and two errors per item), which the low bits of a
        // plain product would crowd into a few home slots.
        let product = UInt32(bitPattern: symbol.id) &* 0x9E37_79B1
        return Int(truncatingIfNeeded: product ^ (product >> 15)) & mask
    }

    /// The slot holding `symbol`, or nil.
    @inline(__always)
    private func slot(of symbol: TableauSymbol) -> Int? {
        guard count > 0 else { return nil }
        let mask = slots.count &- 1
        var index = TableauRow.hash(symbol, mask: mask)
        while true {
            let id = slots[index].symbol.id
            if id == symbol.id { return index }
            if id < 0 { return nil }
            index = (index &+ 1) & mask
        }
    }

    func coefficient(of symbol: TableauSymbol) -> Double {
        guard let index = slot(of: symbol) else { return 0 }
        return slots[index].coefficient
    }

    func contains(_ symbol: TableauSymbol) -> Bool { slot(of: symbol) != nil }

    /// Calls `body` with every term (in no particular order).
    @inline(__always)
    func forEachTerm(_ body: (TableauSymbol, Double) throws -> Void) rethrows {
        guard count > 0 else { return }
        for term in slots where term.symbol.id >= 0 { try body(term.symbol, term.coefficient) }
    }

    /// The terms, sorted by symbol (allocates; for rare and deterministic uses).
    var sortedTerms: [Term] {
        var terms: [Term] = []
        terms.reserveCapacity(count)
        forEachTerm { terms.append(Term(symbol: $0, coefficient: $1)) }
        terms.sort { $0.symbol.id < $1.symbol.id }
        return terms
    }

    /// The term with the lowest symbol id that satisfies `predicate`.
    func lowestSymbol(where predicate: (TableauSymbol, Double) -> Bool) -> TableauSymbol? {
        var best: TableauSymbol?
        forEachTerm { symbol, coefficient in
            if predicate(symbol, coefficient), best.map({ symbol.id < $0.id }) ?? true { best = symbol }
        }
        return best
    }

    // MARK: Mutation

    private mutating func grow() {
        let old = slots
        let capacity = max(8, old.count * 2)
        slots = Array(repeating: Term(symbol: .invalid, coefficient: 0), count: capacity)
        let mask = capacity - 1
        for term in old where term.symbol.id >= 0 {
            var index = TableauRow.hash(term.symbol, mask: mask)
            while slots[index].symbol.id >= 0 { index = (index &+ 1) & mask }
            slots[index] = term
        }
    }

    /// Empties slot `index`, shifting later members of its probe run back (no tombstones).
    private mutating func removeSlot(_ index: Int) {
        let mask = slots.count &- 1
        var hole = index
        var next = (index &+ 1) & mask
        while slots[next].symbol.id >= 0 {
            let home = TableauRow.hash(slots[next].symbol, mask: mask)
            // Move the entry back if its home is not in the cyclic range (hole, next].
            let distanceToHome = (next &- home) & mask
            let distanceToHole = (next &- hole) & mask
            if distanceToHome >= distanceToHole {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next &+ 1) & mask
        }
        slots[hole] = Term(symbol: .invalid, coefficient: 0)
        count &-= 1
    }

    /// Adds `coefficient · symbol`. Returns +1 when the symbol became a new term, -1 when
    /// its term cancelled out, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: TableauSymbol, _ coefficient: Double) -> Int {
        if slots.isEmpty || (count &+ 1) &* 8 > slots.count &* 5 {
            if tableauIsNearZero(coefficient) && slot(of: symbol) == nil { return 0 }
            grow()
        }
        let mask = slots.count &- 1
        var index = TableauRow.hash(symbol, mask: mask)
        while true {
            let id = slots[index].symbol.id
            if id == symbol.id {
                let sum = slots[index].coefficient + coefficient
                if tableauIsNearZero(sum) {
                    removeSlot(index)
                    return -1
                }
                slots[index].coefficient = sum
                return 0
            }
            if id < 0 {
                if tableauIsNearZero(coefficient) { return 0 }
                slots[index] = Term(symbol: symbol, coefficient: coefficient)
                count &+= 1
                return 1
            }
            index = (index &+ 1) & mask
        }
    }

    mutating func remove(_ symbol: TableauSymbol) {
        if let index = slot(of: symbol) { removeSlot(index) }
    }

    /// `self += factor · other`, after dropping `skipping` from self (the symbol being
    /// substituted away). Symbols new to `self` are appended to `added`, symbols that
    /// cancelled out to `removed`. Costs O(terms of other).
    mutating func add(_ other: TableauRow, times factor: Double, skipping: TableauSymbol = .invalid,
                      added: inout [TableauSymbol], removed: inout [TableauSymbol]) {
        if skipping.isValid { remove(skipping) }
        constant += factor * other.constant
        other.forEachTerm { symbol, coefficient in
            switch insert(symbol, factor * coefficient) {
            case 1: added.append(symbol)
            case -1: removed.append(symbol)
            default: break
            }
        }
    }

    /// The row multiplied by `factor` (same table layout, no rehashing).
    func scaled(by factor: Double) -> TableauRow {
        var copy = self
        copy.constant *= factor
        if factor != 1 {
            for index in copy.slots.indices where copy.slots[index].symbol.id >= 0 {
                copy.slots[index].coefficient *= factor
            }
        }
        return copy
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in slots.indices where slots[index].symbol.id >= 0 {
            slots[index].coefficient = -slots[index].coefficient
        }
    }

    /// Treats the row as `0 = constant + Σ terms` and rewrites it as
    /// `symbol = constant' + Σ terms'`, removing `symbol` from the terms.
    /// Does nothing if the symbol is not in the row.
    mutating func solve(for symbol: TableauSymbol) {
        guard let index = slot(of: symbol) else { return }
        let factor = -1.0 / slots[index].coefficient
        removeSlot(index)
        constant *= factor
        for index in slots.indices where slots[index].symbol.id >= 0 {
            slots[index].coefficient *= factor
        }
    }

    /// Rewrites `lhs = row` as `rhs = ...`: the pivot of `lhs` out of and `rhs` into the basis.
    mutating func solve(for lhs: TableauSymbol, in rhs: TableauSymbol) {
        insert(lhs, -1.0)
        solve(for: rhs)
    }
}
