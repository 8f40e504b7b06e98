import TrellisCore

/// A scene as its document states it, before containers are expanded, with the JSON
/// paths that later checks report at.
struct SceneDraft {
    /// Where a container names the scene it embeds.
    struct ContainerSite {
        var sceneName: String
        /// The path of the container's `scene` field.
        var path: String
    }

    /// Where a segue's fields are, for the checks made once all scenes are known.
    struct SegueSite {
        var fromPath: String
        var toPath: String
    }

    var scene: SceneDescription
    let path: String
    /// The path of every view the document itself defines in this scene, by id.
    var viewPaths: [String: String] = [:]
    /// The containers of the scene by view id, and in document order.
    var containers: [String: ContainerSite] = [:]
    var containerOrder: [String] = []
    /// For each of the scene's own constraints, the path its equation messages point at.
    var constraintPaths: [String] = []
    var constraintIDPaths: [String: String] = [:]
    var segueSites: [SegueSite] = []

    init(id: String, path: String) {
        self.scene = SceneDescription(id: id, root: ViewDescription(id: id))
        self.path = path
    }
}

extension SceneDraft {
    /// Reads a scene object.
    static func read(_ node: JSONNode, at path: String) throws(DocumentError) -> SceneDraft {
        let object = try JSONObject(node, at: path, expected: "a scene object")
        try object.checkFields(allowed: ["id", "root", "constraints", "dock", "segues"])
        let id = try Read.identifier(try object.required("id"), object.path("id"))
        var draft = SceneDraft(id: id, path: path)

        let rootNode = try object.required("root", hint: " (the scene's root view)")
        draft.scene.root = try draft.readView(rootNode, at: object.path("root"), level: 1, parent: .none)

        if let dockNode = object["dock"] {
            let dockPath = object.path("dock")
            for (index, element) in try Read.array(dockNode, dockPath, of: "views").enumerated() {
                let view = try draft.readView(element, at: JSONPath.index(dockPath, index), level: 1, parent: .none)
                draft.scene.dock.append(view)
            }
        }

        if let constraintsNode = object["constraints"] {
            let constraintsPath = object.path("constraints")
            for (index, element) in try Read.array(constraintsNode, constraintsPath, of: "constraints").enumerated() {
                let read = try ConstraintReader.read(element, at: JSONPath.index(constraintsPath, index))
                if let constraintID = read.constraint.id, let idPath = read.idPath {
                    if let first = draft.constraintIDPaths[constraintID] {
                        throw .schema(idPath, "duplicate constraint id \(quoted(constraintID)) (first used at \(first))")
                    }
                    draft.constraintIDPaths[constraintID] = idPath
                }
                draft.scene.constraints.append(read.constraint)
                draft.constraintPaths.append(read.equationPath)
            }
        }

        if let seguesNode = object["segues"] {
            let seguesPath = object.path("segues")
            var seguePaths: [String: String] = [:]
            for (index, element) in try Read.array(seguesNode, seguesPath, of: "segues").enumerated() {
                let seguePath = JSONPath.index(seguesPath, index)
                let segue = try JSONObject(element, at: seguePath, expected: "a segue object")
                try segue.checkFields(allowed: ["id", "from", "to", "kind"])
                let segueID = try Read.identifier(try segue.required("id"), segue.path("id"))
                if let first = seguePaths[segueID] {
                    throw .schema(segue.path("id"), "duplicate segue id \(quoted(segueID)) (first used at \(first))")
                }
                seguePaths[segueID] = seguePath
                let from = try Read.nonEmptyString(try segue.required("from", hint: " (the view that triggers it)"),
                                                   segue.path("from"), what: "a view id")
                let to = try Read.nonEmptyString(try segue.required("to", hint: " (the scene it leads to)"),
                                                 segue.path("to"), what: "a scene id")
                let kind = try Read.nonEmptyString(try segue.required("kind", hint: " (such as \"push\" or \"modal\")"),
                                                   segue.path("kind"), what: "a segue kind")
                draft.scene.segues.append(SegueDescription(id: segueID, from: from, to: to, kind: kind))
                draft.segueSites.append(SegueSite(fromPath: segue.path("from"), toPath: segue.path("to")))
            }
        }
        return draft
    }
}
