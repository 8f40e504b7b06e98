/// The conflict sets a scene found last (`Scene.minimalConflict`), by the question asked.
///
/// `ConflictSetSearch` answers from fresh probe solvers, so its answer is a function of the
/// question alone (the candidates, the broken constraint and the pins, stated over the
/// probe's numbering, bit for bit): asked again, it would do the same work for the same
/// set. Hosts and the fuzz harness ask `diagnostics()` again and again between changes
/// (after each layout, for an explanation, for a check); an equal question is answered
/// here. Nothing needs invalidating: a change that matters changes the question.
struct ConflictSetMemo {
    /// The most recent questions with their members (candidate indices), oldest first.
    private var entries: [(question: ConflictSetSearch.Question, members: [Int])] = []
    /// A scene has a handful of broken constraints at a time.
    private static let capacity = 16

    /// The members of the search's question, found before or now.
    mutating func members(of search: inout ConflictSetSearch) -> [Int] {
        if let known = entries.last(where: { $0.question == search.question }) { return known.members }
        let members = search.members()
        if entries.count >= ConflictSetMemo.capacity { entries.removeFirst() }
        entries.append((search.question, members))
        return members
    }
}
