import TrellisCore

/// The checks of a scene that need the whole document: its constraints refer to views of
/// the scene (embedded ones included) or the root's safe area, with unique ids, and not to
/// the root's superview (`ConstraintReferences`, shared with the scene); segues start at a
/// view of the scene and lead to a known scene.
enum SceneValidation {
    static func check(_ draft: SceneDraft, expanded: ExpandedScene, names: SceneNames) throws(DocumentError) {
        if draft.containers.isEmpty {
            // Every view was known when the constraints were read, and they were checked then.
            if let error = draft.constraintError { throw error }
        } else {
            var check = ConstraintItemCheck(root: expanded.scene.root, views: expanded.viewOrigins)
            for index in draft.scene.constraints.indices {
                try check.check(draft.scene.constraints[index], generated: draft.generatedEquations[index],
                                at: draft.constraintPaths[index])
            }
        }
        for (segue, site) in zip(draft.scene.segues, draft.segueSites) {
            if !expanded.viewOrigins.contains(segue.from) {
                throw .schema(site.fromPath, "unknown view \(quoted(segue.from))"
                              + Spelling.suggestion(for: segue.from, in: expanded.viewOrigins.keys))
            }
            _ = try names.resolve(segue.to, at: site.toPath)
        }
    }
}

/// Checks a scene's constraints one by one, in document order: the ids they give (their
/// own, or `<id>.<n>` for the equations of a visual format) are distinct, and every
/// equation's items pass `ConstraintReferences` (views of the scene or the root's safe
/// area; the root not related to a superview).
struct ConstraintItemCheck {
    private let references: ConstraintReferences
    /// The scene's view ids, for a "did you mean" after an unknown one.
    private let views: IDTable<JSONPath>
    private var constraintIDs = Set<String>()

    /// A check against the scene whose hierarchy is `root` and whose view ids (dock views
    /// included) are the keys of `views`.
    init(root: ViewDescription, views: IDTable<JSONPath>) {
        let superviews = SuperviewIndex(root: root)
        references = ConstraintReferences(
            rootID: root.id, viewExists: { views.contains($0) }, superviewOf: { superviews.superview(of: $0) },
            constraintIDTaken: { _ in false })
        self.views = views
    }

    /// Checks `constraint`, whose visual format (if it is one) expands to `generated`;
    /// problems are reported at `path`.
    mutating func check(_ constraint: ConstraintDescription, generated: [VisualFormatConstraint],
                        at path: JSONPath) throws(DocumentError) {
        switch constraint.form {
        case .equation(let equation):
            if let id = constraint.id, !constraintIDs.insert(id).inserted {
                throw .schema(path, "duplicate constraint id \(quoted(id))")
            }
            try checkItems(equation, at: path)
        case .visual:
            if let id = constraint.id {
                for item in generated {
                    let generatedID = VisualFormatExpander.constraintID(id, index: item.index)
                    if !constraintIDs.insert(generatedID).inserted {
                        throw .schema(path, "duplicate constraint id \(quoted(generatedID))")
                    }
                }
            }
            for item in generated {
                try checkItems(item.equation, at: path)
            }
        }
    }

    /// Checks an equation string's constraint, appended as `items` says: items the parser
    /// resolved are views of the scene, so only the root's relation to a superview it does
    /// not have is left to check (`constraint` is not even read then).
    func check(_ items: ConstraintReader.EquationStringItems, of constraint: @autoclosure () -> ConstraintDescription,
               at path: @autoclosure () -> JSONPath) throws(DocumentError) {
        switch items {
        case .resolved(let relatesRootToSuperview):
            if relatesRootToSuperview {
                throw .schema(path(), "\(quoted(references.rootID)) is the root view, which has no superview")
            }
        case .unresolved:
            if case .equation(let equation) = constraint().form { try checkItems(equation, at: path()) }
        }
    }

    private func checkItems(_ equation: Equation, at path: JSONPath) throws(DocumentError) {
        guard let problem = references.problem(in: equation) else { return }
        switch problem {
        case .duplicateID(let id):
            throw .schema(path, "duplicate constraint id \(quoted(id))")
        case .unknownView(let name):
            if let guide = GuideReference.suggestion(forItem: name, views: views.keys) {
                throw .schema(path, "unknown view \(quoted(name)) (did you mean \(quoted(guide))?)")
            }
            throw .schema(path, "unknown view \(quoted(name))" + Spelling.suggestion(for: name, in: views.keys))
        case .rootOnlyGuide(let name), .guideWithoutOwner(let name):
            throw .schema(path, GuideReference.problemMessage(problem, item: name))
        case .rootHasNoSuperview(let id):
            throw .schema(path, "\(quoted(id)) is the root view, which has no superview")
        case .visualFormat(let message):
            throw .schema(path, message)
        }
    }
}

/// The superview of each view of a hierarchy, found the first time one is asked for:
/// only `superview.safeArea` items need it, so most documents never build it.
private final class SuperviewIndex {
    private let root: ViewDescription
    private var parents: [String: String]?

    init(root: ViewDescription) {
        self.root = root
    }

    func superview(of id: String) -> String? {
        if let parents { return parents[id] }
        var built: [String: String] = [:]
        var pending = [root]
        while let view = pending.popLast() {
            for child in view.children {
                built[child.id] = view.id
                pending.append(child)
            }
        }
        parents = built
        return built[id]
    }
}
