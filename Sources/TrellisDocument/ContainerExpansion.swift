import TrellisCore

/// A scene with its containers expanded, and what embedding it elsewhere costs.
struct ExpandedScene {
    var scene: SceneDescription
    /// Every view id of the scene (hierarchy and dock), with where it comes from: the
    /// view's own path, or the `scene` field of the container that embedded it.
    var viewOrigins: IDTable<JSONPath>
    /// Levels of views in the hierarchy (the root alone is 1).
    var height: Int
}

/// Expands containers at load time: a container's only child becomes the embedded
/// scene's root with ids prefixed `"<containerId>."`, and that scene's constraints and
/// dock views (prefixed too) join the hosting scene's. Scenes are expanded dependencies
/// first, so each is expanded once; cycles are errors.
struct ContainerExpansion {
    /// How many views and constraints embedding may add to a whole document, so that a
    /// small document cannot ask for exponentially many copies.
    static let maximumEmbeddedViews = 100_000
    static let maximumEmbeddedConstraints = 100_000

    private let drafts: [SceneDraft]
    private let names: SceneNames
    private var expanded: [ExpandedScene?]
    private var embeddedViews = 0
    private var embeddedConstraints = 0
    private var referencedMetrics: [String: (count: Int, height: Int)] = [:]

    init(drafts: [SceneDraft], names: SceneNames) {
        self.drafts = drafts
        self.names = names
        self.expanded = Array(repeating: nil, count: drafts.count)
    }

    mutating func expandAll() throws(DocumentError) -> [ExpandedScene] {
        for index in try expansionOrder() {
            expanded[index] = try expand(drafts[index])
        }
        var result: [ExpandedScene] = []
        for scene in expanded {
            guard let scene else {
                throw .schema(JSONPath.root, "internal error: a scene was not expanded")
            }
            result.append(scene)
        }
        return result
    }

