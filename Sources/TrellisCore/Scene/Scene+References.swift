/// The scene's side of the shared reference check (`ConstraintReferences`): views the
/// scene has, plus those of a subtree about to be inserted.
extension Scene {
    /// A check of constraints against the scene's views and constraint ids, and the views
    /// of `subtree` (not yet instantiated) inserted under `parent`.
    func constraintReferences(inserting subtree: ViewDescription? = nil, under parent: ViewNode? = nil) -> ConstraintReferences {
        var parents: [String: String] = [:]
        if let subtree, let parent {
            parents[subtree.id] = parent.id
            var pending = [subtree]
            while let view = pending.popLast() {
                for child in view.children {
                    parents[child.id] = view.id
                    pending.append(child)
                }
            }
        }
        let viewDirectory = self.viewDirectory, views = self.views
        let constraintDirectory = self.constraintDirectory
        let flatDocuments = self.flatDocuments.liveCount > 0 ? self.flatDocuments : FlatDocumentConstraints()
        return ConstraintReferences(
            rootID: root.id,
            viewExists: { viewDirectory.place(of: $0, in: views) != nil || parents[$0] != nil },
            superviewOf: { viewDirectory.view($0, in: views)?.superview?.id ?? parents[$0] },
            constraintIDTaken: { name in
                constraintDirectory.isTaken(name)
                    || ConstraintDirectory.number(in: name).flatMap(flatDocuments.record(numbered:)) != nil
            })
    }

    /// The scene's error for a reference problem of `constraint`: ids already used are
    /// `duplicateStatus`, unknown views `unknownViewStatus` (with a "did you mean" among
    /// the scene's views), the rest schema errors.
    func sceneError(_ problem: ConstraintReferences.Problem, of constraint: ConstraintDescription,
                    duplicate: (String) -> SceneError, unknownViewStatus: SceneError.Kind) -> SceneError {
        switch problem.kind {
        case .duplicateID(let id):
            return duplicate(id)
        case .unknownView(let name):
            return SceneError(unknownViewStatus, "\(constraint.source): \(unknownViewMessage(name))")
        case .rootOnlyGuide(let name), .guideWithoutOwner(let name):
            return SceneError(.schema, "\(constraint.source): \(GuideReference.problemMessage(problem.kind, item: name))")
        case .rootHasNoSuperview(let id):
            return SceneError(.schema, "\(constraint.source): \(Quoting.quoted(id)) is the root view, which has no superview")
        case .visualFormat(let message):
            return SceneError(.schema, message)
        }
    }
}
