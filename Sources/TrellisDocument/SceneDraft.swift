import TrellisCore

/// A scene as its document states it, before containers are expanded, with the JSON
/// paths that later checks report at.
struct SceneDraft {
    /// Where a container names the scene it embeds.
    struct ContainerSite {
        var sceneName: String
        /// The path of the container's `scene` field.
        var path: JSONPath
    }

    /// Where a segue's fields are, for the checks made once all scenes are known.
    struct SegueSite {
        var fromPath: JSONPath
        var toPath: JSONPath
    }

    var scene: SceneDescription
    let path: JSONPath
    /// The path of every view the document itself defines in this scene, by id.
    var viewPaths = IDTable<JSONPath>()
    /// The containers of the scene by view id, and in document order.
    var containers: [String: ContainerSite] = [:]
    var containerOrder: [String] = []
    /// For each of the scene's own constraints, the path its equation messages point at,
    /// and the equations a visual format expands to (none for an equation): kept for the
    /// checks made after containers are expanded, so only for scenes with containers.
    var constraintPaths: [JSONPath] = []
    var generatedEquations: [[VisualFormatConstraint]] = []
    /// For scenes without containers, whose views are all known when their constraints are
    /// read: the first problem ``ConstraintItemCheck`` found then, reported by
    /// ``SceneValidation`` after the checks that come before it.
    var constraintError: DocumentError?
    var constraintIDPaths: [String: JSONPath] = [:]
    var segueSites: [SegueSite] = []
    /// Every table row of the scene's views, for ``TableCellCheck``.
    var tableRowSites: [TableRowSite] = []
    /// Levels of views in the root's hierarchy as written (the root alone is 1).
    var rootHeight = 1
    /// The last plain intrinsic size set on a view without other sizing fields (nil: none
    /// yet), and a view holding that sizing for the next such view of the same size to
    /// share (``setIntrinsicSize(_:of:alone:)``). Kept apart, not as an optional pair:
    /// taking the pair out to look at it copied the holder, through the runtime's generic
    /// tuple copy (260 instructions a list's button, issue 18).
    var sharedSize: IntrinsicSize?
    var sharedSizingHolder = ViewDescription(id: "")
    /// The last plain text style read (nil: none yet), and a view holding the text
    /// attributes made of it alone for the next view of that style to share
    /// (``readText(of:_:)``).
    var sharedTextStyle: TextStyle?
    var sharedTextHolder = ViewDescription(id: "")
    /// ``SmallASCIIString/isAvailable``, read once a scene: whether short view ids are made
    /// from their words (reading the global is a check of its own each time).
    let makesSmallStrings = SmallASCIIString.isAvailable

    init(id: String, path: JSONPath) {
        self.scene = SceneDescription(id: id, root: ViewDescription(id: id))
        self.path = path
    }
}

