import TrellisCore

/// The checks of a scene that need the whole document: every equation item names a view
/// of the scene (embedded ones included), `superview` is not used for the root, and
/// segues start at a view of the scene and lead to a known scene.
enum SceneValidation {
    static func check(_ draft: SceneDraft, expanded: ExpandedScene, names: SceneNames) throws(DocumentError) {
        let rootID = draft.scene.root.id
        var constraintIDs = Set<String>()
        for (constraint, path) in zip(draft.scene.constraints, draft.constraintPaths) {
            var equations: [Equation] = []
            var generatedIDs: [String] = []
            switch constraint.form {
            case .equation(let equation):
                equations = [equation]
                if let id = constraint.id { generatedIDs = [id] }
            case .visual(let visual):
                let generated = (try? VisualFormatExpander.expand(visual)) ?? []
                equations = generated.map(\.equation)
                if let id = constraint.id {
                    generatedIDs = generated.map { VisualFormatExpander.constraintID(id, index: $0.index) }
                }
            }
            for id in generatedIDs where !constraintIDs.insert(id).inserted {
                throw .schema(path, "duplicate constraint id \(quoted(id))")
            }
            for equation in equations {
                for anchor in [equation.first, equation.second] {
                    guard let anchor, case .named(let name) = anchor.item else { continue }
                    if expanded.viewOrigins[name] == nil {
                        throw .schema(path, "unknown view \(quoted(name))")
                    }
                }
                if equation.first.item == .named(rootID), equation.second?.item == .superview {
                    throw .schema(path, "\(quoted(rootID)) is the root view, which has no superview")
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