    /// The scenes in an order where every scene comes after the scenes it embeds,
    /// found without recursion; a cycle is reported at the container that closes it.
    private func expansionOrder() throws(DocumentError) -> [Int] {
        var embeds: [[(scene: Int, path: JSONPath)]] = []
        for draft in drafts {
            var targets: [(scene: Int, path: JSONPath)] = []
            for containerID in draft.containerOrder {
                guard let site = draft.containers[containerID] else { continue }
                if case .local(let index) = try names.resolve(site.sceneName, at: site.path) {
                    targets.append((index, site.path))
                }
            }
            embeds.append(targets)
        }
        enum State { case unvisited, inProgress, done }
        var state = Array(repeating: State.unvisited, count: drafts.count)
        var order: [Int] = []
        for start in drafts.indices where state[start] == .unvisited {
            var stack: [(scene: Int, next: Int)] = [(start, 0)]
            state[start] = .inProgress
            while let top = stack.last {
                let edges = embeds[top.scene]
                guard top.next < edges.count else {
                    state[top.scene] = .done
                    order.append(top.scene)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = edges[top.next]
                switch state[edge.scene] {
                case .done:
                    break
                case .inProgress:
                    let loop = stack.map(\.scene).drop(while: { $0 != edge.scene }) + [edge.scene]
                    let description = loop.map { quoted(drafts[$0].scene.id) }.joined(separator: " -> ")
                    throw .schema(edge.path, "containers embed scenes in a cycle: \(description)")
                case .unvisited:
                    state[edge.scene] = .inProgress
                    stack.append((edge.scene, 0))
                }
            }
        }
        return order
    }

    /// What embedding adds to the scene being expanded.
    private struct Embedding {
        var origins: IDTable<JSONPath>
        var constraintOrigins: [String: JSONPath]
        var constraints: [ConstraintDescription] = []
        var dock: [ViewDescription] = []
    }

    private mutating func expand(_ draft: SceneDraft) throws(DocumentError) -> ExpandedScene {
        var scene = draft.scene
        var embedding = Embedding(origins: draft.viewPaths, constraintOrigins: draft.constraintIDPaths)
        if !draft.containers.isEmpty {
            let fill = { (view: inout ViewDescription, level: Int) throws(DocumentError) in
                if view.kind == .container, let site = draft.containers[view.id] {
                    try self.embed(site, into: &view, level: level, &embedding)
                }
            }
            scene.root = try scene.root.mapTree(level: 1, fill)
            var dock: [ViewDescription] = []
            for view in scene.dock {
                dock.append(try view.mapTree(level: 1, fill))
            }
            scene.dock = dock + embedding.dock
            scene.constraints.append(contentsOf: embedding.constraints)
        }
        let height = draft.containers.isEmpty ? draft.rootHeight : scene.root.levelCount
        return ExpandedScene(scene: scene, viewOrigins: embedding.origins, height: height)
    }

    /// Fills one container with the root of the scene it embeds, prefixed.
    private mutating func embed(_ site: SceneDraft.ContainerSite, into view: inout ViewDescription, level: Int,
                                _ embedding: inout Embedding) throws(DocumentError) {
        let target = try embeddedScene(site)
        let deepest = level + target.height
        guard deepest <= ViewFields.maximumDepth else {
            throw .schema(site.path, "embedding scene \(quoted(site.sceneName)) here nests views \(deepest) levels deep; the limit is \(ViewFields.maximumDepth)")
        }
        embeddedViews += target.count
        embeddedConstraints += target.scene.constraints.count
        guard embeddedViews <= ContainerExpansion.maximumEmbeddedViews,
              embeddedConstraints <= ContainerExpansion.maximumEmbeddedConstraints else {
            throw .schema(site.path, "embedding scene \(quoted(site.sceneName)) here makes the document embed more than \(ContainerExpansion.maximumEmbeddedViews) views or \(ContainerExpansion.maximumEmbeddedConstraints) constraints in all")
        }
        let prefix = view.id + "."
        let parts = target.scene.prefixingIDs(with: prefix)
        for id in parts.root.allIDs + parts.dock.flatMap(\.allIDs) {
            if let first = embedding.origins[id] {
                throw .schema(site.path, "embedding scene \(quoted(site.sceneName)) adds view \(quoted(id)), but that id is already used at \(first.text)")
            }
            embedding.origins[id] = site.path
        }
        for constraint in parts.constraints {
            guard let id = constraint.id else { continue }
            if let first = embedding.constraintOrigins[id] {
                throw .schema(site.path, "embedding scene \(quoted(site.sceneName)) adds constraint \(quoted(id)), but that id is already used at \(first.text)")
            }
            embedding.constraintOrigins[id] = site.path
        }
        view.subviews = [parts.root]
        embedding.constraints.append(contentsOf: parts.constraints)
        embedding.dock.append(contentsOf: parts.dock)
    }

    /// The scene a container embeds, already expanded, with its size.
    private mutating func embeddedScene(_ site: SceneDraft.ContainerSite) throws(DocumentError) -> (scene: SceneDescription, count: Int, height: Int) {
        switch try names.resolve(site.sceneName, at: site.path) {
        case .local(let index):
            guard let target = expanded[index] else {
                throw .schema(site.path, "internal error: scene \(quoted(site.sceneName)) is not expanded yet")
            }
            return (target.scene, target.viewOrigins.count, target.height)
        case .referenced:
            guard let scene = names.referencedScene(site.sceneName) else {
                throw .schema(site.path, "internal error: referenced scene \(quoted(site.sceneName)) is not loaded")
            }
            if let metrics = referencedMetrics[site.sceneName] {
                return (scene, metrics.count, metrics.height)
            }
            let count = scene.root.allIDs.count + scene.dock.reduce(0) { $0 + $1.allIDs.count }
            let metrics = (count: count, height: scene.root.levelCount)
            referencedMetrics[site.sceneName] = metrics
            return (scene, metrics.count, metrics.height)
        case .inProgress:
            let file = names.referencedFile(site.sceneName) ?? site.sceneName
            throw .schema(site.path, "cannot embed \(quoted(site.sceneName)): \(quoted(file)) references this document back and is still being loaded, so its views are not known yet; documents that reference each other may segue to each other's scenes, but only the one loaded first can embed the other's")
        }
    }
}