extension SceneDraft {
    /// Reads a scene object.
    static func read(_ node: JSONNode, at path: JSONPath) throws(DocumentError) -> SceneDraft {
        let object = try JSONObject<SceneField>(node, at: path, expected: "a scene object")
        try object.checkFields(allowed: [.id, .root, .constraints, .dock, .segues, .viewController])
        let id = try Read.identifier(try object.required(.id), object.path(.id))
        var draft = SceneDraft(id: id, path: object.path)
        if let controllerNode = object[.viewController] {
            draft.scene.viewController = try ViewControllerReader.read(controllerNode, at: object.path(.viewController))
        }

        let rootNode = try object.required(.root, hint: " (the scene's root view)")
        // Room for the views up front: a view is at least an object and its id, two entries
        // of the tape, and most have a field or two more.
        draft.viewPaths = IDTable(expectedCount: rootNode.entrySpan / 4)
        (draft.scene.root, draft.rootHeight) = try draft.readView(rootNode, at: object.path(.root), level: 1, parent: .none)

        if let dockNode = object[.dock] {
            let dockPath = object.path(.dock).anchoredPath
            for (index, element) in try Read.array(dockNode, dockPath, of: "views").enumerated() {
                let view = try draft.readView(element, at: dockPath.index(index), level: 1, parent: .none).view
                draft.scene.dock.append(view)
            }
        }

        if let constraintsNode = object[.constraints] {
            let constraintsPath = object.path(.constraints).anchoredPath
            let elements = try Read.array(constraintsNode, constraintsPath, of: "constraints")
            let count = elements.count
            let checkNow = draft.containers.isEmpty
            var itemCheck = ConstraintItemCheck(root: draft.scene.root, views: draft.viewPaths)
            draft.scene.constraints.reserveCapacity(count)
            if !checkNow {
                draft.constraintPaths.reserveCapacity(count)
                draft.generatedEquations.reserveCapacity(count)
            }
            let views = draft.viewPaths
            let rootID = draft.scene.root.id
            for (index, element) in elements.enumerated() {
                // Equation strings, most of a document's constraints, are read in place and
                // checked before they move into the list (no copy of the constraint to check it).
                if let bytes = element.stringBytes {
                    // Its path is made only where kept or needed for a message.
                    let items = try ConstraintReader.appendEquationString(bytes, at: constraintsPath.index(index),
                                                                          views: views, rootID: rootID,
                                                                          to: &draft.scene.constraints)
                    if !checkNow {
                        draft.constraintPaths.append(constraintsPath.index(index))
                        draft.generatedEquations.append([])
                    } else if draft.constraintError == nil {
                        do {
                            try itemCheck.check(items, of: draft.scene.constraints[index], at: constraintsPath.index(index))
                        } catch {
                            draft.constraintError = error
                        }
                    }
                    continue
                }
                let read = try ConstraintReader.read(element, at: constraintsPath.index(index),
                                                     appendingTo: &draft.scene.constraints)
                if let idPath = read.idPath, let constraintID = draft.scene.constraints[index].id {
                    if let first = draft.constraintIDPaths[constraintID] {
                        throw .schema(idPath, "duplicate constraint id \(quoted(constraintID)) (first used at \(first.text))")
                    }
                    draft.constraintIDPaths[constraintID] = idPath
                }
                if !checkNow {
                    draft.constraintPaths.append(read.equationPath)
                    draft.generatedEquations.append(read.generated)
                } else if draft.constraintError == nil {
                    do {
                        try itemCheck.check(draft.scene.constraints[index], generated: read.generated, at: read.equationPath)
                    } catch {
                        draft.constraintError = error
                    }
                }
            }
        }

        if let seguesNode = object[.segues] {
            let seguesPath = object.path(.segues).anchoredPath
            var seguePaths: [String: JSONPath] = [:]
            for (index, element) in try Read.array(seguesNode, seguesPath, of: "segues").enumerated() {
                let segue = try JSONObject<SegueField>(element, at: seguesPath.index(index), expected: "a segue object")
                try segue.checkFields(allowed: [.id, .from, .to, .kind])
                let segueID = try Read.identifier(try segue.required(.id), segue.path(.id))
                if let first = seguePaths[segueID] {
                    throw .schema(segue.path(.id), "duplicate segue id \(quoted(segueID)) (first used at \(first.text))")
                }
                seguePaths[segueID] = segue.path
                let from = try Read.nonEmptyString(try segue.required(.from, hint: " (the view that triggers it)"),
                                                   segue.path(.from), what: "a view id")
                let to = try Read.nonEmptyString(try segue.required(.to, hint: " (the scene it leads to)"),
                                                 segue.path(.to), what: "a scene id")
                let kind = try Read.nonEmptyString(try segue.required(.kind, hint: " (such as \"push\" or \"modal\")"),
                                                   segue.path(.kind), what: "a segue kind")
                draft.scene.segues.append(SegueDescription(id: segueID, from: from, to: to, kind: kind))
                draft.segueSites.append(SegueSite(fromPath: segue.path(.from), toPath: segue.path(.to)))
            }
        }
        return draft
    }
}

/// The fields of a scene object.
enum SceneField: Int, ObjectField {
    case id, root, constraints, dock, segues, viewController, comment

    static let nameTable = makeNameTable()
}

/// The fields of a segue object.
enum SegueField: Int, ObjectField {
    case id, from, to, kind, comment

    static let nameTable = makeNameTable()
}
