/// A segue between scenes, kept as data for the host.
public struct SegueDescription: Hashable, Sendable {
    /// The id, unique in its document or scene.
    public var id: String
    /// The id of the view (or scene) the segue starts at.
    public var from: String
    /// The id of the scene it leads to.
    public var to: String
    /// How the destination is shown (`show`, `present`, ...), as the document says.
    public var kind: String

    /// A segue from its parts.
    public init(id: String, from: String, to: String, kind: String) {
        self.id = id
        self.from = from
        self.to = to
        self.kind = kind
    }
}

/// One scene of a document: a view hierarchy and its constraints.
public struct SceneDescription: Hashable, Sendable {
    /// The id, unique in its document or scene.
    public var id: String
    /// The scene's root view, with its subviews.
    public var root: ViewDescription
    /// The scene's constraints, in document order.
    public var constraints: [ConstraintDescription]
    /// Views defined with the scene but outside its hierarchy until inserted.
    public var dock: [ViewDescription]
    /// The segues that start in this scene.
    public var segues: [SegueDescription]
    /// Set when the root is a view controller's root view (`"viewController"` in documents,
    /// every scene of a storyboard); nil for a plain root view.
    public var viewController: ViewControllerDescription?

    /// A scene from its parts.
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
    /// The id of the scene a host shows first (nil: the first scene).
    public var initialScene: String?
    /// The scenes, in document order.
    public var scenes: [SceneDescription]
    /// Scenes of referenced documents, keyed by their full name `"<reference>#<scene>"`.
    public var referencedScenes: [String: SceneDescription]
    /// Other names that find a scene of this document, each naming the scene's id (a
    /// storyboard's `storyboardIdentifier` finds its view controller's scene, as
    /// `instantiateViewController(withIdentifier:)` does), so that each scene is stored once.
    /// An alias never hides a scene id: ``scene(named:)`` tries the ids first.
    public var sceneAliases: [String: String]

    /// A document from its scenes.
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
