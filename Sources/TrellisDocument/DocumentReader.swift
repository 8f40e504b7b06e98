import TrellisCore

/// Reads one `trellis/1` document: its scenes, the documents it references, then the
/// checks that need all of them (scene names, container expansion, equation items).
struct DocumentReader {
    static let format = "trellis/1"

    let baseDirectory: String?
    let loader: ReferenceLoader

    func read(_ root: JSONNode) throws(DocumentError) -> DocumentDescription {
        let object = try JSONObject<DocumentField>(root, at: JSONPath.root, expected: "a document object")
        let formatNode = try object.required(.format, hint: " (write \"format\": \"trellis/1\")")
        let format = try Read.string(formatNode, object.path(.format))
        guard format == DocumentReader.format else {
            throw .schema(object.path(.format), "unsupported format \(quoted(format)); expected \"trellis/1\"")
        }
        try object.checkFields(allowed: [.format, .initialScene, .references, .scenes])

        let scenesPath = object.path(.scenes).anchoredPath
        let scenesNode = try object.required(.scenes)
        let elements = try Read.array(scenesNode, scenesPath, of: "scenes")
        guard !elements.isEmpty else {
            throw .schema(scenesPath, "a document needs at least one scene")
        }
        var drafts: [SceneDraft] = []
        var scenePaths: [String: JSONPath] = [:]
        for (index, element) in elements.enumerated() {
            let draft = try SceneDraft.read(element, at: scenesPath.index(index))
            if let first = scenePaths[draft.scene.id] {
                throw .schema(draft.path.key("id"),
                              "duplicate scene id \(quoted(draft.scene.id)) (first used at \(first.text))")
            }
            scenePaths[draft.scene.id] = draft.path
            drafts.append(draft)
        }

        loader.noteSceneIDs(drafts.map(\.scene.id))

        var initialScene: String?
        if let node = object[.initialScene] {
            initialScene = try Read.nonEmptyString(node, object.path(.initialScene), what: "a scene id")
        }

        let references = try readReferences(object)
        let names = SceneNames(local: drafts.map(\.scene.id), references: references)

        if let initialScene {
            _ = try names.resolve(initialScene, at: object.path(.initialScene))
        }

        var expansion = ContainerExpansion(drafts: drafts, names: names)
        let expanded = try expansion.expandAll()
        var document = DocumentDescription(initialScene: initialScene, referencedScenes: references.scenes)
        for (draft, scene) in zip(drafts, expanded) {
            try SceneValidation.check(draft, expanded: scene, names: names)
            document.scenes.append(scene.scene)
        }
        for draft in drafts {
            try TableCellCheck.check(draft.tableRowSites, in: document, names: names)
        }
        return document
    }

    /// The documents named under `references`, loaded, with their scenes as `name#scene`.
    private func readReferences(_ object: JSONObject<DocumentField>) throws(DocumentError) -> LoadedReferences {
        var loaded = LoadedReferences()
        guard let node = object[.references] else { return loaded }
        let references = try JSONMap(node, at: object.path(.references),
                                     expected: "an object of reference names and file paths")
        for member in references.members {
            let name = member.key
            let path = references.path(name)
            try Read.checkIdentifier(name, path)
            let file = try Read.nonEmptyString(member, path, what: "a file path")
            guard let baseDirectory else {
                throw .schema(path, "the document references \(quoted(file)) but was not loaded from a file; load it from its file (or give a base directory) so references can be found")
            }
            loaded.files[name] = file
            switch try loader.loadReference(path: FileSystem.join(baseDirectory, file), written: file, errorPath: path) {
            case .loaded(let document):
                for scene in document.scenes {
                    loaded.scenes[name + "#" + scene.id] = scene
                }
            case .inProgress(let sceneIDs):
                for id in sceneIDs { loaded.scenesInProgress.insert(name + "#" + id) }
            }
        }
        return loaded
    }
}

/// The documents a document references.
struct LoadedReferences {
    /// The file each reference name stands for, as written.
    var files: [String: String] = [:]
    /// Their scenes, by `"<reference>#<scene>"`.
    var scenes: [String: SceneDescription] = [:]
    /// The scenes, by `"<reference>#<scene>"`, of referenced documents still being loaded
    /// (they reference this one, directly or through others): segues may lead to them,
    /// containers may not embed them.
    var scenesInProgress: Set<String> = []
}

/// Resolves the scene names a document uses (containers, segues, `initialScene`): a
/// scene of the document, or `"<reference>#<scene>"` of a referenced one.
struct SceneNames {
    /// What a name resolves to. A plain value (no string or scene inside): segues and
    /// `initialScene` only check their name and drop the answer, and dropping an enum
    /// that carried a `SceneDescription` beside an `Int` made the compiler's outlined
    /// destroy read the payload's uninitialised bytes to find the case (valgrind,
    /// issue 17). ``referencedScene(_:)`` and ``referencedFile(_:)`` give the rest.
    enum Target {
        case local(Int)
        /// A scene of a referenced document: ``referencedScene(_:)``.
        case referenced
        /// A scene of a document still being loaded, which references this one back:
        /// ``referencedFile(_:)`` names it.
        case inProgress
    }

    let local: [String]
    let references: LoadedReferences

    func resolve(_ name: String, at path: JSONPath) throws(DocumentError) -> Target {
        if let hash = name.firstIndex(of: "#") {
            let reference = String(name[..<hash])
            let sceneID = String(name[name.index(after: hash)...])
            guard let file = references.files[reference] else {
                let known = references.files.keys.sorted()
                let list = known.isEmpty ? "the document has no references" : "the document references \(alternatives(known))"
                throw .schema(path, "unknown reference \(quoted(reference)) in \(quoted(name)); \(list)")
            }
            if references.scenes[name] != nil { return .referenced }
            if references.scenesInProgress.contains(name) { return .inProgress }
            throw .schema(path, "\(quoted(file)) (reference \(quoted(reference))) has no scene \(quoted(sceneID))")
        }
        if let index = local.firstIndex(of: name) {
            return .local(index)
        }
        var message = "unknown scene \(quoted(name))"
        if let suggestion = closestName(to: name, in: local) {
            message += " (did you mean \(quoted(suggestion))?)"
        }
        throw .schema(path, message)
    }

    /// The scene a `"<reference>#<scene>"` name resolved as ``Target/referenced`` stands for.
    func referencedScene(_ name: String) -> SceneDescription? {
        references.scenes[name]
    }

    /// The file, as written, of the reference a `"<reference>#<scene>"` name uses.
    func referencedFile(_ name: String) -> String? {
        guard let hash = name.firstIndex(of: "#") else { return nil }
        return references.files[String(name[..<hash])]
    }
}

/// The fields of a document object.
enum DocumentField: Int, ObjectField {
    case format, initialScene, references, scenes, comment

    static let nameTable = makeNameTable()
}
