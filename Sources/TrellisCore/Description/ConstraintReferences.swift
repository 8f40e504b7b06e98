/// The one check that a scene's constraints refer to things that exist, shared by the
/// document loader (at load time, with JSON paths) and the scene (for inserted scenes and
/// constraints added through the API): constraint ids are unique, every named item is a
/// view of the scene or a guide of one (`GuideReference`), and the root is not
/// related to a superview it does not have. Visual formats are expanded first and their
/// generated ids (`<id>.<n>`) checked like the others.
public struct ConstraintReferences {
    /// What is wrong with constraint number `index` of the checked list.
    public struct Problem: Error, Hashable, Sendable {
        /// What a constraint refers to that does not exist.
        public enum Kind: Hashable, Sendable {
            /// A constraint id (given, or generated for a visual format) is already used.
            case duplicateID(String)
            /// No view has this name.
            case unknownView(String)
            /// A guide only the root has (`topLayoutGuide`, `keyboardLayoutGuide`) named on
            /// another view (the item name).
            case rootOnlyGuide(String)
            /// `superview.<guide>` where the first item has no superview (the item name).
            case guideWithoutOwner(String)
            /// The root (named here) is related to `superview`, and it has none.
            case rootHasNoSuperview(String)
            /// The visual format does not expand (its message).
            case visualFormat(String)
        }

        /// The constraint's index in the scene's list.
        public var index: Int
        /// What is wrong with it.
        public var kind: Kind
    }

    /// The root view's id.
    public var rootID: String
    /// Whether a view (or guide) with this id exists.
    public var viewExists: (String) -> Bool
    /// The id of a view's superview; nil for the root and for unknown ids.
    public var superviewOf: (String) -> String?
    /// Whether a constraint id is used already (outside the checked list).
    public var constraintIDTaken: (String) -> Bool

    /// A check against the given lookups.
    public init(rootID: String, viewExists: @escaping (String) -> Bool, superviewOf: @escaping (String) -> String?,
                constraintIDTaken: @escaping (String) -> Bool) {
        self.rootID = rootID
        self.viewExists = viewExists
        self.superviewOf = superviewOf
        self.constraintIDTaken = constraintIDTaken
    }

    /// Checks `constraints` in order and returns the equations of each (one for an
    /// equation, the generated ones for a visual format).
    ///
    /// - Throws: the first ``Problem`` found.
    @discardableResult
    public func check(_ constraints: [ConstraintDescription]) throws(Problem) -> [[Equation]] {
        var newIDs = Set<String>()
        var result: [[Equation]] = []
        for (index, constraint) in constraints.enumerated() {
            var equations: [Equation] = []
            var ids: [String] = []
            switch constraint.form {
            case .equation(let equation):
                equations = [equation]
                if let id = constraint.id { ids = [id] }
            case .visual(let visual):
                let generated: [VisualFormatConstraint]
                do {
                    generated = try VisualFormatExpander.expand(visual)
                } catch {
                    throw Problem(index: index, kind: .visualFormat(error.description))
                }
                equations = generated.map(\.equation)
                if let id = constraint.id {
                    ids = generated.map { VisualFormatExpander.constraintID(id, index: $0.index) }
                }
            }
            try check(equations: equations, ids: ids, index: index, newIDs: &newIDs)
            result.append(equations)
        }
        return result
    }

    /// Checks one constraint already expanded into `equations` with the constraint ids
    /// `ids` (for callers that expand visual formats themselves); `newIDs` collects the
    /// ids of a batch so that repeats inside it are found too.
    ///
    /// - Throws: a ``Problem`` at `index`.
    public func check(equations: [Equation], ids: [String], index: Int, newIDs: inout Set<String>) throws(Problem) {
        for id in ids where constraintIDTaken(id) || !newIDs.insert(id).inserted {
            throw Problem(index: index, kind: .duplicateID(id))
        }
        for equation in equations {
            if let kind = problem(in: equation) { throw Problem(index: index, kind: kind) }
        }
    }

    /// What is wrong with the items of one equation, if anything: an unknown view, a safe
    /// area other than the root's, or the root related to its superview. For callers that
    /// keep their own id bookkeeping (the document loader checks equations as it reads them).
    public func problem(in equation: Equation) -> Problem.Kind? {
        let firstName: String? = if case .named(let name) = equation.first.item { name } else { nil }
        if let kind = problem(in: equation.first, firstName: firstName) { return kind }
        if let second = equation.second, let kind = problem(in: second, firstName: firstName) { return kind }
        if let firstName, firstName == rootID, equation.second?.item == .superview {
            return .rootHasNoSuperview(rootID)
        }
        return nil
    }

    private func problem(in anchor: AnchorReference, firstName: String?) -> Problem.Kind? {
        guard case .named(let name) = anchor.item, !viewExists(name) else { return nil }
        guard let reference = GuideReference(itemName: name) else { return .unknownView(name) }
        // Only `superview.<guide>` depends on the first item's superview.
        let superview = reference.owner == ItemReference.superviewKeyword ? firstName.flatMap(superviewOf) : nil
        guard let ownerID = reference.ownerID(rootID: rootID, firstItemSuperview: superview) else {
            return .guideWithoutOwner(name)
        }
        if ownerID != rootID && !viewExists(ownerID) { return .unknownView(reference.owner) }
        if reference.guide.belongsToRoot && ownerID != rootID { return .rootOnlyGuide(name) }
        return nil
    }
}
