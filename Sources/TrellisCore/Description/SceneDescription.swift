/// A segue between scenes, kept as data for the host.
public struct SegueDescription: Hashable, Sendable {
    public var id: String
    public var from: String
    public var to: String
    public var kind: String

    public init(id: String, from: String, to: String, kind: String) {
        self.id = id
        self.from = from
        self.to = to
        self.kind = kind
    }
}

/// One scene of a document: a view hierarchy and its constraints.
public struct SceneDescription: Hashable, Sendable {
    public var id: String
    public var root: ViewDescription
    public var constraints: [ConstraintDescription]
    /// Views defined with the scene but outside its hierarchy until inserted.
    public var dock: [ViewDescription]
    public var segues: [SegueDescription]
    /// Set when the root is a view controller's root view (`"viewController"` in documents,
    /// every scene of a storyboard); nil for a plain root view.
    public var viewController: ViewControllerDescription?

    public init(id: String, root: ViewDescription, constraints: [ConstraintDescription] = [],
                dock: [ViewDescription] = [], segues: [SegueDescription] = [],
                viewController: ViewControllerDescription? = nil) {
        self.id = id
        self.root = root
        self.constraints = constraints
        self.dock = dock
        self.segues = segues
        self.viewController = viewController
    }
}

/// A whole document: its scenes, with scenes of referenced documents reachable by
/// `"<reference>#<scene>"` names.
public struct DocumentDescription: Sendable {
    public var initialScene: String?
    public var scenes: [SceneDescription]
    /// Scenes of referenced documents, keyed by their full name `"<reference>#<scene>"`.
    public var referencedScenes: [String: SceneDescription]
    /// Other names that find a scene of this document, each naming the scene's id (a
    /// storyboard's `storyboardIdentifier` finds its view controller's scene, as
    /// `instantiateViewController(withIdentifier:)` does), so that each scene is stored once.
    /// An alias never hides a scene id: ``scene(named:)`` tries the ids first.
    public var sceneAliases: [String: String]

    public init(initialScene: String? = nil, scenes: [SceneDescription] = [],
                referencedScenes: [String: SceneDescription] = [:], sceneAliases: [String: String] = [:]) {
        self.initialScene = initialScene
        self.scenes = scenes
        self.referencedScenes = referencedScenes
        self.sceneAliases = sceneAliases
    }

    /// The scene with that id: one of this document's, one of its scenes by an alias, or
    /// `"ref#scene"` from a referenced one.
    public func scene(named id: String) -> SceneDescription? {
        if let scene = scenes.first(where: { $0.id == id }) { return scene }
        if let target = sceneAliases[id], let scene = scenes.first(where: { $0.id == target }) { return scene }
        return referencedScenes[id]
    }
}
