import TrellisCore

/// The checks of a scene that need the whole document: every equation item names a view
/// of the scene (embedded ones included), `superview` is not used for the root, and
/// segues start at a view of the scene and lead to a known scene.
enum SceneValidation {
    static func check(_ draft: SceneDraft, expanded: ExpandedScene, names: SceneNames) throws(DocumentError) {
        let rootID = draft.scene.root.id
        var constraintIDs = Set<String>()
        func checkItems(_ equation: Equation, at path: JSONPath) throws(DocumentError) {
            if case .named(let name) = equation.first.item, expanded.viewOrigins[name] == nil {
                throw .schema(path, "unknown view \(quoted(name))")
            }
            if let second = equation.second, case .named(let name) = second.item, expanded.viewOrigins[name] == nil {
                throw .schema(path, "unknown view \(quoted(name))")
            }
            if equation.first.item == .named(rootID), equation.second?.item == .superview {
                throw .schema(path, "\(quoted(rootID)) is the root view, which has no superview")
            }
        }
        for index in draft.scene.constraints.indices {
            let constraint = draft.scene.constraints[index]
            let path = draft.constraintPaths[index]
            switch constraint.form {
            case .equation(let equation):
                if let id = constraint.id, !constraintIDs.insert(id).inserted {
                    throw .schema(path, "duplicate constraint id \(quoted(id))")
                }
                try checkItems(equation, at: path)
            case .visual:
                let generated = draft.generatedEquations[index]
                if let id = constraint.id {
                    for item in generated where !constraintIDs.insert(VisualFormatExpander.constraintID(id, index: item.index)).inserted {
                        throw .schema(path, "duplicate constraint id \(quoted(VisualFormatExpander.constraintID(id, index: item.index)))")
                    }
                }
                for item in generated {
                    try checkItems(item.equation, at: path)
                }
            }
        }
        for (segue, site) in zip(draft.scene.segues, draft.segueSites) {
            if expanded.viewOrigins[segue.from] == nil {
                throw .schema(site.fromPath, "unknown view \(quoted(segue.from))")
            }
            _ = try names.resolve(segue.to, at: site.toPath)
        }
    }
}
