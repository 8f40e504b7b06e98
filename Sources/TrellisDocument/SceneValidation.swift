import TrellisCore

/// The checks of a scene that need the whole document: every equation item names a view
/// of the scene (embedded ones included), `superview` is not used for the root, and
/// segues start at a view of the scene and lead to a known scene.
enum SceneValidation {
    static func check(_ draft: SceneDraft, expanded: ExpandedScene, names: SceneNames) throws(DocumentError) {
        if draft.containers.isEmpty {
            // Every view was known when the constraints were read, and they were checked then.
            if let error = draft.constraintError { throw error }
        } else {
            var check = ConstraintItemCheck(rootID: draft.scene.root.id)
            for index in draft.scene.constraints.indices {
                try check.check(draft.scene.constraints[index], generated: draft.generatedEquations[index],
                                at: draft.constraintPaths[index], views: expanded.viewOrigins)
            }
        }
        for (segue, site) in zip(draft.scene.segues, draft.segueSites) {
            if !expanded.viewOrigins.contains(segue.from) {
                throw .schema(site.fromPath, "unknown view \(quoted(segue.from))")
            }
            _ = try names.resolve(segue.to, at: site.toPath)
        }
    }
}

/// Checks a scene's constraints one by one, in document order: the ids they give (their
/// own, or `<id>.<n>` for the equations of a visual format) are distinct, every item
/// names a view of the scene, and the root is not related to a superview.
struct ConstraintItemCheck {
    let rootID: String
    private var constraintIDs = Set<String>()

    init(rootID: String) {
        self.rootID = rootID
    }

    /// Checks `constraint`, whose visual format (if it is one) expands to `generated`;
    /// problems are reported at `path`.
    mutating func check(_ constraint: ConstraintDescription, generated: [VisualFormatConstraint], at path: JSONPath,
                        views: IDTable<JSONPath>) throws(DocumentError) {
        switch constraint.form {
        case .equation(let equation):
            if let id = constraint.id, !constraintIDs.insert(id).inserted {
                throw .schema(path, "duplicate constraint id \(quoted(id))")
            }
            try checkItems(equation, at: path, views: views)
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
                try checkItems(item.equation, at: path, views: views)
            }
        }
    }

    private func checkItems(_ equation: Equation, at path: JSONPath, views: IDTable<JSONPath>) throws(DocumentError) {
        if case .named(let name) = equation.first.item, !views.contains(name) {
            throw .schema(path, "unknown view \(quoted(name))")
        }
        if let second = equation.second, case .named(let name) = second.item, !views.contains(name) {
            throw .schema(path, "unknown view \(quoted(name))")
        }
        if equation.first.item == .named(rootID), equation.second?.item == .superview {
            throw .schema(path, "\(quoted(rootID)) is the root view, which has no superview")
        }
    }
}
