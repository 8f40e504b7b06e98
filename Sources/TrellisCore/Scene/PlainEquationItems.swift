/// What `Scene.addPlainConstraint` reads of a document constraint's equation, read from the
/// constraint in place.
///
/// Binding the equation out of `ConstraintDescription.form` (`case .equation(let equation)`)
/// copied the whole form — both anchors' names, a retain and a release of each — and
/// destroyed the copy again: about 300 instructions a constraint of a list document's
/// 3,000 (issue 18, round 17). Read through `init?(_:place:)`, whose parameter is borrowed,
/// the compiler copies only the fields it keeps; the views the items name are resolved to
/// their places in `Scene.views` as they are read, so not even the names are copied, and no
/// view is held (round 18).
struct PlainEquationItems {
    /// The first item's view, by its place in `Scene.views`.
    var first: Int
    var firstAttribute: LayoutAttribute
    /// The second item: none, the first item's superview, or a view by its place.
    var second: Second
    var secondAttribute: LayoutAttribute
    var relation: LayoutRelation
    var constant: Double
    var multiplier: Double
    var priority: Double

    enum Second {
        case none
        case superview
        case place(Int)
    }

    /// The items of `form` when it is an equation whose first item names a view, each named
    /// view found by `place` (from its id and the loader's hint, `Equation.firstViewHint`);
    /// nil otherwise, or when `place` finds no view for a name.
    @inline(__always)
    init?(_ form: borrowing ConstraintDescription.Form, place: (String, Int32) -> Int?) {
        switch form {
        case .equation(let equation):
            guard case .named(let name) = equation.first.item, let found = place(name, equation.firstViewHint) else {
                return nil
            }
            first = found
            firstAttribute = equation.first.attribute
            if let reference = equation.second {
                switch reference.item {
                case .named(let other):
                    guard let found = place(other, equation.secondViewHint) else { return nil }
                    second = .place(found)
                case .superview:
                    second = .superview
                }
                secondAttribute = reference.attribute
            } else {
                second = .none
                secondAttribute = equation.first.attribute
            }
            relation = equation.relation
            constant = equation.constant
            multiplier = equation.multiplier
            priority = equation.priority
        case .visual:
            return nil
        }
    }
}
