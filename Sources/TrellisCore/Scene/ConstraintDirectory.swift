/// The scene's document and API constraints by name: an id given in the document or
/// through the API, or `#n` for one without an id.
///
/// The `#n` names are never formed or hashed when constraints are made: the unnamed
/// constraints are kept in a list in the order of their numbers (which only grow) and
/// found by binary search when a host names one. A list document of 1000 views has ~3000
/// such constraints; formatting and filing their names in a dictionary cost about 900
/// instructions each, a tenth of the scene's build (issue 18).
///
/// Lookups answer as a single dictionary of names did before: a name `#n` finds the
/// numbered constraint `n` first; an id that reads `#n` given before constraint `n` was
/// numbered is forgotten when it is (the dictionary's later entry replaced it).
struct ConstraintDirectory {
    /// Constraints with an id, by id.
    private var byID: [String: SceneConstraint] = [:]
    /// Constraints without an id, in the order of their `#n` numbers.
    private var numbered: [SceneConstraint] = []
    /// How many ids in `byID` start with `#` (only those can be replaced by a number).
    private var hashPrefixedIDs = 0

    /// Grows the storage once for a scene's document constraints.
    mutating func reserveCapacity(_ count: Int) {
        numbered.reserveCapacity(count)
    }

    /// Files a document or API constraint under its id or its number; others are not filed.
    mutating func file(_ constraint: SceneConstraint) {
        if constraint.number >= 0 {
            if hashPrefixedIDs > 0, byID.removeValue(forKey: constraint.key) != nil { hashPrefixedIDs -= 1 }
            if let last = numbered.last, last.number > constraint.number {
                numbered.insert(constraint, at: insertionIndex(of: Int(constraint.number)))
            } else {
                numbered.append(constraint)
            }
        } else if constraint.hasUserID {
            if constraint.userID.utf8.first == UInt8(ascii: "#") { hashPrefixedIDs += 1 }
            if byID.updateValue(constraint, forKey: constraint.userID)?.userID.utf8.first == UInt8(ascii: "#") {
                hashPrefixedIDs -= 1
            }
        }
    }

    /// Files `constraints` as `file` would one by one, but merges the numbered ones into
    /// the list in one pass: a scene's flat records made into objects at once (a first
    /// direction flip) came after constraints with higher numbers, and inserting each in
    /// the middle of the list moved its tail every time (round 23: about 1 M
    /// instructions of the benchmark's first flip). Numbers are unique, so the merged list
    /// is the one the insertions made.
    mutating func file(contentsOf constraints: [SceneConstraint]) {
        var incoming: [SceneConstraint] = []
        for constraint in constraints {
            guard constraint.number >= 0 else {
                file(constraint)
                continue
            }
            if hashPrefixedIDs > 0, byID.removeValue(forKey: constraint.key) != nil { hashPrefixedIDs -= 1 }
            incoming.append(constraint)
        }
        guard !incoming.isEmpty else { return }
        if !zip(incoming, incoming.dropFirst()).allSatisfy({ $0.number < $1.number }) {
            incoming.sort { $0.number < $1.number }
        }
        if let last = numbered.last, last.number > incoming[0].number {
            var merged: [SceneConstraint] = []
            merged.reserveCapacity(numbered.count + incoming.count)
            var next = 0
            for constraint in numbered {
                while next < incoming.count, incoming[next].number < constraint.number {
                    merged.append(incoming[next])
                    next += 1
                }
                merged.append(constraint)
            }
            merged.append(contentsOf: incoming[next...])
            numbered = merged
        } else {
            numbered.append(contentsOf: incoming)
        }
    }

    /// The constraint a host names `name`, if any.
    func constraint(named name: String) -> SceneConstraint? {
        if let number = ConstraintDirectory.number(in: name) {
            let index = insertionIndex(of: number)
            if index < numbered.count, Int(numbered[index].number) == number { return numbered[index] }
        }
        return byID[name]
    }

    /// Whether an id starting with `#` is filed (a constraint numbered later would take
    /// its name over: `file`).
    var hasHashPrefixedIDs: Bool { hashPrefixedIDs > 0 }

    /// Whether a new constraint may not take the id `name`.
    func isTaken(_ name: String) -> Bool { constraint(named: name) != nil }

    /// Takes a discarded constraint's name out (`dropDiscardedNumbered` compacts the
    /// numbered list once per discarding operation).
    mutating func remove(_ constraint: SceneConstraint) {
        guard constraint.number < 0, constraint.hasUserID, byID[constraint.userID] === constraint else { return }
        byID[constraint.userID] = nil
        if constraint.userID.utf8.first == UInt8(ascii: "#") { hashPrefixedIDs -= 1 }
    }

    /// Drops the discarded constraints from the numbered list.
    mutating func dropDiscardedNumbered() {
        numbered.removeAll { $0.isDiscarded }
    }

    /// Every name filed, ids and `#n` (for tests and tools).
    var names: [String] { Array(byID.keys) + numbered.map(\.key) }

    /// Where number `number` is or would go in `numbered`.
    private func insertionIndex(of number: Int) -> Int {
        var low = 0, high = numbered.count
        while low < high {
            let middle = low + (high - low) / 2
            if Int(numbered[middle].number) < number { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The number `n` of a name written exactly as the scene writes `#n` (no sign, no
    /// leading zero), else nil.
    static func number(in name: String) -> Int? {
        var utf8 = name.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        var value = 0
        var digits = 0
        while let byte = utf8.next() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 else { return nil }
            if digits == 1 && value == 0 { return nil }  // a leading zero: "#05" is an id
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}
