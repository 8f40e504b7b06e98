import Cassowary

/// A private solver holding one view's subtree, kept between `fittingSize` calls so that
/// sizing many cells of one scene (different texts, same structure) only pushes the
/// differences — new intrinsic sizes, a new target width — instead of rebuilding.
final class FittingSession {
    struct Installed {
        var id: ConstraintID
        var terms: [(variable: Variable, coefficient: Double)]
        var constant: Double
        var relation: LayoutRelation
        var priority: Double
    }

    unowned let target: ViewNode
    let solver = Solver()
    /// Scene variables of the subtree's views → this solver's variables.
    var mapping: [Variable: Variable] = [:]
    var views: [ViewNode] = []
    /// The constraints among the subtree's views, in the order they were added.
    var candidates: [SceneConstraint] = []
    var installed: [ObjectIdentifier: Installed] = [:]
    /// The width target: nil = free (pulled to 0 at fittingSizeLevel), else required.
    var widthTarget: Double?
    var widthConstraint: ConstraintID?
    /// The scene's structure generation this session was built for.
    let generation: Int

    init(target: ViewNode, generation: Int) {
        self.target = target
        self.generation = generation
    }

    func mapped(_ variable: Variable) -> Variable? { mapping[variable] }
}
