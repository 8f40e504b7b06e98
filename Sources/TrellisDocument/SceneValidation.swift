import TrellisCore

/// The checks of a scene that need the whole document: its constraints refer to views of
/// the scene (embedded ones included) or the root's safe area, with unique ids, and not to
/// the root's superview (`ConstraintReferences`, shared with the scene); segues start at a
/// view of the scene and lead to a known scene.
enum SceneValidation {
    static func check(_ draft: SceneDraft, expanded: ExpandedScene, names: SceneNames) throws(DocumentError) {
        let rootID = draft.scene.root.id
        var parents: [String: String] = [:]
        var pending = [expanded.scene.root]
        while let view = pending.popLast() {
            for child in view.children {
                parents[child.id] = view.id
                pending.append(child)
            }
        }
        let references = ConstraintReferences(
            rootID: rootID, viewExists: { expanded.viewOrigins[$0] != nil }, superviewOf: { parents[$0] },
            constraintIDTaken: { _ in false })
        do {
            try references.check(draft.scene.constraints)
        } catch {
            let path = error.index < draft.constraintPaths.count ? draft.constraintPaths[error.index] : draft.path
            switch error.kind {
            case .duplicateID(let id):
                throw .schema(path, "duplicate constraint id \(quoted(id))")
            case .unknownView(let name):
                throw .schema(path, "unknown view \(quoted(name))")
            case .notRootSafeArea:
                throw .schema(path, "only the root view has a safe area; write \(SafeAreaReference.rootItemName).<attribute>")
            case .rootHasNoSuperview(let id):
                throw .schema(path, "\(quoted(id)) is the root view, which has no superview")
            case .visualFormat(let message):
                throw .schema(path, message)
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
